import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../client.server.ts';
import { menuItems, platforms, roles } from '../schema/index.ts';
import { MENU_ITEM_ROWS, PLATFORM_ROWS } from './platform-data.ts';

export interface SeedOptions {
  /** Number of activities over all platforms (default: a demo-sized set). */
  activities?: number;
  /** Random seed: the same seed gives the same data. */
  seed?: number;
}

export interface SeedResult {
  platforms: number;
  activities: number;
}

/** True when no platform row exists yet (a brand-new database). */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await queryRows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM platforms`);
  return (rows[0]?.count ?? 0) === 0;
}

/** Fills an empty, migrated database with deterministic demo data for all four platforms. */
export async function seedDatabase(db: Database, _options: SeedOptions): Promise<SeedResult> {
  await db.insert(platforms).values(PLATFORM_ROWS);
  await db.insert(menuItems).values(MENU_ITEM_ROWS);
  await db.insert(roles).values([{ name: 'ADMIN' }, { name: 'USER' }]);
  return { platforms: PLATFORM_ROWS.length, activities: 0 };
}
