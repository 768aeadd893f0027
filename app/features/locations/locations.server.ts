import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.server.ts';
import { type Paging, pageCountOf } from '../../public-api/public-api.schemas.ts';
import type { LocationFilterQuery, LocationList, PublicLocation } from './locations.schemas.ts';

/** Escapes LIKE wildcards so a visitor's `%` or `_` is matched literally. */
function likePrefix(q: string): string {
  return `${q.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * The location search of the overview and agenda: the platform's cities, provinces and regions by name,
 * prefix first and typo-tolerant (pg_trgm); without a query, the provinces (or the requested type).
 * Ranking: exact name, then prefix, then trigram similarity, then name.
 *
 * The typo tolerance is for a text no place is spelt like: when the name of a place, or a later word of
 * it, begins with what was typed, only such places are found. Otherwise "Amsterdam" also found
 * Rotterdam (trigram similarity 0.33, above pg_trgm's 0.3), and every name found its look-alikes. The
 * same rule as the keyword search's: a real word is not corrected into another one (search-text.server.ts).
 */
export async function searchLocations(db: Database, platformId: number, query: Paging & { filterQuery: LocationFilterQuery }): Promise<LocationList> {
  const q = query.filterQuery.genericSearchQuery || null;
  const type = query.filterQuery.type ?? (q ? null : 'PROVINCE');
  const all = sql`
    SELECT c.id, c.name, p.name AS province, 'CITY' AS type FROM cities c LEFT JOIN provinces p ON p.id = c.province_id WHERE c.platform_id = ${platformId}
    UNION ALL SELECT p.id, p.name, NULL, 'PROVINCE' FROM provinces p WHERE p.platform_id = ${platformId}
    UNION ALL SELECT r.id, r.name, NULL, 'REGION' FROM regions r WHERE r.platform_id = ${platformId}`;
  const where: SQL[] = [sql`TRUE`];
  if (type) where.push(sql`l.type = ${type}`);
  let order: SQL = sql`l.name, l.type, l.id`;
  let matched = sql`SELECT * FROM candidates`;
  if (q) {
    const spelt = sql`(l.name ILIKE ${likePrefix(q)} OR EXISTS (SELECT 1 FROM regexp_split_to_table(l.name, '[^[:alnum:]]+') AS w(word) WHERE w.word ILIKE ${likePrefix(q)}))`;
    const alike = sql`(l.name % ${q} OR l.name %> ${q})`;
    // The look-alikes only when nothing is spelt so (the inner `l` is the other candidates).
    matched = sql`SELECT * FROM candidates l WHERE ${spelt} OR (${alike} AND NOT EXISTS (SELECT 1 FROM candidates l WHERE ${spelt}))`;
    order = sql`(lower(l.name) = lower(${q})) DESC, (l.name ILIKE ${likePrefix(q)}) DESC, greatest(similarity(l.name, ${q}), word_similarity(${q}, l.name)) DESC, l.name, l.type, l.id`;
  }
  const rows = await queryRows<{ total: number; locations: PublicLocation[] | null }>(
    db,
    sql`WITH candidates AS (SELECT * FROM (${all}) l WHERE ${sql.join(where, sql` AND `)}), matched AS (${matched})
        SELECT (SELECT count(*)::int FROM matched) AS total,
          (SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'province', p.province, 'type', p.type) ORDER BY p.n) FROM (
            SELECT l.*, row_number() OVER (ORDER BY ${order}) AS n FROM matched l ORDER BY ${order}
            LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}) p) AS locations`,
  );
  const total = Number(rows[0]?.total ?? 0);
  return { locations: rows[0]?.locations ?? [], pageCount: pageCountOf(total, query.limit), total };
}
