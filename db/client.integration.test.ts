import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, queryRows } from './client.server.ts';
import { createTestDatabase, testServerUrl } from '../tests/support/test-database.ts';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

describe('queryRows with a prepared statement', () => {
  it('answers the same rows as an unnamed statement, for any values and texts', async () => {
    const read = (ids: number[], prepared?: string) =>
      queryRows<{ n: number; label: string }>(
        handle.db,
        sql`SELECT x.n, ${'item'} || x.n AS label FROM unnest(${`{${ids.join(',')}}`}::int[]) AS x(n) ORDER BY x.n`,
        prepared ? { prepared } : {},
      );
    for (const ids of [[3, 1, 2], [7], []]) {
      expect(await read(ids, 'test-numbers')).toEqual(await read(ids));
    }
    // Another text under the same label gets a name of its own (a name stands for one text on a connection).
    const other = await queryRows<{ n: number }>(handle.db, sql`SELECT ${5}::int + 1 AS n`, { prepared: 'test-numbers' });
    expect(other).toEqual([{ n: 6 }]);
  });

  // The embedded database ignores statement names: this runs in the PostgreSQL run (npm run test:pg).
  it.runIf(testServerUrl())('on a PostgreSQL server, is kept by the connection under a name derived from the label', async () => {
    // One connection in a transaction: the prepared statements listed are this connection's own.
    const names = await handle.db.transaction(async (tx) => {
      await queryRows(tx, sql`SELECT ${1}::int AS one`, { prepared: 'test-one' });
      await queryRows(tx, sql`SELECT ${2}::int AS one`, { prepared: 'test-one' });
      return queryRows<{ name: string; calls: number }>(
        tx,
        sql`SELECT name, generic_plans + custom_plans AS calls FROM pg_prepared_statements WHERE name LIKE 'test-one-%'`,
      );
    });
    expect(names).toHaveLength(1);
    expect(names[0]!.name).toMatch(/^test-one-[\w-]{16}$/);
    expect(Number(names[0]!.calls)).toBe(2);
  });
});

describe('the portal pool', () => {
  // Each pool's sessions as postgresSessionOptions sets them: the visitors' named statements run their
  // generic plan, the portal's statements are planned for their values (decision 113, fourth round).
  it.runIf(testServerUrl())('on a PostgreSQL server, plans for the values where the visitors pool runs generic plans', async () => {
    const mode = async (db: DatabaseHandle['db']) => (await queryRows<{ plan_cache_mode: string }>(db, sql`SHOW plan_cache_mode`))[0]?.plan_cache_mode;
    expect(await mode(handle.db)).toBe('force_generic_plan');
    expect(await mode(handle.portalDb)).toBe('auto');
    const workers = async (db: DatabaseHandle['db']) =>
      (await queryRows<{ max_parallel_workers_per_gather: string }>(db, sql`SHOW max_parallel_workers_per_gather`))[0]?.max_parallel_workers_per_gather;
    expect(await workers(handle.portalDb)).toBe('0');
  });

  it.runIf(!testServerUrl())('is the one embedded database', () => {
    expect(handle.portalDb).toBe(handle.db);
  });
});
