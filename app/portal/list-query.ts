import { z } from 'zod';

/**
 * What a back-office list shows (decision 104): page, sort column and direction, search text, read from
 * the address (`?pagina=2&sorteer=name&richting=desc&zoek=...`) so a list is linkable, works without
 * JavaScript, and its pager and column headers are plain links. The server pages, sorts and searches;
 * the table (ui/data-table.tsx) only shows one page.
 */
export const LIST_PAGE_SIZE = 25;
const MAX_PAGE = 10_000;

/**
 * The lists over tables that only grow (quote requests, mails, the audit log: millions of rows after a
 * few years, docs/decisions/113) count the rows they find up to this many and no further: an
 * exact count reads every row for every page. Above it the table says "more than 1000" and the pager
 * goes one page past the cap (40 pages: further is a search or a filter away, which counts exactly again).
 */
export const LIST_TOTAL_CAP = 1_000;

export interface ListQuery<Sort extends string = string> {
  page: number;
  sort: Sort;
  direction: 'asc' | 'desc';
  search: string;
}

/** The list's query from a URL; an unknown sort column or a bad page falls back to the defaults. */
export function readListQuery<Sort extends string>(url: URL, sortable: readonly Sort[], defaults: { sort: Sort; direction?: 'asc' | 'desc' }): ListQuery<Sort> {
  const params = url.searchParams;
  const page = z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE)
    .catch(1)
    .parse(params.get('pagina') ?? 1);
  const sortParam = params.get('sorteer');
  const sort = sortable.includes(sortParam as Sort) ? (sortParam as Sort) : defaults.sort;
  const direction = params.get('richting') === 'desc' ? 'desc' : params.get('richting') === 'asc' ? 'asc' : (defaults.direction ?? 'asc');
  const search = (params.get('zoek') ?? '').trim().slice(0, 100);
  return { page, sort, direction, search };
}

/** The address of the same list with some of its query changed (other parameters, e.g. `platform`, kept). */
export function listHref(current: string, changes: Partial<{ page: number; sort: string; direction: 'asc' | 'desc'; search: string }>): string {
  const url = new URL(current, 'http://x');
  const set = (key: string, value: string | number | undefined) => {
    if (value === undefined) return;
    if (value === '' || value === 1) url.searchParams.delete(key);
    else url.searchParams.set(key, String(value));
  };
  set('pagina', changes.page);
  set('sorteer', changes.sort);
  if (changes.direction) url.searchParams.set('richting', changes.direction);
  set('zoek', changes.search);
  return `${url.pathname}${url.search}`;
}

/** The number of pages of a list of `total` rows. */
export const pageCount = (total: number, pageSize = LIST_PAGE_SIZE) => Math.max(1, Math.ceil(total / pageSize));

/** The search text as an ILIKE pattern that finds it anywhere (its own % _ \ taken literally); null for none. */
export const searchPattern = (search: string): string | null => (search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null);
