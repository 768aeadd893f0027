import { describe, expect, it } from 'vitest';
import { normalisePersons } from './components/hero-search.tsx';
import { categoryCards } from './home.server.ts';

type FilterList = Parameters<typeof categoryCards>[0];

const filter = (id: number, group: { id: number; name: string; activityCount?: number }, activityCount = 0) => ({
  id,
  name: `f${id}`,
  activityCount,
  image: null,
  filterGroup: { activityCount: 0, image: null, headerImage: null, order: 0, ...group },
});

describe('home', () => {
  it('forces a persons value of 0 or less to 0 (screens.md 5)', () => {
    expect(normalisePersons('-5')).toBe('0');
    expect(normalisePersons('0')).toBe('0');
    expect(normalisePersons('12')).toBe('12');
    expect(normalisePersons('')).toBe('');
  });

  it('builds group cards on company brands and filter cards of Activiteiten on kids, without Speciale wensen', () => {
    const list = {
      filters: [
        filter(1, { id: 1, name: 'Soort uitje', activityCount: 40 }, 30),
        filter(2, { id: 1, name: 'Soort uitje', activityCount: 40 }, 10),
        filter(3, { id: 2, name: 'Activiteiten', activityCount: 25 }, 25),
        filter(4, { id: 3, name: 'Speciale wensen', activityCount: 9 }, 9),
      ],
      pageCount: 1,
      total: 4,
    } as unknown as FilterList;
    expect(categoryCards(list, 'filterGroups').map((c) => [c.name, c.count, c.filterIds])).toEqual([
      ['Soort uitje', 40, [1, 2]],
      ['Activiteiten', 25, [3]],
    ]);
    expect(categoryCards(list, 'activityFilters').map((c) => [c.name, c.count, c.filterIds])).toEqual([['f3', 25, [3]]]);
  });
});
