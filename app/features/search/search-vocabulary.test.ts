import { describe, expect, it } from 'vitest';
import { type VocabularyName, buildVocabulary, resolveRow, splitOf } from './search-vocabulary.ts';

// The in-process word lookup on a small catalogue: what the words statement of PostgreSQL found before
// (docs/decisions/105-search-relevance.md, "Words looked up in process").

const lexeme = (id: number, text: string) => [{ id, lexeme: text }];
const vocabulary = buildVocabulary(
  '7',
  [
    { word: 'zwemparadijs', lexemes: lexeme(1, 'zwemparadijs') },
    { word: 'escape', lexemes: lexeme(2, 'escap') },
    { word: 'room', lexemes: lexeme(3, 'room') },
    { word: 'sushi', lexemes: lexeme(4, 'sushi') },
    { word: 'sushiworkshop', lexemes: lexeme(5, 'sushiworkshop') },
    { word: 'wijnproeverij', lexemes: lexeme(6, 'wijnproeverij') },
    { word: 'kanotocht', lexemes: lexeme(7, 'kanotocht') },
  ],
  [
    { kind: 'filter', key: 268_435_457, words: ['teambuilding'], compact: 'teambuilding', lexemes: ['teambuilding'], placeKeys: null },
    { kind: 'group', key: 268_435_457, words: ['soort', 'uitje'], compact: 'soortuitje', lexemes: ['soort', 'uitj'], placeKeys: null },
    { kind: 'filter', key: 268_435_458, words: ['culinair', 'en', 'dineren'], compact: 'culinairendineren', lexemes: ['culinair', 'diner'], placeKeys: null },
    { kind: 'city', key: null, words: ['den', 'haag'], compact: 'denhaag', lexemes: null, placeKeys: [335_544_321, 402_653_185] },
    { kind: 'province', key: null, words: ['zuid', 'holland'], compact: 'zuidholland', lexemes: null, placeKeys: [402_653_185, 335_544_321] },
  ] satisfies VocabularyName[],
);
const look = (word: string, lexemes: string[], exact: { id: number; lexeme: string }[] | null = null, split = false) =>
  resolveRow(vocabulary, { word, lexemes, stop: false, exact }, split);

describe('words looked up in the vocabulary (decision 105)', () => {
  it('finds the compounds a stem sits in: zwemmen -> zwemparadijs, kano -> kanotocht', () => {
    expect(look('zwemmen', ['zwemm']).candidates).toEqual([{ word: 'zwemparadijs', similar: false, lexemes: lexeme(1, 'zwemparadijs') }]);
    expect(look('kano', ['kano']).candidates?.map((c) => c.word)).toEqual(['kanotocht']);
  });

  it('finds a typo by trigrams, not for a word the catalogue knows', () => {
    expect(look('suschi', ['suschi']).candidates).toContainEqual({ word: 'sushi', similar: true, lexemes: lexeme(4, 'sushi') });
    // Known (exact lexeme): only words it is part of or like by word similarity, no plain-similarity guesses.
    const known = look('sushi', ['sushi'], lexeme(4, 'sushi')).candidates?.map((c) => c.word);
    expect(known).toEqual(['sushi', 'sushiworkshop']);
    expect(look('xyzq', ['xyzq']).candidates).toBeNull();
  });

  it('splits a compound written together into catalogue words, and leaves a known word whole', () => {
    expect(splitOf(vocabulary, 'escaperoom')).toEqual(['escape', 'room']);
    expect(look('escaperoom', ['escaperoom'], null, true).split).toEqual(['escape', 'room']);
    expect(splitOf(vocabulary, 'sushiworkshop')).toBeNull();
    expect(splitOf(vocabulary, 'zwemkano')).toEqual(['zwem', 'kano']);
    expect(splitOf(vocabulary, 'roomxyzq')).toBeNull();
  });

  it('meets filter names by word, written together, lexeme or stem, and group names as groups', () => {
    expect(look('teambuilding', ['teambuilding']).filters).toEqual([{ key: 268_435_457, how: 2, group: false }]);
    expect(look('culinairendineren', ['culinairendiner']).filters).toEqual([{ key: 268_435_458, how: 2, group: false }]);
    expect(look('dineren', ['diner']).filters).toEqual([{ key: 268_435_458, how: 2, group: false }]);
    expect(look('team', ['team']).filters).toEqual([{ key: 268_435_457, how: 1, group: false }]);
    expect(look('uitje', ['uitj']).filters).toEqual([{ key: 268_435_457, how: 2, group: true }]);
  });

  it('names places from three letters: a city with its province, a province with its cities', () => {
    expect(look('haag', ['haag']).places).toEqual([335_544_321, 402_653_185]);
    expect(look('zuidholland', ['zuidholland']).places).toEqual([335_544_321, 402_653_185]);
    expect(look('den', ['den']).places).toEqual([335_544_321, 402_653_185]);
    expect(look('zu', []).places).toBeNull();
  });
});
