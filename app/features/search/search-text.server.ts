import { abbreviationHits } from './abbreviations.ts';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.server.ts';
import { existingPerHandle, perHandle } from '../../../db/per-handle.ts';
import { searchDataVersionSql } from '../../public-api/search-summary-cache.server.ts';
import { INDOOR_KEY, OUTDOOR_KEY } from './key-space.ts';
import { relatedHits, relatedWords } from './lexicon.ts';
import { RANKING } from './ranking.ts';
import { type SynonymHit, type TermMatch, foldText, isTypoOf, planUnits, prefixStems, queryWords } from './search-text.ts';
import { platformVocabulary, readWordLexemes } from './search-vocabulary.server.ts';
import { type ResolvedRow, containedParts, knowsWord, splitOf, resolveRow } from './search-vocabulary.ts';

/**
 * Text search units (docs/decisions/105-search-relevance.md). A query's words, after its
 * synonyms (table search_synonyms), are looked up into activity_search keys (drizzle/0007, 0013) by kind,
 * so that one GIN scan (or the in-process index) finds the activities and the ranking knows why each
 * matched: the word itself, a title or company word it begins or is part of (compounds), a typo of one,
 * a filter's or filter group's name, a place's name (city, province, region). A new word costs one
 * statement for its lexemes; the rest is found in the platform's vocabulary (search-vocabulary.ts), and
 * what a word found is remembered per search data version (WordMemo).
 */

export type { TermMatch } from './search-text.ts';

export interface TextUnit {
  source: string;
  /** Any alternative: every word of it must match. */
  alternatives: TermMatch[][];
  /**
   * Per alternative, the share of its points it ranks with (RANKING.weights: a related word of the
   * lexical resources, a catalogue word a compound holds); absent: every alternative counts whole.
   */
  weights?: number[];
  /** activity_search keys of indoor or outdoor activities (a synonym such as "slecht weer"). */
  indoorOutdoor: number[];
}

export interface TextKeys {
  units: TextUnit[];
  /** The folded query, for the word-similarity tie-breaker of the ranking. */
  folded: string;
}

interface WordRequest {
  word: string;
  /** Asks for the catalogue's split of a compound written together. */
  split: boolean;
}

interface LookedUp {
  rows: Map<string, ResolvedRow>;
  /** The search data version of the statement(s) that looked the words up; undefined when none ran. */
  version: string | null | undefined;
}

/**
 * What this process looked up for a platform in one search data version, the version of its in-process
 * search index: the platform's synonyms and the findings of each word searched so far. A word's lexemes
 * are read from PostgreSQL the first time it is searched in a version; a search of known words then needs no
 * statement for its text. Only callers that check the version afterwards use it: the index's list read
 * carries the database's version, and a difference sends the search to PostgreSQL with fresh keys.
 */
interface WordMemo {
  version: string;
  synonyms: SynonymRow[] | null;
  words: Map<string, ResolvedRow>;
}

interface SynonymRow extends SynonymHit {
  /** The folded term between spaces, as the statement of the unmemoised path compares it. */
  needle: string;
}

/** Far more than the catalogue's distinct words and their typos seen in a day; the memo starts over beyond. */
const MAX_MEMO_WORDS = 20_000;
/** Per handle and platform, shared by every copy of this module in the process (db/per-handle.ts). */
const WORD_MEMOS = 'search-word-memos';

function wordMemo(db: Database, platformId: number, version: string): WordMemo {
  const perPlatform = perHandle<Map<number, WordMemo>>(WORD_MEMOS, db, () => new Map());
  let memo = perPlatform.get(platformId);
  if (!memo || memo.version !== version) perPlatform.set(platformId, (memo = { version, synonyms: null, words: new Map() }));
  return memo;
}

/** Forgets what was looked up (bench/api-overview.ts measures searches whose words are new). */
export function clearWordMemos(db: Database): void {
  existingPerHandle<Map<number, WordMemo>>(WORD_MEMOS, db)?.clear();
}

const memoKey = (request: WordRequest) => `${request.split ? '+' : '-'}${request.word}`;

/**
 * The words' findings: from the memo where known in its version, the rest looked up (remembered, with the
 * parts of compounds found on the way, when of the memo's version).
 */
async function resolveWords(db: Database, platformId: number, words: WordRequest[], memo: WordMemo | null): Promise<LookedUp> {
  const rows = new Map<string, ResolvedRow>();
  const missing: WordRequest[] = [];
  for (const request of words) {
    const known = memo?.words.get(memoKey(request));
    if (known) rows.set(request.word, known);
    else missing.push(request);
  }
  if (missing.length === 0) return { rows, version: memo?.version };
  const looked = await lookUpWords(db, platformId, missing);
  if (memo && looked.version === memo.version) {
    if (memo.words.size + looked.rows.size > MAX_MEMO_WORDS) memo.words.clear();
    for (const [word, row] of looked.rows) {
      const request = missing.find((r) => r.word === word) ?? { word, split: false };
      memo.words.set(memoKey(request), row);
    }
  }
  for (const [word, row] of looked.rows) rows.set(word, row);
  return { rows, version: looked.version };
}

/** Reads of a changing catalogue after which the words are taken with the vocabulary at hand. */
const VOCABULARY_ATTEMPTS = 3;

/**
 * Looks words up: their lexemes in one statement, the rest in the platform's vocabulary of the same search
 * data version (search-vocabulary.ts). The parts of a compound written together are looked up in the same
 * statement (their rows come back too, as requests without a split).
 */
async function lookUpWords(db: Database, platformId: number, words: WordRequest[]): Promise<LookedUp> {
  // The vocabulary at hand, whatever its version (an index being rebuilt may still ask for an older one): the statement tells.
  let vocabulary = await platformVocabulary(db, platformId);
  for (let attempt = 1; ; attempt++) {
    const parts = words
      .filter((w) => w.split)
      .flatMap((w) =>
        compoundWords(vocabulary.language, splitOf(vocabulary, w.word), containedParts(vocabulary, w.word), (part) => knowsWord(vocabulary, part)),
      )
      .filter((part) => !words.some((w) => w.word === part));
    const lexemes = await readWordLexemes(db, platformId, [...new Set([...words.map((w) => w.word), ...parts])]);
    if (lexemes.version !== vocabulary.version && attempt < VOCABULARY_ATTEMPTS) {
      vocabulary = await platformVocabulary(db, platformId, lexemes.version);
      continue;
    }
    const rows = new Map<string, ResolvedRow>();
    const splitWanted = new Map(words.map((w) => [w.word, w.split]));
    for (const [word, found] of lexemes.rows) rows.set(word, resolveRow(vocabulary, found, splitWanted.get(word) ?? false));
    // Versions that still differ (a catalogue changing under every read): the vocabulary's, which the caller finds outdated.
    return { rows, version: vocabulary.version };
  }
}

/** Sorts a row's findings into kinds; a title or company word counts once, in its best kind. */
function termMatch(row: ResolvedRow): TermMatch {
  const exact = row.exact ?? [];
  const exactLexemes = new Set(exact.map((l) => l.lexeme));
  const stems = prefixStems(row.word, [...exactLexemes]);
  const prefix = new Map<string, number>();
  const typo = new Map<string, number>();
  for (const candidate of row.candidates ?? []) {
    const lexemes = candidate.lexemes ?? [];
    const partOf = stems.some((s) => candidate.word.startsWith(s) || (s.length >= 4 && candidate.word.includes(s)) || candidate.word.endsWith(s));
    // A typo only for a word the catalogue does not know: a real word is not corrected into another one.
    const target = !candidate.similar || partOf ? prefix : exact.length === 0 && isTypoOf(candidate.word, row.word) ? typo : null;
    if (!target) continue;
    for (const l of lexemes) if (!exactLexemes.has(l.lexeme)) target.set(l.lexeme, l.id);
  }
  for (const lexeme of prefix.keys()) typo.delete(lexeme);
  const filters = row.filters ?? [];
  const filterExact = filters.filter((f) => !f.group && f.how === 2).map((f) => f.key);
  const filterPrefix = filters.filter((f) => !f.group && f.how === 1 && !filterExact.includes(f.key)).map((f) => f.key);
  const groups = filters.filter((f) => f.group && !filterExact.includes(f.key) && !filterPrefix.includes(f.key)).map((f) => f.key);
  const places = row.places ?? [];
  const all = [...new Set([...exact.map((l) => l.id), ...prefix.values(), ...typo.values(), ...filterExact, ...filterPrefix, ...groups, ...places])].sort(
    (x, y) => x - y,
  );
  return {
    word: row.word,
    all,
    places,
    filterExact,
    filterPrefix,
    groups,
    exact: exact.map((l) => l.id),
    prefix: [...prefix.values()],
    typo: [...typo.values()],
  };
}

/**
 * Looks up the text units of a query: its synonyms, then each word (and the catalogue's split of a word
 * written together, "escaperoom" as "escape" "room"). Stop words are left out, as the full-text search
 * leaves them out; answers null when no word is left (the caller then searches the full document only).
 */
export async function resolveTextKeys(db: Database, platformId: number, q: string): Promise<TextKeys | null> {
  return (await resolveText(db, platformId, q, null)).keys;
}

/**
 * resolveTextKeys with what this process already knows of search data version `version` (WordMemo), and
 * the version the keys belong to: `version` when every word was known, else the version of the lookup,
 * which the caller compares (a difference means the data changed since).
 */
export async function resolveTextKeysIn(
  db: Database,
  platformId: number,
  q: string,
  version: string,
): Promise<{ keys: TextKeys | null; version: string | null }> {
  const resolved = await resolveText(db, platformId, q, wordMemo(db, platformId, version));
  return { keys: resolved.keys, version: resolved.version === undefined ? version : resolved.version };
}

async function resolveText(
  db: Database,
  platformId: number,
  q: string,
  memo: WordMemo | null,
): Promise<{ keys: TextKeys | null; version: string | null | undefined }> {
  const words = queryWords(q).slice(0, 32);
  if (words.length === 0) return { keys: null, version: undefined };
  const phrase = ` ${words.join(' ')} `;
  let version: string | null | undefined;
  // A lookup of another version than the memo's: the keys belong to that version (the caller compares).
  const noteVersionOf = (looked: LookedUp) => {
    if (looked.version !== undefined && looked.version !== memo?.version) version = looked.version;
  };
  let synonyms: SynonymHit[];
  if (memo) {
    let all = memo.synonyms;
    if (!all) {
      const loaded = await platformSynonyms(db, platformId);
      all = loaded.synonyms;
      if (loaded.version === memo.version) memo.synonyms = all;
      else version = loaded.version;
    }
    synonyms = all.filter((synonym) => phrase.includes(synonym.needle));
  } else {
    synonyms = await queryRows<SynonymHit>(
      db,
      sql`SELECT s.term, s.expansions, s.indoor_outdoor AS "indoorOutdoor" FROM search_synonyms s
          WHERE s.platform_id = ${platformId}
            AND position(${synonymNeedle} IN ${phrase}) > 0`,
      { prepared: 'search-synonyms' },
    );
  }
  const vocabulary = await platformVocabulary(db, platformId);
  const language = vocabulary.language;
  const known = (word: string) => knowsWord(vocabulary, word);
  const plans = planUnits(
    words,
    [...synonyms, ...relatedHits(language, words, known), ...abbreviationHits(words, vocabulary.words, known)],
    RANKING.weights.related,
  );
  const wanted = new Map<string, boolean>();
  for (const plan of plans)
    for (const alt of plan.alternatives) for (const w of alt) wanted.set(w, (wanted.get(w) ?? false) || (plan.splittable && alt.length === 1));
  const resolved = await resolveWords(
    db,
    platformId,
    [...wanted].map(([word, split]) => ({ word, split })),
    memo,
  );
  noteVersionOf(resolved);
  // A word written together that the catalogue writes apart, or that holds catalogue words: its parts and
  // their related words, unless they are the word itself.
  const parts = new Set<string>();
  for (const plan of plans) {
    const row = plan.splittable ? resolved.rows.get(plan.alternatives[0]![0]!) : null;
    if (row) for (const part of compoundWords(language, row.split, row.parts ?? [], known)) if (!resolved.rows.has(part)) parts.add(part);
  }
  const partRows = await resolveWords(
    db,
    platformId,
    [...parts].map((word) => ({ word, split: false })),
    memo,
  );
  noteVersionOf(partRows);
  const rowOf = (word: string) => resolved.rows.get(word) ?? partRows.rows.get(word);
  const units: TextUnit[] = [];
  for (const plan of plans) {
    // Stop words are left out of every alternative; a unit left with nothing to match is no condition.
    const kept = plan.alternatives
      .map((alt, i) => ({ words: alt.filter((w) => !rowOf(w)?.stop), weight: plan.weights[i] ?? 1 }))
      .filter((alt) => alt.words.length > 0);
    if (kept.length === 0 && !plan.indoorOutdoor) continue;
    // Related words of a stop word ("und") are no condition either: the word itself is left out.
    if (plan.related && plan.alternatives[0]!.every((w) => rowOf(w)?.stop)) continue;
    if (plan.splittable) kept.push(...compoundAlternatives(language, rowOf(plan.alternatives[0]![0]!), known));
    // Kept first: the word's own alternatives and its split, then the catalogue words a compound holds,
    // then related words, then the related words of parts; each kind in the order made.
    const priority = (weight: number) => (weight === 1 ? 0 : weight === RANKING.weights.part ? 1 : weight === RANKING.weights.related ? 2 : 3);
    kept.sort((x, y) => priority(x.weight) - priority(y.weight));
    kept.splice(MAX_ALTERNATIVES);
    const matches = kept.map((alt) => alt.words.map((w) => termMatch(rowOf(w) ?? emptyRow(w))));
    const weights = kept.map((alt) => alt.weight);
    const indoorOutdoor =
      plan.indoorOutdoor === 'INDOOR'
        ? [INDOOR_KEY]
        : plan.indoorOutdoor === 'OUTDOOR'
          ? [OUTDOOR_KEY]
          : plan.indoorOutdoor === 'BOTH'
            ? [INDOOR_KEY, OUTDOOR_KEY]
            : [];
    units.push({ source: plan.source, alternatives: matches, indoorOutdoor, ...(weights.some((w) => w !== 1) ? { weights } : {}) });
  }
  if (units.length === 0) return { keys: null, version };
  return { keys: { units, folded: foldText(q) }, version };
}

/** A synonym's term folded, its words between single spaces, for `position(... IN ' query words ')`. */
const synonymNeedle = sql`' ' || trim(regexp_replace(search_fold(s.term), '[^[:alnum:]]+', ' ', 'g')) || ' '`;

/** Every synonym of the platform with its needle (WordMemo keeps them for a version). */
async function platformSynonyms(db: Database, platformId: number): Promise<{ synonyms: SynonymRow[]; version: string | null }> {
  const rows = await queryRows<{ synonyms: SynonymRow[] | null; version: string | null }>(
    db,
    sql`SELECT ${searchDataVersionSql(platformId)} AS version,
          (SELECT json_agg(json_build_object('term', s.term, 'expansions', s.expansions, 'indoorOutdoor', s.indoor_outdoor, 'needle', ${synonymNeedle}) ORDER BY s.term)
           FROM search_synonyms s WHERE s.platform_id = ${platformId}) AS synonyms`,
    { prepared: 'search-synonyms-all' },
  );
  return { synonyms: rows[0]?.synonyms ?? [], version: rows[0]?.version ?? null };
}

/** Related words searched per part of a compound (each makes an alternative of its own). */
const RELATED_PER_PART = 2;
/**
 * The most alternatives a unit is searched by: each is a condition and a CASE in the ranking (and a pass
 * in the in-process index), so a compound with related words on both parts stays a bounded statement.
 */
const MAX_ALTERNATIVES = 10;

/** The words a compound's alternatives search (compoundAlternatives): its split's parts, the parts it holds, and their related words. */
function compoundWords(language: string | null, split: readonly string[] | null, parts: readonly string[], known: (word: string) => boolean): string[] {
  const words = new Set<string>();
  for (const part of [...(split ?? []), ...parts]) {
    words.add(part);
    for (const related of relatedWords(language, part, RELATED_PER_PART, known)) words.add(related);
  }
  return [...words];
}

/**
 * The alternatives of a word written together (docs/decisions/105, "Compounds both ways"): its two parts
 * (whole points), each part replaced by one of its related words (RANKING.weights.related), and the
 * catalogue words it holds alone (RANKING.weights.part; their related words at both shares).
 */
function compoundAlternatives(language: string | null, row: ResolvedRow | undefined, known: (word: string) => boolean): { words: string[]; weight: number }[] {
  const relatedOf = (part: string) => relatedWords(language, part, RELATED_PER_PART, known);
  if (!row) return [];
  const { related, part } = RANKING.weights;
  const out: { words: string[]; weight: number }[] = [];
  const split = row.split;
  if (split) {
    out.push({ words: [...split], weight: 1 });
    split.forEach((p, i) => {
      for (const other of relatedOf(p)) out.push({ words: split.map((q, k) => (k === i ? other : q)), weight: related });
    });
  }
  for (const p of row.parts ?? []) {
    out.push({ words: [p], weight: part });
    for (const other of relatedOf(p)) out.push({ words: [other], weight: part * related });
  }
  return out;
}

function emptyRow(word: string): ResolvedRow {
  return { word, stop: false, exact: null, candidates: null, filters: null, places: null, split: null };
}
