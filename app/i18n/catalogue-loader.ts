import type { Locale } from '../config/platforms.ts';
import type { Catalogue } from './catalogues/nl/index.ts';
import { provideCatalogue } from './i18n.ts';

/** One chunk per locale (and the parts they share); the server names them via catalogue-chunks.server.ts. */
const catalogueModules = import.meta.glob<Partial<Record<Locale, Catalogue>>>('./catalogues/*/index.ts');

/** Browser: loads the texts of a locale and hands them to i18n (entry.client, before hydration). */
export async function loadCatalogue(locale: Locale): Promise<void> {
  const load = catalogueModules[`./catalogues/${locale}/index.ts`];
  if (!load) throw new Error(`No catalogue for locale ${locale}`);
  const catalogue = (await load())[locale];
  if (!catalogue) throw new Error(`catalogues/${locale}/index.ts exports no '${locale}'`);
  provideCatalogue(locale, catalogue);
}
