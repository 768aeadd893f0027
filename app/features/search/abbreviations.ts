import type { SynonymHit } from './search-text.ts';

/**
 * A word without vowels ("bbq", "mtb", "vr") is no word of Dutch or German: the visitor abbreviated one.
 * It is read as the catalogue's words whose sounds hold its letters in order, the first letter first
 * ("bbq": b-r-b-k in barbecue, "mtb": m-n-t-n-b in mountainbike), and searched like a related word
 * (docs/decisions/105 "Abbreviations"). The catalogue's own vocabulary is the list: nothing is written
 * for a query, and an abbreviation the catalogue has no word for finds nothing.
 */

/** Abbreviations are 2 to 5 letters. */
const MIN_LETTERS = 2;
const MAX_LETTERS = 5;
/** A word it stands for has at least this many letters per letter of the abbreviation. */
const LETTERS_PER_LETTER = 2;
/** The catalogue words an abbreviation is searched as: those with the fewest consonants left between its letters. */
const MAX_READINGS = 2;

const VOWELS = /[aeiouy]/;

/** A word's consonants as sounds: c before e, i or y is s, else k; q is k; ph is f; x is ks; a doubled sound once. */
function sounds(word: string): string {
  let out = '';
  for (let i = 0; i < word.length; i += 1) {
    const letter = word[i]!;
    const next = word[i + 1] ?? '';
    let sound: string;
    if (VOWELS.test(letter)) {
      out += '.';
      continue;
    }
    if (letter === 'c') sound = /[eiy]/.test(next) ? 's' : next === 'h' ? '' : 'k';
    else if (letter === 'q') sound = 'k';
    else if (letter === 'x') sound = 'ks';
    else if (letter === 'p' && next === 'h') {
      sound = 'f';
      i += 1;
    } else sound = letter;
    if (sound !== '' && !out.endsWith(sound)) out += sound;
  }
  return out.replaceAll('.', '');
}

/** An abbreviation's letters as sounds: q and c are k (an abbreviation's c is read as k and as s). */
const letterSounds = (letter: string): string[] => (letter === 'q' ? ['k'] : letter === 'c' ? ['k', 's'] : letter === 'x' ? ['ks'] : [letter]);

/** How many sounds are skipped to read `abbreviation` in `word`'s sounds, or null when it cannot be read there. */
export function abbreviationGap(abbreviation: string, word: string): number | null {
  if (word.length < abbreviation.length * LETTERS_PER_LETTER) return null;
  const heard = sounds(word);
  const letters = [...abbreviation];
  if (!letterSounds(letters[0]!).some((s) => heard.startsWith(s))) return null;
  let at = letterSounds(letters[0]!).find((s) => heard.startsWith(s))!.length;
  let skipped = 0;
  for (const letter of letters.slice(1)) {
    // A doubled letter ("bb") may be one sound heard twice apart (b-r-b), never the same one twice.
    let found = -1;
    for (const sound of letterSounds(letter)) {
      const where = heard.indexOf(sound, at);
      if (where >= 0 && (found < 0 || where < found)) found = where;
    }
    if (found < 0) return null;
    skipped += found - at;
    at = found + 1;
  }
  return skipped;
}

/** Whether a folded query word is read as an abbreviation: 2-5 letters, none a vowel. */
export function isAbbreviation(word: string): boolean {
  return word.length >= MIN_LETTERS && word.length <= MAX_LETTERS && /^\p{L}+$/u.test(word) && !VOWELS.test(word);
}

/**
 * The query's abbreviations the catalogue does not know as words, each with the catalogue words it is
 * read as: those with the fewest sounds skipped, the shortest first, at most MAX_READINGS.
 */
export function abbreviationHits(words: readonly string[], catalogueWords: readonly string[], known: (word: string) => boolean): SynonymHit[] {
  const hits: SynonymHit[] = [];
  for (const word of new Set(words)) {
    if (!isAbbreviation(word) || known(word)) continue;
    const readings: { word: string; gap: number }[] = [];
    for (const candidate of catalogueWords) {
      const gap = abbreviationGap(word, candidate);
      if (gap !== null) readings.push({ word: candidate, gap });
    }
    if (readings.length === 0) continue;
    const fewest = Math.min(...readings.map((r) => r.gap));
    const expansions = readings
      .filter((r) => r.gap === fewest)
      .sort((x, y) => x.word.length - y.word.length || (x.word < y.word ? -1 : 1))
      .slice(0, MAX_READINGS)
      .map((r) => r.word);
    hits.push({ term: word, expansions, indoorOutdoor: null, related: true });
  }
  return hits;
}
