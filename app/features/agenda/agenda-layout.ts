/**
 * What the agenda list shows between the events (decisions.md 7): an ad label after items 1 and 7,
 * the banner after item 4 (positions count from 1, and only when that many items are on the page).
 */
export type AgendaSlot<T> = { kind: 'event'; event: T; position: number } | { kind: 'ad'; after: number } | { kind: 'banner' };

export const AD_LABELS_AFTER = [1, 7] as const;
export const BANNER_AFTER = 4;

export function agendaSlots<T>(events: readonly T[], hasBanner: boolean): AgendaSlot<T>[] {
  const slots: AgendaSlot<T>[] = [];
  events.forEach((event, index) => {
    const position = index + 1;
    slots.push({ kind: 'event', event, position });
    if ((AD_LABELS_AFTER as readonly number[]).includes(position)) slots.push({ kind: 'ad', after: position });
    if (position === BANNER_AFTER && hasBanner) slots.push({ kind: 'banner' });
  });
  return slots;
}

/** Page links: up to 5 numbers around the current page, with the first and last page and '...' gaps. */
export function pageLinks(current: number, pageCount: number): Array<number | 'gap'> {
  if (pageCount <= 1) return [];
  const start = Math.max(1, Math.min(current - 2, pageCount - 4));
  const end = Math.min(pageCount, start + 4);
  const pages: Array<number | 'gap'> = [];
  if (start > 1) pages.push(1);
  if (start > 2) pages.push('gap');
  for (let page = start; page <= end; page++) pages.push(page);
  if (end < pageCount - 1) pages.push('gap');
  if (end < pageCount) pages.push(pageCount);
  return pages;
}

/** A website as a link target: without a scheme it gets https:// (decisions.md 6). */
export function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website.replace(/^\/+/, '')}`;
}
