import type { Locale } from '../config/brand.ts';
import { provideTexts } from './i18n.ts';

/**
 * Catalogue parts that a lazily loaded component brings with its own code instead of a route's handle
 * (app/i18n/text-parts.ts): only this module knows their chunks, and only that component imports it, so
 * neither the page's initial JavaScript nor the catalogue loader in the shell carries them (decision 105:
 * the no-results help's texts load only when a search finds nothing; docs/decisions/105).
 */
const componentParts = import.meta.glob<Record<string, object>>('./catalogues/*/search.ts');

/** Browser: loads a component's part of the page's locale (the server has every text already). */
export async function componentTexts(part: 'search'): Promise<void> {
  if (typeof document === 'undefined') return;
  const locale = (document.documentElement.dataset.locale ?? 'nl') as Locale;
  const load = componentParts[`./catalogues/${locale}/${part}.ts`];
  if (!load) throw new Error(`No catalogue part ./catalogues/${locale}/${part}.ts`);
  const texts = (await load())[part];
  if (!texts) throw new Error(`./catalogues/${locale}/${part}.ts exports no '${part}'`);
  provideTexts(locale, texts);
}
