import { useEffect } from 'react';
import type { Route } from './+types/activities';
import { searchActivities } from '../features/activities/activities.server.ts';
import { getRandomBanner } from '../features/banners/banners.server.ts';
import { listFilters } from '../features/filters/filters.server.ts';
import { ActivityOverview } from '../features/journey/components/activity-overview.tsx';
import { loadOverview } from '../features/journey/journey.server.ts';
import type { OverviewData } from '../features/journey/journey.types.ts';
import { OVERVIEW_PAGE_SIZE, PARAM, parseOverviewParams } from '../features/journey/overview-query.ts';
import { siteOrigin } from '../features/page-head/page-head.ts';
import { itemListLd } from '../features/page-head/structured-data.ts';
import { pageMeta } from '../features/platform/page-meta.ts';
import { requestContext } from '../request-context.server.ts';

// Activity overview (screens.md 2): filter state in the query string (decisions.md 9), including the
// visit's random-order seed, so paging is stable (docs/decisions/030).

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  return loadOverview(ctx, { searchActivities, listFilters, randomBanner: getRandomBanner }, new URL(request.url));
}

let lastOverview: OverviewData | null = null;

/** A failed client-side load keeps the results on screen (screens.md 7, 8: silent, unchanged). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  try {
    const overview = (await serverLoader()) as OverviewData;
    lastOverview = overview;
    return overview;
  } catch (error) {
    if (!lastOverview) throw error;
    console.warn('Activity overview could not be loaded; keeping the current results.', error);
    return { ...lastOverview, state: parseOverviewParams(new URL(request.url).searchParams), results: null } satisfies OverviewData;
  }
}

export function meta({ matches, loaderData, location }: Route.MetaArgs) {
  const overview = loaderData as OverviewData | undefined;
  const results = overview?.results;
  return pageMeta(
    matches,
    { key: 'pages.activities.title' },
    {
      canonicalPath: '/uitjes',
      // Filters belong in the canonical URL (fixed order); tracking parameters and the visit seed do not.
      canonicalQuery: { search: location.search, keep: Object.values(PARAM) },
      jsonLd: results
        ? [
            itemListLd(
              siteOrigin(matches),
              results.activities.map((activity) => ({ name: activity.title, path: `/uitjes/${activity.slug}` })),
              { offset: ((overview?.state.page ?? 1) - 1) * OVERVIEW_PAGE_SIZE, total: results.total },
            ),
          ]
        : [],
    },
  );
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  const overview = loaderData as OverviewData;
  useEffect(() => {
    if (overview.results) lastOverview = overview;
  }, [overview]);
  return <ActivityOverview data={overview} />;
}
