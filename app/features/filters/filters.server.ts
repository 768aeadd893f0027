import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.server.ts';
import { type Paging, pageCountOf } from '../../public-api/public-api.schemas.ts';
import { mediaJsonById } from '../../public-api/media-json.server.ts';
import { publicActivitySql } from '../../public-api/visibility.server.ts';
import { cachedSummary, searchDataVersionSql, storeSummary } from '../../public-api/search-summary-cache.server.ts';
import type { Filter, FilterFilterQuery, FilterList } from './filters.schemas.ts';

type RawFilter = Omit<Filter, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };

/** Public activities per filter and per filter group of a platform, read at a search data version. */
interface FilterCounts {
  filters: Record<number, number>;
  groups: Record<number, number>;
}

/**
 * The counts of every filter and filter group of the platform over all its public activities. They are
 * the same for every request until the search data changes, so they are cached per version
 * (search-summary-cache.server.ts); `version` is the one the caller's own statement read.
 */
async function platformFilterCounts(db: Database, platformId: number, version: string | null): Promise<FilterCounts> {
  const key = JSON.stringify(['filter-counts', platformId]);
  const known = cachedSummary<FilterCounts>(db, key);
  if (known && known.version === version) return known.value;
  // The counts read each public activity's filter_ids (index-only on activities_public_idx).
  // MATERIALIZED: referenced from a correlated subquery, an inlined CTE would be recounted per group.
  const [row] = await queryRows<{ version: string | null; filters: Record<string, number> | null; groups: Record<string, number> | null }>(
    db,
    sql`WITH public_filter_ids AS MATERIALIZED (
          SELECT a.filter_ids FROM activities a WHERE ${publicActivitySql(platformId)}),
        group_ids AS (
          SELECT f.filter_group_id, array_agg(f.id) AS ids FROM filters f JOIN filter_groups g ON g.id = f.filter_group_id
          WHERE g.platform_id = ${platformId} GROUP BY f.filter_group_id)
        SELECT ${searchDataVersionSql(platformId)} AS version,
          (SELECT json_object_agg(u.filter_id, u.n) FROM (
             SELECT filter_id, count(*)::int AS n FROM (SELECT unnest(filter_ids) AS filter_id FROM public_filter_ids) x GROUP BY filter_id) u) AS filters,
          (SELECT json_object_agg(gi.filter_group_id, (SELECT count(*)::int FROM public_filter_ids p WHERE p.filter_ids && gi.ids)) FROM group_ids gi) AS groups`,
  );
  const counts: FilterCounts = { filters: row?.filters ?? {}, groups: row?.groups ?? {} };
  storeSummary(db, key, row?.version, counts);
  return counts;
}

/**
 * The platform's filters with their group, ordered as the filter panel shows them (group order, group
 * name, filter name), each with its number of public activities.
 */
export async function listFilters(
  db: Database,
  platformId: number,
  query: Paging & { filterQuery: FilterFilterQuery },
  /** `counts: false` leaves every activityCount 0, for callers that take counts from their own search. */
  options: { counts?: boolean } = {},
): Promise<FilterList> {
  const withCounts = options.counts ?? true;
  const where: SQL[] = [sql`g.platform_id = ${platformId}`];
  const q = query.filterQuery.genericSearchQuery;
  if (q) where.push(sql`(f.name ILIKE ${`%${q.replace(/[\\%_]/g, '\\$&')}%`} OR f.name %> ${q} OR g.name %> ${q})`);
  if (query.filterQuery.filterGroupId != null) where.push(sql`g.id = ${query.filterQuery.filterGroupId}`);
  const rows = await queryRows<{ version: string | null; total: number; filters: RawFilter[] | null }>(
    db,
    sql`WITH matched AS (
          SELECT f.*, g.name AS group_name, g."order" AS group_order FROM filters f JOIN filter_groups g ON g.id = f.filter_group_id
          WHERE ${sql.join(where, sql` AND `)})
        SELECT ${searchDataVersionSql(platformId)} AS version, (SELECT count(*)::int FROM matched) AS total,
          (SELECT json_agg(p.j ORDER BY p.n) FROM (
            SELECT json_build_object(
              'id', f.id, 'name', f.name, 'description', f.description, 'activityCount', 0,
              'createdAt', f.created_at, 'updatedAt', f.updated_at,
              'filterGroup', json_build_object('id', g.id, 'name', g.name, 'order', g."order", 'activityCount', 0,
                 'image', ${mediaJsonById(sql`g.image_id`)}, 'headerImage', ${mediaJsonById(sql`g.header_image_id`)}),
              'image', ${mediaJsonById(sql`f.image_id`)}) AS j,
              row_number() OVER (ORDER BY f.group_order, f.group_name, f.name, f.id) AS n
            FROM matched f JOIN filter_groups g ON g.id = f.filter_group_id
            ORDER BY f.group_order, f.group_name, f.name, f.id
            LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}) p) AS filters`,
    // Without a name search its plan is the same for every platform and page (the overview's sidebar).
    q ? {} : { prepared: 'filter-list' },
  );
  const total = Number(rows[0]?.total ?? 0);
  const raw = rows[0]?.filters ?? [];
  const counts = withCounts && raw.length ? await platformFilterCounts(db, platformId, rows[0]?.version ?? null) : null;
  const iso = (value: string) => new Date(value).toISOString();
  return {
    filters: raw.map((f) => ({
      ...f,
      activityCount: counts?.filters[f.id] ?? 0,
      filterGroup: { ...f.filterGroup, activityCount: counts?.groups[f.filterGroup.id] ?? 0 },
      createdAt: iso(f.createdAt),
      updatedAt: iso(f.updatedAt),
    })),
    pageCount: pageCountOf(total, query.limit),
    total,
  };
}
