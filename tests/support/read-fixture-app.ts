import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server.ts';
import { type ReadFixtures, insertReadFixtures, requestAs } from './read-fixtures.ts';
import { createTestApp } from './test-app.ts';
import { createTestDatabase } from './test-database.ts';

export interface ReadFixtureApp {
  handle: DatabaseHandle;
  fx: ReadFixtures;
  request: ReturnType<typeof requestAs>;
}

/**
 * The set-up of a test file that reads the API over the read fixtures: a fresh database with the
 * fixtures and the app before the file's tests (handed to `ready`), the database closed after them.
 */
export function setUpReadFixtureApp(ready: (app: ReadFixtureApp) => void): void {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase();
    const fx = await insertReadFixtures(handle.db);
    ready({ handle, fx, request: requestAs((await createTestApp(handle)).app) });
  });
  afterAll(async () => {
    await handle?.close();
  });
}
