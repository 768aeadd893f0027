import { describe, expect, it } from 'vitest';
import { editDistance, foldText, isTypoOf, planUnits, prefixStems, queryWords, umlautVariant } from './search-text.ts';

describe('search text (decision 105)', () => {
  it('folds diacritics and ß both ways, as search_fold does', () => {
    expect(foldText('Kanoën Liège Straße Œuvre')).toBe('kanoen liege strasse oeuvre');
    expect(queryWords("'s-Hertogenbosch, Köln")).toEqual(['s', 'hertogenbosch', 'koln']);
    expect(umlautVariant('koeln')).toBe('koln');
    expect(umlautVariant('kano')).toBeNull();
  });

  it('finds compound parts and stems: zwemmen -> zwem, koken -> kook, kanoen -> kano, proeven -> proev', () => {
    expect(prefixStems('zwemmen', ['zwemm'])).toContain('zwem');
    expect(prefixStems('koken', ['kok'])).toContain('kook');
    expect(prefixStems('kanoen', ['kanoen'])).toContain('kano');
    expect(prefixStems('proeven', ['proev'])).toContain('proev');
    expect(prefixStems('ov', [])).toEqual([]);
  });

  it('allows one typo from five letters, two from nine, also in a part of a compound', () => {
    expect(editDistance('kookwrokshop', 'kookworkshop')).toBe(1);
    expect(isTypoOf('sushi', 'suschi')).toBe(true);
    expect(isTypoOf('trappistenproeverij', 'trapisten')).toBe(true);
    expect(isTypoOf('soep', 'sup')).toBe(false);
    expect(isTypoOf('peeters', 'peuters')).toBe(true);
  });

  it('turns synonym phrases into one unit, longest first, and keeps the other words', () => {
    const synonyms = [
      { term: 'slecht weer', expansions: [], indoorOutdoor: 'INDOOR' as const },
      { term: 'BBQ', expansions: ['barbecue', 'grill'], indoorOutdoor: null },
    ];
    const units = planUnits(queryWords('bbq bij slecht weer in Utrecht'), synonyms);
    expect(units.map((u) => u.source)).toEqual(['bbq', 'bij', 'slecht weer', 'in', 'utrecht']);
    expect(units[0]!.alternatives).toEqual([['bbq'], ['barbecue'], ['grill']]);
    expect(units[2]).toMatchObject({ alternatives: [], indoorOutdoor: 'INDOOR' });
    expect(units[4]).toMatchObject({ alternatives: [['utrecht']], splittable: true });
  });
});
