import type { ReactNode } from 'react';

/**
 * The portal's tables on a phone (below Tailwind's `sm`, 640 px): each row becomes a card of stacked
 * lines, each value under its column's name, instead of a table that scrolls sideways and hides columns
 * off-screen. One rule for every portal table: the back office's DataTable, the lists and the review
 * comparisons (old value above the new one, per field). The header row stays for screen readers.
 */
export const stacked = {
  table: 'max-sm:block',
  head: 'max-sm:sr-only',
  body: 'max-sm:block',
  row: 'max-sm:block max-sm:py-2',
  /** A row's header cell (the field of a comparison, the name of a list item): the card's title. */
  rowHeader: 'max-sm:block max-sm:py-0',
  cell: 'max-sm:block max-sm:py-1 max-sm:pr-0',
} as const;

/** A cell's column name, shown only where the rows stack (the header row is hidden there). */
export function NarrowColumnName({ children }: { children: ReactNode }) {
  return <span className="block text-xs font-semibold text-gray-700 sm:hidden">{children}</span>;
}
