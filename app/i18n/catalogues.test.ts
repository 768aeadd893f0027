import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues.server.ts';

/** Dotted paths of every leaf text. */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

function leafValues(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [value];
  return Object.values(value).flatMap(leafValues);
}

describe('translation catalogues', () => {
  const nlKeys = leafKeys(CATALOGUES.nl).sort();

  it.each(['be', 'de'] as const)('%s has exactly the keys of nl', (locale) => {
    expect(leafKeys(CATALOGUES[locale]).sort()).toEqual(nlKeys);
  });

  it.each(['nl', 'be', 'de'] as const)('%s has no empty texts', (locale) => {
    for (const text of leafValues(CATALOGUES[locale])) {
      expect(typeof text === 'string' || Array.isArray(text) ? String(text).trim().length : 1).toBeGreaterThan(0);
    }
  });

  it('speaks each language where it differs', () => {
    expect(CATALOGUES.nl.notFound.title).toBe('Oeps! Pagina niet gevonden.');
    expect(CATALOGUES.nl.notFound.text).toBe('We helpen je graag de weg weer terug te vinden.');
    expect(CATALOGUES.de.site.menu).toBe('Menü');
  });
});

describe('plurals per locale', () => {
  it('uses Dutch plural rules on the Belgian site (not Belarusian)', async () => {
    const { i18nFor } = await import('./i18n.ts');
    for (const [locale, one, many] of [
      ['nl', 'uitje', 'uitjes'],
      ['be', 'uitstap', 'uitstappen'],
    ] as const) {
      const t = i18nFor(locale).t;
      expect(t('overview.found', { count: 1, formatted: '1' })).toBe(`1 ${one} gevonden`);
      expect(t('overview.found', { count: 21, formatted: '21' })).toBe(`21 ${many} gevonden`);
      expect(t('overview.found', { count: 3, formatted: '3' })).toBe(`3 ${many} gevonden`);
    }
  });
});
