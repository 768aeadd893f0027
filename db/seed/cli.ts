/**
 * `npm run seed [-- --activities N] [--seed S] [--reference-date YYYY-MM-DD] [--reset] [--history]`
 * Opens the database exactly as the server does (DATABASE_URL, else embedded PGlite in DATA_DIR),
 * migrates it and fills it with demo data. A database that already has data is emptied first.
 * `--history` adds years of leads, statistics, audit and outbox rows and 50k users on top (decision 113,
 * db/seed/history.ts): the scale seed of `npm run bench:portal`.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { parseEnv } from '../../app/config/env.server.ts';
import { openDatabase, queryRows } from '../client.server.ts';
import { migrateDatabase } from '../migrate.server.ts';
import { runBackfills } from '../backfills.server.ts';
import { seedHistory } from './history.ts';
import { DEFAULT_ACTIVITY_COUNT, DEFAULT_SEED, isDatabaseEmpty, resetDatabase, seedDatabase, startOfTodayUtc } from './seed.server.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    activities: { type: 'string' },
    seed: { type: 'string' },
    'reference-date': { type: 'string' },
    reset: { type: 'boolean', default: false },
    history: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
});

if (values.help) {
  console.log('Usage: npm run seed -- [--activities N] [--seed S] [--reference-date YYYY-MM-DD] [--reset] [--history]');
  process.exit(0);
}

const activities = values.activities === undefined ? DEFAULT_ACTIVITY_COUNT : Number(values.activities.replace(/_/g, ''));
if (!Number.isSafeInteger(activities) || activities < 0) fail(`--activities must be a whole number >= 0 (got ${values.activities})`);
const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
if (!Number.isSafeInteger(seed) || seed < 0 || seed > 2 ** 31) fail(`--seed must be a whole number 0..2147483648 (got ${values.seed})`);
let referenceDate = startOfTodayUtc();
if (values['reference-date'] !== undefined) {
  const parsed = new Date(`${values['reference-date']}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) fail(`--reference-date must be YYYY-MM-DD (got ${values['reference-date']})`);
  referenceDate = parsed;
}

const env = parseEnv(process.env);
if (!env.ok) fail(env.message);
const target = env.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : path.join(env.env.DATA_DIR, 'pglite');
const database = await openDatabase({ url: env.env.DATABASE_URL, dataDir: path.join(env.env.DATA_DIR, 'pglite') });
try {
  const { applied } = await migrateDatabase(database.db);
  if (applied > 0) console.log(`Applied ${applied} migration(s) to ${target}.`);
  if (!(await isDatabaseEmpty(database.db))) {
    console.log(`${target} already has data: emptying all tables before seeding${values.reset ? '' : ' (--reset is the default)'}.`);
    await resetDatabase(database.db);
  }
  console.log(
    `Seeding ${activities.toLocaleString('en')} activities (seed ${seed}, reference date ${referenceDate.toISOString().slice(0, 10)}) into ${target} ...`,
  );
  const started = performance.now();
  const result = await seedDatabase(database.db, { activities, seed, referenceDate, log: activities >= 50_000 ? console.log : undefined });
  const seconds = (performance.now() - started) / 1000;
  const [size] = await queryRows<{ size: string }>(database.db, sql`SELECT pg_size_pretty(pg_database_size(current_database())) AS size`);
  console.log(
    `Done in ${seconds.toFixed(1)} s: ${result.activities} activities, ${result.organisations} organisations, ${result.events} events, ${result.media} media rows; database size ${size?.size ?? '?'}.`,
  );
  if (values.history) {
    const history = await seedHistory(database.db, { seed, referenceDate, log: console.log });
    const sizes = await queryRows<{ name: string; rows: string; size: string }>(
      database.db,
      sql`SELECT c.relname AS name, c.reltuples::bigint::text AS rows, pg_size_pretty(pg_total_relation_size(c.oid)) AS size FROM pg_class c
          WHERE c.relname IN ('users', 'quote_requests', 'service_mail_statistics', 'audit_log', 'mail_outbox') ORDER BY c.relname`,
    );
    const [total] = await queryRows<{ size: string }>(database.db, sql`SELECT pg_size_pretty(pg_database_size(current_database())) AS size`);
    console.log(`History in ${history.seconds.toFixed(1)} s; database size ${total?.size ?? '?'}:`);
    for (const row of sizes) console.log(`  ${row.name.padEnd(24)} ${Number(row.rows).toLocaleString('en').padStart(11)} rows  ${row.size}`);
  }
  // What a migration left to fill (db/backfills.server.ts): the seed wrote its rows whole, so this builds
  // the indexes; the database is then ready as the server finds it, not while its worker builds them.
  const backfillStarted = performance.now();
  const backfilled = await runBackfills({ db: database.db });
  console.log(`Backfills finished in ${((performance.now() - backfillStarted) / 1000).toFixed(1)} s (rows written: ${JSON.stringify(backfilled.written)}).`);
} finally {
  await database.close();
}
