import { and, asc, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.server.ts';
import { banners, media, popups } from '../../../db/schema/index.ts';
import { recordAudit } from '../../portal/audit.server.ts';
import type { Actor } from '../../portal/actor.ts';
import { type ListQuery, LIST_PAGE_SIZE } from '../../portal/list-query.ts';
import { NotFoundForActor, requirePermission } from '../../portal/permissions.server.ts';
import { type AsOfItem, itemsAsOf, keptSchedule, platformTimeZone, type ScheduledTable, scheduleAt } from '../../portal/schedule.server.ts';
import type { ScheduleField } from '../../portal/schedule.ts';
import type { BannerForm, PopupForm } from './banner-admin.schemas.ts';
import type { BannerListRow, PopupRow } from './banner-admin.types.ts';

export type { BannerListRow, PopupRow } from './banner-admin.types.ts';
import { imageAfterChange } from '../../portal/media-ownership.server.ts';
import { listVersions, readVersion, recordVersion, removeVersions, type StoredVersion, type VersionSummary } from '../../portal/versions.server.ts';

/**
 * The operators' banners (decision 104, back office): per platform a list (paged, sorted and searched in
 * SQL), create, edit, switch on and off, delete; the image through the image pipeline (the route stores
 * the file, this module links the media row). Only operators (`backoffice:manage`); a banner of another
 * platform than the one chosen is "not found", like a missing one. Every change is in the audit log;
 * the page-cache triggers on `banners` refresh the pages that show banners (overview and agenda).
 * Pop-ups (the same call-to-actions with a description instead of a link) are kept here as well; the site
 * shows a switched-on one (decision 110), and their own trigger (drizzle/0022) tells the servers to read
 * the platform's pop-up again. Both can be switched on and off at times set ahead (docs/decisions/121).
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const BANNER_SORTS = ['title', 'ctaType', 'active', 'updatedAt'] as const;
export type BannerSort = (typeof BANNER_SORTS)[number];

export type BannerImageChange = { kind: 'keep' } | { kind: 'set'; mediaId: number } | { kind: 'remove' };

export type BannerDetail = BannerListRow;

const SORT_COLUMNS: Record<BannerSort, SQL | typeof banners.title> = {
  title: sql`lower(${banners.title})`,
  ctaType: sql`${banners.ctaType}`,
  active: sql`${banners.active}`,
  updatedAt: sql`${banners.updatedAt}`,
};

const columns = {
  id: banners.id,
  title: banners.title,
  buttonTitle: banners.buttonTitle,
  link: banners.link,
  linkTarget: banners.linkTarget,
  ctaType: banners.ctaType,
  active: banners.active,
  publishAt: banners.publishAt,
  unpublishAt: banners.unpublishAt,
  amountOfClicks: banners.amountOfClicks,
  imageUrl: media.url,
  updatedAt: banners.updatedAt,
};

/** `%`, `_` and `\` typed in a search match themselves. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the platform's banners, with the total for the pager. */
export async function listBanners(
  db: Database,
  actor: Actor,
  platformId: number,
  query: ListQuery<BannerSort>,
): Promise<{ items: BannerListRow[]; total: number }> {
  requirePermission(actor, 'backoffice:manage');
  const where = and(eq(banners.platformId, platformId), query.search ? ilike(banners.title, likePattern(query.search)) : undefined);
  const order = query.direction === 'desc' ? desc(SORT_COLUMNS[query.sort]) : asc(SORT_COLUMNS[query.sort]);
  const [items, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(banners)
      .leftJoin(media, eq(media.id, banners.imageId))
      .where(where)
      .orderBy(order, asc(banners.id))
      .limit(LIST_PAGE_SIZE)
      .offset((query.page - 1) * LIST_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(banners)
      .where(where),
  ]);
  return { items, total: counted?.n ?? 0 };
}

/** One banner of the platform for the editor. */
export async function getBanner(db: Database, actor: Actor, platformId: number, bannerId: number): Promise<BannerDetail> {
  requirePermission(actor, 'backoffice:manage');
  const row = await readBanner(db, platformId, bannerId);
  if (!row) throw new NotFoundForActor(`banner ${bannerId}`);
  return row;
}

async function readBanner(db: Pick<Database, 'select'>, platformId: number, bannerId: number) {
  const [row] = await db
    .select({ ...columns, imageId: banners.imageId })
    .from(banners)
    .leftJoin(media, eq(media.id, banners.imageId))
    .where(and(eq(banners.id, bannerId), eq(banners.platformId, platformId)));
  return row ?? null;
}

/**
 * A version of a banner (docs/decisions/119): the editor's fields and the image it had (its media row and
 * address). A restore is an ordinary save of these fields (`updateBanner`).
 */
export interface BannerSnapshot {
  title: string;
  buttonTitle: string;
  link: string;
  linkTarget: 'newWindow' | 'sameWindow';
  ctaType: 'AD' | 'QUESTION';
  active: boolean;
  imageId: number | null;
  imageUrl: string | null;
}

/** The fields of a version in the editor's order (the comparison's rows; the image by its address). */
export const BANNER_VERSION_FIELDS = ['title', 'buttonTitle', 'link', 'linkTarget', 'ctaType', 'active', 'imageUrl'] as const satisfies ReadonlyArray<
  keyof BannerSnapshot
>;

const bannerSnapshotOf = (row: NonNullable<Awaited<ReturnType<typeof readBanner>>>): BannerSnapshot => ({
  title: row.title,
  buttonTitle: row.buttonTitle,
  link: row.link,
  linkTarget: row.linkTarget,
  ctaType: row.ctaType,
  active: row.active,
  imageId: row.imageId,
  imageUrl: row.imageUrl,
});

const bannerFieldsOf = (snapshot: BannerSnapshot) => Object.fromEntries(BANNER_VERSION_FIELDS.map((field) => [field, snapshot[field]]));

/** Stores the banner's version as it is now (the first change keeps the state before it). */
async function recordBannerVersion(tx: Tx, actor: Actor, platformId: number, bannerId: number, before: BannerSnapshot | null): Promise<void> {
  const row = await readBanner(tx, platformId, bannerId);
  if (!row) return;
  await recordVersion(tx, { kind: 'banner', entityId: bannerId, authorId: actor.userId, snapshot: bannerSnapshotOf(row), fieldsOf: bannerFieldsOf, before });
}

async function snapshotBefore(tx: Tx, platformId: number, bannerId: number): Promise<BannerSnapshot | null> {
  const row = await readBanner(tx, platformId, bannerId);
  return row ? bannerSnapshotOf(row) : null;
}

/** The banner's versions, newest first (operators only; a banner of another platform is not found). */
export async function listBannerVersions(db: Database, actor: Actor, platformId: number, bannerId: number): Promise<VersionSummary[]> {
  requirePermission(actor, 'backoffice:manage');
  if (!(await readBanner(db, platformId, bannerId))) throw new NotFoundForActor(`banner ${bannerId}`);
  return listVersions(db, 'banner', bannerId);
}

/** One version of the platform's banner with its content (NotFoundForActor for an unknown banner or version). */
export async function getBannerVersion(
  db: Database,
  actor: Actor,
  platformId: number,
  bannerId: number,
  version: number,
): Promise<StoredVersion<BannerSnapshot>> {
  requirePermission(actor, 'backoffice:manage');
  if (!(await readBanner(db, platformId, bannerId))) throw new NotFoundForActor(`banner ${bannerId}`);
  const stored = await readVersion<BannerSnapshot>(db, 'banner', bannerId, version);
  if (!stored) throw new NotFoundForActor(`banner ${bannerId} version ${version}`);
  return stored;
}

/**
 * Makes an earlier version the banner again, at once, by an ordinary save (`updateBanner`: the page
 * cache follows). The image comes back when it is the current one or none; an image the banner no
 * longer has may be gone (the upload clean-up), so the current one stays then.
 */
export async function restoreBannerVersion(db: Database, actor: Actor, platformId: number, bannerId: number, version: number): Promise<BannerResult> {
  const { snapshot: old } = await getBannerVersion(db, actor, platformId, bannerId, version);
  const form: BannerForm = {
    title: old.title,
    buttonTitle: old.buttonTitle,
    link: old.link,
    linkTarget: old.linkTarget,
    ctaType: old.ctaType,
    active: old.active,
    removeImage: old.imageId === null,
    ...(await keptSchedule(db, 'banners', bannerId, platformId)),
  };
  return updateBanner(db, actor, platformId, bannerId, form, old.imageId === null ? { kind: 'remove' } : { kind: 'keep' }, { restoredFrom: version });
}

const fieldsOf = (form: BannerForm) => ({
  title: form.title,
  buttonTitle: form.buttonTitle,
  link: form.link,
  linkTarget: form.linkTarget,
  ctaType: form.ctaType,
  active: form.active,
});

export type BannerResult<T = object> = ({ ok: true } & T) | { ok: false; error: 'invalid-image' } | { ok: false; error: 'schedule-past'; field: ScheduleField };

/** The banners' and pop-ups' flips at their times (docs/decisions/121): the worker's job runs them. */
export const SCHEDULED_BANNERS: ScheduledTable = { table: 'banners', entity: 'banner', action: 'banner-switched' };
export const SCHEDULED_POPUPS: ScheduledTable = { table: 'popups', entity: 'popup', action: 'popup-switched' };

/** The form's times as instants of the platform's zone, refused when gone (docs/decisions/121). */
async function scheduleOf(tx: Tx, platformId: number, form: { publishAt: string | null; unpublishAt: string | null }) {
  return scheduleAt(form, await platformTimeZone(tx, platformId));
}

/** A new banner on the platform. */
export async function createBanner(
  db: Database,
  actor: Actor,
  platformId: number,
  form: BannerForm,
  image: BannerImageChange,
): Promise<BannerResult<{ id: number }>> {
  requirePermission(actor, 'backoffice:manage');
  return db.transaction(async (tx) => {
    const schedule = await scheduleOf(tx, platformId, form);
    if (!schedule.ok) return schedule;
    const imageId = await imageAfterChange(tx, null, image, actor);
    if (imageId === 'invalid-image') return { ok: false, error: 'invalid-image' } as const;
    const [row] = await tx
      .insert(banners)
      .values({ ...fieldsOf(form), ...schedule.schedule, imageId, platformId })
      .returning({ id: banners.id });
    await recordBannerVersion(tx, actor, platformId, row!.id, null);
    await recordAudit(tx, { action: 'banner-created', actorUserId: actor.userId, detail: { entity: 'banner', id: row!.id, platformId } });
    return { ok: true, id: row!.id } as const;
  });
}

/** The platform's banner locked for a change, or not found. */
async function lockedBanner(tx: Tx, platformId: number, bannerId: number) {
  const [row] = await tx
    .select({ id: banners.id, title: banners.title, imageId: banners.imageId })
    .from(banners)
    .where(and(eq(banners.id, bannerId), eq(banners.platformId, platformId)))
    .for('update');
  if (!row) throw new NotFoundForActor(`banner ${bannerId}`);
  return row;
}

/** Saves the editor's fields (and image change) of a banner. */
export async function updateBanner(
  db: Database,
  actor: Actor,
  platformId: number,
  bannerId: number,
  form: BannerForm,
  image: BannerImageChange,
  /** A restore of an earlier version (restoreBannerVersion) says which; the audit line names it. */
  options: { restoredFrom?: number } = {},
): Promise<BannerResult> {
  requirePermission(actor, 'backoffice:manage');
  return db.transaction(async (tx) => {
    const row = await lockedBanner(tx, platformId, bannerId);
    const schedule = await scheduleOf(tx, platformId, form);
    if (!schedule.ok) return schedule;
    const imageId = await imageAfterChange(tx, row.imageId, image, actor);
    if (imageId === 'invalid-image') return { ok: false, error: 'invalid-image' } as const;
    const before = await snapshotBefore(tx, platformId, bannerId);
    await tx
      .update(banners)
      .set({ ...fieldsOf(form), ...schedule.schedule, imageId })
      .where(eq(banners.id, bannerId));
    await recordBannerVersion(tx, actor, platformId, bannerId, before);
    const restored = options.restoredFrom ? { restoredFrom: options.restoredFrom } : {};
    await recordAudit(tx, { action: 'banner-saved', actorUserId: actor.userId, detail: { entity: 'banner', id: bannerId, platformId, ...restored } });
    return { ok: true } as const;
  });
}

/** Switches a banner on (the site may show it) or off; answers its title. */
export async function setBannerActive(db: Database, actor: Actor, platformId: number, bannerId: number, active: boolean): Promise<{ title: string }> {
  requirePermission(actor, 'backoffice:manage');
  return db.transaction(async (tx) => {
    const row = await lockedBanner(tx, platformId, bannerId);
    const before = await snapshotBefore(tx, platformId, bannerId);
    await tx.update(banners).set({ active }).where(eq(banners.id, bannerId));
    // Switching on or off changes what the site shows: a version like any save.
    await recordBannerVersion(tx, actor, platformId, bannerId, before);
    await recordAudit(tx, { action: 'banner-switched', actorUserId: actor.userId, detail: { entity: 'banner', id: bannerId, platformId, active } });
    return { title: row.title };
  });
}

/** Deletes a banner (its image stays a media row; the upload clean-up removes what nothing uses); answers its title. */
export async function deleteBanner(db: Database, actor: Actor, platformId: number, bannerId: number): Promise<{ title: string }> {
  requirePermission(actor, 'backoffice:manage');
  return db.transaction(async (tx) => {
    const row = await lockedBanner(tx, platformId, bannerId);
    await tx.delete(banners).where(eq(banners.id, bannerId));
    await removeVersions(tx, 'banner', bannerId);
    await recordAudit(tx, { action: 'banner-deleted', actorUserId: actor.userId, detail: { entity: 'banner', id: bannerId, platformId, title: row.title } });
    return { title: row.title };
  });
}

const popupColumns = {
  id: popups.id,
  title: popups.title,
  buttonTitle: popups.buttonTitle,
  ctaType: popups.ctaType,
  description: popups.description,
  active: popups.active,
  publishAt: popups.publishAt,
  unpublishAt: popups.unpublishAt,
  imageUrl: media.url,
  updatedAt: popups.updatedAt,
};

/** The platform's pop-ups (a handful per platform), by title. */
export async function listPopups(db: Database, actor: Actor, platformId: number): Promise<PopupRow[]> {
  requirePermission(actor, 'backoffice:manage');
  return db
    .select(popupColumns)
    .from(popups)
    .leftJoin(media, eq(media.id, popups.mediaId))
    .where(eq(popups.platformId, platformId))
    .orderBy(asc(sql`lower(${popups.title})`), asc(popups.id))
    .limit(LIST_PAGE_SIZE);
}

/** One pop-up of the platform for the editor. */
export async function getPopup(db: Database, actor: Actor, platformId: number, popupId: number): Promise<PopupRow> {
  requirePermission(actor, 'backoffice:manage');
  const [row] = await db
    .select(popupColumns)
    .from(popups)
    .leftJoin(media, eq(media.id, popups.mediaId))
    .where(and(eq(popups.id, popupId), eq(popups.platformId, platformId)));
  if (!row) throw new NotFoundForActor(`popup ${popupId}`);
  return row;
}

const popupFieldsOf = (form: PopupForm) => ({
  title: form.title,
  buttonTitle: form.buttonTitle,
  ctaType: form.ctaType,
  description: form.description,
  active: form.active,
});

/** A new pop-up on the platform. */
export async function createPopup(
  db: Database,
  actor: Actor,
  platformId: number,
  form: PopupForm,
  image: BannerImageChange,
): Promise<BannerResult<{ id: number }>> {
  requirePermission(actor, 'backoffice:manage');
  return db.transaction(async (tx) => {
    const schedule = await scheduleOf(tx, platformId, form);
    if (!schedule.ok) return schedule;
    const mediaId = await imageAfterChange(tx, null, image, actor);
    if (mediaId === 'invalid-image') return { ok: false, error: 'invalid-image' } as const;
    const [row] = await tx
      .insert(popups)
      .values({ ...popupFieldsOf(form), ...schedule.schedule, mediaId, platformId })
      .returning({ id: popups.id });
    await recordAudit(tx, { action: 'popup-created', actorUserId: actor.userId, detail: { entity: 'popup', id: row!.id, platformId } });
    return { ok: true, id: row!.id } as const;
  });
}

async function lockedPopup(tx: Tx, platformId: number, popupId: number) {
  const [row] = await tx
    .select({ id: popups.id, title: popups.title, mediaId: popups.mediaId })
    .from(popups)
    .where(and(eq(popups.id, popupId), eq(popups.platformId, platformId)))
    .for('update');
  if (!row) throw new NotFoundForActor(`popup ${popupId}`);
  return row;
}

/** Saves a pop-up's fields (and image change). */
export async function updatePopup(
  db: Database,
  actor: Actor,
  platformId: number,
  popupId: number,
  form: PopupForm,
  image: BannerImageChange,
): Promise<BannerResult> {
  requirePermission(actor, 'backoffice:manage');
  return db.transaction(async (tx) => {
    const row = await lockedPopup(tx, platformId, popupId);
    const schedule = await scheduleOf(tx, platformId, form);
    if (!schedule.ok) return schedule;
    const mediaId = await imageAfterChange(tx, row.mediaId, image, actor);
    if (mediaId === 'invalid-image') return { ok: false, error: 'invalid-image' } as const;
    await tx
      .update(popups)
      .set({ ...popupFieldsOf(form), ...schedule.schedule, mediaId })
      .where(eq(popups.id, popupId));
    await recordAudit(tx, { action: 'popup-saved', actorUserId: actor.userId, detail: { entity: 'popup', id: popupId, platformId } });
    return { ok: true } as const;
  });
}

/** Deletes a pop-up; answers its title. */
export async function deletePopup(db: Database, actor: Actor, platformId: number, popupId: number): Promise<{ title: string }> {
  requirePermission(actor, 'backoffice:manage');
  return db.transaction(async (tx) => {
    const row = await lockedPopup(tx, platformId, popupId);
    await tx.delete(popups).where(eq(popups.id, popupId));
    await recordAudit(tx, { action: 'popup-deleted', actorUserId: actor.userId, detail: { entity: 'popup', id: popupId, platformId, title: row.title } });
    return { title: row.title };
  });
}

/**
 * The platform's banners and pop-ups the site shows now or at `at` (docs/decisions/121: the operators' view
 * ahead). Pop-ups in the site's order: the first one shown then is the one the site shows.
 */
export async function bannersAsOf(db: Database, actor: Actor, platformId: number, at: Date): Promise<{ banners: AsOfItem[]; popups: AsOfItem[] }> {
  requirePermission(actor, 'backoffice:manage');
  const [bannerItems, popupItems] = await Promise.all([
    itemsAsOf(db, SCHEDULED_BANNERS, platformId, at),
    itemsAsOf(db, SCHEDULED_POPUPS, platformId, at, { latestFirst: true }),
  ]);
  return { banners: bannerItems, popups: popupItems };
}
