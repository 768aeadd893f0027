import { describe, expect, it } from 'vitest';
import { SLUG_NOT_FOUND_MESSAGE, type SeoLookups, fillSeoText, matchLocation, normalizeSeoPath, resolveSeoPath, seoPageRecordFrom } from './resolution.ts';
import type { SeoLocation, SeoPageRecord } from './seo-page.types.ts';

const amsterdam: SeoLocation = { id: 1, name: 'Amsterdam', type: 'CITY' };
const utrechtCity: SeoLocation = { id: 2, name: 'Utrecht', type: 'CITY' };
const utrechtProvince: SeoLocation = { id: 3, name: 'Utrecht', type: 'PROVINCE' };
const noordHolland: SeoLocation = { id: 4, name: 'Noord-Holland', type: 'PROVINCE' };
const denBosch: SeoLocation = { id: 5, name: "'s-Hertogenbosch", type: 'CITY' };
const veluwe: SeoLocation = { id: 6, name: 'Veluwe', type: 'REGION' };
const muenchen: SeoLocation = { id: 7, name: 'München', type: 'CITY' };

function page(slug: string, overrides: Partial<SeoPageRecord> = {}): SeoPageRecord {
  return {
    id: slug.length,
    title: 'Bedrijfsuitje [in #locatie]',
    slug,
    searchQuery: null,
    metaTitle: 'Bedrijfsuitje [in #locatie]',
    metaDescription: 'Vind een bedrijfsuitje [in #locatie].',
    pageTitle: 'Bedrijfsuitjes [in #locatie]',
    pageDescription: null,
    locations: [],
    filterIds: [],
    ...overrides,
  };
}

/** Lookups over a fixed set of pages that record every call and log line. */
function fakeLookups(pages: SeoPageRecord[], platformLocations: SeoLocation[] = []) {
  const calls: string[] = [];
  const logs: string[] = [];
  let locationLoads = 0;
  const lookups: SeoLookups = {
    findPage: async (slug) => {
      calls.push(slug);
      return pages.find((p) => p.slug === slug) ?? null;
    },
    platformLocations: async () => {
      locationLoads += 1;
      return platformLocations;
    },
    log: (message) => logs.push(message),
  };
  return { lookups, calls, logs, locationLoads: () => locationLoads };
}

describe('normalizeSeoPath (core.md 2 path handling)', () => {
  it('strips the query string', () => {
    expect(normalizeSeoPath('/bedrijfsuitje?utm_source=x&page=2')).toEqual({ slug: 'bedrijfsuitje', segments: ['bedrijfsuitje'] });
  });
  it('removes leading and trailing slashes for comparison', () => {
    expect(normalizeSeoPath('//bedrijfsuitje/amsterdam/')).toEqual({ slug: 'bedrijfsuitje/amsterdam', segments: ['bedrijfsuitje', 'amsterdam'] });
  });
  it('keeps the root as "/"', () => {
    expect(normalizeSeoPath('/').slug).toBe('/');
    expect(normalizeSeoPath('/?q=1').slug).toBe('/');
    expect(normalizeSeoPath('').slug).toBe('/');
  });
  it('splits on "/" into segments', () => {
    expect(normalizeSeoPath('/a/b/c').segments).toEqual(['a', 'b', 'c']);
  });
});

describe('fillSeoText (core.md 4 SEO texts)', () => {
  it("replaces '#locatie' with the location name", () => {
    expect(fillSeoText('Bedrijfsuitje in #locatie', { locatie: 'Amsterdam' })).toBe('Bedrijfsuitje in Amsterdam');
  });
  it("replaces '#zoekterm' with the search query", () => {
    expect(fillSeoText('Alles over #zoekterm', { zoekterm: 'teambuilding' })).toBe('Alles over teambuilding');
  });
  it('keeps a bracketed part whose placeholders have values, without the brackets', () => {
    expect(fillSeoText('Bedrijfsuitje [in #locatie]', { locatie: 'Utrecht' })).toBe('Bedrijfsuitje in Utrecht');
  });
  it('removes a bracketed part that contains a placeholder with no value', () => {
    expect(fillSeoText('Bedrijfsuitje [in #locatie]', {})).toBe('Bedrijfsuitje');
    expect(fillSeoText('[#zoekterm ]uitjes [in #locatie]', { locatie: 'Zwolle', zoekterm: '' })).toBe('uitjes in Zwolle');
    expect(fillSeoText('Uitjes [voor #zoekterm in #locatie]', { zoekterm: 'quiz', locatie: null })).toBe('Uitjes');
  });
  it('collapses extra spaces', () => {
    expect(fillSeoText('  Een   [mooi #locatie]  uitje  ', {})).toBe('Een uitje');
    expect(fillSeoText('Bedrijfsuitje [in #locatie], de leukste', {})).toBe('Bedrijfsuitje, de leukste');
  });
  it('replaces an unbracketed placeholder without a value by nothing', () => {
    expect(fillSeoText('Uitjes #locatie', {})).toBe('Uitjes');
  });
  it('passes null through', () => {
    expect(fillSeoText(null, { locatie: 'Amsterdam' })).toBeNull();
  });
});

describe('matchLocation', () => {
  it('matches the slugified name against the segment', () => {
    expect(matchLocation('noord-holland', [amsterdam, noordHolland])).toBe(noordHolland);
    expect(matchLocation('s-hertogenbosch', [denBosch])).toBe(denBosch);
    expect(matchLocation('munchen', [muenchen])).toBe(muenchen);
    expect(matchLocation('zwolle', [amsterdam, noordHolland])).toBeNull();
  });
  it('prefers a city over a province of the same name', () => {
    expect(matchLocation('utrecht', [utrechtProvince, utrechtCity])).toBe(utrechtCity);
  });
});

describe('resolveSeoPath (core.md 4 SEO resolution)', () => {
  it('finds a page by the full path and fills its texts with the linked location', async () => {
    const fake = fakeLookups([page('bedrijfsuitje/amsterdam', { locations: [amsterdam] })]);
    const result = await resolveSeoPath('/bedrijfsuitje/amsterdam/', fake.lookups);
    expect(result).toMatchObject({
      kind: 'page',
      location: amsterdam,
      path: '/bedrijfsuitje/amsterdam',
      texts: { metaTitle: 'Bedrijfsuitje in Amsterdam', metaDescription: 'Vind een bedrijfsuitje in Amsterdam.' },
    });
    expect(fake.calls).toEqual(['bedrijfsuitje/amsterdam']);
    expect(fake.logs).toEqual([]);
  });

  it('matches a linked province by slugified name', async () => {
    const fake = fakeLookups([page('bedrijfsuitje/utrecht', { locations: [utrechtProvince] })]);
    const result = await resolveSeoPath('/bedrijfsuitje/utrecht', fake.lookups);
    expect(result).toMatchObject({ kind: 'page', location: utrechtProvince, texts: { pageTitle: 'Bedrijfsuitjes in Utrecht' } });
  });

  it('for a generic page, matches a location available on the platform', async () => {
    const fake = fakeLookups([page('bedrijfsuitje/veluwe')], [amsterdam, veluwe]);
    const result = await resolveSeoPath('/bedrijfsuitje/veluwe', fake.lookups);
    expect(result).toMatchObject({ kind: 'page', location: veluwe, texts: { title: 'Bedrijfsuitje in Veluwe' } });
  });

  it('a one-segment page is SEO data without a location; the bracketed location part is removed', async () => {
    const fake = fakeLookups([page('bedrijfsuitje', { searchQuery: 'bedrijfsuitje', metaDescription: 'Alles over #zoekterm [in #locatie]' })]);
    const result = await resolveSeoPath('/bedrijfsuitje?utm_campaign=x', fake.lookups);
    expect(result).toMatchObject({
      kind: 'page',
      location: null,
      path: '/bedrijfsuitje',
      texts: { metaTitle: 'Bedrijfsuitje', metaDescription: 'Alles over bedrijfsuitje' },
    });
    expect(fake.locationLoads()).toBe(0);
  });

  it("logs 'Slug not found, trying to trace initial slug values...' and retries with the first segment", async () => {
    const fake = fakeLookups([page('bedrijfsuitje')]);
    const result = await resolveSeoPath('/bedrijfsuitje/atlantis', fake.lookups);
    expect(fake.calls).toEqual(['bedrijfsuitje/atlantis', 'bedrijfsuitje']);
    expect(fake.logs).toEqual([SLUG_NOT_FOUND_MESSAGE]);
    // Segment counts differ (2 against 1): a redirect to '/' + slug.
    expect(result).toEqual({ kind: 'redirect', location: '/bedrijfsuitje' });
  });

  it('is silent and has no SEO data when the retry fails too', async () => {
    const fake = fakeLookups([page('bedrijfsuitje')]);
    expect(await resolveSeoPath('/bestaat/niet', fake.lookups)).toEqual({ kind: 'none' });
    expect(fake.logs).toEqual([SLUG_NOT_FOUND_MESSAGE]);
    expect(await resolveSeoPath('/bestaat-niet', fake.lookups)).toEqual({ kind: 'none' });
  });

  it('a place written with its umlaut, percent-encoded or spelled out is sent to the page of that place', async () => {
    const koeln: SeoLocation = { id: 8, name: 'Köln', type: 'CITY' };
    const fake = fakeLookups([page('firmenausflug'), page('firmenausflug/koln', { locations: [koeln] })]);
    for (const path of ['/firmenausflug/köln', '/firmenausflug/k%C3%B6ln', '/Firmenausflug/Koeln', '/firmenausflug/koeln/']) {
      expect(await resolveSeoPath(path, fake.lookups), path).toEqual({ kind: 'redirect', location: '/firmenausflug/koln' });
    }
    expect(await resolveSeoPath('/firmenausflug/koln', fake.lookups)).toMatchObject({ kind: 'page', location: koeln });
    // Another place still goes to the page of the first segment.
    expect(await resolveSeoPath('/firmenausflug/m%C3%BCnster', fake.lookups)).toEqual({ kind: 'redirect', location: '/firmenausflug' });
  });

  it('a deeper path with no page of its own is redirected to the page of its first segment', async () => {
    const fake = fakeLookups([page('bedrijfsuitje'), page('bedrijfsuitje/amsterdam', { locations: [amsterdam] })]);
    // Found by the first segment only; the deeper path is not this page: redirect.
    expect(await resolveSeoPath('/bedrijfsuitje/zwolle', fake.lookups)).toEqual({ kind: 'redirect', location: '/bedrijfsuitje' });
  });

  it('a page whose own location does not match gives no SEO data rather than a redirect to itself', async () => {
    const fake = fakeLookups([page('bedrijfsuitje/atlantis')], [amsterdam]);
    expect(await resolveSeoPath('/bedrijfsuitje/atlantis', fake.lookups)).toEqual({ kind: 'none' });
    const linked = fakeLookups([page('bedrijfsuitje/amsterdam', { locations: [utrechtCity] })]);
    expect(await resolveSeoPath('/bedrijfsuitje/amsterdam', linked.lookups)).toEqual({ kind: 'none' });
  });

  it('the root path resolves with the slug "/"', async () => {
    const fake = fakeLookups([page('/')]);
    expect(await resolveSeoPath('/', fake.lookups)).toMatchObject({ kind: 'page', path: '/' });
  });
});

describe('seoPageRecordFrom (the read API shape)', () => {
  it('turns cities, provinces and regions into typed locations and filters into ids', () => {
    const record = seoPageRecordFrom({
      id: 9,
      title: 'Bedrijfsuitje',
      slug: 'bedrijfsuitje/utrecht',
      searchQuery: null,
      metaTitle: null,
      metaDescription: null,
      pageTitle: null,
      pageDescription: null,
      cities: [{ id: 2, name: 'Utrecht' }],
      provinces: [{ id: 3, name: 'Utrecht' }],
      regions: [{ id: 6, name: 'Veluwe' }],
      filters: [{ id: 12 }, { id: 4 }],
    });
    expect(record.locations).toEqual([utrechtCity, utrechtProvince, veluwe]);
    expect(record.filterIds).toEqual([12, 4]);
  });
});
