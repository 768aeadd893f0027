import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, queryRows } from '../../../db/client.server.ts';
import { activityCities, activityFilters } from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { type ReadFixtures, insertReadFixtures } from '../../../tests/support/read-fixtures.ts';
import type { ActivityFilterQuery } from '../../../app/features/activities/activities.schemas.ts';
import { searchActivities } from '../../../app/features/search/search.server.ts';

// activity_search (drizzle/0007) is the search's own copy of the public activities, kept by triggers on
// activities: every change an editor or the link tables make must show in the next search, and nothing
// else may be rewritten.

let handle: DatabaseHandle;
let fx: ReadFixtures;

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await insertReadFixtures(handle.db);
});
afterAll(async () => {
  await handle?.close();
});

const search = async (query: ActivityFilterQuery, platformId = 1) =>
  (await searchActivities(handle.db, platformId, { ...query, page: 1, limit: 50 })).activities.map((a) => a.title).sort();

const searchRow = async (id: number) =>
  (
    await queryRows<{ xmin: string; platformId: number }>(
      handle.db,
      sql`SELECT xmin::text AS xmin, platform_id AS "platformId" FROM activity_search WHERE id = ${id}`,
    )
  )[0];

describe(`activity_search follows activities on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('holds exactly the public activities of every platform', async () => {
    const rows = await queryRows<{ missing: number; extra: number }>(
      handle.db,
      sql`SELECT
        (SELECT count(*)::int FROM activities a WHERE a.approved AND a.status AND NOT a.is_edit_copy AND (a.approval_status IS NULL OR a.approval_status = 'APPROVED')
           AND NOT EXISTS (SELECT 1 FROM activity_search s WHERE s.id = a.id AND s.platform_id = a.platform_id)) AS missing,
        (SELECT count(*)::int FROM activity_search s WHERE NOT EXISTS (
           SELECT 1 FROM activities a WHERE a.id = s.id AND a.approved AND a.status AND NOT a.is_edit_copy AND (a.approval_status IS NULL OR a.approval_status = 'APPROVED'))) AS extra`,
    );
    expect(rows[0]).toEqual({ missing: 0, extra: 0 });
    expect((await searchRow(fx.activities.kanuDe.id))?.platformId).toBe(2);
  });

  it('finds new words of a title and description at once, a typo of the title too, and forgets the old ones', async () => {
    const id = fx.activities.wijn.id;
    await handle.db.execute(
      sql`UPDATE activities SET title = 'Zeppelinvaart boven Haarlem', description = 'Een tocht met uitzicht op de duinen.' WHERE id = ${id}`,
    );
    expect(await search({ genericSearchQuery: 'zeppelinvaart' })).toEqual(['Zeppelinvaart boven Haarlem']);
    expect(await search({ genericSearchQuery: 'Zepelinvaart' })).toEqual(['Zeppelinvaart boven Haarlem']);
    expect(await search({ genericSearchQuery: 'duinen' })).toEqual(['Zeppelinvaart boven Haarlem']);
    expect(await search({ genericSearchQuery: 'wijnproeverij' })).toEqual([]);
  });

  it('drops an activity switched off, rejected or deleted, and takes it back when it is public again', async () => {
    const id = fx.activities.escape.id;
    await handle.db.execute(sql`UPDATE activities SET status = false WHERE id = ${id}`);
    expect(await search({ genericSearchQuery: 'escape' })).toEqual([]);
    expect(await searchRow(id)).toBeUndefined();
    await handle.db.execute(sql`UPDATE activities SET status = true, approval_status = 'REJECTED' WHERE id = ${id}`);
    expect(await search({ genericSearchQuery: 'escape' })).toEqual([]);
    await handle.db.execute(sql`UPDATE activities SET approval_status = 'APPROVED' WHERE id = ${id}`);
    expect(await search({ genericSearchQuery: 'escape' })).toEqual(['Escape room Rotterdam']);
    await handle.db.execute(sql`DELETE FROM activities WHERE id = ${fx.activities.beUitje.id}`);
    expect(await search({}, 4)).toEqual([]);
    expect(await searchRow(fx.activities.beUitje.id)).toBeUndefined();
  });

  it('follows the link tables: a new city or filter of an activity finds it under that place or filter', async () => {
    const id = fx.activities.schilderen.id;
    expect(await search({ city: fx.cities.utrecht.id })).not.toContain('Workshop schilderen');
    await handle.db.insert(activityCities).values({ activityId: id, cityId: fx.cities.utrecht.id });
    expect(await search({ city: fx.cities.utrecht.id })).toContain('Workshop schilderen');
    await handle.db.insert(activityFilters).values({ activityId: id, filterId: fx.filters.buiten.id }).onConflictDoNothing();
    expect(await search({ filters: [fx.filters.buiten.id] })).toContain('Workshop schilderen');
    await handle.db.execute(sql`DELETE FROM activity_cities WHERE activity_id = ${id} AND city_id = ${fx.cities.utrecht.id}`);
    expect(await search({ city: fx.cities.utrecht.id })).not.toContain('Workshop schilderen');
  });

  it('rewrites nothing for a change the search does not read', async () => {
    const id = fx.activities.kano.id;
    const before = await searchRow(id);
    await handle.db.execute(sql`UPDATE activities SET website = 'https://kano.example/nieuw', show_website = NOT show_website WHERE id = ${id}`);
    expect(await searchRow(id)).toEqual(before);
  });
});
