import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, queryRows } from '../../../db/client.server.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import type { ActivityFilterQuery } from '../activities/activities.schemas.ts';
import { clearSummaries, readSearchDataVersion } from '../../public-api/search-summary-cache.server.ts';
import type * as SummaryCacheModule from '../../public-api/search-summary-cache.server.ts';
import { searchActivities, searchActivitiesAt } from './search.server.ts';
import type * as SearchModule from './search.server.ts';
import { noResultsHelp, searchActivitiesOrClosest } from './no-results-help.server.ts';
import { warmSearchIndex } from './search-index.server.ts';

// Every search the help makes and every read of the data version, counted (the original functions answer).
vi.mock('./search.server.ts', async (importOriginal) => {
  const original = await importOriginal<typeof SearchModule>();
  return { ...original, searchActivities: vi.fn(original.searchActivities), searchActivitiesAt: vi.fn(original.searchActivitiesAt) };
});
vi.mock('../../public-api/search-summary-cache.server.ts', async (importOriginal) => {
  const original = await importOriginal<typeof SummaryCacheModule>();
  return { ...original, readSearchDataVersion: vi.fn(original.readSearchDataVersion) };
});

// The help of a search that finds nothing (docs/decisions/105) on the demo catalogue (the test
// seed): what it offers must find activities, with the counts the offered links will show.

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase({ seeded: true });
}, 120_000);
afterAll(async () => {
  await handle?.close();
});

const HIDDEN = 'Speciale wensen';
const NL = 1;
const DE = 2;
const KIDS = 3;

const total = async (platformId: number, query: ActivityFilterQuery) => (await searchActivities(handle.db, platformId, { ...query, page: 1, limit: 1 })).total;
const help = (platformId: number, query: ActivityFilterQuery) => noResultsHelp(handle.db, platformId, query, { hiddenGroup: HIDDEN });

describe(`no-results help on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('corrects a typo and drops a word the catalogue does not know: "suschi xyzq" -> "sushi", with its count', async () => {
    expect(await total(NL, { genericSearchQuery: 'suschi xyzq' })).toBe(0);
    const answer = await help(NL, { genericSearchQuery: 'suschi xyzq' });
    expect(answer.corrected).toEqual({ q: 'sushi', keepsConstraints: false, total: await total(NL, { genericSearchQuery: 'sushi' }) });
    expect(answer.corrected!.total).toBeGreaterThan(0);
    // No filters were set: nothing to offer without them.
    expect(answer.unconstrained).toBeNull();
  });

  it('corrects with a looser distance than the search, a compound beginning, a synonym term and a compound written together', async () => {
    // Two errors in a ten-letter word (the search allows one below nine letters, and "tembuildng" holds no
    // catalogue word the search would find it by: "teambuildng" it finds by "teambuild")...
    expect(await total(NL, { genericSearchQuery: 'teambuildng' })).toBeGreaterThan(0);
    expect(await total(NL, { genericSearchQuery: 'tembuildng' })).toBe(0);
    expect((await help(NL, { genericSearchQuery: 'tembuildng' })).corrected?.q).toBe('teambuilding');
    // ...the beginning of a compound ("wijnproeverij"), a synonym's term on de.
    expect((await help(NL, { genericSearchQuery: 'wjin proeven' })).corrected?.q).toBe('wijn proeven');
    expect((await help(DE, { genericSearchQuery: 'rolstuhl xyzq' })).corrected?.q).toBe('rollstuhl');
    // A compound with a typo in its second part is found as it is (decompounding with typo-tolerant parts).
    expect(await total(NL, { genericSearchQuery: 'escaperooom' })).toBeGreaterThan(0);
    for (const [platformId, q] of [
      [NL, 'teambuilding'],
      [NL, 'wijn proeven'],
      [DE, 'rollstuhl'],
      [NL, 'escape room'],
    ] as const)
      expect(await total(platformId, { genericSearchQuery: q }), q).toBeGreaterThan(0);
  });

  it('keeps the largest set of known words that finds something together', async () => {
    expect(await total(NL, { genericSearchQuery: 'kano sushi' })).toBe(0);
    const answer = await help(NL, { genericSearchQuery: 'kano sushi' });
    const alone = { kano: await total(NL, { genericSearchQuery: 'kano' }), sushi: await total(NL, { genericSearchQuery: 'sushi' }) };
    // The one of the two with more activities.
    const best = alone.kano >= alone.sushi ? 'kano' : 'sushi';
    expect(answer.corrected).toEqual({ q: best, keepsConstraints: false, total: alone[best] });
  });

  it('keeps the other filters when the corrected query still finds something with them, else offers it alone', async () => {
    const sushi = await searchActivities(handle.db, NL, { genericSearchQuery: 'sushi', page: 1, limit: 1 });
    const carried = sushi.counts.filter((c) => c.count > 0).sort((x, y) => y.count - x.count)[0]!;
    const query = { genericSearchQuery: 'suschi xyzq', filters: [carried.filterId] };
    expect(await total(NL, query)).toBe(0);
    expect((await help(NL, query)).corrected).toEqual({ q: 'sushi', keepsConstraints: true, total: carried.count });

    const tooMany = { genericSearchQuery: 'suschi xyzq', personCount: 100_000 };
    const answer = await help(NL, tooMany);
    expect(answer.corrected).toEqual({ q: 'sushi', keepsConstraints: false, total: sushi.total });
    // "sushi" alone would find nothing either (the typo): nothing to offer without the filters.
    expect(answer.unconstrained).toBeNull();
  });

  it('offers the keyword without the filters, place and group size, or everything when there is no keyword', async () => {
    const answer = await help(NL, { genericSearchQuery: 'sushi', personCount: 100_000 });
    expect(answer.corrected).toBeNull();
    expect(answer.unconstrained).toEqual({ q: 'sushi', total: await total(NL, { genericSearchQuery: 'sushi' }) });
    const everything = await help(NL, { personCount: 100_000 });
    expect(everything.unconstrained).toEqual({ q: null, total: await total(NL, {}) });
  });

  it('offers the categories closest by name, each with its count of public activities', async () => {
    const team = await help(NL, { genericSearchQuery: 'tembuildng' });
    expect(team.categoriesKind).toBe('close');
    expect(team.categories[0]?.name).toBe('Teambuilding');
    const kids = await help(KIDS, { genericSearchQuery: 'zwemmen xyzq' });
    expect(kids.corrected?.q).toBe('zwemmen');
    expect(kids.categoriesKind).toBe('close');
    expect(kids.categories.map((c) => c.name)).toContain('Water en zwemmen');
    for (const category of [...team.categories, ...kids.categories]) {
      const platformId = team.categories.includes(category) ? NL : KIDS;
      expect(category.count, category.name).toBe(await total(platformId, { filters: [category.id] }));
    }
  });

  it('falls back to the most used categories for a query close to nothing (no correction, none of the hidden group)', async () => {
    expect(await total(NL, { genericSearchQuery: 'xyzq qwrtp' })).toBe(0);
    const answer = await help(NL, { genericSearchQuery: 'xyzq qwrtp' });
    expect(answer.corrected).toBeNull();
    expect(answer.categoriesKind).toBe('popular');
    expect(answer.categories).toHaveLength(5);
    const hidden = await queryRows<{ id: number }>(
      handle.db,
      sql`SELECT f.id FROM filters f JOIN filter_groups g ON g.id = f.filter_group_id WHERE g.platform_id = ${NL} AND g.name = ${HIDDEN}`,
    );
    const counts = new Map<number, number>();
    const all = await searchActivities(handle.db, NL, { page: 1, limit: 1 });
    for (const c of all.counts) if (!hidden.some((h) => h.id === c.filterId)) counts.set(c.filterId, c.count);
    const top = [...counts.values()].sort((x, y) => y - x).slice(0, 5);
    expect(answer.categories.map((c) => c.count)).toEqual(top);
    for (const category of answer.categories) expect(counts.get(category.id)).toBe(category.count);
  });

  it("tells from the search's own pass over the index that its words find activities without the filters: no second search", async () => {
    await warmSearchIndex(handle.db, NL);
    const query = { genericSearchQuery: 'sushi', personCount: 100_000 };
    const searches = [vi.mocked(searchActivities), vi.mocked(searchActivitiesAt)];
    const textSearches = () => searches.flatMap((search) => search.mock.calls.filter(([, , q]) => q.genericSearchQuery).map(([, , q]) => q));
    clearSummaries(handle.db);
    for (const search of searches) search.mockClear();
    vi.mocked(readSearchDataVersion).mockClear();
    const list = await searchActivitiesOrClosest(handle.db, NL, { ...query, page: 1, limit: 12 });
    // The words find activities together: no closest query (it would be the query itself), and the
    // search of the query was the only one (before, a second search of "sushi" alone told so); the
    // closest query is kept at the search's own data version, not read again.
    expect(list.total).toBe(0);
    expect(list.closest).toBeNull();
    expect(textSearches()).toEqual([{ ...query, page: 1, limit: 12 }]);
    expect(readSearchDataVersion).not.toHaveBeenCalled();
    // The help's "without your filters" total is that count too, without searching "sushi" alone...
    const answer = await help(NL, query);
    expect(textSearches()).toHaveLength(1);
    // ...and is what a search of "sushi" alone totals, and what the help answers without the count.
    expect(answer.unconstrained).toEqual({ q: 'sushi', total: await total(NL, { genericSearchQuery: 'sushi' }) });
    clearSummaries(handle.db);
    const before = textSearches().length;
    expect(await help(NL, query)).toEqual(answer);
    // (Without the search's count known, it searches "sushi" alone.)
    expect(
      textSearches()
        .slice(before)
        .some((q) => q.genericSearchQuery === 'sushi' && q.personCount == null),
    ).toBe(true);
  });

  it('gives the same answer from its cache until the catalogue changes', async () => {
    const first = await help(KIDS, { genericSearchQuery: 'blablabla' });
    expect(await help(KIDS, { genericSearchQuery: 'blablabla' })).toBe(first);
    await handle.db.execute(sql`UPDATE search_versions SET version = version + 1 WHERE platform_id = ${KIDS}`);
    const after = await help(KIDS, { genericSearchQuery: 'blablabla' });
    expect(after).not.toBe(first);
    expect(after).toEqual(first);
  });
});
