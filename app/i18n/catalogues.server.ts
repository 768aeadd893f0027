import type { Locale } from '../config/brand.ts';
import { be } from './catalogues/be/index.ts';
import { de } from './catalogues/de/index.ts';
import { type Catalogue, nl } from './catalogues/nl/index.ts';
import { provideTexts } from './i18n.ts';

/**
 * Every locale's texts, provided to i18n when this module loads: the server renders all brands
 * (entry.server.tsx imports it). The browser loads only its brand's (catalogue-loader.ts).
 */
export const CATALOGUES = { nl, be, de } satisfies Record<Locale, Catalogue>;

for (const [locale, catalogue] of Object.entries(CATALOGUES)) provideTexts(locale as Locale, catalogue);
