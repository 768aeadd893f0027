import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { newestFirstKey, newestFirstPages } from '../../portal/csv.server.ts';
import type { Database } from '../../../db/client.server.ts';
import { activities, organisations, quoteRequests } from '../../../db/schema/index.ts';
import { recordAudit } from '../../portal/audit.server.ts';
import type { Actor } from '../../portal/actor.ts';
import { NotFoundForActor, organisationScope } from '../../portal/permissions.server.ts';
import { LEAD_NOTE_MAX, LEADS_PAGE_SIZE, type LeadFilter, type LeadStatus } from './provider-leads.schemas.ts';

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

/** The actor's organisations as a condition on `activities`; null when the actor acts for none. */
function scopeOf(actor: Actor): { condition: SQL | undefined } | null {
  const scope = organisationScope(actor);
  if (scope === 'any') return { condition: undefined };
  if (scope.length === 0) return null;
  return { condition: inArray(activities.organisationId, scope) };
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

/**
 * The ids of one window of the actor's filtered leads, newest first. A provider's are read activity by
 * activity: for each of their activities (activities_organisation_idx) its newest leads through
 * quote_requests_activity_idx (activity_id, created_at; the days filter is its range), at most
 * offset + limit each, merged; so a page reads the provider's own leads only, however large the
 * catalogue. An operator's are every lead, so one scan in created order.
 */
async function leadIds(
  db: Database,
  actor: Actor,
  filter: Omit<LeadFilter, 'page'>,
  limit: number,
  offset: number,
  after?: SQL,
): Promise<Array<{ id: number; key: string }>> {
  const scope = scopeOf(actor);
  if (!scope) return [];
  const conditions = and(leadConditions(filter), after);
  if (!scope.condition) {
    return db
      .select({ id: quoteRequests.id, key: newestFirstKey(quoteRequests.createdAt) })
      .from(quoteRequests)
      .where(and(filter.activityId ? eq(quoteRequests.activityId, filter.activityId) : undefined, conditions))
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset);
  }
  const perActivity = db
    .select({ id: quoteRequests.id, createdAt: quoteRequests.createdAt, key: newestFirstKey(quoteRequests.createdAt).as('key') })
    .from(quoteRequests)
    .where(and(eq(quoteRequests.activityId, activities.id), conditions))
    .orderBy(...newestFirst)
    .limit(offset + limit)
    .as('lead');
  return db
    .select({ id: perActivity.id, key: perActivity.key })
    .from(activities)
    .crossJoinLateral(perActivity)
    .where(and(scope.condition, filter.activityId ? eq(activities.id, filter.activityId) : undefined))
    .orderBy(desc(perActivity.createdAt), desc(perActivity.id))
    .limit(limit)
    .offset(offset);
}

/** How many leads the filter finds (a provider's counted per activity in its index, like leadIds). */
async function countLeads(db: Database, actor: Actor, filter: Omit<LeadFilter, 'page'>): Promise<number> {
  const scope = scopeOf(actor);
  if (!scope) return 0;
  const conditions = leadConditions(filter);
  if (!scope.condition) {
    const [row] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(quoteRequests)
      .where(and(filter.activityId ? eq(quoteRequests.activityId, filter.activityId) : undefined, conditions));
    return row?.total ?? 0;
  }
  const perActivity = db
    .select({ leads: sql<number>`count(*)`.as('leads') })
    .from(quoteRequests)
    .where(and(eq(quoteRequests.activityId, activities.id), conditions))
    .as('counted');
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${perActivity.leads}), 0)::int` })
    .from(activities)
    .crossJoinLateral(perActivity)
    .where(and(scope.condition, filter.activityId ? eq(activities.id, filter.activityId) : undefined));
  return row?.total ?? 0;
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
};

/** One page of the actor's leads, newest first (25 a page, see leadIds for how it stays fast). */
export async function listLeads(db: Database, actor: Actor, filter: LeadFilter): Promise<{ items: LeadListItem[]; total: number; pages: number }> {
  await requireFilterActivity(db, actor, filter.activityId);
  const [ids, total] = await Promise.all([
    leadIds(db, actor, filter, LEADS_PAGE_SIZE, (Math.max(1, filter.page) - 1) * LEADS_PAGE_SIZE).then((rows) => rows.map((row) => row.id)),
    countLeads(db, actor, filter),
  ]);
  const items =
    ids.length === 0
      ? []
      : await db
          .select(listColumns)
          .from(quoteRequests)
          .innerJoin(activities, eq(activities.id, quoteRequests.activityId))
          .where(inArray(quoteRequests.id, ids))
          .orderBy(...newestFirst);
  return { items, total, pages: Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE)) };
}

/**
 * The filtered leads with every field, newest first, for the CSV export: page after page of
 * CSV_BATCH_SIZE, however many there are (the filter's activity checked to be the actor's first).
 */
export async function leadPagesForExport(db: Database, actor: Actor, filter: Omit<LeadFilter, 'page'>): Promise<AsyncGenerator<LeadDetail[]>> {
  await requireFilterActivity(db, actor, filter.activityId);
  return (async function* () {
    const keys = newestFirstPages(quoteRequests.createdAt, quoteRequests.id, (after, size) => leadIds(db, actor, filter, size, 0, after));
    for await (const page of keys) {
      yield await db
        .select(detailColumns)
        .from(quoteRequests)
        .innerJoin(activities, eq(activities.id, quoteRequests.activityId))
        .leftJoin(organisations, eq(organisations.id, activities.organisationId))
        .where(
          inArray(
            quoteRequests.id,
            page.map((row) => row.id),
          ),
        )
        .orderBy(...newestFirst);
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

/** Sets where a lead stands and the provider's note (an empty note clears it); same 404 rule as getLead. */
export async function updateLead(db: Database, actor: Actor, id: number, change: { status: LeadStatus; note?: string | null }): Promise<void> {
  const scope = scopeOf(actor);
  if (!scope || !Number.isSafeInteger(id) || id <= 0) throw new NotFoundForActor('lead');
  const note = change.note?.trim().slice(0, LEAD_NOTE_MAX) || null;
  // An operator's scope is every activity; a provider's, the activities of their organisations.
  const owned = scope.condition ? inArray(quoteRequests.activityId, db.select({ id: activities.id }).from(activities).where(scope.condition)) : undefined;
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(quoteRequests)
      .set({ leadStatus: change.status, leadNote: note, leadUpdatedAt: sql`now()` })
      .where(and(eq(quoteRequests.id, id), owned))
      .returning({ id: quoteRequests.id });
    if (updated.length === 0) throw new NotFoundForActor('lead');
    await recordAudit(tx, { action: 'lead-updated', actorUserId: actor.userId, detail: { entity: 'lead', id, status: change.status } });
  });
}

/**
 * The actor's activities that have leads, by title, for the list's filter (bounded: an operator's
 * catalogue is large). `selected` is added when it is the actor's but beyond the bound.
 */
export async function listLeadActivities(db: Database, actor: Actor, selected?: number): Promise<LeadActivityOption[]> {
  const scope = scopeOf(actor);
  if (!scope) return [];
  const withLeads = sql`EXISTS (SELECT 1 FROM ${quoteRequests} WHERE ${quoteRequests.activityId} = ${activities.id})`;
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
