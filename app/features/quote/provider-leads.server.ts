import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { CSV_BATCH_SIZE, newestFirstKey, newestFirstPages } from '../../portal/csv.server.ts';
import { forgetOrganisationResponses } from './response-time.server.ts';
import { LIST_TOTAL_CAP } from '../../portal/list-query.ts';
import { cappedTotal } from '../../portal/list-total.server.ts';
import type { Database } from '../../../db/client.server.ts';
import { isBackfillDone, LEADS_ORGANISATION_BACKFILL } from '../../../db/backfills.server.ts';
import { activities, leadAnswers, mailOutbox, organisations, platforms, quoteRequests, users } from '../../../db/schema/index.ts';
import { queueMails } from '../../mail/outbox.server.ts';
import { recordAudit } from '../../portal/audit.server.ts';
import { type Actor, personLabel } from '../../portal/actor.ts';
import { NotFoundForActor, organisationScope } from '../../portal/permissions.server.ts';
import { renderLeadAnswer } from './quote.mails.ts';
import {
  canMoveLead,
  LEAD_ANSWER_MAX,
  LEAD_NOTE_MAX,
  LEADS_PAGE_SIZE,
  type LeadFilter,
  type LeadMove,
  type LeadPlace,
  type LeadStatus,
  type LostReason,
} from './provider-leads.schemas.ts';

// A provider's leads (decision 104): the quote requests for the activities of the organisations the actor
// acts for, newest first, paged on the server. Every query carries the actor's organisation scope, so a
// lead or activity of another organisation answers exactly like one that does not exist.

/** One row of the list. */
export interface LeadListItem {
  id: number;
  createdAt: Date;
  activityId: number;
  activityTitle: string;
  name: string;
  companyName: string | null;
  numberOfPersons: number | null;
  status: LeadStatus;
  /** The first answer (docs/decisions/115): from it the response time counts. */
  answeredAt: Date | null;
}

/** One answer sent from the portal, kept with the lead. */
export interface LeadAnswerView {
  id: number;
  sentAt: Date;
  body: string;
  /** Who sent it (their name, else their address); null once the account is gone. */
  author: string | null;
}

/** Everything the visitor sent, and the provider's own follow-up. */
export interface LeadDetail extends LeadListItem {
  gender: 'man' | 'vrouw';
  reference: string | null;
  email: string;
  phone: string;
  plannedDate: Date | null;
  address: string | null;
  zipcode: string | null;
  city: string | null;
  description: string | null;
  organisationName: string | null;
  note: string | null;
  statusUpdatedAt: Date | null;
  quotedAt: Date | null;
  closedAt: Date | null;
  lostReason: LostReason | null;
}

/** A lead's page: the lead, the answers sent from the portal (oldest first), and where a reply to one goes. */
export interface LeadPage extends LeadDetail {
  answers: LeadAnswerView[];
  /** Where the visitor's reply to an answer this actor sends arrives (replyToOf), as the answer form says it. */
  replyTo: { name: string; address: string };
}

/** A move the pipeline does not allow from where the lead stands (docs/decisions/115): the page says so, 409. */
export class LeadMoveRefused extends Error {
  readonly from: LeadStatus;
  readonly to: LeadStatus;
  constructor(from: LeadStatus, to: LeadStatus) {
    super(`a lead cannot move from ${from} to ${to}`);
    this.from = from;
    this.to = to;
  }
}

/** An activity to narrow the list by. */
export interface LeadActivityOption {
  id: number;
  title: string;
}

/** The most activities the filter offers (an operator's whole catalogue would not fit a select). */
export const LEAD_ACTIVITY_OPTIONS_LIMIT = 500;

/** The day boundaries of the filter in the platforms' time zone (a lead of 23:30 on the 1st is the 1st's). */
const dayStart = (day: string) => sql`((${day}::date)::timestamp AT TIME ZONE 'Europe/Amsterdam')`;
const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp AT TIME ZONE 'Europe/Amsterdam')`;

/**
 * The actor's organisations as a condition on `activities` (and their ids: `organisationIds`); null when
 * the actor acts for none; no condition (and no ids) for an operator, who sees every lead.
 */
function scopeOf(actor: Actor): { condition: SQL | undefined; organisationIds: number[] | null } | null {
  const scope = organisationScope(actor);
  if (scope === 'any') return { condition: undefined, organisationIds: null };
  if (scope.length === 0) return null;
  return { condition: inArray(activities.organisationId, scope), organisationIds: scope };
}

/**
 * The organisations whose leads are read organisation by organisation: the actor's, when no activity is
 * asked for and quote_requests.organisation_id can be read (its backfill done and its indexes built,
 * db/backfills.server.ts); else null and the leads are read activity by activity. The column is the
 * activity's organisation (kept so by triggers), so both ways find the same leads.
 */
async function organisationsToRead(db: Database, scope: { organisationIds: number[] | null }, filter: Omit<LeadFilter, 'page'>): Promise<number[] | null> {
  if (!scope.organisationIds || filter.activityId) return null;
  return (await isBackfillDone(db, LEADS_ORGANISATION_BACKFILL)) ? scope.organisationIds : null;
}

/**
 * The activity a filter names must be the actor's: another organisation's (or a missing one) is
 * NotFoundForActor, as on the statistics page, not an empty list that says nothing.
 */
async function requireFilterActivity(db: Database, actor: Actor, activityId: number | undefined): Promise<void> {
  if (!activityId) return;
  const scope = scopeOf(actor);
  const [own] = scope
    ? await db
        .select({ id: activities.id })
        .from(activities)
        .where(and(eq(activities.id, activityId), eq(activities.isEditCopy, false), scope.condition))
        .limit(1)
    : [];
  if (!own) throw new NotFoundForActor('activity');
}

/** What the filter asks of the leads themselves (besides whose they are and which activity). */
function leadConditions(filter: Omit<LeadFilter, 'page'>): SQL | undefined {
  return and(
    filter.from ? gte(quoteRequests.createdAt, dayStart(filter.from)) : undefined,
    filter.to ? lt(quoteRequests.createdAt, dayEnd(filter.to)) : undefined,
    filter.status ? eq(quoteRequests.leadStatus, filter.status) : undefined,
  );
}

const newestFirst = [desc(quoteRequests.createdAt), desc(quoteRequests.id)];
const oldestFirst = [asc(quoteRequests.createdAt), asc(quoteRequests.id)];

/** A lead's place in the list (LeadPlace): its arrival in UTC to the microsecond, and its id. */
const placeOf = sql<string>`to_char(${quoteRequests.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Where a window of the list starts: an offset from the top, or the leads older (or newer) than a place. */
type LeadWindow = { offset: number } | { after: LeadPlace } | { before: LeadPlace };

function windowCondition(window: LeadWindow): SQL | undefined {
  if ('after' in window) return sql`(${quoteRequests.createdAt}, ${quoteRequests.id}) < (${window.after.at}::timestamptz, ${window.after.id})`;
  if ('before' in window) return sql`(${quoteRequests.createdAt}, ${quoteRequests.id}) > (${window.before.at}::timestamptz, ${window.before.id})`;
  return undefined;
}

/**
 * The ids and places of one window of the actor's filtered leads, newest first. A provider's are read
 * organisation by organisation (organisationsToRead): for each of their organisations its newest leads
 * through quote_requests_organisation_idx (organisation_id, created_at, id; the days filter and the
 * window's place are its range; with a status quote_requests_organisation_status_idx), at most offset +
 * limit each, merged; so a page reads the provider's own leads only, however large the catalogue, and a
 * page after a place at most `limit` leads per organisation however far down the list it is. Before the
 * column can be read, and for one activity, the same activity by activity (activities_organisation_idx,
 * then quote_requests_activity_idx or quote_requests_activity_status_idx): a large provider's 827
 * activities were 827 index descents, 50 ms, where its 100 organisations are 100. An operator's are every
 * lead, so one scan in created order. A window before a place is read oldest first and turned round.
 */
async function leadIds(
  db: Database,
  actor: Actor,
  filter: Omit<LeadFilter, 'page'>,
  limit: number,
  window: LeadWindow,
): Promise<Array<{ id: number; place: string }>> {
  const scope = scopeOf(actor);
  if (!scope) return [];
  const conditions = and(leadConditions(filter), windowCondition(window));
  const offset = 'offset' in window ? window.offset : 0;
  const order = 'before' in window ? oldestFirst : newestFirst;
  const byOrganisation = await organisationsToRead(db, scope, filter);
  const rows = !scope.condition
    ? await db
        .select({ id: quoteRequests.id, place: placeOf })
        .from(quoteRequests)
        .where(and(filter.activityId ? eq(quoteRequests.activityId, filter.activityId) : undefined, conditions))
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
    : byOrganisation
      ? await (() => {
          const perOrganisation = db
            .select({ id: quoteRequests.id, createdAt: quoteRequests.createdAt, place: placeOf.as('place') })
            .from(quoteRequests)
            .where(and(eq(quoteRequests.organisationId, organisations.id), conditions))
            .orderBy(...order)
            .limit(offset + limit)
            .as('lead');
          const byTime =
            'before' in window ? [asc(perOrganisation.createdAt), asc(perOrganisation.id)] : [desc(perOrganisation.createdAt), desc(perOrganisation.id)];
          return db
            .select({ id: perOrganisation.id, place: perOrganisation.place })
            .from(organisations)
            .crossJoinLateral(perOrganisation)
            .where(inArray(organisations.id, byOrganisation))
            .orderBy(...byTime)
            .limit(limit)
            .offset(offset);
        })()
      : await (() => {
          const perActivity = db
            .select({ id: quoteRequests.id, createdAt: quoteRequests.createdAt, place: placeOf.as('place') })
            .from(quoteRequests)
            .where(and(eq(quoteRequests.activityId, activities.id), conditions))
            .orderBy(...order)
            .limit(offset + limit)
            .as('lead');
          const byTime = 'before' in window ? [asc(perActivity.createdAt), asc(perActivity.id)] : [desc(perActivity.createdAt), desc(perActivity.id)];
          return db
            .select({ id: perActivity.id, place: perActivity.place })
            .from(activities)
            .crossJoinLateral(perActivity)
            .where(and(scope.condition, filter.activityId ? eq(activities.id, filter.activityId) : undefined))
            .orderBy(...byTime)
            .limit(limit)
            .offset(offset);
        })();
  return 'before' in window ? rows.reverse() : rows;
}

/**
 * How many leads the filter finds, counted up to LIST_TOTAL_CAP + 1 (list-total.server.ts says why):
 * a provider's per organisation (or per activity, as leadIds reads them) in its index, each read only
 * until the cap is reached.
 */
async function countLeads(db: Database, actor: Actor, filter: Omit<LeadFilter, 'page'>): Promise<number> {
  const scope = scopeOf(actor);
  if (!scope) return 0;
  const conditions = leadConditions(filter);
  const byOrganisation = await organisationsToRead(db, scope, filter);
  if (byOrganisation) {
    const perOrganisation = db
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(and(eq(quoteRequests.organisationId, organisations.id), conditions))
      .limit(LIST_TOTAL_CAP + 1)
      .as('counted');
    return cappedTotal(
      db,
      db.select({ id: perOrganisation.id }).from(organisations).crossJoinLateral(perOrganisation).where(inArray(organisations.id, byOrganisation)).$dynamic(),
    );
  }
  if (!scope.condition) {
    return cappedTotal(
      db,
      db
        .select({ id: quoteRequests.id })
        .from(quoteRequests)
        .where(and(filter.activityId ? eq(quoteRequests.activityId, filter.activityId) : undefined, conditions))
        .$dynamic(),
    );
  }
  const perActivity = db
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(and(eq(quoteRequests.activityId, activities.id), conditions))
    .limit(LIST_TOTAL_CAP + 1)
    .as('counted');
  return cappedTotal(
    db,
    db
      .select({ id: perActivity.id })
      .from(activities)
      .crossJoinLateral(perActivity)
      .where(and(scope.condition, filter.activityId ? eq(activities.id, filter.activityId) : undefined))
      .$dynamic(),
  );
}

const listColumns = {
  id: quoteRequests.id,
  createdAt: quoteRequests.createdAt,
  activityId: quoteRequests.activityId,
  activityTitle: activities.title,
  name: quoteRequests.name,
  companyName: quoteRequests.companyName,
  numberOfPersons: quoteRequests.numberOfPersons,
  status: quoteRequests.leadStatus,
  answeredAt: quoteRequests.answeredAt,
};

const detailColumns = {
  ...listColumns,
  gender: quoteRequests.gender,
  reference: quoteRequests.reference,
  email: quoteRequests.email,
  phone: quoteRequests.phone,
  plannedDate: quoteRequests.plannedDate,
  address: quoteRequests.address,
  zipcode: quoteRequests.zipcode,
  city: quoteRequests.city,
  description: quoteRequests.description,
  organisationName: organisations.name,
  note: quoteRequests.leadNote,
  statusUpdatedAt: quoteRequests.leadUpdatedAt,
  quotedAt: quoteRequests.quotedAt,
  closedAt: quoteRequests.closedAt,
  lostReason: sql<LostReason | null>`${quoteRequests.lostReason}`,
};

/** One page of the list and where the pager goes from it. */
export interface LeadListPage {
  items: LeadListItem[];
  /** The leads the filter finds, counted up to LIST_TOTAL_CAP + 1 (above it: "more than"). */
  total: number;
  /** The place of the page's last lead when older ones follow (the pager's "next"), else null. */
  older: LeadPlace | null;
  /** The place of the page's first lead when newer ones come before (the pager's "previous"), else null. */
  newer: LeadPlace | null;
}

/**
 * One page of the actor's leads, newest first (25 a page, see leadIds for how it stays fast): after or
 * before a place when the pager names one, else by its number (an address typed by hand, page 1).
 */
export async function listLeads(db: Database, actor: Actor, filter: LeadFilter): Promise<LeadListPage> {
  await requireFilterActivity(db, actor, filter.activityId);
  const window: LeadWindow = filter.after
    ? { after: filter.after }
    : filter.before
      ? { before: filter.before }
      : { offset: (Math.max(1, filter.page) - 1) * LEADS_PAGE_SIZE };
  // One more than a page: whether there is more in the direction the pager went.
  const [found, total] = await Promise.all([leadIds(db, actor, filter, LEADS_PAGE_SIZE + 1, window), countLeads(db, actor, filter)]);
  const more = found.length > LEADS_PAGE_SIZE;
  const page = 'before' in window ? found.slice(found.length - Math.min(found.length, LEADS_PAGE_SIZE)) : found.slice(0, LEADS_PAGE_SIZE);
  const rows =
    page.length === 0
      ? []
      : await db
          .select(listColumns)
          .from(quoteRequests)
          .innerJoin(activities, eq(activities.id, quoteRequests.activityId))
          .where(
            inArray(
              quoteRequests.id,
              page.map((row) => row.id),
            ),
          )
          .orderBy(...newestFirst);
  const first = page[0];
  const last = page[page.length - 1];
  const hasNewer = 'before' in window ? more : 'after' in window || window.offset > 0;
  const hasOlder = 'before' in window || more;
  return {
    items: rows,
    total,
    older: hasOlder && last ? { at: last.place, id: last.id } : null,
    newer: hasNewer && first ? { at: first.place, id: first.id } : null,
  };
}

/** Leads per window of the export (CSV_BATCH_SIZE): a window is read whole, so it is aimed at about this many. */
const EXPORT_WINDOW_TARGET = CSV_BATCH_SIZE;

/**
 * The filtered leads with every field, newest first, for the CSV export, however many there are (the
 * filter's activity checked to be the actor's first). An operator's are read in keyset pages along
 * quote_requests_created_idx. A provider's are read in windows of time, each [from, to) read whole per
 * activity from quote_requests_activity_idx: every lead is read once, whatever the number of
 * activities (pages of "the next 1,000 after the key" read up to 1,000 leads of every activity for each
 * page, every remaining lead again and again for a provider with hundreds of activities). A window's
 * length is aimed at EXPORT_WINDOW_TARGET leads from the last one's density, and halved before it is
 * read again when it holds more than four times that, so memory stays a few pages.
 */
export async function leadPagesForExport(db: Database, actor: Actor, filter: Omit<LeadFilter, 'page'>): Promise<AsyncGenerator<LeadDetail[]>> {
  await requireFilterActivity(db, actor, filter.activityId);
  const scope = scopeOf(actor);
  const details = (ids: number[]) =>
    db
      .select(detailColumns)
      .from(quoteRequests)
      .innerJoin(activities, eq(activities.id, quoteRequests.activityId))
      .leftJoin(organisations, eq(organisations.id, activities.organisationId))
      .where(inArray(quoteRequests.id, ids))
      .orderBy(...newestFirst);
  if (!scope) return (async function* () {})();
  if (!scope.condition) {
    return (async function* () {
      const keys = newestFirstPages(quoteRequests.createdAt, quoteRequests.id, (after, size) =>
        db
          .select({ id: quoteRequests.id, key: newestFirstKey(quoteRequests.createdAt) })
          .from(quoteRequests)
          .where(and(filter.activityId ? eq(quoteRequests.activityId, filter.activityId) : undefined, leadConditions(filter), after))
          .orderBy(...newestFirst)
          .limit(size),
      );
      for await (const page of keys) yield await details(page.map((row) => row.id));
    })();
  }
  const own = and(scope.condition, filter.activityId ? eq(activities.id, filter.activityId) : undefined);
  // The span of the actor's leads (per activity its newest and oldest, from the index's two ends).
  const ends = db
    .select({
      newest: sql<
        string | null
      >`(SELECT max(${quoteRequests.createdAt}) FROM ${quoteRequests} WHERE ${and(eq(quoteRequests.activityId, activities.id), leadConditions(filter))})`.as(
        'newest',
      ),
      oldest: sql<
        string | null
      >`(SELECT min(${quoteRequests.createdAt}) FROM ${quoteRequests} WHERE ${and(eq(quoteRequests.activityId, activities.id), leadConditions(filter))})`.as(
        'oldest',
      ),
    })
    .from(activities)
    .where(own)
    .as('ends');
  const [span] = await db
    .select({
      newest: sql<string | null>`to_char(max(${ends.newest}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      oldest: sql<string | null>`to_char(min(${ends.oldest}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(ends);
  return (async function* () {
    if (!span?.newest || !span.oldest) return;
    const oldest = Date.parse(span.oldest);
    // Windows [from, to) in whole milliseconds; the first ends just after the newest lead.
    let to = Date.parse(span.newest) + 1;
    let length = Math.max(60_000, to - oldest);
    while (to > oldest) {
      const from = to - length;
      const ids = await db
        .select({ id: quoteRequests.id })
        .from(activities)
        .innerJoin(quoteRequests, eq(quoteRequests.activityId, activities.id))
        .where(
          and(
            own,
            leadConditions(filter),
            gte(quoteRequests.createdAt, sql`${new Date(from).toISOString()}::timestamptz`),
            lt(quoteRequests.createdAt, sql`${new Date(to).toISOString()}::timestamptz`),
          ),
        )
        .orderBy(...newestFirst)
        // A window of one millisecond is read whole, however many leads it holds.
        .limit(length > 1 ? 4 * EXPORT_WINDOW_TARGET + 1 : 2_147_483_647);
      if (ids.length > 4 * EXPORT_WINDOW_TARGET && length > 1) {
        length = Math.max(1, Math.floor(length / 2));
        continue;
      }
      for (let start = 0; start < ids.length; start += EXPORT_WINDOW_TARGET) {
        yield await details(ids.slice(start, start + EXPORT_WINDOW_TARGET).map((row) => row.id));
      }
      to = from;
      // The next window's length from this one's density, changed at most fourfold at a time.
      length = Math.max(1, Math.round(length * Math.min(4, Math.max(0.25, EXPORT_WINDOW_TARGET / Math.max(1, ids.length)))));
    }
  })();
}

/** One lead of the actor's; NotFoundForActor for another organisation's or a missing one (404 both). */
export async function getLead(db: Database, actor: Actor, id: number): Promise<LeadDetail> {
  const scope = scopeOf(actor);
  if (!scope || !Number.isSafeInteger(id) || id <= 0) throw new NotFoundForActor('lead');
  const [lead] = await db
    .select(detailColumns)
    .from(quoteRequests)
    .innerJoin(activities, eq(activities.id, quoteRequests.activityId))
    .leftJoin(organisations, eq(organisations.id, activities.organisationId))
    .where(and(eq(quoteRequests.id, id), scope.condition))
    .limit(1);
  if (!lead) throw new NotFoundForActor('lead');
  return lead;
}

/** One lead of the actor's with the answers sent from the portal (same 404 rule as getLead). */
export async function getLeadPage(db: Database, actor: Actor, id: number): Promise<LeadPage> {
  const lead = await getLead(db, actor, id);
  const [sender] = await db
    .select({
      organisationId: activities.organisationId,
      organisationName: organisations.name,
      organisationEmail: organisations.email,
      platformName: platforms.name,
      platformEmail: platforms.email,
    })
    .from(activities)
    .innerJoin(platforms, eq(platforms.id, activities.platformId))
    .leftJoin(organisations, eq(organisations.id, activities.organisationId))
    .where(eq(activities.id, lead.activityId));
  const answers = await db
    .select({
      id: leadAnswers.id,
      sentAt: leadAnswers.sentAt,
      body: leadAnswers.body,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(leadAnswers)
    .leftJoin(users, eq(users.id, leadAnswers.authorUserId))
    .where(eq(leadAnswers.quoteRequestId, id))
    .orderBy(asc(leadAnswers.sentAt), asc(leadAnswers.id));
  return {
    ...lead,
    replyTo: replyToOf(actor, sender!),
    answers: answers.map(({ email, firstName, lastName, ...answer }) => ({ ...answer, author: email ? personLabel({ email, firstName, lastName }) : null })),
  };
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The actor's lead, locked for the change in hand (two moves at once are made one after the other, so
 * answered_at is set once); NotFoundForActor for another organisation's or a missing one.
 */
async function lockOwnLead(tx: Tx, actor: Actor, id: number) {
  const scope = scopeOf(actor);
  if (!scope || !Number.isSafeInteger(id) || id <= 0) throw new NotFoundForActor('lead');
  const [lead] = await tx
    .select({
      id: quoteRequests.id,
      status: quoteRequests.leadStatus,
      answeredAt: quoteRequests.answeredAt,
      quotedAt: quoteRequests.quotedAt,
      name: quoteRequests.name,
      email: quoteRequests.email,
      activityTitle: activities.title,
      organisationId: activities.organisationId,
      organisationName: organisations.name,
      organisationEmail: organisations.email,
      platformId: platforms.id,
      platformName: platforms.name,
      platformDomain: platforms.domain,
      platformEmail: platforms.email,
      brand: platforms.brand,
    })
    .from(quoteRequests)
    .innerJoin(activities, eq(activities.id, quoteRequests.activityId))
    .innerJoin(platforms, eq(platforms.id, activities.platformId))
    .leftJoin(organisations, eq(organisations.id, activities.organisationId))
    .where(and(eq(quoteRequests.id, id), scope.condition))
    .for('update', { of: quoteRequests });
  if (!lead) throw new NotFoundForActor('lead');
  return lead;
}

/**
 * Moves a lead in the pipeline (docs/decisions/115: leadMoves says which moves are allowed, else
 * LeadMoveRefused). Each step keeps its time: answered_at the first answer (a move out of NEW is one,
 * never moved afterwards), quoted_at the first quote (cleared only when QUOTED is corrected back to
 * ANSWERED), closed_at and the lost reason the latest close (cleared when the lead is reopened).
 */
export async function moveLead(db: Database, actor: Actor, id: number, move: LeadMove): Promise<void> {
  // Its organisation's response figures are worked out again once the move is committed.
  await db
    .transaction(async (tx) => {
      const lead = await lockOwnLead(tx, actor, id);
      if (!canMoveLead(lead.status, move.to)) throw new LeadMoveRefused(lead.status, move.to);
      const closed = move.to === 'WON' || move.to === 'LOST';
      await tx
        .update(quoteRequests)
        .set({
          leadStatus: move.to,
          answeredAt: sql`coalesce(${quoteRequests.answeredAt}, now())`,
          quotedAt: move.to === 'QUOTED' ? sql`coalesce(${quoteRequests.quotedAt}, now())` : move.to === 'ANSWERED' ? null : sql`${quoteRequests.quotedAt}`,
          closedAt: closed ? sql`now()` : null,
          lostReason: move.to === 'LOST' ? move.lostReason : null,
          leadUpdatedAt: sql`now()`,
        })
        .where(eq(quoteRequests.id, lead.id));
      await recordAudit(tx, { action: 'lead-updated', actorUserId: actor.userId, detail: { entity: 'lead', id, status: move.to } });
      return lead.organisationId;
    })
    .then(forgetOrganisationResponses);
}

/** Sets the provider's own note (an empty note clears it); same 404 rule as getLead. */
export async function saveLeadNote(db: Database, actor: Actor, id: number, note: string | null): Promise<void> {
  const text = note?.trim().slice(0, LEAD_NOTE_MAX) || null;
  await db.transaction(async (tx) => {
    const lead = await lockOwnLead(tx, actor, id);
    await tx
      .update(quoteRequests)
      .set({ leadNote: text, leadUpdatedAt: sql`now()` })
      .where(eq(quoteRequests.id, lead.id));
    await recordAudit(tx, { action: 'lead-updated', actorUserId: actor.userId, detail: { entity: 'lead', id, note: true } });
  });
}

/** A display name in a mail header: no quotes or line breaks of its own. */
const headerName = (name: string) =>
  name
    .replace(/["\r\n]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Who the visitor's reply reaches: the organisation's name with the acting user's address when they
 * act for it (the person who wrote), else (an operator answering for it) the organisation's address,
 * else the platform's.
 */
function replyToOf(
  actor: Actor,
  lead: { organisationId: number | null; organisationName: string | null; organisationEmail: string | null; platformName: string; platformEmail: string },
): { name: string; address: string } {
  const member = lead.organisationId !== null && actor.organisationIds.includes(lead.organisationId);
  const address = (member ? actor.email : null) || lead.organisationEmail?.trim() || lead.platformEmail;
  return { name: headerName(lead.organisationName ?? lead.platformName), address };
}

/** The Reply-To header of that: `"Name" <address>`. */
const replyToHeader = ({ name, address }: { name: string; address: string }) => (name ? `"${name}" <${address}>` : address);

/**
 * Sends the visitor an answer from the portal (docs/decisions/115): the mail from the brand's address
 * with the provider as Reply-To, in the brand's language, queued in the outbox in the same transaction
 * as the answer kept with the lead; a NEW lead becomes ANSWERED and the first answer's time is kept.
 */
export async function answerLead(db: Database, actor: Actor, id: number, body: string): Promise<{ answerId: number; messageId: string }> {
  const text = body.trim().slice(0, LEAD_ANSWER_MAX);
  if (!text) throw new Error('an answer needs a text (LeadAnswerSchema refuses an empty one)');
  const answered = await db.transaction(async (tx) => {
    const lead = await lockOwnLead(tx, actor, id);
    const platform = { id: lead.platformId, name: lead.platformName, domain: lead.platformDomain };
    const mail = renderLeadAnswer(
      {
        name: lead.name,
        activityTitle: lead.activityTitle,
        organisationName: lead.organisationName ?? lead.platformName,
        platformName: lead.platformName,
        quoteRequestId: lead.id,
        body: text,
      },
      lead.brand?.locale ?? 'nl',
    );
    const [messageId] = await queueMails(tx, platform, lead.id, [
      { kind: 'lead-answer', to: lead.email, replyTo: replyToHeader(replyToOf(actor, lead)), ...mail },
    ]);
    const [queued] = await tx.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.messageId, messageId!));
    const [answer] = await tx
      .insert(leadAnswers)
      .values({ quoteRequestId: lead.id, authorUserId: actor.userId, body: text, mailOutboxId: queued!.id })
      .returning({ id: leadAnswers.id });
    await tx
      .update(quoteRequests)
      .set({
        leadStatus: lead.status === 'NEW' ? 'ANSWERED' : lead.status,
        answeredAt: sql`coalesce(${quoteRequests.answeredAt}, now())`,
        leadUpdatedAt: sql`now()`,
      })
      .where(eq(quoteRequests.id, lead.id));
    await recordAudit(tx, { action: 'lead-updated', actorUserId: actor.userId, detail: { entity: 'lead', id, answer: answer!.id } });
    return { answerId: answer!.id, messageId: messageId!, organisationId: lead.organisationId };
  });
  // Its organisation's response figures are worked out again once the answer is committed.
  forgetOrganisationResponses(answered.organisationId);
  return { answerId: answered.answerId, messageId: answered.messageId };
}

/**
 * The activities the list's filter offers, by title: a provider's own activities, as the statistics'
 * choice offers them; an operator's the catalogue's activities that have leads (a catalogue of 100,000
 * would fill the list with activities nobody asked about), read down the title index and stopped at the
 * bound. `selected` is added when it is the actor's but beyond the bound. A provider's were those with
 * leads too until a large provider's 800 activities each looked for a lead took 9 ms of every leads page
 * (decision 113, fifth round); an activity without leads shows the list's "no leads" when chosen.
 */
export async function listLeadActivities(db: Database, actor: Actor, selected?: number): Promise<LeadActivityOption[]> {
  const scope = scopeOf(actor);
  if (!scope) return [];
  const withLeads = scope.condition
    ? eq(activities.isEditCopy, false)
    : sql`EXISTS (SELECT 1 FROM ${quoteRequests} WHERE ${quoteRequests.activityId} = ${activities.id})`;
  const options = await db
    .select({ id: activities.id, title: activities.title })
    .from(activities)
    .where(and(scope.condition, withLeads))
    .orderBy(asc(activities.title), asc(activities.id))
    .limit(LEAD_ACTIVITY_OPTIONS_LIMIT);
  if (selected && !options.some((option) => option.id === selected)) {
    const [extra] = await db
      .select({ id: activities.id, title: activities.title })
      .from(activities)
      .where(and(eq(activities.id, selected), scope.condition));
    if (extra) options.unshift(extra);
  }
  return options;
}
