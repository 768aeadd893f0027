import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, queryRows } from '../../../db/client.server.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { clearSummaries } from '../../public-api/search-summary-cache.server.ts';
import type { ActivityFilterQuery, ActivityOrder } from '../activities/activities.schemas.ts';
import { searchActivities } from './search.server.ts';
import { type PlatformSearchIndex, currentSearchIndex, followSearchChanges, searchIndexStats, warmSearchIndex } from './search-index.server.ts';

// Writes cost what they change (docs/decisions/105-search-relevance.md, "Writes cost what they change"):
// a platform's search data version moves only when its public search changes, at commit; the in-process
// index follows by applying the changed rows (search_changes notifications), never by a full build, and
// keeps answering exactly what PostgreSQL answers.

let handle: DatabaseHandle;
let stopFollowing: () => Promise<void>;
const notifications: { platformId: number; ids: number[]; catalogue: boolean; bulk: boolean }[] = [];
let stopRecording: () => Promise<void>;
const onServer = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  handle = await createTestDatabase({ seeded: true });
  stopRecording = await handle.listen('search_changes', (payload) => notifications.push(JSON.parse(payload)));
  stopFollowing = await followSearchChanges(handle, { info: () => {}, warn: () => {} });
  for (const platformId of [1, 2, 3, 4]) await warmSearchIndex(handle.db, platformId);
}, 120_000);
afterAll(async () => {
  await stopFollowing?.();
  await stopRecording?.();
  await handle?.close();
});

const versions = async () =>
  Object.fromEntries(
    (await queryRows<{ p: number; v: string }>(handle.db, sql`SELECT platform_id AS p, version::text AS v FROM search_versions ORDER BY 1`)).map((r) => [
      r.p,
      r.v,
    ]),
  );

const indexOf = (platformId: number): PlatformSearchIndex => currentSearchIndex(handle.db, platformId)!;
const fullBuilds = () => Object.values(searchIndexStats(handle.db).counters.fullBuilds).reduce((sum, n) => sum + n, 0);

/** Waits until the platform's index holds the database's current version (the change was applied). */
async function caughtUp(platformId: number): Promise<void> {
  const until = Date.now() + 5000;
  for (;;) {
    const current = (await versions())[platformId];
    if (indexOf(platformId)?.version === current) return;
    if (Date.now() > until) throw new Error(`index of platform ${platformId} did not reach version ${current}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Notifications and version moves settle (a NOTIFY arrives after its commit). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

const ids = (list: { activities: { id: number }[] }) => list.activities.map((a) => a.id);
const orders: (ActivityOrder | undefined)[] = [undefined, { field: 'random', direction: 'ASC', seed: 99 }, { field: 'createdAt', direction: 'DESC' }];

/** The index (as the process follows it) and PostgreSQL give the same pages, totals and counts. */
async function expectSameAnswers(platformId: number, queries: ActivityFilterQuery[]): Promise<void> {
  const index = indexOf(platformId);
  expect(index).not.toBeNull();
  for (const base of queries)
    for (const orderBy of orders) {
      const query = { ...base, page: 1, limit: 10, ...(orderBy ? { orderBy } : {}) };
      clearSummaries(handle.db);
      const fromDatabase = await searchActivities(handle.db, platformId, query, { searchIndex: false });
      clearSummaries(handle.db);
      const fromIndex = await searchActivities(handle.db, platformId, query, { searchIndex: index });
      const label = JSON.stringify(query);
      expect(ids(fromIndex), label).toEqual(ids(fromDatabase));
      expect(fromIndex.total, label).toBe(fromDatabase.total);
      expect(fromIndex.counts, label).toEqual(fromDatabase.counts);
    }
}

const publicActivity = async (platformId: number, offset = 0) =>
  (
    await queryRows<{ id: number; title: string; organisation_id: number }>(
      handle.db,
      sql`SELECT id, title, organisation_id FROM activities
          WHERE platform_id = ${platformId} AND approved AND status AND NOT is_edit_copy AND (approval_status IS NULL OR approval_status = 'APPROVED')
          ORDER BY id LIMIT 1 OFFSET ${offset}`,
    )
  )[0]!;

describe(`search data changes on ${onServer ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('moves no version, sends no notification and leaves every index as it was when a draft, an edit copy or a no-op update is saved', async () => {
    await settle();
    const before = await versions();
    const indexes = [1, 2, 3, 4].map((p) => indexOf(p));
    const held = indexes.map((index) => ({ version: index.version, size: index.size }));
    const builds = fullBuilds();
    notifications.length = 0;
    const original = await publicActivity(1);
    // A draft: a new activity nobody sees yet, then saved again with another title and description.
    const [draft] = await queryRows<{ id: number }>(
      handle.db,
      sql`INSERT INTO activities (title, slug, platform_id, organisation_id, approved, approval_status, description)
          VALUES ('Concept zonder naam', 'concept-zonder-naam-draft', 1, ${original.organisation_id}, false, NULL, 'nog niet klaar') RETURNING id`,
    );
    await handle.db.execute(
      sql`UPDATE activities SET title = 'Concept: kanoën bij zonsopgang', description = 'bijna klaar', version = version + 1 WHERE id = ${draft!.id}`,
    );
    await handle.db.execute(sql`INSERT INTO activity_filters (activity_id, filter_id)
      SELECT ${draft!.id}, f.id FROM filters f JOIN filter_groups g ON g.id = f.filter_group_id WHERE g.platform_id = 1 ORDER BY f.id LIMIT 2`);
    // An edit copy of a public activity, saved twice.
    const [copy] = await queryRows<{ id: number }>(
      handle.db,
      sql`INSERT INTO activities (title, slug, platform_id, organisation_id, approved, is_edit_copy, approval_status)
          SELECT title || ' (nieuw)', slug, platform_id, organisation_id, false, true, 'EDITING' FROM activities WHERE id = ${original.id} RETURNING id`,
    );
    await handle.db.execute(sql`UPDATE activities SET child_id = ${copy!.id} WHERE id = ${original.id}`);
    await handle.db.execute(sql`UPDATE activities SET description = 'andere tekst', submitted_at = now() WHERE id = ${copy!.id}`);
    // A public activity written without a change the search reads (the row's bookkeeping only).
    await handle.db.execute(sql`UPDATE activities SET title = title, version = version + 1, updated_at = now() WHERE id = ${original.id}`);
    await settle();
    expect(await versions()).toEqual(before);
    expect(notifications).toEqual([]);
    [1, 2, 3, 4].forEach((p, i) => {
      expect(indexOf(p)).toBe(indexes[i]);
      expect({ version: indexOf(p).version, size: indexOf(p).size }).toEqual(held[i]);
    });
    expect(fullBuilds()).toBe(builds);
  });

  it('applies inserts, updates, deletes and visibility changes by id, answering as PostgreSQL does, without a full build', async () => {
    const builds = fullBuilds();
    const appliesBefore = searchIndexStats(handle.db).counters.incrementalApplies;
    const others = await versions();
    const queries: ActivityFilterQuery[] = [{ genericSearchQuery: 'kanoen' }, { genericSearchQuery: 'workshop' }, {}, { genericSearchQuery: 'zonsopgang' }];
    const first = await publicActivity(1, 3);
    const second = await publicActivity(1, 7);
    // Insert: a new public activity with new words.
    const [added] = await queryRows<{ id: number }>(
      handle.db,
      sql`INSERT INTO activities (title, slug, platform_id, organisation_id, approved, approval_status, description, persons_min, persons_max)
          VALUES ('Kanoën bij zonsopgang', 'kanoen-bij-zonsopgang-test', 1, ${first.organisation_id}, true, 'APPROVED', 'Een workshop op het water', 2, 12) RETURNING id`,
    );
    await caughtUp(1);
    await expectSameAnswers(1, queries);
    expect(ids(await searchActivities(handle.db, 1, { genericSearchQuery: 'zonsopgang', page: 1, limit: 10 }))).toEqual([added!.id]);
    // Update: a title word changes, and a filter link is added.
    await handle.db.execute(sql`UPDATE activities SET title = 'Kanoën en zonsopgang workshop' WHERE id = ${first.id}`);
    await handle.db.execute(sql`INSERT INTO activity_filters (activity_id, filter_id)
      SELECT ${first.id}, f.id FROM filters f JOIN filter_groups g ON g.id = f.filter_group_id WHERE g.platform_id = 1
        AND NOT EXISTS (SELECT 1 FROM activity_filters x WHERE x.activity_id = ${first.id} AND x.filter_id = f.id) ORDER BY f.id LIMIT 1`);
    await caughtUp(1);
    const someFilters = (await searchActivities(handle.db, 1, { page: 1, limit: 1 })).counts.slice(0, 2).map((c) => c.filterId);
    await expectSameAnswers(1, [...queries, { filters: someFilters }]);
    // Visibility: switched off, then on again.
    await handle.db.execute(sql`UPDATE activities SET status = false WHERE id = ${second.id}`);
    await caughtUp(1);
    await expectSameAnswers(1, queries);
    expect(ids(await searchActivities(handle.db, 1, { genericSearchQuery: second.title, page: 1, limit: 50 }))).not.toContain(second.id);
    await handle.db.execute(sql`UPDATE activities SET status = true WHERE id = ${second.id}`);
    await caughtUp(1);
    await expectSameAnswers(1, queries);
    // Delete.
    await handle.db.execute(sql`DELETE FROM activities WHERE id = ${added!.id}`);
    await caughtUp(1);
    await expectSameAnswers(1, queries);
    expect(ids(await searchActivities(handle.db, 1, { genericSearchQuery: 'zonsopgang', page: 1, limit: 10 }))).toEqual([first.id]);
    // Only platform 1 moved; its index followed change by change.
    const after = await versions();
    for (const p of [2, 3, 4]) expect(after[p]).toBe(others[p]);
    expect(BigInt(after[1]!)).toBeGreaterThan(BigInt(others[1]!));
    expect(fullBuilds()).toBe(builds);
    expect(searchIndexStats(handle.db).counters.incrementalApplies).toBeGreaterThan(appliesBefore);
  });

  it('follows a filter rename, a new filter and a place rename of the catalogue, as PostgreSQL answers them', async () => {
    const builds = fullBuilds();
    const [filter] = await queryRows<{ id: number; name: string; group_id: number }>(
      handle.db,
      sql`SELECT f.id, f.name, f.filter_group_id AS group_id FROM filters f JOIN filter_groups g ON g.id = f.filter_group_id
          WHERE g.platform_id = 1 AND EXISTS (SELECT 1 FROM activity_filters af WHERE af.filter_id = f.id) ORDER BY f.id LIMIT 1`,
    );
    await handle.db.execute(sql`UPDATE filters SET name = 'Zonnebloemvelden' WHERE id = ${filter!.id}`);
    await handle.db.execute(sql`INSERT INTO filters (name, filter_group_id) VALUES ('Nieuw en nog leeg', ${filter!.group_id})`);
    const [city] = await queryRows<{ id: number; name: string }>(
      handle.db,
      sql`SELECT c.id, c.name FROM cities c WHERE c.platform_id = 1 AND EXISTS (SELECT 1 FROM activity_cities ac WHERE ac.city_id = c.id) ORDER BY c.id LIMIT 1`,
    );
    await handle.db.execute(sql`UPDATE cities SET name = 'Zonnedorp' WHERE id = ${city!.id}`);
    await caughtUp(1);
    expect(indexOf(1).catalogue.length).toBe((await searchActivities(handle.db, 1, { page: 1, limit: 1 }, { searchIndex: false })).counts.length);
    await expectSameAnswers(1, [
      { genericSearchQuery: 'zonnebloemvelden' },
      { genericSearchQuery: 'zonnedorp' },
      { filters: [filter!.id] },
      { city: city!.id },
    ]);
    expect((await searchActivities(handle.db, 1, { genericSearchQuery: 'zonnebloemvelden', page: 1, limit: 5 })).total).toBeGreaterThan(0);
    expect(fullBuilds()).toBe(builds);
  });

  it.skipIf(!onServer)('lets writers of different activities commit while each other is open (lock_timeout 200 ms)', async () => {
    const a = await publicActivity(1, 1);
    const b = await publicActivity(1, 2);
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstWrote!: () => void;
    const firstHasWritten = new Promise<void>((resolve) => (firstWrote = resolve));
    // The first writer changes a public activity (a search change) and stays open.
    const first = handle.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL lock_timeout = '200ms'`);
      await tx.execute(sql`UPDATE activities SET title = title || ' (eerste)' WHERE id = ${a.id}`);
      firstWrote();
      await firstHolds;
    });
    await firstHasWritten;
    // The second changes another public activity of the same platform and commits meanwhile.
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL lock_timeout = '200ms'`);
      await tx.execute(sql`UPDATE activities SET title = title || ' (tweede)' WHERE id = ${b.id}`);
      // The same filter on both (the link tables' triggers), and a draft of the first's organisation.
      await tx.execute(
        sql`INSERT INTO activities (title, slug, platform_id, organisation_id) VALUES ('Tweede concept', 'tweede-concept-lock', 1, ${a.organisation_id})`,
      );
    });
    releaseFirst();
    await first;
    await caughtUp(1);
    const titles = await queryRows<{ title: string }>(handle.db, sql`SELECT title FROM activities WHERE id IN (${a.id}, ${b.id}) ORDER BY id`);
    expect(titles.map((t) => t.title.replace(/.* \(/, '('))).toEqual(['(eerste)', '(tweede)']);
    await expectSameAnswers(1, [{ genericSearchQuery: 'eerste' }, { genericSearchQuery: 'tweede' }]);
  });
});
