import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import type { Locale } from './config/platforms.ts';
import { loadCatalogue } from './i18n/catalogue-loader.ts';

// React Router's default entry, after the texts of the page's language have arrived: the bundle holds
// no catalogue (issue 8); the server preloads the one of this brand (<html data-locale>, root.tsx).
await loadCatalogue((document.documentElement.dataset.locale ?? 'nl') as Locale);
// Hydration holds the main thread for a while: let the browser paint the server HTML and the page's
// largest image (marked fetchpriority=high) first, waiting at most a second for that image. A tab in the
// background gets no frames, hence the timers (docs/decisions/083).
await Promise.race([
  new Promise((resolve) => setTimeout(resolve, 1000)),
  Promise.all([...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map((image) => image.decode().catch(() => undefined))).then(
    () => new Promise((resolve) => {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      setTimeout(resolve, 100);
    }),
  ),
]);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
