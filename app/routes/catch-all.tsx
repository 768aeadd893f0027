// Every path no other route claims (core.md 2, 4): an SEO landing page (the filtered activity overview
// with the page's texts), a 301 to the SEO page the path belongs to, or the not-found screen with 404.
import { useMemo } from 'react';
import { TranslationProvider, useTranslation } from '../i18n/use-translation.tsx';
import { data, redirect } from 'react-router';
import type { Route } from './+types/catch-all';
import { NotFoundScreen } from '../components/layout/not-found-screen.tsx';
import { searchActivities } from '../features/search/search.server.ts';
import { getRandomBanner } from '../features/banners/banners.server.ts';
import { listFilters } from '../features/filters/filters.server.ts';
import { ActivityOverview } from '../features/journey/components/activity-overview.tsx';
import { loadOverview, visitSeed } from '../features/journey/journey.server.ts';
import type { OverviewData } from '../features/journey/journey.types.ts';
import { overviewSearch, EMPTY_OVERVIEW } from '../features/journey/overview-query.schemas.ts';
import { screenTexts } from '../i18n/catalogue-loader.ts';
import { loaderHead } from '../page-head/loader-head.ts';
import { headContextOf, pageHeadOf } from '../page-head/page-head.server.ts';
import { itemListLd } from '../page-head/structured-data.ts';
import { resolveSeoRequest } from '../features/seo-resolution/resolution.server.ts';
import { type SeoTexts, seoPageRecordFrom } from '../features/seo-resolution/resolution.ts';
import type { SeoLocation, SeoPageRecord } from '../features/seo-resolution/seo-page.types.ts';
import { getSeoPageBySlug } from '../features/seo/seo.server.ts';
import { type RequestContext, requestContext } from '../request-context.server.ts';

/** The overview filters an SEO page stands for: its filters, its place and its search query. */
function landingSearch(page: SeoPageRecord, location: SeoLocation | null): string {
  const place = location ?? (page.locations.length === 1 ? page.locations[0]! : null);
  return overviewSearch({
    ...EMPTY_OVERVIEW,
    filterIds: page.filterIds,
    location: place ? { type: place.type, id: place.id } : null,
    q: page.searchQuery?.trim() ?? '',
  });
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  // `url`, not request.url: on a client-side navigation the request is for <path>.data.
  const ctx = context.get(requestContext);
  const { db, platform, log } = ctx;
  const findPage = async (platformId: number, slug: string) => {
    const page = await getSeoPageBySlug(db, platformId, slug);
    return page ? seoPageRecordFrom(page) : null;
  };
  const resolution = await resolveSeoRequest({ db, platformId: platform.id, log, findPage: (slug) => findPage(platform.id, slug) }, url.pathname);
  if (resolution.kind === 'redirect') throw redirect(resolution.location, 301);
  if (resolution.kind === 'none') return data({ landing: null, head: await pageHeadOf(ctx, { key: 'notFound.metaTitle' }) }, { status: 404 });

  const { page, location, texts, path } = resolution;
  // The overview of the landing page: the journey's loader with the SEO page's filters as its query.
  const overviewUrl = new URL(`/uitjes?${landingSearch(page, location)}`, url);
  const seed = visitSeed(request.headers.get('cookie'));
  const overview = await loadOverview(ctx, { searchActivities, listFilters, randomBanner: getRandomBanner }, overviewUrl, seed.seed);
  // hreflang only when the other language version has the same landing page.
  const group = (await headContextOf(ctx)).alternates;
  const counterparts = group.filter((member) => member.platformId !== platform.id);
  const inGroup = group.length > 0;
  const alternates = inGroup && (await Promise.all(counterparts.map((member) => findPage(member.platformId, page.slug)))).every((other) => other !== null);
  const landing = { texts, path, alternates, overview };
  return data({ landing, head: await landingHead(ctx, landing) }, seed.setCookie ? { headers: { 'Set-Cookie': seed.setCookie } } : undefined);
}

function landingTitle(texts: SeoTexts): string {
  return texts.metaTitle || texts.pageTitle || texts.title;
}

async function landingHead(ctx: RequestContext, landing: { texts: SeoTexts; path: string; alternates: boolean; overview: OverviewData }) {
  const { origin } = await headContextOf(ctx);
  const activities = landing.overview.results?.activities ?? [];
  const heading = landing.texts.pageTitle || landing.texts.title;
  return pageHeadOf(
    ctx,
    { text: landingTitle(landing.texts) },
    {
      description: landing.texts.metaDescription || landing.texts.pageDescription,
      canonicalPath: landing.path,
      alternates: landing.alternates,
      breadcrumbs: [{ name: ctx.platform.name, path: '/' }, { name: heading }],
      jsonLd: activities.length
        ? [
            itemListLd(
              origin,
              activities.map((activity) => ({ name: activity.title, path: `/uitjes/${activity.slug}` })),
              { name: heading, total: landing.overview.results?.total },
            ),
          ]
        : [],
    },
  );
}

/** The catalogue parts of this screen, loaded before it renders in the browser (app/i18n/text-parts.ts). */
export const handle = await screenTexts('overview');

export const meta: Route.MetaFunction = loaderHead;

/**
 * The overview's own header shows the landing page's title and description: its catalogue texts for
 * the header are replaced in a forked translator for this subtree only (one <h1>, the SEO title).
 */
function useLandingI18n(title: string, subtitle: string | null) {
  const { i18n } = useTranslation();
  return useMemo(() => i18n.withTexts({ 'overview.title': title, ...(subtitle ? { 'overview.subtitle': subtitle } : {}) }), [i18n, title, subtitle]);
}

function Landing({ texts, overview }: { texts: SeoTexts; overview: OverviewData }) {
  const i18n = useLandingI18n(texts.pageTitle || texts.title, texts.pageDescription);
  return (
    <div data-testid="seo-landing">
      <TranslationProvider translator={i18n}>
        <ActivityOverview data={overview} />
      </TranslationProvider>
    </div>
  );
}

export default function CatchAll({ loaderData }: Route.ComponentProps) {
  const landing = loaderData.landing;
  if (!landing) return <NotFoundScreen />;
  return <Landing texts={landing.texts} overview={landing.overview} />;
}
