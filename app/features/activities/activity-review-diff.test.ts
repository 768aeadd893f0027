import { describe, expect, it } from 'vitest';
import { formatDecimal } from '../../i18n/decimals.ts';
import { ActivityContentSchema } from './activity-editing.schemas.ts';
import { type ReviewSide, reviewRows } from './activity-review-diff.ts';

const side = (overrides: Record<string, unknown>, media: ReviewSide['media'] = []): ReviewSide => ({
  content: ActivityContentSchema.parse({ title: 'Kanoën op de Linge', description: '<p>Een mooie tocht.</p>', filterIds: [7], ...overrides }),
  media,
  places: { cities: [{ id: 1, name: 'Utrecht' }], provinces: [], regions: [] },
});
const labels = {
  yes: 'ja',
  no: 'nee',
  enumLabel: (field: string, value: string) => `${field}:${value}`,
  amount: (value: number) => formatDecimal(value, 'nl'),
};
const filters = new Map([
  [7, 'Soort: Teamuitje'],
  [8, 'Soort: Familie'],
]);

describe('the reviewer’s comparison', () => {
  it('marks changed fields, with the words added and removed in long texts', () => {
    const rows = reviewRows(side({ title: 'Kanoën op de Maas', filterIds: [8] }), side({}), filters, labels);
    const title = rows.find((r) => r.field === 'title')!;
    expect(title).toMatchObject({ live: 'Kanoën op de Linge', proposed: 'Kanoën op de Maas', changed: true });
    expect(title.words!.filter((w) => w.kind !== 'same').map((w) => [w.kind, w.text.trim()])).toEqual([
      ['removed', 'Linge'],
      ['added', 'Maas'],
    ]);
    expect(rows.find((r) => r.field === 'filterIds')).toMatchObject({ live: 'Soort: Teamuitje', proposed: 'Soort: Familie', changed: true, words: null });
    expect(rows.find((r) => r.field === 'description')).toMatchObject({ proposed: 'Een mooie tocht.', changed: false });
    // Empty in both versions: not shown.
    expect(rows.some((r) => r.field === 'minimumAge')).toBe(false);
  });

  it('shows a new activity’s filled fields without a live side', () => {
    const rows = reviewRows(side({}), null, filters, labels);
    expect(rows.every((r) => r.live === null && !r.changed)).toBe(true);
    expect(rows.map((r) => r.field)).toContain('cityIds');
  });
});
