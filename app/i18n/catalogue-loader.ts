import type { Locale } from '../config/brand.ts';
import { provideTexts } from './i18n.ts';
import type { TextPart, TextsHandle } from './text-parts.ts';

/**
 * One chunk per locale and part (and the parts they share); the server names them via
 * catalogue-chunks.server.ts. Not the page titles (head.ts: only the server's loaders use them) nor the mails and notices (mails.ts, notices.ts).
 */
const partModules = import.meta.glob<Record<string, object>>([
  './catalogues/*/*.ts',
  '!./catalogues/*/index.ts',
  '!./catalogues/*/head.ts',
  '!./catalogues/*/mails.ts',
  '!./catalogues/*/notices.ts',
  // Loaded by its component with its own code (component-texts.ts), not by a route's handle.
  '!./catalogues/*/search.ts',
]);
const loaded = new Map<string, Promise<void>>();

/** Browser: loads parts of a locale's texts and hands them to i18n (each part once). */
export function loadTexts(locale: Locale, parts: readonly TextPart[]): Promise<void> {
  return Promise.all(
    parts.map((part) => {
      const id = `./catalogues/${locale}/${part}.ts`;
      let done = loaded.get(id);
      if (!done) {
        const load = partModules[id];
        if (!load) throw new Error(`No catalogue part ${id}`);
        done = load().then((module) => {
          const texts = module[part];
          if (!texts) throw new Error(`${id} exports no '${part}'`);
          provideTexts(locale, texts);
        });
        loaded.set(id, done);
      }
      return done;
    }),
  ).then(() => undefined);
}

/** Browser: the site-wide texts of a locale (entry.client, before hydration). */
export function loadCatalogue(locale: Locale): Promise<void> {
  return loadTexts(locale, ['core']);
}

/**
 * A route module's `handle`, once the texts it names are there: `export const handle = await
 * screenTexts('overview')`. In the browser the route module waits for its texts (fetched beside the
 * route's data on a navigation; preloaded by the root on a first visit), so the screen renders with
 * them; the server has every text.
 */
export async function screenTexts(...texts: TextPart[]): Promise<TextsHandle> {
  if (typeof document !== 'undefined') await loadTexts((document.documentElement.dataset.locale ?? 'nl') as Locale, texts);
  return { texts };
}
