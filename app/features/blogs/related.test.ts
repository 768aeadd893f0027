import { describe, expect, it } from 'vitest';
import { blogButtonHref, provincesMentioned } from './related.ts';

const PROVINCES = [{ name: 'Noord-Holland' }, { name: 'Utrecht' }, { name: 'Holland' }, { name: 'Zuid-Holland' }, { name: 'Limburg' }, { name: 'Gelderland' }];

describe('provinces an article is about', () => {
  it('finds whole names in order of mention, at most three', () => {
    const text = 'Uitjes met kinderen in Zuid-Holland: van Limburg tot utrecht en Gelderland.';
    expect(provincesMentioned(text, PROVINCES).map((p) => p.name)).toEqual(['Zuid-Holland', 'Limburg', 'Utrecht']);
  });

  it('does not take a name that is part of a longer one', () => {
    expect(provincesMentioned('Een dag in Noord-Holland', PROVINCES).map((p) => p.name)).toEqual(['Noord-Holland']);
  });

  it('finds nothing in an article about no province', () => {
    expect(provincesMentioned('Tien uitjes voor een regenachtige dag', PROVINCES)).toEqual([]);
  });
});

describe('blog button target', () => {
  it("sends the bare '/blog' of the static lists to the blog overview and keeps other links", () => {
    expect(blogButtonHref('/blog')).toBe('/blogs');
    expect(blogButtonHref('/blog/')).toBe('/blogs');
    expect(blogButtonHref('/blog/12')).toBe('/blog/12');
    expect(blogButtonHref('/uitjes')).toBe('/uitjes');
  });
});
