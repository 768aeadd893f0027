/**
 * Seed benchmark: `node bench/seed.ts [activities=100000] [seed=1]`.
 * Seeds into a fresh temporary PGlite directory (or the server in DATABASE_URL, which must be an
 * empty or disposable database: it is emptied first) and prints the time and the database size.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../db/client.server.ts';
import { migrateDatabase } from '../db/migrate.server.ts';
import { resetDatabase, seedDatabase } from '../db/seed/seed.server.ts';

const activities = Number((process.argv[2] ?? '100000').replace(/_/g, ''));
const seed = Number(process.argv[3] ?? '1');
if (!Number.isSafeInteger(activities) || activities < 0) throw new Error(`activities must be a whole number, got ${process.argv[2]}`);

const url = process.env.DATABASE_URL || undefined;
const tempDir = url ? undefined : mkdtempSync(path.join(os.tmpdir(), 'uitjes-seed-bench-'));
const dataDir = tempDir ? path.join(tempDir, 'pglite') : undefined;
const database = await openDatabase({ url, dataDir });
try {
  await migrateDatabase(database.db);
  if (url) await resetDatabase(database.db);
  const started = performance.now();
  const result = await seedDatabase(database.db, { activities, seed, referenceDate: new Date('2026-01-01T00:00:00Z'), log: (m) => console.error(m) });
  const seconds = (performance.now() - started) / 1000;
  const [size] = await queryRows<{ bytes: string; pretty: string }>(
    database.db,
    sql`SELECT pg_database_size(current_database())::text AS bytes, pg_size_pretty(pg_database_size(current_database())) AS pretty`,
  );
  await database.close();
  const onDisk = dataDir ? execFileSync('du', ['-sh', dataDir], { encoding: 'utf8' }).split('\t')[0] : undefined;
  console.log(
    JSON.stringify({
      target: url ? 'postgres' : 'pglite',
      activities: result.activities,
      organisations: result.organisations,
      events: result.events,
      mediaRows: result.media,
      seconds: Number(seconds.toFixed(1)),
      activitiesPerSecond: Math.round(result.activities / seconds),
      databaseSize: size?.pretty,
      databaseBytes: Number(size?.bytes ?? 0),
      ...(onDisk ? { dataDirOnDisk: onDisk } : {}),
    }),
  );
} finally {
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
}
