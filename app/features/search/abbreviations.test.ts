import { describe, expect, it } from 'vitest';
import { abbreviationGap, abbreviationHits, isAbbreviation } from './abbreviations.ts';

// Abbreviations read in the catalogue's own words (docs/decisions/105 "Abbreviations"); the words below
// are a made-up vocabulary, not a judgement list.
describe('abbreviations', () => {
  it('are the words without vowels of 2 to 5 letters', () => {
    expect(['bbq', 'mtb', 'vr', 'kbc'].every(isAbbreviation)).toBe(true);
    expect(['b', 'zeilen', 'bbqbbq', 'sup1', 'gym'].some(isAbbreviation)).toBe(false);
  });

  it('are read where the word’s sounds hold their letters in order, the first letter first', () => {
    expect(abbreviationGap('bbq', 'barbecue')).toBe(1);
    expect(abbreviationGap('mtb', 'mountainbiken')).toBe(2);
    expect(abbreviationGap('vr', 'virtualreality')).toBe(0);
    // Not from the second letter, not out of order, not in a word too short to stand for it.
    expect(abbreviationGap('bbq', 'abbeque')).toBeNull();
    expect(abbreviationGap('mtb', 'bootmuseum')).toBeNull();
    expect(abbreviationGap('bbq', 'bbk')).toBeNull();
  });

  it('search the catalogue words with the fewest sounds skipped, shortest first; a known word or an unreadable one is left alone', () => {
    const vocabulary = ['barbecue', 'barbecueworkshop', 'bubbelvoetbal', 'mountainbiken', 'museum', 'kbc'];
    expect(abbreviationHits(['bbq', 'workshop'], vocabulary, () => false)).toEqual([
      { term: 'bbq', expansions: ['barbecue', 'barbecueworkshop'], indoorOutdoor: null, related: true },
    ]);
    expect(abbreviationHits(['mtb'], vocabulary, () => false).map((hit) => hit.expansions)).toEqual([['mountainbiken']]);
    expect(abbreviationHits(['kbc'], vocabulary, (word) => word === 'kbc')).toEqual([]);
    expect(abbreviationHits(['xzq'], vocabulary, () => false)).toEqual([]);
  });
});
