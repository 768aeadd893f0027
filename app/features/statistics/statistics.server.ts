import { and, eq, sql } from 'drizzle-orm';
import { publicActivitySql } from '../../public-api/visibility.server.ts';
import type { Database } from '../../../db/client.server.ts';
import { activities } from '../../../db/schema/index.ts';

/** What the detail screen counts (screens.md 4 tracking): a view, a phone reveal, a website click. */
export const STATISTIC_KINDS = ['view', 'phone', 'web', 'offer'] as const;
export type StatisticKind = (typeof STATISTIC_KINDS)[number];

const COLUMN: Record<StatisticKind, string> = {
  view: 'views',
  phone: 'phone_clicks',
  web: 'web_clicks',
  offer: 'offer_requests',
};

/**
 * Adds one to today's counter (Amsterdam calendar day) of an activity in service_mail_statistics; one
 * row per activity per day, upserted atomically. Loaders call it in-process, the detail screen through
 * POST /api/public/activities/{activityId}/statistics/{kind}.
 */
export async function recordActivityStatistic(db: Pick<Database, 'execute'>, activityId: number, kind: StatisticKind): Promise<void> {
  const column = sql.identifier(COLUMN[kind]);
  await db.execute(sql`
    INSERT INTO service_mail_statistics (activity_id, submit_date, ${column})
    VALUES (${activityId}, (now() AT TIME ZONE 'Europe/Amsterdam')::date, 1)
    ON CONFLICT (activity_id, submit_date) DO UPDATE SET ${column} = service_mail_statistics.${column} + 1`);
}

/** True when the activity is public on the platform (the statistics endpoints count nothing else). */
export async function isPublicActivity(db: Database, platformId: number, activityId: number): Promise<boolean> {
  const rows = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.id, activityId), publicActivitySql(platformId, 'activities')))
    .limit(1);
  return rows.length > 0;
}
