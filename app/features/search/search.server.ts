import type { Database } from '../../../db/client.server.ts';
import { type Paging, pageCountOf } from '../../public-api/public-api.schemas.ts';
import { toListItem } from '../../public-api/activity-list-items.server.ts';
import { type VersionedEntry, cachedSummary, storeSummary } from '../../public-api/search-summary-cache.server.ts';
import type { ActivityFilterQuery, ActivityList } from '../activities/activities.schemas.ts';
import { indexSearchEngine } from './index-engine.server.ts';
import { postgresSearchEngine } from './postgres-engine.server.ts';
import { type EngineSearch, type RawListItem, type ResultSummary, type SearchEngine, type SearchOrder, searchOrder } from './search-engine.ts';
import { type PlatformSearchIndex, type SearchFallbackReason, currentSearchIndex, noteSearchFallback } from './search-index.server.ts';
import { type SearchKeys, resolveSearchKeys } from './search-keys.server.ts';

/**
 * The overview search of public activities (core.md 3): one page of a platform's public activities for
 * the filter JSON, its total and facet counts. The service around the engines (search-engine.ts): it
 * keeps the summaries per search data version, looks the query's keys up, chooses the engine and checks
 * every answer's version. Every query takes the platform explicitly and sees only public rows
 * (activity_search holds only those).
 */

/** The total and facet counts of one search, the same for every seed and page (search-summary-cache). */
interface SearchSummary extends ResultSummary {
  /** The query's text and place keys as they were looked up for this version of the data. */
  keys: SearchKeys | null;
}

/**
 * Everything that decides a search's result set (not its order or page), for cache keys: the summary's
 * here and the no-results help's (no-results-help.server.ts). `filterIds` are the selected filters.
 */
export function resultSetKey(query: ActivityFilterQuery, filterIds: readonly number[] = query.filters ?? []): unknown[] {
  const near = query.advancedCitySearch;
  return [
    [...new Set(filterIds)].sort((x, y) => x - y),
    query.genericSearchQuery || null,
    query.personCount ?? null,
    query.minimumAge ?? null,
    query.geographicLocation ?? null,
    query.city ?? null,
    query.province ?? null,
    query.region ?? null,
    near ? [near.cityId, near.radiusKm] : null,
  ];
}

function summaryKey(platformId: number, query: ActivityFilterQuery, selected: number[]): string {
  return JSON.stringify(['activities', platformId, ...resultSetKey(query, selected)]);
}

/**
 * How many activities the query's text finds without the query's other conditions, as the search of this
 * query counted it at the search data `version` (ResultSummary's textTotal: the in-process index's pass
 * counts it); null when no such count is kept (another version, PostgreSQL answered, no text). The
 * no-results help reads it instead of searching the text a second time (docs/decisions/105, "Latency").
 */
export function knownTextTotal(db: Database, platformId: number, query: ActivityFilterQuery, version: string | null): number | null {
  if (!query.genericSearchQuery || version === null) return null;
  const known = cachedSummary<SearchSummary>(db, summaryKey(platformId, query, [...new Set(query.filters ?? [])]));
  return known && known.version === version && typeof known.value.textTotal === 'number' ? known.value.textTotal : null;
}

export interface SearchEngineOptions {
  /**
   * The in-process index to answer from (search-index.server.ts): by default the platform's current one
   * when this process has it; `false` reads everything from PostgreSQL.
   */
  searchIndex?: PlatformSearchIndex | false | undefined;
  /** The known result-set size from which PostgreSQL reads a page in random order along the random_key index. */
  indexPagingMinTotal?: number | undefined;
}

/**
 * The one place an engine is chosen: the in-process index when this process holds a current one for the
 * platform and it answers searches in this `order`, else PostgreSQL, which answers every search (and
 * answers for a copy that declines the search's keys or is found behind the database). `fallback` says
 * why PostgreSQL answers although the index is on (for /metrics). A third engine (search-engine.ts) is
 * chosen here.
 */
export function chooseSearchEngine(
  db: Database,
  platformId: number,
  options: SearchEngineOptions,
  order?: SearchOrder,
): { engine: SearchEngine; postgres: SearchEngine; fallback: SearchFallbackReason | null } {
  const postgres = postgresSearchEngine({ indexPagingMinTotal: options.indexPagingMinTotal });
  if (options.searchIndex === false) return { engine: postgres, postgres, fallback: null };
  const index = options.searchIndex ?? currentSearchIndex(db, platformId);
  if (!index) return { engine: postgres, postgres, fallback: 'no-index' };
  const engine = indexSearchEngine(index);
  if (order && !engine.supportsOrder(order)) return { engine: postgres, postgres, fallback: 'unsupported' };
  return { engine, postgres, fallback: null };
}

/**
 * The activity overview: one page of public activities of a platform for the filter JSON, the total,
 * the page count and, for every filter of the platform, how many results that filter would give.
 *
 * The search reads activity_search, the narrow copy of the public activities (drizzle/0007): a search
 * with text or a place first looks up its keys, then one statement computes everything: `base` holds
 * the activities meeting every constraint except the filter ids, each with the array of its filter ids;
 * the result set, the facet counts and the page's items are computed from there
 * (docs/decisions/020-public-read-api.md). The total and counts do not depend on the seed or page; once
 * known for the current search data version (with the keys), later requests are one statement that only
 * reads their page, straight from an index when the result set is large. The in-process index answers
 * the same (searchFromCopy) when this process holds a current one.
 *
 * Random order is a fixed shuffle (the row's random_key) started at the visit's seed: the rows with a
 * key at or below the seed by descending key, then the rest. A seed gives one order, so paging is stable,
 * and the order can be read from the random_key index.
 */
export async function searchActivities(
  db: Database,
  platformId: number,
  query: ActivityFilterQuery & Paging,
  options: SearchOptions = {},
): Promise<ActivityList> {
  return (await searchActivitiesAt(db, platformId, query, options)).list;
}

type SearchOptions = SearchEngineOptions & {
  /** `false` skips the facet counts (answered as an empty list) for callers that show none. */
  counts?: boolean;
};

/** A search's answer with the search data version it belongs to (its page's items were read at it). */
export interface VersionedList {
  list: ActivityList;
  version: string | null;
}

/**
 * searchActivities with the search data version of its answer: the no-results path looks its cached
 * help up at that version without a statement of its own to read it (docs/decisions/105, "Latency").
 */
export async function searchActivitiesAt(
  db: Database,
  platformId: number,
  query: ActivityFilterQuery & Paging,
  options: SearchOptions = {},
): Promise<VersionedList> {
  const withCounts = options.counts ?? true;
  const selected = [...new Set(query.filters ?? [])];
  const key = summaryKey(platformId, query, selected);
  const known = cachedSummary<SearchSummary>(db, key);
  const search = { platformId, query, order: searchOrder(query), selected };
  const { engine, postgres, fallback } = chooseSearchEngine(db, platformId, options, search.order);
  if (fallback) noteSearchFallback(db, fallback);
  if (engine.version !== null) {
    const answer = await searchFromCopy(db, engine, search, known, key, withCounts);
    if (answer) return answer;
  }
  return searchFromDatabase(db, postgres, search, known, key, withCounts);
}

type Search = Pick<EngineSearch, 'platformId' | 'query' | 'order' | 'selected'>;

/**
 * A search answered by an engine that reads the database's current data (PostgreSQL): a known summary is
 * used when the page's statement reads the summary's version; otherwise the keys are looked up anew and
 * the summary computed with the page.
 */
async function searchFromDatabase(
  db: Database,
  engine: SearchEngine,
  search: Search,
  known: VersionedEntry<SearchSummary> | undefined,
  key: string,
  withCounts: boolean,
): Promise<VersionedList> {
  const { query } = search;
  if (known && (known.value.counts || !withCounts)) {
    const answer = await engine.search(db, { ...search, keys: known.value.keys, known: known.value, counts: false });
    if (answer.version === known.version)
      return { list: searchAnswer(query, answer.items, known.value.total, withCounts ? known.value.counts : null), version: known.version };
  }
  // The keys may have changed with the data (new words, places); a statement of the new version needs them anew.
  const keys = await resolveSearchKeys(db, search.platformId, query);
  const answer = await engine.search(db, { ...search, keys, known: null, counts: withCounts });
  const computed = answer.summary!;
  const summary: SearchSummary = { total: computed.total, counts: withCounts ? computed.counts : null, groups: computed.groups, keys };
  // Keys looked up in an older version than the search read (a catalogue change in between) are not kept.
  if (!keys || keys.version === answer.version) storeSummary(db, key, answer.version, summary);
  return { list: searchAnswer(query, answer.items, summary.total, summary.counts), version: answer.version };
}

/**
 * A search answered by an engine holding a copy of the data at a version (the in-process index): its
 * result set, total, counts and page ids computed there, the page's items read by id. Null when the
 * engine does not answer it (search-engine.ts's supportsKeys: websearch operators, a query of stop words
 * only, a radius search's nearest-first order) or holds another search data version than the database
 * (then it catches up and PostgreSQL answers).
 */
async function searchFromCopy(
  db: Database,
  engine: SearchEngine,
  search: Search,
  known: VersionedEntry<SearchSummary> | undefined,
  key: string,
  withCounts: boolean,
): Promise<VersionedList | null> {
  const { query } = search;
  const unsupported = () => {
    noteSearchFallback(db, 'unsupported');
    return null;
  };
  const behind = () => {
    noteSearchFallback(db, 'behind');
    engine.fellBehind(db);
    return null;
  };
  const summary = known && known.version === engine.version && (known.value.counts || !withCounts) ? known.value : null;
  const keys = summary ? summary.keys : await resolveSearchKeys(db, search.platformId, query, engine.version!);
  // A copy may follow changes in place: the version it answers for is the one it holds when it computes,
  // and the keys must be of that version too.
  const version = engine.version;
  if (keys && keys.version !== version) return behind();
  if (!engine.supportsKeys({ ...search, keys })) return unsupported();
  const answer = await engine.search(db, { ...search, keys, known: summary, counts: !summary && withCounts });
  if (answer.version !== version || answer.itemsVersion !== version) return behind();
  if (summary) return { list: searchAnswer(query, answer.items, summary.total, withCounts ? summary.counts : null), version };
  const computed = answer.summary!;
  storeSummary<SearchSummary>(db, key, version, { ...computed, keys });
  return { list: searchAnswer(query, answer.items, computed.total, computed.counts), version };
}

function searchAnswer(query: Paging, items: RawListItem[] | null, total: number, counts: { filterId: number; count: number }[] | null): ActivityList {
  return {
    activities: (items ?? []).map(toListItem),
    pageCount: pageCountOf(total, query.limit),
    total,
    counts: (counts ?? []).map((c) => ({ filterId: Number(c.filterId), count: Number(c.count) })),
  };
}
