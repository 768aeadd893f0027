import { describe, expect, it } from 'vitest';
import { blogTagPath, blogTagsOf, tagSlugOfFile } from './blog-tags.ts';
import { type NamedPlace, blogButtonHref, filtersForTags, placesNamed, provincesMentioned, relatedPlaceIn, relatedProvinces } from './related.ts';

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

describe('the places an article title names (decision 104)', () => {
  const place = (id: number, name: string, type: NamedPlace['type'], provinceIds: number[]): NamedPlace => ({ id, name, type, provinceIds });
  const PLACES = [
    place(1, 'Amsterdam', 'CITY', [10]),
    place(2, 'Best', 'CITY', [11]),
    place(3, 'Halle', 'CITY', [12]),
    place(4, 'Halle (Saale)', 'CITY', [13]),
    place(5, 'Veluwe', 'REGION', [14, 15]),
    place(6, 'Utrecht', 'CITY', [16]),
  ];
  const names = (title: string) => placesNamed(title, PLACES).map((p) => p.name);

  it('finds cities and regions as whole words in their own spelling, in order of mention', () => {
    expect(names('Een bedrijfsuitje in Amsterdam: meer dan grachten alleen')).toEqual(['Amsterdam']);
    expect(names('Van de Veluwe naar Utrecht')).toEqual(['Veluwe', 'Utrecht']);
    // A word that is a place's name in other letters is not the place; nor is a part of a compound.
    expect(names('Het best bewaarde geheim van Amsterdam-Noord')).toEqual([]);
  });

  it('leaves out a name inside a longer one', () => {
    expect(names('Teamuitje in Halle (Saale)')).toEqual(['Halle (Saale)']);
    expect(names('Teamuitje in Halle')).toEqual(['Halle']);
  });

  it('takes per province the first place named there', () => {
    const named = placesNamed('Van de Veluwe naar Utrecht', PLACES);
    expect(relatedPlaceIn(15, named)?.name).toBe('Veluwe');
    expect(relatedPlaceIn(16, named)?.name).toBe('Utrecht');
    expect(relatedPlaceIn(10, named)).toBeNull();
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

describe("an article's own places and tags (decision 030)", () => {
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
