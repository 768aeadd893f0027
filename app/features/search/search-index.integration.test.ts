import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, queryRows } from '../../../db/client.server.ts';
import { activities, searchSynonyms } from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { cachedSummary, clearSummaries, searchDataVersionSql, storeSummary } from '../../public-api/search-summary-cache.server.ts';
import type { ActivityFilterQuery, ActivityOrder } from '../activities/activities.schemas.ts';
import { searchActivities } from './search.server.ts';
import { resolveSearchKeys } from './search-keys.server.ts';
import { resolveTextKeys, resolveTextKeysIn } from './search-text.server.ts';
import { suggest } from './suggestions.server.ts';
import { type PlatformSearchIndex, currentSearchIndex, rankingSettings, searchIndex, warmSearchIndex } from './search-index.server.ts';

// The in-process search index (docs/decisions/105-search-relevance.md) answers exactly what PostgreSQL
// answers: the same ids in the same order on every page, the same total and filter counts, for text,
// filters, places, persons, ages and each order, on the demo catalogue.

let handle: DatabaseHandle;
const indexes = new Map<number, PlatformSearchIndex>();

beforeAll(async () => {
  handle = await createTestDatabase({ seeded: true });
  for (const platformId of [1, 2, 3, 4]) indexes.set(platformId, await warmSearchIndex(handle.db, platformId));
}, 120_000);
afterAll(async () => {
  await handle?.close();
});

type Query = ActivityFilterQuery & { page: number; limit: number };

async function bothWays(platformId: number, query: Query) {
  clearSummaries(handle.db);
  const fromDatabase = await searchActivities(handle.db, platformId, query, { searchIndex: false });
  clearSummaries(handle.db);
  const fromIndex = await searchActivities(handle.db, platformId, query, { searchIndex: indexes.get(platformId)! });
  // The second page with the summary known (the warm path of each).
  const next = { ...query, page: query.page + 1 };
  const nextFromIndex = await searchActivities(handle.db, platformId, next, { searchIndex: indexes.get(platformId)! });
  clearSummaries(handle.db);
  const nextFromDatabase = await searchActivities(handle.db, platformId, next, { searchIndex: false });
  return { fromDatabase, fromIndex, nextFromDatabase, nextFromIndex };
}

const ids = (list: { activities: { id: number }[] }) => list.activities.map((a) => a.id);

async function filterIdsOf(platformId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    handle.db,
    sql`SELECT f.id FROM filters f JOIN filter_groups g ON g.id = f.filter_group_id WHERE g.platform_id = ${platformId} ORDER BY f.id`,
  );
  return rows.map((r) => r.id);
}

const orders: (ActivityOrder | undefined)[] = [
  undefined,
  { field: 'random', direction: 'DESC', seed: 12_345 },
  { field: 'random', direction: 'ASC', seed: 99 },
  { field: 'relevance', direction: 'DESC', seed: 3 },
  { field: 'createdAt', direction: 'DESC' },
  { field: 'createdAt', direction: 'ASC' },
];

const texts: Record<number, string[]> = {
  1: [
    'workshop',
    'escape room',
    'escaperoom',
    'wijn proeven',
    'teambuilding',
    'culinair',
    'kanoen',
    'suschi',
    'SUP',
    'boerengolf amsterdam',
    'koken utrecht',
    'bbq',
    'zeilen friesland',
    'de',
  ],
  2: ['Teambuilding', 'Kochkurs', 'Klettern', 'München', 'Weinverkostung'],
  3: ['zwemmen', 'regenachtige dag', 'verjaardag', 'speeltuin'],
  4: ['teamuitstap', 'liège', 'gent', 'workshop'],
};

describe(`in-process search index on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('holds every public activity of the platform at the current version', async () => {
    for (const [platformId, index] of indexes) {
      const count = (await queryRows<{ n: number }>(handle.db, sql`SELECT count(*)::int AS n FROM activity_search WHERE platform_id = ${platformId}`))[0]!.n;
      expect(index.size).toBe(count);
      expect(index.size).toBeGreaterThan(0);
    }
  });

  it('answers text searches with the same page, total and counts as PostgreSQL, in every order', async () => {
    let compared = 0;
    for (const [platformId, words] of Object.entries(texts)) {
      for (const genericSearchQuery of words) {
        for (const orderBy of orders) {
          const both = await bothWays(Number(platformId), { genericSearchQuery, page: 1, limit: 12, ...(orderBy ? { orderBy } : {}) });
          expect(ids(both.fromIndex), `${platformId} ${genericSearchQuery} ${JSON.stringify(orderBy)}`).toEqual(ids(both.fromDatabase));
          expect(both.fromIndex.total).toBe(both.fromDatabase.total);
          expect(both.fromIndex.counts).toEqual(both.fromDatabase.counts);
          expect(ids(both.nextFromIndex)).toEqual(ids(both.nextFromDatabase));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  }, 120_000);

  it('pages a kept ranking (a broad search with known counts) as PostgreSQL does, for any seed and direction', async () => {
    const { minRows } = rankingSettings;
    // Every result counts as broad here: its rows and points are kept from the first page with known counts.
    rankingSettings.minRows = 1;
    try {
      let compared = 0;
      for (const genericSearchQuery of texts[1]!) {
        for (const orderBy of orders.filter((o) => o?.field !== 'createdAt')) {
          const both = await bothWays(1, { genericSearchQuery, page: 1, limit: 5, ...(orderBy ? { orderBy } : {}) });
          expect(ids(both.nextFromIndex), `${genericSearchQuery} ${JSON.stringify(orderBy)}`).toEqual(ids(both.nextFromDatabase));
          // A third page, and the first again, from the ranking kept by the second.
          for (const page of [3, 1]) {
            const query = { genericSearchQuery, page, limit: 5, ...(orderBy ? { orderBy } : {}) };
            const fromIndex = await searchActivities(handle.db, 1, query, { searchIndex: indexes.get(1)! });
            clearSummaries(handle.db);
            const fromDatabase = await searchActivities(handle.db, 1, query, { searchIndex: false });
            await searchActivities(handle.db, 1, query, { searchIndex: indexes.get(1)! });
            expect(ids(fromIndex), `${genericSearchQuery} page ${page} ${JSON.stringify(orderBy)}`).toEqual(ids(fromDatabase));
            expect(fromIndex.total).toBe(fromDatabase.total);
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(50);
    } finally {
      rankingSettings.minRows = minRows;
    }
  }, 120_000);

  it('answers filters (any within a group, all across), places, persons and ages as PostgreSQL does', async () => {
    for (const platformId of [1, 3]) {
      const filters = await filterIdsOf(platformId);
      const city = (
        await queryRows<{ id: number }>(
          handle.db,
          sql`SELECT c.id FROM cities c JOIN activity_cities ac ON ac.city_id = c.id WHERE c.platform_id = ${platformId} GROUP BY c.id ORDER BY count(*) DESC LIMIT 1`,
        )
      )[0]!.id;
      const queries: Query[] = [
        { page: 1, limit: 24 },
        { page: 3, limit: 24, filters: [filters[0]!, filters[1]!, filters[filters.length - 1]!] },
        { page: 1, limit: 24, filters: [filters[2]!], personCount: 20 },
        { page: 1, limit: 24, city, minimumAge: 8 },
        // A narrow result among a city's rows: its page is sorted by the walk, not walked to (shufflePage).
        { page: 1, limit: 3, city, filters: [filters[4]!], personCount: 8 },
        { page: 1, limit: 24, geographicLocation: 'ORIGIN_COUNTRY', filters: [filters[3]!, filters[7]!] },
        { page: 2, limit: 10, genericSearchQuery: platformId === 1 ? 'workshop' : 'zwemmen', filters: [filters[1]!], personCount: 12 },
      ];
      for (const query of queries) {
        for (const orderBy of orders) {
          const both = await bothWays(platformId, { ...query, ...(orderBy ? { orderBy } : {}) });
          expect(ids(both.fromIndex), JSON.stringify(query)).toEqual(ids(both.fromDatabase));
          expect(both.fromIndex.total).toBe(both.fromDatabase.total);
          expect(both.fromIndex.counts).toEqual(both.fromDatabase.counts);
          expect(ids(both.nextFromIndex)).toEqual(ids(both.nextFromDatabase));
        }
      }
    }
  }, 120_000);

  it("walks to a known result's page (knownTotal) and finds the rows the pass over every row finds", async () => {
    const index = indexes.get(1)!;
    const filters = await filterIdsOf(1);
    const bare = {
      units: null,
      folded: '',
      places: [] as number[][],
      personCount: null as number | null,
      minimumAge: null as number | null,
      geographicLocation: null as string | null,
      selected: [] as number[],
      seed: 123_456_789,
      offset: 0,
      limit: 12,
      counts: false,
    };
    const searches = [
      {},
      { selected: [filters[0]!, filters[1]!, filters[filters.length - 1]!], offset: 12 },
      { selected: [filters[2]!], personCount: 20 },
      { minimumAge: 8, geographicLocation: 'ORIGIN_COUNTRY', offset: 36 },
    ];
    let walked = 0;
    for (const search of searches) {
      for (const order of ['shuffle', 'createdAt'] as const) {
        for (const descending of [true, false]) {
          const pass = searchIndex(index, { ...bare, ...search, order, descending });
          if (pass.total === 0) continue;
          // The total a walk answers is the summary's: one off shows that the walk, not the pass, answered.
          const walk = searchIndex(index, { ...bare, ...search, order, descending, knownTotal: pass.total + 1 });
          expect(walk.ids, JSON.stringify({ search, order, descending })).toEqual(pass.ids);
          expect(walk.total).toBe(pass.total + 1);
          walked++;
        }
      }
    }
    expect(walked).toBeGreaterThan(8);
  });

  it('counts in its pass what the text finds before the other conditions (textTotal): the total of the text alone', async () => {
    const index = indexes.get(1)!;
    const filters = await filterIdsOf(1);
    const [city] = await queryRows<{ id: number }>(
      handle.db,
      sql`SELECT c.id FROM cities c JOIN activity_cities ac ON ac.city_id = c.id WHERE c.platform_id = 1 GROUP BY c.id ORDER BY count(*) DESC LIMIT 1`,
    );
    const searchOf = async (query: ActivityFilterQuery, counts: boolean) => {
      const keys = (await resolveSearchKeys(handle.db, 1, query, index.version))!;
      expect(keys.version).toBe(index.version);
      return searchIndex(index, {
        units: keys.text!.units,
        folded: keys.text!.folded,
        places: keys.places,
        personCount: query.personCount ?? null,
        minimumAge: query.minimumAge ?? null,
        geographicLocation: query.geographicLocation ?? null,
        selected: query.filters ?? [],
        order: 'relevance',
        descending: true,
        seed: 7,
        offset: 0,
        limit: 12,
        counts,
      });
    };
    // The pass goes over the text's rows (few matches) or over the city's (a broad word), with and without counts.
    const constraints: ActivityFilterQuery[] = [
      { personCount: 100_000 },
      { city: city!.id },
      { city: city!.id, personCount: 100_000 },
      { filters: [filters[0]!, filters[filters.length - 1]!], minimumAge: 99 },
      { filters: [filters[1]!], city: city!.id, geographicLocation: 'ORIGIN_COUNTRY' },
    ];
    let empty = 0;
    for (const genericSearchQuery of ['workshop', 'escape room', 'teambuilding', 'kanoen', 'kano sushi', 'suschi', 'xyzq']) {
      const alone = await searchOf({ genericSearchQuery }, true);
      // The same total PostgreSQL gives the text alone.
      clearSummaries(handle.db);
      expect(alone.total).toBe((await searchActivities(handle.db, 1, { genericSearchQuery, page: 1, limit: 1 }, { searchIndex: false })).total);
      expect(alone.textTotal).toBe(alone.total);
      for (const constraint of constraints) {
        for (const counts of [true, false]) {
          const answer = await searchOf({ genericSearchQuery, ...constraint }, counts);
          const what = JSON.stringify({ genericSearchQuery, constraint, counts });
          // Always for an empty result (the no-results help's); for another, when the pass went over the text's rows.
          if (answer.total === 0) {
            expect(answer.textTotal, what).toBe(alone.total);
            empty++;
          } else expect([null, alone.total], what).toContain(answer.textTotal);
        }
      }
    }
    expect(empty).toBeGreaterThan(20);
    // No text, nothing to count.
    expect(
      searchIndex(index, {
        units: null,
        folded: '',
        places: [],
        personCount: 100_000,
        minimumAge: null,
        geographicLocation: null,
        selected: [],
        order: 'shuffle',
        descending: true,
        seed: 0,
        offset: 0,
        limit: 1,
        counts: true,
      }).textTotal,
    ).toBeNull();
  });

  it('is what answered above: an index with other random keys gives another shuffle', async () => {
    const index = indexes.get(1)!;
    const reshuffled = { ...index, randomKeys: index.randomKeys.map((key) => 2_147_483_647 - key) };
    const query = { page: 1, limit: 12, orderBy: { field: 'random', direction: 'DESC', seed: 12_345 } as ActivityOrder };
    clearSummaries(handle.db);
    const fromDatabase = await searchActivities(handle.db, 1, query, { searchIndex: false });
    clearSummaries(handle.db);
    expect(ids(await searchActivities(handle.db, 1, query, { searchIndex: reshuffled }))).not.toEqual(ids(fromDatabase));
    clearSummaries(handle.db);
    expect(ids(await searchActivities(handle.db, 1, query, { searchIndex: index }))).toEqual(ids(fromDatabase));
  });

  it('suggests the same activities while typing as the ranking in SQL', async () => {
    const typed: Record<number, string[]> = {
      1: ['wo', 'work', 'esc', 'kano', 'wijnpr', 'sushi w', 'team', 'ko', 'bbq'],
      2: ['ka', 'kle', 'koch'],
      3: ['zw', 'spee'],
      4: ['kano', 'gen'],
    };
    let nonEmpty = 0;
    for (const [platformId, texts] of Object.entries(typed)) {
      for (const q of texts) {
        clearSummaries(handle.db);
        const inSql = await suggest(handle.db, Number(platformId), q, { searchIndex: false });
        clearSummaries(handle.db);
        const fromIndex = await suggest(handle.db, Number(platformId), q, { searchIndex: indexes.get(Number(platformId))! });
        expect(fromIndex.activities, `${platformId} ${q}`).toEqual(inSql.activities);
        if (inSql.activities.length) nonEmpty++;
      }
    }
    expect(nonEmpty).toBeGreaterThan(10);
  });

  it('pages through a whole result set without repeating or skipping, as PostgreSQL does', async () => {
    const index = indexes.get(1)!;
    const query = { genericSearchQuery: 'workshop', limit: 7, orderBy: { field: 'random', direction: 'DESC', seed: 5 } as ActivityOrder };
    const first = await searchActivities(handle.db, 1, { ...query, page: 1 }, { searchIndex: index });
    const seen: number[] = [];
    for (let page = 1; page <= first.pageCount; page++) seen.push(...ids(await searchActivities(handle.db, 1, { ...query, page }, { searchIndex: index })));
    expect(seen.length).toBe(first.total);
    expect(new Set(seen).size).toBe(first.total);
  });

  it('is not used once the data changed: PostgreSQL answers, and a new index of the new version is built', async () => {
    const index = indexes.get(1)!;
    const [victim] = await queryRows<{ id: number; title: string }>(
      handle.db,
      sql`SELECT a.id, a.title FROM activities a JOIN activity_search s ON s.id = a.id WHERE s.platform_id = 1 ORDER BY a.id LIMIT 1`,
    );
    await handle.db
      .update(activities)
      .set({ title: 'Zeldzaamwoord proeverij' })
      .where(sql`${activities.id} = ${victim!.id}`);
    // The old index does not know the new word; the answer still finds it (PostgreSQL answered).
    const found = await searchActivities(handle.db, 1, { genericSearchQuery: 'zeldzaamwoord', page: 1, limit: 5 }, { searchIndex: index });
    expect(ids(found)).toEqual([victim!.id]);
    expect(
      searchIndex(index, {
        units: null,
        folded: '',
        places: [],
        personCount: null,
        minimumAge: null,
        geographicLocation: null,
        selected: [],
        order: 'shuffle',
        descending: true,
        seed: 0,
        offset: 0,
        limit: 1,
        counts: false,
      }).total,
    ).toBe(index.size);
    // The registry builds the platform's index anew at the new version.
    let fresh: PlatformSearchIndex | null = null;
    for (let i = 0; i < 200 && (!fresh || fresh.version === index.version); i++) {
      fresh = currentSearchIndex(handle.db, 1);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(fresh).not.toBeNull();
    expect(fresh!.version).not.toBe(index.version);
    const fromFresh = await searchActivities(handle.db, 1, { genericSearchQuery: 'zeldzaamwoord', page: 1, limit: 5 }, { searchIndex: fresh! });
    expect(ids(fromFresh)).toEqual([victim!.id]);
  });
  it("remembers words looked up in the index's version, and a change of the data still gives fresh keys", async () => {
    const dataVersion = async () => (await queryRows<{ v: string }>(handle.db, sql`SELECT ${searchDataVersionSql(1)} AS v`))[0]!.v;
    const q = 'wateruitje friesland';
    const before = await dataVersion();
    const first = await resolveTextKeysIn(handle.db, 1, q, before);
    expect(first).toEqual({ keys: await resolveTextKeys(handle.db, 1, q), version: before });
    // A synonym added by an operator: the data version moves on.
    await handle.db.insert(searchSynonyms).values({ platformId: 1, term: 'wateruitje', expansions: ['zeilen'] });
    const after = await dataVersion();
    expect(after).not.toBe(before);
    // Asked in the old version, the remembered words answer without a statement: the old keys, tagged
    // with the old version, which the index's list read then finds out of date.
    expect(await resolveTextKeysIn(handle.db, 1, q, before)).toEqual(first);
    const fresh = await resolveTextKeysIn(handle.db, 1, q, after);
    expect(fresh).toEqual({ keys: await resolveTextKeys(handle.db, 1, q), version: after });
    expect(JSON.stringify(fresh.keys)).toContain('zeilen');
    expect(JSON.stringify(first.keys)).not.toContain('zeilen');
    // A search through an index of the old version answers with the synonym, as PostgreSQL does.
    clearSummaries(handle.db);
    const viaIndex = await searchActivities(handle.db, 1, { genericSearchQuery: 'wateruitje', page: 1, limit: 10 }, { searchIndex: indexes.get(1)! });
    clearSummaries(handle.db);
    const viaDatabase = await searchActivities(handle.db, 1, { genericSearchQuery: 'wateruitje', page: 1, limit: 10 }, { searchIndex: false });
    expect(viaDatabase.total).toBeGreaterThan(0);
    expect(ids(viaIndex)).toEqual(ids(viaDatabase));
    expect(viaIndex.total).toBe(viaDatabase.total);
  });
});

describe('one index per platform and process', () => {
  // server/main.ts builds the indexes at start from source; the pages search through the server build,
  // which bundles its own copy of these modules. Both copies must find the same index and summaries.
  it('is found by another copy of the module, as built at start', async () => {
    vi.resetModules();
    const copy = await import('./search-index.server.ts');
    const summaries = await import('../../public-api/search-summary-cache.server.ts');
    expect(copy.currentSearchIndex).not.toBe(currentSearchIndex); // really a second instance
    const index = currentSearchIndex(handle.db, 2);
    expect(index).not.toBeNull();
    expect(copy.currentSearchIndex(handle.db, 2)).toBe(index);
    storeSummary(handle.db, 'shared-summary-test', '1', { total: 7 });
    expect(summaries.cachedSummary(handle.db, 'shared-summary-test')).toEqual({ version: '1', value: { total: 7 } });
    summaries.clearSummaries(handle.db);
    expect(cachedSummary(handle.db, 'shared-summary-test')).toBeUndefined();
  });
});
