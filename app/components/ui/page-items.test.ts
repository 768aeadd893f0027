import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items.ts';

const show = (current: number, count: number) =>
  pageItems(current, count)
    .map((i) => (i.kind === 'page' ? String(i.page) : '...'))
    .join(' ');

describe('page items of every paged list', () => {
  it('shows nothing for a single page', () => {
    expect(show(1, 1)).toBe('');
    expect(show(1, 0)).toBe('');
  });
  it('shows every page up to five', () => {
    expect(show(2, 5)).toBe('1 2 3 4 5');
  });
  it('shows at most five numbers with first, last and gaps', () => {
    expect(show(1, 20)).toBe('1 2 3 4 ... 20');
    expect(show(10, 20)).toBe('1 ... 9 10 11 ... 20');
    expect(show(20, 20)).toBe('1 ... 17 18 19 20');
    expect(show(4, 20)).toBe('1 ... 3 4 5 ... 20');
    expect(show(3, 6)).toBe('1 2 3 4 ... 6');
  });
  it('never shows more than five numbers', () => {
    for (let count = 1; count < 40; count++) {
      for (let current = 1; current <= count; current++) {
        const numbers = pageItems(current, count).filter((i) => i.kind === 'page');
        expect(numbers.length).toBeLessThanOrEqual(5);
        if (count > 1) expect(numbers.some((i) => i.kind === 'page' && i.page === current)).toBe(true);
      }
    }
  });
});
