import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import type { Locale } from './config/brand.ts';
import { loadCatalogue } from './i18n/catalogue-loader.ts';
import { readNavigationDataWhole } from './rendering/whole-navigation-data.ts';

// React Router's default entry, after the texts of the page's language have arrived: the bundle holds
// no catalogue (decision 080); the server preloads the one of this brand (<html data-locale>, root.tsx).
// This code itself starts once the first paint and the largest image are on screen (the loader of
// app/rendering/deferred-module-scripts.server.ts, docs/decisions/084).
await loadCatalogue((document.documentElement.dataset.locale ?? 'nl') as Locale);
readNavigationDataWhole();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
