import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../../db/client.server.ts';
import { activities } from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { insertWriteFixtures, type WriteFixtures } from '../../../tests/support/write-fixtures.ts';
import { StatisticsBuffer } from './statistics.server.ts';

// docs/decisions/113: statistics pings are counted in memory and written in batches, one row
// per activity and Amsterdam day, adding to what is there.

let database: DatabaseHandle;
let fixtures: WriteFixtures;

beforeAll(async () => {
  database = await createTestDatabase();
  fixtures = await insertWriteFixtures(database.db);
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.execute(sql`TRUNCATE service_mail_statistics`);
});

interface Row {
  activity_id: number;
  day: string;
  views: number;
  phone_clicks: number;
  web_clicks: number;
}
const rows = () =>
  queryRows<Row>(
    database.db,
    sql`SELECT activity_id, submit_date::text AS day, views, phone_clicks, web_clicks FROM service_mail_statistics ORDER BY activity_id, submit_date`,
  );

describe('statistics buffer', () => {
  it('writes the counts of many pings as one row per activity and day, added to what is there', async () => {
    const buffer = new StatisticsBuffer(database.db, { flushMs: 1000 });
    const now = Date.parse('2026-06-01T10:00:00Z');
    for (let i = 0; i < 500; i += 1) buffer.count(fixtures.activityNl, 'view', now);
    buffer.count(fixtures.activityNl, 'phone', now);
    buffer.count(fixtures.activityDe, 'web', now);
    expect(buffer.pendingRows).toBe(2);
    expect(await rows()).toEqual([]);
    expect(await buffer.flush()).toBe(2);
    expect(buffer.pendingRows).toBe(0);
    buffer.count(fixtures.activityNl, 'view', now);
    expect(await buffer.flush()).toBe(1);
    expect(await rows()).toEqual([
      { activity_id: fixtures.activityNl, day: '2026-06-01', views: 501, phone_clicks: 1, web_clicks: 0 },
      { activity_id: fixtures.activityDe, day: '2026-06-01', views: 0, phone_clicks: 0, web_clicks: 1 },
    ]);
    expect(await buffer.flush()).toBe(0);
  });

  it("counts on the Amsterdam calendar day of the ping (22:30 UTC in summer is the next day's)", async () => {
    const buffer = new StatisticsBuffer(database.db, { flushMs: 1000 });
    buffer.count(fixtures.activityNl, 'view', Date.parse('2026-06-01T21:30:00Z'));
    buffer.count(fixtures.activityNl, 'view', Date.parse('2026-06-01T22:30:00Z'));
    await buffer.flush();
    expect((await rows()).map((row) => [row.day, row.views])).toEqual([
      ['2026-06-01', 1],
      ['2026-06-02', 1],
    ]);
  });

  it('keeps the counts of a failed write and writes them with the next one', async () => {
    const errors: unknown[] = [];
    const buffer = new StatisticsBuffer(database.db, { flushMs: 1000, onError: (error) => errors.push(error) });
    buffer.count(fixtures.activityNl, 'view');
    buffer.count(fixtures.activityNl, 'view');
    // A real failure of the statement: the table is away for a moment.
    await database.db.execute(sql`ALTER TABLE service_mail_statistics RENAME TO service_mail_statistics_away`);
    try {
      await expect(buffer.flush()).rejects.toThrow();
    } finally {
      await database.db.execute(sql`ALTER TABLE service_mail_statistics_away RENAME TO service_mail_statistics`);
    }
    expect(errors).toHaveLength(1);
    expect(buffer.pendingRows).toBe(1);
    buffer.count(fixtures.activityNl, 'view');
    expect(await buffer.flush()).toBe(1);
    expect((await rows()).map((row) => row.views)).toEqual([3]);
  });

  it('leaves out an activity deleted since it was counted, and writes the others', async () => {
    const [gone] = await database.db
      .insert(activities)
      .values({ title: 'Verdwijnt', slug: 'verdwijnt', platformId: 1, approved: true, status: true, isEditCopy: false })
      .returning({ id: activities.id });
    const buffer = new StatisticsBuffer(database.db, { flushMs: 1000 });
    buffer.count(gone!.id, 'view');
    buffer.count(fixtures.activityNl, 'view');
    await database.db.execute(sql`DELETE FROM activities WHERE id = ${gone!.id}`);
    await buffer.flush();
    expect((await rows()).map((row) => row.activity_id)).toEqual([fixtures.activityNl]);
  });

  it('writes on its timer, and what is held when stopped', async () => {
    const buffer = new StatisticsBuffer(database.db, { flushMs: 50 }).start();
    buffer.count(fixtures.activityNl, 'view');
    await expect.poll(async () => (await rows()).length).toBe(1);
    buffer.count(fixtures.activityNl, 'web');
    await buffer.stop();
    expect(await rows()).toMatchObject([{ views: 1, web_clicks: 1 }]);
    buffer.count(fixtures.activityNl, 'view');
    // Stopped: no timer writes any more (a later stop or flush would).
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(buffer.pendingRows).toBe(1);
  });

  it('holds at most maxPending activity-days while writes fail, and counts what it dropped', () => {
    const buffer = new StatisticsBuffer(database.db, { flushMs: 1000, maxPending: 2 });
    buffer.count(1, 'view');
    buffer.count(2, 'view');
    buffer.count(3, 'view');
    buffer.count(1, 'view');
    expect(buffer.pendingRows).toBe(2);
    expect(buffer.dropped).toBe(1);
  });
});

describe('the day totals of every activity (statistics_day_totals)', () => {
  /** The totals the database keeps, and the sums of the rows they stand for: always the same. */
  async function totalsAndSums() {
    const totals = await queryRows<{ day: string; views: number; phone_clicks: number; web_clicks: number; offer_requests: number }>(
      database.db,
      sql`SELECT day::text AS day, views::int, phone_clicks::int, web_clicks::int, offer_requests::int FROM statistics_day_totals
          WHERE views <> 0 OR phone_clicks <> 0 OR web_clicks <> 0 OR offer_requests <> 0 ORDER BY day`,
    );
    const sums = await queryRows<(typeof totals)[number]>(
      database.db,
      sql`SELECT submit_date::text AS day, sum(views)::int AS views, sum(phone_clicks)::int AS phone_clicks, sum(web_clicks)::int AS web_clicks,
                 sum(offer_requests)::int AS offer_requests
          FROM service_mail_statistics GROUP BY submit_date ORDER BY submit_date`,
    );
    return { totals, sums };
  }

  it('follow every insert, added count, deletion and truncation of the rows, statement by statement', async () => {
    expect((await totalsAndSums()).totals).toEqual([]);
    // Two buffers (two processes) writing the same days, at the same time.
    const first = new StatisticsBuffer(database.db, { flushMs: 1000 });
    const second = new StatisticsBuffer(database.db, { flushMs: 1000 });
    const june = Date.parse('2026-06-01T10:00:00Z');
    const july = Date.parse('2026-07-01T10:00:00Z');
    for (let i = 0; i < 30; i += 1) {
      first.count(fixtures.activityNl, 'view', june);
      second.count(fixtures.activityDe, 'view', june);
      second.count(fixtures.activityNl, i % 3 === 0 ? 'phone' : 'view', july);
    }
    await Promise.all([first.flush(), second.flush()]);
    // Added to existing rows (INSERT ... ON CONFLICT DO UPDATE: the update trigger).
    first.count(fixtures.activityNl, 'web', june);
    first.count(fixtures.activityDe, 'view', july);
    await first.flush();
    // A request counted in its own transaction (quote.server.ts), and a row changed by hand.
    await database.db.execute(sql`
      INSERT INTO service_mail_statistics (activity_id, submit_date, offer_requests) VALUES (${fixtures.activityDe}, '2026-06-01', 1)
      ON CONFLICT (activity_id, submit_date) DO UPDATE SET offer_requests = service_mail_statistics.offer_requests + 1`);
    await database.db.execute(sql`UPDATE service_mail_statistics SET views = views - 5 WHERE submit_date = '2026-07-01'`);
    let { totals, sums } = await totalsAndSums();
    expect(totals).toEqual(sums);
    expect(totals).toEqual([
      { day: '2026-06-01', views: 60, phone_clicks: 0, web_clicks: 1, offer_requests: 1 },
      { day: '2026-07-01', views: 20 + 1 - 10, phone_clicks: 10, web_clicks: 0, offer_requests: 0 },
    ]);
    // An activity's figures removed (as deleting the activity does, ON DELETE CASCADE).
    await database.db.execute(sql`DELETE FROM service_mail_statistics WHERE activity_id = ${fixtures.activityDe}`);
    ({ totals, sums } = await totalsAndSums());
    expect(totals).toEqual(sums);
    expect(totals.map((day) => day.views)).toEqual([30, 15]);
    await database.db.execute(sql`TRUNCATE service_mail_statistics`);
    expect(await totalsAndSums()).toEqual({ totals: [], sums: [] });
  });
});
