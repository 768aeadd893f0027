import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../db/client.server.ts';
import { SNAPSHOT_PATHS, TEMPLATE_DATABASES } from './snapshots.ts';

/** postgres:// URL of the server to test against, or undefined for PGlite. */
export function testServerUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A fresh, migrated database for one test file. `seeded: true` starts from the demo seed made once per
 * run by global-setup. PGlite loads a data-directory snapshot; PostgreSQL copies a template database.
 */
export async function createTestDatabase(options: { seeded?: boolean } = {}): Promise<DatabaseHandle> {
  const variant = options.seeded ? 'seeded' : 'empty';
  const serverUrl = testServerUrl();
  if (!serverUrl) {
    const dump = await readFile(SNAPSHOT_PATHS[variant]);
    return openDatabase({ loadDataDir: new Blob([dump]) });
  }
  const name = `uitjes_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASES[variant]}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ url: withDatabase(serverUrl, name), poolSize: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
