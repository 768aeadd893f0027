import { eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../client.server.ts';
import { menuItems, platforms, roles, searchSynonyms } from '../schema/index.ts';
import { type CountryCode, countryGeography } from './geography-data.ts';
import { MENU_ITEM_ROWS, PLATFORM_ROWS } from './platform-data.ts';
import { SEARCH_SYNONYM_ROWS } from './search-synonyms.ts';
import { insertPlatformGeography } from './seed.server.ts';

/**
 * What a platform needs before content can be written into it, without any demo content: the two
 * roles, the platform's row as the product defines it (platform-data.ts), its menus and search synonyms
 * and its places from the bundled gazetteer. The site import calls it for the platform it fills, so an
 * installation started empty (SEED_ON_EMPTY=false) can take a moved-in catalogue (docs/decisions/114).
 * Does nothing that is already there; answers whether it wrote the platform.
 */
export async function ensurePlatformBase(db: Database, platformId: number): Promise<{ created: boolean }> {
  const row = PLATFORM_ROWS.find((p) => p.id === platformId);
  return db.transaction(async (tx) => {
    // One writer at a time: two imports starting together must not both create the platform.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(73120114)`);
    const roleNames = (await tx.select({ name: roles.name }).from(roles)).map((r) => r.name);
    for (const name of ['ADMIN', 'USER'] as const) if (!roleNames.includes(name)) await tx.insert(roles).values({ name });
    const [existing] = await tx.select({ id: platforms.id }).from(platforms).where(eq(platforms.id, platformId));
    if (existing) return { created: false };
    if (!row) throw new Error(`platform ${platformId} is not one of the product's platforms (${PLATFORM_ROWS.map((p) => p.id).join(', ')})`);
    await tx.insert(platforms).values(row);
    const menus = MENU_ITEM_ROWS.filter((m) => m.platformId === platformId);
    if (menus.length > 0) await tx.insert(menuItems).values(menus);
    const synonyms = SEARCH_SYNONYM_ROWS.filter((s) => s.platformId === platformId);
    if (synonyms.length > 0) await tx.insert(searchSynonyms).values(synonyms);
    const [places] = await queryRows<{ count: number }>(tx, sql`SELECT count(*)::int AS count FROM provinces WHERE platform_id = ${platformId}`);
    if ((places?.count ?? 0) === 0) {
      const now = new Date();
      await insertPlatformGeography(tx, platformId, countryGeography(row.countryCode as CountryCode), { createdAt: now, updatedAt: now });
    }
    return { created: true };
  });
}
