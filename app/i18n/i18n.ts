import i18next, { type i18n } from 'i18next';
import type { Locale } from '../config/platforms.ts';
import { be } from './catalogues/be/index.ts';
import { de } from './catalogues/de/index.ts';
import { nl } from './catalogues/nl/index.ts';

export const CATALOGUES = { nl, be, de } as const;

const instances = new Map<Locale, i18n>();

/**
 * The language tag i18next gets for a locale. 'be' is our name for Flemish, but as a language tag it is
 * Belarusian (other plural rules: "21 uitje"), so it becomes nl-BE; nl-BE falls back to nl by itself.
 */
export const LANGUAGE_TAGS: Record<Locale, string> = { nl: 'nl', be: 'nl-BE', de: 'de' };

/** One initialised i18next instance per locale (catalogues are bundled, so init is synchronous). */
export function i18nFor(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: LANGUAGE_TAGS[locale],
      fallbackLng: 'nl',
      resources: { nl: { translation: nl }, 'nl-BE': { translation: be }, de: { translation: de } },
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
    instances.set(locale, instance);
  }
  return instance;
}

/** Translation outside React (meta functions, loaders). */
export function translate(locale: Locale, key: string, options?: Record<string, unknown>): string {
  return i18nFor(locale).t(key, options ?? {});
}
