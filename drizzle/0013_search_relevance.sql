CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"term" text NOT NULL,
	"expansions" text[] DEFAULT '{}'::text[] NOT NULL,
	"indoor_outdoor" "indoor_outdoor"
);
--> statement-breakpoint
ALTER TABLE "search_synonyms" ADD CONSTRAINT "search_synonyms_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_synonyms_platform_term_uq" ON "search_synonyms" USING btree ("platform_id","term");--> statement-breakpoint
-- Search relevance (issue 22, docs/decisions/105-search-relevance.md).
-- Diacritic folding: lower case without accents, ß as ss, in SQL so that it is IMMUTABLE (unaccent() is
-- only STABLE) and needs no extension on either PGlite or PostgreSQL. The Dutch and German stemmers fold
-- the same letters themselves, so a folded word stems to the same lexeme as the word.
CREATE OR REPLACE FUNCTION search_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT replace(replace(replace(translate(lower(t), 'àáâãäåāèéêëēìíîïīòóôõöøōùúûüūýÿçñ', 'aaaaaaaeeeeeiiiiiooooooouuuuuyycn'), 'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe')
$$;--> statement-breakpoint
-- The words of titles and company names are kept folded: a query's word is folded too (prefix, compound
-- and typo matching compare them as strings).
CREATE OR REPLACE FUNCTION search_words_of(title text, company_name text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(search_fold(coalesce(title, '') || ' ' || coalesce(company_name, '')), '[^[:alnum:]]+') AS w
  WHERE length(w) >= 3
$$;--> statement-breakpoint
TRUNCATE "search_words";--> statement-breakpoint
SELECT refresh_search_words();--> statement-breakpoint
-- Whether an activity is held indoors or outdoors as activity_search keys (above the region range of
-- drizzle/0007): a synonym such as "slecht weer" finds the indoor activities. BOTH has both keys.
CREATE OR REPLACE FUNCTION search_indoor_outdoor_keys(v indoor_outdoor) RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE v WHEN 'INDOOR' THEN ARRAY[536870913] WHEN 'OUTDOOR' THEN ARRAY[536870914] WHEN 'BOTH' THEN ARRAY[536870913, 536870914] ELSE '{}'::int[] END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_activity_search(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Only words not numbered yet reach the insert: a conflict would still use up a number.
  INSERT INTO search_lexemes (lexeme)
  SELECT DISTINCT w.lexeme
  FROM activities a CROSS JOIN LATERAL unnest(tsvector_to_array(a.search_vector)) AS w(lexeme)
  WHERE (ids IS NULL OR a.id = ANY(ids))
    AND a.approved AND a.status AND NOT a.is_edit_copy AND (a.approval_status IS NULL OR a.approval_status = 'APPROVED')
    AND NOT EXISTS (SELECT 1 FROM search_lexemes l WHERE l.lexeme = w.lexeme)
  ON CONFLICT (lexeme) DO NOTHING;
  IF ids IS NULL THEN
    TRUNCATE activity_search;
  ELSE
    DELETE FROM activity_search WHERE id = ANY(ids);
  END IF;
  INSERT INTO activity_search (id, platform_id, random_key, created_at, persons_min, persons_max, minimum_age, maximum_age, geographic_location, filter_ids, keys)
  SELECT a.id, a.platform_id, a.random_key, a.created_at, a.persons_min, a.persons_max, a.minimum_age, a.maximum_age, a.geographic_location, a.filter_ids,
    ARRAY(SELECT l.id FROM search_lexemes l WHERE l.lexeme = ANY(tsvector_to_array(a.search_vector)))
      || ARRAY(SELECT search_filter_key(x) FROM unnest(a.filter_ids) AS x)
      || ARRAY(SELECT search_city_key(x) FROM unnest(a.city_ids) AS x)
      || ARRAY(SELECT search_province_key(x) FROM unnest(a.province_ids) AS x)
      || ARRAY(SELECT search_region_key(x) FROM unnest(a.region_ids) AS x)
      || search_indoor_outdoor_keys(a.indoor_outdoor)
  FROM activities a
  WHERE (ids IS NULL OR a.id = ANY(ids))
    AND a.approved AND a.status AND NOT a.is_edit_copy AND (a.approval_status IS NULL OR a.approval_status = 'APPROVED')
  ORDER BY a.platform_id, a.random_key;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
BEGIN
  IF current_setting('uitjes.bulk_load', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    ids := ARRAY(
      SELECT n.id FROM changed_rows n JOIN previous_rows o ON o.id = n.id
      WHERE (n.platform_id, n.approved, n.status, n.is_edit_copy, n.approval_status, n.random_key, n.created_at, n.persons_min, n.persons_max,
             n.minimum_age, n.maximum_age, n.geographic_location, n.filter_ids, n.city_ids, n.province_ids, n.region_ids, n.search_vector, n.indoor_outdoor)
        IS DISTINCT FROM
            (o.platform_id, o.approved, o.status, o.is_edit_copy, o.approval_status, o.random_key, o.created_at, o.persons_min, o.persons_max,
             o.minimum_age, o.maximum_age, o.geographic_location, o.filter_ids, o.city_ids, o.province_ids, o.region_ids, o.search_vector, o.indoor_outdoor));
  ELSE
    ids := ARRAY(SELECT id FROM changed_rows);
  END IF;
  IF cardinality(ids) > 0 THEN
    PERFORM refresh_activity_search(ids);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
SELECT refresh_activity_search(NULL);--> statement-breakpoint
-- Place names (provinces, regions) and synonyms now decide what a text search finds: they change the
-- search data version as cities, filters and filter groups do (drizzle/0005).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['provinces', 'regions', 'search_synonyms']
  LOOP
    EXECUTE format('CREATE TRIGGER search_data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION search_data_version_bump()', t);
  END LOOP;
END $$;
