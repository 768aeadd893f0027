import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import { type DatabaseHandle, queryRows } from '../client.server.ts';
import { DEFAULT_ACTIVITY_COUNT, DEFAULT_SEED, seedDatabase } from './seed.server.ts';

/**
 * Decision 030: an organisation's detail page lists its other activities ("Meer uitjes van ..."),
 * so one organisation must not offer the same outing twice. Edit copies are left out: a pending edit
 * copy is a new version of its original (same title and slug by design), not a second activity.
 */
async function repeats(handle: DatabaseHandle): Promise<{ titles: string[]; descriptions: string[]; platforms: number[] }> {
  const titles = await queryRows<{ platform_id: number; organisation_id: number; title: string; count: number }>(
    handle.db,
    sql`SELECT platform_id, organisation_id, title, count(*)::int AS count
      FROM activities WHERE NOT is_edit_copy
      GROUP BY organisation_id, platform_id, title HAVING count(*) > 1
      ORDER BY platform_id, organisation_id, title`,
  );
  const descriptions = await queryRows<{ platform_id: number; organisation_id: number; ids: number[] }>(
    handle.db,
    sql`SELECT platform_id, organisation_id, array_agg(id ORDER BY id) AS ids
      FROM activities WHERE NOT is_edit_copy
      GROUP BY organisation_id, platform_id, description HAVING count(*) > 1
      ORDER BY platform_id, organisation_id`,
  );
  const [platforms] = await queryRows<{ ids: number[] }>(
    handle.db,
    sql`SELECT array_agg(DISTINCT platform_id ORDER BY platform_id) AS ids FROM activities WHERE organisation_id IS NOT NULL`,
  );
  return {
    titles: titles.map((r) => `platform ${r.platform_id}, organisation ${r.organisation_id}: ${r.count} x "${r.title}"`),
    descriptions: descriptions.map((r) => `platform ${r.platform_id}, organisation ${r.organisation_id}: activities ${r.ids.join(', ')}`),
    platforms: platforms?.ids ?? [],
  };
}

describe('demo activities: one organisation does not offer the same outing twice', () => {
  let testSeed: DatabaseHandle;
  let demo: DatabaseHandle;

  beforeAll(async () => {
    testSeed = await createTestDatabase({ seeded: true });
    // The default demo set (`npm run seed`), where decision 030 found five "Chocolade workshop in Den Helder".
    demo = await createTestDatabase();
    await seedDatabase(demo.db, { seed: DEFAULT_SEED, activities: DEFAULT_ACTIVITY_COUNT, referenceDate: new Date('2026-03-15T00:00:00Z') });
  }, 300_000);
  afterAll(async () => {
    await testSeed?.close();
    await demo?.close();
  });

  for (const [name, handle] of [
    ['the test seed', () => testSeed],
    ['the default demo set', () => demo],
  ] as const) {
    it(`gives the activities of one organisation distinct titles and descriptions (${name}, every platform)`, async () => {
      const found = await repeats(handle());
      expect(found.platforms).toEqual([1, 2, 3, 4]);
      expect(found.titles).toEqual([]);
      expect(found.descriptions).toEqual([]);
    });
  }
});
