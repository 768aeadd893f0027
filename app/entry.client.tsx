import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import type { Locale } from './config/platforms.ts';
import { loadCatalogue } from './i18n/catalogue-loader.ts';

// React Router's default entry, after the texts of the page's language have arrived: the bundle holds
// no catalogue (issue 8); the server preloads the one of this brand (<html data-locale>, root.tsx).
await loadCatalogue((document.documentElement.dataset.locale ?? 'nl') as Locale);
// Hydration holds the main thread for a while: the server HTML and the page's largest image first.
await largestImagePainted();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

/**
 * Resolves once the high-priority images (the LCP, fetchpriority=high) are decoded and the next frame has
 * been painted, or after a second at most (docs/decisions/083). A tab in the background gets no frames,
 * hence the timers.
 */
function largestImagePainted(): Promise<unknown> {
  const images = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  const nextFrame = () =>
    new Promise((resolve) => {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      setTimeout(resolve, 100);
    });
  const decoded = Promise.all(images.map((image) => image.decode().catch(() => undefined))).then(nextFrame);
  return Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 1000))]);
}
