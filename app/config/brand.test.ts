import { describe, expect, it } from 'vitest';
import { BRANDS, brandOf, hreflangAlternates } from './brand.ts';
import { DEFAULT_HOST_MATCHERS } from './platforms.ts';

describe('brandOf', () => {
  it('gives each platform its locale, html lang and palette (decisions.md 4)', () => {
    expect(brandOf(1)).toMatchObject({ kind: 'company', locale: 'nl', htmlLang: 'nl-NL', palette: { primary: '#34aadf' } });
    expect(brandOf(2)).toMatchObject({ kind: 'company', locale: 'de', htmlLang: 'de-DE' });
    expect(brandOf(3)).toMatchObject({ kind: 'kids', locale: 'nl', htmlLang: 'nl-NL', palette: { primary: '#e72e6c', secondary: '#5eba94' } });
    expect(brandOf(4)).toMatchObject({ kind: 'company', locale: 'be', htmlLang: 'nl-BE' });
  });

  it('paints an unknown brand black', () => {
    expect(brandOf(99)).toMatchObject({ kind: 'unknown', palette: { primary: '#000000' } });
  });

  it('has the agenda only on the kids platform', () => {
    expect(BRANDS.filter((brand) => brand.features.agenda).map((brand) => brand.platformId)).toEqual([3]);
  });

  it('groups the Dutch and Belgian company sites as language alternates, the Dutch one x-default', () => {
    expect(hreflangAlternates(brandOf(4)).map((brand) => [brand.platformId, brand.htmlLang, brand.hreflang?.isDefault])).toEqual([
      [1, 'nl-NL', true],
      [4, 'nl-BE', false],
    ]);
    expect(hreflangAlternates(brandOf(2))).toEqual([]);
    expect(hreflangAlternates(brandOf(3))).toEqual([]);
  });

  it('searches German text on the German site and Dutch text elsewhere', () => {
    expect(BRANDS.map((brand) => [brand.platformId, brand.searchLanguage])).toEqual([
      [1, 'dutch'],
      [2, 'german'],
      [3, 'dutch'],
      [4, 'dutch'],
    ]);
  });

  it('seeds each platform with the host fragments of its brand', () => {
    expect(DEFAULT_HOST_MATCHERS.map((matcher) => [matcher.id, matcher.hostMatchOrder])).toEqual([
      [4, 1],
      [1, 2],
      [2, 3],
      [3, 4],
    ]);
  });
});
