ALTER TABLE "activity_search" ADD COLUMN "title_keys" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_search" ADD COLUMN "company_keys" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_search" ADD COLUMN "title_fold" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_search" ADD COLUMN "company_fold" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Relevance from activity_search alone (issue 22, decision 105): a text search used to join every match
-- to its wide activities row for ts_rank-like tests on search_vector and the title's similarity, which
-- made a broad word alone slow at 1M activities. The title's and company name's word ids (full-text
-- weights A and B of search_vector, numbered in search_lexemes) and both texts folded are kept here.
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
  INSERT INTO activity_search (id, platform_id, random_key, created_at, persons_min, persons_max, minimum_age, maximum_age, geographic_location, filter_ids, keys,
    title_keys, company_keys, title_fold, company_fold)
  SELECT a.id, a.platform_id, a.random_key, a.created_at, a.persons_min, a.persons_max, a.minimum_age, a.maximum_age, a.geographic_location, a.filter_ids,
    ARRAY(SELECT l.id FROM search_lexemes l WHERE l.lexeme = ANY(tsvector_to_array(a.search_vector)))
      || ARRAY(SELECT search_filter_key(x) FROM unnest(a.filter_ids) AS x)
      || ARRAY(SELECT search_city_key(x) FROM unnest(a.city_ids) AS x)
      || ARRAY(SELECT search_province_key(x) FROM unnest(a.province_ids) AS x)
      || ARRAY(SELECT search_region_key(x) FROM unnest(a.region_ids) AS x)
      || search_indoor_outdoor_keys(a.indoor_outdoor),
    ARRAY(SELECT l.id FROM search_lexemes l WHERE l.lexeme = ANY(tsvector_to_array(ts_filter(a.search_vector, '{a}')))),
    ARRAY(SELECT l.id FROM search_lexemes l WHERE l.lexeme = ANY(tsvector_to_array(ts_filter(a.search_vector, '{b}')))),
    search_fold(coalesce(a.title, '')),
    search_fold(coalesce(a.company_name, ''))
  FROM activities a
  WHERE (ids IS NULL OR a.id = ANY(ids))
    AND a.approved AND a.status AND NOT a.is_edit_copy AND (a.approval_status IS NULL OR a.approval_status = 'APPROVED')
  ORDER BY a.platform_id, a.random_key;
END $$;--> statement-breakpoint
SELECT refresh_activity_search(NULL);
