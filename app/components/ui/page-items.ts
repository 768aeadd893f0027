/**
 * The page links of every paged list (overview and agenda; screens.md 2, 9): at most 5 page numbers,
 * always including the first and the last page, with '...' where numbers are skipped.
 */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: 'start' | 'end' };

export const MAX_PAGE_NUMBERS = 5;

export function pageItems(current: number, pageCount: number): PageItem[] {
  if (pageCount <= 1) return [];
  const page = Math.min(Math.max(1, current), pageCount);
  const numbers = new Set<number>();
  if (pageCount <= MAX_PAGE_NUMBERS) {
    for (let p = 1; p <= pageCount; p++) numbers.add(p);
  } else {
    // First and last, and a window of three in the middle moved inwards at the ends.
    const middle = Math.min(Math.max(page, 3), pageCount - 2);
    [1, middle - 1, middle, middle + 1, pageCount].forEach((p) => numbers.add(p));
  }
  const sorted = [...numbers].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) items.push({ kind: 'gap', key: i === sorted.length - 1 ? 'end' : 'start' });
    items.push({ kind: 'page', page: p });
  });
  return items;
}
