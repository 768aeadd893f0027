import { describe, expect, it } from 'vitest';
import { ENGLISH_OUTING_WORDS } from '../app/features/search/lexicon/en.ts';
import { queryWords } from '../app/features/search/search-text.ts';
import { BRAND_OF_PLATFORM } from '../db/seed/catalog.ts';
import { SEARCH_SYNONYM_ROWS } from '../db/seed/search-synonyms.ts';
import { JUDGEMENTS } from './search-judgements.ts';
import { SECOND_JUDGEMENTS } from './search-judgements-second.ts';

/**
 * A judgement list must test the search's mechanism, not a synonym written to answer it (decision 105):
 * no judged query of either list is, as the search compares it (folded, word by word), a term of the
 * platform's seeded synonym table or of the hand-written English list. The thesaurus extracts
 * (lexicon/*.json) are cut from open resources by a rule that does not read the lists
 * (scripts/search-lexicon.ts), so they are not checked here.
 */
const key = (text: string) => queryWords(text).join(' ');

describe('the judgement lists and the written synonyms', () => {
  const lists = { first: JUDGEMENTS, second: SECOND_JUDGEMENTS };

  it.each(Object.entries(lists))('no query of the %s list is a synonym term of its platform', (_name, list) => {
    const terms = new Map<string, Set<string>>();
    for (const row of SEARCH_SYNONYM_ROWS) {
      const brand = BRAND_OF_PLATFORM[row.platformId]!;
      if (!terms.has(brand)) terms.set(brand, new Set());
      terms.get(brand)!.add(key(row.term));
    }
    const verbatim = list.filter((j) => terms.get(j.brand)?.has(key(j.query))).map((j) => `[${j.brand}] ${j.query}`);
    expect(verbatim).toEqual([]);
  });

  it.each(Object.entries(lists))('no query of the %s list is a term of the English list', (_name, list) => {
    const english = new Set(ENGLISH_OUTING_WORDS.map((entry) => key(entry.en)));
    expect(list.filter((j) => english.has(key(j.query))).map((j) => `[${j.brand}] ${j.query}`)).toEqual([]);
  });

  it('the second list has at least 150 queries over the four brands', () => {
    expect(SECOND_JUDGEMENTS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(SECOND_JUDGEMENTS.map((j) => j.brand))).toEqual(new Set(['nl', 'de', 'kids', 'be']));
  });
});
