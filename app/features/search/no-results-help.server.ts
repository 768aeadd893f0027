import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.server.ts';
import { cachedSummary, readSearchDataVersion, storeSummary } from '../../public-api/search-summary-cache.server.ts';
import { knownTextTotal, resultSetKey, searchActivities, searchActivitiesAt } from './search.server.ts';
import type { ActivityFilterQuery, ActivityList } from '../activities/activities.schemas.ts';
import type { Paging } from '../../public-api/public-api.schemas.ts';
import type { NoResultsHelp } from './no-results-help.types.ts';
import { intArray, unitCondition } from './search-sql.server.ts';
import { type TextKeys, type TextUnit, resolveTextKeys, resolveTextKeysIn } from './search-text.server.ts';
import { editDistance, foldText, queryWords } from './search-text.ts';

/**
 * Help for a search that found nothing (docs/decisions/105): computed only then, by the
 * overview's loader, with the search's own machinery (resolveTextKeys, unitCondition, searchActivities)
 * so that what it offers is exactly what the offered link will find.
 *
 * 1. A corrected query: each word the catalogue does not know is replaced by the closest catalogue word
 *    (title, company, filter or place word) within a looser typo distance than the search allows, or
 *    dropped; a word the search only matched as a typo is written as the word it matched. When the
 *    remaining words still find nothing together, the largest set of them that does is kept (one
 *    statement counts the activities per combination of words).
 * 2. The keyword without the visitor's filters, place, group size, area and age, when those were set.
 * 3. The five categories closest by name to the query's words (trigram similarity, a shared beginning,
 *    or matched by the search as a filter name), else the platform's most used ones.
 *
 * The answer is kept per search data version, as the search's totals are.
 */
export async function noResultsHelp(
  db: Database,
  platformId: number,
  query: ActivityFilterQuery,
  options: { hiddenGroup?: string } = {},
): Promise<NoResultsHelp> {
  const q = (query.genericSearchQuery ?? '').trim();
  const constraints: ActivityFilterQuery = { ...query, genericSearchQuery: null, orderBy: null };
  const key = JSON.stringify(['no-results-help', platformId, foldText(q), resultSetKey(constraints), options.hiddenGroup ?? null]);
  const version = await readSearchDataVersion(db, platformId);
  const known = cachedSummary<NoResultsHelp>(db, key);
  if (known && known.version === version) return known.value;

  const constrained = hasConstraints(constraints);
  // What the search itself counted of its text without the constraints, when it did (knownTextTotal).
  const textTotal = knownTextTotal(db, platformId, query, version);
  const { correction, corrected } = await correctionOf(db, platformId, q, constraints, version, textTotal);
  let unconstrained: NoResultsHelp['unconstrained'] = null;
  if (constrained) {
    const alone = q && textTotal !== null ? textTotal : await totalOf(db, platformId, q || null, null);
    if (alone > 0) unconstrained = { q: q || null, total: alone };
  }

  const { categories, kind } = await closestCategories(db, platformId, correction?.words ?? [], correction?.filterKeys ?? [], options.hiddenGroup ?? null);
  const help: NoResultsHelp = { corrected, closest: closestOf(corrected, constrained), unconstrained, categories, categoriesKind: kind };
  storeSummary(db, key, version, help);
  return help;
}

/**
 * How many public activities a text finds, with the constraints or (null) without them. In the order of
 * their creation: only the total is read, and ranking thousands of matches by relevance would be the
 * whole cost.
 */
async function totalOf(db: Database, platformId: number, text: string | null, constraints: ActivityFilterQuery | null): Promise<number> {
  const query = { ...(constraints ?? {}), genericSearchQuery: text, orderBy: { field: 'createdAt', direction: 'DESC' }, page: 1, limit: 1 } as const;
  return (await searchActivities(db, platformId, query, { counts: false })).total;
}

/**
 * The corrected query with what it finds: with the constraints when it finds anything there, else without
 * them. `textTotal`: what q's words find without the constraints, when the search of q counted it (null:
 * not known).
 */
async function correctionOf(
  db: Database,
  platformId: number,
  q: string,
  constraints: ActivityFilterQuery,
  version: string | null,
  textTotal: number | null,
): Promise<{ correction: Correction | null; corrected: NoResultsHelp['corrected'] }> {
  const correction = q ? await correctQuery(db, platformId, q, version, textTotal) : null;
  if (!correction?.q) return { correction, corrected: null };
  const withConstraints = hasConstraints(constraints) ? await totalOf(db, platformId, correction.q, constraints) : 0;
  if (withConstraints > 0) return { correction, corrected: { q: correction.q, keepsConstraints: true, total: withConstraints } };
  const alone = await totalOf(db, platformId, correction.q, null);
  return { correction, corrected: alone > 0 ? { q: correction.q, keepsConstraints: false, total: alone } : null };
}

/** The closest query: the corrected one when it keeps the constraints (without constraints it keeps them all: there are none). */
function closestOf(corrected: NoResultsHelp['corrected'], constrained: boolean): string | null {
  return corrected && (corrected.keepsConstraints || !constrained) ? corrected.q : null;
}

/**
 * The overview search that almost never answers nothing (docs/decisions/105 "Almost never
 * nothing"): the search itself, and when it finds nothing, the activities of the help's closest query
 * (the best partial match: unknown words corrected or dropped, the largest set of the words that finds
 * activities together, the other constraints kept), with that query in `closest`. The public API answers
 * with it; the overview's loader does the same with the help it shows (journey.server.ts).
 */
export async function searchActivitiesOrClosest(
  db: Database,
  platformId: number,
  query: ActivityFilterQuery & Paging,
  options: { hiddenGroup?: string } = {},
): Promise<ActivityList & { closest: { query: string } | null }> {
  const { list, version } = await searchActivitiesAt(db, platformId, query);
  const q = query.genericSearchQuery?.trim();
  if (list.total > 0 || !q) return { ...list, closest: null };
  const closest = await closestQuery(db, platformId, q, query, version, options);
  if (!closest) return { ...list, closest: null };
  const close = await searchActivities(db, platformId, { ...query, genericSearchQuery: closest });
  return close.total > 0 ? { ...close, closest: { query: closest } } : { ...list, closest: null };
}

/**
 * The help's closest query alone (the list needs no categories), from the help when it is known for this
 * version (the search's: no statement reads it again), else worked out and kept under a key of its own.
 */
async function closestQuery(
  db: Database,
  platformId: number,
  q: string,
  query: ActivityFilterQuery,
  version: string | null,
  options: { hiddenGroup?: string },
): Promise<string | null> {
  const constraints: ActivityFilterQuery = { ...query, genericSearchQuery: null, orderBy: null };
  const help = cachedSummary<NoResultsHelp>(
    db,
    JSON.stringify(['no-results-help', platformId, foldText(q), resultSetKey(constraints), options.hiddenGroup ?? null]),
  );
  if (help && help.version === version) return help.value.closest;
  const key = JSON.stringify(['closest-query', platformId, foldText(q), resultSetKey(constraints)]);
  const known = cachedSummary<string | null>(db, key);
  if (known && known.version === version) return known.value;
  const textTotal = knownTextTotal(db, platformId, query, version);
  const closest = closestOf((await correctionOf(db, platformId, q, constraints, version, textTotal)).corrected, hasConstraints(constraints));
  storeSummary(db, key, version, closest);
  return closest;
}

function hasConstraints(query: ActivityFilterQuery): boolean {
  return Boolean(
    query.filters?.length ||
    query.personCount != null ||
    query.minimumAge != null ||
    query.geographicLocation ||
    query.city != null ||
    query.province != null ||
    query.region != null ||
    query.advancedCitySearch,
  );
}

/** A query as typed, in tokens (separated by spaces), each with its folded words (as queryWords splits them). */
interface Token {
  text: string;
  words: string[];
}

function tokensOf(q: string): Token[] {
  return q
    .split(/\s+/u)
    .filter((text) => text.length > 0)
    .map((text) => ({ text, words: queryWords(text) }))
    .filter((token) => token.words.length > 0);
}

/** Where each unit's words are in the query's word list (units follow the query's order; stop words have none). */
function unitPositions(tokens: readonly Token[], units: readonly TextUnit[]): number[][] {
  const words = tokens.flatMap((token) => token.words);
  const positions: number[][] = [];
  let cursor = 0;
  for (const unit of units) {
    const source = unit.source.split(' ');
    let found: number[] = [];
    for (let i = cursor; i + source.length <= words.length; i += 1) {
      if (source.every((w, k) => words[i + k] === w)) {
        found = source.map((_, k) => i + k);
        cursor = i + source.length;
        break;
      }
    }
    positions.push(found);
  }
  return positions;
}

/**
 * The query written again: a word at a position in `replace` becomes that word (null drops it). A token
 * keeps its own spelling while all its words stay; a token without any word of a kept unit (only stop
 * words, or every word dropped) goes.
 */
function rewrite(tokens: readonly Token[], covered: ReadonlySet<number>, replace: ReadonlyMap<number, string | null>): string {
  const out: string[] = [];
  let at = 0;
  for (const token of tokens) {
    const positions = token.words.map((_, k) => at + k);
    at += token.words.length;
    const kept = positions.filter((p) => covered.has(p) && replace.get(p) !== null);
    if (kept.length === 0) continue;
    if (positions.every((p) => !replace.has(p))) out.push(token.text);
    else out.push(positions.flatMap((p, k) => (replace.has(p) ? (replace.get(p) ?? []) : [token.words[k]!])).join(' '));
  }
  return out.join(' ');
}

/** Whether a unit finds anything at all (some alternative's every word has keys, or an indoor/outdoor synonym). */
function unitMatches(unit: TextUnit): boolean {
  return unit.indoorOutdoor.length > 0 || unit.alternatives.some((alt) => alt.length > 0 && alt.every((term) => term.all.length > 0));
}

/** A one-word unit the search finds only as a typo of catalogue words: shown as the word it meant. */
function typoOnly(unit: TextUnit): boolean {
  const term = unit.alternatives[0]?.length === 1 ? unit.alternatives[0][0] : undefined;
  if (!term || unit.source.includes(' ') || unit.indoorOutdoor.length) return false;
  // Another whole alternative (a split); the related words and parts of a compound rank lower and do not count.
  const other = unit.alternatives.slice(1).some((alt, k) => (unit.weights?.[k + 1] ?? 1) === 1 && alt.every((t) => t.all.length > 0));
  return (
    !other &&
    term.typo.length > 0 &&
    term.exact.length === 0 &&
    term.prefix.length === 0 &&
    term.filterExact.length === 0 &&
    term.filterPrefix.length === 0 &&
    term.groups.length === 0 &&
    term.places.length === 0
  );
}

/**
 * Typing errors allowed for a correction the visitor is shown (and chooses): looser than the search's
 * own (search-text.ts typoAllowance: none below 5 letters, 1 up to 8, 2 from 9) for 4, 7, 8 and 10+
 * letters. Two errors in six letters already turn "bowlen" into "bossen".
 */
export function correctionAllowance(length: number): number {
  return length < 4 ? 0 : length < 7 ? 1 : length < 10 ? 2 : 3;
}

/**
 * The closest catalogue word to each word: title and company words (search_words), the words of filter
 * and filter group names, of synonym terms and of the places that have activities. Candidates by trigram
 * similarity, and (where one swapped letter leaves few trigrams in common) those of the same first
 * letter and about the same length, or longer: a compound whose beginning is the word mistyped
 * ("wjin" -> "wijn" of "wijnproeverij", which the search finds as the start of a word; one error at
 * most). The smallest edit distance within correctionAllowance wins, a whole word before such a beginning.
 */
async function closestWords(db: Database, platformId: number, words: readonly string[]): Promise<Map<string, string>> {
  if (words.length === 0) return new Map();
  const rows = await queryRows<{ word: string; candidates: { word: string; similarity: number }[] | null }>(
    db,
    sql`WITH t AS (SELECT DISTINCT x.word FROM unnest(${textArray(words)}) AS x(word)),
      pool AS MATERIALIZED (${wordPool(platformId)})
    SELECT t.word, (SELECT json_agg(json_build_object('word', c.word, 'similarity', c.similarity)) FROM (
        (SELECT o.word, similarity(o.word, t.word) AS similarity FROM pool o WHERE o.word % t.word ORDER BY o.word <-> t.word, o.word LIMIT 20)
        UNION
        (SELECT o.word, similarity(o.word, t.word) FROM pool o
         WHERE length(t.word) <= 6 AND left(o.word, 1) = left(t.word, 1) AND abs(length(o.word) - length(t.word)) <= 1
         ORDER BY similarity(o.word, t.word) DESC, o.word LIMIT 50)
        UNION
        (SELECT o.word, similarity(o.word, t.word) FROM pool o
         WHERE length(t.word) >= 4 AND left(o.word, 1) = left(t.word, 1) AND length(o.word) > length(t.word) + 1
         ORDER BY similarity(left(o.word, length(t.word)), t.word) DESC, length(o.word), o.word LIMIT 50)) c) AS candidates
    FROM t`,
  );
  const closest = new Map<string, string>();
  for (const row of rows) {
    const typed = row.word;
    const allowed = correctionAllowance(typed.length);
    let best: { word: string; rank: number; similarity: number } | null = null;
    const consider = (word: string, distance: number, penalty: number, similarity: number) => {
      if (word === typed || distance > allowed) return;
      const rank = distance + penalty;
      if (!best || rank < best.rank || (rank === best.rank && (similarity > best.similarity || (similarity === best.similarity && word < best.word))))
        best = { word, rank, similarity };
    };
    for (const candidate of row.candidates ?? []) {
      consider(candidate.word, editDistance(candidate.word, typed), 0, candidate.similarity);
      if (typed.length < 4 || candidate.word.length <= typed.length + 1) continue;
      // A beginning only one error away: with more, a compound's first letters match too much by chance.
      for (let k = Math.max(4, typed.length - 1); k <= typed.length + 1; k += 1) {
        const head = candidate.word.slice(0, k);
        const distance = editDistance(head, typed);
        if (distance <= 1) consider(head, distance, 0.5, candidate.similarity);
      }
    }
    const chosen = best as { word: string } | null;
    if (chosen) closest.set(typed, chosen.word);
  }
  return closest;
}

/** The words a correction may use: title and company words, and the words of filter, group, synonym and place names. */
function wordPool(platformId: number): SQL {
  const p = platformId;
  return sql`SELECT w.word FROM search_words w WHERE w.platform_id = ${p} AND length(w.word) >= 3
    UNION
    SELECT n.word FROM (
      SELECT unnest(regexp_split_to_array(search_fold(x.name), '[^[:alnum:]]+')) AS word FROM (
        SELECT f.name FROM filters f JOIN filter_groups g ON g.id = f.filter_group_id WHERE g.platform_id = ${p}
        UNION SELECT g.name FROM filter_groups g WHERE g.platform_id = ${p}
        UNION SELECT s.term FROM search_synonyms s WHERE s.platform_id = ${p}
        UNION SELECT c.name FROM cities c WHERE c.platform_id = ${p} AND EXISTS (SELECT 1 FROM activity_cities ac WHERE ac.city_id = c.id)
        UNION SELECT o.name FROM provinces o WHERE o.platform_id = ${p}
        UNION SELECT r.name FROM regions r WHERE r.platform_id = ${p}) x) n
    WHERE length(n.word) >= 3`;
}

/**
 * Compounds written together with a typo in their second part ("escaperooom"): the longest catalogue
 * word the word begins with (three letters or more, leaving three), and the rest corrected as a word of
 * its own (closestWords): "escape room".
 */
async function splitCorrections(db: Database, platformId: number, words: readonly string[]): Promise<Map<string, string>> {
  if (words.length === 0) return new Map();
  const rows = await queryRows<{ word: string; head: string | null }>(
    db,
    sql`WITH pool AS MATERIALIZED (${wordPool(platformId)})
      SELECT t.word, (SELECT o.word FROM pool o WHERE length(o.word) >= 3 AND length(t.word) - length(o.word) >= 3 AND left(t.word, length(o.word)) = o.word
                      ORDER BY length(o.word) DESC, o.word LIMIT 1) AS head
      FROM unnest(${textArray(words)}) AS t(word)`,
  );
  const heads = new Map(rows.flatMap((row) => (row.head ? [[row.word, row.head] as const] : [])));
  const tails = await closestWords(
    db,
    platformId,
    [...heads].map(([word, head]) => word.slice(head.length)),
  );
  const split = new Map<string, string>();
  for (const [word, head] of heads) {
    const tail = tails.get(word.slice(head.length));
    if (tail) split.set(word, `${head} ${tail}`);
  }
  return split;
}

function textArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

interface Correction {
  /**
   * A query of the visitor's words that does find activities (see noResultsHelp); null when nothing of
   * the query finds anything, or when the query itself already does (then only its constraints are in
   * the way).
   */
  q: string | null;
  /** The searched words (no stop words) of the query and of the correction, for the closest categories. */
  words: string[];
  /** The filter keys the words matched by name. */
  filterKeys: number[];
}

async function correctQuery(db: Database, platformId: number, q: string, version: string | null, textTotal: number | null): Promise<Correction | null> {
  const tokens = tokensOf(q);
  // Through what the process knows of this data version's words (the search's own memo), not a lookup per word.
  const textKeysOf = async (text: string): Promise<TextKeys | null> =>
    version === null ? resolveTextKeys(db, platformId, text) : (await resolveTextKeysIn(db, platformId, text, version)).keys;
  const text = await textKeysOf(q);
  if (!text) return null;
  const wordsOf = (units: readonly TextUnit[]) => units.flatMap((unit) => unit.source.split(' ')).filter((w) => w.length >= 3);
  const keysOf = (units: readonly TextUnit[]) =>
    units.flatMap((unit) => unit.alternatives.flatMap((alt) => alt.flatMap((t) => [...t.filterExact, ...t.filterPrefix])));
  const none: Correction = { q: null, words: wordsOf(text.units), filterKeys: keysOf(text.units.filter(unitMatches)) };
  const positions = unitPositions(tokens, text.units);
  const unknown = text.units.flatMap((unit, i) => ((!unitMatches(unit) || typoOnly(unit)) && positions[i]!.length === 1 ? [i] : []));
  const closest = await closestWords(
    db,
    platformId,
    unknown.map((i) => text.units[i]!.source).filter((w) => w.length >= 3),
  );
  const uncorrected = unknown.map((i) => text.units[i]!.source).filter((w) => w.length >= 7 && !closest.has(w));
  for (const [word, split] of await splitCorrections(db, platformId, uncorrected)) closest.set(word, split);
  const covered = new Set(positions.flat());
  const replace = new Map<number, string | null>();
  for (const i of unknown) {
    const unit = text.units[i]!;
    const correction = closest.get(unit.source);
    if (correction) replace.set(positions[i]![0]!, correction);
    else if (!unitMatches(unit)) replace.set(positions[i]![0]!, null);
  }
  const rewritten = rewrite(tokens, covered, replace);
  if (!rewritten) return none;

  // The words that remain, and which of their combinations find activities (without the constraints).
  const tokens2 = tokensOf(rewritten);
  const text2 = replace.size ? await textKeysOf(rewritten) : text;
  if (!text2) return none;
  const positions2 = unitPositions(tokens2, text2.units);
  // When the words find activities together (the constraints left none), nothing is dropped: one search of
  // the in-process index says so, where counting every set of words would read the platform's rows. With
  // the query's own words (the count depends on nothing else: resolveTextKeys reads queryWords), the
  // search of the query counted that already in its pass (textTotal), and no second search is made.
  const sameWords = queryWords(rewritten).join(' ') === queryWords(q).join(' ');
  const together = sameWords && textTotal !== null ? textTotal : await totalOf(db, platformId, rewritten, null);
  const kept = together > 0 ? new Set(text2.units.map((_, i) => i)) : await bestUnitSet(db, platformId, text2.units);
  if (kept === null) return none;
  const drop = new Map<number, string | null>();
  text2.units.forEach((_, i) => {
    if (!kept.has(i)) for (const p of positions2[i]!) drop.set(p, null);
  });
  const final = drop.size ? rewrite(tokens2, new Set(positions2.flat()), drop) : rewritten;
  const keptUnits = text2.units.filter((_, i) => kept.has(i));
  const words = [...new Set([...none.words, ...wordsOf(keptUnits)])];
  const filterKeys = [...new Set([...none.filterKeys, ...keysOf(keptUnits)])];
  const same = !final || queryWords(final).join(' ') === queryWords(q).join(' ');
  return { q: same ? null : final, words, filterKeys };
}

/**
 * The largest set of units whose activities overlap (every unit of the set matches), the one with the
 * most activities among sets of that size: one statement counts the platform's public activities by
 * which units they match (a bit per unit), and every set's count is the sum over the masks that hold it.
 */
async function bestUnitSet(db: Database, platformId: number, units: readonly TextUnit[]): Promise<Set<number> | null> {
  const n = units.length;
  if (n === 0) return null;
  const conditions = units.map((unit) => unitCondition(unit, sql`a.keys`));
  const mask = sql.join(
    conditions.map((condition, i) => sql`(CASE WHEN ${condition} THEN ${sql.raw(String(1 << i))} ELSE 0 END)`),
    sql` + `,
  );
  const rows = await queryRows<{ mask: number; n: number }>(
    db,
    sql`SELECT m.mask, count(*)::int AS n FROM (
          SELECT ${mask} AS mask FROM activity_search a WHERE a.platform_id = ${platformId} AND (${sql.join(conditions, sql` OR `)})) m
        GROUP BY m.mask`,
  );
  let best: { set: number; size: number; count: number } | null = null;
  for (let set = 1; set < 1 << n; set += 1) {
    const count = rows.reduce((sum, row) => ((row.mask & set) === set ? sum + Number(row.n) : sum), 0);
    if (count === 0) continue;
    const size = bitCount(set);
    if (!best || size > best.size || (size === best.size && count > best.count)) best = { set, size, count };
  }
  if (!best) return null;
  const chosen = best.set;
  return new Set(units.flatMap((_, i) => ((chosen >> i) & 1 ? [i] : [])));
}

function bitCount(value: number): number {
  let count = 0;
  for (let v = value; v; v &= v - 1) count += 1;
  return count;
}

/** A category's name at least this close to a query word counts as close (pg_trgm similarity or word similarity). */
const CLOSE_SIMILARITY = 0.45;
/** The score of a name with a word that begins as a query word does (four letters in common). */
const SHARED_START = 0.6;
const CATEGORY_LIMIT = 5;

/**
 * The categories closest to the words, each with its number of public activities: by name (a filter the
 * search matched by name, trigram or word similarity, a word of the name beginning as a query word does);
 * when none is close, the most used. Only categories public activities carry; not the hidden group.
 */
async function closestCategories(
  db: Database,
  platformId: number,
  words: readonly string[],
  filterKeys: readonly number[],
  hiddenGroup: string | null,
): Promise<{ categories: NoResultsHelp['categories']; kind: NoResultsHelp['categoriesKind'] }> {
  const name = sql`search_fold(f.name)`;
  const wordScore = words.length
    ? sql`coalesce((SELECT max(greatest(similarity(${name}, q.w), word_similarity(q.w, ${name}),
          CASE WHEN length(q.w) >= 4 AND EXISTS (SELECT 1 FROM unnest(regexp_split_to_array(${name}, '[^[:alnum:]]+')) AS x(w)
                                                 WHERE length(x.w) >= 4 AND left(x.w, 4) = left(q.w, 4)) THEN ${SHARED_START}::float8 ELSE 0 END))
        FROM unnest(${textArray(words)}) AS q(w)), 0)`
    : sql`0`;
  const [filters, all] = await Promise.all([
    queryRows<{ id: number; name: string; score: number }>(
      db,
      sql`SELECT f.id, f.name, greatest(CASE WHEN search_filter_key(f.id) = ANY(${intArray(filterKeys)}) THEN 1.0 ELSE 0 END, ${wordScore})::float8 AS score
          FROM filters f JOIN filter_groups g ON g.id = f.filter_group_id
          WHERE g.platform_id = ${platformId} ${hiddenGroup ? sql`AND g.name <> ${hiddenGroup}` : sql``}`,
    ),
    // The counts of every filter without any constraint: the unfiltered overview's (cached) facet counts.
    searchActivities(db, platformId, { page: 1, limit: 1 }),
  ]);
  const counts = new Map(all.counts.map((c) => [c.filterId, c.count]));
  const used = filters.map((f) => ({ ...f, count: counts.get(f.id) ?? 0 })).filter((f) => f.count > 0);
  const byName = (x: { name: string; id: number }, y: { name: string; id: number }) => x.name.localeCompare(y.name) || x.id - y.id;
  const close = used.filter((f) => f.score >= CLOSE_SIMILARITY).sort((x, y) => y.score - x.score || y.count - x.count || byName(x, y));
  const chosen = close.length ? close : used.sort((x, y) => y.count - x.count || byName(x, y));
  return {
    categories: chosen.slice(0, CATEGORY_LIMIT).map(({ id, name: filterName, count }) => ({ id, name: filterName, count })),
    kind: close.length ? 'close' : 'popular',
  };
}
