import { sql } from 'drizzle-orm';
import type { Database } from '../client.server.ts';

/**
 * Recounts statistics_day_totals from service_mail_statistics. The database keeps the totals itself with
 * triggers (migration 0031, db/schema/leads.ts); a seed that loads with session_replication_role =
 * replica runs without them, so it recounts after loading the figures.
 */
export async function recountStatisticsDayTotals(db: Pick<Database, 'execute'>): Promise<void> {
  await db.execute(sql`DELETE FROM statistics_day_totals`);
  await db.execute(sql`
    INSERT INTO statistics_day_totals (day, views, phone_clicks, web_clicks, offer_requests)
    SELECT submit_date, sum(views), sum(phone_clicks), sum(web_clicks), sum(offer_requests) FROM service_mail_statistics GROUP BY submit_date`);
}
