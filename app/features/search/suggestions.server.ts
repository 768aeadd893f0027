import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.server.ts';
import { cachedSummary, readSearchDataVersion, searchDataVersionSql, storeSummary } from '../../public-api/search-summary-cache.server.ts';
import { textSearchConfig } from '../../public-api/visibility.server.ts';
import type { PlatformSearchIndex } from './search-index.server.ts';
import { chooseSearchEngine } from './search.server.ts';
import { intArray } from './search-sql.server.ts';
import { type TextKeys, resolveTextKeys, resolveTextKeysIn } from './search-text.server.ts';
import { foldText } from './search-text.ts';
import { SUGGEST_LIMITS, type SearchSuggestions } from './suggestions.schemas.ts';
import { addPrefixLexemes, escapeLike, suggestionWords } from './suggestions.ts';

/**
 * Suggestions while typing (decision 105): the activities the search would rank first for the text (the
 * same units and relevance, search-text.server.ts and ranking.ts, with the last word also read as the start of a
 * catalogue word, since it may be unfinished), the categories (filters, by their own or their group's
 * name) and the places (cities, provinces, regions) whose names begin with what was typed.
 *
 * An answer is kept per search data version (search-summary-cache), like the overview's totals: a
 * repeated text costs one statement that reads the version.
 */
export async function suggest(
  db: Database,
  platformId: number,
  q: string,
  options: {
    hiddenGroup?: string;
    /** The in-process index to rank with: by default the platform's current one; `false` ranks in SQL. */
    searchIndex?: PlatformSearchIndex | false | undefined;
  } = {},
): Promise<SearchSuggestions> {
  const key = JSON.stringify(['suggest', platformId, foldText(q), options.hiddenGroup ?? null]);
  const known = cachedSummary<SearchSuggestions>(db, key);
  if (known) {
    if ((await readSearchDataVersion(db, platformId)) === known.version) return known.value;
  }
  const words = suggestionWords(q);
  const last = words.at(-1) ?? '';
  // With the platform's in-process index (search-index.server.ts) every match is ranked in memory and
  // only the chosen ones are read; the statement falls back to ranking in SQL when the index is of
  // another data version than the database. The words' lookups of the index's version are reused.
  const { engine } = chooseSearchEngine(db, platformId, { searchIndex: options.searchIndex });
  // A copy follows changes in place: the words are of the version it held when they were looked up.
  const wordsVersion = engine.version;
  const [resolved, prefix] = await Promise.all([
    wordsVersion !== null ? resolveTextKeysIn(db, platformId, q, wordsVersion).then((r) => r.keys) : resolveTextKeys(db, platformId, q),
    last.length >= 2 ? prefixLexemes(db, platformId, last) : [],
  ]);
  const text = addPrefixLexemes(resolved, last, prefix, foldText(q));
  const activities = engine.suggestedActivitiesSql(platformId, text, SUGGEST_LIMITS.activities);
  const row = (
    await queryRows<{ version: string | null; answer: SearchSuggestions }>(
      db,
      sql`SELECT ${searchDataVersionSql(platformId)} AS version, json_build_object(
        'activities', ${activities},
        'categories', ${categoriesSql(platformId, words, text, options.hiddenGroup ?? null)},
        'places', ${placesSql(platformId, words)}) AS answer`,
    )
  )[0]!;
  const answer: SearchSuggestions = {
    activities: row.answer.activities ?? [],
    categories: row.answer.categories ?? [],
    places: row.answer.places ?? [],
  };
  // Words remembered from the index's version while the database moved on: this answer is not kept.
  if (wordsVersion === null || row.version === wordsVersion) storeSummary(db, key, row.version, answer);
  return answer;
}

interface LexemeRow {
  id: number;
  lexeme: string;
}

/** The lexemes (with their activity_search key) of the platform's title and company words that begin with `start`. */
async function prefixLexemes(db: Database, platformId: number, start: string): Promise<LexemeRow[]> {
  return queryRows<LexemeRow>(
    db,
    sql`SELECT DISTINCT l.id, l.lexeme FROM (
          SELECT w.word FROM search_words w WHERE w.platform_id = ${platformId} AND w.word LIKE ${`${escapeLike(start)}%`}
          ORDER BY length(w.word), w.word LIMIT 40) w
        CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector(${textSearchConfig(platformId)}, w.word))) AS x(lexeme)
        JOIN search_lexemes l ON l.lexeme = x.lexeme`,
  );
}

/** Whether every word of `words` begins a word of the folded name `name` (an SQL text expression). */
function everyWordStarts(words: readonly string[], name: SQL): SQL {
  if (words.length === 0) return sql`false`;
  return sql.join(
    words.map((w) => sql`EXISTS (SELECT 1 FROM unnest(regexp_split_to_array(${name}, '[^[:alnum:]]+')) AS x(w) WHERE x.w LIKE ${`${escapeLike(w)}%`})`),
    sql` AND `,
  );
}

/**
 * Filters of the platform that public activities carry, best first: the name begins with the text (or
 * written together), every word begins a word of the name or the search matched the filter by its name
 * (stems, synonyms), then filters of a group whose name matches. A group the overview hides is left out.
 */
function categoriesSql(platformId: number, words: readonly string[], text: TextKeys | null, hiddenGroup: string | null): SQL {
  const phrase = words.join(' ');
  const compact = words.join('');
  const byName = [...new Set((text?.units ?? []).flatMap((u) => u.alternatives.flatMap((alt) => alt.flatMap((t) => [...t.filterExact, ...t.filterPrefix]))))];
  const filterName = sql`search_fold(f.name)`;
  const score = sql`CASE
      WHEN ${filterName} LIKE ${`${escapeLike(phrase)}%`} OR regexp_replace(${filterName}, '[^[:alnum:]]+', '', 'g') LIKE ${`${escapeLike(compact)}%`} THEN 3
      WHEN ${everyWordStarts(words, filterName)} OR search_filter_key(f.id) = ANY(${intArray(byName)}) THEN 2
      WHEN ${everyWordStarts(words, sql`search_fold(f.name || ' ' || g.name)`)} THEN 1
      ELSE 0 END`;
  return sql`coalesce((SELECT json_agg(json_build_object('id', c.id, 'name', c.name, 'group', json_build_object('id', c.group_id, 'name', c.group_name)) ORDER BY c.score DESC, length(c.name), c.name, c.id) FROM (
      SELECT * FROM (
        SELECT f.id, f.name, g.id AS group_id, g.name AS group_name, ${score} AS score
        FROM filters f JOIN filter_groups g ON g.id = f.filter_group_id
        WHERE g.platform_id = ${platformId} ${hiddenGroup ? sql`AND g.name <> ${hiddenGroup}` : sql``}) m
      WHERE m.score > 0 AND EXISTS (SELECT 1 FROM activity_search s WHERE s.platform_id = ${platformId} AND s.keys && ARRAY[search_filter_key(m.id)])
      ORDER BY m.score DESC, length(m.name), m.name, m.id LIMIT ${SUGGEST_LIMITS.categories}) c), '[]'::json)`;
}

/**
 * Known places of the platform, best first: the name begins with the text, then (for more than one word)
 * with its last word, then a later word of the name begins with it; places with public activities first.
 */
function placesSql(platformId: number, words: readonly string[]): SQL {
  const phrase = words.join(' ');
  const last = words.at(-1) ?? '';
  const name = sql`search_fold(l.name)`;
  const score = sql`CASE
      WHEN ${name} = ${phrase} THEN 4
      WHEN ${name} LIKE ${`${escapeLike(phrase)}%`} THEN 3
      WHEN ${words.length > 1 && last.length >= 2 ? sql`${name} LIKE ${`${escapeLike(last)}%`}` : sql`false`} THEN 2
      WHEN ${everyWordStarts([phrase], name)} THEN 1
      ELSE 0 END`;
  const used = sql`EXISTS (SELECT 1 FROM activity_search s WHERE s.platform_id = ${platformId} AND s.keys && ARRAY[CASE m.type
      WHEN 'CITY' THEN search_city_key(m.id) WHEN 'PROVINCE' THEN search_province_key(m.id) ELSE search_region_key(m.id) END])`;
  return sql`coalesce((SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'type', p.type, 'province', p.province) ORDER BY p.n) FROM (
      SELECT m.*, row_number() OVER (ORDER BY m.score DESC, ${used} DESC, length(m.name), m.name, m.type, m.id) AS n FROM (
        SELECT l.*, ${score} AS score FROM (
          SELECT c.id, c.name, o.name AS province, 'CITY' AS type FROM cities c LEFT JOIN provinces o ON o.id = c.province_id WHERE c.platform_id = ${platformId}
          UNION ALL SELECT o.id, o.name, NULL, 'PROVINCE' FROM provinces o WHERE o.platform_id = ${platformId}
          UNION ALL SELECT r.id, r.name, NULL, 'REGION' FROM regions r WHERE r.platform_id = ${platformId}) l) m
      WHERE m.score > 0 ORDER BY n LIMIT ${SUGGEST_LIMITS.places}) p), '[]'::json)`;
}
