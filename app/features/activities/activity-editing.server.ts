import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.server.ts';
import {
  activities,
  activityCities,
  activityFilters,
  activityMedia,
  activityProvinces,
  activityRegions,
  cities,
  filterGroups,
  filters,
  media,
  organisations,
  platforms,
  provinces,
  regions,
  reviewComments,
} from '../../../db/schema/index.ts';
import { activitySlug } from '../../config/slug.ts';
import type { Actor } from '../../portal/actor.ts';
import { recordAudit } from '../../portal/audit.server.ts';
import { notifyReviewWaiting } from '../../mail/notifications.server.ts';
import { claimableUploads, deleteUnreferencedMedia } from '../../portal/media-ownership.server.ts';
import { mayActFor, NotFoundForActor, organisationScope } from '../../portal/permissions.server.ts';
import { columnContentOf, columnsOf, copyLinks, insertEditCopyRow } from './activity-columns.server.ts';
import type { ActivityContent } from './activity-editing.schemas.ts';
import { applyOperatorFields, type OperatorFieldFailure, type OperatorFieldValues } from './operator-fields.server.ts';
import { closeOpenRequest } from './review-notes.server.ts';
import { type EditableActivity, type EditorMedia, editingStateOf } from './activity-editing.types.ts';
import { readVersion } from '../../portal/versions.server.ts';
import type { ActivitySnapshot } from './activity-versions.server.ts';

export type { EditableActivity, EditingState, EditorMedia, EditorPlace } from './activity-editing.types.ts';

/**
 * A provider's commands on their activities (decision 104), and the reads their editor needs. The review
 * workflow (docs/decisions/104):
 * - a new activity is a draft (EDITING, not submitted) until the provider submits it;
 * - editing an approved activity writes its edit copy (`isEditCopy`, the original's `child`): the public
 *   page keeps the approved version until an operator approves the copy (activity-review.server.ts);
 * - every save names the version it started from; an older one is refused as a conflict;
 * - the provider's on/off switch (`status`) acts at once, without review.
 * Every function takes the acting user; an activity of an organisation they may not act for is "not
 * found", exactly like a missing one.
 */

export type EditingFailure = { ok: false; error: 'conflict' } | { ok: false; error: 'invalid-reference'; field: string } | OperatorFieldFailure;
export type EditingResult<T extends object = object> = ({ ok: true } & T) | EditingFailure;

interface OriginalRow {
  id: number;
  organisationId: number | null;
  platformId: number;
  approved: boolean;
  childId: number | null;
  isEditCopy: boolean;
  version: number;
}

/** The original activity the actor may edit, or NotFoundForActor (missing, an edit copy's id, or not theirs). */
async function loadOriginal(db: Pick<Database, 'select'>, actor: Actor, id: number, lock = false): Promise<OriginalRow & { organisationId: number }> {
  const query = db
    .select({
      id: activities.id,
      organisationId: activities.organisationId,
      platformId: activities.platformId,
      approved: activities.approved,
      childId: activities.childId,
      isEditCopy: activities.isEditCopy,
      version: activities.version,
    })
    .from(activities)
    .where(eq(activities.id, id))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row || row.isEditCopy || !mayActFor(actor, row.organisationId)) throw new NotFoundForActor('activity');
  return row as OriginalRow & { organisationId: number };
}

/** The row that holds what the provider is working on: the edit copy of an approved activity, else the original. */
const workingIdOf = (original: OriginalRow) => (original.approved && original.childId ? original.childId : original.id);

/** Everything the editor shows of one activity, in the version the provider is working on. */
export async function getActivityForEditing(db: Database, actor: Actor, id: number): Promise<EditableActivity> {
  const original = await loadOriginal(db, actor, id);
  const workingId = workingIdOf(original);
  const [live] = await db
    .select({
      slug: activities.slug,
      title: activities.title,
      status: activities.status,
      approved: activities.approved,
      approvalStatus: activities.approvalStatus,
      submittedAt: activities.submittedAt,
      organisationName: organisations.name,
      platformName: platforms.name,
      platformDomain: platforms.domain,
      platformHostFragments: platforms.hostFragments,
      platformCountryCode: platforms.countryCode,
    })
    .from(activities)
    .innerJoin(organisations, eq(organisations.id, activities.organisationId))
    .innerJoin(platforms, eq(platforms.id, activities.platformId))
    .where(eq(activities.id, original.id));
  const [working] = await db.select().from(activities).where(eq(activities.id, workingId));
  if (!live || !working) throw new NotFoundForActor('activity');
  const copy = workingId !== original.id ? working : null;
  const [comment] = await db.select({ text: reviewComments.text }).from(reviewComments).where(eq(reviewComments.activityId, workingId));
  const state = editingStateOf(live, copy);

  const { content, media: editorMedia, places } = await readContent(db, working);
  return {
    id: original.id,
    organisationId: original.organisationId,
    organisationName: live.organisationName,
    platformId: original.platformId,
    platformName: live.platformName,
    platformDomain: live.platformDomain,
    platformHostFragments: live.platformHostFragments,
    platformCountryCode: live.platformCountryCode,
    slug: live.slug,
    liveTitle: live.title,
    online: live.status,
    state,
    reviewComment: state === 'rejected' || state === 'rejected-edit' ? (comment?.text ?? null) : null,
    version: working.version,
    updatedAt: working.updatedAt,
    content,
    media: editorMedia,
    places,
  };
}

/** The editor's content of one activity row (an original or an edit copy), with media and place names. */
export async function readContent(
  db: Pick<Database, 'select'>,
  row: typeof activities.$inferSelect,
): Promise<{ content: ActivityContent; media: EditorMedia[]; places: EditableActivity['places'] }> {
  const [filterRows, cityRows, provinceRows, regionRows, mediaRows] = await Promise.all([
    db.select({ id: activityFilters.filterId }).from(activityFilters).where(eq(activityFilters.activityId, row.id)),
    db
      .select({ id: cities.id, name: cities.name })
      .from(activityCities)
      .innerJoin(cities, eq(cities.id, activityCities.cityId))
      .where(eq(activityCities.activityId, row.id))
      .orderBy(asc(cities.name)),
    db
      .select({ id: provinces.id, name: provinces.name })
      .from(activityProvinces)
      .innerJoin(provinces, eq(provinces.id, activityProvinces.provinceId))
      .where(eq(activityProvinces.activityId, row.id))
      .orderBy(asc(provinces.name)),
    db
      .select({ id: regions.id, name: regions.name })
      .from(activityRegions)
      .innerJoin(regions, eq(regions.id, activityRegions.regionId))
      .where(eq(activityRegions.activityId, row.id))
      .orderBy(asc(regions.name)),
    db
      .select({ id: media.id, type: media.type, url: media.url, alt: media.alt, index: media.index })
      .from(activityMedia)
      .innerJoin(media, eq(media.id, activityMedia.mediaId))
      .where(eq(activityMedia.activityId, row.id))
      .orderBy(asc(media.index), asc(media.id)),
  ]);

  const editorMedia: EditorMedia[] = mediaRows.map((m) => ({ mediaId: m.type === 'IMAGE' ? m.id : null, type: m.type, url: m.url, alt: m.alt ?? '' }));
  const content: ActivityContent = {
    ...columnContentOf(row),
    filterIds: filterRows.map((r) => r.id),
    cityIds: cityRows.map((r) => r.id),
    provinceIds: provinceRows.map((r) => r.id),
    regionIds: regionRows.map((r) => r.id),
    media: editorMedia.map((m) => (m.type === 'IMAGE' ? { type: 'IMAGE', mediaId: m.mediaId!, alt: m.alt } : { type: 'VIDEO', url: m.url, alt: m.alt })),
  };
  return { content, media: editorMedia, places: { cities: cityRows, provinces: provinceRows, regions: regionRows } };
}

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The first id of `wanted` that `found` lacks (a reference to something missing or foreign). */
const firstMissing = (wanted: number[], found: number[]) => wanted.find((id) => !found.includes(id));

/**
 * Checks the ids the content refers to: filters of the activity's platform, existing places, images of
 * this activity or the actor's own uploads that nothing uses yet (app/portal/media-ownership.server.ts).
 * Returns the field of the first bad reference.
 */
async function badReference(tx: Tx, actor: Actor, content: ActivityContent, platformId: number, ownMediaIds: number[]): Promise<string | null> {
  const unique = (values: number[]) => [...new Set(values)];
  const checks: Array<[string, number[], () => Promise<Array<{ id: number }>>]> = [
    [
      'filterIds',
      unique(content.filterIds),
      () =>
        tx
          .select({ id: filters.id })
          .from(filters)
          .innerJoin(filterGroups, eq(filterGroups.id, filters.filterGroupId))
          .where(and(inArray(filters.id, unique(content.filterIds)), eq(filterGroups.platformId, platformId))),
    ],
    [
      'cityIds',
      unique(content.cityIds),
      () =>
        tx
          .select({ id: cities.id })
          .from(cities)
          .where(inArray(cities.id, unique(content.cityIds))),
    ],
    [
      'provinceIds',
      unique(content.provinceIds),
      () =>
        tx
          .select({ id: provinces.id })
          .from(provinces)
          .where(inArray(provinces.id, unique(content.provinceIds))),
    ],
    [
      'regionIds',
      unique(content.regionIds),
      () =>
        tx
          .select({ id: regions.id })
          .from(regions)
          .where(inArray(regions.id, unique(content.regionIds))),
    ],
  ];
  for (const [field, wanted, find] of checks) {
    if (wanted.length === 0) continue;
    if (
      firstMissing(
        wanted,
        (await find()).map((r) => r.id),
      ) !== undefined
    )
      return field;
  }
  const imageIds = unique(content.media.flatMap((m) => (m.type === 'IMAGE' ? [m.mediaId] : [])));
  const foreign = imageIds.filter((id) => !ownMediaIds.includes(id));
  // Beyond the row's own images only the actor's fresh uploads: never another owner's image.
  if (firstMissing(foreign, await claimableUploads(tx, foreign, actor)) !== undefined) return 'media';
  return null;
}

/** Replaces the working row's filters, places and media with the content's. */
async function writeLinks(tx: Tx, rowId: number, content: ActivityContent) {
  const unique = (values: number[]) => [...new Set(values)];
  await tx.delete(activityFilters).where(eq(activityFilters.activityId, rowId));
  await tx.delete(activityCities).where(eq(activityCities.activityId, rowId));
  await tx.delete(activityProvinces).where(eq(activityProvinces.activityId, rowId));
  await tx.delete(activityRegions).where(eq(activityRegions.activityId, rowId));
  const filterIds = unique(content.filterIds);
  const cityIds = unique(content.cityIds);
  const provinceIds = unique(content.provinceIds);
  const regionIds = unique(content.regionIds);
  if (filterIds.length) await tx.insert(activityFilters).values(filterIds.map((filterId) => ({ activityId: rowId, filterId })));
  if (cityIds.length) await tx.insert(activityCities).values(cityIds.map((cityId) => ({ activityId: rowId, cityId })));
  if (provinceIds.length) await tx.insert(activityProvinces).values(provinceIds.map((provinceId) => ({ activityId: rowId, provinceId })));
  if (regionIds.length) await tx.insert(activityRegions).values(regionIds.map((regionId) => ({ activityId: rowId, regionId })));

  // Media: the row's own images are updated in place (order, alt text), new uploads linked, videos
  // written anew; what the content no longer names is unlinked and, when nothing else uses it, removed.
  const before = await tx.select({ id: activityMedia.mediaId }).from(activityMedia).where(eq(activityMedia.activityId, rowId));
  const kept: number[] = [];
  for (const [index, item] of content.media.entries()) {
    if (item.type === 'IMAGE') {
      await tx.update(media).set({ alt: item.alt, index }).where(eq(media.id, item.mediaId));
      kept.push(item.mediaId);
    } else {
      const [video] = await tx
        .insert(media)
        .values({ type: 'VIDEO', url: item.url, alt: item.alt || null, index })
        .returning({ id: media.id });
      kept.push(video!.id);
    }
  }
  const dropped = before.map((r) => r.id).filter((id) => !kept.includes(id));
  await tx.delete(activityMedia).where(eq(activityMedia.activityId, rowId));
  if (kept.length) await tx.insert(activityMedia).values([...new Set(kept)].map((mediaId) => ({ activityId: rowId, mediaId })));
  await deleteUnreferencedMedia(tx, dropped);
}

/** The media ids linked to these rows. */
async function mediaIdsOf(tx: Tx, rowIds: number[]): Promise<number[]> {
  const rows = await tx.select({ id: activityMedia.mediaId }).from(activityMedia).where(inArray(activityMedia.activityId, rowIds));
  return rows.map((r) => r.id);
}

/** A new activity of one of the actor's organisations: a draft on that organisation's platform. */
export async function createActivity(db: Database, actor: Actor, organisationId: number, content: ActivityContent): Promise<EditingResult<{ id: number }>> {
  const scope = organisationScope(actor);
  if (scope !== 'any' && !scope.includes(organisationId)) throw new NotFoundForActor('organisation');
  const [organisation] = await db
    .select({ id: organisations.id, name: organisations.name, platformId: organisations.platformId })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  if (!organisation) throw new NotFoundForActor('organisation');
  return db.transaction(async (tx) => {
    const bad = await badReference(tx, actor, content, organisation.platformId, []);
    if (bad) return { ok: false as const, error: 'invalid-reference' as const, field: bad };
    const [row] = await tx
      .insert(activities)
      .values({
        ...columnsOf(content, actor),
        // A unique placeholder until the id is known: the slug is the title plus the id.
        slug: `concept-${crypto.randomUUID()}`,
        companyName: organisation.name,
        organisationId,
        platformId: organisation.platformId,
        approved: false,
        approvalStatus: 'EDITING',
        status: true,
      })
      .returning({ id: activities.id });
    const id = row!.id;
    await tx
      .update(activities)
      .set({ slug: activitySlug(content.title, id) })
      .where(eq(activities.id, id));
    await writeLinks(tx, id, content);
    await recordAudit(tx, { action: 'activity-created', actorUserId: actor.userId, detail: { entity: 'activity', id, organisationId } });
    return { ok: true as const, id };
  });
}

/**
 * Saves the provider's content. A draft or a rejected activity is changed in place; an approved one
 * gets (or keeps) its edit copy, so the public page is untouched until an operator approves. `version`
 * is the working row's version the editor loaded: if the row has moved on since, nothing is written.
 */
export async function saveActivity(
  db: Database,
  actor: Actor,
  id: number,
  version: number,
  /** ActivityContentSchema's output: the action's form parse read it (docs/decisions/111). */
  saved: ActivityContent,
  /** What the form sent for the fields only operators decide (docs/decisions/118): checked, never dropped. */
  operatorValues: OperatorFieldValues = {},
): Promise<EditingResult<{ version: number }>> {
  let content = saved;
  return db
    .transaction(async (tx) => {
      const original = await loadOriginal(tx, actor, id, true);
      let workingId = workingIdOf(original);
      let nextVersion: number;
      if (original.approved && !original.childId) {
        // First change to an approved activity: the edit copy starts as a copy of the live version.
        if (original.version !== version) return { ok: false as const, error: 'conflict' as const };
        const copy = await createEditCopy(tx, original.id);
        workingId = copy.copyId;
        content = {
          ...content,
          media: content.media.map((item) => (item.type === 'IMAGE' ? { ...item, mediaId: copy.mediaMap.get(item.mediaId) ?? item.mediaId } : item)),
        };
        nextVersion = original.version + 1;
      } else {
        const [row] = await tx.select({ version: activities.version }).from(activities).where(eq(activities.id, workingId)).for('update');
        if (!row || row.version !== version) return { ok: false as const, error: 'conflict' as const };
        nextVersion = row.version + 1;
      }
      const bad = await badReference(tx, actor, content, original.platformId, await mediaIdsOf(tx, [workingId]));
      if (bad) return { ok: false as const, error: 'invalid-reference' as const, field: bad };
      const refused = await applyOperatorFields(tx, actor, original, operatorValues);
      // Nothing of the save is kept when a field is refused (an edit copy made above is rolled back too).
      if (refused) throw new Refused(refused);
      const columns = columnsOf(content, actor);
      // A draft's slug follows its title (it was never public); an edit copy keeps the live slug until approval.
      const slug = workingId === original.id && !original.approved ? { slug: activitySlug(content.title, original.id) } : {};
      await tx
        .update(activities)
        .set({ ...columns, ...slug, version: nextVersion })
        .where(eq(activities.id, workingId));
      await writeLinks(tx, workingId, content);
      await recordAudit(tx, {
        action: 'activity-saved',
        actorUserId: actor.userId,
        detail: { entity: 'activity', id: original.id, version: nextVersion, editCopy: workingId !== original.id },
      });
      return { ok: true as const, version: nextVersion };
    })
    .catch((error: unknown) => {
      if (error instanceof Refused) return error.failure;
      throw error;
    });
}

/** Carries a refusal out of a transaction, so that it rolls back. */
class Refused extends Error {
  readonly failure: OperatorFieldFailure;
  constructor(failure: OperatorFieldFailure) {
    super(failure.error);
    this.failure = failure;
  }
}

/**
 * The edit copy of an approved activity: its columns, links and media (new media rows, so the copy's
 * alt texts and order can change without touching the live page). Returns the copy's id and which new
 * media row stands for which live one (the editor still names the live ones).
 */
async function createEditCopy(tx: Tx, originalId: number): Promise<{ copyId: number; mediaMap: Map<number, number> }> {
  const copyId = await insertEditCopyRow(tx, originalId);
  await copyLinks(tx, originalId, copyId);
  const liveMedia = await tx
    .select({
      id: media.id,
      title: media.title,
      alt: media.alt,
      url: media.url,
      type: media.type,
      index: media.index,
      width: media.width,
      height: media.height,
    })
    .from(media)
    .innerJoin(activityMedia, eq(activityMedia.mediaId, media.id))
    .where(eq(activityMedia.activityId, originalId))
    .orderBy(asc(media.index), asc(media.id));
  const mediaMap = new Map<number, number>();
  for (const { id: liveId, ...row } of liveMedia) {
    const [clone] = await tx.insert(media).values(row).returning({ id: media.id });
    mediaMap.set(liveId, clone!.id);
  }
  if (mediaMap.size) await tx.insert(activityMedia).values([...mediaMap.values()].map((mediaId) => ({ activityId: copyId, mediaId })));
  await tx.update(activities).set({ childId: copyId }).where(eq(activities.id, originalId));
  return { copyId, mediaMap };
}

export type RestoreResult = { ok: true } | { ok: false; error: 'edit-pending' | 'not-live' };

/**
 * Makes an approved version the activity's proposed change (docs/decisions/119): a new edit copy holds
 * the version's content and is sent for review at once, so the live page stays as it is until an
 * operator approves it. Refused while the activity already has an edit copy (the provider's own change
 * would be overwritten: they send or throw it away first) and for an activity that is not live.
 * The version's images: a live image of the same address is the copy's clone of it; an image the
 * activity no longer has gets a media row again for its address (it was this activity's own image).
 * A filter or place removed since is left out; the operator sees the result in the review.
 */
export async function restoreActivityVersion(db: Database, actor: Actor, id: number, version: number): Promise<RestoreResult> {
  return db.transaction(async (tx) => {
    const original = await loadOriginal(tx, actor, id, true);
    const stored = await readVersion<ActivitySnapshot>(tx, 'activity', original.id, version);
    if (!stored) throw new NotFoundForActor('activity version');
    if (!original.approved) return { ok: false as const, error: 'not-live' as const };
    if (original.childId) return { ok: false as const, error: 'edit-pending' as const };
    const liveMedia = await tx
      .select({ id: media.id, url: media.url })
      .from(media)
      .innerJoin(activityMedia, eq(activityMedia.mediaId, media.id))
      .where(eq(activityMedia.activityId, original.id));
    const copy = await createEditCopy(tx, original.id);
    const old = stored.snapshot;
    const mediaItems: ActivityContent['media'] = [];
    for (const item of old.media) {
      if (item.type === 'VIDEO') {
        mediaItems.push({ type: 'VIDEO', url: item.url, alt: item.alt });
        continue;
      }
      const live = liveMedia.find((m) => m.url === item.url);
      let mediaId = live ? copy.mediaMap.get(live.id) : undefined;
      if (mediaId === undefined) {
        const [row] = await tx.insert(media).values({ type: 'IMAGE', url: item.url, alt: item.alt }).returning({ id: media.id });
        mediaId = row!.id;
      }
      mediaItems.push({ type: 'IMAGE', mediaId, alt: item.alt });
    }
    const existing = async (ids: number[], find: (ids: number[]) => Promise<Array<{ id: number }>>) =>
      ids.length === 0 ? [] : (await find(ids)).map((row) => row.id).filter((rowId) => ids.includes(rowId));
    const content: ActivityContent = {
      ...old.content,
      filterIds: await existing(old.content.filterIds, (ids) =>
        tx
          .select({ id: filters.id })
          .from(filters)
          .innerJoin(filterGroups, eq(filterGroups.id, filters.filterGroupId))
          .where(and(inArray(filters.id, ids), eq(filterGroups.platformId, original.platformId))),
      ),
      cityIds: await existing(old.content.cityIds, (ids) => tx.select({ id: cities.id }).from(cities).where(inArray(cities.id, ids))),
      provinceIds: await existing(old.content.provinceIds, (ids) => tx.select({ id: provinces.id }).from(provinces).where(inArray(provinces.id, ids))),
      regionIds: await existing(old.content.regionIds, (ids) => tx.select({ id: regions.id }).from(regions).where(inArray(regions.id, ids))),
      media: mediaItems,
    };
    const [working] = await tx
      .update(activities)
      .set({ ...columnsOf(content, actor), approvalStatus: 'EDITING', submittedAt: new Date() })
      .where(eq(activities.id, copy.copyId))
      .returning({ title: activities.title });
    await writeLinks(tx, copy.copyId, content);
    await recordAudit(tx, { action: 'activity-version-restored', actorUserId: actor.userId, detail: { entity: 'activity', id: original.id, version } });
    await notifyReviewWaiting(tx, { platformId: original.platformId, organisationId: original.organisationId, title: working?.title ?? '' });
    return { ok: true as const };
  });
}

/** Sends the working version for review (a rejected one goes back into the queue). */
export async function submitActivity(db: Database, actor: Actor, id: number): Promise<EditingResult> {
  return db.transaction(async (tx) => {
    const original = await loadOriginal(tx, actor, id, true);
    if (original.approved && !original.childId) return { ok: true as const };
    const [working] = await tx
      .update(activities)
      .set({ approvalStatus: 'EDITING', submittedAt: new Date(), lastEditedById: actor.userId })
      .where(eq(activities.id, workingIdOf(original)))
      .returning({ title: activities.title });
    // Sent again: the open request for changes is answered by this version (docs/decisions/118).
    await closeOpenRequest(tx, original.id);
    await recordAudit(tx, { action: 'activity-submitted', actorUserId: actor.userId, detail: { entity: 'activity', id: original.id } });
    // The operators learn that something waits, as each of them chose (docs/decisions/116).
    await notifyReviewWaiting(tx, { platformId: original.platformId, organisationId: original.organisationId, title: working?.title ?? '' });
    return { ok: true as const };
  });
}

/** The provider's on/off switch: at once, without review (an activity switched off leaves the site now). */
export async function setActivityOnline(db: Database, actor: Actor, id: number, online: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const original = await loadOriginal(tx, actor, id, true);
    await tx.update(activities).set({ status: online, lastEditedById: actor.userId }).where(eq(activities.id, original.id));
    await recordAudit(tx, {
      action: online ? 'activity-switched-on' : 'activity-switched-off',
      actorUserId: actor.userId,
      detail: { entity: 'activity', id: original.id },
    });
  });
}

/** Throws away the unapproved edit copy of an approved activity (the live version stays as it is). */
export async function discardEditCopy(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const original = await loadOriginal(tx, actor, id, true);
    if (!original.approved || !original.childId) return;
    const copyMedia = await mediaIdsOf(tx, [original.childId]);
    await tx
      .update(activities)
      .set({ childId: null, version: sql`${activities.version} + 1` })
      .where(eq(activities.id, original.id));
    await tx.delete(activities).where(eq(activities.id, original.childId));
    await deleteUnreferencedMedia(tx, copyMedia);
    await recordAudit(tx, { action: 'activity-edit-discarded', actorUserId: actor.userId, detail: { entity: 'activity', id: original.id } });
  });
}

export interface EditorFilterGroup {
  id: number;
  name: string;
  filters: Array<{ id: number; name: string }>;
}

/** The platform's filter groups and filters, as the editor offers them (the filter panel's order). */
export async function listEditorFilters(db: Database, platformId: number): Promise<EditorFilterGroup[]> {
  const rows = await db
    .select({ groupId: filterGroups.id, groupName: filterGroups.name, id: filters.id, name: filters.name })
    .from(filters)
    .innerJoin(filterGroups, eq(filterGroups.id, filters.filterGroupId))
    .where(eq(filterGroups.platformId, platformId))
    .orderBy(asc(filterGroups.order), asc(filterGroups.name), asc(filters.name), asc(filters.id));
  const groups = new Map<number, EditorFilterGroup>();
  for (const row of rows) {
    const group = groups.get(row.groupId) ?? { id: row.groupId, name: row.groupName, filters: [] };
    group.filters.push({ id: row.id, name: row.name });
    groups.set(row.groupId, group);
  }
  return [...groups.values()];
}

/** The organisation a new activity is for, if the actor may act for it (its platform decides the filters). */
export async function organisationForNewActivity(
  db: Database,
  actor: Actor,
  organisationId: number,
): Promise<{ id: number; name: string; platformId: number; platformCountryCode: string }> {
  if (!mayActFor(actor, organisationId)) throw new NotFoundForActor('organisation');
  const [organisation] = await db
    .select({ id: organisations.id, name: organisations.name, platformId: organisations.platformId, platformCountryCode: platforms.countryCode })
    .from(organisations)
    .innerJoin(platforms, eq(platforms.id, organisations.platformId))
    .where(eq(organisations.id, organisationId));
  if (!organisation) throw new NotFoundForActor('organisation');
  return organisation;
}
