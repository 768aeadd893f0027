import { describe, expect, it } from 'vitest';
import type { ActivityListItem } from '../activities/activities.schemas.ts';
import { groupByOrganisation, groupFilters } from './journey.server.ts';

const item = (id: number, title: string, organisation: { id: number; name: string } | null) =>
  ({ id, title, slug: `s${id}`, organisation: organisation && { ...organisation, city: null, website: null } }) as unknown as ActivityListItem;

describe('journey loaders', () => {
  it('orders organisations by name and their activities by title', () => {
    const groups = groupByOrganisation([
      item(1, 'Zeilen', { id: 2, name: 'Bolder' }),
      item(2, 'Abseilen', { id: 2, name: 'Bolder' }),
      item(3, 'Koken', { id: 1, name: 'atelier Noord' }),
      item(4, 'Zonder aanbieder', null),
    ]);
    expect(groups.map((g) => g.name)).toEqual(['atelier Noord', 'Bolder']);
    expect(groups[1]!.activities.map((a) => a.title)).toEqual(['Abseilen', 'Zeilen']);
    expect(groups[1]!.slug).toBe('bolder-2');
  });

  it("drops the 'Speciale wensen' group and gives every filter its count (0 when missing)", () => {
    const filter = (id: number, group: { id: number; name: string }) => ({ id, name: `f${id}`, filterGroup: group });
    const list = {
      filters: [filter(1, { id: 1, name: 'Soort uitje' }), filter(2, { id: 2, name: 'Speciale wensen' }), filter(3, { id: 1, name: 'Soort uitje' })],
      pageCount: 1,
      total: 3,
    } as unknown as Parameters<typeof groupFilters>[0];
    expect(groupFilters(list, new Map([[1, 7]]))).toEqual([
      {
        id: 1,
        name: 'Soort uitje',
        filters: [
          { id: 1, name: 'f1', count: 7 },
          { id: 3, name: 'f3', count: 0 },
        ],
      },
    ]);
  });
});
