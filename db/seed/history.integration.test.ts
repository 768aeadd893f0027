import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../client.server.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import { HISTORY_COUNTS, HISTORY_PROVIDER_EMAIL, seedHistory } from './history.ts';

// The scale seed's history (decision 113) on the demo data at a ten-thousandth of its size: what it writes,
// and that the same seed and date write the same rows. The full size runs in bench:portal only.

let database: DatabaseHandle;
const SCALE = 0.0001;
const referenceDate = new Date('2026-06-01T00:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
});
afterAll(async () => {
  await database.close();
});

const statisticsCount = async () => (await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM service_mail_statistics`))[0]!.n;

const fingerprint = () =>
  queryRows<{ table: string; n: number; digest: string }>(
    database.db,
    sql`SELECT 'quote_requests' AS table, count(*)::int AS n, md5(string_agg(activity_id || ':' || created_at::text || ':' || lead_status, ',' ORDER BY id)) AS digest
          FROM quote_requests WHERE email LIKE '%@historie.example'
        UNION ALL SELECT 'audit_log', count(*)::int, md5(string_agg(action || ':' || at::text, ',' ORDER BY id)) FROM audit_log WHERE ip LIKE '10.%'
        UNION ALL SELECT 'mail_outbox', count(*)::int, md5(string_agg(status || ':' || created_at::text, ',' ORDER BY id)) FROM mail_outbox WHERE message_id LIKE '<historie-%'
        UNION ALL SELECT 'users', count(*)::int, md5(string_agg(email || ':' || locale, ',' ORDER BY id)) FROM users WHERE email LIKE '%@historie.example'`,
  );

describe('scale seed history', () => {
  it('adds users, leads, statistics, audit and outbox rows in proportion, and a provider with many activities', async () => {
    const statisticsBefore = await statisticsCount();
    const result = await seedHistory(database.db, { seed: 1, referenceDate, scale: SCALE });
    expect(result.rows).toEqual({
      users: Math.round(HISTORY_COUNTS.users * SCALE),
      quote_requests: Math.round(HISTORY_COUNTS.quoteRequests * SCALE),
      service_mail_statistics: Math.round(HISTORY_COUNTS.statistics * SCALE),
      audit_log: Math.round(HISTORY_COUNTS.audit * SCALE),
      mail_outbox: Math.round(HISTORY_COUNTS.outbox * SCALE),
    });
    const print = await fingerprint();
    expect(Object.fromEntries(print.map((row) => [row.table, row.n]))).toEqual({
      quote_requests: result.rows.quote_requests,
      audit_log: result.rows.audit_log,
      mail_outbox: result.rows.mail_outbox,
      users: result.rows.users,
    });
    // Statistics days are unique per activity; a day the demo data already counted for an activity keeps
    // the demo's row (ON CONFLICT DO NOTHING), so a few of the generated rows are not added.
    const added = (await statisticsCount()) - statisticsBefore;
    expect(added).toBeGreaterThan(result.rows.service_mail_statistics! * 0.8);
    expect(added).toBeLessThanOrEqual(result.rows.service_mail_statistics!);
    const [large] = await queryRows<{ organisations: number; activities: number }>(
      database.db,
      sql`SELECT count(DISTINCT uo.organisation_id)::int AS organisations, count(a.id)::int AS activities
          FROM users u JOIN user_organisations uo ON uo.user_id = u.id LEFT JOIN activities a ON a.organisation_id = uo.organisation_id
          WHERE u.email = ${HISTORY_PROVIDER_EMAIL}`,
    );
    expect(large!.organisations).toBeGreaterThan(1);
    expect(large!.activities).toBeGreaterThan(large!.organisations);
    // Nothing later than the reference date.
    const [latest] = await queryRows<{ late: number }>(
      database.db,
      sql`SELECT count(*)::int AS late FROM quote_requests WHERE email LIKE '%@historie.example' AND created_at > ${referenceDate.toISOString()}::timestamptz`,
    );
    expect(latest!.late).toBe(0);
    // Every lead's organisation written with it (loaded without the triggers that otherwise set it).
    const [organisation] = await queryRows<{ wrong: number; with_organisation: number }>(
      database.db,
      sql`SELECT count(*) FILTER (WHERE q.organisation_id IS DISTINCT FROM a.organisation_id)::int AS wrong, count(q.organisation_id)::int AS with_organisation
          FROM quote_requests q JOIN activities a ON a.id = q.activity_id WHERE q.email LIKE '%@historie.example'`,
    );
    expect(organisation).toEqual({ wrong: 0, with_organisation: expect.any(Number) });
    expect(organisation!.with_organisation).toBeGreaterThan(0);

    // Deterministic: the same seed and date again (after removing what it wrote) give the same rows.
    await database.db.execute(sql`DELETE FROM quote_requests WHERE email LIKE '%@historie.example'`);
    await database.db.execute(sql`DELETE FROM audit_log WHERE ip LIKE '10.%'`);
    await database.db.execute(sql`DELETE FROM mail_outbox WHERE message_id LIKE '<historie-%'`);
    await database.db.execute(sql`DELETE FROM users WHERE email LIKE '%@historie.example' OR email = ${HISTORY_PROVIDER_EMAIL}`);
    await seedHistory(database.db, { seed: 1, referenceDate, scale: SCALE });
    const again = await fingerprint();
    expect(again.map((row) => row.digest)).toEqual(print.map((row) => row.digest));
  });
});
