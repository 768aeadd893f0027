import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.server.ts';
import { perHandle } from '../../../db/per-handle.ts';
import { searchDataVersionSql } from '../../public-api/search-summary-cache.server.ts';
import { textSearchConfig } from '../../public-api/visibility.server.ts';
import { type Vocabulary, type VocabularyName, type VocabularyWord, type WordLexemes, buildVocabulary } from './search-vocabulary.ts';

/**
 * A platform's vocabulary per search data version (search-vocabulary.ts): read in one statement the first
 * time a word is looked up in a version, kept for the platform's latest version; concurrent lookups of a
 * new version share one read.
 */
interface VocabularyEntry {
  vocabulary: Vocabulary | null;
  loading: Promise<Vocabulary> | null;
}

/** Per handle and platform, shared by every copy of this module in the process (db/per-handle.ts). */
const vocabulariesOf = (db: Database) => perHandle<Map<number, VocabularyEntry>>('search-vocabularies', db, () => new Map());

/**
 * The platform's vocabulary: the one this process holds, or (when it holds none, or `version` is given and
 * differs) the database's current one.
 */
export async function platformVocabulary(db: Database, platformId: number, version?: string | null): Promise<Vocabulary> {
  const perPlatform = vocabulariesOf(db);
  let entry = perPlatform.get(platformId);
  if (!entry) perPlatform.set(platformId, (entry = { vocabulary: null, loading: null }));
  const held = entry.vocabulary;
  if (held && (version === undefined || held.version === version)) return held;
  const current = entry;
  if (!current.loading) {
    current.loading = readVocabulary(db, platformId).then(
      (vocabulary) => {
        current.vocabulary = vocabulary;
        current.loading = null;
        return vocabulary;
      },
      (error: unknown) => {
        current.loading = null;
        throw error;
      },
    );
  }
  return current.loading;
}

/** Reads the platform's vocabulary at the database's current search data version (bench/api-overview.ts times it). */
export async function readVocabulary(db: Database, platformId: number): Promise<Vocabulary> {
  const config = textSearchConfig(platformId);
  const p = platformId;
  const rows = await queryRows<{ version: string | null; words: VocabularyWord[] | null; names: VocabularyName[] | null; language: string | null }>(
    db,
    sql`SELECT ${searchDataVersionSql(platformId)} AS version,
      (SELECT regexp_replace(p.search_language::text, '^.*[.]', '') FROM platforms p WHERE p.id = ${p}) AS language,
      (SELECT json_agg(json_build_object('word', w.word, 'lexemes',
                (SELECT json_agg(json_build_object('id', l.id, 'lexeme', l.lexeme) ORDER BY l.id) FROM search_lexemes l
                 WHERE l.lexeme = ANY(tsvector_to_array(to_tsvector(${config}, w.word))))))
       FROM search_words w WHERE w.platform_id = ${p}) AS words,
      (SELECT json_agg(json_build_object('kind', x.kind, 'key', x.key,
                'words', regexp_split_to_array(search_fold(x.name), '[^[:alnum:]]+'),
                'compact', regexp_replace(search_fold(x.name), '[^[:alnum:]]+', '', 'g'),
                'lexemes', CASE WHEN x.kind IN ('filter', 'group') THEN tsvector_to_array(to_tsvector(${config}, search_fold(x.name))) END,
                'placeKeys', x.place_keys) ORDER BY x.kind, x.key, x.place_keys)
       FROM (
         SELECT 'filter' AS kind, search_filter_key(f.id) AS key, f.name, NULL::int[] AS place_keys
           FROM filters f JOIN filter_groups g ON g.id = f.filter_group_id WHERE g.platform_id = ${p}
         UNION ALL SELECT 'group', search_filter_key(f.id), g.name, NULL
           FROM filters f JOIN filter_groups g ON g.id = f.filter_group_id WHERE g.platform_id = ${p}
         -- A city is also its province as a whole (the city filter of docs/decisions/101).
         UNION ALL SELECT 'city', NULL, c.name,
             CASE WHEN c.province_id IS NULL THEN ARRAY[search_city_key(c.id)] ELSE ARRAY[search_city_key(c.id), search_province_key(c.province_id)] END
           FROM cities c WHERE c.platform_id = ${p}
         UNION ALL SELECT 'province', NULL, o.name,
             ARRAY[search_province_key(o.id)] || ARRAY(SELECT search_city_key(c.id) FROM cities c WHERE c.platform_id = ${p} AND c.province_id = o.id)
           FROM provinces o WHERE o.platform_id = ${p}
         UNION ALL SELECT 'region', NULL, o.name,
             ARRAY[search_region_key(o.id)] || ARRAY(SELECT search_city_key(c.id) FROM cities c WHERE c.platform_id = ${p} AND c.region_id = o.id)
           FROM regions o WHERE o.platform_id = ${p}) x) AS names`,
  );
  const row = rows[0];
  return buildVocabulary(row?.version ?? null, row?.words ?? [], row?.names ?? [], row?.language ?? null);
}

/**
 * The query words' lexemes, whether each is a stop word, and which of its lexemes search_lexemes holds,
 * with the search data version they were read at: the one statement a word seen for the first time costs.
 */
export async function readWordLexemes(
  db: Database,
  platformId: number,
  words: readonly string[],
): Promise<{ rows: Map<string, WordLexemes>; version: string | null }> {
  const config = textSearchConfig(platformId);
  const rows = await queryRows<{ rows: WordLexemes[] | null; version: string | null }>(
    db,
    sql`SELECT ${searchDataVersionSql(platformId)} AS version,
      (SELECT json_agg(json_build_object('word', t.word, 'lexemes', t.lex, 'stop', numnode(plainto_tsquery(${config}, t.word)) = 0,
                'exact', (SELECT json_agg(json_build_object('id', l.id, 'lexeme', l.lexeme) ORDER BY l.id) FROM search_lexemes l WHERE l.lexeme = ANY(t.lex))))
       FROM (SELECT w.word, tsvector_to_array(to_tsvector(${config}, w.word)) AS lex FROM json_array_elements_text(${JSON.stringify(words)}::json) AS w(word)) t) AS rows`,
    { prepared: 'search-word-lexemes' },
  );
  return { rows: new Map((rows[0]?.rows ?? []).map((row) => [row.word, row])), version: rows[0]?.version ?? null };
}
