import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../db/client.server.ts';
import { roles, users } from '../../db/schema/index.ts';
import { createTestDatabase, testServerUrl } from '../../tests/support/test-database.ts';
import { ACCOUNT_RULES } from '../../app/features/accounts/account-rules.ts';
import { createLogger } from '../logger.ts';
import { pruneOldRows, startRetention, type RetentionSettings } from './retention.ts';

// Decision 113: audit rows, finished mails, ended sessions and expired tokens are kept for a configurable
// time, then removed in small batches by the worker (docs/decisions/113).

let database: DatabaseHandle;
let userId: number;
const log = createLogger('silent');
const SETTINGS: RetentionSettings = { auditDays: 10, outboxDays: 30, sessionDays: 7, tokenDays: 7, versionsPerRecord: 3 };
const IDLE_DAYS = ACCOUNT_RULES.sessionIdleMs / (24 * 3600_000);

beforeAll(async () => {
  database = await createTestDatabase();
  const [role] = await database.db.insert(roles).values({ name: 'USER' }).returning();
  const [user] = await database.db.insert(users).values({ email: 'bewaar@uitjes.example', roleId: role!.id }).returning();
  userId = user!.id;
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  // With what refers to the mails (the answers sent from the portal keep their mail's id).
  await database.db.execute(
    sql`TRUNCATE audit_log, bulk_actions, mail_outbox, lead_answers, user_sessions, user_tokens, notification_digest_items, notification_digests, content_versions`,
  );
});

/** `days` days ago plus `minutes` minutes (negative: further back). */
const daysAgo = (days: number, minutes = 0) => sql`now() - make_interval(days => ${days}) + make_interval(mins => ${minutes})`;

async function auditRows(count: number, days: number, minutes: number, action: string) {
  await database.db.execute(
    sql`INSERT INTO audit_log (at, action, subject_user_id) SELECT ${daysAgo(days, minutes)} - make_interval(secs => g), ${action}, ${userId} FROM generate_series(0, ${count - 1}) g`,
  );
}
async function mail(status: 'pending' | 'sent' | 'failed' | 'kept', days: number, minutes: number, subject: string) {
  await database.db.execute(
    sql`INSERT INTO mail_outbox (message_id, kind, from_address, to_address, subject, text, status, created_at)
        VALUES (${`<${subject}@uitjes.example>`}, 'test', 'a@uitjes.example', 'b@uitjes.example', ${subject}, 'tekst', ${status}, ${daysAgo(days, minutes)})`,
  );
}
async function session(name: string, expiresDaysAgo: number, lastSeenDaysAgo: number, minutes = 0) {
  await database.db.execute(
    sql`INSERT INTO user_sessions (id_hash, user_id, created_at, last_seen_at, expires_at)
        VALUES (${name}, ${userId}, ${daysAgo(40)}, ${daysAgo(lastSeenDaysAgo, minutes)}, ${daysAgo(expiresDaysAgo, minutes)})`,
  );
}
async function token(name: string, type: string, expiresDaysAgo: number, minutes = 0) {
  await database.db.execute(
    sql`INSERT INTO user_tokens (user_id, token, hash, type, expires_at) VALUES (${userId}, '', ${name}, ${type}, ${daysAgo(expiresDaysAgo, minutes)})`,
  );
}
const names = async (query: ReturnType<typeof sql>) => (await queryRows<{ name: string }>(database.db, query)).map((row) => row.name).sort();

describe('retention', () => {
  it('removes audit rows older than the setting in batches of the given size, and none younger', async () => {
    await auditRows(25, 10, -1, 'old');
    await auditRows(5, 10, 1, 'young');
    const result = await pruneOldRows({ db: database.db, log, ...SETTINGS, batchSize: 7 });
    expect(result.deleted.audit_log).toBe(25);
    // 7 + 7 + 7 + 4: the last short batch ends the table's pass; the other seven tables one empty batch each.
    expect(result.batches).toBe(4 + 7);
    const left = await queryRows<{ action: string; n: number }>(database.db, sql`SELECT action, count(*)::int AS n FROM audit_log GROUP BY action`);
    expect(left).toEqual([{ action: 'young', n: 5 }]);
  });

  it('stops after maxBatches per table and goes on in the next pass', async () => {
    await auditRows(10, 20, 0, 'old');
    const first = await pruneOldRows({ db: database.db, log, ...SETTINGS, batchSize: 3, maxBatches: 2 });
    expect(first.deleted.audit_log).toBe(6);
    const second = await pruneOldRows({ db: database.db, log, ...SETTINGS, batchSize: 3, maxBatches: 2 });
    expect(second.deleted.audit_log).toBe(4);
    expect((await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM audit_log`))[0]?.n).toBe(0);
  });

  it('removes finished mails past the setting and never a pending one', async () => {
    await mail('sent', 30, -1, 'sent-old');
    await mail('failed', 30, -1, 'failed-old');
    await mail('kept', 30, -1, 'kept-old');
    await mail('pending', 400, 0, 'pending-very-old');
    await mail('sent', 30, 1, 'sent-young');
    const result = await pruneOldRows({ db: database.db, log, ...SETTINGS, batchSize: 2 });
    expect(result.deleted.mail_outbox).toBe(3);
    expect(await names(sql`SELECT subject AS name FROM mail_outbox`)).toEqual(['pending-very-old', 'sent-young']);
  });

  it('removes sessions that ended more than the setting ago (absolute end or idle expiry), and keeps the rest', async () => {
    await session('expired-long-ago', 7, 10, -1);
    await session('expired-recently', 7, 10, 1);
    // Idle: it ended IDLE_DAYS after it was last seen.
    await session('idle-long-ago', -20, 7 + IDLE_DAYS, -1);
    await session('idle-recently', -20, 7 + IDLE_DAYS, 1);
    await session('live', -20, 0);
    const result = await pruneOldRows({ db: database.db, log, ...SETTINGS });
    expect(result.deleted.user_sessions).toBe(2);
    expect(await names(sql`SELECT id_hash AS name FROM user_sessions`)).toEqual(['expired-recently', 'idle-recently', 'live']);
  });

  it('removes bulk actions as old as the audit log it keeps, and keeps younger ones', async () => {
    for (const [kind, minutes] of [
      ['old', -1],
      ['recent', 1],
    ] as const) {
      await database.db.execute(
        sql`INSERT INTO bulk_actions (actor_user_id, kind, rows, created_at) VALUES (${userId}, ${kind}, '[]'::jsonb, ${daysAgo(SETTINGS.auditDays, minutes)})`,
      );
    }
    const result = await pruneOldRows({ db: database.db, log, ...SETTINGS });
    expect(result.deleted.bulk_actions).toBe(1);
    expect(await names(sql`SELECT kind AS name FROM bulk_actions`)).toEqual(['recent']);
  });

  it('removes tokens expired more than the setting ago, and keeps younger and long-lived ones', async () => {
    await token('old-reset', 'reset-password', 7, -1);
    await token('recent-reset', 'reset-password', 7, 1);
    await token('step', 'totp-step', -3650);
    await token('code', 'recovery-code', -3650);
    const result = await pruneOldRows({ db: database.db, log, ...SETTINGS });
    expect(result.deleted.user_tokens).toBe(1);
    expect(await names(sql`SELECT hash AS name FROM user_tokens`)).toEqual(['code', 'recent-reset', 'step']);
  });

  it('removes the lines of digests sent longer ago than the outbox keeps mails, and their day rows; never a waiting line', async () => {
    for (const [line, sentDaysAgo] of [
      ['sent-old', 30],
      ['sent-young', 29.9],
      ['waiting-old', null],
    ] as const) {
      await database.db.execute(
        sql`INSERT INTO notification_digest_items (user_id, kind, line, created_at, sent_at)
            VALUES (${userId}, 'lead.new', ${line}, ${daysAgo(400)}, ${sentDaysAgo === null ? null : sql`now() - make_interval(secs => ${Math.round(sentDaysAgo * 86400) + 60})`})`,
      );
    }
    for (const [day, days] of [
      ['2020-01-01', 31],
      ['2020-01-02', 29],
    ] as const) {
      await database.db.execute(
        sql`INSERT INTO notification_digests (user_id, kind, day, message_id, created_at) VALUES (${userId}, 'lead.new', ${day}, ${`<${day}@uitjes.example>`}, ${daysAgo(days)})`,
      );
    }
    const result = await pruneOldRows({ db: database.db, log, ...SETTINGS, batchSize: 1 });
    expect(result.deleted).toMatchObject({ notification_digest_items: 1, notification_digests: 1 });
    expect(await names(sql`SELECT line AS name FROM notification_digest_items`)).toEqual(['sent-young', 'waiting-old']);
    expect(await names(sql`SELECT day::text AS name FROM notification_digests`)).toEqual(['2020-01-02']);
  });

  it('keeps a day row of the digests two days at least, however short the outbox keeps mails', async () => {
    await database.db.execute(
      sql`INSERT INTO notification_digests (user_id, kind, day, message_id, created_at) VALUES (${userId}, 'lead.new', '2020-01-01', '<d@uitjes.example>', now() - interval '36 hours')`,
    );
    const result = await pruneOldRows({ db: database.db, log, ...SETTINGS, outboxDays: 0.5 });
    expect(result.deleted.notification_digests).toBe(0);
  });

  it('keeps the newest versions of each record and removes older ones, whatever their age', async () => {
    // Seven versions of activity 1, two of activity 2, four of blog 1 (the same id, another kind).
    for (const [kind, id, count] of [
      ['activity', 1, 7],
      ['activity', 2, 2],
      ['blog', 1, 4],
    ] as const) {
      await database.db.execute(
        sql`INSERT INTO content_versions (entity_kind, entity_id, version, snapshot, created_at)
            SELECT ${kind}, ${id}, v, '{}'::jsonb, now() - make_interval(days => 100 - v) FROM generate_series(1, ${count}) v`,
      );
    }
    const result = await pruneOldRows({ db: database.db, log, ...SETTINGS, batchSize: 2 });
    expect(result.deleted.content_versions).toBe(5);
    expect(await names(sql`SELECT entity_kind || ' ' || entity_id || ' v' || version AS name FROM content_versions`)).toEqual([
      'activity 1 v5',
      'activity 1 v6',
      'activity 1 v7',
      'activity 2 v1',
      'activity 2 v2',
      'blog 1 v2',
      'blog 1 v3',
      'blog 1 v4',
    ]);
  });

  // Two connections at once need the PostgreSQL server (PGlite is one connection).
  it.runIf(testServerUrl())('leaves a row another transaction holds instead of waiting for it', async () => {
    await auditRows(4, 20, 0, 'old');
    await database.db.transaction(async (tx) => {
      const [held] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM audit_log ORDER BY id LIMIT 1 FOR UPDATE`);
      const result = await pruneOldRows({ db: database.db, log, ...SETTINGS, batchSize: 2 });
      expect(result.deleted.audit_log).toBe(3);
      expect(await names(sql`SELECT id::text AS name FROM audit_log`)).toEqual([String(held!.id)]);
    });
  });

  it('runs as a job: a pass at start, stopped cleanly', async () => {
    await auditRows(3, 11, 0, 'old');
    const job = startRetention({ db: database.db, log, ...SETTINGS, intervalMs: 60_000 });
    await expect.poll(async () => (await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM audit_log`))[0]?.n).toBe(0);
    await job.stop();
  });
});
