import { describe, expect, it } from 'vitest';
import { activityHref, suggestionKey, suggestionsFor, wantsSuggestions } from './keyword-suggestions.ts';

describe('keyword suggestions', () => {
  it('asks from two characters up to 100, spaces aside, never with control characters', () => {
    expect(wantsSuggestions('k')).toBe(false);
    expect(wantsSuggestions(' k  ')).toBe(false);
    expect(wantsSuggestions('ka')).toBe(true);
    expect(wantsSuggestions('k'.repeat(100))).toBe(true);
    expect(wantsSuggestions('k'.repeat(101))).toBe(false);
    expect(wantsSuggestions('ka\u0007')).toBe(false);
  });

  it('lists activities, categories and places in that order with keys unique across kinds', () => {
    const items = suggestionsFor({
      activities: [{ id: 1, title: 'Kano', slug: 'kano', companyName: null }],
      categories: [{ id: 1, name: 'Sport', group: { id: 2, name: 'Type' } }],
      places: [
        { id: 1, name: 'Kampen', type: 'CITY', province: 'Overijssel' },
        { id: 1, name: 'Kempen', type: 'REGION', province: null },
      ],
    });
    expect(items.map(suggestionKey)).toEqual(['activity:1', 'category:1', 'place:CITY-1', 'place:REGION-1']);
    expect(suggestionsFor(null)).toEqual([]);
    expect(activityHref({ slug: 'kano' })).toBe('/uitjes/kano');
  });
});
