import { describe, expect, it } from 'vitest';
import { blogTagPath, blogTagsOf, tagSlugOfFile } from './blog-tags.ts';
import { blogButtonHref, filtersForTags, provincesMentioned, relatedProvinces } from './related.ts';

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

describe("an article's own places and tags (issue 21 item 8)", () => {
  it('takes the provinces the article is about, in its order, before those its text names', () => {
    const article = { title: 'Uitjes in Limburg', text: 'Ook in Gelderland.', provinces: ['utrecht', 'Zuid-Holland', 'Friesland'] };
    expect(relatedProvinces(article, PROVINCES).map((p) => p.name)).toEqual(['Utrecht', 'Zuid-Holland']);
    expect(relatedProvinces({ ...article, provinces: [] }, PROVINCES).map((p) => p.name)).toEqual(['Limburg', 'Gelderland']);
    expect(relatedProvinces({ title: 'Regen', text: 'Binnen spelen', provinces: [] }, PROVINCES)).toEqual([]);
  });

  it("matches the platform's filters to the article's tags by slug", () => {
    const filters = [
      { id: 1, name: 'Teambuilding' },
      { id: 2, name: 'Eten en drinken' },
      { id: 3, name: 'Water' },
    ];
    expect(filtersForTags(blogTagsOf(['Teambuilding', 'Eten en Drinken']), filters)).toEqual([1, 2]);
    expect(filtersForTags(blogTagsOf(['Locatie']), filters)).toEqual([]);
  });
});

describe('blog tags', () => {
  it('gives each tag the slug of its page, once, and reads the slug back from the page file', () => {
    expect(blogTagsOf(['Evenement organiseren', 'Steuern und Recht', 'Online-Event', 'evenement organiseren', '  '])).toEqual([
      { name: 'Evenement organiseren', slug: 'evenement-organiseren' },
      { name: 'Steuern und Recht', slug: 'steuern-und-recht' },
      { name: 'Online-Event', slug: 'online-event' },
    ]);
    expect(blogTagPath({ slug: 'teambuilding' })).toBe('/blogs/teambuilding.html');
    expect(tagSlugOfFile('teambuilding.html')).toBe('teambuilding');
    expect(tagSlugOfFile('steuern-und-recht.html')).toBe('steuern-und-recht');
    expect(tagSlugOfFile('teambuilding')).toBeNull();
    expect(tagSlugOfFile('Team.html')).toBeNull();
    expect(tagSlugOfFile('../x.html')).toBeNull();
  });
});
