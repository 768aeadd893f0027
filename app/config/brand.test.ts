import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLATFORM_ROWS } from '../../db/seed/platform-data.ts';
import { brandOfPlatform } from './brand.ts';
import { unknownBrand } from './unknown-brand.ts';
import { seededBrand } from '../../tests/support/brands.ts';

describe('the brand of a platform row', () => {
  it('gives each seeded platform its locale, html lang and palette (decisions.md 4)', () => {
    expect(seededBrand(1)).toMatchObject({ kind: 'company', locale: 'nl', htmlLang: 'nl-NL', palette: { primary: '#34aadf' } });
    expect(seededBrand(2)).toMatchObject({ kind: 'company', locale: 'de', htmlLang: 'de-DE' });
    expect(seededBrand(3)).toMatchObject({ kind: 'kids', locale: 'nl', htmlLang: 'nl-NL', palette: { primary: '#e72e6c', secondary: '#5eba94' } });
    expect(seededBrand(4)).toMatchObject({ kind: 'company', locale: 'be', htmlLang: 'nl-BE' });
  });

  it('has the agenda only on the kids platform, the blog link boxes only on the Dutch company site', () => {
    const brands = PLATFORM_ROWS.map((row) => seededBrand(row.id));
    expect(brands.filter((brand) => brand.features.agenda).map((brand) => brand.platformId)).toEqual([3]);
    expect(brands.filter((brand) => brand.features.seoLinkBoxes).map((brand) => brand.platformId)).toEqual([1]);
  });

  it('groups the Dutch and Belgian company sites as language alternates, the Dutch one x-default', () => {
    const grouped = PLATFORM_ROWS.map((row) => seededBrand(row.id)).filter((brand) => brand.hreflang);
    expect(grouped.map((brand) => [brand.platformId, brand.hreflang])).toEqual([
      [1, { group: 'company-nl', isDefault: true }],
      [4, { group: 'company-nl', isDefault: false }],
    ]);
  });

  it('searches German text on the German site and Dutch text elsewhere', () => {
    expect(PLATFORM_ROWS.map((row) => [row.id, row.searchLanguage])).toEqual([
      [1, 'dutch'],
      [2, 'german'],
      [3, 'dutch'],
      [4, 'dutch'],
    ]);
  });

  it('says what is wrong with settings that do not pass the schema, and the server then paints the site black', () => {
    const read = brandOfPlatform({ id: 9, localeString: 'fr-BE', brand: { kind: 'company', locale: 'fr', palette: { primary: 'blue' } } });
    expect('problem' in read && read.problem).toMatch(/palette\.primary/);
    expect(brandOfPlatform({ id: 9, localeString: 'fr-BE', brand: null })).toHaveProperty('problem');
    expect(unknownBrand(9)).toMatchObject({ platformId: 9, kind: 'unknown', palette: { primary: '#000000' } });
  });

  it('gives a database made before the brand was data the same settings as the seed (drizzle/0009)', () => {
    const migration = readFileSync(new URL('../../drizzle/0009_brand_data.sql', import.meta.url), 'utf8');
    const migrated = Object.fromEntries([...migration.matchAll(/WHEN (\d) THEN '(\{.*\})'::jsonb/g)].map(([, id, json]) => [Number(id), JSON.parse(json!)]));
    expect(migrated).toEqual(Object.fromEntries(PLATFORM_ROWS.map((row) => [row.id, row.brand])));
  });
});
