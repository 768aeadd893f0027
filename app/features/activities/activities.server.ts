import { sql } from 'drizzle-orm';
import { publicMediaOf } from '../../public-api/media-json.server.ts';
import { type Database, queryRows } from '../../../db/client.server.ts';
import { activities } from '../../../db/schema/index.ts';
import { type Media, type Paging, pageCountOf } from '../../public-api/public-api.schemas.ts';
import { type OrganisationRef, organisationIdSql, publicActivitySql as publicActivity } from '../../public-api/visibility.server.ts';
import { pageItemsJson, toListItem } from '../../public-api/activity-list-items.server.ts';
import type { ActivityDetail, ActivityListItem, ActivityRedirect, OrganisationActivityList } from './activities.schemas.ts';

/**
 * Public read side of activities (core.md 3, 7): one activity by slug, redirects of old slugs and an
 * organisation's activities (the faceted overview search is app/features/search). Every query takes the
 * platform explicitly and sees only public rows: approved, switched on, not an edit copy, approval
 * status empty or APPROVED.
 */

/** A list item as pageItemsJson reads it (timestamps in PostgreSQL's form until toListItem). */
type RawListItem = ActivityListItem;

function sortedMedia(links: { media: Media & { createdAt?: unknown; updatedAt?: unknown } }[]): Media[] {
  return links.map(({ media }) => publicMediaOf(media)).sort((x, y) => x.index - y.index || x.id - y.id);
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
        // The portal's own columns (decision 104): where quote mails go is no public fact.
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
