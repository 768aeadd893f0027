import { randomInt } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.server.ts';
import { cities, events, provinces, regions } from '../../../db/schema/index.ts';
import { type OrganisationRef, organisationIdSql } from '../../public-api/visibility.server.ts';
import { orFallback, type PlatformRow, type RequestLogger } from '../../request-context.server.ts';
import type { PlatformMemo } from '../../site-shell/platform-memo.server.ts';
import type { ActivityFilterQuery, ActivityList, ActivityListItem } from '../activities/activities.schemas.ts';
import type { NoResultsHelp } from '../search/no-results-help.types.ts';
import type { FilterList } from '../filters/filters.schemas.ts';
import { bannerClickPath, type PublicBanner } from '../banners/banners.schemas.ts';
import type { Event } from '../events/events.schemas.ts';
import type {
  BannerView,
  CardActivity,
  OtherActivity,
  EventView,
  FilterGroupView,
  LocationView,
  NoResultsHelpView,
  OrganisationGroup,
  OverviewData,
} from './journey.types.ts';
import { organisationSlug } from './organisation-slug.ts';
import {
  EMPTY_OVERVIEW,
  IGNORED_FILTER_GROUP,
  OVERVIEW_PAGE_SIZE,
  type LocationRef,
  type OverviewState,
  changeFilters,
  overviewHref,
  parseOverviewParams,
} from './overview-query.schemas.ts';
import { toActivityFilterJson } from './activity-filter.schemas.ts';

/**
 * Loader helpers of the visitor journey. The activity and filter queries belong to their features; the
 * route passes those services in (routes compose features, docs/architecture.md#house-rule-2) and this module shapes what
 * the screens need. Failures are logged and give an empty or unchanged result (screens.md 8).
 */

export interface OverviewServices {
  searchActivities: (db: Database, platformId: number, query: ActivityFilterQuery & { page: number; limit: number }) => Promise<ActivityList>;
  listFilters: (
    db: Database,
    platformId: number,
    query: { page: number; limit: number; filterQuery: Record<string, never> },
    options?: { counts?: boolean },
  ) => Promise<FilterList>;
  randomBanner: (db: Database, platformId: number) => Promise<PublicBanner | null>;
  /** What to offer when the search finds nothing (corrected query, without filters, close categories); computed only then. */
  noResultsHelp?: (db: Database, platformId: number, query: ActivityFilterQuery, options: { hiddenGroup?: string }) => Promise<NoResultsHelp>;
}

interface Ctx {
  db: Database;
  platform: PlatformRow;
  log: RequestLogger;
  platformMemo: PlatformMemo;
}

/** A new visit's random order (screens.md 7: orderBy random; the seed keeps paging stable). */
export function newVisitSeed(): number {
  return randomInt(0, 2_147_483_647);
}

/**
 * A seed for a page that shows the overview without a seed in its URL (SEO landing pages). The seed
 * used to live in a cookie; it now travels in the overview's links (docs/decisions/030), so this never
 * sets a cookie (a response with Set-Cookie would also bypass the page cache).
 */
export function visitSeed(_cookieHeader: string | null): { seed: number; setCookie: string | null } {
  return { seed: newVisitSeed(), setCookie: null };
}

/** Filter groups for the panel: 'Speciale wensen' dropped, filters in panel order. */
export function groupFilters(list: FilterList, counts: Map<number, number>): FilterGroupView[] {
  const groups = new Map<number, FilterGroupView>();
  for (const filter of list.filters) {
    if (filter.filterGroup.name === IGNORED_FILTER_GROUP) continue;
    let group = groups.get(filter.filterGroup.id);
    if (!group) {
      group = { id: filter.filterGroup.id, name: filter.filterGroup.name, filters: [] };
      groups.set(group.id, group);
    }
    group.filters.push({ id: filter.id, name: filter.name, count: counts.get(filter.id) ?? 0 });
  }
  return [...groups.values()];
}

export async function findLocation(db: Database, platformId: number, ref: LocationRef): Promise<LocationView | null> {
  if (ref.type === 'CITY') {
    const [row] = await db
      .select({ id: cities.id, name: cities.name, province: provinces.name })
      .from(cities)
      .leftJoin(provinces, eq(provinces.id, cities.provinceId))
      .where(and(eq(cities.id, ref.id), eq(cities.platformId, platformId)))
      .limit(1);
    return row ? { type: 'CITY', id: row.id, name: row.name, province: row.province } : null;
  }
  const table = ref.type === 'PROVINCE' ? provinces : regions;
  const [row] = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.id, ref.id), eq(table.platformId, platformId)))
    .limit(1);
  return row ? { type: ref.type, id: row.id, name: row.name, province: null } : null;
}

/** A banner for the overview: its button goes through the counted redirect, in a new window when its link target says so. */
export function bannerView(banner: PublicBanner | null): BannerView | null {
  if (!banner) return null;
  return {
    title: banner.title,
    buttonTitle: banner.buttonTitle,
    href: bannerClickPath(banner.id),
    newWindow: banner.linkTarget === 'newWindow',
    image: banner.image,
  };
}

/**
 * Everything the overview screen shows for a request URL (screens.md 2 Activity overview, 7). Filter
 * ids and a location the platform does not know (another brand's ids, a stale link) are dropped like
 * any other invalid parameter: no chip, not in the canonical link, and the list is searched without
 * them (the search then runs a second time, only for such a URL).
 */
export async function loadOverview(ctx: Ctx, services: OverviewServices, url: URL, fallbackSeed?: number): Promise<OverviewData> {
  const { db, platform, log, platformMemo } = ctx;
  const parsed = parseOverviewParams(url.searchParams);
  const seed = parsed.seed ?? fallbackSeed ?? newVisitSeed();
  const requested = { ...parsed, seed };
  const search = (state: OverviewState) =>
    orFallback<ActivityList | null>(
      log,
      'activities load',
      services.searchActivities(db, platform.id, { ...toActivityFilterJson(state, seed), page: state.page, limit: OVERVIEW_PAGE_SIZE }),
      null,
    );
  const [filterList, requestedList, banner, location] = await Promise.all([
    // The panel's counts come from the search below (they follow the visitor's query); the list itself
    // is the same for every overview of the platform, kept by the process (read-only from here on).
    orFallback(
      log,
      'filters load',
      platformMemo.get(platform.id, 'filters', () => services.listFilters(db, platform.id, { page: 1, limit: 100, filterQuery: {} }, { counts: false })),
      null,
    ),
    search(requested),
    orFallback(log, 'banner load', services.randomBanner(db, platform.id).then(bannerView), null),
    requested.location ? orFallback(log, 'location load', findLocation(db, platform.id, requested.location), null) : Promise.resolve(null),
  ]);
  // Without the filter list (its load failed) every requested filter stays: nothing to check against.
  const knownFilterIds = filterList ? new Set(filterList.filters.map((filter) => filter.id)) : null;
  const state: OverviewState = {
    ...requested,
    filterIds: knownFilterIds ? requested.filterIds.filter((id) => knownFilterIds.has(id)) : requested.filterIds,
    location: location ? requested.location : null,
  };
  const cleaned = state.filterIds.length !== requested.filterIds.length || state.location !== requested.location;
  const searched = cleaned ? await search(state) : requestedList;
  // Only a search that found nothing pays for the help (a failed search shows what it showed before).
  const rawHelp =
    searched && searched.total === 0 && services.noResultsHelp
      ? await orFallback(
          log,
          'no-results help',
          services.noResultsHelp(db, platform.id, toActivityFilterJson(state, seed), { hiddenGroup: IGNORED_FILTER_GROUP }),
          null,
        )
      : null;
  // Almost never nothing (docs/decisions/105): the closest query's activities, with a note saying so.
  const close = rawHelp?.closest ? await search({ ...state, q: rawHelp.closest }) : null;
  const list = close && close.total > 0 ? close : searched;
  const help = rawHelp ? noResultsHelpView(state, rawHelp, list !== searched) : null;
  const filters = filterList?.filters ?? [];
  const counts = new Map((list?.counts ?? []).map((c) => [c.filterId, c.count]));
  const selected = filters.find((f) => state.filterIds.includes(f.id) && f.filterGroup.headerImage);
  const headerImage = selected?.filterGroup.headerImage ?? filters.find((f) => f.filterGroup.headerImage)?.filterGroup.headerImage ?? null;
  return {
    state,
    groups: groupFilters(filterList ?? { filters: [], pageCount: 0, total: 0 }, counts),
    results: list ? { activities: list.activities.map(cardActivity), total: list.total, pageCount: list.pageCount } : null,
    help,
    banner,
    location,
    headerImage,
  };
}

/** The fields of a list item an overview card uses (CardActivity). */
export function cardActivity(item: ActivityListItem): CardActivity {
  const { id, slug, title, description, companyName, personsMin, personsMax, minimumAge, indoorOutdoor, organisation } = item;
  return {
    id,
    slug,
    title,
    description,
    companyName,
    personsMin,
    personsMax,
    minimumAge,
    indoorOutdoor,
    organisation: organisation ? { id: organisation.id, name: organisation.name } : null,
    media: item.media.map(({ id: mediaId, type, url, alt }) => ({ id: mediaId, type, url, alt })),
  };
}

/** The fields of a list item the detail's list of other activities uses (only the first image). */
export function otherActivity(item: ActivityListItem): OtherActivity {
  const image = item.media.find((m) => m.type === 'IMAGE');
  return { id: item.id, slug: item.slug, title: item.title, media: image ? [{ id: image.id, type: image.type, url: image.url, alt: image.alt }] : [] };
}

/**
 * The help's links in the overview's URL format (overviewHref), keeping the visit's order (seed) as the
 * filter chips do. A corrected query keeps the other filters only when they still give results; a
 * category link is that category alone, as the category links of home and detail are.
 */
export function noResultsHelpView(state: OverviewState, help: NoResultsHelp, closestShown = false): NoResultsHelpView {
  const fresh = { ...EMPTY_OVERVIEW, seed: state.seed };
  const { corrected, unconstrained } = help;
  return {
    closest: closestShown ? help.closest : null,
    corrected: corrected
      ? {
          ...corrected,
          href: overviewHref(corrected.keepsConstraints ? changeFilters(state, { q: corrected.q }) : { ...fresh, q: corrected.q }),
        }
      : null,
    unconstrained: unconstrained ? { ...unconstrained, href: overviewHref({ ...fresh, q: unconstrained.q ?? '' }) } : null,
    categories: help.categories.map((c) => ({ id: c.id, name: c.name, total: c.count, href: overviewHref({ ...fresh, filterIds: [c.id] }) })),
    categoriesKind: help.categoriesKind,
  };
}

/** Whether an organisation has any active events (the 'current' tab shows only then). */
export async function organisationHasEvents(db: Database, platformId: number, organisation: OrganisationRef): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(events)
    .where(and(eq(events.platformId, platformId), sql`${events.organisationId} = ${organisationIdSql(platformId, organisation)}`, eq(events.active, true)));
  return (row?.n ?? 0) > 0;
}

/** Runs a paged list call until its last page (screens.md 7: organisation lists use pages of 100). */
export async function collectPages<T>(load: (page: number) => Promise<{ pageCount: number; items: T[] }>): Promise<T[]> {
  const first = await load(1);
  const all = [...first.items];
  for (let page = 2; page <= Math.min(first.pageCount, 1000); page++) all.push(...(await load(page)).items);
  return all;
}

/**
 * Organisations with their activities for /overzicht (screens.md 2, 7): every public activity, read in
 * pages of 100, grouped by organisation; ordered by organisation name, then activity title.
 */
export function groupByOrganisation(items: ActivityList['activities']): OrganisationGroup[] {
  const groups = new Map<number, OrganisationGroup>();
  for (const item of items) {
    if (!item.organisation) continue;
    const group = groups.get(item.organisation.id) ?? {
      id: item.organisation.id,
      name: item.organisation.name,
      slug: organisationSlug(item.organisation),
      activities: [],
    };
    group.activities.push({ id: item.id, title: item.title, slug: item.slug });
    groups.set(group.id, group);
  }
  const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });
  const sorted = [...groups.values()].sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
  for (const group of sorted) group.activities.sort((a, b) => collator.compare(a.title, b.title) || a.id - b.id);
  return sorted;
}

/** An event as the organisation screens list it (activity detail's 'current' tab, the organisation page). */
export function eventView(event: Event): EventView {
  return {
    id: event.id,
    title: event.title,
    startDate: event.startDate,
    endDate: event.endDate,
    website: event.website,
    cityName: event.city?.name ?? null,
    image: event.image,
  };
}
