import { describe, expect, it } from 'vitest';
import { pageExists, requestedPage } from './page-param.ts';

describe('the page of a visitor list', () => {
  it('is read from ?page=, and is 1 for none or for what is no page', () => {
    expect(requestedPage(new URLSearchParams('page=3'))).toBe(3);
    for (const query of ['', 'page=', 'page=0', 'page=-2', 'page=abc', 'page=2.5', 'page=99999999', 'pagina=3']) {
      expect(requestedPage(new URLSearchParams(query)), query).toBe(1);
    }
  });

  it('exists up to the last page; page 1 of an empty list exists', () => {
    expect(pageExists(1, 0)).toBe(true);
    expect(pageExists(3, 3)).toBe(true);
    expect(pageExists(4, 3)).toBe(false);
    expect(pageExists(2, 0)).toBe(false);
  });
});
