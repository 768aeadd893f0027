import { pageExists } from '../components/ui/page-param.ts';
import { useEffect } from 'react';
import { data } from 'react-router';
import type { Route } from './+types/activities';
import { searchActivities } from '../features/search/search.server.ts';
import { noResultsHelp } from '../features/search/no-results-help.server.ts';
import { getRandomBanner } from '../features/banners/banners.server.ts';
import { listFilters } from '../features/filters/filters.server.ts';
import { ActivityOverview } from '../features/journey/components/activity-overview.tsx';
import { loadOverview } from '../features/journey/journey.server.ts';
import type { OverviewData } from '../features/journey/journey.types.ts';
import {
  OVERVIEW_PAGE_SIZE,
  type OverviewState,
  PARAM,
  hasActiveFilters,
  overviewSearch,
  parseOverviewParams,
} from '../features/journey/overview-query.schemas.ts';
import { findLandingPath } from '../features/seo-resolution/resolution.server.ts';
import { screenTexts } from '../i18n/catalogue-loader.ts';
import { loaderHead } from '../page-head/loader-head.ts';
import { overviewDescription } from '../page-head/page-descriptions.ts';
import { headContextOf, pageHeadOf } from '../page-head/page-head.server.ts';
import { itemListLd } from '../page-head/structured-data.ts';
import { type RequestContext, requestContext } from '../request-context.server.ts';

// Activity overview (screens.md 2): filter state in the query string (decisions.md 9), including the
// visit's random-order seed, so paging is stable (docs/decisions/030).

export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  // A filtered first page may be an SEO landing page: it is looked up beside the search, for the state as
  // asked, and used when none of its filters or its place turned out unknown (nearly always).
  const requested = parseOverviewParams(url.searchParams);
  const requestedLanding = landingPathOf(ctx, requested);
  const overview = await loadOverview(ctx, { searchActivities, listFilters, randomBanner: getRandomBanner, noResultsHelp }, url);
  // A page past the last one does not exist (a stale or made-up link): the not-found screen, not an
  // empty list that suggests removing filters.
  if (overview.results && !pageExists(overview.state.page, overview.results.pageCount)) throw data(null, { status: 404 });
  const landing = sameLandingState(requested, overview.state) ? requestedLanding : landingPathOf(ctx, overview.state);
  return { ...overview, head: await overviewHead(ctx, overview, landing) };
}

/** The SEO landing page whose state this is exactly (a filtered first page), or null. */
function landingPathOf(ctx: RequestContext, state: OverviewState): Promise<string | null> {
  const { seed: _seed, ...filters } = state;
  const landingCandidate = state.page === 1 && state.persons === null && state.area === null && state.age === null && hasActiveFilters(state);
  if (!landingCandidate) return Promise.resolve(null);
  return findLandingPath(ctx.db, ctx.platform.id, filters).catch((error: unknown) => {
    ctx.log.error({ err: error }, 'landing page lookup for the canonical link failed');
    return null;
  });
}

/** The overview keeps the asked state but for unknown filter ids and an unknown place, which it drops. */
function sameLandingState(requested: OverviewState, state: OverviewState): boolean {
  return (
    requested.filterIds.length === state.filterIds.length &&
    requested.filterIds.every((id, i) => state.filterIds[i] === id) &&
    requested.location?.type === state.location?.type &&
    requested.location?.id === state.location?.id
  );
}

/**
 * The canonical link names the valid filter state only (parsed, unknown ids dropped, no visit seed or
 * tracking); a state that is exactly an SEO landing page's points to that page.
 */
async function canonicalOf(state: OverviewState, landingPath: Promise<string | null>): Promise<{ path: string; search: string }> {
  const landing = await landingPath;
  return landing ? { path: landing, search: '' } : { path: '/uitjes', search: overviewSearch({ ...state, seed: null }) };
}

async function overviewHead(ctx: RequestContext, overview: OverviewData, landingPath: Promise<string | null>) {
  const { results } = overview;
  const [{ origin }, canonical] = await Promise.all([headContextOf(ctx), canonicalOf(overview.state, landingPath)]);
  return pageHeadOf(
    ctx,
    { key: 'pages.activities.title' },
    {
      description: overviewDescription(ctx.brand.locale, results?.total ?? 0, overview.state.page),
      canonicalPath: canonical.path,
      canonicalQuery: { search: canonical.search, keep: Object.values(PARAM) },
      jsonLd: results
        ? [
            itemListLd(
              origin,
              results.activities.map((activity) => ({ name: activity.title, path: `/uitjes/${activity.slug}` })),
              { offset: (overview.state.page - 1) * OVERVIEW_PAGE_SIZE, total: results.total },
            ),
          ]
        : [],
    },
  );
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
    // A load superseded by a newer filter change is aborted on purpose; React Router drops its result.
    if (!request.signal.aborted) console.warn('Activity overview could not be loaded; keeping the current results.', error);
    return { ...lastOverview, state: parseOverviewParams(new URL(request.url).searchParams), results: null } satisfies OverviewData;
  }
}

/** The catalogue parts of this screen, loaded before it renders in the browser (app/i18n/text-parts.ts). */
export const handle = await screenTexts('overview');

export const meta: Route.MetaFunction = loaderHead;

export default function Screen({ loaderData }: Route.ComponentProps) {
  const overview = loaderData as OverviewData;
  useEffect(() => {
    if (overview.results) lastOverview = overview;
  }, [overview]);
  return <ActivityOverview data={overview} />;
}
