import chunks from 'virtual:catalogue-chunks';
import type { Locale } from '../config/platforms.ts';

/**
 * The browser chunks holding a locale's catalogue (catalogue-loader.ts loads them before hydration):
 * the root renders them as modulepreload links, so they load in parallel with the rest of the page's
 * JavaScript. Filled in at build time from the client build's manifest (vite.config.ts); empty in
 * development, where the loader fetches the module itself.
 */
export function catalogueChunks(locale: Locale): string[] {
  return chunks[locale] ?? [];
}
