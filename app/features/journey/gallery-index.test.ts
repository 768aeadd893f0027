import { describe, expect, it } from 'vitest';
import { firstVideoIndex, websiteHref, wrapIndex } from './gallery-index.ts';

describe('gallery and website helpers', () => {
  it('wraps the index at both ends', () => {
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(2, 4)).toBe(2);
    expect(wrapIndex(3, 0)).toBe(0);
  });
  it('finds the first video', () => {
    expect(firstVideoIndex([{ type: 'IMAGE' }, { type: 'VIDEO' }, { type: 'VIDEO' }])).toBe(1);
    expect(firstVideoIndex([{ type: 'IMAGE' }])).toBe(-1);
  });
  it('prefixes websites without a scheme with https://', () => {
    expect(websiteHref('www.example.nl')).toBe('https://www.example.nl');
    expect(websiteHref('http://example.nl')).toBe('http://example.nl');
    expect(websiteHref('HTTPS://example.nl/a')).toBe('HTTPS://example.nl/a');
  });
});
