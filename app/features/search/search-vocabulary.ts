import { isLexiconWord } from './lexicon.ts';
import { prefixStems, umlautVariant } from './search-text.ts';
import { prepareSimilarityQuery, sharedTrigrams, similarity, trigramSet, wordSimilarity } from './word-similarity.ts';

/**
 * What a query word finds among the catalogue's words and names, computed in process (decision 105,
 * docs/decisions/105-search-relevance.md, "Words looked up in process"): a platform's vocabulary (the
 * title and company words of search_words with their lexemes, and the names of its filters, filter
 * groups, cities, provinces and regions) is read once per search data version (search-vocabulary.server.ts),
 * so that a word seen for the first time costs one short statement for its own lexemes instead of a
 * statement that reads every name and word of the platform again.
 */

export interface Lexeme {
  id: number;
  lexeme: string;
}

/** A name a query word can meet, folded by search_fold in PostgreSQL. */
export interface VocabularyName {
  kind: 'filter' | 'group' | 'city' | 'province' | 'region';
  /** activity_search key of a filter (for a group's name: one entry per filter of the group); null for places. */
  key: number | null;
  /** The folded name split at every character that is not a letter or digit. */
  words: string[];
  /** The folded name without those characters (escape room -> escaperoom). */
  compact: string;
  /** Full-text lexemes of a filter's or group's name. */
  lexemes: string[] | null;
  /** A place's activity_search keys: a city and its province; a province or region and its cities. */
  placeKeys: number[] | null;
}

export interface VocabularyWord {
  word: string;
  /** The word's lexemes that search_lexemes holds. */
  lexemes: Lexeme[] | null;
}

export interface Vocabulary {
  /** The search data version it was read at. */
  version: string | null;
  /** Words in ascending order (as PostgreSQL's C collation orders them), with their lexemes and trigrams. */
  words: readonly string[];
  lexemes: readonly (Lexeme[] | null)[];
  trigrams: readonly Float64Array[];
  wordSet: ReadonlySet<string>;
  names: readonly VocabularyName[];
  /** The platform's text-search language (platforms.search_language: 'dutch', 'german'), which picks its related words (lexicon.ts). */
  language: string | null;
}

export function buildVocabulary(
  version: string | null,
  words: readonly VocabularyWord[],
  names: readonly VocabularyName[],
  language: string | null = null,
): Vocabulary {
  const sorted = [...words].sort((x, y) => compareCodeUnits(x.word, y.word));
  return {
    version,
    language,
    words: sorted.map((w) => w.word),
    lexemes: sorted.map((w) => w.lexemes),
    trigrams: sorted.map((w) => trigramSet(w.word)),
    wordSet: new Set(sorted.map((w) => w.word)),
    names,
  };
}

function compareCodeUnits(x: string, y: string): number {
  return x < y ? -1 : x > y ? 1 : 0;
}

/** What PostgreSQL told of a query word: its lexemes, whether it is a stop word, which lexemes search_lexemes holds. */
export interface WordLexemes {
  word: string;
  lexemes: string[];
  stop: boolean;
  exact: Lexeme[] | null;
}

/** A query word's findings, by kind (search-text.server.ts's termMatch sorts them into TermMatch). */
export interface ResolvedRow {
  word: string;
  stop: boolean;
  exact: Lexeme[] | null;
  candidates: { word: string; similar: boolean; lexemes: Lexeme[] | null }[] | null;
  filters: { key: number; how: number; group: boolean }[] | null;
  places: number[] | null;
  split: [string, string] | null;
  /**
   * Catalogue words a word the catalogue does not know holds (kanoverhuur -> kano): its longest beginning
   * that begins a catalogue word and its longest end that is one (PART_MIN letters or more), searched as
   * alternatives that rank at RANKING.weights.part (docs/decisions/105, "Compounds both ways").
   */
  parts?: string[] | null;
}

/** Catalogue words a stem begins, ends or (four letters or more) sits inside: the shortest 40. */
const PART_CANDIDATES = 40;
/** Catalogue words a typed word is most like: the best 10 by word similarity and the best 10 by similarity. */
const TYPO_CANDIDATES = 10;
/** pg_trgm's thresholds of `%>` (word_similarity_threshold) and `%` (similarity_threshold): float4 values. */
const WORD_SIMILARITY_THRESHOLD = Math.fround(0.6);
const SIMILARITY_THRESHOLD = Math.fround(0.3);

/** The findings of one query word in the vocabulary; `split` asks for the catalogue's split of a compound written together. */
export function resolveRow(vocabulary: Vocabulary, looked: WordLexemes, split: boolean): ResolvedRow {
  const { word } = looked;
  const forms = [word, ...(umlautVariant(word) ? [umlautVariant(word)!] : [])];
  const stems = word.length >= 3 ? prefixStems(word, looked.lexemes) : [];
  return {
    word,
    stop: looked.stop,
    exact: looked.exact,
    candidates: candidatesOf(vocabulary, word, stems, (looked.exact ?? []).length > 0),
    filters: filtersOf(vocabulary, word, forms, looked.lexemes, stems),
    places: word.length >= 3 ? placesOf(vocabulary, forms) : null,
    split: split ? splitOf(vocabulary, word) : null,
    parts: split && !(looked.exact ?? []).length ? containedParts(vocabulary, word) : null,
  };
}

/** Whether the catalogue has `word` as a title or company word, or as the beginning of one (a related word worth searching). */
export function knowsWord(vocabulary: Vocabulary, word: string): boolean {
  return vocabulary.wordSet.has(word) || beginsAWord(vocabulary, word);
}

/**
 * Catalogue words that hold one of the word's stems (not similar), and words like the typed word (similar:
 * pg_trgm's word similarity >= 0.6, and for a word of five letters or more that the catalogue's lexemes do
 * not know, similarity >= 0.3); a word found both ways counts as not similar.
 */
function candidatesOf(vocabulary: Vocabulary, word: string, stems: readonly string[], known: boolean): ResolvedRow['candidates'] {
  const similar = new Map<number, boolean>();
  const parts: number[] = [];
  vocabulary.words.forEach((candidate, at) => {
    if (stems.some((s) => candidate.startsWith(s) || (s.length >= 4 && candidate.includes(s)) || candidate.endsWith(s))) parts.push(at);
  });
  parts.sort((x, y) => vocabulary.words[x]!.length - vocabulary.words[y]!.length || x - y);
  for (const at of parts.slice(0, PART_CANDIDATES)) similar.set(at, false);
  if (word.length >= 3) {
    const typed = trigramSet(word);
    const query = prepareSimilarityQuery(word);
    const byWordSimilarity: { at: number; distance: number }[] = [];
    const bySimilarity: { at: number; distance: number }[] = [];
    vocabulary.trigrams.forEach((trigrams, at) => {
      const shared = sharedTrigrams(typed, trigrams);
      if (shared === 0) return;
      // An extent holds at most the shared trigrams: below the threshold there, no extent reaches it.
      if (shared >= typed.length * 0.6 - 1e-9) {
        const score = wordSimilarity(query, vocabulary.words[at]!);
        if (score >= WORD_SIMILARITY_THRESHOLD) byWordSimilarity.push({ at, distance: Math.fround(1 - score) });
      }
      if (word.length >= 5 && !known) {
        const score = similarity(typed, trigrams);
        if (score >= SIMILARITY_THRESHOLD) bySimilarity.push({ at, distance: Math.fround(1 - score) });
      }
    });
    for (const list of [byWordSimilarity, bySimilarity]) {
      list.sort((x, y) => x.distance - y.distance || x.at - y.at);
      for (const { at } of list.slice(0, TYPO_CANDIDATES)) if (!similar.has(at)) similar.set(at, true);
    }
  }
  if (similar.size === 0) return null;
  return [...similar]
    .sort(([x], [y]) => x - y)
    .map(([at, isSimilar]) => ({ word: vocabulary.words[at]!, similar: isSimilar, lexemes: vocabulary.lexemes[at] ?? null }));
}

/**
 * Filters whose name or whose group's name the word meets: how 2 when it is a word of the name, the name
 * written together or (three letters or more) shares a lexeme; how 1 when a stem begins a word of the
 * name or (four letters or more) sits inside one.
 */
function filtersOf(
  vocabulary: Vocabulary,
  word: string,
  forms: readonly string[],
  lexemes: readonly string[],
  stems: readonly string[],
): ResolvedRow['filters'] {
  const found: { key: number; how: number; group: boolean }[] = [];
  for (const name of vocabulary.names) {
    if (name.key === null || (name.kind !== 'filter' && name.kind !== 'group')) continue;
    const how =
      meets(name, forms) || (word.length >= 3 && (name.lexemes ?? []).some((l) => lexemes.includes(l)))
        ? 2
        : name.words.some((w) => stems.some((s) => w.startsWith(s) || (s.length >= 4 && w.includes(s))))
          ? 1
          : 0;
    if (how > 0) found.push({ key: name.key, how, group: name.kind === 'group' });
  }
  return found.length ? found : null;
}

/** A name the word is a word of, or the name written together. */
function meets(name: VocabularyName, forms: readonly string[]): boolean {
  return forms.some((form) => name.compact === form || name.words.includes(form));
}

/** The keys of the places the word names (a city and its province; a province or region and its cities). */
function placesOf(vocabulary: Vocabulary, forms: readonly string[]): number[] {
  const keys = new Set<number>();
  for (const name of vocabulary.names) if (name.placeKeys && meets(name, forms)) for (const key of name.placeKeys) keys.add(key);
  return [...keys].sort((x, y) => x - y);
}

/** The shortest part of a compound the search splits off or searches alone (decision 105: "a minimum part length"). */
export const PART_MIN = 4;

/** Letters that join the parts of a compound (stadsspel, Geburtstagsfeier, boerenkool), tried between head and tail. */
const LINKS = ['', 's', 'e', 'en', 'es', 'n'];

/**
 * How well a part of a compound is known, 0 for not at all: a catalogue word 3, the beginning of one or a
 * word the lexical resources know 2, a part whose first four letters begin a catalogue word and that is
 * long enough for a typing error (five letters: "workshp") 1, which the part's own lookup then corrects.
 */
function partScore(vocabulary: Vocabulary, part: string): number {
  if (vocabulary.wordSet.has(part)) return 3;
  if (beginsAWord(vocabulary, part) || isLexiconWord(vocabulary.language, part)) return 2;
  return part.length >= 5 && beginsAWord(vocabulary, part.slice(0, 4)) ? 1 : 0;
}

/**
 * A word the catalogue does not know, written together, as two parts the catalogue or the lexical
 * resources know (escaperoom -> escape room, sushiworkshp -> sushi workshp, fahrradausflug -> fahrrad
 * ausflug), a joining letter between them dropped: the best known parts first, then the longest head.
 */
export function splitOf(vocabulary: Vocabulary, word: string): [string, string] | null {
  if (vocabulary.wordSet.has(word)) return null;
  let best: { head: string; tail: string; rank: number } | null = null;
  for (let i = word.length - 3; i >= 3; i--) {
    const head = word.slice(0, i);
    const headScore = partScore(vocabulary, head);
    if (headScore === 0) continue;
    for (const link of LINKS) {
      if (link && !word.startsWith(link, i)) continue;
      const tail = word.slice(i + link.length);
      if (tail.length < 3) continue;
      const tailScore = partScore(vocabulary, tail);
      if (tailScore === 0) continue;
      // A joining letter only where the parts without it are known better than with it.
      const rank = headScore + tailScore - (link ? 0.5 : 0);
      if (!best || rank > best.rank) best = { head, tail, rank };
    }
  }
  return best ? [best.head, best.tail] : null;
}

/**
 * The catalogue words a word the catalogue does not know holds: its longest beginning (PART_MIN letters
 * or more, shorter than the word) that begins a catalogue word, and its longest end that is or begins a
 * catalogue word or is a word the lexical resources know. "kanoverhuur" -> kano; "wijnproefavond" ->
 * wijnproe (of wijnproeverij), avond; "speciaalbier" -> bier (of bierproeverij).
 */
export function containedParts(vocabulary: Vocabulary, word: string): string[] {
  if (vocabulary.wordSet.has(word) || word.length < PART_MIN + 2) return [];
  // A word of a filter's or place's name is found by that name, not by its pieces.
  if (vocabulary.names.some((name) => name.words.includes(word))) return [];
  const parts: string[] = [];
  // Three letters or more stay beside a part: a part is a word inside a compound, not a typo's near miss ("suschi" holds no "schi").
  for (let i = word.length - 3; i >= PART_MIN; i--) {
    if (beginsAWord(vocabulary, word.slice(0, i))) {
      parts.push(word.slice(0, i));
      break;
    }
  }
  for (let i = 3; i <= word.length - PART_MIN; i++) {
    const tail = word.slice(i);
    if (knowsWord(vocabulary, tail) || isLexiconWord(vocabulary.language, tail)) {
      parts.push(tail);
      break;
    }
  }
  return parts;
}

/** Whether a catalogue word begins with `prefix` (a binary search in the sorted words). */
function beginsAWord(vocabulary: Vocabulary, prefix: string): boolean {
  const words = vocabulary.words;
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low < words.length && words[low]!.startsWith(prefix);
}
