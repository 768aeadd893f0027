import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.server.ts';
import { activities } from '../../../db/schema/index.ts';
import { type Media, type Paging, pageCountOf } from '../../public-api/public-api.schemas.ts';
import {
  type OrganisationRef,
  organisationIdSql,
  publicActivitySql as publicActivity,
  textSearchConfig as searchConfigFor,
} from '../../public-api/visibility.server.ts';
import { cachedSummary, searchDataVersionSql, storeSummary } from '../../public-api/search-summary-cache.server.ts';
import { type PlatformSearchIndex, currentSearchIndex, markSearchIndexStale, noteSearchFallback, searchIndex } from './search-index.server.ts';
import { TEXT_RANK_COLUMNS, type TextKeys, resolveTextKeys, resolveTextKeysIn, textRankSql, unitCondition } from './search-text.server.ts';
import type {
  ActivityDetail,
  ActivityFilterQuery,
  ActivityList,
  ActivityListItem,
  ActivityOrder,
  ActivityRedirect,
  OrganisationActivityList,
} from './activities.schemas.ts';

/**
 * Public read side of activities (core.md 3, 7): the faceted overview search, one activity by slug,
 * redirects of old slugs and an organisation's activities. Every query takes the platform explicitly and
 * sees only public rows: approved, switched on, not an edit copy, approval status empty or APPROVED.
 */

/** websearch_to_tsquery's operators that make a match not need every word: `or` and a leading `-`. */
const WEBSEARCH_OPERATORS = /(^|\s)-\S|(^|\s)or(\s|$)/iu;

/**
 * What a search's text and places come to in activity_search keys (drizzle/0007), looked up in one round
 * trip before the search itself, so that the search statement carries them as literal arrays (the
 * planner estimates literal arrays from the column's statistics; a subquery's result it cannot).
 */
interface SearchKeys {
  /** The query's text units (search-text.server.ts): words, synonyms, compounds, filter and place names by kind. */
  text: TextKeys | null;
  /** Match websearch_to_tsquery on the activity's full document too (operators, or no word to go by). */
  exact: 'no' | 'also' | 'only';
  /** Per place condition (city, province, region, radius): its keys, any of which places an activity there. */
  places: number[][];
  /** The centre of a radius search (advancedCitySearch, or a city no activity names): results nearest first. */
  centre?: { lat: number; lon: number } | null;
  /** The search data version the keys were looked up in. */
  version: string | null;
}

interface ResolvedKeys {
  city: number[] | null;
  province: number[] | null;
  region: number[] | null;
  near: number[] | null;
  centre: { lat: number; lon: number } | null;
}

/** The radius around a city that no activity names (a place the gazetteer added by its coordinates). */
export const UNLINKED_CITY_RADIUS_KM = 25;

/** Great-circle distance in km between cities-like rows `a` and `b` (SQL expressions with lat and lon). */
function distanceKm(a: { lat: SQL; lon: SQL }, b: { lat: SQL; lon: SQL }): SQL {
  return sql`2 * 6371.0088 * asin(least(1, sqrt(
    power(sin(radians(${b.lat} - ${a.lat}) / 2), 2) + cos(radians(${a.lat})) * cos(radians(${b.lat})) * power(sin(radians(${b.lon} - ${a.lon}) / 2), 2))))`;
}

/** The keys of the cities within `radius` km of city row `o` (alias), a bounding box on cities(lat, lon) first. */
function citiesWithin(o: string, radius: SQL): SQL {
  const origin = { lat: sql.raw(`${o}.lat`), lon: sql.raw(`${o}.lon`) };
  return sql`SELECT search_city_key(c.id) FROM cities c
    WHERE c.platform_id = ${sql.raw(o)}.platform_id
      AND c.lat BETWEEN ${origin.lat} - ${radius} / 111.045 AND ${origin.lat} + ${radius} / 111.045
      AND c.lon BETWEEN ${origin.lon} - ${radius} / (111.045 * greatest(cos(radians(${origin.lat})), 0.01))
                    AND ${origin.lon} + ${radius} / (111.045 * greatest(cos(radians(${origin.lat})), 0.01))
      AND ${distanceKm(origin, { lat: sql`c.lat`, lon: sql`c.lon` })} <= ${radius}`;
}

/**
 * Looks up the keys of the query's text (resolveTextKeys: words, synonyms, compounds, typos, filter and
 * place names) and of its place conditions. With `version` (the in-process index's, which the caller
 * checks against the database afterwards) what this process already looked up in that version is used,
 * and a search without place conditions whose words are all known needs no statement.
 */
async function resolveSearchKeys(db: Database, platformId: number, query: ActivityFilterQuery, version?: string): Promise<SearchKeys | null> {
  const q = query.genericSearchQuery || null;
  const near = query.advancedCitySearch;
  const placeless = query.city == null && query.province == null && query.region == null && !near;
  if (!q && placeless) return null;
  const textLookup: Promise<{ keys: TextKeys | null; version: string | null | undefined }> = !q
    ? Promise.resolve({ keys: null, version: undefined })
    : version !== undefined
      ? resolveTextKeysIn(db, platformId, q, version)
      : resolveTextKeys(db, platformId, q).then((keys) => ({ keys, version: undefined }));
  if (placeless && version !== undefined) {
    const text = await textLookup;
    return { text: text.keys, exact: exactTextMatchNeed(q, text.keys), places: [], centre: null, version: text.version ?? null };
  }
  const none = sql`NULL::json`;
  // A city that no activity names: the gazetteer knows it by its coordinates only.
  const unlinked = sql`NOT EXISTS (SELECT 1 FROM activity_cities ac WHERE ac.city_id = o.id)`;
  // The place keys are looked up beside the text's (another pooled connection on a server).
  const placeLookup = queryRows<{ keys: ResolvedKeys; version: string | null }>(
    db,
    sql`SELECT json_build_object(
      -- A city (docs/decisions/101): linked to the city itself or to its province as a whole; a city no
      -- activity names (a gazetteer place) also gives the cities within UNLINKED_CITY_RADIUS_KM of it.
      'city', ${
        query.city != null
          ? // A city of another platform gives no keys: no results, never an unfiltered list.
            sql`coalesce((SELECT to_json(ARRAY(
              SELECT search_city_key(o.id) UNION SELECT search_province_key(o.province_id) WHERE o.province_id IS NOT NULL
              UNION (${citiesWithin('o', sql`${UNLINKED_CITY_RADIUS_KM}::float8`)} AND o.lat IS NOT NULL AND ${unlinked})))
              FROM cities o WHERE o.id = ${query.city} AND o.platform_id = ${platformId}), '[]'::json)`
          : none
      },
      -- A province or region: linked to it, or to one of its cities.
      'province', ${
        query.province != null
          ? sql`to_json(ARRAY(SELECT search_province_key(${query.province}) UNION SELECT search_city_key(c.id) FROM cities c WHERE c.province_id = ${query.province} AND c.platform_id = ${platformId}))`
          : none
      },
      'region', ${
        query.region != null
          ? sql`to_json(ARRAY(SELECT search_region_key(${query.region}) UNION SELECT search_city_key(c.id) FROM cities c WHERE c.region_id = ${query.region} AND c.platform_id = ${platformId}))`
          : none
      },
      -- The cities within the great-circle radius.
      'near', ${
        near
          ? sql`coalesce((SELECT to_json(ARRAY(${citiesWithin('o', sql`${near.radiusKm}::float8`)})) FROM cities o WHERE o.id = ${near.cityId} AND o.platform_id = ${platformId}), '[]'::json)`
          : none
      },
      -- Radius searches list the nearest first: the centre is the radius search's city, or the unlinked city.
      'centre', ${
        near
          ? sql`(SELECT json_build_object('lat', o.lat, 'lon', o.lon) FROM cities o WHERE o.id = ${near.cityId} AND o.platform_id = ${platformId} AND o.lat IS NOT NULL)`
          : query.city != null
            ? sql`(SELECT json_build_object('lat', o.lat, 'lon', o.lon) FROM cities o WHERE o.id = ${query.city} AND o.platform_id = ${platformId} AND o.lat IS NOT NULL AND ${unlinked})`
            : none
      }) AS keys, ${searchDataVersionSql(platformId)} AS version`,
    { prepared: 'search-place-keys' },
  );
  const [text, rows] = await Promise.all([textLookup, placeLookup]);
  const resolved = rows[0]!.keys;
  const places = [resolved.city, resolved.province, resolved.region, resolved.near].filter((keys): keys is number[] => keys !== null);
  // Text keys of another version than the places' (the data changed in between) match no version: the
  // caller then neither keeps them nor answers from an index with them.
  const keysVersion = text.version !== undefined && text.version !== rows[0]!.version ? null : rows[0]!.version;
  return { text: text.keys, exact: exactTextMatchNeed(q, text.keys), places, centre: resolved.centre, version: keysVersion };
}

/**
 * Without websearch operators every exact match is also a match of its words (each word of it is in the
 * document); with them (or with no word to go by) the exact form is asked as well.
 */
function exactTextMatchNeed(q: string | null, text: TextKeys | null): SearchKeys['exact'] {
  return !q ? 'no' : !text ? 'only' : WEBSEARCH_OPERATORS.test(q) ? 'also' : 'no';
}

/** The public activities of the platform whose document matches websearch_to_tsquery (activities' own index). */
function exactTextMatch(platformId: number, q: string): SQL {
  return sql`a.id IN (SELECT x.id FROM activities x WHERE ${publicActivity(platformId, 'x')} AND x.search_vector @@ websearch_to_tsquery(${searchConfigFor(platformId)}, ${q}))`;
}

/**
 * Relevance of a text match for a query of operators or stop words only (no units: textRankSql ranks the
 * others from activity_search alone): the document's rank plus the title's or company name's word
 * similarity, read from activities row `alias`.
 */
function documentRank(platformId: number, q: string, alias: string): SQL {
  const config = searchConfigFor(platformId);
  const r = sql.raw(alias);
  return sql`(ts_rank(${r}.search_vector, websearch_to_tsquery(${config}, ${q})) + greatest(word_similarity(${q}, ${r}.title), word_similarity(${q}, coalesce(${r}.company_name, ''))))`;
}

/**
 * Every condition of the query except the filter ids (those are faceted separately), on activity_search
 * rows `a` (public rows only, one partition per platform). The text and place conditions are overlaps
 * of the row's keys with literal arrays: one GIN index scan intersects them.
 */
function nonFilterConditions(platformId: number, query: ActivityFilterQuery, keys: SearchKeys | null): SQL[] {
  const conditions: SQL[] = [sql`a.platform_id = ${platformId}`];
  const q = query.genericSearchQuery;
  if (q && keys) {
    const words = (keys.text?.units ?? []).map((unit) => unitCondition(unit, sql`a.keys`));
    if (keys.exact === 'only') conditions.push(exactTextMatch(platformId, q));
    else if (keys.exact === 'also') conditions.push(sql`((${sql.join(words, sql` AND `)}) OR ${exactTextMatch(platformId, q)})`);
    else conditions.push(...words);
  }
  if (query.personCount != null) {
    conditions.push(sql`(a.persons_min IS NULL OR a.persons_min <= ${query.personCount}) AND (a.persons_max IS NULL OR a.persons_max >= ${query.personCount})`);
  }
  if (query.minimumAge != null) {
    conditions.push(sql`(a.minimum_age IS NULL OR a.minimum_age <= ${query.minimumAge}) AND (a.maximum_age IS NULL OR a.maximum_age >= ${query.minimumAge})`);
  }
  if (query.geographicLocation) conditions.push(sql`a.geographic_location = ${query.geographicLocation}`);
  for (const placeKeys of keys?.places ?? []) conditions.push(sql`a.keys && ${intArray(placeKeys)}`);
  return conditions;
}

/** An int[] literal as one parameter ('{1,2,3}'): the planner sees its value, however long it is. */
function intArray(values: readonly number[]): SQL {
  return sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::int[]`;
}

/** The filter keys of activity_search for filter ids (search_filter_key of drizzle/0007). */
function filterKeys(ids: readonly number[]): SQL {
  return sql`ARRAY[${sql.join(
    ids.map((id) => sql`search_filter_key(${id}::int)`),
    sql`, `,
  )}]::int[]`;
}

const MEDIA_JSON = `json_build_object('id', m.id, 'title', m.title, 'alt', m.alt, 'url', m.url, 'type', m.type, 'index', m.index, 'width', m.width, 'height', m.height)`;

/**
 * The activities of the statement's CTE `page` (id, ord) as a JSON array in page order, each a list item
 * (core.md 3 "Activity list item"). Media and filters are aggregated for the whole page at once and joined,
 * rather than read by a subquery per item (which built the filters' hash table once per item): a page of
 * 15 took about a fifth less time at 100k activities (decision 080).
 */
const pageItemsJson = sql.raw(`(SELECT json_agg(json_build_object(
  'id', a.id, 'createdAt', a.created_at, 'updatedAt', a.updated_at, 'approved', a.approved, 'slug', a.slug,
  'title', a.title, 'companyName', a.company_name, 'description', a.description,
  'personsMin', a.persons_min, 'personsMax', a.persons_max, 'status', a.status, 'approvalStatus', a.approval_status,
  'website', a.website, 'showWebsite', a.show_website, 'indoorOutdoor', a.indoor_outdoor,
  'contactFirstName', a.contact_first_name, 'contactLastName', a.contact_last_name,
  'platform', json_build_object('id', pl.id, 'name', pl.name),
  'organisation', CASE WHEN o.id IS NULL THEN NULL ELSE json_build_object('id', o.id, 'name', o.name, 'city', o.city, 'website', o.website) END,
  'media', coalesce(med.items, '[]'::json),
  'filters', coalesce(fil.items, '[]'::json),
  'lastEditedBy', NULL, 'child', NULL,
  'minimumAge', a.minimum_age, 'maximumAge', a.maximum_age) ORDER BY p.ord)
  FROM page p JOIN activities a ON a.id = p.id JOIN platforms pl ON pl.id = a.platform_id
  LEFT JOIN organisations o ON o.id = a.organisation_id
  LEFT JOIN (SELECT am.activity_id, json_agg(${MEDIA_JSON} ORDER BY m.index, m.id) AS items
             FROM activity_media am JOIN media m ON m.id = am.media_id
             WHERE am.activity_id IN (SELECT id FROM page) GROUP BY am.activity_id) med ON med.activity_id = a.id
  LEFT JOIN (SELECT af.activity_id, json_agg(json_build_object('id', f.id, 'name', f.name, 'filterGroup', json_build_object('id', g.id, 'name', g.name)) ORDER BY g.id, f.id) AS items
             FROM activity_filters af JOIN filters f ON f.id = af.filter_id JOIN filter_groups g ON g.id = f.filter_group_id
             WHERE af.activity_id IN (SELECT id FROM page) GROUP BY af.activity_id) fil ON fil.activity_id = a.id)`);

type RawListItem = Omit<ActivityListItem, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };

/** json_build_object writes timestamps in PostgreSQL's form; the API answers ISO 8601 in UTC. */
function toListItem(raw: RawListItem): ActivityListItem {
  return { ...raw, createdAt: new Date(raw.createdAt).toISOString(), updatedAt: new Date(raw.updatedAt).toISOString() };
}

interface SearchRow {
  version: string | null;
  total?: number;
  items: RawListItem[] | null;
  counts?: { filterId: number; count: number }[] | null;
  groups?: number[][] | null;
}

/** The total and facet counts of one search, the same for every seed and page (search-summary-cache). */
interface SearchSummary {
  total: number;
  counts: { filterId: number; count: number }[] | null;
  /** The selected filter ids of this platform by group (ANY within one, ALL across groups). */
  groups: number[][];
  /** The query's text and place keys as they were looked up for this version of the data. */
  keys: SearchKeys | null;
}

/** A result set at least this large is paged along the random_key index in random order (once its summary is known). */
const INDEX_PAGING_MIN_TOTAL = 500;

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
 * The activity overview: one page of public activities of a platform for the filter JSON, the total,
 * the page count and, for every filter of the platform, how many results that filter would give.
 *
 * The search reads activity_search, the narrow copy of the public activities (drizzle/0007): a search
 * with text or a place first looks up its keys, then one statement computes everything: `base` holds
 * the activities meeting every constraint except the filter ids, each with the array of its filter ids;
 * the result set, the facet counts and the page's items are computed from there
 * (docs/decisions/020-public-read-api.md). The total and counts do not depend on the seed or page; once
 * known for the current search data version (with the keys), later requests are one statement that only
 * reads their page, straight from an index when the result set is large.
 *
 * Random order is a fixed shuffle (the row's random_key) started at the visit's seed: the rows with a
 * key at or below the seed by descending key, then the rest. A seed gives one order, so paging is stable,
 * and the order can be read from the random_key index.
 */
export async function searchActivities(
  db: Database,
  platformId: number,
  query: ActivityFilterQuery & Paging,
  options: {
    /** `false` skips the facet counts (answered as an empty list) for callers that show none. */
    counts?: boolean;
    /** The known result-set size from which a page in random order is read along the random_key index. */
    indexPagingMinTotal?: number;
    /**
     * The in-process index to answer from (search-index.server.ts): by default the platform's current one
     * when this process has it; `false` reads everything from PostgreSQL.
     */
    searchIndex?: PlatformSearchIndex | false;
  } = {},
): Promise<ActivityList> {
  const withCounts = options.counts ?? true;
  const indexPagingMinTotal = options.indexPagingMinTotal ?? INDEX_PAGING_MIN_TOTAL;
  const selected = [...new Set(query.filters ?? [])];
  const key = summaryKey(platformId, query, selected);
  const known = cachedSummary<SearchSummary>(db, key);
  const index = options.searchIndex === false ? null : (options.searchIndex ?? currentSearchIndex(db, platformId));
  if (index) {
    const answer = await searchWithIndex(db, index, query, selected, known, key, withCounts);
    if (answer) return answer;
  } else if (options.searchIndex !== false) noteSearchFallback(db, 'no-index');
  if (known && (known.value.counts || !withCounts)) {
    const row = await readSearch(db, platformId, query, selected, known.value.keys, { summary: false, counts: false, known: known.value, indexPagingMinTotal });
    if (row.version === known.version) return searchAnswer(query, row.items, known.value.total, withCounts ? known.value.counts : null);
  }
  // The keys may have changed with the data (new words, places); a statement of the new version needs them anew.
  const keys = await resolveSearchKeys(db, platformId, query);
  const row = await readSearch(db, platformId, query, selected, keys, { summary: true, counts: withCounts, known: null, indexPagingMinTotal });
  const summary: SearchSummary = { total: Number(row.total ?? 0), counts: withCounts ? (row.counts ?? []) : null, groups: row.groups ?? [], keys };
  // Keys looked up in an older version than the search read (a catalogue change in between) are not kept.
  if (!keys || keys.version === row.version) storeSummary(db, key, row.version, summary);
  return searchAnswer(query, row.items, summary.total, summary.counts);
}

/**
 * A search answered by the in-process index: its result set, total, counts and page ids computed in
 * memory, the page's items read by id. Null when the index cannot answer it (title order, a radius
 * search's nearest-first order, websearch operators or a query of stop words only) or holds another
 * search data version than the database (then it is rebuilt and PostgreSQL answers).
 */
async function searchWithIndex(
  db: Database,
  index: PlatformSearchIndex,
  query: ActivityFilterQuery & Paging,
  selected: number[],
  known: { version: string; value: SearchSummary } | undefined,
  key: string,
  withCounts: boolean,
): Promise<ActivityList | null> {
  const q = query.genericSearchQuery || null;
  const order: ActivityOrder = query.orderBy ?? { field: q ? 'relevance' : 'random', direction: 'DESC' };
  const unsupported = () => {
    noteSearchFallback(db, 'unsupported');
    return null;
  };
  const behind = () => {
    noteSearchFallback(db, 'behind');
    markSearchIndexStale(db, index);
    return null;
  };
  if (order.field === 'title') return unsupported();
  // Without text, a known summary leaves only the page: the index walks the order to it (searchIndex's
  // knownTotal). PostgreSQL paging along its random_key index read as few rows, but its statement was
  // planned anew for each page (1-2 ms at 100k activities, more than the page's rows cost to read).
  const summary = known && known.version === index.version && (known.value.counts || !withCounts) ? known.value : null;
  const keys = summary ? summary.keys : await resolveSearchKeys(db, index.platformId, query, index.version);
  // The index follows changes in place: the version it answers for is the one it holds when it computes
  // (searchIndex runs without a pause), and the keys must be of that version too.
  const version = index.version;
  if (keys && keys.version !== version) return behind();
  if (q && (!keys?.text || keys.exact !== 'no')) return unsupported();
  const byRelevance = q !== null && (order.field === 'random' || order.field === 'relevance');
  if (!byRelevance && order.field === 'random' && keys?.centre) return unsupported();
  const descending = order.direction !== 'ASC';
  const answer = searchIndex(index, {
    units: keys?.text?.units ?? null,
    folded: keys?.text?.folded ?? '',
    places: keys?.places ?? [],
    personCount: query.personCount ?? null,
    minimumAge: query.minimumAge ?? null,
    geographicLocation: query.geographicLocation ?? null,
    selected,
    order: byRelevance ? 'relevance' : order.field === 'createdAt' ? 'createdAt' : 'shuffle',
    descending,
    seed: order.seed == null ? (descending ? 2_147_483_647 : 0) : rotationStart(order.seed),
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
    counts: !summary && withCounts,
    knownTotal: summary ? summary.total : null,
  });
  const rows = await queryRows<SearchRow>(
    db,
    sql`WITH page AS MATERIALIZED (SELECT p.id, p.ord FROM unnest(${intArray(answer.ids)}) WITH ORDINALITY AS p(id, ord))
      SELECT ${searchDataVersionSql(index.platformId)} AS version,
        ${pageItemsJson} AS items`,
    { prepared: 'activity-list-items' },
  );
  const row = rows[0]!;
  if (row.version !== version) return behind();
  if (summary) return searchAnswer(query, row.items, summary.total, withCounts ? summary.counts : null);
  storeSummary<SearchSummary>(db, key, version, { total: answer.total, counts: answer.counts, groups: answer.groups, keys });
  return searchAnswer(query, row.items, answer.total, answer.counts);
}

function searchAnswer(query: Paging, items: RawListItem[] | null, total: number, counts: { filterId: number; count: number }[] | null): ActivityList {
  return {
    activities: (items ?? []).map(toListItem),
    pageCount: pageCountOf(total, query.limit),
    total,
    counts: (counts ?? []).map((c) => ({ filterId: Number(c.filterId), count: Number(c.count) })),
  };
}

/**
 * Where a seed starts the rotation: the seed times an odd constant modulo 2^31, a bijection that spreads
 * neighbouring seeds (1, 2, 3 ... as a client may send) over the whole random_key range.
 */
function rotationStart(seed: number): number {
  return Math.imul(seed, 0x9e3779b1) & 0x7fffffff;
}

/** Nearest first: an activity's distance is its nearest city's; one without a city (a province as a whole) comes last. */
function nearestFirst(centre: { lat: number; lon: number }, alias: string): SQL {
  const distance = distanceKm({ lat: sql`${centre.lat}::float8`, lon: sql`${centre.lon}::float8` }, { lat: sql`c.lat`, lon: sql`c.lon` });
  return sql`(SELECT min(${distance}) FROM activity_cities ac JOIN cities c ON c.id = ac.city_id WHERE ac.activity_id = ${sql.raw(alias)}.id) ASC NULLS LAST`;
}

/** The random order from a rotation start, for rows aliased `alias` (see searchActivities). */
function shuffledOrder(seed: number, descending: boolean, alias = 'm'): SQL {
  const m = sql.raw(alias);
  return descending
    ? sql`(${m}.random_key <= ${seed}) DESC, ${m}.random_key DESC, ${m}.id DESC`
    : sql`(${m}.random_key >= ${seed}) DESC, ${m}.random_key ASC, ${m}.id ASC`;
}

/**
 * One statement for a search: the page's items, the search data version and, with `summary`, the
 * total, the selected groups and (with `counts`) the facet counts. With a known summary only the page is
 * read: every condition, the selected groups included, is an overlap with the row's keys (one GIN scan
 * intersects text, places and filters), and a page in random or creation order of a large result set is
 * read along the random_key index and stops after the page.
 */
async function readSearch(
  db: Database,
  platformId: number,
  query: ActivityFilterQuery & Paging,
  selected: number[],
  keys: SearchKeys | null,
  options: { summary: boolean; counts: boolean; known: SearchSummary | null; indexPagingMinTotal: number },
): Promise<SearchRow> {
  const q = query.genericSearchQuery || null;
  const order: ActivityOrder = query.orderBy ?? { field: q ? 'relevance' : 'random', direction: 'DESC' };
  const descending = order.direction !== 'ASC';
  const dir = sql.raw(descending ? 'DESC' : 'ASC');
  const seed = order.seed == null ? (descending ? 2_147_483_647 : 0) : rotationStart(order.seed);
  const offset = (query.page - 1) * query.limit;

  const known = options.summary ? null : options.known;
  if (known) {
    // ANY within a group, ALL across groups: one array overlap per selected group.
    const where = sql.join([...nonFilterConditions(platformId, query, keys), ...known.groups.map((ids) => sql`a.keys && ${filterKeys(ids)}`)], sql` AND `);
    const byRelevance = q && (order.field === 'random' || order.field === 'relevance');
    const centre = order.field === 'random' ? (keys?.centre ?? null) : null;
    const indexPaged = !q && !centre && (order.field === 'random' || order.field === 'createdAt') && known.total >= options.indexPagingMinTotal;
    const window = offset + query.limit;
    const pageIds = byRelevance
      ? keys?.text
        ? sql`SELECT a.id FROM activity_search a WHERE ${where} ORDER BY ${textRankSql(keys.text, 'a')} DESC, ${shuffledOrder(seed, descending, 'a')} LIMIT ${query.limit} OFFSET ${offset}`
        : sql`SELECT a.id FROM activity_search a JOIN activities d ON d.id = a.id WHERE ${where} ORDER BY ${documentRank(platformId, q, 'd')} DESC, ${shuffledOrder(seed, descending, 'a')} LIMIT ${query.limit} OFFSET ${offset}`
      : order.field === 'title'
        ? sql`SELECT a.id FROM activity_search a JOIN activities d ON d.id = a.id WHERE ${where} ORDER BY lower(d.title) ${dir}, a.id ${dir} LIMIT ${query.limit} OFFSET ${offset}`
        : order.field === 'createdAt'
          ? sql`SELECT a.id FROM activity_search a WHERE ${where} ORDER BY a.created_at ${dir}, a.id ${dir} LIMIT ${query.limit} OFFSET ${offset}`
          : indexPaged
            ? // The two halves of the rotation, each an ordered index range that stops after the window.
              sql`SELECT m.id FROM (
                (SELECT 0 AS part, a.id, a.random_key FROM activity_search a WHERE ${where} AND a.random_key ${sql.raw(descending ? '<=' : '>=')} ${seed}
                 ORDER BY a.random_key ${dir}, a.id ${dir} LIMIT ${window})
                UNION ALL
                (SELECT 1 AS part, a.id, a.random_key FROM activity_search a WHERE ${where} AND a.random_key ${sql.raw(descending ? '>' : '<')} ${seed}
                 ORDER BY a.random_key ${dir}, a.id ${dir} LIMIT ${window})) m
              ORDER BY m.part, m.random_key ${dir}, m.id ${dir} LIMIT ${query.limit} OFFSET ${offset}`
            : sql`SELECT a.id FROM activity_search a WHERE ${where} ORDER BY ${centre ? sql`${nearestFirst(centre, 'a')}, ` : sql``}${shuffledOrder(seed, descending, 'a')} LIMIT ${query.limit} OFFSET ${offset}`;
    const rows = await queryRows<SearchRow>(
      db,
      sql`WITH page AS MATERIALIZED (SELECT p.id, p.ord FROM unnest(ARRAY(${pageIds})) WITH ORDINALITY AS p(id, ord))
        SELECT ${searchDataVersionSql(platformId)} AS version,
          ${pageItemsJson} AS items`,
    );
    return rows[0]!;
  }

  const catalogue = sql`catalogue AS MATERIALIZED (
          SELECT f.id, f.filter_group_id AS group_id FROM filters f JOIN filter_groups g ON g.id = f.filter_group_id
          WHERE g.platform_id = ${platformId}),
        -- The selection by group; ids that are not filters of this platform are ignored.
        selection AS MATERIALIZED (
          SELECT group_id, array_agg(id ORDER BY id) AS ids FROM catalogue WHERE id = ANY(${intArray(selected)}) GROUP BY group_id)`;
  const selectList = [
    sql`a.id`,
    sql`a.random_key`,
    ...(order.field === 'createdAt' ? [sql`a.created_at`] : []),
    sql`a.filter_ids AS fids`,
    // What the relevance reads: how each word matched (search-text.server.ts).
    ...(keys?.text ? TEXT_RANK_COLUMNS.map((column) => sql.raw(`a.${column}`)) : []),
    // The selected groups this row misses: none puts it in the result; exactly one group g still counts
    // it for g's filters (a filter's count ignores its own group's selection).
    ...(selected.length ? [sql`ARRAY(SELECT s.group_id FROM selection s WHERE NOT (a.filter_ids && s.ids)) AS missing`] : []),
  ];
  const shuffled = shuffledOrder(seed, descending);
  // Relevance is computed for the matching rows only, not for `base`.
  const ordered =
    q && (order.field === 'random' || order.field === 'relevance')
      ? keys?.text
        ? sql`SELECT m.id FROM matched m ORDER BY ${textRankSql(keys.text, 'm')} DESC, ${shuffled}`
        : sql`SELECT m.id FROM matched m JOIN activities d ON d.id = m.id ORDER BY ${documentRank(platformId, q, 'd')} DESC, ${shuffled}`
      : order.field === 'title'
        ? sql`SELECT m.id FROM matched m JOIN activities d ON d.id = m.id ORDER BY lower(d.title) ${dir}, m.id ${dir}`
        : order.field === 'createdAt'
          ? sql`SELECT m.id FROM matched m ORDER BY m.created_at ${dir}, m.id ${dir}`
          : keys?.centre && order.field === 'random'
            ? sql`SELECT m.id FROM matched m ORDER BY ${nearestFirst(keys.centre, 'm')}, ${shuffled}`
            : sql`SELECT m.id FROM matched m ORDER BY ${shuffled}`;

  // A filter's count ignores its own group's selection: every other group's must hold.
  const countsCte = options.counts
    ? sql`,
        counts AS (
          SELECT c.id AS fid, count(*)::int AS n
          FROM (SELECT unnest(b.fids) AS fid${selected.length ? sql`, b.missing` : sql``} FROM base b) u JOIN catalogue c ON c.id = u.fid
          ${selected.length ? sql`WHERE cardinality(u.missing) = 0 OR u.missing = ARRAY[c.group_id]` : sql``}
          GROUP BY c.id)`
    : sql``;
  const summaryColumns = options.summary
    ? sql`(SELECT count(*)::int FROM matched) AS total,
          (SELECT coalesce(json_agg(s.ids ORDER BY s.group_id), '[]'::json) FROM selection s) AS groups,
          ${
            options.counts
              ? sql`(SELECT json_agg(json_build_object('filterId', c.id, 'count', coalesce(n.n, 0)) ORDER BY c.id) FROM catalogue c LEFT JOIN counts n ON n.fid = c.id)`
              : sql`NULL::json`
          } AS counts,`
    : sql``;

  const rows = await queryRows<SearchRow>(
    db,
    sql`WITH ${catalogue},
        base AS MATERIALIZED (
          SELECT ${sql.join(selectList, sql`, `)}
          FROM activity_search a
          WHERE ${sql.join(nonFilterConditions(platformId, query, keys), sql` AND `)}),
        -- ANY within a group, ALL across groups.
        matched AS MATERIALIZED (${selected.length ? sql`SELECT b.* FROM base b WHERE cardinality(b.missing) = 0` : sql`SELECT * FROM base`}),
        page AS MATERIALIZED (
          SELECT p.id, p.ord FROM unnest(ARRAY(${ordered} LIMIT ${query.limit} OFFSET ${offset})) WITH ORDINALITY AS p(id, ord))${countsCte}
        SELECT ${searchDataVersionSql(platformId)} AS version,
          ${summaryColumns}
          ${pageItemsJson} AS items`,
  );
  return rows[0]!;
}

function sortedMedia(links: { media: Media & { createdAt?: unknown; updatedAt?: unknown } }[]): Media[] {
  return links
    .map(({ media }) => ({
      id: media.id,
      title: media.title,
      alt: media.alt,
      url: media.url,
      type: media.type,
      index: media.index,
      width: media.width,
      height: media.height,
    }))
    .sort((x, y) => x.index - y.index || x.id - y.id);
}

const organisationColumns = { id: true, name: true, city: true, website: true } as const;

function filterRefs(links: { filter: { id: number; name: string; filterGroup: { id: number; name: string } } }[]) {
  return links.map(({ filter }) => filter).sort((x, y) => x.filterGroup.id - y.filterGroup.id || x.id - y.id);
}

/**
 * The detail's relational query, prepared once per database handle: drizzle builds a relational query's
 * SQL anew on every call (12-17 % of a detail page's server time), and as a named statement PostgreSQL
 * parses and plans it once per connection. It finds the public activity by platform and slug itself,
 * so a detail costs one round trip (decision 080).
 */
function activityDetailQuery(db: Database) {
  return db.query.activities
    .findFirst({
      where: sql`${publicActivity(sql`${sql.placeholder('platformId')}`, 'activities')} AND ${activities.slug} = ${sql.placeholder('slug')}`,
      columns: {
        price: false,
        duration: false,
        isEditCopy: false,
        childId: false,
        lastEditedById: false,
        oldIdx: false,
        platformId: false,
        organisationId: false,
        randomKey: false,
        searchLanguage: false,
        searchVector: false,
        // The portal's own columns (issue 18): where quote mails go is no public fact.
        serviceMail: false,
        submittedAt: false,
        version: false,
        filterIds: false,
        cityIds: false,
        provinceIds: false,
        regionIds: false,
      },
      with: {
        platform: { columns: { id: true, name: true } },
        organisation: { columns: organisationColumns },
        media: { with: { media: true } },
        filters: { with: { filter: { columns: { id: true, name: true }, with: { filterGroup: { columns: { id: true, name: true } } } } } },
        cities: { with: { city: { columns: { id: true, name: true, lat: true, lon: true, provinceId: true } } } },
        provinces: { with: { province: { columns: { id: true, name: true } } } },
        regions: { with: { region: { columns: { id: true, name: true } } } },
        reviewComment: { columns: { text: true } },
      },
    })
    .prepare('public_activity_detail');
}

const detailQueries = new WeakMap<Database, ReturnType<typeof activityDetailQuery>>();

/** One public activity by its current slug on the platform, or null (old slugs: see findActivityRedirect). */
export async function getPublicActivityBySlug(db: Database, platformId: number, slug: string): Promise<ActivityDetail | null> {
  let detailQuery = detailQueries.get(db);
  if (!detailQuery) {
    detailQuery = activityDetailQuery(db);
    detailQueries.set(db, detailQuery);
  }
  const r = await detailQuery.execute({ platformId, slug });
  if (!r) return null;
  const byName = <T extends { name: string; id: number }>(x: T, y: T) => x.name.localeCompare(y.name) || x.id - y.id;
  return {
    ...r,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    organisation: r.organisation ?? null,
    media: sortedMedia(r.media),
    filters: filterRefs(r.filters),
    cities: r.cities.map(({ city }) => city).sort(byName),
    provinces: r.provinces.map(({ province }) => province).sort(byName),
    regions: r.regions.map(({ region }) => region).sort(byName),
    reviewComment: r.reviewComment ?? null,
  };
}

/**
 * Where an old slug now lives: the most recent redirect of a public activity of the platform. `newSlug`
 * is the activity's current slug, so a chain of renames resolves in one step.
 */
export async function findActivityRedirect(db: Database, platformId: number, oldSlug: string): Promise<ActivityRedirect | null> {
  const rows = await queryRows<ActivityRedirect>(
    db,
    sql`SELECT r.activity_id AS "activityId", r.old_slug AS "oldSlug", a.slug AS "newSlug"
        FROM redirects r JOIN activities a ON a.id = r.activity_id
        WHERE r.old_slug = ${oldSlug} AND ${publicActivity(platformId)}
        ORDER BY r.created_at DESC, r.id DESC LIMIT 1`,
  );
  return rows[0] ?? null;
}

/** An organisation's public activities by title, optionally without one activity (the "other activities" block). */
export async function listOrganisationActivities(
  db: Database,
  platformId: number,
  organisation: OrganisationRef,
  /** Leaves out one activity, by id or by slug (the page's own activity; public slugs are unique per platform). */
  options: Paging & { excludeActivityId?: number | undefined; excludeActivitySlug?: string | undefined },
): Promise<OrganisationActivityList> {
  const exclude =
    options.excludeActivityId !== undefined
      ? sql`AND a.id <> ${options.excludeActivityId}`
      : options.excludeActivitySlug !== undefined
        ? sql`AND a.slug <> ${options.excludeActivitySlug}`
        : sql``;
  const rows = await queryRows<{ total: number; items: RawListItem[] | null }>(
    db,
    sql`WITH matched AS MATERIALIZED (
          SELECT a.id, a.title FROM activities a
          WHERE ${publicActivity(platformId)} AND a.organisation_id = ${organisationIdSql(platformId, organisation)} ${exclude}),
        page AS MATERIALIZED (
          SELECT p.id, p.ord FROM unnest(ARRAY(
            SELECT id FROM matched ORDER BY lower(title), id LIMIT ${options.limit} OFFSET ${(options.page - 1) * options.limit})) WITH ORDINALITY AS p(id, ord))
        SELECT (SELECT count(*)::int FROM matched) AS total,
               ${pageItemsJson} AS items`,
    { prepared: 'organisation-activities' },
  );
  const total = Number(rows[0]?.total ?? 0);
  return {
    activities: (rows[0]?.items ?? []).map(toListItem),
    pageCount: pageCountOf(total, options.limit),
    total,
  };
}
