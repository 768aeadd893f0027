import { mkdir, rm, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase } from '../../db/client.server.ts';
import { migrateDatabase } from '../../db/migrate.server.ts';
import { runBackfills } from '../../db/backfills.server.ts';
import { seedDatabase } from '../../db/seed/seed.server.ts';
import { SNAPSHOT_DIR, SNAPSHOT_PATHS, TEMPLATE_DATABASES, TEST_SEED } from './snapshots.ts';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Migrates (and seeds) once per test run; every test file then starts from a copy. */
export default async function setup() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      for (const variant of ['empty', 'seeded'] as const) {
        const name = TEMPLATE_DATABASES[variant];
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${name}`);
        const handle = await openDatabase({ url: withDatabase(serverUrl, name), poolSize: 2 });
        await migrateDatabase(handle.db);
        if (variant === 'seeded') await seedDatabase(handle.db, TEST_SEED);
        // As the worker does after a deploy: the tests read the filled columns by their indexes.
        await runBackfills({ db: handle.db });
        await handle.close();
      }
    } finally {
      await admin.end();
    }
    return;
  }
  await mkdir(SNAPSHOT_DIR, { recursive: true });
  // The snapshots are this run's alone: Vitest calls the returned teardown when the run ends, passed,
  // failed or interrupted, so nothing is left in the temp directory.
  const teardown = () => rm(SNAPSHOT_DIR, { recursive: true, force: true });
  const handle = await openDatabase({});
  await migrateDatabase(handle.db);
  await runBackfills({ db: handle.db });
  await writeFile(SNAPSHOT_PATHS.empty, Buffer.from(await (await handle.pglite!.dumpDataDir('gzip')).arrayBuffer()));
  await seedDatabase(handle.db, TEST_SEED);
  await writeFile(SNAPSHOT_PATHS.seeded, Buffer.from(await (await handle.pglite!.dumpDataDir('gzip')).arrayBuffer()));
  await handle.close();
  return teardown;
}
