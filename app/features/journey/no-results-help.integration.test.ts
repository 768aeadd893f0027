import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import type { PlatformRow, RequestLogger } from '../../request-context.server.ts';
import { PlatformMemo } from '../../site-shell/platform-memo.server.ts';
import { searchActivities } from '../search/search.server.ts';
import { noResultsHelp } from '../search/no-results-help.server.ts';
import { getRandomBanner } from '../banners/banners.server.ts';
import { listFilters } from '../filters/filters.server.ts';
import { type OverviewServices, loadOverview } from './journey.server.ts';

// The overview's loader offers the no-results help (decision 105) only when the search found nothing, as
// links in the overview's own URL format that lead to results.

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase({ seeded: true });
}, 120_000);
afterAll(async () => {
  await handle?.close();
});

const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() } as unknown as RequestLogger;
const ctx = (platformId: number) => ({ db: handle.db, platform: { id: platformId } as PlatformRow, log, platformMemo: new PlatformMemo({ maxAgeMs: 0 }) });
const help = vi.fn(noResultsHelp);
const services: OverviewServices = { searchActivities, listFilters, randomBanner: getRandomBanner, noResultsHelp: help };
const load = (platformId: number, search: string) => loadOverview(ctx(platformId), services, new URL(`http://nl.localhost/uitjes?${search}`));

describe('the overview loader on a search without results', () => {
  it('computes nothing for a page with results', async () => {
    help.mockClear();
    const page = await load(1, 'q=sushi&seed=5');
    expect(page.results!.total).toBeGreaterThan(0);
    expect(page.help).toBeNull();
    expect(help).not.toHaveBeenCalled();
  });

  it('offers the corrected query and categories as overview links (the visit keeps its order); the corrected link finds activities', async () => {
    const page = await load(1, 'q=suschi+xyzq&seed=5');
    // Nothing matches every word: the list shows the closest query's activities and says so (decision 105).
    expect(page.help!.closest).not.toBeNull();
    expect(page.results!.total).toBeGreaterThan(0);
    const offered = page.help!;
    expect(offered.corrected).toMatchObject({ q: 'sushi', href: '/uitjes?q=sushi&seed=5', keepsConstraints: false });
    expect(offered.categories.length).toBeGreaterThan(0);
    for (const category of offered.categories) expect(category.href).toBe(`/uitjes?filter=${category.id}&seed=5`);
    const followed = await load(1, offered.corrected!.href.split('?')[1]!);
    expect(followed.results!.total).toBe(offered.corrected!.total);
    const category = await load(1, offered.categories[0]!.href.split('?')[1]!);
    expect(category.results!.total).toBe(offered.categories[0]!.total);
  });

  it('keeps the filters in the corrected link when they still give results, and offers the keyword without them', async () => {
    const sushi = await searchActivities(handle.db, 1, { genericSearchQuery: 'sushi', page: 1, limit: 1 });
    const filterId = sushi.counts.filter((c) => c.count > 0).sort((x, y) => y.count - x.count)[0]!.filterId;
    const page = await load(1, `filter=${filterId}&q=suschi+xyzq&seed=5`);
    expect(page.help!.closest).not.toBeNull();
    expect(page.help!.corrected!.href).toBe(`/uitjes?filter=${filterId}&q=sushi&seed=5`);

    const crowd = await load(1, 'q=sushi&persons=100000&seed=5');
    expect(crowd.results!.total).toBe(0);
    expect(crowd.help!.corrected).toBeNull();
    expect(crowd.help!.unconstrained).toEqual({ q: 'sushi', total: sushi.total, href: '/uitjes?q=sushi&seed=5' });
  });

  it('shows the plain empty list when the help fails (logged)', async () => {
    const failing: OverviewServices = { ...services, noResultsHelp: () => Promise.reject(new Error('boom')) };
    const page = await loadOverview(ctx(1), failing, new URL('http://nl.localhost/uitjes?q=xyzq'));
    expect(page.results!.total).toBe(0);
    expect(page.help).toBeNull();
    expect(log.error).toHaveBeenCalled();
  });
});

describe("the overview loader's filter panel", () => {
  it("reads the platform's filter list once while the process keeps it, and again after a change dropped it", async () => {
    const reads = vi.fn(listFilters);
    const memo = new PlatformMemo({ maxAgeMs: 60_000 });
    const kept = { ...services, listFilters: reads };
    const first = await loadOverview({ ...ctx(1), platformMemo: memo }, kept, new URL('http://nl.localhost/uitjes?seed=5'));
    const second = await loadOverview({ ...ctx(1), platformMemo: memo }, kept, new URL('http://nl.localhost/uitjes?seed=5&page=2'));
    expect(reads).toHaveBeenCalledTimes(1);
    expect(second.groups.map((g) => g.id)).toEqual(first.groups.map((g) => g.id));
    expect(first.groups.length).toBeGreaterThan(0);
    // Another platform has its own list; a change notification clears them all.
    await loadOverview({ ...ctx(2), platformMemo: memo }, kept, new URL('http://de.localhost/uitjes?seed=5'));
    expect(reads).toHaveBeenCalledTimes(2);
    memo.clear();
    await loadOverview({ ...ctx(1), platformMemo: memo }, kept, new URL('http://nl.localhost/uitjes?seed=5'));
    expect(reads).toHaveBeenCalledTimes(3);
  });
});
