/**
 * The page of a visitor's list in its address, one rule for the overview, the agenda and a blog tag:
 * `?page=N`. No page, or a value that is no whole number from 1, is page 1 (whose canonical link is the
 * list's own address, so a stray value makes no second page for search engines); a page past the last is
 * the not-found screen (404), page 1 of an empty list excepted (it says the list is empty).
 */
export const PAGE_PARAM = 'page';

const MAX_PAGE = 1_000_000;

/** The page a query string asks for (1 when it asks for none or for something that is no page). */
export function requestedPage(params: URLSearchParams): number {
  const value = params.get(PAGE_PARAM)?.trim() ?? '';
  if (!/^\d{1,7}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** Whether the page is one of the list's pages (page 1 always is). */
export function pageExists(page: number, pageCount: number): boolean {
  return page <= Math.max(1, pageCount);
}
