import { fromDate, parseDateTime, toCalendarDateTime, toZoned } from '@internationalized/date';
import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.server.ts';
import { cities, events, media, organisations, platforms, provinces, users } from '../../../db/schema/index.ts';
import { PORTAL_PATHS } from '../../config/portal-links.ts';
import { notify, notifyReviewWaiting } from '../../mail/notifications.server.ts';
import { translate } from '../../i18n/i18n.ts';
import { recordAudit } from '../../portal/audit.server.ts';
import { type Actor, personLabel } from '../../portal/actor.ts';
import { NotFoundForActor, organisationScope, requireOrganisation, requirePermission } from '../../portal/permissions.server.ts';
import { sanitizeRichText } from '../../rendering/rich-text.ts';
import { reviewText } from '../../rendering/review-text.ts';
import { renderEventReviewMail } from './provider-events.mails.ts';
import type { EventContent } from './provider-events.schemas.ts';
import {
  type EditableEvent,
  type EventCityOption,
  type EventCommandResult,
  type EventOrganisationOption,
  type EventReviewState,
  type NewEventContext,
  type ProviderEventRow,
  REVIEW_FIELD_NAMES,
  type ReviewFields,
  type ReviewItem,
} from './provider-events.types.ts';
import { imageAfterChange } from '../../portal/media-ownership.server.ts';

/**
 * A provider's events on the kids agenda and the operators' review of them (decision 104; the workflow in
 * docs/decisions/104 and provider-events.types.ts):
 * - a new event is a draft (inactive, EDITING, not submitted) until the provider submits it;
 * - an operator approves it (it goes live) or rejects it with a comment (the provider may fix and resubmit);
 * - changing a published event stores the new values in `pending_changes`: the agenda keeps the live
 *   values until an operator approves, which applies them; a rejection keeps both and says why;
 * - the provider switches a published event off and on at once, without review;
 * - every save names the version it started from; an older one is a conflict, never an overwrite.
 * Every function takes the acting user: an event of an organisation they may not act for is "not found",
 * exactly like a missing one.
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type EventRow = typeof events.$inferSelect;

/** Provider lists are paged on the server (decision 104: the 100k demo catalogue). */
export const PROVIDER_EVENTS_PAGE_SIZE = 25;
/** The review queue shows the oldest submissions first, this many at a time. */
export const REVIEW_PAGE_SIZE = 50;
/** A platform's cities in the editor's select: a bounded list (the seeded platforms have 140-260). */
const CITY_LIMIT = 3_000;

/** Event days and times are those of the agenda: Europe/Amsterdam (all platforms are in that zone). */
const TIME_ZONE = 'Europe/Amsterdam';

/** '2026-07-01T14:00' (wall clock in Amsterdam) -> the moment. */
export function fromLocalDateTime(value: string): Date {
  return toZoned(parseDateTime(value), TIME_ZONE).toDate();
}

/** The moment -> '2026-07-01T14:00' (wall clock in Amsterdam), as <input type="datetime-local"> wants it. */
export function toLocalDateTime(value: Date): string {
  return toCalendarDateTime(fromDate(value, TIME_ZONE)).toString().slice(0, 16);
}

/** The event's own fields a provider changes: the columns, and their JSON in pending_changes. */
interface EventFields {
  title: string;
  startDate: Date;
  endDate: Date | null;
  cityId: number | null;
  website: string | null;
  description: string | null;
  imageId: number | null;
}

interface PendingChanges {
  title: string;
  startDate: string;
  endDate: string | null;
  cityId: number | null;
  website: string | null;
  description: string | null;
  imageId: number | null;
}

const liveFields = (row: EventRow): EventFields => ({
  title: row.title,
  startDate: row.startDate,
  endDate: row.endDate,
  cityId: row.cityId,
  website: row.website,
  description: row.description,
  imageId: row.imageId,
});

const toPending = (fields: EventFields): PendingChanges => ({
  ...fields,
  startDate: fields.startDate.toISOString(),
  endDate: fields.endDate?.toISOString() ?? null,
});

function pendingOf(row: EventRow): EventFields | null {
  const pending = row.pendingChanges as PendingChanges | null;
  if (!pending) return null;
  return { ...pending, startDate: new Date(pending.startDate), endDate: pending.endDate === null ? null : new Date(pending.endDate) };
}

/** The values being worked on: the pending changes of a published event, else its columns. */
const workingFields = (row: EventRow): EventFields => pendingOf(row) ?? liveFields(row);

const sameFields = (a: EventFields, b: EventFields) => JSON.stringify(toPending(a)) === JSON.stringify(toPending(b));

/**
 * Published: approved once, so the agenda shows the columns while it is switched on. Events that never
 * went through the portal (the demo data, approval null) count as published while they are active.
 */
const isPublished = (row: Pick<EventRow, 'approvalStatus' | 'active'>) => row.approvalStatus === 'APPROVED' || (row.approvalStatus === null && row.active);

export function reviewStateOf(row: Pick<EventRow, 'approvalStatus' | 'active' | 'submittedAt' | 'pendingChanges' | 'reviewComment'>): EventReviewState {
  if (isPublished(row)) {
    if (row.pendingChanges === null) return 'approved';
    if (row.submittedAt) return 'changes-submitted';
    return row.reviewComment ? 'changes-rejected' : 'changes-draft';
  }
  if (row.submittedAt) return 'submitted';
  return row.approvalStatus === 'REJECTED' ? 'rejected' : 'draft';
}

/** The actor's scope as a condition on events.organisation_id. */
function scopeCondition(actor: Actor): SQL {
  const scope = organisationScope(actor);
  if (scope === 'any') return sql`true`;
  if (scope.length === 0) return sql`false`;
  return inArray(events.organisationId, scope);
}

/** The event if the actor may act for its organisation (locked for the transaction that changes it); else not found. */
async function eventForActor(tx: Pick<Database, 'select'>, actor: Actor, eventId: number, lock = true): Promise<EventRow> {
  const query = tx
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), scopeCondition(actor)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !row.organisationId) throw new NotFoundForActor(`event ${eventId}`);
  requireOrganisation(actor, row.organisationId, `event ${eventId}`);
  return row;
}

/**
 * The actor's events (those of the organisations they act for; all for an operator), the most recently
 * changed first, paged.
 */
export async function listProviderEvents(db: Database, actor: Actor, page = 1): Promise<{ items: ProviderEventRow[]; total: number }> {
  const scope = organisationScope(actor);
  if (scope !== 'any' && scope.length === 0) return { items: [], total: 0 };
  const rows = await db
    .select({
      row: events,
      organisationName: organisations.name,
      platformName: platforms.name,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(events)
    .innerJoin(organisations, eq(organisations.id, events.organisationId))
    .innerJoin(platforms, eq(platforms.id, events.platformId))
    .where(scopeCondition(actor))
    .orderBy(desc(events.updatedAt), desc(events.id))
    .limit(PROVIDER_EVENTS_PAGE_SIZE)
    .offset((Math.max(1, page) - 1) * PROVIDER_EVENTS_PAGE_SIZE);
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map(({ row, organisationName, platformName }) => {
      const working = workingFields(row);
      return {
        id: row.id,
        title: working.title,
        organisationName,
        platformName,
        startDate: working.startDate,
        online: row.active && isPublished(row),
        state: reviewStateOf(row),
        updatedAt: row.updatedAt,
      };
    }),
  };
}

/** Platforms with an agenda (brand.features.agenda): only there do events show. */
const agendaPlatform = sql`coalesce((${platforms.brand} -> 'features' ->> 'agenda')::boolean, false)`;

/**
 * The organisations the actor may add events for: those linked to them (an operator names any other by
 * its id) on a platform with an agenda.
 */
export async function listEventOrganisations(db: Database, actor: Actor): Promise<EventOrganisationOption[]> {
  if (actor.organisationIds.length === 0) return [];
  return db
    .select({ id: organisations.id, name: organisations.name, platformName: platforms.name })
    .from(organisations)
    .innerJoin(platforms, eq(platforms.id, organisations.platformId))
    .where(and(inArray(organisations.id, actor.organisationIds), agendaPlatform))
    .orderBy(asc(organisations.name), asc(organisations.id));
}

async function platformCities(db: Pick<Database, 'select'>, platformId: number): Promise<EventCityOption[]> {
  return db
    .select({ id: cities.id, name: cities.name, province: provinces.name })
    .from(cities)
    .leftJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(eq(cities.platformId, platformId))
    .orderBy(asc(cities.name), asc(cities.id))
    .limit(CITY_LIMIT);
}

/** What the form for a new event of this organisation needs; an organisation the actor may not act for is not found. */
export async function getNewEventContext(db: Database, actor: Actor, organisationId: number): Promise<NewEventContext> {
  requireOrganisation(actor, organisationId, `organisation ${organisationId}`);
  const [organisation] = await db
    .select({ id: organisations.id, name: organisations.name, platformId: organisations.platformId, platformName: platforms.name })
    .from(organisations)
    .innerJoin(platforms, eq(platforms.id, organisations.platformId))
    .where(eq(organisations.id, organisationId));
  if (!organisation) throw new NotFoundForActor(`organisation ${organisationId}`);
  return {
    organisationId: organisation.id,
    organisationName: organisation.name,
    platformName: organisation.platformName,
    cities: await platformCities(db, organisation.platformId),
  };
}

const formValues = (fields: EventFields): EditableEvent['values'] => ({
  title: fields.title,
  startDate: toLocalDateTime(fields.startDate),
  endDate: fields.endDate ? toLocalDateTime(fields.endDate) : '',
  cityId: fields.cityId ? String(fields.cityId) : '',
  website: fields.website ?? '',
  description: fields.description ?? '',
});

/** One event as its editor shows it: the values being worked on, where it stands, the version to save against. */
export async function getEventForEditing(db: Database, actor: Actor, eventId: number): Promise<EditableEvent> {
  const row = await eventForActor(db, actor, eventId, false);
  const working = workingFields(row);
  const [[context], [image], cityOptions] = await Promise.all([
    db
      .select({ organisationName: organisations.name, platformName: platforms.name, platformDomain: platforms.domain })
      .from(organisations)
      .innerJoin(platforms, eq(platforms.id, row.platformId))
      .where(eq(organisations.id, row.organisationId!)),
    working.imageId ? db.select({ id: media.id, url: media.url }).from(media).where(eq(media.id, working.imageId)) : Promise.resolve([]),
    platformCities(db, row.platformId),
  ]);
  const published = isPublished(row);
  return {
    id: row.id,
    organisationId: row.organisationId!,
    organisationName: context!.organisationName,
    platformName: context!.platformName,
    platformDomain: context!.platformDomain,
    liveTitle: published ? row.title : null,
    online: row.active && published,
    published,
    state: reviewStateOf(row),
    reviewComment: row.reviewComment,
    version: row.version,
    values: formValues(working),
    image: image ?? null,
    cities: cityOptions,
  };
}

/** What happens to the image on a save: kept, replaced by a fresh upload (its media id), or removed. */
export type ImageChange = { kind: 'keep' } | { kind: 'set'; mediaId: number } | { kind: 'remove' };

/** The content as columns: dates as moments, the description sanitised, the city checked against the platform. */
async function fieldsOf(tx: Tx, platformId: number, content: EventContent, imageId: number | null): Promise<EventFields | 'invalid-city'> {
  const [city] = await tx
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, content.cityId), eq(cities.platformId, platformId)));
  if (!city) return 'invalid-city';
  const description = content.description ? sanitizeRichText(content.description, 'description').trim() : '';
  return {
    title: content.title,
    startDate: fromLocalDateTime(content.startDate),
    endDate: content.endDate ? fromLocalDateTime(content.endDate) : null,
    cityId: city.id,
    website: content.website,
    // Markup without text (an emptied editor) is no description.
    description: description.replace(/<[^>]*>/g, '').trim() === '' ? null : description,
    imageId,
  };
}

/** A new event of one of the actor's organisations: a draft (or submitted at once with `submit`). */
export async function createEvent(
  db: Database,
  actor: Actor,
  input: { organisationId: number; content: EventContent; imageId?: number | null; submit?: boolean },
): Promise<EventCommandResult<{ id: number; version: number }>> {
  requireOrganisation(actor, input.organisationId, `organisation ${input.organisationId}`);
  return db.transaction(async (tx) => {
    const [organisation] = await tx.select({ platformId: organisations.platformId }).from(organisations).where(eq(organisations.id, input.organisationId));
    if (!organisation) throw new NotFoundForActor(`organisation ${input.organisationId}`);
    const image = await imageAfterChange(tx, null, input.imageId ? { kind: 'set', mediaId: input.imageId } : { kind: 'keep' }, actor);
    if (image === 'invalid-image') return { ok: false, error: 'invalid-image' };
    const fields = await fieldsOf(tx, organisation.platformId, input.content, image);
    if (fields === 'invalid-city') return { ok: false, error: 'invalid-city' };
    const [row] = await tx
      .insert(events)
      .values({
        ...fields,
        organisationId: input.organisationId,
        platformId: organisation.platformId,
        active: false,
        approvalStatus: 'EDITING',
        submittedAt: input.submit ? new Date() : null,
        lastEditedById: actor.userId,
      })
      .returning({ id: events.id, version: events.version });
    await recordAudit(tx, { action: 'event-created', actorUserId: actor.userId, detail: { entity: 'event', id: row!.id } });
    if (input.submit) await notifyReviewWaiting(tx, { platformId: organisation.platformId, organisationId: input.organisationId, title: input.content.title });
    return { ok: true, id: row!.id, version: row!.version };
  });
}

/**
 * Saves the editor's content, named with the version the editor started from (an older one: conflict).
 * A published event keeps its live columns and stores the content as pending changes (none when the
 * content equals the live event); an unpublished one is changed in place. `submit`: and hands it in.
 */
export async function saveEvent(
  db: Database,
  actor: Actor,
  eventId: number,
  input: { content: EventContent; version: number; image: ImageChange; submit?: boolean },
): Promise<EventCommandResult<{ version: number; state: EventReviewState }>> {
  return db.transaction(async (tx) => {
    const row = await eventForActor(tx, actor, eventId);
    if (row.version !== input.version) return { ok: false, error: 'conflict' };
    const image = await imageAfterChange(tx, workingFields(row).imageId, input.image, actor);
    if (image === 'invalid-image') return { ok: false, error: 'invalid-image' };
    const fields = await fieldsOf(tx, row.platformId, input.content, image);
    if (fields === 'invalid-city') return { ok: false, error: 'invalid-city' };
    let changes: Partial<EventRow>;
    if (isPublished(row)) {
      const pending = sameFields(fields, liveFields(row)) ? null : toPending(fields);
      if (input.submit && !pending) return { ok: false, error: 'nothing-to-submit' };
      changes = {
        pendingChanges: pending,
        // Back to the live values: nothing is waiting any more.
        submittedAt: pending === null ? null : input.submit ? new Date() : row.submittedAt,
        reviewComment: pending === null ? null : row.reviewComment,
      };
    } else {
      changes = { ...fields, ...(input.submit ? { submittedAt: new Date(), approvalStatus: 'EDITING' as const } : {}) };
    }
    const [saved] = await tx
      .update(events)
      .set({ ...changes, lastEditedById: actor.userId, version: row.version + 1 })
      .where(and(eq(events.id, row.id), eq(events.version, input.version)))
      .returning();
    await recordAudit(tx, { action: 'event-saved', actorUserId: actor.userId, detail: { entity: 'event', id: eventId, version: saved!.version } });
    if (input.submit) await notifyReviewWaiting(tx, { platformId: row.platformId, organisationId: row.organisationId, title: input.content.title });
    return { ok: true, version: saved!.version, state: reviewStateOf(saved!) };
  });
}

/** Hands the event (a new one, or a published one's changes) to the operators. */
export async function submitEvent(db: Database, actor: Actor, eventId: number, version: number): Promise<EventCommandResult<{ version: number }>> {
  return db.transaction(async (tx) => {
    const row = await eventForActor(tx, actor, eventId);
    if (row.version !== version) return { ok: false, error: 'conflict' };
    const published = isPublished(row);
    if (published && row.pendingChanges === null) return { ok: false, error: 'nothing-to-submit' };
    const [saved] = await tx
      .update(events)
      .set({ submittedAt: new Date(), ...(published ? {} : { approvalStatus: 'EDITING' as const }), lastEditedById: actor.userId, version: row.version + 1 })
      .where(eq(events.id, row.id))
      .returning({ version: events.version });
    await recordAudit(tx, { action: 'event-submitted', actorUserId: actor.userId, detail: { entity: 'event', id: eventId } });
    // The operators learn that something waits, as each of them chose (docs/decisions/116).
    await notifyReviewWaiting(tx, { platformId: row.platformId, organisationId: row.organisationId, title: workingFields(row).title });
    return { ok: true, version: saved!.version };
  });
}

/**
 * The provider's switch: off takes the event off the agenda at once; on puts a published event back
 * (its live values) at once. Neither touches the content, so neither changes the version an open editor
 * saves against.
 */
export async function switchEventOff(db: Database, actor: Actor, eventId: number): Promise<EventCommandResult> {
  return db.transaction(async (tx) => {
    const row = await eventForActor(tx, actor, eventId);
    // An event from before the portal (approval null) was live, so approved: it may be switched on again.
    const approvalStatus = isPublished(row) ? 'APPROVED' : row.approvalStatus;
    await tx.update(events).set({ active: false, approvalStatus }).where(eq(events.id, row.id));
    await recordAudit(tx, { action: 'event-switched', actorUserId: actor.userId, detail: { entity: 'event', id: row.id, active: false } });
    return { ok: true };
  });
}

export async function switchEventOn(db: Database, actor: Actor, eventId: number): Promise<EventCommandResult> {
  return db.transaction(async (tx) => {
    const row = await eventForActor(tx, actor, eventId);
    if (!isPublished(row) && row.approvalStatus !== 'APPROVED') return { ok: false, error: 'not-published' };
    await tx.update(events).set({ active: true }).where(eq(events.id, row.id));
    await recordAudit(tx, { action: 'event-switched', actorUserId: actor.userId, detail: { entity: 'event', id: row.id, active: true } });
    return { ok: true };
  });
}

function dayTime(value: Date): string {
  return toLocalDateTime(value).replace('T', ' ');
}

/** The events waiting for an operator (new ones and changes), oldest submission first, with live and proposed fields. */
/** How many events (new ones and changes) wait for a decision (the operator's start page says so). */
export async function countEventsForReview(db: Database, actor: Actor): Promise<number> {
  requirePermission(actor, 'review:decide');
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(events)
    .where(isNotNull(events.submittedAt));
  return row?.n ?? 0;
}

/** How many events wait per platform (the operators' navigation count, docs/decisions/116). */
export async function countEventsForReviewByPlatform(db: Database, actor: Actor): Promise<Map<number, number>> {
  requirePermission(actor, 'review:decide');
  const rows = await db
    .select({ platformId: events.platformId, n: sql<number>`count(*)::int` })
    .from(events)
    .where(isNotNull(events.submittedAt))
    .groupBy(events.platformId);
  return new Map(rows.map((row) => [row.platformId, row.n]));
}

export async function listEventsForReview(db: Database, actor: Actor): Promise<{ items: ReviewItem[]; total: number }> {
  requirePermission(actor, 'review:decide');
  const rows = await db
    .select({
      row: events,
      organisationName: organisations.name,
      platformName: platforms.name,
      editorEmail: users.email,
      editorFirstName: users.firstName,
      editorLastName: users.lastName,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(events)
    .innerJoin(organisations, eq(organisations.id, events.organisationId))
    .innerJoin(platforms, eq(platforms.id, events.platformId))
    .leftJoin(users, eq(users.id, events.lastEditedById))
    .where(isNotNull(events.submittedAt))
    .orderBy(asc(events.submittedAt), asc(events.id))
    .limit(REVIEW_PAGE_SIZE);
  // The names of every city and the urls of every image the live and proposed versions refer to.
  const versions = rows.flatMap(({ row }) => [liveFields(row), ...(pendingOf(row) ? [pendingOf(row)!] : [])]);
  const cityIds = [...new Set(versions.flatMap((v) => (v.cityId ? [v.cityId] : [])))];
  const imageIds = [...new Set(versions.flatMap((v) => (v.imageId ? [v.imageId] : [])))];
  const [cityRows, imageRows] = await Promise.all([
    cityIds.length ? db.select({ id: cities.id, name: cities.name }).from(cities).where(inArray(cities.id, cityIds)) : [],
    imageIds.length ? db.select({ id: media.id, url: media.url }).from(media).where(inArray(media.id, imageIds)) : [],
  ]);
  const cityName = new Map(cityRows.map((c) => [c.id, c.name]));
  const imageUrl = new Map(imageRows.map((m) => [m.id, m.url]));
  const review = (fields: EventFields): ReviewFields => ({
    title: fields.title,
    startDate: dayTime(fields.startDate),
    endDate: fields.endDate ? dayTime(fields.endDate) : null,
    city: fields.cityId ? (cityName.get(fields.cityId) ?? null) : null,
    website: fields.website,
    description: reviewText(fields.description),
    imageUrl: fields.imageId ? (imageUrl.get(fields.imageId) ?? null) : null,
  });
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map(({ row, organisationName, platformName, editorEmail, editorFirstName, editorLastName }) => {
      const published = isPublished(row);
      const live = published ? review(liveFields(row)) : null;
      const proposed = review(workingFields(row));
      return {
        id: row.id,
        version: row.version,
        kind: published ? 'changes' : 'new',
        organisationName,
        platformName,
        submittedAt: row.submittedAt!,
        editedBy: editorEmail ? personLabel({ email: editorEmail, firstName: editorFirstName, lastName: editorLastName }) : null,
        previousComment: row.reviewComment,
        live,
        proposed,
        changed: REVIEW_FIELD_NAMES.filter((field) => live === null || live[field] !== proposed[field]),
      };
    }),
  };
}

/** A submitted event for an operator's decision, locked; not found, not submitted, or changed since the operator saw it. */
async function submittedEvent(tx: Tx, actor: Actor, eventId: number, version: number): Promise<EventRow | 'not-submitted' | 'conflict'> {
  requirePermission(actor, 'review:decide');
  const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  if (!row) throw new NotFoundForActor(`event ${eventId}`);
  if (!row.submittedAt) return 'not-submitted';
  if (row.version !== version) return 'conflict';
  return row;
}

/**
 * Approves a submitted event (the version the operator saw): a new one goes live; a published one's
 * changes are applied to it (switched off, it stays off). The provider is mailed in the same transaction.
 */
export async function approveEvent(
  db: Database,
  actor: Actor,
  eventId: number,
  version: number,
  mail: { portalOrigin: string },
): Promise<EventCommandResult<{ version: number; title: string }>> {
  return db.transaction(async (tx) => {
    const row = await submittedEvent(tx, actor, eventId, version);
    if (typeof row === 'string') return { ok: false, error: row };
    const published = isPublished(row);
    const pending = pendingOf(row);
    if (pending?.imageId) {
      // A pending image is referenced from JSON only, which the upload clean-up does not see: if it went
      // meanwhile, the live image stays (the provider may upload again).
      const [image] = await tx.select({ id: media.id }).from(media).where(eq(media.id, pending.imageId)).for('key share');
      if (!image) pending.imageId = row.imageId;
    }
    const [saved] = await tx
      .update(events)
      .set({
        ...(pending ?? {}),
        active: published ? row.active : true,
        approvalStatus: 'APPROVED',
        submittedAt: null,
        reviewComment: null,
        pendingChanges: null,
        version: row.version + 1,
      })
      .where(eq(events.id, row.id))
      .returning();
    await mailProvider(tx, saved!, 'approved', { changes: published, portalOrigin: mail.portalOrigin });
    await recordAudit(tx, { action: 'event-approved', actorUserId: actor.userId, detail: { entity: 'event', id: eventId } });
    return { ok: true, version: saved!.version, title: saved!.title };
  });
}

/**
 * Rejects a submitted event with the operator's comment: a new one becomes REJECTED; a published one stays
 * live as it is and keeps its pending changes. The provider may change and resubmit; they are mailed.
 */
export async function rejectEvent(
  db: Database,
  actor: Actor,
  eventId: number,
  version: number,
  comment: string,
  mail: { portalOrigin: string },
): Promise<EventCommandResult<{ version: number; title: string }>> {
  const reason = comment.trim();
  if (!reason) throw new Error('a rejection needs a comment');
  return db.transaction(async (tx) => {
    const row = await submittedEvent(tx, actor, eventId, version);
    if (typeof row === 'string') return { ok: false, error: row };
    const published = isPublished(row);
    const [saved] = await tx
      .update(events)
      .set({ approvalStatus: published ? 'APPROVED' : 'REJECTED', reviewComment: reason, submittedAt: null, version: row.version + 1 })
      .where(eq(events.id, row.id))
      .returning();
    await mailProvider(tx, saved!, 'rejected', { changes: published, comment: reason, portalOrigin: mail.portalOrigin });
    await recordAudit(tx, { action: 'event-rejected', actorUserId: actor.userId, detail: { entity: 'event', id: eventId, comment: reason } });
    return { ok: true, version: saved!.version, title: workingFields(saved!).title };
  });
}

/**
 * The decision to the provider, a notification of kind `review.outcome` (docs/decisions/116): the
 * organisation's address and the user who last edited the event, one mail each as their choice says, in
 * the person's portal language (the organisation's address: the platform's), sent from the event's platform.
 */
async function mailProvider(
  tx: Tx,
  row: EventRow,
  decision: 'approved' | 'rejected',
  options: { changes: boolean; comment?: string; portalOrigin: string },
): Promise<void> {
  const [context] = await tx
    .select({
      organisationName: organisations.name,
      organisationEmail: organisations.email,
      platformId: platforms.id,
      platformName: platforms.name,
      platformDomain: platforms.domain,
      platformLanguage: platforms.languageCode,
    })
    .from(organisations)
    .innerJoin(platforms, eq(platforms.id, row.platformId))
    .where(eq(organisations.id, row.organisationId!));
  if (!context) return;
  const link = new URL(PORTAL_PATHS.event(row.id), options.portalOrigin).href;
  const platform = { id: context.platformId, name: context.platformName, domain: context.platformDomain };
  await notify(tx, {
    kind: 'review.outcome',
    mailKind: `event-${decision}`,
    platform,
    recordId: row.id,
    portalOrigin: options.portalOrigin,
    addresses: context.organisationEmail ? [context.organisationEmail] : [],
    userIds: row.lastEditedById ? [row.lastEditedById] : [],
    addressLocale: context.platformLanguage.toLowerCase().startsWith('de') ? 'de' : 'nl',
    render: (reader) => {
      const mail = renderEventReviewMail(
        decision,
        {
          to: '',
          title: row.title,
          organisationName: context.organisationName,
          platformName: context.platformName,
          link,
          changes: options.changes,
          ...(options.comment ? { comment: options.comment } : {}),
        },
        reader.locale === 'de' ? 'de' : 'nl',
      );
      return { subject: mail.subject, text: mail.text };
    },
    digestLine: (reader) => translate(reader.locale, `mails.notifications.reviewLine.${decision}`, { title: row.title, platformName: context.platformName }),
  });
}
