import { describe, expect, it } from 'vitest';
import { type Brand, CATALOGS, templateTitles } from './catalog.ts';
import { countryGeography } from './geography-data.ts';

const COUNTRY: Record<Brand, 'NL' | 'DE' | 'BE'> = { nl: 'NL', kids: 'NL', de: 'DE', be: 'BE' };

describe('activity templates (decision 104: titles unique per platform and true to their place)', () => {
  it.each(Object.keys(CATALOGS) as Brand[])('%s: every title names its town once, and no two titles of the brand are the same', (brand) => {
    const titles = CATALOGS[brand].templates.flatMap(templateTitles);
    for (const title of titles) expect(title.split('{city}'), title).toHaveLength(2);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each(Object.keys(CATALOGS) as Brand[])('%s: a template tied to a landscape names towns of its own country, enough for its titles', (brand) => {
    const places = new Set(countryGeography(COUNTRY[brand]).cities.map((city) => city.name));
    for (const template of CATALOGS[brand].templates.filter((t) => t.towns)) {
      for (const town of template.towns!) expect(places.has(town), `${template.title}: ${town}`).toBe(true);
      expect(template.towns!.length, template.title).toBeGreaterThanOrEqual(2);
    }
  });
});
