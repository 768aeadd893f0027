/**
 * The query side of text search that needs no database (docs/decisions/105-search-relevance.md):
 * folding, the query's words, the stems a word is matched by as a prefix or a part of a compound, the
 * allowed edit distance of a typo, and how synonyms turn the words into search units.
 */

/** Lower case without diacritics, ß as ss (the SQL search_fold of drizzle/0013 folds the same letters). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe');
}

/** The folded words of a text: letters and digits, in order (duplicates kept: phrases are matched on them). */
export function queryWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** German spelling without umlauts (Koeln, Muenchen): the folded form that meets köln / münchen folded. */
export function umlautVariant(word: string): string | null {
  const variant = word.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u');
  return variant !== word ? variant : null;
}

const VOWELS = 'aeiouy';

/**
 * The stems by which a word finds longer words that begin with it or (four letters or more) contain it as
 * a part of a compound: the word, its full-text lexemes, the word without a Dutch or German ending, a stem
 * without its doubled last consonant (zwemm -> zwem) and a Dutch stem with its vowel doubled (kok -> kook).
 */
export function prefixStems(word: string, lexemes: readonly string[]): string[] {
  const stems = new Set<string>([word, ...lexemes]);
  for (const ending of ['en', 'er', 'es', 'e', 'n', 's']) {
    if (word.endsWith(ending) && word.length - ending.length >= 3) stems.add(word.slice(0, -ending.length));
  }
  for (const stem of [...stems]) {
    const last = stem.at(-1) ?? '';
    if (stem.length >= 4 && last === stem.at(-2) && !VOWELS.includes(last)) stems.add(stem.slice(0, -1));
  }
  for (const stem of [...stems]) {
    const match = /^(.*[^aeiouy])([aeiou])([^aeiouy])$/u.exec(stem);
    if (match && stem.length >= 3) stems.add(`${match[1]}${match[2]}${match[2]}${match[3]}`);
  }
  return [...stems].filter((stem) => stem.length >= 3);
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** How many typing errors a word of this length may have and still find a word: none below 5 letters. */
export function typoAllowance(length: number): number {
  return length < 5 ? 0 : length < 9 ? 1 : 2;
}

/** What one word of a query matches, by kind; `all` is the union the search condition uses. */
export interface TermMatch {
  word: string;
  all: number[];
  places: number[];
  filterExact: number[];
  filterPrefix: number[];
  groups: number[];
  /** Keys of the word's own lexemes (any field of the document). */
  exact: number[];
  /** Keys (search_lexemes ids) of title and company words that begin with a stem of the word or hold it (compounds). */
  prefix: number[];
  /** Keys of title and company words one or two typing errors away. */
  typo: number[];
}

export interface SynonymHit {
  term: string;
  expansions: string[];
  indoorOutdoor: 'INDOOR' | 'OUTDOOR' | 'BOTH' | null;
  /**
   * A related word of the open lexical resources (lexicon.ts), not the platform's own synonym: the term's
   * words stay an alternative of their own, the expansions rank at RANKING.weights.related, and a
   * platform synonym of the same words wins.
   */
  related?: boolean;
}

/**
 * One condition of a search: an activity matches when it matches every word of one alternative (or, with
 * `indoorOutdoor`, is held there). A plain query word is a unit of one alternative, that word; a synonym's
 * term is a unit whose alternatives are its expansions (and the word itself when the term is one word).
 */
export interface UnitPlan {
  source: string;
  alternatives: string[][];
  indoorOutdoor: 'INDOOR' | 'OUTDOOR' | 'BOTH' | null;
  /** A plain word that may be a compound written together (its split is looked up in the catalogue's words). */
  splittable: boolean;
  /** Per alternative, the share of its points it ranks with (RANKING.weights; 1 for the words themselves and synonyms). */
  weights: number[];
  /** Made from the lexical resources' related words: the first alternative holds the query's own words. */
  related?: boolean;
}

/** The most words a query is searched by. */
export const MAX_UNITS = 8;

/**
 * Turns the query's folded words into units: the platform's synonym terms first (longest first), then the
 * related words of the lexical resources (longest first, on words no synonym took), then the remaining
 * words of two letters or more. `relatedWeight` is RANKING.weights.related.
 */
export function planUnits(words: readonly string[], synonyms: readonly SynonymHit[], relatedWeight = 1): UnitPlan[] {
  const taken = new Array<boolean>(words.length).fill(false);
  const found: { at: number; unit: UnitPlan }[] = [];
  const bySize = synonyms
    .map((s) => ({ ...s, words: queryWords(s.term) }))
    .sort((x, y) => Number(x.related ?? false) - Number(y.related ?? false) || y.words.length - x.words.length || x.term.localeCompare(y.term));
  for (const synonym of bySize) {
    const n = synonym.words.length;
    if (n === 0) continue;
    for (let i = 0; i + n <= words.length; i += 1) {
      if (taken.slice(i, i + n).some(Boolean)) continue;
      if (!synonym.words.every((w, k) => words[i + k] === w)) continue;
      for (let k = i; k < i + n; k += 1) taken[k] = true;
      const alternatives = synonym.expansions.map((e) => queryWords(e).filter((w) => w.length >= 2)).filter((alt) => alt.length > 0);
      const weights = alternatives.map(() => (synonym.related ? relatedWeight : 1));
      const own = synonym.words.filter((w) => w.length >= 2);
      if (n === 1 || (synonym.related && own.length > 0)) {
        alternatives.unshift(n === 1 ? [synonym.words[0]!] : own);
        weights.unshift(1);
      }
      const splittable = n === 1 && synonym.related === true && synonym.words[0]!.length >= 6;
      const unit: UnitPlan = { source: synonym.words.join(' '), alternatives, indoorOutdoor: synonym.indoorOutdoor, splittable, weights };
      found.push({ at: i, unit: synonym.related ? { ...unit, related: true } : unit });
    }
  }
  words.forEach((word, i) => {
    if (taken[i] || word.length < 2) return;
    if (
      found.some(
        (f) => f.unit.alternatives.length === 1 && f.unit.alternatives[0]!.length === 1 && f.unit.alternatives[0]![0] === word && !f.unit.indoorOutdoor,
      )
    )
      return;
    found.push({ at: i, unit: { source: word, alternatives: [[word]], indoorOutdoor: null, splittable: word.length >= 6, weights: [1] } });
  });
  return found
    .sort((x, y) => x.at - y.at)
    .map((f) => f.unit)
    .slice(0, MAX_UNITS);
}

/**
 * Whether catalogue word `word` is `typed` with a few typing errors (typoAllowance), as a whole or as the
 * first or last part of a compound (trapisten for trappistenproeverij).
 */
export function isTypoOf(word: string, typed: string): boolean {
  const allowed = typoAllowance(typed.length);
  if (allowed === 0) return false;
  if (editDistance(word, typed) <= allowed) return true;
  if (word.length <= typed.length + 1) return false;
  for (let k = typed.length - 1; k <= typed.length + 1; k += 1) {
    if (k < 4) continue;
    if (editDistance(word.slice(0, k), typed) <= allowed || editDistance(word.slice(-k), typed) <= allowed) return true;
  }
  return false;
}
