import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { type Database, queryRows } from '../../db/client.server.ts';
import { existingPerHandle, perHandle } from '../../db/per-handle.ts';

/**
 * Results of an activity search that depend on the whole result set but not on the visitor's seed or
 * page: the total and the facet counts. They cost most of a broad search (every public activity is read
 * and its filter ids counted) and are the same for every visitor, so they are kept per database handle
 * and per search data version of their platform (drizzle/0018): a transaction that changes what the
 * platform's search finds or counts moves the version when it commits, and an entry is only used when
 * the statement that reads the page also reads the entry's version. No TTL is needed and no stale count
 * is ever shown, on any number of servers (docs/decisions/020-public-read-api.md).
 */

/** The platform's current search data version as text, for a statement's select list. NULL without a row. */
export function searchDataVersionSql(platformId: number) {
  return sql`(SELECT v.version::text FROM search_versions v WHERE v.platform_id = ${platformId})`;
}

/** The platform's current search data version on its own (a statement that reads more selects searchDataVersionSql). */
export async function readSearchDataVersion(db: Pick<Database, 'execute'> & { _?: Database['_'] }, platformId: number): Promise<string | null> {
  const rows = await queryRows<{ version: string | null }>(db, sql`SELECT ${searchDataVersionSql(platformId)} AS version`, { prepared: 'search-data-version' });
  return rows[0]?.version ?? null;
}

export interface VersionedEntry<T> {
  version: string;
  value: T;
}

/** Enough for every landing page of four platforms many times over; an entry is a few kB at most. */
const MAX_ENTRIES = 5000;

const CACHE = 'search-summaries';
type SummaryCache = LRUCache<string, VersionedEntry<unknown>>;

/** One cache per handle for the public API and the pages alike (two copies of this module: db/per-handle.ts). */
function cacheFor(db: object): SummaryCache {
  return perHandle<SummaryCache>(CACHE, db, () => new LRUCache({ max: MAX_ENTRIES }));
}

/** The entry stored for `key` on this database handle, whatever its version (the caller checks it). */
export function cachedSummary<T>(db: object, key: string): VersionedEntry<T> | undefined {
  return cacheFor(db).get(key) as VersionedEntry<T> | undefined;
}

/** Stores a summary read at `version`; a missing version (no version row) stores nothing. */
export function storeSummary<T>(db: object, key: string, version: string | null | undefined, value: T): void {
  if (version == null) return;
  cacheFor(db).set(key, { version: String(version), value });
}

/** Drops every summary of a database handle (the next search of each kind reads its summary again). */
export function clearSummaries(db: object): void {
  existingPerHandle<SummaryCache>(CACHE, db)?.clear();
}
