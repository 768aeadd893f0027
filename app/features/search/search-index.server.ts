import { sql } from 'drizzle-orm';
import { type Database, type DatabaseHandle, queryRows } from '../../../db/client.server.ts';
import { perHandle } from '../../../db/per-handle.ts';
import { readSearchDataVersion } from '../../public-api/search-summary-cache.server.ts';
import { GEOGRAPHIC_LOCATIONS } from '../activities/activities.schemas.ts';
import type { TermMatch, TextUnit } from './search-text.server.ts';
import { type SimilarityQuery, prepareSimilarityQuery, wordSimilarity } from './word-similarity.ts';
import { FILTER_KEY_BASE } from './key-space.ts';
import { RANKING } from './ranking.ts';

/**
 * The in-process search index (docs/decisions/105-search-relevance.md "In-process index"):
 * one platform's activity_search rows held in typed arrays with posting lists of their keys, so that a
 * search finds, counts and ranks its matches in memory instead of reading every match from PostgreSQL's
 * heap (a broad word at 1M activities: 88k rows, 124 MB of pages, 300 ms cold). It computes exactly what
 * readSearch's statements compute (the same conditions, textRankSql's points and word similarity, the
 * same shuffle), so a page from either source continues a page from the other; the page's list items are
 * still read from PostgreSQL, in a statement that also reads the search data version, and an answer is
 * only used when that version is the index's own (search.server.ts). An index of an older version
 * is rebuilt in the background while PostgreSQL answers.
 */

/** NULL in the integer columns (persons, ages): no activity has this value. */
const NONE = -2147483648;

/**
 * Posting lists in one array: the rows holding key k are rows[from[slot] .. from[slot + 1]) for slot =
 * slots.get(k), ascending, as built; rows added since by a change are in `added` (per key, ascending).
 * Rows that left since (index.live 0) are still listed and skipped where read.
 */
interface Postings {
  slots: Map<number, number>;
  from: Int32Array;
  rows: Int32Array;
  added: Map<number, number[]>;
}

export interface PlatformSearchIndex {
  platformId: number;
  /**
   * The search data version of the platform this index holds everything of: the build's, then that of
   * each change applied (drizzle/0018: a platform's versions rise in commit order).
   */
  version: string;
  /**
   * Rows placed so far (row numbers 0 .. size - 1). A change never rewrites a row: the old row leaves
   * (live 0) and the new one is placed after the others, so posting lists only grow at their end.
   */
  size: number;
  /** Rows placed by the build: ids[0 .. builtSize) ascend, for finding a row by id. */
  builtSize: number;
  /** 1 where the row is public now. */
  live: Uint8Array;
  /** Rows with live 1: the length of byRandomKey and byCreated. */
  liveCount: number;
  /** The row number of each row placed by a change, by activity id. */
  addedRows: Map<number, number>;
  ids: Int32Array;
  randomKeys: Int32Array;
  /** created_at in microseconds since the epoch (exact in a double). */
  createdAt: Float64Array;
  personsMin: Int32Array;
  personsMax: Int32Array;
  minimumAge: Int32Array;
  maximumAge: Int32Array;
  geographicLocation: Uint8Array;
  /**
   * filter_ids of row r as catalogue slots (positions in `catalogue`; -1: not a filter of the platform):
   * filterSlots[filterStart[r] .. filterStart[r + 1]).
   */
  filterStart: Int32Array;
  filterSlots: Int32Array;
  /** The filter ids filterSlots stand for (their slots are found again when the catalogue changes). */
  filterIds: Int32Array;
  /** Row numbers in ascending (random_key, id): the shuffle is a walk along it from the seed. */
  byRandomKey: Int32Array;
  /** Each row's position in byRandomKey. */
  randomRank: Int32Array;
  /** Row numbers in ascending (created_at, id). */
  byCreated: Int32Array;
  keys: Postings;
  titleKeys: Postings;
  companyKeys: Postings;
  /** The folded title of row r is texts[titleText[r]] (equal texts stored once: catalogues repeat them). */
  titleText: Int32Array;
  /** The folded company name of row r is texts[companyText[r]]. */
  companyText: Int32Array;
  texts: string[];
  /** Each text's position in texts. */
  textIds: Map<string, number>;
  /** The texts' memory, estimated. */
  textBytes: number;
  /** The platform's filters (ascending id) with their group, as readSearch's `catalogue`. */
  catalogue: { id: number; groupId: number }[];
  /** Memory held, in bytes (typed arrays; the strings estimated), for the log and the decision record. */
  bytes: number;
  /**
   * What searches keep with the index between them (its scratch rows, the rankings of broad searches):
   * on the index itself, so every copy of this module that searches it uses the same (docs/decisions/001).
   */
  kept: { scratch: Scratch | null; rankings: HeldRankings };
}

interface RawRow {
  id: number;
  rk: number;
  ca: number;
  pmin: number | null;
  pmax: number | null;
  amin: number | null;
  amax: number | null;
  geo: string;
  fids: string;
  keys: string;
  tk: string;
  ck: string;
  tf: string;
  cf: string;
}

/** A growing list of 32-bit integers (a plain array of numbers takes twice the memory while building). */
class IntList {
  data = new Int32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }
  /** The numbers of an int[] written as text ('{1,2,3}'). */
  pushArrayText(text: string): void {
    let value = 0;
    let negative = false;
    let digits = false;
    for (let i = 1; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c >= 48 && c <= 57) {
        value = value * 10 + (c - 48);
        digits = true;
      } else if (c === 45) negative = true;
      else {
        if (digits) this.push(negative ? -value : value);
        value = 0;
        negative = false;
        digits = false;
      }
    }
  }
  done(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

/** Per-row key lists (row r's keys at flat[start[r] .. start[r + 1])), inverted into posting lists. */
class KeyColumn {
  flat = new IntList();
  start = new IntList();
  constructor() {
    this.start.push(0);
  }
  add(text: string): void {
    this.flat.pushArrayText(text);
    this.start.push(this.flat.length);
  }
  postings(): Postings {
    const flat = this.flat.data;
    const total = this.flat.length;
    const start = this.start.data;
    const rows = this.start.length - 1;
    const slots = new Map<number, number>();
    const slotAt = new Int32Array(total);
    const counts = new IntList();
    for (let i = 0; i < total; i++) {
      const key = flat[i]!;
      let slot = slots.get(key);
      if (slot === undefined) {
        slot = counts.length;
        slots.set(key, slot);
        counts.push(0);
      }
      slotAt[i] = slot;
      counts.data[slot]!++;
    }
    const from = new Int32Array(counts.length + 1);
    for (let slot = 0; slot < counts.length; slot++) from[slot + 1] = from[slot]! + counts.data[slot]!;
    const fill = from.slice(0, counts.length);
    const postingRows = new Int32Array(total);
    for (let r = 0; r < rows; r++) for (let i = start[r]!; i < start[r + 1]!; i++) postingRows[fill[slotAt[i]!]!++] = r;
    return { slots, from, rows: postingRows, added: new Map() };
  }
}

/** What the index reads of an activity_search row (aliased `a`): arrays as text, parsed by IntList. */
const ROW_COLUMNS = sql`a.id, a.random_key AS rk, floor(extract(epoch FROM a.created_at) * 1000000)::float8 AS ca,
  a.persons_min AS pmin, a.persons_max AS pmax, a.minimum_age AS amin, a.maximum_age AS amax,
  a.geographic_location::text AS geo, a.filter_ids::text AS fids, a.keys::text AS keys,
  a.title_keys::text AS tk, a.company_keys::text AS ck, a.title_fold AS tf, a.company_fold AS cf`;

/** The platform's filters with their group, ascending id (readSearch's `catalogue`). */
function readCatalogue(db: Pick<Database, 'execute'>, platformId: number) {
  return queryRows<{ id: number; groupId: number }>(
    db,
    sql`SELECT f.id, f.filter_group_id AS "groupId" FROM filters f JOIN filter_groups g ON g.id = f.filter_group_id WHERE g.platform_id = ${platformId} ORDER BY f.id`,
  );
}

/** Rows read per statement while building: the event loop gets a turn between batches. */
const BUILD_BATCH = 20_000;

/**
 * Reads a platform's activity_search rows (one REPEATABLE READ transaction: rows, filters and version of
 * one snapshot) and builds its index.
 */
export async function buildSearchIndex(db: Database, platformId: number): Promise<PlatformSearchIndex> {
  const columns = {
    ids: new IntList(),
    randomKeys: new IntList(),
    personsMin: new IntList(),
    personsMax: new IntList(),
    minimumAge: new IntList(),
    maximumAge: new IntList(),
    geo: new IntList(),
    titleText: new IntList(),
    companyText: new IntList(),
  };
  const createdAtList: number[] = [];
  const texts: string[] = [];
  const textIds = new Map<string, number>();
  let stringBytes = 0;
  const textId = (text: string) => {
    let id = textIds.get(text);
    if (id === undefined) {
      id = texts.length;
      texts.push(text);
      textIds.set(text, id);
      stringBytes += 2 * text.length + 32;
    }
    return id;
  };
  const filters = new KeyColumn();
  const keys = new KeyColumn();
  const titleKeys = new KeyColumn();
  const companyKeys = new KeyColumn();
  const { version, catalogue } = await db.transaction(
    async (tx) => {
      const version = await readSearchDataVersion(tx, platformId);
      const catalogue = await readCatalogue(tx, platformId);
      let after = -1;
      for (;;) {
        // Arrays as text: parsed here into flat numbers, much cheaper than the driver's arrays of strings.
        const batch = await queryRows<RawRow>(
          tx,
          sql`SELECT ${ROW_COLUMNS} FROM activity_search a WHERE a.platform_id = ${platformId} AND a.id > ${after} ORDER BY a.id LIMIT ${BUILD_BATCH}`,
        );
        for (const row of batch) {
          columns.ids.push(row.id);
          columns.randomKeys.push(row.rk);
          createdAtList.push(Number(row.ca));
          columns.personsMin.push(row.pmin ?? NONE);
          columns.personsMax.push(row.pmax ?? NONE);
          columns.minimumAge.push(row.amin ?? NONE);
          columns.maximumAge.push(row.amax ?? NONE);
          columns.geo.push(Math.max(0, GEOGRAPHIC_LOCATIONS.indexOf(row.geo as (typeof GEOGRAPHIC_LOCATIONS)[number])));
          columns.titleText.push(textId(row.tf));
          columns.companyText.push(textId(row.cf));
          filters.add(row.fids);
          keys.add(row.keys);
          titleKeys.add(row.tk);
          companyKeys.add(row.ck);
        }
        if (batch.length < BUILD_BATCH) break;
        after = batch[batch.length - 1]!.id;
        await new Promise((resolve) => setImmediate(resolve));
      }
      return { version, catalogue };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  if (version == null) throw new Error('search_versions has no row for the platform');
  const n = columns.ids.length;
  const ids = columns.ids.done();
  const randomKeys = columns.randomKeys.done();
  const createdAt = Float64Array.from(createdAtList);
  const personsMin = columns.personsMin.done();
  const personsMax = columns.personsMax.done();
  const minimumAge = columns.minimumAge.done();
  const maximumAge = columns.maximumAge.done();
  const geographicLocation = Uint8Array.from(columns.geo.done());
  const titleText = columns.titleText.done();
  const companyText = columns.companyText.done();
  const filterStart = filters.start.done();
  const filterIds = filters.flat.done();
  const slotOf = new Map(catalogue.map((f, slot) => [f.id, slot]));
  const filterSlots = filterIds.map((id) => slotOf.get(id) ?? -1);
  const rowNumbers = () => Int32Array.from({ length: n }, (_, r) => r);
  const byRandomKey = rowNumbers().sort((a, b) => randomKeys[a]! - randomKeys[b]! || ids[a]! - ids[b]!);
  const byCreated = rowNumbers().sort((a, b) => createdAt[a]! - createdAt[b]! || ids[a]! - ids[b]!);
  const randomRank = new Int32Array(n);
  for (let position = 0; position < n; position++) randomRank[byRandomKey[position]!] = position;
  const index: PlatformSearchIndex = {
    platformId,
    version,
    size: n,
    builtSize: n,
    live: new Uint8Array(n).fill(1),
    liveCount: n,
    addedRows: new Map(),
    ids,
    randomKeys,
    createdAt,
    personsMin,
    personsMax,
    minimumAge,
    maximumAge,
    geographicLocation,
    filterStart,
    filterSlots,
    filterIds,
    byRandomKey,
    randomRank,
    byCreated,
    keys: keys.postings(),
    titleKeys: titleKeys.postings(),
    companyKeys: companyKeys.postings(),
    titleText,
    companyText,
    texts,
    textIds,
    textBytes: stringBytes,
    catalogue,
    bytes: 0,
    kept: { scratch: null, rankings: { entries: new Map(), bytes: 0 } },
  };
  index.bytes = indexBytes(index);
  return index;
}

/** Memory held: the typed arrays by their length, the strings and maps estimated. */
function indexBytes(index: PlatformSearchIndex): number {
  return (
    index.ids.length * (4 * 11 + 8 + 1 + 1 + 4) +
    index.filterSlots.byteLength * 2 +
    index.textBytes +
    40 * index.textIds.size +
    40 * index.addedRows.size +
    postingBytes(index.keys) +
    postingBytes(index.titleKeys) +
    postingBytes(index.companyKeys)
  );
}

function postingBytes(postings: Postings): number {
  let added = 0;
  for (const rows of postings.added.values()) added += 8 * rows.length + 40;
  return postings.rows.byteLength + postings.from.byteLength + 40 * postings.slots.size + added;
}

/** The row of activity `id` that is live now, or -1. */
function liveRowOf(index: PlatformSearchIndex, id: number): number {
  const added = index.addedRows.get(id);
  if (added !== undefined) return index.live[added] ? added : -1;
  let lo = 0;
  let hi = index.builtSize;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (index.ids[mid]! < id) lo = mid + 1;
    else hi = mid;
  }
  return lo < index.builtSize && index.ids[lo] === id && index.live[lo] ? lo : -1;
}

/** Room for `rows` rows: every per-row array grown to at least that length (doubling). */
function reserveRows(index: PlatformSearchIndex, rows: number): void {
  if (index.ids.length >= rows) return;
  const capacity = Math.max(rows, Math.ceil(index.ids.length * 1.5), 1024);
  const grow = <T extends Int32Array | Float64Array | Uint8Array>(array: T): T => {
    const grown = new (array.constructor as new (length: number) => T)(capacity);
    grown.set(array);
    return grown;
  };
  index.ids = grow(index.ids);
  index.randomKeys = grow(index.randomKeys);
  index.createdAt = grow(index.createdAt);
  index.personsMin = grow(index.personsMin);
  index.personsMax = grow(index.personsMax);
  index.minimumAge = grow(index.minimumAge);
  index.maximumAge = grow(index.maximumAge);
  index.geographicLocation = grow(index.geographicLocation);
  index.live = grow(index.live);
  index.randomRank = grow(index.randomRank);
  index.titleText = grow(index.titleText);
  index.companyText = grow(index.companyText);
  const starts = new Int32Array(capacity + 1);
  starts.set(index.filterStart);
  index.filterStart = starts;
}

/** Appends `values` to a typed array (a new array: filter links are few per row). */
function appended(array: Int32Array, values: Int32Array): Int32Array {
  const out = new Int32Array(array.length + values.length);
  out.set(array);
  out.set(values, array.length);
  return out;
}

function addPostings(postings: Postings, keysText: string, row: number): void {
  const keys = new IntList();
  keys.pushArrayText(keysText);
  for (const key of new Set(keys.done())) {
    const rows = postings.added.get(key);
    if (rows) rows.push(row);
    else postings.added.set(key, [row]);
  }
}

/** The rows of `order` still live, merged with `fresh` rows, in ascending `before` order. */
function mergedOrder(index: PlatformSearchIndex, order: Int32Array, fresh: number[], before: (a: number, b: number) => number): Int32Array {
  const out = new Int32Array(index.liveCount);
  fresh.sort(before);
  let at = 0;
  let f = 0;
  for (let i = 0; i < order.length; i++) {
    const r = order[i]!;
    if (!index.live[r]) continue;
    while (f < fresh.length && before(fresh[f]!, r) < 0) out[at++] = fresh[f++]!;
    out[at++] = r;
  }
  while (f < fresh.length) out[at++] = fresh[f++]!;
  return out;
}

/** A change read from activity_search: the current rows of the activities that changed (absent: no longer public). */
export interface SearchIndexChange {
  /** Every activity the change names, public or not now. */
  ids: number[];
  /** Their activity_search rows now (the public ones). */
  rows: RawRow[];
  /** The platform's filters now, when they changed. */
  catalogue: { id: number; groupId: number }[] | null;
  /** The search data version the index holds everything of once this is applied. */
  version: string;
}

/**
 * Applies a change to the index in place (between two searches: a search runs synchronously): the named
 * activities' rows leave, their rows of now are placed at the end, the orders are merged (one pass over
 * the live rows, about a millisecond per 100k) and, with a new catalogue, each filter link's slot is
 * found again. What a search keeps per index (rankings, similarities) is dropped.
 */
export function applySearchIndexChange(index: PlatformSearchIndex, change: SearchIndexChange): void {
  for (const id of change.ids) {
    const row = liveRowOf(index, id);
    if (row < 0) continue;
    index.addedRows.delete(id);
    index.live[row] = 0;
    index.liveCount--;
  }
  reserveRows(index, index.size + change.rows.length);
  const fresh: number[] = [];
  const links = new IntList();
  let start = index.filterStart[index.size]!;
  for (const raw of change.rows) {
    const r = index.size++;
    index.ids[r] = raw.id;
    index.randomKeys[r] = raw.rk;
    index.createdAt[r] = Number(raw.ca);
    index.personsMin[r] = raw.pmin ?? NONE;
    index.personsMax[r] = raw.pmax ?? NONE;
    index.minimumAge[r] = raw.amin ?? NONE;
    index.maximumAge[r] = raw.amax ?? NONE;
    index.geographicLocation[r] = Math.max(0, GEOGRAPHIC_LOCATIONS.indexOf(raw.geo as (typeof GEOGRAPHIC_LOCATIONS)[number]));
    index.titleText[r] = textOf(index, raw.tf);
    index.companyText[r] = textOf(index, raw.cf);
    index.live[r] = 1;
    index.liveCount++;
    const before = links.length;
    links.pushArrayText(raw.fids);
    start += links.length - before;
    index.filterStart[r + 1] = start;
    addPostings(index.keys, raw.keys, r);
    addPostings(index.titleKeys, raw.tk, r);
    addPostings(index.companyKeys, raw.ck, r);
    fresh.push(r);
  }
  for (const r of fresh) index.addedRows.set(index.ids[r]!, r);
  const newIds = links.done();
  index.filterIds = appended(index.filterIds, newIds);
  if (change.catalogue) {
    index.catalogue = change.catalogue;
    const slotOf = new Map(change.catalogue.map((f, slot) => [f.id, slot]));
    index.filterSlots = index.filterIds.map((id) => slotOf.get(id) ?? -1);
  } else {
    const slotOf = new Map(index.catalogue.map((f, slot) => [f.id, slot]));
    index.filterSlots = appended(
      index.filterSlots,
      newIds.map((id) => slotOf.get(id) ?? -1),
    );
  }
  const { randomKeys, createdAt, ids } = index;
  index.byRandomKey = mergedOrder(index, index.byRandomKey, [...fresh], (a, b) => randomKeys[a]! - randomKeys[b]! || ids[a]! - ids[b]!);
  index.byCreated = mergedOrder(index, index.byCreated, [...fresh], (a, b) => createdAt[a]! - createdAt[b]! || ids[a]! - ids[b]!);
  for (let position = 0; position < index.byRandomKey.length; position++) index.randomRank[index.byRandomKey[position]!] = position;
  index.version = change.version;
  index.bytes = indexBytes(index);
  // The rankings were of the rows before the change (their memory is counted again from nothing).
  index.kept.rankings = { entries: new Map(), bytes: 0 };
  forgetScratch(index);
}

function textOf(index: PlatformSearchIndex, text: string): number {
  let id = index.textIds.get(text);
  if (id === undefined) {
    id = index.texts.length;
    index.texts.push(text);
    index.textIds.set(text, id);
    index.textBytes += 2 * text.length + 32;
  }
  return id;
}

/** The share of placed rows that left: beyond this a fresh build replaces the index (in the background). */
const LEFT_ROWS_REBUILD_SHARE = 0.25;

/** Whether so many rows left since the build that a fresh one would be much smaller and faster. */
function wantsCompaction(index: PlatformSearchIndex): boolean {
  return index.size - index.liveCount > LEFT_ROWS_REBUILD_SHARE * Math.max(index.size, 1000);
}

/** What a search asks of the index: readSearch's conditions and order, in the index's terms. */
export interface IndexSearch {
  /** The query's text units (null: no text condition). */
  units: TextUnit[] | null;
  /** The folded query, for the word-similarity tie-breaker (with units). */
  folded: string;
  places: number[][];
  personCount: number | null;
  minimumAge: number | null;
  geographicLocation: string | null;
  /** Selected filter ids (any within a group, all across groups; ids of other platforms are ignored). */
  selected: number[];
  order: 'relevance' | 'shuffle' | 'createdAt';
  descending: boolean;
  /** The rotation start of the shuffle (rotationStart of the visit's seed). */
  seed: number;
  offset: number;
  limit: number;
  /** Compute the filter counts (the summary's) too. */
  counts: boolean;
  /**
   * The result's size when a summary already holds it (then `counts` is false). A text-less page of a
   * result that is not narrow is then found by walking the order from its start and checking the rows
   * met, not by a pass over every row; the answer's total is this number.
   */
  knownTotal?: number | null;
}

export interface IndexAnswer {
  ids: number[];
  total: number;
  /** Every catalogue filter with its count, ascending id (null without `counts`). */
  counts: { filterId: number; count: number }[] | null;
  /** The selection by group, ascending group id, each group's ids ascending. */
  groups: number[][];
  /**
   * How many rows the text alone finds (every unit matched), before the places, persons, age, setting
   * and filters: what the same text without the other conditions would total. The pass over the rows
   * counts it on the way when it goes over the text's rows; when it goes over a place's or filter's
   * (fewer) rows, it is counted apart only for an empty result, the one a caller asks it of (the
   * no-results help: docs/decisions/105-search-relevance.md, "Latency"). Null without text, for a
   * non-empty result counted that way, and for a page of a kept ranking (no pass).
   */
  textTotal: number | null;
}

/**
 * Zeroed per-row arrays for one search, reused: a search runs synchronously from start to end, so one
 * set per index serves every search in turn, and the garbage collector does not see megabytes of
 * short-lived buffers per search.
 */
class Scratch {
  private free: Uint8Array[] = [];
  private lent: Uint8Array[] = [];
  /** Per distinct text its word similarity for the current search (valid where generation matches). */
  similarity: Float64Array;
  similarityGeneration: Int32Array;
  generation = 0;
  private readonly size: number;
  /** Whether its arrays cover every row and text of the index. */
  fits(index: PlatformSearchIndex): boolean {
    return this.size >= index.size && this.similarity.length >= index.texts.length;
  }
  constructor(size: number, texts: number) {
    this.size = size;
    this.similarity = new Float64Array(texts);
    this.similarityGeneration = new Int32Array(texts);
  }
  private bestPerText: { score: Float64Array; walk: Int32Array; row: Int32Array; generation: Int32Array } | null = null;
  /** Per distinct text a best row with its score and walk position (valid where generation matches). */
  perText(): { score: Float64Array; walk: Int32Array; row: Int32Array; generation: Int32Array } {
    const texts = this.similarity.length;
    this.bestPerText ??= { score: new Float64Array(texts), walk: new Int32Array(texts), row: new Int32Array(texts), generation: new Int32Array(texts) };
    return this.bestPerText;
  }
  /** word_similarity(folded, texts[t]) by text id, each computed once for this search (a new generation). */
  similarities(index: PlatformSearchIndex, folded: string): (text: number) => number {
    const query: SimilarityQuery = prepareSimilarityQuery(folded);
    const generation = ++this.generation;
    const memo = this.similarity;
    const memoGeneration = this.similarityGeneration;
    return (text) => {
      if (memoGeneration[text] === generation) return memo[text]!;
      const value = wordSimilarity(query, index.texts[text]!);
      memo[text] = value;
      memoGeneration[text] = generation;
      return value;
    };
  }
  rows(): Uint8Array {
    const rows = this.free.pop() ?? new Uint8Array(this.size);
    this.lent.push(rows);
    return rows;
  }
  /** Back to the pool, zeroed. */
  release(): void {
    for (const rows of this.lent) {
      rows.fill(0);
      this.free.push(rows);
    }
    this.lent = [];
  }
}

function scratchOf(index: PlatformSearchIndex): Scratch {
  // Made anew after a change placed rows or texts beyond its arrays.
  const held = index.kept;
  if (!held.scratch || !held.scratch.fits(index)) held.scratch = new Scratch(index.ids.length, index.texts.length);
  return held.scratch;
}

/** Drops the index's scratch rows (a change placed rows: the next search makes them for the new size). */
function forgetScratch(index: PlatformSearchIndex): void {
  const held = index.kept;
  if (held.scratch && !held.scratch.fits(index)) held.scratch = null;
}

/** Marks (value 1) every live row of the posting lists of `keys`. */
function markRows(index: PlatformSearchIndex, postings: Postings, keys: readonly number[], into: Uint8Array, value = 1): void {
  const rows = postings.rows;
  const live = index.live;
  const allLive = index.liveCount === index.size;
  for (const key of keys) {
    const slot = postings.slots.get(key);
    if (slot !== undefined) {
      if (allLive) for (let i = postings.from[slot]!, end = postings.from[slot + 1]!; i < end; i++) into[rows[i]!] = value;
      else
        for (let i = postings.from[slot]!, end = postings.from[slot + 1]!; i < end; i++) {
          const r = rows[i]!;
          if (live[r]) into[r] = value;
        }
    }
    const added = postings.added.get(key);
    if (added) for (const r of added) if (live[r]) into[r] = value;
  }
}

/** How many rows (live or not) the posting lists of `keys` hold. */
function postingCount(postings: Postings, keys: Iterable<number>): number {
  let count = 0;
  for (const key of keys) {
    const slot = postings.slots.get(key);
    if (slot !== undefined) count += postings.from[slot + 1]! - postings.from[slot]!;
    count += postings.added.get(key)?.length ?? 0;
  }
  return count;
}

/**
 * Points of one word per row, as termScore's CASE (RANKING.terms): the first class that holds wins, so
 * the classes are written last-to-first over each other. 0 where the word did not match at all.
 */
function termPoints(index: PlatformSearchIndex, scratch: Scratch, term: TermMatch): Uint8Array {
  const points = scratch.rows();
  const postings = { keys: index.keys, title: index.titleKeys, company: index.companyKeys };
  const terms = RANKING.terms;
  for (let c = terms.length - 1; c >= 0; c--) {
    const { column, kind, points: value } = terms[c]!;
    markRows(index, postings[column], term[kind], points, value);
  }
  return points;
}

interface UnitState {
  /** Per alternative: per word its points (0: that word did not match the row's keys). */
  alternatives: { points: Uint8Array[]; weight: number }[];
  indoorOutdoor: Uint8Array | null;
  /** unitCondition per row: some alternative has every word matched, or the indoor/outdoor synonym holds. */
  matched: Uint8Array;
}

function prepareUnit(index: PlatformSearchIndex, scratch: Scratch, unit: TextUnit): UnitState {
  const n = index.size;
  const matched = scratch.rows();
  for (const alt of unit.alternatives) {
    if (alt.length === 0 || !alt.every((t) => t.all.length > 0)) continue;
    const words = alt.map((term) => marked(index, scratch, term.all));
    if (words.length === 1 && unit.alternatives.length === 1 && !unit.indoorOutdoor.length && (unit.weights?.[0] ?? 1) === 1)
      return { alternatives: [{ points: [termPoints(index, scratch, alt[0]!)], weight: 1 }], indoorOutdoor: null, matched: words[0]! };
    if (words.length === 1) {
      const only = words[0]!;
      for (let r = 0; r < n; r++) matched[r] = matched[r]! | only[r]!;
    } else {
      rows: for (let r = 0; r < n; r++) {
        for (const word of words) if (!word[r]) continue rows;
        matched[r] = 1;
      }
    }
  }
  const indoorOutdoor = unit.indoorOutdoor.length ? marked(index, scratch, unit.indoorOutdoor) : null;
  if (indoorOutdoor) for (let r = 0; r < n; r++) matched[r] = matched[r]! | indoorOutdoor[r]!;
  return {
    alternatives: unit.alternatives.map((alt, i) => ({ points: alt.map((term) => termPoints(index, scratch, term)), weight: unit.weights?.[i] ?? 1 })),
    indoorOutdoor,
    matched,
  };
}

/** The rows holding any of `keys`, each once (in no particular order: every use orders them itself). */
/** Of sets of keys, the one whose postings hold the fewest rows (null for none). */
function fewestRows(index: PlatformSearchIndex, sets: readonly (readonly number[])[]): readonly number[] | null {
  let best: readonly number[] | null = null;
  let bestCount = Number.POSITIVE_INFINITY;
  for (const keys of sets) {
    const count = postingCount(index.keys, new Set(keys));
    if (count < bestCount) {
      best = keys;
      bestCount = count;
    }
  }
  return best;
}

function rowsHolding(index: PlatformSearchIndex, scratch: Scratch, keys: readonly number[]): Int32Array {
  // A row already met, or one that left, is marked in `seen` and not taken.
  const seen = scratch.rows();
  const postings = index.keys;
  const live = index.live;
  const distinct = new Set(keys);
  const out = new Int32Array(postingCount(postings, distinct));
  let length = 0;
  const take = (r: number) => {
    if (seen[r] || !live[r]) return;
    seen[r] = 1;
    out[length++] = r;
  };
  for (const key of distinct) {
    const slot = postings.slots.get(key);
    if (slot !== undefined) for (let i = postings.from[slot]!, end = postings.from[slot + 1]!; i < end; i++) take(postings.rows[i]!);
    const added = postings.added.get(key);
    if (added) for (const r of added) take(r);
  }
  return out.subarray(0, length);
}

function marked(index: PlatformSearchIndex, scratch: Scratch, keys: readonly number[]): Uint8Array {
  const rows = scratch.rows();
  markRows(index, index.keys, keys, rows);
  return rows;
}

/** textRankSql's points of a unit: the best alternative's mean (RANKING.indoorOutdoor for the indoor/outdoor synonym). */
function unitPoints(state: UnitState, r: number): number {
  let best = Number.NEGATIVE_INFINITY;
  for (const alt of state.alternatives) {
    let sum = 0;
    for (const p of alt.points) sum += p[r]!;
    // textRankSql's (sum / n) * weight, in the same order.
    const mean = alt.weight === 1 ? sum / alt.points.length : (sum / alt.points.length) * alt.weight;
    if (mean > best) best = mean;
  }
  if (state.indoorOutdoor) {
    const io = state.indoorOutdoor[r] === 1 ? RANKING.indoorOutdoor : 0;
    if (io > best) best = io;
  }
  return best === Number.NEGATIVE_INFINITY ? 0 : best;
}

/** The most the similarity adds to the points (textRankSql: RANKING.similarity x a similarity of at most 1, the company's share included). */
function similarityBound(): number {
  return RANKING.similarity * Math.max(1, RANKING.companySimilarity);
}

/**
 * textRankSql's score of row r from its units' points: plus RANKING.similarity x the similarity of its
 * title, or RANKING.companySimilarity x its company name's.
 */
function fullScore(index: PlatformSearchIndex, r: number, points: number, similarityOf: (text: number) => number): number {
  const title = similarityOf(index.titleText[r]!);
  const companyShare = RANKING.companySimilarity;
  const company = title >= 1 && companyShare <= 1 ? 0 : similarityOf(index.companyText[r]!);
  return points + RANKING.similarity * Math.max(title, companyShare * company);
}

/**
 * The most rows a text-less page of a known result walks instead of a pass over every row: about 0.2 ms
 * of checks, against a pass over the 316k rows of a platform at 1M activities.
 */
const WALK_STEPS_MAX = 20_000;

/** Whether row r admits the search's number of persons and age and has its setting (null, -1: no condition). */
function meetsRanges(index: PlatformSearchIndex, r: number, personCount: number | null, age: number | null, geo: number): boolean {
  if (personCount !== null) {
    if (index.personsMin[r] !== NONE && index.personsMin[r]! > personCount) return false;
    if (index.personsMax[r] !== NONE && index.personsMax[r]! < personCount) return false;
  }
  if (age !== null) {
    if (index.minimumAge[r] !== NONE && index.minimumAge[r]! > age) return false;
    if (index.maximumAge[r] !== NONE && index.maximumAge[r]! < age) return false;
  }
  return geo === -1 || index.geographicLocation[r] === geo;
}

/**
 * How many of the selected groups row r holds no selected filter of (readSearch's `missing`); `missing`
 * (one entry per group) is left marking them.
 */
function groupsMissed(index: PlatformSearchIndex, r: number, groupCount: number, slotSelected: Uint8Array, slotGroup: Int32Array, missing: Uint8Array): number {
  if (groupCount === 0) return 0;
  missing.fill(1);
  const to = index.filterStart[r + 1]!;
  for (let i = index.filterStart[r]!; i < to; i++) {
    const slot = index.filterSlots[i]!;
    if (slot >= 0 && slotSelected[slot]) missing[slotGroup[slot]!] = 0;
  }
  let missed = 0;
  for (let g = 0; g < groupCount; g++) missed += missing[g]!;
  return missed;
}

/** Answers a search from the index: readSearch's result set, total, counts and page, without PostgreSQL. */
export function searchIndex(index: PlatformSearchIndex, search: IndexSearch): IndexAnswer {
  const scratch = scratchOf(index);
  try {
    return searchWith(index, scratch, search);
  } finally {
    scratch.release();
  }
}

function searchWith(index: PlatformSearchIndex, scratch: Scratch, search: IndexSearch): IndexAnswer {
  // Rows placed (live or not: the arrays' range) and rows live (the orders' length).
  const n = index.size;
  const liveCount = index.liveCount;
  const catalogue = index.catalogue;
  // The selection by group (readSearch's `selection`): only filters of this platform.
  const slotOf = new Map(catalogue.map((f, slot) => [f.id, slot]));
  const byGroup = new Map<number, number[]>();
  for (const id of new Set(search.selected)) {
    const slot = slotOf.get(id);
    if (slot === undefined) continue;
    const ids = byGroup.get(catalogue[slot]!.groupId) ?? [];
    ids.push(id);
    byGroup.set(catalogue[slot]!.groupId, ids);
  }
  const groupIds = [...byGroup.keys()].sort((x, y) => x - y);
  const groups = groupIds.map((g) => byGroup.get(g)!.sort((x, y) => x - y));
  // Per catalogue slot: the number of its selected group (-1: its group has no selection) and whether it is selected.
  const slotGroup = new Int32Array(catalogue.length).fill(-1);
  const slotSelected = new Uint8Array(catalogue.length);
  catalogue.forEach((f, slot) => {
    slotGroup[slot] = groupIds.indexOf(f.groupId);
  });
  for (const ids of groups) for (const id of ids) slotSelected[slotOf.get(id)!] = 1;
  const window = search.offset + search.limit;
  const pc = search.personCount;
  const age = search.minimumAge;
  const geo = search.geographicLocation === null ? -1 : GEOGRAPHIC_LOCATIONS.indexOf(search.geographicLocation as (typeof GEOGRAPHIC_LOCATIONS)[number]);
  const missing = new Uint8Array(groups.length);

  // A text-less page of a known result: the walk meets about window x n / total rows.
  const knownTotal = search.knownTotal ?? null;
  if (
    knownTotal !== null &&
    knownTotal > 0 &&
    !search.counts &&
    !search.units?.length &&
    search.order !== 'relevance' &&
    (window * liveCount) / knownTotal <= WALK_STEPS_MAX
  ) {
    const places = search.places.map((keys) => marked(index, scratch, keys));
    const accepts = (r: number) => {
      for (const place of places) if (!place[r]) return false;
      return meetsRanges(index, r, pc, age, geo) && groupsMissed(index, r, groups.length, slotSelected, slotGroup, missing) === 0;
    };
    const page = firstAlong(orderWalk(index, search), accepts, window);
    return { ids: page.slice(search.offset, window).map((r) => index.ids[r]!), total: knownTotal, counts: null, groups, textTotal: null };
  }

  // A broad search by relevance whose counts are known: its rows and scores may be kept from before.
  const rankingKey =
    search.order === 'relevance' && search.units?.length && !search.counts
      ? JSON.stringify([search.units, search.folded, search.places, search.personCount, search.minimumAge, search.geographicLocation, groups])
      : null;
  const kept = rankingKey === null ? undefined : rankingOf(index, rankingKey);
  if (kept)
    return {
      ids: pageByRelevance(index, kept, kept.similarityOf, search, window)
        .slice(search.offset, window)
        .map((r) => index.ids[r]!),
      total: kept.rows.length,
      counts: null,
      groups,
      textTotal: null,
    };

  // The rows to look at: with text, those of the first unit's keys; otherwise all.
  const units = search.units?.map((unit) => prepareUnit(index, scratch, unit)) ?? null;
  // The rows to look at: the fewest of those holding a key of the first unit's words or of a place, and
  // without counts (a known summary) of a selected group; every condition is checked on each of them
  // below. With counts, a row missing one group still counts for that group. Without any, all rows.
  // Every row the text finds holds a key of its first unit (of each alternative's first word, or an
  // indoor/outdoor synonym).
  const textKeys =
    search.units && search.units.length ? [...search.units[0]!.alternatives.flatMap((alt) => alt[0]?.all ?? []), ...search.units[0]!.indoorOutdoor] : null;
  const firstKeys = fewestRows(index, [
    ...(textKeys ? [textKeys] : []),
    ...search.places,
    ...(search.counts ? [] : groups.map((ids) => ids.map((id) => FILTER_KEY_BASE + id))),
  ]);
  const rows = firstKeys ? rowsHolding(index, scratch, firstKeys) : null;
  const places = search.places.map((keys) => marked(index, scratch, keys));
  const counts = search.counts ? new Int32Array(catalogue.length) : null;
  const inResult = scratch.rows();
  const filterStart = index.filterStart;
  const filterSlots = index.filterSlots;
  let total = 0;
  const count = rows ? rows.length : n;
  const matched = units?.map((unit) => unit.matched) ?? [];
  const live = index.live;
  // Over the text's own rows, those the text finds are counted as they pass its check (textTotal).
  const passCountsText = textKeys !== null && firstKeys === textKeys;
  let textTotal = 0;
  // The commonest searches (text alone, or with a place) check nothing else per row: one short loop.
  if (matched.length + places.length === 1 && pc === null && age === null && geo === -1 && groups.length === 0 && !counts && rows) {
    const only = matched[0] ?? places[0]!;
    for (let k = 0; k < count; k++) {
      const r = rows[k]!;
      if (only[r]) {
        inResult[r] = 1;
        total++;
      }
    }
    // The text is the only condition (or there is none).
    textTotal = total;
  } else
    rows: for (let k = 0; k < count; k++) {
      const r = rows ? rows[k]! : k;
      if (!live[r]) continue;
      for (let u = 0; u < matched.length; u++) if (!matched[u]![r]) continue rows;
      if (passCountsText) textTotal++;
      for (const place of places) if (!place[r]) continue rows;
      if (!meetsRanges(index, r, pc, age, geo)) continue;
      const missed = groupsMissed(index, r, groups.length, slotSelected, slotGroup, missing);
      if (counts) {
        // A filter's count ignores its own group's selection: every other group's must hold.
        const from = filterStart[r]!;
        const to = filterStart[r + 1]!;
        if (missed === 0) {
          for (let i = from; i < to; i++) if (filterSlots[i]! >= 0) counts[filterSlots[i]!]!++;
        } else if (missed === 1) {
          const missedGroup = missing.indexOf(1);
          for (let i = from; i < to; i++) if (filterSlots[i]! >= 0 && slotGroup[filterSlots[i]!] === missedGroup) counts[filterSlots[i]!]!++;
        }
      }
      if (missed === 0) {
        inResult[r] = 1;
        total++;
      }
    }

  const page =
    search.order === 'relevance' && units?.length && rows
      ? relevancePage(index, scratch, units, search, rows, inResult, total, rankingKey, window)
      : search.order === 'createdAt'
        ? firstAlong(orderWalk(index, search), (r) => inResult[r] === 1, window)
        : shufflePage(index, rows, inResult, total, shuffleStart(index, search), search.descending, window);
  return {
    ids: page.slice(search.offset, window).map((r) => index.ids[r]!),
    total,
    counts: counts ? catalogue.map((f, slot) => ({ filterId: f.id, count: counts[slot]! })) : null,
    groups,
    textTotal: textKeys === null ? null : passCountsText ? textTotal : total === 0 ? rowsMatchingAll(index, scratch, textKeys, matched) : null,
  };
}

/** How many live rows holding a key of `keys` are marked in every one of `matched`. */
function rowsMatchingAll(index: PlatformSearchIndex, scratch: Scratch, keys: readonly number[], matched: readonly Uint8Array[]): number {
  const rows = rowsHolding(index, scratch, keys);
  let found = 0;
  rows: for (let k = 0; k < rows.length; k++) {
    const r = rows[k]!;
    for (let u = 0; u < matched.length; u++) if (!matched[u]![r]) continue rows;
    found++;
  }
  return found;
}

/**
 * Where the shuffle (shuffledOrder) starts in byRandomKey: descending, the last row with a key at or
 * below the seed (then down, then from the top); ascending, the first at or above it (then up, then
 * from the bottom). Equal keys keep the id order of shuffledOrder, which byRandomKey holds.
 */
function shuffleStart(index: PlatformSearchIndex, search: IndexSearch): number {
  const order = index.byRandomKey;
  const keys = index.randomKeys;
  // The first position whose key is above the seed (descending) or at or above it (ascending).
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const key = keys[order[mid]!]!;
    if (search.descending ? key <= search.seed : key < search.seed) lo = mid + 1;
    else hi = mid;
  }
  return search.descending ? lo - 1 : lo;
}

/**
 * The shuffle's first `window` rows of the result. Walking byRandomKey finds them in about window x n /
 * total steps; a narrow result among known candidate rows (a place's or a word's) is cheaper to sort by
 * each row's distance along that walk (a city's 27 results of 316k rows: 175k steps against a pass over
 * the city's rows). Both give the same rows in the same order.
 */
function shufflePage(
  index: PlatformSearchIndex,
  rows: Int32Array | null,
  inResult: Uint8Array,
  total: number,
  start: number,
  descending: boolean,
  window: number,
): number[] {
  const n = index.liveCount;
  if (!rows || total === 0 || window <= 0 || rows.length + total * 8 >= (window * n) / total) {
    return firstAlong({ order: index.byRandomKey, start, step: descending ? -1 : 1 }, (r) => inResult[r] === 1, window);
  }
  const from = ((start % n) + n) % n;
  const rank = index.randomRank;
  const found: number[] = [];
  const walks: number[] = [];
  for (let k = 0; k < rows.length; k++) {
    const r = rows[k]!;
    if (!inResult[r]) continue;
    found.push(r);
    walks.push(descending ? (from - rank[r]! + n) % n : (rank[r]! - from + n) % n);
  }
  const order = found.map((_, i) => i).sort((x, y) => walks[x]! - walks[y]!);
  return order.slice(0, window).map((i) => found[i]!);
}

/** A text-less order as a walk: row numbers in order, where the search starts and which way it goes. */
interface OrderWalk {
  order: Int32Array;
  start: number;
  step: 1 | -1;
}

/** Creation order from the newest (descending) or oldest end; the shuffle from the search's seed. */
function orderWalk(index: PlatformSearchIndex, search: IndexSearch): OrderWalk {
  const step = search.descending ? -1 : 1;
  return search.order === 'createdAt'
    ? { order: index.byCreated, start: search.descending ? index.byCreated.length - 1 : 0, step }
    : { order: index.byRandomKey, start: shuffleStart(index, search), step };
}

/** Walks the order from its start, wrapping once round, and returns the first `window` rows it accepts. */
function firstAlong({ order, start, step }: OrderWalk, accepts: (r: number) => boolean, window: number): number[] {
  const out: number[] = [];
  const n = order.length;
  let position = ((start % n) + n) % n;
  for (let walked = 0; walked < n && out.length < window; walked++) {
    const r = order[position]!;
    if (accepts(r)) out.push(r);
    position += step;
    if (position === n) position = 0;
    else if (position < 0) position = n - 1;
  }
  return out;
}

/**
 * The best `window` rows by score, ties to the row met first on the shuffle's walk: a min-heap whose
 * root is the weakest held (lowest score, then latest on the walk).
 */
class BestRows {
  private readonly rows: Int32Array;
  private readonly scores: Float64Array;
  private readonly walks: Int32Array;
  private readonly window: number;
  size = 0;
  constructor(window: number) {
    this.window = window;
    this.rows = new Int32Array(window);
    this.scores = new Float64Array(window);
    this.walks = new Int32Array(window);
  }
  get full(): boolean {
    return this.size === this.window;
  }
  /** Whether a row of this score met at this point of the walk would enter (the heap is full). */
  beats(score: number, walk: number): boolean {
    return score > this.scores[0]! || (score === this.scores[0]! && walk < this.walks[0]!);
  }
  /** Adds a row: while not full, always; when full, call only for a row that beats the weakest. */
  add(row: number, score: number, walk: number): void {
    const { rows, scores, walks } = this;
    let i: number;
    if (this.size < this.window) {
      i = this.size++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!(score < scores[parent]! || (score === scores[parent]! && walk > walks[parent]!))) break;
        rows[i] = rows[parent]!;
        scores[i] = scores[parent]!;
        walks[i] = walks[parent]!;
        i = parent;
      }
    } else {
      i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= this.size) break;
        const r = l + 1;
        const weakerChild = r < this.size && (scores[r]! < scores[l]! || (scores[r] === scores[l] && walks[r]! > walks[l]!)) ? r : l;
        if (!(scores[weakerChild]! < score || (scores[weakerChild] === score && walks[weakerChild]! > walk))) break;
        rows[i] = rows[weakerChild]!;
        scores[i] = scores[weakerChild]!;
        walks[i] = walks[weakerChild]!;
        i = weakerChild;
      }
    }
    rows[i] = row;
    scores[i] = score;
    walks[i] = walk;
  }
  /** The rows held, best first. */
  sorted(): number[] {
    const slots = Array.from({ length: this.size }, (_, i) => i);
    slots.sort((i, j) => this.scores[j]! - this.scores[i]! || this.walks[i]! - this.walks[j]!);
    return slots.map((i) => this.rows[i]!);
  }
}

/** Where the relevance walk starts (shuffleStart, within the platform's rows). */
function walkStart(index: PlatformSearchIndex, search: IndexSearch): number {
  const n = index.liveCount;
  return (((shuffleStart(index, search) % n) + n) % n) | 0;
}

/** A result's rows (in no particular order) with their units' points. */
interface RankedRows {
  rows: Int32Array;
  points: Float64Array;
}

/**
 * A broad search by relevance, kept per query for its next pages and other visitors (any seed or
 * direction): its rows with their units' points, and the similarities of the titles and company names
 * computed so far, so that a page is one pass over the rows instead of the keys' postings, the conditions
 * and the points again. Kept from the first search with known counts whose result holds at least
 * `minRows` rows, per index (so per search data version); the least recently used are dropped beyond
 * `maxBytes`.
 */
interface Ranking extends RankedRows {
  similarityOf: (text: number) => number;
  bytes: number;
}

/** Tests lower `minRows` to keep the rankings of the small demo catalogue. */
export const rankingSettings = { minRows: 5_000, maxBytes: 32_000_000 };

interface HeldRankings {
  entries: Map<string, Ranking>;
  bytes: number;
}

function rankingOf(index: PlatformSearchIndex, key: string): Ranking | undefined {
  const held = index.kept.rankings;
  const ranking = held.entries.get(key);
  if (ranking) {
    // Most recently used last.
    held.entries.delete(key);
    held.entries.set(key, ranking);
  }
  return ranking;
}

function keepRanking(index: PlatformSearchIndex, key: string, ranking: Ranking): Ranking {
  const held = index.kept.rankings;
  held.entries.set(key, ranking);
  held.bytes += ranking.bytes;
  for (const [oldKey, old] of held.entries) {
    if (held.bytes <= rankingSettings.maxBytes || old === ranking) break;
    held.entries.delete(oldKey);
    held.bytes -= old.bytes;
  }
  return ranking;
}

/** The page of a search by relevance, from its result's rows and points (kept when the search is broad and its counts known). */
function relevancePage(
  index: PlatformSearchIndex,
  scratch: Scratch,
  units: UnitState[],
  search: IndexSearch,
  rows: Int32Array,
  inResult: Uint8Array,
  total: number,
  rankingKey: string | null,
  window: number,
): number[] {
  const pointsOf = rowPoints(units);
  const ranked = new Int32Array(total);
  const points = new Float64Array(total);
  let at = 0;
  for (let k = 0; k < rows.length; k++) {
    const r = rows[k]!;
    if (!inResult[r]) continue;
    ranked[at] = r;
    points[at++] = pointsOf(r);
  }
  const result = { rows: ranked.subarray(0, at), points: points.subarray(0, at) };
  if (rankingKey === null || total < rankingSettings.minRows) return pageByRelevance(index, result, scratch.similarities(index, search.folded), search, window);
  // word_similarity per text id (NaN: not computed yet); float4 values, so a Float32Array holds them exactly.
  const similarity = new Float32Array(index.texts.length).fill(Number.NaN);
  const query = prepareSimilarityQuery(search.folded);
  const similarityOf = (text: number) => {
    let value = similarity[text]!;
    if (Number.isNaN(value)) similarity[text] = value = wordSimilarity(query, index.texts[text]!);
    return value;
  };
  const ranking = keepRanking(index, rankingKey, { ...result, similarityOf, bytes: ranked.byteLength + points.byteLength + similarity.byteLength });
  return pageByRelevance(index, ranking, similarityOf, search, window);
}

/**
 * By relevance (textRankSql DESC, then the shuffle): the best `window` rows by points plus similarity,
 * ties to the row met first on the shuffle's walk (its position from byRandomKey and the seed). A row
 * scores at most its points + similarityBound(), so the similarity (the costly part) is computed only for rows that
 * could still enter, and once per distinct title or company text: a broad word computes a few hundred
 * similarities instead of 88k.
 */
function pageByRelevance(
  index: PlatformSearchIndex,
  result: RankedRows,
  similarityOf: (text: number) => number,
  search: IndexSearch,
  window: number,
): number[] {
  if (window <= 0) return [];
  const n = index.liveCount;
  const start = walkStart(index, search);
  const rank = index.randomRank;
  const descending = search.descending;
  const { rows, points } = result;
  const bound = similarityBound();
  const best = new BestRows(window);
  for (let k = 0; k < rows.length; k++) {
    const r = rows[k]!;
    let walk = descending ? start - rank[r]! : rank[r]! - start;
    if (walk < 0) walk += n;
    // At best it ties the weakest held at points + bound, and then wins only if met earlier on the walk.
    if (best.full && !best.beats(points[k]! + bound, walk)) continue;
    const score = fullScore(index, r, points[k]!, similarityOf);
    if (!best.full || best.beats(score, walk)) best.add(r, score, walk);
  }
  return best.sorted();
}

/** textRankSql's points of a row: per unit its best alternative's, summed. */
function rowPoints(units: UnitState[]): (r: number) => number {
  // The common unit, one word without alternatives, reads its points straight from the word's array.
  const single = units.map((unit) =>
    unit.alternatives.length === 1 && unit.alternatives[0]!.points.length === 1 && unit.alternatives[0]!.weight === 1 && !unit.indoorOutdoor
      ? unit.alternatives[0]!.points[0]!
      : null,
  );
  const onlyPoints = units.length === 1 ? single[0]! : null;
  return (r) => {
    if (onlyPoints) return onlyPoints[r]!;
    let sum = 0;
    for (let u = 0; u < units.length; u++) sum += single[u] ? single[u]![r]! : unitPoints(units[u]!, r);
    return sum;
  };
}

/**
 * Suggestions while typing (suggestions.server.ts): the ids of the best `limit` activities for the text
 * by the search's relevance, one per title (the best of each folded title), ties by the unseeded shuffle
 * (random_key DESC, id DESC). Every match is ranked, not a first few hundred.
 */
export function bestPerTitle(index: PlatformSearchIndex, units: TextUnit[], folded: string, limit: number): number[] {
  if (units.length === 0 || limit <= 0) return [];
  const scratch = scratchOf(index);
  try {
    const n = index.liveCount;
    const states = units.map((unit) => prepareUnit(index, scratch, unit));
    const rows = rowsHolding(index, scratch, [...units[0]!.alternatives.flatMap((alt) => alt[0]?.all ?? []), ...units[0]!.indoorOutdoor]);
    const similarityOf = scratch.similarities(index, folded);
    const bound = similarityBound();
    const generation = scratch.generation;
    // Per title: its best row by (score, then first on the walk from the top of byRandomKey).
    const best = scratch.perText();
    const titles: number[] = [];
    rows: for (let k = 0; k < rows.length; k++) {
      const r = rows[k]!;
      for (const state of states) if (!state.matched[r]) continue rows;
      let points = 0;
      for (const state of states) points += unitPoints(state, r);
      const walk = n - 1 - index.randomRank[r]!;
      const title = index.titleText[r]!;
      const held = best.generation[title] === generation;
      // A title's rows share the title's similarity; the company's may differ.
      const upper = points + bound;
      if (held && (upper < best.score[title]! || (upper === best.score[title] && walk > best.walk[title]!))) continue;
      const score = fullScore(index, r, points, similarityOf);
      if (!held) {
        best.generation[title] = generation;
        titles.push(title);
      } else if (score < best.score[title]! || (score === best.score[title] && walk > best.walk[title]!)) continue;
      best.score[title] = score;
      best.walk[title] = walk;
      best.row[title] = r;
    }
    return titles
      .sort((x, y) => best.score[y]! - best.score[x]! || best.walk[x]! - best.walk[y]!)
      .slice(0, limit)
      .map((title) => index.ids[best.row[title]!]!);
  } finally {
    scratch.release();
  }
}

/** Why a full build ran: the first, a bulk change, a compaction, a missed or lagging notification, or no follower. */
export type SearchIndexBuildReason = 'start' | 'bulk' | 'compaction' | 'missed-notifications' | 'lagging' | 'stale';

interface RegistryEntry {
  platformId: number;
  index: PlatformSearchIndex | null;
  /** Not following changes (no listener on this handle): the index answered for an older version than the database's; rebuild before using it again. */
  stale: boolean;
  building: boolean;
  /** No build starts before this time (ms). */
  nextBuildAt: number;
  /** Activities named by changes not applied yet, the highest version among those changes, and whether the catalogue changed. */
  pending: Set<number>;
  pendingVersion: string | null;
  pendingCatalogue: boolean;
  applying: boolean;
  /** While a build runs, what changes named since it started: applied to the new index once it is in. */
  sinceBuild: { ids: Set<number>; version: string | null; catalogue: boolean; bulk: boolean } | null;
  /** Since when (ms) this process knows of a change the index does not hold yet (null: none). */
  behindSince: number | null;
}

/**
 * After a build of d ms the next one waits 10 x d: a catalogue that changes in bulk every second rebuilds
 * a 1M index (a few seconds) about once a minute and PostgreSQL answers in between; the demo's rebuilds
 * (milliseconds) follow every change at once.
 */
const BUILD_PAUSE_FACTOR = 10;
/** After a failed build (the database away, say). */
const FAILED_BUILD_PAUSE_MS = 30_000;
/**
 * A following process whose index lags the database this long with no change of its own to apply has
 * missed a notification (a listener reconnecting loses those sent meanwhile): it builds anew.
 */
const LAG_REBUILD_MS = 5_000;

/** What the index did and how often PostgreSQL answered instead, for /metrics (server/metrics.ts). */
export interface SearchIndexCounters {
  fullBuilds: Record<SearchIndexBuildReason, number>;
  failedBuilds: number;
  incrementalApplies: number;
  appliedActivities: number;
  /** Searches PostgreSQL answered although the index is on: no index yet, the index behind the data, or a search it does not answer. */
  fallbacks: Record<SearchFallbackReason, number>;
}
export type SearchFallbackReason = 'no-index' | 'behind' | 'unsupported';

/** The log lines of index builds and changes (pino's shape; server/main.ts passes its logger). */
export interface SearchIndexLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Each handle's platform indexes, shared with every other copy of this module in the process (server/main.ts
 * builds them from source, the pages search through the server build's copy: db/per-handle.ts).
 */
interface HandleIndexes {
  /** Every search on this handle reads PostgreSQL (SEARCH_INDEX=false). */
  switchedOff: boolean;
  /** A listener applies the search_changes notifications to the indexes (followSearchChanges). */
  following: boolean;
  log: SearchIndexLog | null;
  platforms: Map<number, RegistryEntry>;
  counters: SearchIndexCounters;
}
const indexesOf = (db: Database) =>
  perHandle<HandleIndexes>('search-indexes', db, () => ({
    switchedOff: false,
    following: false,
    log: null,
    platforms: new Map(),
    counters: {
      fullBuilds: { start: 0, bulk: 0, compaction: 0, 'missed-notifications': 0, lagging: 0, stale: 0 },
      failedBuilds: 0,
      incrementalApplies: 0,
      appliedActivities: 0,
      fallbacks: { 'no-index': 0, behind: 0, unsupported: 0 },
    },
  }));

/** Every search on this handle reads PostgreSQL only (the operator's SEARCH_INDEX=false: memory to spare). */
export function switchOffSearchIndex(db: Database): void {
  indexesOf(db).switchedOff = true;
}

function entryFor(db: Database, platformId: number): RegistryEntry {
  const registry = indexesOf(db).platforms;
  let entry = registry.get(platformId);
  if (!entry) {
    entry = {
      platformId,
      index: null,
      stale: false,
      building: false,
      nextBuildAt: 0,
      pending: new Set(),
      pendingVersion: null,
      pendingCatalogue: false,
      applying: false,
      sinceBuild: null,
      behindSince: null,
    };
    registry.set(platformId, entry);
  }
  return entry;
}

/** The higher of two search data versions (decimal text of a bigint; null: none). */
function laterVersion(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return BigInt(a) >= BigInt(b) ? a : b;
}

/**
 * Builds the platform's index and puts it in use; the index in use meanwhile stays in use. What changes
 * commit while the rows are read is applied to the new index afterwards (the rows of now: applying a
 * change the build already read does no harm).
 */
async function build(db: Database, entry: RegistryEntry, reason: SearchIndexBuildReason): Promise<PlatformSearchIndex> {
  const handle = indexesOf(db);
  entry.building = true;
  entry.sinceBuild = { ids: new Set(), version: null, catalogue: false, bulk: false };
  const started = Date.now();
  try {
    const index = await buildSearchIndex(db, entry.platformId);
    const since = entry.sinceBuild;
    entry.nextBuildAt = Date.now() + BUILD_PAUSE_FACTOR * (Date.now() - started);
    handle.counters.fullBuilds[reason]++;
    handle.log?.info({ platformId: entry.platformId, reason, rows: index.liveCount, bytes: index.bytes, ms: Date.now() - started }, 'search index built');
    entry.index = index;
    entry.stale = false;
    for (const id of since.ids) entry.pending.add(id);
    entry.pendingCatalogue ||= since.catalogue;
    entry.pendingVersion = laterVersion(entry.pendingVersion, since.version);
    if (entry.pending.size === 0 && !entry.pendingCatalogue) entry.behindSince = null;
    entry.sinceBuild = null;
    entry.building = false;
    if (since.bulk) startBuild(db, entry, 'bulk');
    else void applyPending(db, entry);
    return index;
  } catch (error) {
    entry.sinceBuild = null;
    entry.building = false;
    entry.nextBuildAt = Date.now() + FAILED_BUILD_PAUSE_MS;
    handle.counters.failedBuilds++;
    handle.log?.warn({ err: error, platformId: entry.platformId, reason }, 'search index build failed; PostgreSQL answers until the next one');
    throw error;
  }
}

/** Starts a full build in the background (once at a time). */
function startBuild(db: Database, entry: RegistryEntry, reason: SearchIndexBuildReason): void {
  if (entry.building) return;
  // A failure is counted and logged by build().
  build(db, entry, reason).catch(() => {});
}

/**
 * The platform's index when it is current as far as this process knows; otherwise null, and a build
 * starts in the background (once at a time, paced by BUILD_PAUSE_FACTOR). An index that is only applying
 * a change is current: a page it answers is checked against the database's version (search.server.ts).
 */
export function currentSearchIndex(db: Database, platformId: number): PlatformSearchIndex | null {
  const handle = indexesOf(db);
  if (handle.switchedOff) return null;
  const entry = entryFor(db, platformId);
  if (entry.index && !entry.stale) return entry.index;
  if (!entry.building && Date.now() >= entry.nextBuildAt) startBuild(db, entry, entry.index ? 'stale' : 'start');
  return null;
}

/**
 * A search found the database at another version than `index`. Following changes, the index catches up
 * by itself (a notification is on its way), unless it has lagged LAG_REBUILD_MS with nothing to apply: a
 * notification was missed, and it is built anew. Not following, it is not used again until rebuilt.
 */
export function markSearchIndexStale(db: Database, index: PlatformSearchIndex): void {
  const handle = indexesOf(db);
  const entry = entryFor(db, index.platformId);
  if (entry.index !== index) return;
  if (!handle.following) {
    entry.stale = true;
    return;
  }
  const now = Date.now();
  entry.behindSince ??= now;
  if (now - entry.behindSince > LAG_REBUILD_MS && entry.pending.size === 0 && !entry.applying && !entry.building) {
    entry.behindSince = now;
    startBuild(db, entry, 'lagging');
  }
}

/** A search PostgreSQL answered although the index is on (for /metrics). */
export function noteSearchFallback(db: Database, reason: SearchFallbackReason): void {
  const handle = indexesOf(db);
  if (!handle.switchedOff) handle.counters.fallbacks[reason]++;
}

/** Builds the platform's index now and keeps it (tests, and a server that wants it before the first search). */
export async function warmSearchIndex(db: Database, platformId: number): Promise<PlatformSearchIndex> {
  return build(db, entryFor(db, platformId), 'start');
}

/** A `search_changes` notification (drizzle/0018): one committed transaction's change of one platform. */
interface SearchChangeNotification {
  platformId: number;
  version: string;
  ids: number[];
  bulk: boolean;
  catalogue: boolean;
}

/** Notes a committed change for the platform's index and applies it soon (changes arriving meanwhile go with it). */
export function noteSearchChange(db: Database, change: SearchChangeNotification): void {
  const entry = entryFor(db, change.platformId);
  if (entry.sinceBuild) {
    for (const id of change.ids) entry.sinceBuild.ids.add(id);
    entry.sinceBuild.version = laterVersion(entry.sinceBuild.version, change.version);
    entry.sinceBuild.catalogue ||= change.catalogue;
    entry.sinceBuild.bulk ||= change.bulk;
  }
  if (!entry.index) return;
  entry.behindSince ??= Date.now();
  if (change.bulk) {
    // Too many rows to place one by one: a fresh build, while PostgreSQL answers (the index's version is behind).
    entry.pending.clear();
    entry.pendingCatalogue = false;
    entry.pendingVersion = null;
    startBuild(db, entry, 'bulk');
    return;
  }
  for (const id of change.ids) entry.pending.add(id);
  entry.pendingCatalogue ||= change.catalogue;
  entry.pendingVersion = laterVersion(entry.pendingVersion, change.version);
  void applyPending(db, entry);
}

/**
 * Applies the pending changes to the index, one read at a time: the current activity_search rows of the
 * named activities (and the catalogue when it changed), in one snapshot. Changes noted while it reads
 * are applied by the next round. A failed read leaves the index behind; a build follows.
 */
async function applyPending(db: Database, entry: RegistryEntry): Promise<void> {
  // During a build the index in use keeps following; the build's own index gets these changes again.
  if (entry.applying) return;
  const handle = indexesOf(db);
  entry.applying = true;
  try {
    while (entry.index && (entry.pending.size > 0 || entry.pendingCatalogue || entry.pendingVersion !== null)) {
      const ids = [...entry.pending];
      const catalogueChanged = entry.pendingCatalogue;
      const version = entry.pendingVersion;
      entry.pending.clear();
      entry.pendingCatalogue = false;
      entry.pendingVersion = null;
      const { rows, catalogue } = await db.transaction(
        async (tx) => ({
          rows: ids.length
            ? await queryRows<RawRow>(
                tx,
                sql`SELECT ${ROW_COLUMNS} FROM activity_search a WHERE a.platform_id = ${entry.platformId} AND a.id = ANY(${`{${ids.join(',')}}`}::int[])`,
              )
            : [],
          catalogue: catalogueChanged ? await readCatalogue(tx, entry.platformId) : null,
        }),
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      const index = entry.index;
      if (!index) break;
      applySearchIndexChange(index, { ids, rows, catalogue, version: laterVersion(index.version, version)! });
      handle.counters.incrementalApplies++;
      handle.counters.appliedActivities += ids.length;
      if (wantsCompaction(index)) startBuild(db, entry, 'compaction');
    }
    if (entry.pending.size === 0 && !entry.pendingCatalogue) entry.behindSince = null;
  } catch (error) {
    handle.log?.warn({ err: error, platformId: entry.platformId }, 'search index change not applied; building the index anew');
    startBuild(db, entry, 'missed-notifications');
  } finally {
    entry.applying = false;
  }
}

/** What /metrics shows of the indexes of a handle: per platform rows, bytes and seconds behind; the counters. */
export function searchIndexStats(db: Database): {
  platforms: { platformId: number; rows: number; bytes: number; secondsBehind: number; version: string | null }[];
  counters: SearchIndexCounters;
} {
  const handle = indexesOf(db);
  const now = Date.now();
  return {
    platforms: [...handle.platforms.values()].map((entry) => ({
      platformId: entry.platformId,
      rows: entry.index?.liveCount ?? 0,
      bytes: entry.index?.bytes ?? 0,
      secondsBehind: entry.behindSince === null ? 0 : (now - entry.behindSince) / 1000,
      version: entry.index?.version ?? null,
    })),
    counters: handle.counters,
  };
}

/**
 * Follows the search_changes notifications of drizzle/0018 on this handle: each process applies every
 * committed change (its own and other processes') to its indexes by the changed ids, and builds anew only
 * when its listener missed notifications (a reconnect). Answers a function that stops following.
 */
export async function followSearchChanges(handle: DatabaseHandle, log: SearchIndexLog): Promise<() => Promise<void>> {
  const db = handle.db;
  const indexes = indexesOf(db);
  indexes.log = log;
  const stop = await handle.listen(
    'search_changes',
    (payload) => {
      let change: SearchChangeNotification;
      try {
        change = JSON.parse(payload) as SearchChangeNotification;
      } catch (error) {
        log.warn({ err: error }, 'unreadable search change notification');
        return;
      }
      noteSearchChange(db, change);
    },
    () => {
      // Notifications sent while the listener was away are lost: every index is built anew.
      for (const entry of indexes.platforms.values()) if (entry.index) startBuild(db, entry, 'missed-notifications');
    },
  );
  indexes.following = true;
  return async () => {
    indexes.following = false;
    await stop();
  };
}
