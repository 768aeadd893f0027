import { describe, expect, it } from 'vitest';
import {
  EMPTY_OVERVIEW,
  changeFilters,
  clearFilters,
  overviewHref,
  overviewSearch,
  parseOverviewParams,
  selectedCount,
  toggleFilter,
} from './overview-query.schemas.ts';
import { toActivityFilterJson } from './activity-filter.schemas.ts';

describe('overview filter state in the URL', () => {
  it('round-trips every control through the query string', () => {
    const state = {
      filterIds: [3, 9],
      location: { type: 'PROVINCE' as const, id: 4 },
      q: 'escape room',
      persons: 25,
      area: 'EUROPE' as const,
      age: 6,
      page: 3,
      seed: 1234,
    };
    expect(parseOverviewParams(new URLSearchParams(overviewSearch(state)))).toEqual(state);
  });

  it('ignores invalid values instead of failing', () => {
    const state = parseOverviewParams(new URLSearchParams('filter=x&filter=-1&filter=5&location=TOWN-3&persons=abc&area=MARS&age=13&page=0&seed=99999999999'));
    expect(state).toEqual({ ...EMPTY_OVERVIEW, filterIds: [5] });
  });

  it('resets to page 1 on any filter change', () => {
    const onPage4 = { ...EMPTY_OVERVIEW, page: 4 };
    expect(changeFilters(onPage4, { q: 'kano' }).page).toBe(1);
    expect(toggleFilter(onPage4, 7)).toEqual({ ...EMPTY_OVERVIEW, filterIds: [7] });
    // The visit's order is kept through filter changes and 'Clear'.
    expect(changeFilters({ ...onPage4, seed: 5 }, { age: 3 }).seed).toBe(5);
    expect(clearFilters({ ...EMPTY_OVERVIEW, filterIds: [1], seed: 5 })).toEqual({ ...EMPTY_OVERVIEW, seed: 5 });
    expect(toggleFilter({ ...EMPTY_OVERVIEW, filterIds: [7, 8] }, 7).filterIds).toEqual([8]);
  });

  it('counts selected items for the Clear button', () => {
    expect(selectedCount(EMPTY_OVERVIEW)).toBe(0);
    expect(selectedCount({ ...EMPTY_OVERVIEW, filterIds: [1, 2], q: 'x', age: 4, seed: 8 })).toBe(4);
  });

  it('builds the activities filter JSON by location type', () => {
    const json = toActivityFilterJson({ ...EMPTY_OVERVIEW, location: { type: 'CITY', id: 12 }, persons: 30 }, 77);
    expect(json).toMatchObject({ city: 12, province: null, region: null, personCount: 30, orderBy: { field: 'random', seed: 77 } });
    expect(overviewHref(EMPTY_OVERVIEW)).toBe('/uitjes');
  });
});
