import { seededBrand } from '../../tests/support/brands.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server.ts';
import { platforms } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import { loadHeadContext } from './page-head.server.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
});
afterAll(async () => {
  await database?.close();
});

async function platform(id: number) {
  const [row] = await database.db.select().from(platforms).where(eq(platforms.id, id));
  return row!;
}

describe('head context of the root loader', () => {
  it('the Dutch and Belgian company sites are each other’s language versions, the Dutch one x-default', async () => {
    const expected = [
      { platformId: 1, hrefLang: 'nl-NL', origin: 'https://www.uitjesbaas.nl', isDefault: true },
      { platformId: 4, hrefLang: 'nl-BE', origin: 'https://www.uitjesbaas.be', isDefault: false },
    ];
    expect(await loadHeadContext(database.db, await platform(1), seededBrand(1))).toEqual({ origin: 'https://www.uitjesbaas.nl', alternates: expected });
    expect(await loadHeadContext(database.db, await platform(4), seededBrand(4))).toEqual({ origin: 'https://www.uitjesbaas.be', alternates: expected });
  });

  it('the German and kids sites stand alone', async () => {
    expect(await loadHeadContext(database.db, await platform(2), seededBrand(2))).toEqual({ origin: 'https://www.ausflugsbaas.de', alternates: [] });
    expect(await loadHeadContext(database.db, await platform(3), seededBrand(3))).toEqual({ origin: 'https://www.kidsuitjes.nl', alternates: [] });
  });

  it('follows the platform domains stored as data', async () => {
    await database.db.update(platforms).set({ domain: 'uitjesbaas.example.be' }).where(eq(platforms.id, 4));
    const context = await loadHeadContext(database.db, await platform(1), seededBrand(1));
    expect(context.alternates.find((a) => a.platformId === 4)?.origin).toBe('https://uitjesbaas.example.be');
  });
});
