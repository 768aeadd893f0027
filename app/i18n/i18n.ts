import type { Locale } from '../config/brand.ts';
import type { Catalogue } from './catalogues/nl/index.ts';
import { createTranslator, type TranslateOptions, type Translator } from './translator.ts';

/**
 * The language tag of a catalogue (plural rules, numbers): its own name, except 'be', our name for
 * Flemish, which as a language tag is Belarusian (other plural rules: "21 uitje") and so becomes nl-BE.
 */
export function languageTagOf(locale: Locale): string {
  return locale === 'be' ? 'nl-BE' : locale;
}

/**
 * The catalogues at hand. The server has all three (catalogues.server.ts provides them); the browser
 * only its brand's, in the parts its pages use (catalogue-loader.ts, text-parts.ts; decision 080: no texts of
 * another language or of other screens in a page's JavaScript).
 */
const catalogues: Partial<Record<Locale, Partial<Catalogue>>> = {};
const instances = new Map<Locale, Translator>();

/** Makes a locale's texts (the whole catalogue, or some of its parts) available to `i18nFor`. */
export function provideTexts(locale: Locale, texts: Partial<Catalogue>): void {
  // Parts have their own top-level keys: added to the one object the locale's translator reads.
  Object.assign((catalogues[locale] ??= {}), texts);
}

/** A text asked for before its part arrived is a route that does not name it in its handle. */
const reportMissing = (key: string) => console.error(`No text '${key}': its catalogue part is not loaded (app/i18n/text-parts.ts)`);

/** One translator per locale (synchronous: the texts are at hand). */
export function i18nFor(locale: Locale): Translator {
  let instance = instances.get(locale);
  if (instance) return instance;
  const catalogue = catalogues[locale];
  if (!catalogue) throw new Error(`The ${locale} catalogue is not loaded (catalogues.server.ts, catalogue-loader.ts)`);
  instance = createTranslator(languageTagOf(locale), catalogue, new Map(), reportMissing);
  instances.set(locale, instance);
  return instance;
}

/** Translation outside React (meta functions, loaders). */
export function translate(locale: Locale, key: string, options?: TranslateOptions): string {
  return i18nFor(locale).t(key, options);
}
