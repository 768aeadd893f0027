import type { SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.server.ts';
import type { Paging } from '../../public-api/public-api.schemas.ts';
import type { ActivityFilterQuery, ActivityListItem, ActivityOrder, FilterCount } from '../activities/activities.schemas.ts';
import type { SearchKeys } from './search-keys.server.ts';
import type { TextKeys } from './search-text.server.ts';

/**
 * What an engine that answers the overview search must answer (docs/decisions/105-search-relevance.md,
 * "One search feature"). The search service (search.server.ts) looks the query's keys up once
 * (search-keys.server.ts), chooses the engine (chooseSearchEngine), keeps the summaries per search data
 * version and checks every answer's version; an engine only computes. Two engines answer today:
 * PostgreSQL (postgres-engine.server.ts), which reads the database's current data and answers every
 * search, and the in-process index (index-engine.server.ts), a copy of the data at a version that it
 * follows. A dedicated engine (OpenSearch, Typesense) would be a third copy: it implements this
 * interface, with the ranking rules of ranking.ts and the keys of key-space.ts, and reads its page's
 * list items with readListItems (search-sql.server.ts) so that the version of the database is read
 * with them.
 */

/** A list item as pageItemsJson reads it (timestamps in PostgreSQL's form until toListItem). */
export type RawListItem = ActivityListItem;

/** What a search's result set comes to besides its page: the same for every seed and page. */
export interface ResultSummary {
  total: number;
  /** Every filter of the platform with its count (a filter's count ignores its own group's selection); null: not asked. */
  counts: FilterCount[] | null;
  /** The selected filter ids of this platform by group, ascending group id (ANY within one, ALL across groups). */
  groups: number[][];
  /**
   * How many activities the query's text finds without its other conditions, when the engine counted it
   * on the way (the in-process index: IndexAnswer's textTotal); null or absent when not counted. The
   * no-results help reads it instead of searching the text again.
   */
  textTotal?: number | null;
}

/** The order of a search, resolved once for every engine. */
export interface SearchOrder {
  field: ActivityOrder['field'];
  descending: boolean;
  /** With text, random and relevance order by relevance first (ties by the shuffle). */
  byRelevance: boolean;
  /** Where the shuffle starts in the random_key range (rotationStart of the visit's seed). */
  seed: number;
}

/** Without a seed, descending starts at the top of the random_key range and ascending at its bottom. */
const TOP_SEED = 2_147_483_647;

/**
 * Where a seed starts the rotation: the seed times an odd constant modulo 2^31, a bijection that spreads
 * neighbouring seeds (1, 2, 3 ... as a client may send) over the whole random_key range.
 */
function rotationStart(seed: number): number {
  return Math.imul(seed, 0x9e3779b1) & 0x7fffffff;
}

/** The query's order (by default relevance with text, else the shuffle, descending) for the engines. */
export function searchOrder(query: ActivityFilterQuery): SearchOrder {
  const q = query.genericSearchQuery || null;
  const order: ActivityOrder = query.orderBy ?? { field: q ? 'relevance' : 'random', direction: 'DESC' };
  const descending = order.direction !== 'ASC';
  return {
    field: order.field,
    descending,
    byRelevance: q !== null && (order.field === 'random' || order.field === 'relevance'),
    seed: order.seed == null ? (descending ? TOP_SEED : 0) : rotationStart(order.seed),
  };
}

/** One search as an engine gets it: the query's conditions and page, its order and keys resolved. */
export interface EngineSearch {
  platformId: number;
  query: ActivityFilterQuery & Paging;
  order: SearchOrder;
  /** The selected filter ids, each once. */
  selected: number[];
  keys: SearchKeys | null;
  /**
   * The summary already known for the engine's version of the data: only the page is asked (its total
   * and groups may guide the engine). Null: the summary is computed too, the facet counts with `counts`.
   */
  known: ResultSummary | null;
  counts: boolean;
}

export interface EngineAnswer {
  /** The search data version the page (and the summary) were computed from. */
  version: string | null;
  /** The database's search data version read with the page's list items (the same statement). */
  itemsVersion: string | null;
  /** The page's list items in order. */
  items: RawListItem[] | null;
  /** The summary, when none was known. */
  summary: ResultSummary | null;
}

export interface SearchEngine {
  readonly name: 'postgresql' | 'index';
  /**
   * The search data version of the engine's own copy of the data, read at each use (a copy may follow
   * changes in place); null for an engine that reads the database's current data, whose answers carry
   * their version. The service looks a copy's keys up in its version and takes its answers only when
   * the database is still at that version when the page's items are read.
   */
  readonly version: string | null;
  /** Whether it answers searches in this order (asked before the keys are looked up). */
  supportsOrder(order: SearchOrder): boolean;
  /** Whether it answers this search with its keys (a copy may not know every kind of condition or order). */
  supportsKeys(search: Pick<EngineSearch, 'query' | 'order' | 'keys'>): boolean;
  /** The page's list items, with the summary unless one is known. */
  search(db: Database, search: EngineSearch): Promise<EngineAnswer>;
  /** An answer found the database at another version than the copy's: catch up (PostgreSQL answers meanwhile). */
  fellBehind(db: Database): void;
  /**
   * Suggestions while typing (suggestions.server.ts): the best `limit` public activities for the text by
   * the search's relevance, one per title, as a JSON array expression of the suggestion statement (which
   * reads the database's version with it).
   */
  suggestedActivitiesSql(platformId: number, text: TextKeys | null, limit: number): SQL;
}
