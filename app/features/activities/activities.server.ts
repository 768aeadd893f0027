import { type SQL, eq, inArray, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.server.ts';
import { activities } from '../../../db/schema/index.ts';
import { type Media, type Paging, pageCountOf } from '../../public-api/public-api.schemas.ts';
import { publicActivitySql as publicActivity, textSearchConfig as searchConfigFor } from '../../public-api/visibility.server.ts';
import type {
  ActivityDetail,
  ActivityFilterQuery,
  ActivityList,
  ActivityListItem,
  ActivityRedirect,
  FilterCount,
  OrganisationActivityList,
} from './activities.schemas.ts';

/**
 * Public read side of activities (core.md 3, 7): the faceted overview search, one activity by slug,
 * redirects of old slugs and an organisation's activities. Every query takes the platform explicitly and
 * sees only public rows: approved, switched on, not an edit copy, approval status empty or APPROVED.
 */

/** Full-text match (stemmed) or a typo-tolerant trigram match on title or company name. */
function textMatch(platformId: number, q: string): SQL {
  const config = searchConfigFor(platformId);
  return sql`(a.search_vector @@ websearch_to_tsquery(${config}, ${q}) OR a.title %> ${q} OR a.company_name %> ${q})`;
}

function textRank(platformId: number, q: string): SQL {
  const config = searchConfigFor(platformId);
  return sql`(ts_rank(a.search_vector, websearch_to_tsquery(${config}, ${q})) + greatest(word_similarity(${q}, a.title), word_similarity(${q}, coalesce(a.company_name, ''))))`;
}

/** Activities offered in a city: linked to the city itself, or to its province or region as a whole. */
function inCity(platformId: number, cityId: number): SQL {
  return sql`a.id IN (
    SELECT ac.activity_id FROM activity_cities ac WHERE ac.city_id = ${cityId}
    UNION SELECT ap.activity_id FROM activity_provinces ap JOIN cities c ON c.province_id = ap.province_id WHERE c.id = ${cityId} AND c.platform_id = ${platformId}
    UNION SELECT ar.activity_id FROM activity_regions ar JOIN cities c ON c.region_id = ar.region_id WHERE c.id = ${cityId} AND c.platform_id = ${platformId})`;
}

/** Activities in a province: linked to it, or to one of its cities. */
function inProvince(platformId: number, provinceId: number): SQL {
  return sql`a.id IN (
    SELECT ap.activity_id FROM activity_provinces ap WHERE ap.province_id = ${provinceId}
    UNION SELECT ac.activity_id FROM activity_cities ac JOIN cities c ON c.id = ac.city_id WHERE c.province_id = ${provinceId} AND c.platform_id = ${platformId})`;
}

/** Activities in a region: linked to it, or to one of its cities. */
function inRegion(platformId: number, regionId: number): SQL {
  return sql`a.id IN (
    SELECT ar.activity_id FROM activity_regions ar WHERE ar.region_id = ${regionId}
    UNION SELECT ac.activity_id FROM activity_cities ac JOIN cities c ON c.id = ac.city_id WHERE c.region_id = ${regionId} AND c.platform_id = ${platformId})`;
}

/** Activities with a city within `radiusKm` (great-circle distance) of the given city. */
function nearCity(platformId: number, cityId: number, radiusKm: number): SQL {
  // A bounding box first (index on cities(lat, lon)), then the exact haversine distance.
  return sql`a.id IN (
    SELECT ac.activity_id
    FROM cities o
    JOIN cities c ON c.platform_id = o.platform_id
      AND c.lat BETWEEN o.lat - ${radiusKm}::float8 / 111.045 AND o.lat + ${radiusKm}::float8 / 111.045
      AND c.lon BETWEEN o.lon - ${radiusKm}::float8 / (111.045 * greatest(cos(radians(o.lat)), 0.01))
                    AND o.lon + ${radiusKm}::float8 / (111.045 * greatest(cos(radians(o.lat)), 0.01))
    JOIN activity_cities ac ON ac.city_id = c.id
    WHERE o.id = ${cityId} AND o.platform_id = ${platformId}
      AND 2 * 6371.0088 * asin(least(1, sqrt(
        power(sin(radians(c.lat - o.lat) / 2), 2) + cos(radians(o.lat)) * cos(radians(c.lat)) * power(sin(radians(c.lon - o.lon) / 2), 2)
      ))) <= ${radiusKm}::float8)`;
}

/** Every condition of the query except the filter ids (those are faceted separately). */
function nonFilterConditions(platformId: number, query: ActivityFilterQuery): SQL[] {
  const conditions: SQL[] = [publicActivity(platformId)];
  const q = query.genericSearchQuery;
  if (q) conditions.push(textMatch(platformId, q));
  if (query.personCount != null) {
    conditions.push(
      sql`(a.persons_min IS NULL OR a.persons_min <= ${query.personCount}) AND (a.persons_max IS NULL OR a.persons_max >= ${query.personCount})`,
    );
  }
  if (query.minimumAge != null) {
    conditions.push(
      sql`(a.minimum_age IS NULL OR a.minimum_age <= ${query.minimumAge}) AND (a.maximum_age IS NULL OR a.maximum_age >= ${query.minimumAge})`,
    );
  }
  if (query.geographicLocation) conditions.push(sql`a.geographic_location = ${query.geographicLocation}`);
  if (query.city != null) conditions.push(inCity(platformId, query.city));
  if (query.province != null) conditions.push(inProvince(platformId, query.province));
  if (query.region != null) conditions.push(inRegion(platformId, query.region));
  if (query.advancedCitySearch) {
    conditions.push(nearCity(platformId, query.advancedCitySearch.cityId, query.advancedCitySearch.radiusKm));
  }
  return conditions;
}

export interface PlatformFilter {
  id: number;
  filterGroupId: number;
}

/** All filters of a platform with their group: the facets of the overview. */
export async function listPlatformFilterIds(db: Database, platformId: number): Promise<PlatformFilter[]> {
  return queryRows<PlatformFilter>(
    db,
    sql`SELECT f.id, f.filter_group_id AS "filterGroupId" FROM filters f JOIN filter_groups g ON g.id = f.filter_group_id
        WHERE g.platform_id = ${platformId} ORDER BY f.id`,
  );
}

/** Selected filter ids grouped by their filter group; ids that are not filters of this platform are ignored. */
function selectedGroups(catalogue: PlatformFilter[], selected: readonly number[] | null | undefined): Map<number, number[]> {
  const groupOf = new Map(catalogue.map((f) => [f.id, f.filterGroupId]));
  const groups = new Map<number, number[]>();
  for (const filterId of new Set(selected ?? [])) {
    const groupId = groupOf.get(filterId);
    if (groupId === undefined) continue;
    groups.set(groupId, [...(groups.get(groupId) ?? []), filterId]);
  }
  return groups;
}

function intArray(values: readonly number[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::int[]`;
}

interface SearchRow {
  total: number;
  ids: number[];
  counts: { filterId: number; count: number }[] | null;
}

/**
 * The activity overview: one page of public activities of a platform for the filter JSON, the total,
 * the page count and, for every filter of the platform, how many results that filter would give.
 *
 * One statement: `base` holds the activities meeting every constraint except the filter ids, each with
 * the array of its filter ids (one index-only probe per row); the result set and the facet counts are
 * then computed from those arrays in memory (docs/decisions/020-public-read-api.md).
 */
export async function searchActivities(
  db: Database,
  platformId: number,
  query: ActivityFilterQuery & Paging,
): Promise<ActivityList> {
  const catalogue = await listPlatformFilterIds(db, platformId);
  const groups = [...selectedGroups(catalogue, query.filters).entries()];
  const groupFilterIds = new Map<number, number[]>();
  for (const f of catalogue) groupFilterIds.set(f.filterGroupId, [...(groupFilterIds.get(f.filterGroupId) ?? []), f.id]);
  const q = query.genericSearchQuery || null;
  const order = query.orderBy ?? { field: q ? 'relevance' : 'random', direction: 'DESC' as const };

  const selectList = [
    sql`a.id`,
    sql`a.random_key`,
    ...(order.field === 'title' ? [sql`a.title`] : []),
    ...(order.field === 'createdAt' ? [sql`a.created_at`] : []),
    sql`ARRAY(SELECT af.filter_id FROM activity_filters af WHERE af.activity_id = a.id) AS fids`,
  ];
  // An activity must have, for every group with a selection, at least one of the selected filters.
  const allGroups = groups.length ? sql.join(groups.map(([, ids]) => sql`b.fids && ${intArray(ids)}`), sql` AND `) : sql`TRUE`;
  // A filter's count ignores its own group's selection (facet counts, docs/decisions/020-public-read-api.md).
  const otherGroups = groups.length
    ? sql.join(
        groups.map(([groupId, ids]) => sql`(b.fids && ${intArray(ids)} OR c.fid = ANY(${intArray(groupFilterIds.get(groupId) ?? [])}))`),
        sql` AND `,
      )
    : sql`TRUE`;
  const offset = (query.page - 1) * query.limit;
  const dir = sql.raw(order.direction === 'ASC' ? 'ASC' : 'DESC');
  const shuffled = sql`(m.random_key # ${order.seed ?? 0}::int) ${dir}, m.id ${dir}`;
  // Relevance is computed for the matching rows only (it reads the stored document), not for `base`.
  const page =
    q && (order.field === 'random' || order.field === 'relevance')
      ? sql`SELECT m.id FROM matched m JOIN activities a ON a.id = m.id ORDER BY ${textRank(platformId, q)} DESC, ${shuffled}`
      : order.field === 'title'
        ? sql`SELECT m.id FROM matched m ORDER BY lower(m.title) ${dir}, m.id ${dir}`
        : order.field === 'createdAt'
          ? sql`SELECT m.id FROM matched m ORDER BY m.created_at ${dir}, m.id ${dir}`
          : sql`SELECT m.id FROM matched m ORDER BY ${shuffled}`;
  const platformFilterIds = intArray(catalogue.map((f) => f.id));

  const rows = await queryRows<SearchRow>(
    db,
    sql`WITH base AS MATERIALIZED (
          SELECT ${sql.join(selectList, sql`, `)}
          FROM activities a
          WHERE ${sql.join(nonFilterConditions(platformId, query), sql` AND `)}
        ),
        matched AS MATERIALIZED (SELECT * FROM base b WHERE ${allGroups})
        SELECT
          (SELECT count(*)::int FROM matched) AS total,
          ARRAY(${page} LIMIT ${query.limit} OFFSET ${offset}) AS ids,
          (SELECT json_agg(json_build_object('filterId', x.fid, 'count', x.n))
             FROM (SELECT c.fid, count(*)::int AS n
                   FROM base b CROSS JOIN LATERAL unnest(b.fids) AS c(fid)
                   WHERE c.fid = ANY(${platformFilterIds}) AND ${otherGroups}
                   GROUP BY c.fid) x) AS counts`,
  );
  const row = rows[0]!;
  const countById = new Map((row.counts ?? []).map((c) => [Number(c.filterId), Number(c.count)]));
  const counts: FilterCount[] = catalogue.map((f) => ({ filterId: f.id, count: countById.get(f.id) ?? 0 }));
  const total = Number(row.total);
  return {
    activities: await loadActivityListItems(db, row.ids.map(Number)),
    pageCount: pageCountOf(total, query.limit),
    total,
    counts,
  };
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

/** List items for activity ids, in the order given. */
async function loadActivityListItems(db: Database, ids: number[]): Promise<ActivityListItem[]> {
  if (ids.length === 0) return [];
  const rows = await db.query.activities.findMany({
    where: inArray(activities.id, ids),
    columns: {
      id: true,
      createdAt: true,
      updatedAt: true,
      approved: true,
      slug: true,
      title: true,
      companyName: true,
      description: true,
      personsMin: true,
      personsMax: true,
      status: true,
      approvalStatus: true,
      website: true,
      showWebsite: true,
      indoorOutdoor: true,
      contactFirstName: true,
      contactLastName: true,
      minimumAge: true,
      maximumAge: true,
    },
    with: {
      platform: { columns: { id: true, name: true } },
      organisation: { columns: organisationColumns },
      media: { with: { media: true } },
      filters: { with: { filter: { columns: { id: true, name: true }, with: { filterGroup: { columns: { id: true, name: true } } } } } },
    },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((activityId) => {
    const r = byId.get(activityId);
    if (!r) return [];
    const item: ActivityListItem = {
      ...r,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      organisation: r.organisation ?? null,
      media: sortedMedia(r.media),
      filters: filterRefs(r.filters),
      lastEditedBy: null,
      child: null,
    };
    return [item];
  });
}

function filterRefs(links: { filter: { id: number; name: string; filterGroup: { id: number; name: string } } }[]) {
  return links.map(({ filter }) => filter).sort((x, y) => x.filterGroup.id - y.filterGroup.id || x.id - y.id);
}

/** One public activity by its current slug on the platform, or null (old slugs: see findActivityRedirect). */
export async function getPublicActivityBySlug(db: Database, platformId: number, slug: string): Promise<ActivityDetail | null> {
  const found = await queryRows<{ id: number }>(
    db,
    sql`SELECT a.id FROM activities a WHERE ${publicActivity(platformId)} AND a.slug = ${slug} LIMIT 1`,
  );
  const activityId = found[0]?.id;
  if (activityId === undefined) return null;
  const r = await db.query.activities.findFirst({
    where: eq(activities.id, activityId),
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
      searchVector: false,
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
  });
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
  organisationId: number,
  options: Paging & { excludeActivityId?: number | undefined },
): Promise<OrganisationActivityList> {
  const exclude = options.excludeActivityId !== undefined ? sql`AND a.id <> ${options.excludeActivityId}` : sql``;
  const rows = await queryRows<{ total: number; ids: number[] }>(
    db,
    sql`WITH matched AS (
          SELECT a.id, a.title FROM activities a
          WHERE ${publicActivity(platformId)} AND a.organisation_id = ${organisationId} ${exclude})
        SELECT (SELECT count(*)::int FROM matched) AS total,
               ARRAY(SELECT id FROM matched ORDER BY lower(title), id LIMIT ${options.limit} OFFSET ${(options.page - 1) * options.limit}) AS ids`,
  );
  const total = Number(rows[0]?.total ?? 0);
  return {
    activities: await loadActivityListItems(db, (rows[0]?.ids ?? []).map(Number)),
    pageCount: pageCountOf(total, options.limit),
    total,
  };
}
