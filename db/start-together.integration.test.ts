/**
 * Several server processes starting at once on one new PostgreSQL database (docs/deploy.md): migrations are
 * applied once (advisory lock, migrate.server.ts) and the demo seed is written once (seedDatabaseIfEmpty).
 * Two connection pools stand for two processes. Real PostgreSQL only (TEST_DATABASE_URL): the embedded
 * database is one process's alone.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServerUrl } from '../tests/support/test-database.ts';
import { openDatabase, queryRows, type DatabaseHandle } from './client.server.ts';
import { migrateDatabase } from './migrate.server.ts';
import { seedDatabaseIfEmpty } from './seed/seed.server.ts';

const serverUrl = testServerUrl();
if (!serverUrl) console.log('start-together: skipped, TEST_DATABASE_URL is not set (several processes need a PostgreSQL server)');

describe.skipIf(!serverUrl)('server processes starting together on a new database', () => {
  const name = `uitjes_together_${randomBytes(5).toString('hex')}`;
  let first: DatabaseHandle;
  let second: DatabaseHandle;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    first = await openDatabase({ url: url.toString(), poolSize: 2 });
    second = await openDatabase({ url: url.toString(), poolSize: 2 });
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('apply each migration once, and one of them seeds while the other waits and finds the data', async () => {
    const migrations = readdirSync(path.resolve('drizzle')).filter((file) => file.endsWith('.sql')).length;
    const applied = await Promise.all([migrateDatabase(first.db), migrateDatabase(second.db)]);
    expect(applied.map((result) => result.applied).sort((a, b) => a - b)).toEqual([0, migrations]);
    const bookkeeping = await queryRows<{ count: number }>(first.db, sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`);
    expect(bookkeeping[0]?.count).toBe(migrations);

    const seeded = await Promise.all([seedDatabaseIfEmpty(first.db, { activities: 40 }), seedDatabaseIfEmpty(second.db, { activities: 40 })]);
    expect(seeded.filter((result) => result !== null)).toHaveLength(1);
    const [counts] = await queryRows<{ platforms: number; activities: number }>(
      second.db,
      sql`SELECT (SELECT count(*)::int FROM platforms) AS platforms, (SELECT count(*)::int FROM activities WHERE NOT is_edit_copy) AS activities`,
    );
    expect(counts?.platforms).toBe(seeded.find((result) => result !== null)!.platforms);
    expect(counts?.activities).toBe(seeded.find((result) => result !== null)!.activities);
  });
});
