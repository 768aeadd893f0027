import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues.server.ts';
import { languageTagOf } from './i18n.ts';
import { createTranslator, type TranslateOptions } from './translator.ts';

/** Dotted paths of every leaf text. */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

/** i18next as the catalogues were written for (the options the app had). */
function reference(language: string, catalogue: object) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: catalogue } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

describe('translator', () => {
  it.each(Object.entries(CATALOGUES))('gives every %s text exactly as i18next does', (locale, catalogue) => {
    const language = languageTagOf(locale);
    const ours = createTranslator(language, catalogue);
    const theirs = reference(language, catalogue);
    // Plural forms are asked for by their base key.
    const keys = [...new Set(leafKeys(catalogue).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))];
    let compared = 0;
    for (const key of keys) {
      const placeholders = Object.fromEntries(
        [...((theirs.t(`${key}_other`) + theirs.t(`${key}_one`) + theirs.t(key)) as string).matchAll(/\{\{\s*([^{}\s]+)\s*\}\}/g)].map(([, name]) => [
          name!,
          `<${name}>`,
        ]),
      );
      const optionSets = [
        undefined,
        placeholders,
        ...[0, 1, 2, 21, 1.5].map((count) => ({ ...placeholders, count })),
        { [Object.keys(placeholders)[0] ?? 'x']: null },
        { count: '3' },
        { count: null },
      ];
      for (const options of optionSets) {
        // A count of null or a string: what untyped callers (form libraries) might pass.
        expect(ours.t(key, options as TranslateOptions | undefined), `${locale} ${key} ${JSON.stringify(options)}`).toBe(theirs.t(key, options ?? {}));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('answers a missing key with the key, and keeps placeholders it has no value for', () => {
    const t = createTranslator('nl', { a: { b: 'Hallo {{name}}, {{other}}' } }).t;
    expect(t('a.c')).toBe('a.c');
    expect(t('a')).toBe('a');
    expect(t('a.b', { name: 'Jan' })).toBe('Hallo Jan, {{other}}');
  });

  it('replaces texts at some keys in a fork only', () => {
    const base = createTranslator('nl', { overview: { title: 'Alle uitjes', subtitle: 'Zoek' } });
    const fork = base.withTexts({ 'overview.title': 'Bedrijfsuitjes in Ede' });
    expect(fork.t('overview.title')).toBe('Bedrijfsuitjes in Ede');
    expect(fork.t('overview.subtitle')).toBe('Zoek');
    expect(base.t('overview.title')).toBe('Alle uitjes');
    expect(fork.language).toBe('nl');
  });
});
