import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, queryRows } from '../../../db/client.server.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { FILTER_KEY_BASE, INDOOR_KEY, OUTDOOR_KEY } from './key-space.ts';

// The activity_search keys TypeScript computes itself (key-space.ts: the index's filter keys, the text's
// indoor/outdoor keys) are the ones PostgreSQL's functions of drizzle/0007 and 0013 compute.

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

describe(`activity_search's key space on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('computes in TypeScript the keys PostgreSQL computes (filters, indoor, outdoor)', async () => {
    const [row] = await queryRows<{ filter: number; indoor: number[]; outdoor: number[]; both: number[] }>(
      handle.db,
      sql`SELECT search_filter_key(0) AS filter, search_indoor_outdoor_keys('INDOOR') AS indoor,
          search_indoor_outdoor_keys('OUTDOOR') AS outdoor, search_indoor_outdoor_keys('BOTH') AS both`,
    );
    expect(row).toEqual({ filter: FILTER_KEY_BASE, indoor: [INDOOR_KEY], outdoor: [OUTDOOR_KEY], both: [INDOOR_KEY, OUTDOOR_KEY] });
  });
});
