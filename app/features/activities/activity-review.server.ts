import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.server.ts';
import { waitingForReview } from '../../portal/review-waiting.server.ts';
import { activities, activityMedia, organisations, platforms, redirects, reviewComments, reviewRequests, users } from '../../../db/schema/index.ts';
import { activitySlug } from '../../config/slug.ts';
import { PORTAL_PATHS } from '../../config/portal-links.ts';
// Every locale's texts (the mails are rendered on the server only).
import '../../i18n/catalogues.server.ts';
import { translate } from '../../i18n/i18n.ts';
import { notify } from '../../mail/notifications.server.ts';
import type { Locale } from '../../config/brand.ts';
import { type Actor, personLabel } from '../../portal/actor.ts';
import { recordAudit } from '../../portal/audit.server.ts';
import { searchPattern } from '../../portal/list-query.ts';
import { deleteUnreferencedMedia } from '../../portal/media-ownership.server.ts';
import { NotFoundForActor, requirePermission } from '../../portal/permissions.server.ts';
import { applyEditCopyColumns, moveLinks } from './activity-columns.server.ts';
import { type EditorMedia, type EditableActivity, readContent, type Tx } from './activity-editing.server.ts';
import type { ActivityContent } from './activity-editing.schemas.ts';
import { DEFAULT_REVIEW_QUERY, type FieldNoteInput, type ReviewKind, type ReviewQueueQuery } from './activity-review.schemas.ts';
import { badNote, type NoteFailure, writeChangeRequest } from './review-notes.server.ts';
import { recordActivityVersion } from './activity-versions.server.ts';

/**
 * The operators' side of the review workflow (docs/decisions/104): the queue of drafts and edit
 * copies sent for review, the difference of a copy and the live version, approval (an edit copy's content
 * is applied to the live activity; a new title gives a new slug and a redirect from the old one) and
 * rejection with a comment. Both decisions mail the provider through the outbox. ADMIN only.
 */

export const REVIEW_PAGE_SIZE = 25;

export interface ReviewQueueItem {
  /** The original activity's id: the review page's address. */
  id: number;
  kind: ReviewKind;
  title: string;
  liveTitle: string | null;
  organisationName: string | null;
  platformName: string;
  submittedAt: Date;
}

/** How many wait of one platform, kind and organisation: the queue in its smallest parts. */
export interface ReviewQueueGroup {
  platformId: number;
  isEditCopy: boolean;
  organisationId: number | null;
  n: number;
}

/** How many wait per value of a filter, over the whole queue: the filter's choices say it. */
export interface ReviewQueueCounts {
  /** Everything that waits, whatever the filters. */
  waiting: number;
  platforms: Array<{ id: number; name: string; count: number }>;
  kinds: Record<ReviewKind, number>;
}

/** How many activities wait for a decision (the operator's start page says so). */
export async function countReviewQueue(db: Database, actor: Actor): Promise<number> {
  requirePermission(actor, 'review:decide');
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(activities)
    .where(waitingForReview());
  return row?.n ?? 0;
}

/**
 * How many activities wait per platform (the portal's navigation shows it to operators on every page,
 * docs/decisions/116): one grouped count over the partial index of submitted rows, no join.
 */
export async function countReviewQueueByPlatform(db: Database, actor: Actor): Promise<Map<number, number>> {
  requirePermission(actor, 'review:decide');
  const rows = await db
    .select({ platformId: activities.platformId, n: sql<number>`count(*)::int` })
    .from(activities)
    .where(waitingForReview())
    .groupBy(activities.platformId);
  return new Map(rows.map((row) => [row.platformId, row.n]));
}

/** How many of the groups pass the query's platform, kind and organisation (a text search is not in them). */
function groupsTotal(groups: readonly ReviewQueueGroup[], q: ReviewQueueQuery): number {
  return groups
    .filter(
      (group) =>
        (!q.platformId || group.platformId === q.platformId) &&
        (!q.kind || group.isEditCopy === (q.kind === 'edit')) &&
        (!q.organisationId || group.organisationId === q.organisationId),
    )
    .reduce((n, group) => n + group.n, 0);
}

/**
 * Drafts and edit copies waiting for a decision, narrowed by platform, kind, organisation and a text in
 * the title or the organisation's name, in the order asked (the longest waiting first by default).
 * The page is read apart from its count (docs/decisions/113): a count over the window read every waiting
 * row before the first 25 were sent. Given the queue's groups (`countReviewQueueBy`, read for the filters'
 * choices anyway), a view without a text search takes its total from them instead of counting again.
 */
export async function listReviewQueue(
  db: Database,
  actor: Actor,
  query: Partial<ReviewQueueQuery> = {},
  groups?: readonly ReviewQueueGroup[],
): Promise<{ items: ReviewQueueItem[]; total: number }> {
  requirePermission(actor, 'review:decide');
  const q = { ...DEFAULT_REVIEW_QUERY, ...query };
  const pattern = searchPattern(q.search);
  const direction = q.direction === 'desc' ? desc : asc;
  // Ties (the same title, the same organisation) keep the order of waiting.
  const order = {
    submitted: [direction(activities.submittedAt), direction(activities.id)],
    title: [direction(sql`lower(${activities.title})`), asc(activities.submittedAt), asc(activities.id)],
    organisation: [direction(sql`lower(${organisations.name})`), asc(activities.submittedAt), asc(activities.id)],
  }[q.sort];
  const where = and(
    waitingForReview(),
    q.platformId ? eq(activities.platformId, q.platformId) : undefined,
    q.kind ? eq(activities.isEditCopy, q.kind === 'edit') : undefined,
    q.organisationId ? eq(activities.organisationId, q.organisationId) : undefined,
    pattern ? or(sql`${activities.title} ILIKE ${pattern}`, sql`${organisations.name} ILIKE ${pattern}`) : undefined,
  );
  const counted = async () => {
    if (groups && !pattern) return groupsTotal(groups, q);
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(activities)
      .leftJoin(organisations, eq(organisations.id, activities.organisationId))
      .where(where);
    return row?.n ?? 0;
  };
  const [rows, total] = await Promise.all([
    db
      .select({
        rowId: activities.id,
        isEditCopy: activities.isEditCopy,
        title: activities.title,
        submittedAt: activities.submittedAt,
        organisationName: organisations.name,
        platformName: platforms.name,
      })
      .from(activities)
      .leftJoin(organisations, eq(organisations.id, activities.organisationId))
      .innerJoin(platforms, eq(platforms.id, activities.platformId))
      .where(where)
      .orderBy(...order)
      .limit(REVIEW_PAGE_SIZE)
      .offset((Math.max(1, q.page) - 1) * REVIEW_PAGE_SIZE),
    counted(),
  ]);
  const copyIds = rows.filter((r) => r.isEditCopy).map((r) => r.rowId);
  const originals = copyIds.length
    ? await db.select({ id: activities.id, childId: activities.childId, title: activities.title }).from(activities).where(inArray(activities.childId, copyIds))
    : [];
  const items = rows.flatMap((row): ReviewQueueItem[] => {
    const original = row.isEditCopy ? originals.find((o) => o.childId === row.rowId) : null;
    if (row.isEditCopy && !original) return []; // a copy whose original is gone: nothing to decide
    return [
      {
        id: original?.id ?? row.rowId,
        kind: row.isEditCopy ? 'edit' : 'new',
        title: row.title,
        liveTitle: original?.title ?? null,
        organisationName: row.organisationName,
        platformName: row.platformName,
        submittedAt: row.submittedAt!,
      },
    ];
  });
  return { items, total };
}

/**
 * How many wait per platform and kind (the queue's filters show them beside each choice), and the groups per
 * platform, kind and organisation they are summed from (`listReviewQueue` takes its total from them). The
 * groups are counted in activities_waiting_idx alone (an index-only scan of the waiting rows' platform, kind
 * and organisation), docs/decisions/113. Organisations are not listed: thousands may wait, and the filter
 * finds them with the organisation lookup (`findOrganisationChoices` in the scope `waitingForReview`).
 */
export async function countReviewQueueBy(db: Database, actor: Actor): Promise<{ counts: ReviewQueueCounts; groups: ReviewQueueGroup[] }> {
  requirePermission(actor, 'review:decide');
  const [groups, platformRows] = await Promise.all([
    db
      .select({
        platformId: activities.platformId,
        isEditCopy: activities.isEditCopy,
        organisationId: activities.organisationId,
        n: sql<number>`count(*)::int`,
      })
      .from(activities)
      .where(waitingForReview())
      .groupBy(activities.platformId, activities.isEditCopy, activities.organisationId),
    db.select({ id: platforms.id, name: platforms.name }).from(platforms),
  ]);
  // Every platform is a choice, also one with nothing waiting (0).
  const platformCounts = new Map(platformRows.map((platform) => [platform.id, { ...platform, count: 0 }]));
  const kinds: Record<ReviewKind, number> = { new: 0, edit: 0 };
  let waiting = 0;
  for (const group of groups) {
    waiting += group.n;
    kinds[group.isEditCopy ? 'edit' : 'new'] += group.n;
    // Every waiting row's platform is in the list (a foreign key).
    const platform = platformCounts.get(group.platformId);
    if (platform) platform.count += group.n;
  }
  return { counts: { waiting, platforms: [...platformCounts.values()].sort((a, b) => a.id - b.id), kinds }, groups };
}

export interface ReviewItem {
  id: number;
  kind: 'new' | 'edit';
  pending: boolean;
  platformId: number;
  organisationName: string | null;
  platformName: string;
  platformDomain: string;
  platformHostFragments: string[];
  /** ISO 3166 code of the platform's country (the reach "in the own country" names it). */
  platformCountryCode: string;
  liveSlug: string;
  submittedAt: Date | null;
  /** Who sent the proposed version (its lastEditedBy, core.md 3), named for the operator; null if unknown. */
  submittedBy: string | null;
  proposed: { content: ActivityContent; media: EditorMedia[]; places: EditableActivity['places'] };
  /** The live version beside an edit copy (null for a new activity). */
  live: { content: ActivityContent; media: EditorMedia[]; places: EditableActivity['places'] } | null;
}

async function loadForReview(db: Pick<Database, 'select'>, id: number, lock: boolean) {
  const query = db.select().from(activities).where(eq(activities.id, id)).limit(1);
  const [original] = lock ? await query.for('update') : await query;
  if (!original || original.isEditCopy) throw new NotFoundForActor('activity');
  const workingId = original.approved && original.childId ? original.childId : original.id;
  const [working] = workingId === original.id ? [original] : await db.select().from(activities).where(eq(activities.id, workingId));
  if (!working) throw new NotFoundForActor('activity');
  const pending = working.submittedAt !== null && working.approvalStatus === 'EDITING' && (working.id !== original.id || !original.approved);
  return { original, working, pending };
}

/** One activity as the reviewer sees it: the proposed version and, for an edit, the live one beside it. */
export async function getReviewItem(db: Database, actor: Actor, id: number): Promise<ReviewItem> {
  requirePermission(actor, 'review:decide');
  const { original, working, pending } = await loadForReview(db, id, false);
  const [where] = await db
    .select({
      organisationName: organisations.name,
      platformName: platforms.name,
      platformDomain: platforms.domain,
      platformHostFragments: platforms.hostFragments,
      platformCountryCode: platforms.countryCode,
    })
    .from(platforms)
    .leftJoin(organisations, eq(organisations.id, sql`${original.organisationId}`))
    .where(eq(platforms.id, original.platformId));
  const isEdit = working.id !== original.id;
  const [sender] = working.lastEditedById
    ? await db.select({ email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, working.lastEditedById))
    : [];
  return {
    id: original.id,
    kind: isEdit ? 'edit' : 'new',
    pending,
    platformId: original.platformId,
    organisationName: where?.organisationName ?? null,
    platformName: where?.platformName ?? '',
    platformDomain: where?.platformDomain ?? '',
    platformHostFragments: where?.platformHostFragments ?? [],
    platformCountryCode: where?.platformCountryCode ?? '',
    liveSlug: original.slug,
    submittedAt: working.submittedAt,
    submittedBy: sender ? personLabel(sender) : null,
    proposed: await readContent(db, working),
    live: isEdit ? await readContent(db, original) : null,
  };
}

/**
 * What a decision changed, as much as taking it back needs (a bulk action's undo, docs/decisions/120): an
 * approved draft's place in the queue and its slug before; a rejection's working row, its place in the
 * queue and the comment it replaced; each with the version the decision left, so an undo can tell whether
 * anything changed since. An approved edit copy was applied to the live row and deleted: nothing to put back.
 */
export type DecisionUndo =
  | { decision: 'approved'; kind: 'new'; submittedAt: string; slug: string; version: number }
  | { decision: 'approved'; kind: 'edit' }
  | { decision: 'rejected'; workingId: number; submittedAt: string; comment: string | null; version: number };

export type ReviewResult =
  | { ok: true; slug: string; redirectedFrom: string | null; undo: DecisionUndo }
  | { ok: false; error: 'not-pending' }
  /** A request for changes needs a comment or at least one note (docs/decisions/118). */
  | { ok: false; error: 'empty' }
  | NoteFailure;

/** Approves what waits for review: a new activity goes live; an edit copy's content replaces the live one. */
export async function approveActivity(db: Database, actor: Actor, id: number, portalOrigin: string): Promise<ReviewResult> {
  requirePermission(actor, 'review:decide');
  return db.transaction(async (tx) => {
    const { original, working, pending } = await loadForReview(tx, id, true);
    if (!pending) return { ok: false as const, error: 'not-pending' as const };
    // A new title gives a new address; an edit that keeps the title keeps the address, also one an
    // operator chose (docs/decisions/118).
    const slug = working.id !== original.id && working.title === original.title ? original.slug : activitySlug(working.title, original.id);
    const version = Math.max(original.version, working.version) + 1;
    let redirectedFrom: string | null = null;
    const submittedAt = (working.submittedAt ?? new Date()).toISOString();
    const undo: DecisionUndo =
      working.id === original.id ? { decision: 'approved', kind: 'new', submittedAt, slug: original.slug, version } : { decision: 'approved', kind: 'edit' };
    // What was live before an edit is kept as the first version of an activity approved before versions were.
    const before = working.id === original.id ? null : await readContent(tx, original);
    if (working.id === original.id) {
      await tx.update(activities).set({ approved: true, approvalStatus: 'APPROVED', submittedAt: null, slug, version }).where(eq(activities.id, original.id));
    } else {
      await applyEditCopy(tx, original.id, working.id);
      if (slug !== original.slug) {
        redirectedFrom = original.slug;
        await tx.insert(redirects).values({ activityId: original.id, oldSlug: original.slug, newSlug: slug });
      }
      // The page-cache trigger names both slugs of the renamed row (drizzle/0019): the old slug's page goes too.
      await tx.update(activities).set({ approvalStatus: 'APPROVED', submittedAt: null, slug, version, childId: null }).where(eq(activities.id, original.id));
      await tx.delete(activities).where(eq(activities.id, working.id));
    }
    await tx.delete(reviewComments).where(inArray(reviewComments.activityId, [original.id, working.id]));
    // Every approved version is kept (docs/decisions/119): what is live now, read back from the live row.
    const [approvedRow] = await tx.select().from(activities).where(eq(activities.id, original.id));
    await recordActivityVersion(tx, working.lastEditedById ?? actor.userId, original.id, await readContent(tx, approvedRow!), before);
    await mailProvider(tx, 'approved', original, working, { title: working.title, comment: null, portalOrigin });
    await recordAudit(tx, { action: 'activity-approved', actorUserId: actor.userId, detail: { entity: 'activity', id: original.id, slug, redirectedFrom } });
    return { ok: true as const, slug, redirectedFrom, undo };
  });
}

/**
 * Requests changes to what waits for review (the rejection of decision 104): a comment on the whole
 * activity, notes pinned to fields (docs/decisions/118), or both. The provider sees them, answers the
 * notes, changes and resubmits; the request keeps what the version held now, for the next review.
 */
export async function rejectActivity(
  db: Database,
  actor: Actor,
  id: number,
  comment: string,
  portalOrigin: string,
  notes: FieldNoteInput[] = [],
): Promise<ReviewResult> {
  requirePermission(actor, 'review:decide');
  const text = comment.trim();
  if (!text && notes.length === 0) return { ok: false, error: 'empty' };
  return db.transaction(async (tx) => {
    const { original, working, pending } = await loadForReview(tx, id, true);
    if (!pending) return { ok: false as const, error: 'not-pending' as const };
    const [previous] = await tx.select({ text: reviewComments.text }).from(reviewComments).where(eq(reviewComments.activityId, working.id));
    const undo: DecisionUndo = {
      decision: 'rejected',
      workingId: working.id,
      submittedAt: (working.submittedAt ?? new Date()).toISOString(),
      comment: previous?.text ?? null,
      version: working.version + 1,
    };
    const snapshot = await readContent(tx, working);
    const bad = badNote(
      notes,
      snapshot.media.flatMap((m) => (m.mediaId === null ? [] : [m.mediaId])),
    );
    if (bad) return bad;
    await tx
      .update(activities)
      .set({ approvalStatus: 'REJECTED', submittedAt: null, version: working.version + 1 })
      .where(eq(activities.id, working.id));
    if (text) {
      await tx
        .insert(reviewComments)
        .values({ activityId: working.id, text })
        .onConflictDoUpdate({ target: reviewComments.activityId, set: { text, updatedAt: new Date() } });
    } else {
      // Only notes this time: an earlier round's comment must not read as this one's.
      await tx.delete(reviewComments).where(eq(reviewComments.activityId, working.id));
    }
    const { round } = await writeChangeRequest(tx, actor, original.id, snapshot, notes);
    const photoNumber = (mediaId: number | null) => (mediaId === null ? null : snapshot.media.findIndex((m) => m.mediaId === mediaId) + 1);
    await mailProvider(tx, 'rejected', original, working, {
      title: working.title,
      comment: text || null,
      portalOrigin,
      notes: notes.map((n) => ({ field: n.field, photo: photoNumber(n.mediaId), note: n.note })),
    });
    await recordAudit(tx, {
      action: 'activity-rejected',
      actorUserId: actor.userId,
      detail: { entity: 'activity', id: original.id, comment: text || null, round, fields: [...new Set(notes.map((n) => n.field))] },
    });
    return { ok: true as const, slug: original.slug, redirectedFrom: null, undo };
  });
}

export type ReopenResult = { ok: true } | { ok: false; reason: 'applied' | 'changed' };

/**
 * Takes a decision back (the undo of a bulk action, docs/decisions/120): the activity waits in the queue
 * again as it did, with its old place (its submission time), slug and comment. Only while nothing changed
 * since the decision (the version it left, no edit copy begun); an approved edit copy cannot be taken back
 * (`applied`: its content is live and the copy gone). The mail of the decision has gone out and stays so;
 * the next decision mails again. ADMIN only; audited.
 */
export async function reopenReview(db: Database, actor: Actor, id: number, undo: DecisionUndo): Promise<ReopenResult> {
  requirePermission(actor, 'review:decide');
  if (undo.decision === 'approved' && undo.kind === 'edit') return { ok: false, reason: 'applied' };
  return db.transaction(async (tx) => {
    const [original] = await tx.select().from(activities).where(eq(activities.id, id)).for('update');
    if (!original || original.isEditCopy) throw new NotFoundForActor('activity');
    if (undo.decision === 'approved') {
      if (!original.approved || original.approvalStatus !== 'APPROVED' || original.version !== undo.version || original.childId !== null)
        return { ok: false as const, reason: 'changed' as const };
      await tx
        .update(activities)
        .set({ approved: false, approvalStatus: 'EDITING', submittedAt: new Date(undo.submittedAt), slug: undo.slug, version: original.version + 1 })
        .where(eq(activities.id, id));
    } else {
      const workingId = undo.workingId;
      if (workingId !== original.id && original.childId !== workingId) return { ok: false as const, reason: 'changed' as const };
      const [working] = await tx.select().from(activities).where(eq(activities.id, workingId)).for('update');
      if (!working || working.approvalStatus !== 'REJECTED' || working.version !== undo.version || working.submittedAt !== null)
        return { ok: false as const, reason: 'changed' as const };
      await tx
        .update(activities)
        .set({ approvalStatus: 'EDITING', submittedAt: new Date(undo.submittedAt), version: working.version + 1 })
        .where(eq(activities.id, workingId));
      if (undo.comment === null) await tx.delete(reviewComments).where(eq(reviewComments.activityId, workingId));
      else await tx.update(reviewComments).set({ text: undo.comment }).where(eq(reviewComments.activityId, workingId));
      // The request for changes the rejection wrote (still open: nothing was resubmitted since) goes with it,
      // its notes too (docs/decisions/118).
      await tx.delete(reviewRequests).where(and(eq(reviewRequests.activityId, id), isNull(reviewRequests.resubmittedAt)));
    }
    await recordAudit(tx, {
      action: 'activity-review-reopened',
      actorUserId: actor.userId,
      detail: { entity: 'activity', id, undid: undo.decision },
    });
    return { ok: true as const };
  });
}

/** Copies an edit copy's columns, links and media onto the live activity (the copy is deleted afterwards). */
async function applyEditCopy(tx: Tx, originalId: number, copyId: number) {
  await applyEditCopyColumns(tx, originalId, copyId);
  await moveLinks(tx, copyId, originalId);
  const liveMedia = await tx.select({ id: activityMedia.mediaId }).from(activityMedia).where(eq(activityMedia.activityId, originalId));
  await tx.delete(activityMedia).where(eq(activityMedia.activityId, originalId));
  await tx.update(activityMedia).set({ activityId: originalId }).where(eq(activityMedia.activityId, copyId));
  await deleteUnreferencedMedia(
    tx,
    liveMedia.map((m) => m.id),
  );
}

type ActivityRow = typeof activities.$inferSelect;

/**
 * The decision to the provider, a notification of kind `review.outcome` (docs/decisions/116): the user who
 * last changed it and the organisation's address, each as their choice says, each in their own language.
 */
async function mailProvider(
  tx: Tx,
  decision: 'approved' | 'rejected',
  original: ActivityRow,
  working: ActivityRow,
  values: { title: string; comment: string | null; portalOrigin: string; notes?: Array<{ field: string; photo: number | null; note: string }> },
) {
  const [platform] = await tx
    .select({ id: platforms.id, name: platforms.name, domain: platforms.domain, languageCode: platforms.languageCode })
    .from(platforms)
    .where(eq(platforms.id, original.platformId));
  const [organisation] = original.organisationId
    ? await tx.select({ email: organisations.email, name: organisations.name }).from(organisations).where(eq(organisations.id, original.organisationId))
    : [];
  const editorId = working.lastEditedById ?? original.lastEditedById;
  if (!platform) return;
  const link = new URL(`${PORTAL_PATHS.activities}/${original.id}`, values.portalOrigin).href;
  const texts = (locale: Locale, name: string | null) => (key: string) =>
    translate(locale, `mails.review.${key}`, { title: values.title, platformName: platform.name, name: name ?? '', comment: values.comment ?? '', link });
  await notify(tx, {
    kind: 'review.outcome',
    mailKind: `review-${decision}`,
    platform,
    recordId: original.id,
    portalOrigin: values.portalOrigin,
    addresses: organisation?.email ? [organisation.email] : [],
    userIds: editorId ? [editorId] : [],
    addressLocale: platform.languageCode.toLowerCase().startsWith('de') ? 'de' : 'nl',
    render: (reader) => {
      // An organisation's address is greeted by the organisation's name.
      const t = texts(reader.locale, reader.firstName ?? organisation?.name ?? null);
      // The notes pinned to fields, each under its field's name as the editor shows it (docs/decisions/118).
      const notes = values.notes?.length
        ? [
            t('fieldNotes'),
            ...values.notes.map((n) => {
              const field = translate(reader.locale, `portal.fields.${n.field}`);
              const label = n.photo ? translate(reader.locale, 'mails.review.photo', { field, n: n.photo }) : field;
              return `- ${label}: ${n.note}`;
            }),
          ].join('\n')
        : null;
      const text = [t('greeting'), t(`${decision}Text`), values.comment ? t('comment') : null, notes, t('link'), t('closing')].filter(Boolean).join('\n\n');
      return { subject: t(`${decision}Subject`), text };
    },
    digestLine: (reader) => translate(reader.locale, `mails.notifications.reviewLine.${decision}`, { title: values.title, platformName: platform.name }),
  });
}
