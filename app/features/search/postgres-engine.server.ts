import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.server.ts';
import { pageItemsJson } from '../../public-api/activity-list-items.server.ts';
import { searchDataVersionSql } from '../../public-api/search-summary-cache.server.ts';
import { publicActivitySql as publicActivity, textSearchConfig as searchConfigFor } from '../../public-api/visibility.server.ts';
import type { ActivityFilterQuery, FilterCount } from '../activities/activities.schemas.ts';
import type { EngineAnswer, EngineSearch, RawListItem, SearchEngine } from './search-engine.ts';
import { type SearchKeys, distanceKm } from './search-keys.server.ts';
import { TEXT_RANK_COLUMNS, intArray, textRankSql, unitCondition } from './search-sql.server.ts';
import type { TextKeys } from './search-text.server.ts';

/**
 * The PostgreSQL engine (search-engine.ts): every search in one statement on activity_search, the
 * narrow copy of the public activities (drizzle/0007), whose page's list items the same statement reads
 * with the search data version. It reads the database's current data and answers every search; the
 * search service falls back to it whenever a copy (the in-process index) cannot answer.
 */

/** A result set at least this large is paged along the random_key index in random order (once its summary is known). */
const INDEX_PAGING_MIN_TOTAL = 500;

/** The PostgreSQL engine; `indexPagingMinTotal` overrides INDEX_PAGING_MIN_TOTAL (tests compare both ways of paging). */
export function postgresSearchEngine(options: { indexPagingMinTotal?: number | undefined } = {}): SearchEngine {
  const indexPagingMinTotal = options.indexPagingMinTotal ?? INDEX_PAGING_MIN_TOTAL;
  return {
    name: 'postgresql',
    version: null,
    supportsOrder: () => true,
    supportsKeys: () => true,
    async search(db: Database, search: EngineSearch): Promise<EngineAnswer> {
      const row = await readSearch(db, search, indexPagingMinTotal);
      return {
        version: row.version,
        itemsVersion: row.version,
        items: row.items,
        summary: search.known ? null : { total: Number(row.total ?? 0), counts: search.counts ? (row.counts ?? []) : null, groups: row.groups ?? [] },
      };
    },
    fellBehind: () => {},
    suggestedActivitiesSql: activitiesSql,
  };
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

/** The filter keys of activity_search for filter ids (search_filter_key of drizzle/0007). */
function filterKeys(ids: readonly number[]): SQL {
  return sql`ARRAY[${sql.join(
    ids.map((id) => sql`search_filter_key(${id}::int)`),
    sql`, `,
  )}]::int[]`;
}

interface SearchRow {
  version: string | null;
  total?: number;
  items: RawListItem[] | null;
  counts?: FilterCount[] | null;
  groups?: number[][] | null;
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
 * One statement for a search: the page's items, the search data version and, without a known summary,
 * the total, the selected groups and (with `counts`) the facet counts. With a known summary only the page is
 * read: every condition, the selected groups included, is an overlap with the row's keys (one GIN scan
 * intersects text, places and filters), and a page in random or creation order of a large result set is
 * read along the random_key index and stops after the page.
 */
async function readSearch(db: Database, search: EngineSearch, indexPagingMinTotal: number): Promise<SearchRow> {
  const { platformId, query, selected, keys, order } = search;
  const q = query.genericSearchQuery || null;
  const { descending, seed } = order;
  const dir = sql.raw(descending ? 'DESC' : 'ASC');
  const offset = (query.page - 1) * query.limit;

  const known = search.known;
  if (known) {
    // ANY within a group, ALL across groups: one array overlap per selected group.
    const where = sql.join([...nonFilterConditions(platformId, query, keys), ...known.groups.map((ids) => sql`a.keys && ${filterKeys(ids)}`)], sql` AND `);
    const byRelevance = q && order.byRelevance;
    const centre = order.field === 'random' ? (keys?.centre ?? null) : null;
    const indexPaged = !q && !centre && (order.field === 'random' || order.field === 'createdAt') && known.total >= indexPagingMinTotal;
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
    // What the relevance reads: how each word matched (textRankSql, search-sql.server.ts).
    ...(keys?.text ? TEXT_RANK_COLUMNS.map((column) => sql.raw(`a.${column}`)) : []),
    // The selected groups this row misses: none puts it in the result; exactly one group g still counts
    // it for g's filters (a filter's count ignores its own group's selection).
    ...(selected.length ? [sql`ARRAY(SELECT s.group_id FROM selection s WHERE NOT (a.filter_ids && s.ids)) AS missing`] : []),
  ];
  const shuffled = shuffledOrder(seed, descending);
  // Relevance is computed for the matching rows only, not for `base`.
  const ordered =
    q && order.byRelevance
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
  const countsCte = search.counts
    ? sql`,
        counts AS (
          SELECT c.id AS fid, count(*)::int AS n
          FROM (SELECT unnest(b.fids) AS fid${selected.length ? sql`, b.missing` : sql``} FROM base b) u JOIN catalogue c ON c.id = u.fid
          ${selected.length ? sql`WHERE cardinality(u.missing) = 0 OR u.missing = ARRAY[c.group_id]` : sql``}
          GROUP BY c.id)`
    : sql``;
  const summaryColumns = sql`(SELECT count(*)::int FROM matched) AS total,
          (SELECT coalesce(json_agg(s.ids ORDER BY s.group_id), '[]'::json) FROM selection s) AS groups,
          ${
            search.counts
              ? sql`(SELECT json_agg(json_build_object('filterId', c.id, 'count', coalesce(n.n, 0)) ORDER BY c.id) FROM catalogue c LEFT JOIN counts n ON n.fid = c.id)`
              : sql`NULL::json`
          } AS counts,`;

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

/**
 * Ranking reads each candidate's stored document; a suggestion ranks at most this many matches (the
 * first by the stable shuffle), so that a broad prefix of a large catalogue stays within its time.
 */
export const SUGGEST_CANDIDATES = 200;

/**
 * The best few public activities for the text, by the search's relevance (ties by the stable shuffle),
 * one per title: a catalogue may hold one activity under the same title at several organisations.
 */
export function activitiesSql(platformId: number, text: TextKeys | null, limit: number): SQL {
  if (!text || text.units.length === 0) return sql`'[]'::json`;
  const where = sql.join([sql`a.platform_id = ${platformId}`, ...text.units.map((unit) => unitCondition(unit, sql`a.keys`))], sql` AND `);
  return sql`coalesce((WITH c AS MATERIALIZED (
        SELECT a.id, a.random_key, ${sql.raw(TEXT_RANK_COLUMNS.map((column) => `a.${column}`).join(', '))} FROM activity_search a
        WHERE ${where} ORDER BY a.random_key DESC, a.id DESC LIMIT ${SUGGEST_CANDIDATES}),
      r AS (SELECT d.id, d.title, d.slug, d.company_name, c.random_key, ${textRankSql(text, 'c')} AS score FROM c JOIN activities d ON d.id = c.id),
      u AS (SELECT DISTINCT ON (lower(r.title)) r.* FROM r ORDER BY lower(r.title), r.score DESC, r.random_key DESC, r.id DESC)
    SELECT json_agg(json_build_object('id', s.id, 'title', s.title, 'slug', s.slug, 'companyName', s.company_name) ORDER BY s.score DESC, s.random_key DESC, s.id DESC)
    FROM (SELECT * FROM u ORDER BY u.score DESC, u.random_key DESC, u.id DESC LIMIT ${limit}) s), '[]'::json)`;
}
