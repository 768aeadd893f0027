import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../client.server.ts';
import { recountStatisticsDayTotals } from './statistics-totals.ts';
import { DEMO_PROVIDER_EMAIL } from '../../app/config/password-hashing.ts';

/**
 * Years of history on top of a seeded catalogue (decision 113, `npm run seed -- --activities 100000
 * --history`): the rows a directory that has run for years has and the portal must stay fast on. Every
 * row is one set-based statement's work (`generate_series`, `INSERT ... SELECT`), every value a
 * deterministic function of the row number and the seed (`hashint8extended`), every time relative to
 * the reference date: the same seed and date give the same rows. Scale seed only: never run by
 * `npm test` (docs/decisions/113).
 */
export interface HistoryOptions {
  seed: number;
  referenceDate: Date;
  /** Multiplies every count (1 = the issue's numbers); the tests of the generator use a small one. */
  scale?: number;
  log?: (message: string) => void;
}

/** The issue's numbers at scale 1. */
export const HISTORY_COUNTS = {
  users: 50_000,
  quoteRequests: 1_000_000,
  statistics: 5_000_000,
  audit: 2_000_000,
  outbox: 1_000_000,
} as const;

/** The provider with many activities the portal bench signs in as (password: the demo accounts'). */
export const HISTORY_PROVIDER_EMAIL = 'groot@uitjes.example';
/** Organisations of platform 1 the large provider owns (the first by id): about 1,500 activities at 100k. */
const LARGE_PROVIDER_ORGANISATIONS = 100;
/** Statistics days per activity are spread over this many days before the reference date. */
const HISTORY_DAYS = 5 * 365;

export interface HistoryResult {
  rows: Record<string, number>;
  seconds: number;
}

/** Rows per statement: large enough to be set-based, small enough for PGlite's memory. */
const CHUNK = 250_000;

export async function seedHistory(database: Database, options: HistoryOptions): Promise<HistoryResult> {
  const started = performance.now();
  // One transaction: its temporary pool table and, for a superuser, no row-by-row foreign-key triggers
  // (every id written was just read from its table), as the catalogue's bulk load does.
  const rows = await database.transaction(async (db) => {
    const [role] = await queryRows<{ su: boolean }>(db, sql`SELECT rolsuper AS su FROM pg_roles WHERE rolname = current_user`);
    if (role?.su) await db.execute(sql`SET LOCAL session_replication_role = replica`);
    return insertHistory(db, options);
  });
  // VACUUM too, not only ANALYZE: it sets the visibility map, without which the leads' counts read every
  // heap page instead of the index alone (what autovacuum has long done on a database that grew over years).
  await database.execute(sql`VACUUM (ANALYZE) users, user_organisations, quote_requests, service_mail_statistics, audit_log, mail_outbox`);
  return { rows, seconds: (performance.now() - started) / 1000 };
}

async function insertHistory(db: Pick<Database, 'execute'>, options: HistoryOptions): Promise<Record<string, number>> {
  const scale = options.scale ?? 1;
  const log = options.log ?? (() => {});
  const count = (n: number) => Math.max(1, Math.round(n * scale));
  const ref = sql`${options.referenceDate.toISOString()}::timestamptz`;
  const seed = options.seed;
  /** A deterministic non-negative int of a row number for one purpose. */
  const h = (value: SQL, purpose: number) => sql`((hashint8extended((${value})::bigint, ${seed * 1000 + 500 + purpose}::bigint) & 2147483647)::int)`;
  const rows: Record<string, number> = {};
  const step = async (name: string, total: number, insert: (from: number, to: number) => SQL) => {
    const t = performance.now();
    for (let from = 1; from <= total; from += CHUNK) {
      const to = Math.min(total, from + CHUNK - 1);
      await db.execute(insert(from, to));
    }
    rows[name] = total;
    log(`history: ${name} ${total.toLocaleString('en')} rows in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };

  const [provider] = await queryRows<{ password: string | null; role_id: number }>(
    db,
    sql`SELECT password, role_id FROM users WHERE email = ${DEMO_PROVIDER_EMAIL}`,
  );
  if (!provider) throw new Error('seedHistory needs the demo seed (its provider account) first');
  // Pool arrays of ids, subscripted by a hash: int arrays are indexed in constant time.
  await db.execute(sql`DROP TABLE IF EXISTS pg_temp.history_pool`);
  await db.execute(sql`CREATE TEMP TABLE history_pool AS SELECT
      (SELECT array_agg(id ORDER BY id) FROM activities WHERE NOT is_edit_copy) AS activities,
      (SELECT array_agg(id ORDER BY id) FROM organisations) AS organisations`);

  // The large provider: many organisations, so many activities and leads.
  const [large] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO users (email, first_name, last_name, role_id, password, active, email_verified_at, locale, platform_id, created_at, updated_at)
        VALUES (${HISTORY_PROVIDER_EMAIL}, 'Gert', 'Groot', ${provider.role_id}, ${provider.password}, true, ${ref} - interval '1500 days', 'nl', 1,
                ${ref} - interval '1500 days', ${ref} - interval '1500 days')
        RETURNING id`,
  );
  await db.execute(sql`INSERT INTO user_organisations (user_id, organisation_id)
      SELECT ${large!.id}, id FROM organisations WHERE platform_id = 1 ORDER BY id LIMIT ${LARGE_PROVIDER_ORGANISATIONS}`);
  const [largeActivities] = await queryRows<{ ids: number[] | null }>(
    db,
    sql`SELECT array_agg(a.id ORDER BY a.id) AS ids FROM activities a JOIN user_organisations uo ON uo.organisation_id = a.organisation_id
        WHERE uo.user_id = ${large!.id} AND NOT a.is_edit_copy`,
  );
  await db.execute(sql`ALTER TABLE history_pool ADD COLUMN large int[]`);
  await db.execute(sql`UPDATE history_pool SET large = ${`{${(largeActivities?.ids ?? []).join(',')}}`}::int[]`);

  const users = count(HISTORY_COUNTS.users);
  await step(
    'users',
    users,
    (from, to) => sql`
    INSERT INTO users (email, first_name, last_name, role_id, active, email_verified_at, locale, platform_id, created_at, updated_at)
    SELECT 'aanbieder-' || g || '@historie.example', 'Aanbieder', 'Nummer ' || g, ${provider.role_id}, ${h(sql`g`, 1)} % 10 <> 0,
           ${ref} - make_interval(days => ${h(sql`g`, 2)} % 1800), CASE WHEN ${h(sql`g`, 3)} % 4 = 0 THEN 'de' ELSE 'nl' END, 1 + ${h(sql`g`, 3)} % 4,
           ${ref} - make_interval(days => 1800 - g % 1800), ${ref} - make_interval(days => g % 1800)
    FROM generate_series(${from}::int, ${to}::int) g`,
  );
  await db.execute(sql`INSERT INTO user_organisations (user_id, organisation_id)
    SELECT u.id, p.organisations[1 + ${h(sql`u.id`, 4)} % cardinality(p.organisations)]
    FROM users u, history_pool p WHERE u.email LIKE '%@historie.example' ON CONFLICT DO NOTHING`);

  // Quote requests over five years, a fifth of them for the large provider's activities.
  await step(
    'quote_requests',
    count(HISTORY_COUNTS.quoteRequests),
    (from, to) => sql`
    INSERT INTO quote_requests (activity_id, organisation_id, platform_id, name, gender, email, phone, number_of_persons, planned_date, city, description, company_name,
                                subscribe, created_at, lead_status, lead_note, lead_updated_at, answered_at, closed_at)
    -- The activity's organisation and platform written here, not left to the trigger (a superuser loads without triggers).
    SELECT l.activity_id, (SELECT a.organisation_id FROM activities a WHERE a.id = l.activity_id), (SELECT a.platform_id FROM activities a WHERE a.id = l.activity_id),
           'Aanvrager ' || g, CASE WHEN g % 2 = 0 THEN 'man' ELSE 'vrouw' END::gender, 'aanvrager-' || g || '@historie.example',
           '+31 6 ' || lpad((${h(sql`g`, 12)} % 100000000)::text, 8, '0'), 5 + ${h(sql`g`, 13)} % 95,
           ${ref} - make_interval(days => t.age_days) + make_interval(days => 14 + ${h(sql`g`, 14)} % 120), 'Utrecht',
           'Wij zoeken een uitje voor ons team (' || g || ').', 'Bedrijf ' || (${h(sql`g`, 15)} % 20000),
           ${h(sql`g`, 16)} % 3 = 0, ${ref} - make_interval(days => t.age_days, secs => ${h(sql`g`, 17)} % 86400),
           (ARRAY['NEW','ANSWERED','WON','LOST']::lead_status[])[1 + ${h(sql`g`, 18)} % 4],
           CASE WHEN ${h(sql`g`, 19)} % 7 = 0 THEN 'Teruggebeld.' END,
           CASE WHEN ${h(sql`g`, 18)} % 4 <> 0 THEN ${ref} - make_interval(days => t.age_days) + interval '2 days' END,
           -- The steps' times as the migration to the pipeline gave the leads of before (drizzle/0025).
           CASE WHEN ${h(sql`g`, 18)} % 4 <> 0 THEN ${ref} - make_interval(days => t.age_days) + interval '2 days' END,
           CASE WHEN ${h(sql`g`, 18)} % 4 >= 2 THEN ${ref} - make_interval(days => t.age_days) + interval '2 days' END
    FROM generate_series(${from}::int, ${to}::int) g
    CROSS JOIN history_pool p
    CROSS JOIN LATERAL (SELECT (${h(sql`g`, 20)} % ${HISTORY_DAYS})::int AS age_days) t
    CROSS JOIN LATERAL (SELECT CASE WHEN cardinality(p.large) > 0 AND ${h(sql`g`, 10)} % 5 = 0 THEN p.large[1 + ${h(sql`g`, 11)} % cardinality(p.large)]
                                    ELSE p.activities[1 + ${h(sql`g`, 11)} % cardinality(p.activities)] END AS activity_id) l`,
  );

  // Statistics: each activity in turn, round k on day k * 36 + (its number mod 36) before the reference
  // date, so no (activity, day) twice: about 50 days per activity spread over five years. At least as many
  // views as phone reveals, website clicks and requests together, as the site counts (docs/decisions/113).
  await step(
    'service_mail_statistics',
    count(HISTORY_COUNTS.statistics),
    (from, to) => sql`
    INSERT INTO service_mail_statistics (activity_id, submit_date, views, phone_clicks, web_clicks, offer_requests)
    SELECT p.activities[1 + (g - 1) % cardinality(p.activities)],
           (${ref} AT TIME ZONE 'Europe/Amsterdam')::date - (((g - 1) / cardinality(p.activities)) * 36 + ((g - 1) % cardinality(p.activities)) % 36)::int,
           ${h(sql`g`, 30)} % 200 + ${h(sql`g`, 31)} % 8 + ${h(sql`g`, 32)} % 12 + ${h(sql`g`, 33)} % 3,
           ${h(sql`g`, 31)} % 8, ${h(sql`g`, 32)} % 12, ${h(sql`g`, 33)} % 3
    FROM generate_series(${from}::int, ${to}::int) g CROSS JOIN history_pool p
    ON CONFLICT (activity_id, submit_date) DO NOTHING`,
  );
  // Loaded without triggers: the day totals of every activity are counted once after the figures.
  await recountStatisticsDayTotals(db);

  // The audit log: sign-ins and edits of the users above over three years.
  await step(
    'audit_log',
    count(HISTORY_COUNTS.audit),
    (from, to) => sql`
    INSERT INTO audit_log (at, action, actor_user_id, subject_user_id, ip, detail, platform_id)
    SELECT ${ref} - make_interval(secs => ${h(sql`g`, 40)} % (3 * 365 * 86400)), a.action, u.id, u.id,
           '10.' || (g % 250) || '.' || (g / 250 % 250) || '.1',
           CASE WHEN a.action = 'lead-updated' THEN jsonb_build_object('entity', 'lead', 'id', g % 1000000 + 1) END,
           -- The lead's platform, as recordAudit writes it (app/portal/audit.server.ts).
           CASE WHEN a.action = 'lead-updated' THEN (SELECT ac.platform_id FROM quote_requests q JOIN activities ac ON ac.id = q.activity_id WHERE q.id = g % 1000000 + 1) END
    FROM generate_series(${from}::int, ${to}::int) g
    CROSS JOIN LATERAL (SELECT (ARRAY['sign-in','sign-in','sign-in','sign-out','lead-updated','sign-in-failed'])[1 + ${h(sql`g`, 41)} % 6] AS action) a
    LEFT JOIN users u ON u.id = (SELECT min(id) FROM users) + ${h(sql`g`, 42)} % ${users}`,
  );

  // The outbox: mails of years, sent, kept or failed (none still to send).
  await step(
    'mail_outbox',
    count(HISTORY_COUNTS.outbox),
    (from, to) => sql`
    INSERT INTO mail_outbox (message_id, platform_id, kind, from_address, to_address, subject, text, status, attempts, next_attempt_at, sent_at, created_at)
    SELECT '<historie-' || ${seed} || '-' || g || '@uitjes.example>', 1 + ${h(sql`g`, 50)} % 4, 'quote-request-provider', 'noreply@uitjes.example',
           'aanvrager-' || g || '@historie.example', 'Offerteaanvraag ' || g, 'Een aanvraag voor uw uitje.',
           s.status, 1, m.at, CASE WHEN s.status = 'sent' THEN m.at END, m.at
    FROM generate_series(${from}::int, ${to}::int) g
    CROSS JOIN LATERAL (SELECT ${ref} - make_interval(secs => ${h(sql`g`, 51)} % (5 * 365 * 86400)) AS at) m
    CROSS JOIN LATERAL (SELECT (ARRAY['sent','sent','sent','sent','sent','sent','sent','sent','kept','failed']::outbox_status[])[1 + ${h(sql`g`, 52)} % 10] AS status) s`,
  );

  await db.execute(sql`DROP TABLE IF EXISTS pg_temp.history_pool`);
  return rows;
}
