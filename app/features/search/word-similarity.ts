/**
 * pg_trgm's `word_similarity(query, text)` computed in TypeScript, to the same float4 value, for the
 * in-process search index (search-index.server.ts): ranking a broad word's matches there must order them
 * exactly as textRankSql does in PostgreSQL, so that a page read from either never repeats or skips a row.
 *
 * The measure (PostgreSQL's documentation of pg_trgm): the greatest similarity between the query's set of
 * trigrams and any contiguous extent of the text's ordered trigrams, where similarity is shared trigrams
 * over the union (count / (query trigrams + extent trigrams - count)). Words are runs of letters and
 * digits; each is padded with two spaces in front and one behind, so "ab" gives "  a", " ab", "ab ".
 * Inputs are already folded (lower case, no accents: search_fold), as textRankSql's are.
 */

/** A prepared query: its distinct trigrams, for many texts in a row. */
export interface SimilarityQuery {
  /** The query's distinct trigram codes; a trigram's dense id is its position (0 .. distinct - 1). */
  codes: Float64Array;
  /** Distinct trigrams of the query (ulen1 in pg_trgm). */
  distinct: number;
}

/** Per UTF-16 code unit: 1 a letter or digit (pg_trgm's word character), 2 not, 0 not yet known. */
const wordCharTable = new Uint8Array(65536);
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function isWordChar(c: number): boolean {
  let known = wordCharTable[c]!;
  if (known === 0) {
    known = LETTER_OR_DIGIT.test(String.fromCharCode(c)) ? 1 : 2;
    wordCharTable[c] = known;
  }
  return known === 1;
}

/**
 * The text's trigrams in order into `out` (returns how many): each word padded with two spaces in front
 * and one behind (pg_trgm's LPADDING 2, RPADDING 1); a trigram is one number of three 16-bit code units
 * (48 bits, exact in a double).
 */
function trigramCodes(text: string, out: Float64Array): number {
  let count = 0;
  let a = 32;
  let b = 32;
  let inWord = false;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    if (i < text.length && isWordChar(c)) {
      if (!inWord) {
        a = 32;
        b = 32;
        inWord = true;
      }
      out[count++] = a * 4294967296 + b * 65536 + c;
      a = b;
      b = c;
    } else if (inWord) {
      out[count++] = a * 4294967296 + b * 65536 + 32;
      inWord = false;
    }
  }
  return count;
}

export function prepareSimilarityQuery(folded: string): SimilarityQuery {
  const codes = trigramCodes(folded, scratchFor(folded.length));
  const distinct: number[] = [];
  for (let i = 0; i < codes; i++) if (!distinct.includes(scratchCodes[i]!)) distinct.push(scratchCodes[i]!);
  return { codes: Float64Array.from(distinct), distinct: distinct.length };
}

/** float4 division as pg_trgm's CALCSML does it. */
function similarityOf(count: number, queryTrigrams: number, extentTrigrams: number): number {
  return Math.fround(count / (queryTrigrams + extentTrigrams - count));
}

// Scratch arrays reused by every call (a text has at most 2 trigrams per character).
let scratchCodes = new Float64Array(512);
let scratchIndex = new Int32Array(512);
let scratchOwn = new Float64Array(512);
let scratchLastpos = new Int32Array(1024);

function scratchFor(length: number): Float64Array {
  const needed = 2 * length + 2;
  if (scratchCodes.length < needed) {
    scratchCodes = new Float64Array(needed * 2);
    scratchIndex = new Int32Array(needed * 2);
    scratchOwn = new Float64Array(needed * 2);
    scratchLastpos = new Int32Array(needed * 4);
  }
  return scratchCodes;
}

/**
 * word_similarity(query, text) as PostgreSQL's pg_trgm computes it (float4). The search follows pg_trgm's
 * iteration over the text's trigrams: each trigram of the query found extends the extent's upper end,
 * and the lower end moves up while that raises the similarity.
 */
export function wordSimilarity(query: SimilarityQuery, text: string): number {
  if (query.distinct === 0 || text.length === 0) return 0;
  const codes = scratchFor(text.length);
  const len2 = trigramCodes(text, codes);
  if (len2 === 0) return 0;
  // Dense ids: the query's first (their position in query.codes), then the text's other trigrams (a
  // short linear list: a title has a few dozen); found = the id is one of the query's.
  const ulen1 = query.distinct;
  const queryCodes = query.codes;
  const index = scratchIndex;
  const ownCodes = scratchOwn;
  let owned = 0;
  let anyFound = false;
  for (let i = 0; i < len2; i++) {
    const code = codes[i]!;
    let id = 0;
    while (id < ulen1 && queryCodes[id] !== code) id++;
    if (id < ulen1) anyFound = true;
    else {
      let k = 0;
      while (k < owned && ownCodes[k] !== code) k++;
      if (k === owned) ownCodes[owned++] = code;
      id = ulen1 + k;
    }
    index[i] = id;
  }
  if (!anyFound) return 0;
  if (scratchLastpos.length < ulen1 + owned) scratchLastpos = new Int32Array((ulen1 + owned) * 2);
  const lastpos = scratchLastpos;
  lastpos.fill(-1, 0, ulen1 + owned);
  const found = (id: number) => id < ulen1;
  let ulen2 = 0;
  let count = 0;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < len2; i++) {
    const id = index[i]!;
    if (lower >= 0 || found(id)) {
      if (lastpos[id]! < 0) {
        ulen2++;
        if (found(id)) count++;
      }
      lastpos[id] = i;
    }
    if (!found(id)) continue;
    const upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let current = similarityOf(count, ulen1, ulen2);
    // Try every lower end up to the upper one; keep the best.
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const previousLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
      const candidate = similarityOf(tmpCount, ulen1, tmpUlen2);
      if (candidate > current) {
        current = candidate;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      const at = index[tmpLower]!;
      if (lastpos[at] === tmpLower) {
        tmpUlen2--;
        if (found(at)) tmpCount--;
      }
    }
    if (current > best) best = current;
    for (let tmpLower = previousLower; tmpLower < lower; tmpLower++) {
      const at = index[tmpLower]!;
      if (lastpos[at] === tmpLower) lastpos[at] = -1;
    }
  }
  return best;
}

/**
 * A text's distinct trigrams in ascending order (pg_trgm's generate_trgm), for similarity(): the in-process
 * word lookup (search-vocabulary.ts) keeps them per catalogue word.
 */
export function trigramSet(text: string): Float64Array {
  const count = trigramCodes(text, scratchFor(text.length));
  const sorted = scratchCodes.slice(0, count).sort();
  let distinct = 0;
  for (let i = 0; i < count; i++) if (i === 0 || sorted[i] !== sorted[distinct - 1]) sorted[distinct++] = sorted[i]!;
  return sorted.slice(0, distinct);
}

/** How many trigrams two trigramSet results share. */
export function sharedTrigrams(a: Float64Array, b: Float64Array): number {
  let i = 0;
  let j = 0;
  let count = 0;
  while (i < a.length && j < b.length) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      count++;
      i++;
      j++;
    }
  }
  return count;
}

/** pg_trgm's similarity(a, b) (float4) of two trigramSet results: shared trigrams over their union. */
export function similarity(a: Float64Array, b: Float64Array): number {
  if (a.length === 0 || b.length === 0) return 0;
  return similarityOf(sharedTrigrams(a, b), a.length, b.length);
}
