import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, queryRows } from '../../db/client.server.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import { listFilters } from '../features/filters/filters.server.ts';
import type { ActivityFilterQuery } from '../features/activities/activities.schemas.ts';
import { searchActivities } from '../features/search/search.server.ts';
import { clearSummaries } from './search-summary-cache.server.ts';

// The cached totals and counts (search-summary-cache.server.ts) and the index-paged reads they allow
// must give exactly the answers of a search that computes everything, and must follow every change.

let handle: DatabaseHandle;
let twoGroups: number[];
let cityId: number;
let titleWord: string;

beforeAll(async () => {
  handle = await createTestDatabase({ seeded: true });
  // Two filters of different groups that each have public activities on platform 1, and a busy city.
  const groups = await queryRows<{ id: number }>(
    handle.db,
    sql`SELECT DISTINCT ON (f.filter_group_id) f.id FROM filters f JOIN filter_groups g ON g.id = f.filter_group_id
        JOIN activity_filters af ON af.filter_id = f.id WHERE g.platform_id = 1
        GROUP BY f.filter_group_id, f.id ORDER BY f.filter_group_id, count(*) DESC LIMIT 2`,
  );
  twoGroups = groups.map((g) => g.id);
  const [city] = await queryRows<{ id: number }>(
    handle.db,
    sql`SELECT ac.city_id AS id FROM activity_cities ac JOIN cities c ON c.id = ac.city_id WHERE c.platform_id = 1
        GROUP BY ac.city_id ORDER BY count(*) DESC, ac.city_id LIMIT 1`,
  );
  cityId = city!.id;
  // A word of the title of a public activity with the first of those filters.
  const [titled] = await queryRows<{ title: string }>(
    handle.db,
    sql`SELECT a.title FROM activities a JOIN activity_filters af ON af.activity_id = a.id
        WHERE a.platform_id = 1 AND a.approved AND a.status AND NOT a.is_edit_copy AND af.filter_id = ${twoGroups[0]!} ORDER BY a.id LIMIT 1`,
  );
  titleWord = titled!.title.split(/\s+/).sort((x, y) => y.length - x.length)[0]!;
});
afterAll(async () => {
  await handle?.close();
});

const db = () => handle.db;

/** Every page of a search, ids in answer order, plus the first page's total and counts. */
async function allPages(query: ActivityFilterQuery, options: { indexPagingMinTotal?: number } = {}) {
  const first = await searchActivities(db(), 1, { ...query, page: 1, limit: 7 }, options);
  const ids = first.activities.map((a) => a.id);
  for (let page = 2; page <= first.pageCount; page++) {
    const next = await searchActivities(db(), 1, { ...query, page, limit: 7 }, options);
    ids.push(...next.activities.map((a) => a.id));
  }
  return { ids, total: first.total, counts: first.counts, pageCount: first.pageCount };
}

describe(`search summaries on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('pages read along the index after the summary is known equal a full computation, for every order and constraint', async () => {
    const queries: ActivityFilterQuery[] = [
      { orderBy: { field: 'random', direction: 'DESC', seed: 1 } },
      { orderBy: { field: 'random', direction: 'DESC', seed: 1_234_567_890 } },
      { orderBy: { field: 'random', direction: 'ASC', seed: 42 } },
      { orderBy: { field: 'createdAt', direction: 'DESC' } },
      { orderBy: { field: 'random', direction: 'DESC', seed: 99 }, filters: twoGroups.slice(0, 1) },
      { orderBy: { field: 'random', direction: 'DESC', seed: 5 }, filters: twoGroups },
      { orderBy: { field: 'random', direction: 'DESC', seed: 7 }, personCount: 20 },
      { orderBy: { field: 'random', direction: 'DESC', seed: 11 }, city: cityId },
      { orderBy: { field: 'title', direction: 'ASC' }, filters: twoGroups },
      { genericSearchQuery: titleWord },
      { orderBy: { field: 'relevance', direction: 'DESC', seed: 13 }, genericSearchQuery: titleWord, filters: twoGroups.slice(0, 1) },
    ];
    for (const query of queries) {
      clearSummaries(db());
      const cold = await searchActivities(db(), 1, { ...query, page: 1, limit: 500 });
      // Every later page reads only its ids: along the random_key index (threshold 0) or sorted.
      const indexed = await allPages(query, { indexPagingMinTotal: 0 });
      const sorted = await allPages(query, { indexPagingMinTotal: Number.MAX_SAFE_INTEGER });
      expect(cold.total, JSON.stringify(query)).toBeGreaterThan(0);
      expect(indexed.ids, JSON.stringify(query)).toEqual(cold.activities.map((a) => a.id));
      expect(sorted.ids).toEqual(indexed.ids);
      expect(new Set(indexed.ids).size).toBe(cold.total);
      expect([indexed.total, indexed.counts]).toEqual([cold.total, cold.counts]);
    }
  });

  it('different seeds give different orders, even neighbouring ones', async () => {
    const orders = new Set<string>();
    for (const seed of [1, 2, 3, 4]) {
      const { activities } = await searchActivities(db(), 1, { orderBy: { field: 'random', direction: 'DESC', seed }, page: 1, limit: 10 });
      orders.add(activities.map((a) => a.id).join(','));
    }
    expect(orders.size).toBe(4);
  });

  it('a change to an activity, its filters or its places shows in the next total and counts', async () => {
    const query: ActivityFilterQuery = { orderBy: { field: 'random', direction: 'DESC', seed: 3 }, filters: twoGroups.slice(0, 1) };
    const filterId = twoGroups[0]!;
    const before = await searchActivities(db(), 1, { ...query, page: 1, limit: 500 });
    const filtersBefore = await listFilters(db(), 1, { page: 1, limit: 100, filterQuery: {} });
    const countBefore = (list: typeof filtersBefore) => list.filters.find((f) => f.id === filterId)!.activityCount;
    expect(countBefore(filtersBefore)).toBe(before.total);
    const victim = before.activities[0]!.id;

    // Switched off: gone from results, total and counts (the summary was cached before the change).
    await db().execute(sql`UPDATE activities SET status = false WHERE id = ${victim}`);
    const off = await searchActivities(db(), 1, { ...query, page: 1, limit: 500 });
    expect(off.total).toBe(before.total - 1);
    expect(off.activities.map((a) => a.id)).not.toContain(victim);
    expect(off.counts.find((c) => c.filterId === filterId)?.count).toBe(before.total - 1);
    expect(countBefore(await listFilters(db(), 1, { page: 1, limit: 100, filterQuery: {} }))).toBe(before.total - 1);

    // Back on, then the filter link removed: out of this filter's results again.
    await db().execute(sql`UPDATE activities SET status = true WHERE id = ${victim}`);
    expect((await searchActivities(db(), 1, { ...query, page: 1, limit: 500 })).total).toBe(before.total);
    await db().execute(sql`DELETE FROM activity_filters WHERE activity_id = ${victim} AND filter_id = ${filterId}`);
    const unlinked = await searchActivities(db(), 1, { ...query, page: 1, limit: 500 });
    expect(unlinked.total).toBe(before.total - 1);
    expect(unlinked.activities.map((a) => a.id)).not.toContain(victim);

    // A city link: the city's search follows it.
    const inCity = async () => (await searchActivities(db(), 1, { city: cityId, page: 1, limit: 500 })).activities.map((a) => a.id);
    const cityBefore = await inCity();
    const outsider = (await searchActivities(db(), 1, { page: 1, limit: 500 })).activities.find((a) => !cityBefore.includes(a.id))!.id;
    await db().execute(sql`INSERT INTO activity_cities (activity_id, city_id) VALUES (${outsider}, ${cityId})`);
    expect(await inCity()).toContain(outsider);
  });

  it('a rolled-back change leaves the next search with the committed data', async () => {
    const query: ActivityFilterQuery = { orderBy: { field: 'createdAt', direction: 'DESC' } };
    const before = await searchActivities(db(), 1, { ...query, page: 1, limit: 5 });
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`UPDATE activities SET status = false WHERE platform_id = 1`);
        expect((await searchActivities(tx, 1, { ...query, page: 1, limit: 5 })).total).toBe(0);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await searchActivities(db(), 1, { ...query, page: 1, limit: 5 })).toEqual(before);
  });
});
