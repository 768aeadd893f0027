import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityListSchema } from '../../../app/features/activities/activities.schemas.ts';
import type { DatabaseHandle } from '../../../db/client.server.ts';
import { createTestApp } from '../../../tests/support/test-app.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { requestAs } from '../../../tests/support/read-fixtures.ts';

/** The read API over the deterministic demo seed: every brand, realistic volumes. */

let handle: DatabaseHandle;
let request: ReturnType<typeof requestAs>;

beforeAll(async () => {
  handle = await createTestDatabase({ seeded: true });
  request = requestAs((await createTestApp(handle)).app);
});
afterAll(async () => {
  await handle?.close();
});

type List = {
  activities: { id: number; title: string; platform: { id: number } }[];
  total: number;
  pageCount: number;
  counts: { filterId: number; count: number }[];
};

async function list(host: string, filterQuery: unknown, page = 1, limit = 15): Promise<List> {
  const response = await request(host, `/api/public/activities?page=${page}&limit=${limit}&filterQuery=${encodeURIComponent(JSON.stringify(filterQuery))}`);
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(ActivityListSchema.safeParse(body).success).toBe(true);
  return body;
}

describe.each([
  ['nl.localhost', 1],
  ['de.localhost', 2],
  ['kids.localhost', 3],
  ['be.localhost', 4],
])('seeded data on %s', (host, platformId) => {
  it('pages through the whole random-ordered result without repeats or gaps', async () => {
    const filterQuery = { orderBy: { field: 'random', direction: 'DESC', seed: 8080 } };
    const first = await list(host, filterQuery);
    expect(first.total).toBeGreaterThan(0);
    const seen: number[] = [];
    for (let page = 1; page <= first.pageCount; page += 1) {
      const body = await list(host, filterQuery, page);
      for (const item of body.activities) expect(item.platform.id).toBe(platformId);
      seen.push(...body.activities.map((a) => a.id));
    }
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen).size).toBe(first.total);
  });

  it('counts agree with the filtered lists', async () => {
    const all = await list(host, {});
    const withResults = all.counts.filter((c) => c.count > 0).slice(0, 3);
    for (const { filterId, count } of withResults) {
      expect((await list(host, { filters: [filterId] })).total).toBe(count);
    }
  });

  it('finds an activity by a word of its title', async () => {
    const [sample] = (await list(host, { orderBy: { field: 'title', direction: 'ASC' } })).activities;
    const word = sample!.title.split(/\s+/).find((w) => w.length >= 5) ?? sample!.title;
    const found = await list(host, { genericSearchQuery: word }, 1, 100);
    expect(found.activities.map((a) => a.id)).toContain(sample!.id);
  });
});
