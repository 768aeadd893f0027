import chunks from 'virtual:catalogue-chunks';
import type { Locale } from '../config/brand.ts';
import type { TextPart } from './text-parts.ts';

/**
 * The browser chunks holding each part of a locale's catalogue (catalogue-loader.ts loads them): the
 * root renders those of the page's parts as modulepreload links, so they load in parallel with the
 * rest of the page's JavaScript. Filled in at build time from the client build's manifest
 * (vite.config.ts); empty in development, where the loader fetches the modules itself.
 */
export function catalogueChunks(locale: Locale): Partial<Record<TextPart, string[]>> {
  return chunks[locale] ?? {};
}
