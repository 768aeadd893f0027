import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, queryRows } from '../../../db/client.server.ts';
import { searchSynonyms } from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { insertReadFixtures } from '../../../tests/support/read-fixtures.ts';
import { searchActivities } from './search.server.ts';

// Search relevance (docs/decisions/105-search-relevance.md) on the read fixtures: filter and
// place names, folding, compounds, synonyms and the ranking order.

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertReadFixtures(handle.db);
});
afterAll(async () => {
  await handle?.close();
});

const titles = async (q: string, platformId = 1) =>
  (
    await searchActivities(handle.db, platformId, {
      genericSearchQuery: q,
      page: 1,
      limit: 50,
      orderBy: { field: 'random', direction: 'DESC', seed: 7 },
    })
  ).activities.map((a) => a.title);

const version = async () => (await queryRows<{ v: string }>(handle.db, sql`SELECT version::text AS v FROM search_versions WHERE platform_id = 1`))[0]!.v;

describe(`search relevance on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('folds diacritics both ways', async () => {
    expect(await titles('kanoen')).toEqual(['Kanoën op de Amstel']);
    expect(await titles('kanoën')).toEqual(['Kanoën op de Amstel']);
    expect(await titles('Muenchen', 2)).toEqual(['Kanufahren in München']);
  });

  it('finds filter names and place names (city, province, region), and a place word narrows', async () => {
    expect((await titles('rolstoeltoegankelijk')).sort()).toEqual(['Escape room Rotterdam']);
    expect((await titles('zuid-holland')).sort()).toEqual(['Escape room Rotterdam']);
    expect((await titles('randstad')).sort()).toEqual(['Escape room Rotterdam', 'Kanoën op de Amstel']);
    expect(await titles('escape amsterdam')).toEqual([]);
    // A province as a whole counts for its cities.
    expect((await titles('wijnproeverij haarlem')).sort()).toEqual(['Wijnproeverij']);
  });

  it('joins and splits compounds against the catalogue words', async () => {
    // First: a catalogue word a compound holds alone (schilderworkshop -> workshop) is an alternative that ranks lower.
    expect((await titles('escaperoom'))[0]).toBe('Escape room Rotterdam');
    expect((await titles('wijn proeven'))[0]).toBe('Wijnproeverij');
    expect((await titles('schilderworkshop'))[0]).toBe('Workshop schilderen');
  });

  it('expands synonyms kept as data, and a synonym change bumps the search data version', async () => {
    const before = await version();
    await handle.db.insert(searchSynonyms).values([
      { platformId: 1, term: 'slecht weer', expansions: [], indoorOutdoor: 'INDOOR' },
      { platformId: 1, term: 'vino', expansions: ['wijn'] },
    ]);
    expect(await version()).not.toBe(before);
    expect(await titles('slecht weer')).toContain('Escape room Rotterdam');
    expect(await titles('vino')).toEqual(['Wijnproeverij']);
  });

  it('ranks a title word above a filter, a filter above the company name, and all above the description', async () => {
    // "sport": the filter of Kanoën op de Amstel and of Escape room Rotterdam; no title holds it.
    await handle.db.execute(
      sql`UPDATE activities SET company_name = 'Sportschool Haarlem', description = 'Ook sportief.' WHERE title = 'Bedrijfsuitje Haarlem'`,
    );
    await handle.db.execute(sql`UPDATE activities SET description = 'Sport en spel.' WHERE title = 'Workshop schilderen'`);
    const ranked = await titles('sport');
    expect(ranked.slice(0, 2).sort()).toEqual(['Escape room Rotterdam', 'Kanoën op de Amstel']);
    expect(ranked.slice(2)).toEqual(['Bedrijfsuitje Haarlem', 'Workshop schilderen']);
    // Paging in the same order never repeats or skips.
    const pages = [];
    for (const page of [1, 2, 3, 4])
      pages.push(
        ...(
          await searchActivities(handle.db, 1, { genericSearchQuery: 'sport', page, limit: 1, orderBy: { field: 'random', direction: 'DESC', seed: 7 } })
        ).activities.map((a) => a.title),
      );
    expect(pages).toEqual(ranked);
    // The ranking reads activity_search's own copy of the title words: a renamed title ranks at once.
    await handle.db.execute(sql`UPDATE activities SET title = 'Sport en schilderen' WHERE title = 'Workshop schilderen'`);
    expect((await titles('sport'))[0]).toBe('Sport en schilderen');
  });

  it('finds a renamed filter and a new title word at once: the words are matched against the vocabulary of the new version', async () => {
    expect(await titles('rolstoeltoegankelijk')).toEqual(['Escape room Rotterdam']);
    expect(await titles('drempelvrij')).toEqual([]);
    await handle.db.execute(sql`UPDATE filters SET name = 'Drempelvrij' WHERE name = 'Rolstoeltoegankelijk'`);
    await handle.db.execute(sql`UPDATE activities SET title = 'Bierproeverij' WHERE title = 'Wijnproeverij'`);
    expect(await titles('drempelvrij')).toEqual(['Escape room Rotterdam']);
    expect(await titles('rolstoeltoegankelijk')).toEqual([]);
    // A stem inside the new compound, and the compound written apart.
    expect((await titles('bieren'))[0]).toBe('Bierproeverij');
    expect((await titles('bier proeven'))[0]).toBe('Bierproeverij');
  });
});
