import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.server.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import {
  cities,
  filterGroups,
  filters,
  provinces,
  regions,
  seoPageCities,
  seoPageFilters,
  seoPageProvinces,
  seoPageRegions,
  seoPages,
} from '../../../db/schema/index.ts';
import { recordAudit } from '../../portal/audit.server.ts';
import type { Actor } from '../../portal/actor.ts';
import { LIST_PAGE_SIZE, type ListQuery } from '../../portal/list-query.ts';
import { NotFoundForActor, requirePermission } from '../../portal/permissions.server.ts';
import { listVersions, readVersion, recordVersion, removeVersions, type StoredVersion, type VersionSummary } from '../../portal/versions.server.ts';
import { type AsOfItem, itemsAsOf, keptSchedule, platformTimeZone, type ScheduledTable, scheduleAt } from '../../portal/schedule.server.ts';
import type { ScheduleField } from '../../portal/schedule.ts';
import type { SeoPageInput } from './seo-admin.schemas.ts';
import type { SeoEditorOptions, SeoPageAdminDetail, SeoPageAdminRow, SeoPageCommandError } from './seo-admin.types.ts';

/**
 * The operators' SEO landing pages (decision 104, core.md 3 and 4), per platform. Every function takes the
 * actor and needs 'backoffice:manage'; a page of another platform is as unknown as a missing one. Every
 * save writes the seo_pages row itself (also when only its links change), so its page-cache trigger
 * (drizzle/0002) drops the platform's cached listing pages, landing pages among them; the sitemap is
 * built from the table on each request (server/seo/sitemap.ts) and follows by itself.
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Tx;

export const SEO_PAGE_SORTS = ['slug', 'title', 'active', 'updatedAt'] as const;
export type SeoPageSort = (typeof SEO_PAGE_SORTS)[number];

export type SeoAdminResult<T = object> =
  ({ ok: true } & T) | { ok: false; error: SeoPageCommandError } | { ok: false; error: 'schedule-past'; field: ScheduleField };

/** The SEO pages' flips at their times (docs/decisions/121): the worker's job runs them. */
export const SCHEDULED_SEO_PAGES: ScheduledTable = { table: 'seo_pages', entity: 'seo-page', action: 'seo-page-switched' };

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The platform's SEO pages: searched in slug, title and texts, sorted by a known column, one page at a time. */
export async function listSeoPagesForAdmin(
  db: Database,
  actor: Actor,
  platformId: number,
  query: ListQuery<SeoPageSort>,
): Promise<{ items: SeoPageAdminRow[]; total: number }> {
  requirePermission(actor, 'backoffice:manage');
  const locationCount = sql<number>`((SELECT count(*) FROM seo_page_cities c WHERE c.seo_page_id = ${seoPages.id})
    + (SELECT count(*) FROM seo_page_provinces p WHERE p.seo_page_id = ${seoPages.id})
    + (SELECT count(*) FROM seo_page_regions r WHERE r.seo_page_id = ${seoPages.id}))::int`;
  const filterCount = sql<number>`(SELECT count(*)::int FROM seo_page_filters f WHERE f.seo_page_id = ${seoPages.id})`;
  const pattern = query.search ? likePattern(query.search) : null;
  const order = { slug: seoPages.slug, title: seoPages.title, active: seoPages.active, updatedAt: seoPages.updatedAt }[query.sort];
  const rows = await db
    .select({
      id: seoPages.id,
      slug: seoPages.slug,
      title: seoPages.title,
      active: seoPages.active,
      publishAt: seoPages.publishAt,
      unpublishAt: seoPages.unpublishAt,
      pageTitle: seoPages.pageTitle,
      locationCount,
      filterCount,
      updatedAt: seoPages.updatedAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(seoPages)
    .where(
      and(
        eq(seoPages.platformId, platformId),
        pattern
          ? sql`(${seoPages.slug} ILIKE ${pattern} OR ${seoPages.title} ILIKE ${pattern} OR ${seoPages.pageTitle} ILIKE ${pattern} OR ${seoPages.metaTitle} ILIKE ${pattern})`
          : undefined,
      ),
    )
    .orderBy(query.direction === 'asc' ? asc(order) : desc(order), asc(seoPages.id))
    .limit(LIST_PAGE_SIZE)
    .offset((query.page - 1) * LIST_PAGE_SIZE);
  return { total: rows[0]?.total ?? 0, items: rows.map(({ total: _total, ...row }) => row) };
}

/** One page of the platform with its links, for the editor (NotFoundForActor when it is not there). */
export async function getSeoPageForAdmin(db: Database, actor: Actor, platformId: number, pageId: number): Promise<SeoPageAdminDetail> {
  requirePermission(actor, 'backoffice:manage');
  const page = await readSeoPage(db, platformId, pageId);
  if (!page) throw new NotFoundForActor('seo page');
  return page;
}

/** The stored page with its links, or null when the platform has no such page. */
async function readSeoPage(db: Executor, platformId: number, pageId: number): Promise<SeoPageAdminDetail | null> {
  const [page] = await db
    .select()
    .from(seoPages)
    .where(and(eq(seoPages.id, pageId), eq(seoPages.platformId, platformId)))
    .limit(1);
  if (!page) return null;
  const [filterRows, cityRows, provinceRows, regionRows] = await Promise.all([
    db.select({ id: seoPageFilters.filterId }).from(seoPageFilters).where(eq(seoPageFilters.seoPageId, pageId)),
    db.select({ id: seoPageCities.cityId }).from(seoPageCities).where(eq(seoPageCities.seoPageId, pageId)),
    db.select({ id: seoPageProvinces.provinceId }).from(seoPageProvinces).where(eq(seoPageProvinces.seoPageId, pageId)),
    db.select({ id: seoPageRegions.regionId }).from(seoPageRegions).where(eq(seoPageRegions.seoPageId, pageId)),
  ]);
  const idsOf = (rows: Array<{ id: number }>) => rows.map((row) => row.id).sort((a, b) => a - b);
  return {
    id: page.id,
    slug: page.slug,
    title: page.title,
    active: page.active,
    publishAt: page.publishAt,
    unpublishAt: page.unpublishAt,
    searchQuery: page.searchQuery,
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
    pageTitle: page.pageTitle,
    pageDescription: page.pageDescription,
    filterIds: idsOf(filterRows),
    cityIds: idsOf(cityRows),
    provinceIds: idsOf(provinceRows),
    regionIds: idsOf(regionRows),
    updatedAt: page.updatedAt,
  };
}

/**
 * A version of an SEO page (docs/decisions/119): what the editor saves, so a restore is an ordinary save
 * of it (`saveSeoPage`), with the slug, link and page-cache rules of any change.
 */
/** A version holds what the page says, not when it shows (its schedule stays with the page: docs/decisions/121). */
export type SeoPageSnapshot = Omit<SeoPageInput, ScheduleField>;

/** The fields of a version in the editor's order (the comparison's rows). */
export const SEO_VERSION_FIELDS = [
  'slug',
  'title',
  'active',
  'searchQuery',
  'metaTitle',
  'metaDescription',
  'pageTitle',
  'pageDescription',
  'filterIds',
  'cityIds',
  'provinceIds',
  'regionIds',
] as const satisfies ReadonlyArray<keyof SeoPageSnapshot>;

const seoSnapshotOf = (page: SeoPageAdminDetail): SeoPageSnapshot => ({
  slug: page.slug,
  title: page.title,
  active: page.active,
  searchQuery: page.searchQuery,
  metaTitle: page.metaTitle,
  metaDescription: page.metaDescription,
  pageTitle: page.pageTitle,
  pageDescription: page.pageDescription,
  filterIds: page.filterIds,
  cityIds: page.cityIds,
  provinceIds: page.provinceIds,
  regionIds: page.regionIds,
});

/** Stores the page's version as it is now, after a create or save in `tx` (the first change keeps the state before it). */
async function recordSeoVersion(tx: Tx, actor: Actor, platformId: number, pageId: number, before: SeoPageAdminDetail | null): Promise<void> {
  const page = await readSeoPage(tx, platformId, pageId);
  if (!page) return;
  await recordVersion(tx, {
    kind: 'seo-page',
    entityId: pageId,
    authorId: actor.userId,
    snapshot: seoSnapshotOf(page),
    fieldsOf: (snapshot) => snapshot,
    before: before ? seoSnapshotOf(before) : null,
  });
}

/** The page's versions, newest first (operators only; a page of another platform is not found). */
export async function listSeoPageVersions(db: Database, actor: Actor, platformId: number, pageId: number): Promise<VersionSummary[]> {
  requirePermission(actor, 'backoffice:manage');
  if (!(await readSeoPage(db, platformId, pageId))) throw new NotFoundForActor('seo page');
  return listVersions(db, 'seo-page', pageId);
}

/** One version of the platform's page with its content (NotFoundForActor for an unknown page or version). */
export async function getSeoPageVersion(
  db: Database,
  actor: Actor,
  platformId: number,
  pageId: number,
  version: number,
): Promise<StoredVersion<SeoPageSnapshot>> {
  requirePermission(actor, 'backoffice:manage');
  if (!(await readSeoPage(db, platformId, pageId))) throw new NotFoundForActor('seo page');
  const stored = await readVersion<SeoPageSnapshot>(db, 'seo-page', pageId, version);
  if (!stored) throw new NotFoundForActor('seo page version');
  return stored;
}

/**
 * Makes an earlier version the page again, at once: an ordinary save of its content (`saveSeoPage`), so a
 * changed slug, the links' checks and the page cache follow the rules of any change, and the restore is
 * itself the newest version. Refused like a save (another page took the slug since, a filter is gone).
 */
export async function restoreSeoPageVersion(db: Database, actor: Actor, platformId: number, pageId: number, version: number): Promise<SeoAdminResult> {
  const stored = await getSeoPageVersion(db, actor, platformId, pageId, version);
  return saveSeoPage(
    db,
    actor,
    platformId,
    pageId,
    { ...stored.snapshot, ...(await keptSchedule(db, 'seo_pages', pageId, platformId)) },
    { restoredFrom: version },
  );
}

/** What the editor offers: the platform's places (provinces, regions, cities by name) and its filters by group. */
export async function seoEditorOptions(db: Database, actor: Actor, platformId: number): Promise<SeoEditorOptions> {
  requirePermission(actor, 'backoffice:manage');
  const [places, filterRows] = await Promise.all([
    queryRows<{ id: number; name: string; type: 'CITY' | 'PROVINCE' | 'REGION' }>(
      db,
      sql`SELECT id, name, 'PROVINCE' AS type, 0 AS kind FROM provinces WHERE platform_id = ${platformId}
          UNION ALL SELECT id, name, 'REGION', 1 FROM regions WHERE platform_id = ${platformId}
          UNION ALL SELECT id, name, 'CITY', 2 FROM cities WHERE platform_id = ${platformId}
          ORDER BY kind, name, id`,
    ),
    db
      .select({ id: filters.id, name: filters.name, group: filterGroups.name })
      .from(filters)
      .innerJoin(filterGroups, eq(filterGroups.id, filters.filterGroupId))
      .where(eq(filterGroups.platformId, platformId))
      .orderBy(asc(filterGroups.order), asc(filterGroups.name), asc(filters.name), asc(filters.id)),
  ]);
  return { places: places.map(({ id, name, type }) => ({ id: Number(id), name, type })), filters: filterRows };
}

/** Is the slug another page's on this platform? (The unique index catches a concurrent save too.) */
async function slugTaken(tx: Executor, platformId: number, slug: string, exceptId: number | null): Promise<boolean> {
  const [row] = await tx
    .select({ id: seoPages.id })
    .from(seoPages)
    .where(and(eq(seoPages.platformId, platformId), eq(seoPages.slug, slug), exceptId === null ? undefined : ne(seoPages.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** Every linked filter and place must be the platform's own (an id of another platform is refused). */
async function linksRefusal(tx: Executor, platformId: number, input: SeoPageInput): Promise<SeoPageCommandError | null> {
  const countOf = async (ids: number[], count: () => Promise<Array<{ n: number }>>) => (ids.length === 0 ? 0 : ((await count())[0]?.n ?? 0));
  const n = sql<number>`count(*)::int`;
  const filterCount = await countOf(input.filterIds, () =>
    tx
      .select({ n })
      .from(filters)
      .innerJoin(filterGroups, eq(filterGroups.id, filters.filterGroupId))
      .where(and(inArray(filters.id, input.filterIds), eq(filterGroups.platformId, platformId))),
  );
  if (filterCount !== input.filterIds.length) return 'unknown-filter';
  const cityCount = await countOf(input.cityIds, () =>
    tx
      .select({ n })
      .from(cities)
      .where(and(inArray(cities.id, input.cityIds), eq(cities.platformId, platformId))),
  );
  const provinceCount = await countOf(input.provinceIds, () =>
    tx
      .select({ n })
      .from(provinces)
      .where(and(inArray(provinces.id, input.provinceIds), eq(provinces.platformId, platformId))),
  );
  const regionCount = await countOf(input.regionIds, () =>
    tx
      .select({ n })
      .from(regions)
      .where(and(inArray(regions.id, input.regionIds), eq(regions.platformId, platformId))),
  );
  if (cityCount !== input.cityIds.length || provinceCount !== input.provinceIds.length || regionCount !== input.regionIds.length) return 'unknown-location';
  return null;
}

const columnsOf = (input: SeoPageInput) => ({
  slug: input.slug,
  title: input.title,
  active: input.active,
  searchQuery: input.searchQuery,
  metaTitle: input.metaTitle,
  metaDescription: input.metaDescription,
  pageTitle: input.pageTitle,
  pageDescription: input.pageDescription,
});

/** Replaces the page's filters and places with the input's. */
async function writeLinks(tx: Tx, pageId: number, input: SeoPageInput): Promise<void> {
  await tx.delete(seoPageFilters).where(eq(seoPageFilters.seoPageId, pageId));
  await tx.delete(seoPageCities).where(eq(seoPageCities.seoPageId, pageId));
  await tx.delete(seoPageProvinces).where(eq(seoPageProvinces.seoPageId, pageId));
  await tx.delete(seoPageRegions).where(eq(seoPageRegions.seoPageId, pageId));
  if (input.filterIds.length) await tx.insert(seoPageFilters).values(input.filterIds.map((filterId) => ({ seoPageId: pageId, filterId })));
  if (input.cityIds.length) await tx.insert(seoPageCities).values(input.cityIds.map((cityId) => ({ seoPageId: pageId, cityId })));
  if (input.provinceIds.length) await tx.insert(seoPageProvinces).values(input.provinceIds.map((provinceId) => ({ seoPageId: pageId, provinceId })));
  if (input.regionIds.length) await tx.insert(seoPageRegions).values(input.regionIds.map((regionId) => ({ seoPageId: pageId, regionId })));
}

async function refusingDuplicates<T>(work: () => Promise<SeoAdminResult<T>>): Promise<SeoAdminResult<T>> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: 'duplicate-slug' };
    throw error;
  }
}

export async function createSeoPage(db: Database, actor: Actor, platformId: number, input: SeoPageInput): Promise<SeoAdminResult<{ id: number }>> {
  requirePermission(actor, 'backoffice:manage');
  return refusingDuplicates<{ id: number }>(() =>
    db.transaction(async (tx): Promise<SeoAdminResult<{ id: number }>> => {
      if (await slugTaken(tx, platformId, input.slug, null)) return { ok: false, error: 'duplicate-slug' as const };
      const refusal = await linksRefusal(tx, platformId, input);
      if (refusal) return { ok: false, error: refusal };
      const schedule = scheduleAt(input, await platformTimeZone(tx, platformId));
      if (!schedule.ok) return schedule;
      const [row] = await tx
        .insert(seoPages)
        .values({ ...columnsOf(input), ...schedule.schedule, platformId })
        .returning({ id: seoPages.id });
      await writeLinks(tx, row!.id, input);
      await recordSeoVersion(tx, actor, platformId, row!.id, null);
      await recordAudit(tx, {
        action: 'seo-page-created',
        actorUserId: actor.userId,
        detail: { entity: 'seo-page', id: row!.id, platformId, slug: input.slug },
      });
      return { ok: true as const, id: row!.id };
    }),
  );
}

export async function saveSeoPage(
  db: Database,
  actor: Actor,
  platformId: number,
  pageId: number,
  input: SeoPageInput,
  /** A restore of an earlier version (restoreSeoPageVersion) says which; the audit line names it. */
  options: { restoredFrom?: number } = {},
): Promise<SeoAdminResult> {
  requirePermission(actor, 'backoffice:manage');
  return refusingDuplicates<object>(() =>
    db.transaction(async (tx): Promise<SeoAdminResult> => {
      const [page] = await tx
        .select({ id: seoPages.id, slug: seoPages.slug })
        .from(seoPages)
        .where(and(eq(seoPages.id, pageId), eq(seoPages.platformId, platformId)))
        .for('update');
      if (!page) throw new NotFoundForActor('seo page');
      if (await slugTaken(tx, platformId, input.slug, pageId)) return { ok: false, error: 'duplicate-slug' as const };
      const refusal = await linksRefusal(tx, platformId, input);
      if (refusal) return { ok: false, error: refusal };
      const schedule = scheduleAt(input, await platformTimeZone(tx, platformId));
      if (!schedule.ok) return schedule;
      const before = await readSeoPage(tx, platformId, pageId);
      await writeLinks(tx, pageId, input);
      // Written last and always: its trigger refreshes the cached pages once the links are in place.
      await tx
        .update(seoPages)
        .set({ ...columnsOf(input), ...schedule.schedule, updatedAt: new Date() })
        .where(eq(seoPages.id, pageId));
      await recordSeoVersion(tx, actor, platformId, pageId, before);
      await recordAudit(tx, {
        action: 'seo-page-saved',
        actorUserId: actor.userId,
        detail: {
          entity: 'seo-page',
          id: pageId,
          platformId,
          slug: input.slug,
          ...(page.slug !== input.slug ? { previousSlug: page.slug } : {}),
          ...(options.restoredFrom ? { restoredFrom: options.restoredFrom } : {}),
        },
      });
      return { ok: true as const };
    }),
  );
}

/** Removes a page and its links (cascade); its address then answers 404 like any unknown path. */
export async function removeSeoPage(db: Database, actor: Actor, platformId: number, pageId: number): Promise<{ slug: string }> {
  requirePermission(actor, 'backoffice:manage');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(seoPages)
      .where(and(eq(seoPages.id, pageId), eq(seoPages.platformId, platformId)))
      .returning({ slug: seoPages.slug });
    if (!row) throw new NotFoundForActor('seo page');
    await removeVersions(tx, 'seo-page', pageId);
    await recordAudit(tx, { action: 'seo-page-deleted', actorUserId: actor.userId, detail: { entity: 'seo-page', id: pageId, platformId, slug: row.slug } });
    return row;
  });
}

/** The platform's SEO pages the site shows now or at `at`, by their address (docs/decisions/121). */
export async function seoPagesAsOf(db: Database, actor: Actor, platformId: number, at: Date): Promise<AsOfItem[]> {
  requirePermission(actor, 'backoffice:manage');
  return itemsAsOf(db, SCHEDULED_SEO_PAGES, platformId, at, { titleColumn: 'slug' });
}
