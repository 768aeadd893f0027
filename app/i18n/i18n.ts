import type { Locale } from '../config/platforms.ts';
import type { Catalogue } from './catalogues/nl/index.ts';
import { createTranslator, type TranslateOptions, type Translator } from './translator.ts';

/**
 * The language tag of a locale (plural rules). 'be' is our name for Flemish, but as a language tag it is
 * Belarusian (other plural rules: "21 uitje"), so it becomes nl-BE.
 */
export const LANGUAGE_TAGS: Record<Locale, string> = { nl: 'nl', be: 'nl-BE', de: 'de' };

/**
 * The catalogues at hand. The server has all three (catalogues.server.ts provides them); the browser
 * only the one of its brand, loaded before hydration (catalogue-loader.ts; issue 8: no catalogue of
 * another language in the browser's JavaScript).
 */
const catalogues: Partial<Record<Locale, Catalogue>> = {};
const instances = new Map<Locale, Translator>();

/** Makes a locale's catalogue available to `i18nFor` (the first one provided for a locale stays). */
export function provideCatalogue(locale: Locale, catalogue: Catalogue): void {
  catalogues[locale] ??= catalogue;
}

/** One translator per locale (synchronous: the texts are at hand). */
export function i18nFor(locale: Locale): Translator {
  let instance = instances.get(locale);
  if (instance) return instance;
  const catalogue = catalogues[locale];
  if (!catalogue) throw new Error(`The ${locale} catalogue is not loaded (catalogues.server.ts, catalogue-loader.ts)`);
  instance = createTranslator(LANGUAGE_TAGS[locale], catalogue);
  instances.set(locale, instance);
  return instance;
}

/** Translation outside React (meta functions, loaders). */
export function translate(locale: Locale, key: string, options?: TranslateOptions): string {
  return i18nFor(locale).t(key, options);
}
