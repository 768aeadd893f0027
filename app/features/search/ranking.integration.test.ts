import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { clearSummaries } from '../../public-api/search-summary-cache.server.ts';
import { RANKING, type RankingRules } from './ranking.ts';
import { type PlatformSearchIndex, warmSearchIndex } from './search-index.server.ts';
import { searchActivities } from './search.server.ts';
import { suggest } from './suggestions.server.ts';

// One table of ranking rules (ranking.ts) read by both engines: with the rules changed, PostgreSQL's
// order changes and the in-process index's changes with it, page for page, for the overview search and
// the suggestions while typing.

let handle: DatabaseHandle;
const indexes = new Map<number, PlatformSearchIndex>();
const rulesInForce: RankingRules = structuredClone(RANKING);

beforeAll(async () => {
  handle = await createTestDatabase({ seeded: true });
  for (const platformId of [1, 3]) indexes.set(platformId, await warmSearchIndex(handle.db, platformId));
}, 120_000);
afterEach(() => {
  Object.assign(RANKING, structuredClone(rulesInForce));
});
afterAll(async () => {
  await handle?.close();
});

const searches: { platformId: number; q: string }[] = [
  { platformId: 1, q: 'workshop' },
  { platformId: 1, q: 'escape room' },
  { platformId: 1, q: 'wijn proeven' },
  { platformId: 1, q: 'koken utrecht' },
  { platformId: 1, q: 'teambuilding' },
  { platformId: 1, q: 'suschi' },
  { platformId: 3, q: 'regenachtige dag' },
  { platformId: 3, q: 'zwemmen' },
];

/** Each search's first 40 ids by relevance from PostgreSQL and from the index. */
async function orders(): Promise<{ fromDatabase: number[][]; fromIndex: number[][] }> {
  const fromDatabase: number[][] = [];
  const fromIndex: number[][] = [];
  for (const { platformId, q } of searches) {
    const query = { genericSearchQuery: q, page: 1, limit: 40, orderBy: { field: 'relevance' as const, direction: 'DESC' as const, seed: 3 } };
    clearSummaries(handle.db);
    fromDatabase.push((await searchActivities(handle.db, platformId, query, { searchIndex: false })).activities.map((a) => a.id));
    clearSummaries(handle.db);
    fromIndex.push((await searchActivities(handle.db, platformId, query, { searchIndex: indexes.get(platformId)! })).activities.map((a) => a.id));
  }
  return { fromDatabase, fromIndex };
}

/** Suggestions' activities for typed texts, ranked in SQL and by the index. */
async function suggestions(): Promise<{ inSql: number[][]; fromIndex: number[][] }> {
  const inSql: number[][] = [];
  const fromIndex: number[][] = [];
  for (const q of ['wo', 'work', 'esc', 'team', 'ko']) {
    clearSummaries(handle.db);
    inSql.push((await suggest(handle.db, 1, q, { searchIndex: false })).activities.map((a) => a.id));
    clearSummaries(handle.db);
    fromIndex.push((await suggest(handle.db, 1, q, { searchIndex: indexes.get(1)! })).activities.map((a) => a.id));
  }
  return { inSql, fromIndex };
}

describe(`the ranking table on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('is what both engines rank by: changed rules change both orders alike', async () => {
    const before = await orders();
    expect(before.fromIndex).toEqual(before.fromDatabase);
    const suggestedBefore = await suggestions();
    expect(suggestedBefore.fromIndex).toEqual(suggestedBefore.inSql);

    // The classes' points turned round (a word in the title now counts least), the indoor/outdoor
    // synonym worth little, the similarity dominant and the company name's counting more than the title's.
    const points = RANKING.terms.map((term) => term.points);
    RANKING.terms = RANKING.terms.map((term, i) => ({ ...term, points: points[points.length - 1 - i]! }));
    RANKING.indoorOutdoor = 1;
    RANKING.similarity = 60;
    RANKING.companySimilarity = 1.5;

    const after = await orders();
    expect(after.fromIndex).toEqual(after.fromDatabase);
    // The rules mattered: most searches now come out in another order (on both sides, being equal).
    const changed = after.fromDatabase.filter((ids, i) => JSON.stringify(ids) !== JSON.stringify(before.fromDatabase[i]));
    expect(changed.length).toBeGreaterThanOrEqual(searches.length / 2);
    const suggestedAfter = await suggestions();
    expect(suggestedAfter.fromIndex).toEqual(suggestedAfter.inSql);
    expect(suggestedAfter.inSql).not.toEqual(suggestedBefore.inSql);
  }, 120_000);
});

describe("suggestions while typing use the search's rules (docs/decisions/105)", () => {
  it('an abbreviation, a compound that holds a catalogue word and a typo suggest what the search finds, in both engines', async () => {
    for (const [q, expected] of [
      ['bbq', /barbecue/i],
      ['wijnproefavond', /wijn/i],
      ['suschi', /sushi/i],
    ] as const) {
      for (const searchIndex of [false, indexes.get(1)!] as const) {
        clearSummaries(handle.db);
        const titles = (await suggest(handle.db, 1, q, { searchIndex })).activities.map((a) => a.title);
        expect(titles.length, `${q} ${searchIndex ? 'index' : 'sql'}`).toBeGreaterThan(0);
        expect(titles[0], q).toMatch(expected);
      }
    }
  });
});
