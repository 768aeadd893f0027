import { describe, expect, it } from 'vitest';
import { parsePreviewKey, previewKey, SeoPageFormSchema, unknownPlaceholders } from './seo-admin.schemas.ts';

describe('unknownPlaceholders', () => {
  it('names every #word but #locatie and #zoekterm, once each', () => {
    expect(unknownPlaceholders('Uitje [in #locatie] voor #zoekterm')).toEqual([]);
    expect(unknownPlaceholders('Uitje in #plaats, #plaats en #Locatie')).toEqual(['#plaats', '#Locatie']);
    expect(unknownPlaceholders('Uitje in #locaties')).toEqual(['#locaties']);
  });
  it('leaves a # before a number or a space alone', () => {
    expect(unknownPlaceholders('De #1 van Nederland, # 2')).toEqual([]);
  });
});

describe('SeoPageFormSchema', () => {
  it('stores a slug typed as an address without its slashes, in lower case; lists from one or more ticked boxes', () => {
    const page = SeoPageFormSchema.parse({
      slug: '/Bedrijfsuitje/Amsterdam/',
      title: 'Bedrijfsuitje',
      active: 'on',
      cityIds: '12',
      filterIds: ['3', '4', '3'],
    });
    expect(page).toMatchObject({ slug: 'bedrijfsuitje/amsterdam', active: true, cityIds: [12], filterIds: [3, 4], provinceIds: [], metaTitle: null });
  });
  it('is off when the box is not ticked', () => {
    expect(SeoPageFormSchema.parse({ slug: 'a', title: 'A' }).active).toBe(false);
  });
});

describe('preview keys', () => {
  it('round-trips a place and refuses anything else', () => {
    expect(parsePreviewKey(previewKey({ type: 'PROVINCE', id: 7 }))).toEqual({ type: 'PROVINCE', id: 7 });
    expect(parsePreviewKey('COUNTRY-1')).toBeNull();
    expect(parsePreviewKey('CITY-0')).toBeNull();
    expect(parsePreviewKey('CITY-99999999999')).toBeNull();
    expect(parsePreviewKey(null)).toBeNull();
  });
});
