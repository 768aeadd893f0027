import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.server.ts';
import { searchDataVersionSql } from '../../public-api/search-summary-cache.server.ts';
import { activitiesSql } from './postgres-engine.server.ts';
import type { EngineAnswer, EngineSearch, SearchEngine } from './search-engine.ts';
import { type PlatformSearchIndex, bestPerTitle, markSearchIndexStale, searchIndex } from './search-index.server.ts';
import { intArray, readListItems } from './search-sql.server.ts';
import type { TextKeys } from './search-text.server.ts';

/**
 * The in-process index as an engine (search-engine.ts): a copy of the platform's activity_search rows
 * at a search data version, which it follows in place (search-index.server.ts). It computes the result
 * set, total, counts and page ids in memory and reads the page's list items by id, with the database's
 * version. It does not answer title order, a radius search's nearest-first order, websearch operators or
 * a query of stop words only: PostgreSQL does.
 */
export function indexSearchEngine(index: PlatformSearchIndex): SearchEngine {
  return {
    name: 'index',
    // Read at each use: the index follows changes in place.
    get version() {
      return index.version;
    },
    supportsOrder: (order) => order.field !== 'title',
    supportsKeys({ query, order, keys }) {
      const q = query.genericSearchQuery || null;
      if (q && (!keys?.text || keys.exact !== 'no')) return false;
      return order.byRelevance || order.field !== 'random' || !keys?.centre;
    },
    async search(db: Database, search: EngineSearch): Promise<EngineAnswer> {
      const { query, order, keys, known } = search;
      // searchIndex runs without a pause: the version it answers for is the one the index holds now.
      const version = index.version;
      const answer = searchIndex(index, {
        units: keys?.text?.units ?? null,
        folded: keys?.text?.folded ?? '',
        places: keys?.places ?? [],
        personCount: query.personCount ?? null,
        minimumAge: query.minimumAge ?? null,
        geographicLocation: query.geographicLocation ?? null,
        selected: search.selected,
        order: order.byRelevance ? 'relevance' : order.field === 'createdAt' ? 'createdAt' : 'shuffle',
        descending: order.descending,
        seed: order.seed,
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
        counts: search.counts,
        // Without text, a known summary leaves only the page: the index walks the order to it (searchIndex's
        // knownTotal). PostgreSQL paging along its random_key index read as few rows, but its statement was
        // planned anew for each page (1-2 ms at 100k activities, more than the page's rows cost to read).
        knownTotal: known ? known.total : null,
      });
      const page = await readListItems(db, index.platformId, answer.ids);
      return {
        version,
        itemsVersion: page.version,
        items: page.items,
        summary: known ? null : { total: answer.total, counts: answer.counts, groups: answer.groups, textTotal: answer.textTotal },
      };
    },
    fellBehind: (db) => markSearchIndexStale(db, index),
    suggestedActivitiesSql(platformId: number, text: TextKeys | null, limit: number): SQL {
      if (!text?.units.length) return activitiesSql(platformId, text, limit);
      // Every match is ranked in memory and only the chosen ones are read; the statement ranks in SQL
      // when the database is at another version than the index.
      return sql`(CASE WHEN ${searchDataVersionSql(platformId)} = ${index.version} THEN ${activitiesByIdSql(bestPerTitle(index, text.units, text.folded, limit))} ELSE ${activitiesSql(platformId, text, limit)} END)`;
    },
  };
}

/** The suggestion JSON of activities by id, in the order given. */
function activitiesByIdSql(ids: readonly number[]): SQL {
  if (ids.length === 0) return sql`'[]'::json`;
  return sql`(SELECT json_agg(json_build_object('id', d.id, 'title', d.title, 'slug', d.slug, 'companyName', d.company_name) ORDER BY p.ord)
    FROM unnest(${intArray(ids)}) WITH ORDINALITY AS p(id, ord) JOIN activities d ON d.id = p.id)`;
}
