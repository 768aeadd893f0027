import { and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.server.ts';
import { activities, organisations } from '../../../db/schema/index.ts';
import type { Actor } from '../../portal/actor.ts';
import { cappedTotal } from '../../portal/list-total.server.ts';
import { NotFoundForActor, organisationScope } from '../../portal/permissions.server.ts';
import { STATISTICS_PERIODS, type StatisticsQuery } from './provider-statistics.schemas.ts';
import type { ProviderStatistics, StatisticsActivityOption, StatisticsDay } from './provider-statistics.types.ts';
import { seriesOfDays } from './statistics-series.ts';

// A provider's figures (decision 104): the daily counts of service_mail_statistics for the actor's activities,
// over 30, 90 or 365 days ending today, with the period of the same length before it.

/** The activities to choose from are bounded (an operator may choose from the whole catalogue): search narrows. */
export const STATISTICS_ACTIVITY_LIMIT = 200;

/** Today as the counters record it (statistics.server.ts): the Amsterdam calendar day. */
const TODAY = sql`(now() AT TIME ZONE 'Europe/Amsterdam')::date`;

/** The actor's activities (edit copies are counted on their original): none, some organisations' or any. */
function ownActivities(actor: Actor): SQL {
  const scope = organisationScope(actor);
  if (scope === 'any') return sql`NOT ${activities.isEditCopy}`;
  if (scope.length === 0) return sql`false`;
  return and(inArray(activities.organisationId, scope), eq(activities.isEditCopy, false))!;
}

/** An activity of the actor, or NotFoundForActor (a foreign id is answered like a missing one). */
async function ownActivity(db: Database, actor: Actor, activityId: number): Promise<StatisticsActivityOption> {
  const [activity] = await db
    .select({ id: activities.id, title: activities.title, organisationName: sql<string>`coalesce(${organisations.name}, '')` })
    .from(activities)
    .leftJoin(organisations, eq(organisations.id, activities.organisationId))
    .where(and(eq(activities.id, activityId), ownActivities(actor)))
    .limit(1);
  if (!activity) throw new NotFoundForActor('activity');
  return activity;
}

interface DayRow {
  day: string;
  views: number;
  phone_clicks: number;
  web_clicks: number;
  offer_requests: number;
}

/**
 * The daily figures of one activity (`activityId`) or of all the actor's activities together, for the
 * period ending today and the one before it, every day present (zero when nothing was counted).
 * A USER sees their organisations' activities, an ADMIN any; another's activity is NotFoundForActor.
 */
export async function providerStatistics(db: Database, actor: Actor, query: Pick<StatisticsQuery, 'period' | 'activityId'>): Promise<ProviderStatistics> {
  const { period, activityId } = query;
  if (!(STATISTICS_PERIODS as readonly number[]).includes(period)) throw new RangeError(`period must be one of ${STATISTICS_PERIODS.join(', ')}`);
  const activity = activityId === null ? null : await ownActivity(db, actor, activityId);
  const everything = activity === null && organisationScope(actor) === 'any';
  const counted =
    activity !== null ? sql`s.activity_id = ${activity.id}` : sql`s.activity_id IN (SELECT ${activities.id} FROM ${activities} WHERE ${ownActivities(actor)})`;
  // Every activity together (an operator's figures) from the day totals the database keeps (db/schema/leads.ts,
  // statisticsDayTotals): a row a day instead of a row a day of every activity.
  const counts = everything
    ? sql`
        SELECT t.day AS submit_date, t.views::int AS views, t.phone_clicks::int AS phone_clicks,
               t.web_clicks::int AS web_clicks, t.offer_requests::int AS offer_requests
        FROM statistics_day_totals t, span
        WHERE t.day BETWEEN span.first_day AND span.last_day`
    : sql`
        SELECT s.submit_date, sum(s.views)::int AS views, sum(s.phone_clicks)::int AS phone_clicks,
               sum(s.web_clicks)::int AS web_clicks, sum(s.offer_requests)::int AS offer_requests
        FROM service_mail_statistics s, span
        WHERE s.submit_date BETWEEN span.first_day AND span.last_day AND ${counted}
        GROUP BY s.submit_date`;
  // Both periods in one run of days; the rows of a day are summed before the days are joined in.
  const rows = await queryRows<DayRow>(
    db,
    sql`
      WITH span AS (SELECT ${TODAY} - ${2 * period - 1}::int AS first_day, ${TODAY} AS last_day),
      counted AS (${counts})
      SELECT d.day::date::text AS day, coalesce(c.views, 0) AS views, coalesce(c.phone_clicks, 0) AS phone_clicks,
             coalesce(c.web_clicks, 0) AS web_clicks, coalesce(c.offer_requests, 0) AS offer_requests
      FROM span CROSS JOIN generate_series(span.first_day, span.last_day, interval '1 day') AS d(day)
      LEFT JOIN counted c ON c.submit_date = d.day::date
      ORDER BY d.day`,
  );
  const days: StatisticsDay[] = rows.map((row) => ({
    date: row.day,
    views: Number(row.views),
    phoneClicks: Number(row.phone_clicks),
    webClicks: Number(row.web_clicks),
    quoteRequests: Number(row.offer_requests),
  }));
  return { period, activity, previous: seriesOfDays(days.slice(0, period)), current: seriesOfDays(days.slice(period)) };
}

/**
 * The actor's activities to choose from, by organisation and title, at most STATISTICS_ACTIVITY_LIMIT; `search` narrows
 * them (a part of the title), `total` says how many match.
 */
export async function listStatisticsActivities(
  db: Database,
  actor: Actor,
  search = '',
): Promise<{ items: StatisticsActivityOption[]; total: number; limit: number }> {
  const words = search.trim();
  const matching = words ? ilike(activities.title, `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
  // The choices and their count apart, the count stopping at the cap (list-total.server.ts): an operator's
  // choices are the whole catalogue, and a count over the window joined and counted all of it.
  const scope = organisationScope(actor);
  const [items, total] = await Promise.all([
    db
      .select({ id: activities.id, title: activities.title, organisationName: sql<string>`coalesce(${organisations.name}, '')` })
      .from(activities)
      // A provider's organisations named in the join too: their names are read by key, where the join
      // alone was a hash of all 14,500 organisations for the 100 of a large provider.
      .leftJoin(organisations, and(eq(organisations.id, activities.organisationId), scope === 'any' ? undefined : inArray(organisations.id, scope)))
      .where(and(ownActivities(actor), matching))
      // An operator's choices are the whole catalogue: by title alone, read down activities_title_idx and
      // stopped after the limit, where by organisation first sorted 100,000 rows (docs/decisions/113).
      .orderBy(...(scope === 'any' ? [asc(activities.title), asc(activities.id)] : [asc(organisations.name), asc(activities.title), asc(activities.id)]))
      .limit(STATISTICS_ACTIVITY_LIMIT),
    cappedTotal(
      db,
      db
        .select({ id: activities.id })
        .from(activities)
        .where(and(ownActivities(actor), matching))
        .$dynamic(),
    ),
  ]);
  return { items, total, limit: STATISTICS_ACTIVITY_LIMIT };
}
