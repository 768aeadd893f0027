import { type SQL, sql } from 'drizzle-orm';

/**
 * What the public may see, the one rule every public reader and writer uses (lists, detail, search,
 * filters, sitemaps, quote requests, statistics): an activity is public when it is approved, switched
 * on, not an edit copy and its approval status is empty or APPROVED. `alias` is the activities table
 * alias of the calling query ('activities' in a Drizzle query builder without an alias); `platformId`
 * is a number, or SQL such as `o.platform_id` in a correlated subquery. The partial indexes on
 * activities (drizzle/0001, 0004, 0006) carry the first three conditions as their predicate.
 */
export function publicActivitySql(platformId: number | SQL, alias = 'a'): SQL {
  const a = sql.raw(alias);
  return sql`${a}.platform_id = ${platformId} AND ${a}.approved AND ${a}.status AND NOT ${a}.is_edit_copy AND (${a}.approval_status IS NULL OR ${a}.approval_status = 'APPROVED')`;
}

/** An organisation named by its id, or as the organisation of the platform's public activity with a slug. */
export type OrganisationRef = number | { ofActivitySlug: string };

/**
 * The organisation id of `ref` as SQL: the number, or a subquery reading it from the public activity with
 * that slug (public slugs are unique per platform). The activity page reads its activity and what it shows
 * of the activity's organisation side by side this way, without waiting for the activity first.
 */
export function organisationIdSql(platformId: number, ref: OrganisationRef): SQL {
  return typeof ref === 'number'
    ? sql`${ref}`
    : sql`(SELECT o.organisation_id FROM activities o WHERE ${publicActivitySql(platformId, 'o')} AND o.slug = ${ref.ofActivitySlug})`;
}

/**
 * Text-search configuration of the platform's language, from its row (`platforms.search_language`, the
 * one place it is set; its activities' generated `search_vector` stems with a copy of it). An
 * uncorrelated subquery: PostgreSQL evaluates it once per statement.
 */
export function textSearchConfig(platformId: number): SQL {
  return sql`(SELECT p.search_language FROM platforms p WHERE p.id = ${platformId})`;
}
