import { and, eq, gte, inArray, lt, sql, type SQLWrapper } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { isBackfillDone, LEADS_ORGANISATION_BACKFILL } from '../../../db/backfills.server.ts';
import type { Database } from '../../../db/client.server.ts';
import { activities, organisations, platforms, quoteRequests } from '../../../db/schema/index.ts';
import { timeZoneOfCountry } from '../../config/business-hours.ts';
import { responseBadge, responseDuration, responseFigures, responseWindow, type ResponseLead } from './response-time.ts';
import type { ResponseDuration, ResponseFigures } from './response-time.types.ts';

// The response time and rate of organisations (docs/decisions/115), read when a page is drawn: the
// window's leads of an organisation (a month of them), handed to the pure rule of response-time.ts with
// the clock. Nothing is stored in the database: the figure moves with the clock (leads enter and leave
// the window every hour without any write), and a stored copy would need a job to keep it as fresh as
// this read is. The portal keeps what it worked out for a minute in the process (RESPONSES_KEPT_MS).

/**
 * The window's leads of these organisations, per organisation: by quote_requests.organisation_id once it
 * can be read (its backfill done, db/backfills.server.ts): the created_at range of each organisation in
 * quote_requests_organisation_answers_idx, which holds the times too. Before that through its activities (activities_organisation_idx),
 * each activity's range in quote_requests_activity_idx: a large provider's 810 activities were 810
 * descents, 10-15 ms, where its organisations are a few. A lead is made for a public activity, never
 * for an edit copy, so both ways find the same leads.
 */
async function windowLeads(db: Database, organisationIds: readonly number[], now: Date): Promise<Map<number, ResponseLead[]>> {
  const byOrganisation = new Map<number, ResponseLead[]>(organisationIds.map((id) => [id, []]));
  if (organisationIds.length === 0) return byOrganisation;
  const { from, to } = responseWindow(now);
  const inWindow = and(gte(quoteRequests.createdAt, from), lt(quoteRequests.createdAt, to));
  // The times as milliseconds: a large provider's month is 3,400 leads, and reading each time as text
  // into a Date was a third of the figures' cost in the process.
  const times = { createdAt: epochMillis(quoteRequests.createdAt), answeredAt: epochMillis(quoteRequests.answeredAt) };
  const rows = (await isBackfillDone(db, LEADS_ORGANISATION_BACKFILL))
    ? // quote_requests_organisation_answers_idx holds all three (an index-only scan).
      await db
        .select({ organisationId: quoteRequests.organisationId, ...times })
        .from(quoteRequests)
        .where(and(inArray(quoteRequests.organisationId, [...organisationIds]), inWindow))
    : await db
        .select({ organisationId: activities.organisationId, ...times })
        .from(activities)
        .innerJoin(quoteRequests, and(eq(quoteRequests.activityId, activities.id), inWindow))
        .where(and(inArray(activities.organisationId, [...organisationIds]), eq(activities.isEditCopy, false)));
  for (const row of rows) {
    if (row.organisationId === null) continue;
    byOrganisation
      .get(row.organisationId)
      ?.push({ createdAt: new Date(row.createdAt!), answeredAt: row.answeredAt === null ? null : new Date(row.answeredAt) });
  }
  return byOrganisation;
}

/** A time as milliseconds since the epoch (a float8 the driver reads as a number), null for null. */
const epochMillis = (column: SQLWrapper) => sql<number | null>`(extract(epoch FROM ${column}) * 1000)::float8`;

export interface OrganisationResponse {
  organisationId: number;
  organisationName: string;
  /** The time zone its business hours are counted in (its platform's). */
  timeZone: string;
  figures: ResponseFigures;
  /** The median as the texts say it (null without answers). */
  median: ResponseDuration | null;
  /** What the public badge says now, or null while it does not show. */
  badge: ResponseDuration | null;
}

/** The figures worked out for these organisations at `now`, by name, each in its platform's time zone. */
async function workOutResponses(db: Database, organisationIds: readonly number[], now: Date): Promise<OrganisationResponse[]> {
  if (organisationIds.length === 0) return [];
  const [rows, leads] = await Promise.all([
    db
      .select({ id: organisations.id, name: organisations.name, countryCode: platforms.countryCode })
      .from(organisations)
      .innerJoin(platforms, eq(platforms.id, organisations.platformId))
      .where(inArray(organisations.id, [...organisationIds]))
      .orderBy(organisations.name, organisations.id),
    windowLeads(db, organisationIds, now),
  ]);
  return rows.map((row) => {
    const timeZone = timeZoneOfCountry(row.countryCode);
    const figures = responseFigures(leads.get(row.id) ?? [], now, timeZone);
    const median = figures.medianMillis === null ? null : responseDuration(figures.medianMillis);
    return { organisationId: row.id, organisationName: row.name, timeZone, figures, median, badge: responseBadge(figures) };
  });
}

/**
 * How long an organisation's figures are shown as worked out, in this process: the leads page shows them
 * at each view, and a large provider's 100 organisations' month of leads (3,400) was read and worked out
 * at each page of their leads, a third of the page. Their month moves by the hour, so a minute changes
 * nothing but an answer, and an answer given in this process forgets its organisation's figures at once
 * (forgetOrganisationResponses); one given through another process shows within the minute.
 */
export const RESPONSES_KEPT_MS = 60_000;
const BY_NAME = new Intl.Collator('nl');
const keptResponses = new LRUCache<number, OrganisationResponse>({ max: 20_000, ttl: RESPONSES_KEPT_MS });
/** When each organisation's figures were last forgotten: figures read before that are not kept. */
const forgottenAt = new LRUCache<number, number>({ max: 20_000, ttl: RESPONSES_KEPT_MS });

/**
 * The figures of these organisations, by name, each in its platform's time zone: as of `now` when it is
 * given (worked out), else as of the last minute (RESPONSES_KEPT_MS). The caller has checked the actor
 * may see them (the provider's own organisations, or an operator).
 */
export async function organisationResponses(db: Database, organisationIds: readonly number[], now?: Date): Promise<OrganisationResponse[]> {
  if (now) return workOutResponses(db, organisationIds, now);
  const kept: OrganisationResponse[] = [];
  const missing: number[] = [];
  for (const id of organisationIds) {
    const response = keptResponses.get(id);
    if (response) kept.push(response);
    else missing.push(id);
  }
  const readAt = Date.now();
  const fresh = await workOutResponses(db, missing, new Date(readAt));
  // Not kept when an answer was given while they were read: they may be from before it.
  for (const response of fresh) if ((forgottenAt.get(response.organisationId) ?? -1) < readAt) keptResponses.set(response.organisationId, response);
  // By name as a reader sorts (kept and fresh figures together), then by number.
  return [...kept, ...fresh].sort((a, b) => BY_NAME.compare(a.organisationName, b.organisationName) || a.organisationId - b.organisationId);
}

/** An answer was given for the organisation's lead: its figures are worked out again at the next view. */
export function forgetOrganisationResponses(organisationId: number | null): void {
  if (organisationId === null) return;
  keptResponses.delete(organisationId);
  forgottenAt.set(organisationId, Date.now());
}

/**
 * The public badge of the organisation of a platform's activity (by its slug), in the platform's zone:
 * "usually answers within ..." or null (no organisation, fewer than 5 leads in the window, mostly
 * unanswered). Read with the page; the page cache keeps it with the page for its minute.
 */
export async function activityResponseBadge(
  db: Database,
  platform: { id: number; countryCode: string },
  activitySlug: string,
  now = new Date(),
): Promise<ResponseDuration | null> {
  const [activity] = await db
    .select({ organisationId: activities.organisationId })
    .from(activities)
    .where(and(eq(activities.platformId, platform.id), eq(activities.slug, activitySlug), eq(activities.isEditCopy, false)))
    .limit(1);
  if (!activity?.organisationId) return null;
  const leads = await windowLeads(db, [activity.organisationId], now);
  return responseBadge(responseFigures(leads.get(activity.organisationId) ?? [], now, timeZoneOfCountry(platform.countryCode)));
}
