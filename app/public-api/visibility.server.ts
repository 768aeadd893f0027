import { type SQL, sql } from 'drizzle-orm';

/**
 * What the public may see, in one place for every feature's queries: an activity is public when it is
 * approved, switched on, not an edit copy and its approval status is empty or APPROVED. `alias` is the
 * activities table alias used by the calling query.
 */
export function publicActivitySql(platformId: number, alias = 'a'): SQL {
  const a = sql.raw(alias);
  return sql`${a}.platform_id = ${platformId} AND ${a}.approved AND ${a}.status AND NOT ${a}.is_edit_copy AND (${a}.approval_status IS NULL OR ${a}.approval_status = 'APPROVED')`;
}

/** Text-search configuration of the generated `activities.search_vector`: German on platform 2, Dutch elsewhere. */
export function textSearchConfig(platformId: number): SQL {
  return sql.raw(platformId === 2 ? `'german'::regconfig` : `'dutch'::regconfig`);
}
