import { describe, expect, it } from 'vitest';
import type { TermMatch, TextKeys } from './search-text.server.ts';
import { addPrefixLexemes, escapeLike, suggestionWords } from './suggestions.ts';

const term = (word: string, patch: Partial<TermMatch> = {}): TermMatch => ({
  word,
  all: [],
  places: [],
  filterExact: [],
  filterPrefix: [],
  groups: [],
  exact: [],
  prefix: [],
  typo: [],
  ...patch,
});
const unit = (source: string, terms: TermMatch[][]) => ({ source, alternatives: terms, indoorOutdoor: [] });

describe('suggestionWords', () => {
  it('folds the words and keeps a one-letter word only as the last (still being typed)', () => {
    expect(suggestionWords('Kanoën  a Amsterdam')).toEqual(['kanoen', 'amsterdam']);
    expect(suggestionWords('kano a')).toEqual(['kano', 'a']);
    expect(suggestionWords('Köln')).toEqual(['koln']);
  });
});

describe('escapeLike', () => {
  it('matches %, _ and \\ literally', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});

describe('addPrefixLexemes', () => {
  const prefix = [
    { id: 7, lexeme: 'kanotocht' },
    { id: 3, lexeme: 'kano' },
  ];

  it('gives the last word the lexemes of the catalogue words it begins, once', () => {
    const text: TextKeys = { units: [unit('kano', [[term('kano', { all: [3], exact: [3] })]])], folded: 'kano' };
    const out = addPrefixLexemes(text, 'kano', prefix, 'kano')!;
    expect(out.units[0]!.alternatives[0]![0]).toMatchObject({ all: [3, 7], prefix: [7], exact: [3] });
  });

  it('adds a unit for a last word the search left out (a stop word) or when it found no word at all', () => {
    expect(addPrefixLexemes(null, 'de', [{ id: 9, lexeme: 'deventer' }], 'de')).toEqual({
      units: [unit('de', [[term('de', { all: [9], prefix: [9] })]])],
      folded: 'de',
    });
    const text: TextKeys = { units: [unit('kano', [[term('kano', { all: [3] })]])], folded: 'kano de' };
    expect(addPrefixLexemes(text, 'de', [{ id: 9, lexeme: 'deventer' }], 'kano de')!.units.map((u) => u.source)).toEqual(['kano', 'de']);
  });

  it('leaves a word of a synonym phrase and an answer without prefixes as they are', () => {
    const text: TextKeys = { units: [{ source: 'slecht weer', alternatives: [], indoorOutdoor: [1] }], folded: 'slecht weer' };
    expect(addPrefixLexemes(text, 'weer', [{ id: 4, lexeme: 'weerwolf' }], 'slecht weer')!.units).toHaveLength(1);
    expect(addPrefixLexemes(text, 'weer', [], 'slecht weer')).toBe(text);
    expect(addPrefixLexemes(null, 'k', prefix, 'k')).toBeNull();
  });
});
