-- Faster faceted search (docs/decisions/020-public-read-api.md):
-- 1. filter_ids, city_ids, province_ids and region_ids copy an activity's link tables onto its row, so
--    facets and place conditions read the row (and GIN indexes) instead of probing a link table per row.
-- 2. search_words holds the distinct words of titles and company names per platform; typo tolerance
--    matches the query's words against it by trigram and searches the words found in the full-text
--    index. That replaces the trigram indexes on whole titles, which were slow for common trigrams.
-- Both are kept by statement-level triggers. A bulk load may `SET LOCAL uitjes.bulk_load = 'on'` and call
-- refresh_activity_link_arrays(NULL) and refresh_search_words() once at the end instead.
CREATE TABLE "search_words" (
	"platform_id" integer NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_platform_id_word_pk" PRIMARY KEY("platform_id","word")
);
--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "activities_title_trgm_idx";--> statement-breakpoint
DROP INDEX "activities_company_trgm_idx";--> statement-breakpoint
DROP INDEX "activities_public_idx";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "filter_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "city_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "province_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "region_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
-- Recomputes the arrays of the given activities (all when ids is NULL); rows whose arrays are already
-- right are not written, so they cause no page-cache notification.
CREATE OR REPLACE FUNCTION refresh_activity_link_arrays(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE activities a
  SET filter_ids = n.filter_ids, city_ids = n.city_ids, province_ids = n.province_ids, region_ids = n.region_ids
  FROM (
    SELECT x.id,
      ARRAY(SELECT l.filter_id FROM activity_filters l WHERE l.activity_id = x.id ORDER BY 1) AS filter_ids,
      ARRAY(SELECT l.city_id FROM activity_cities l WHERE l.activity_id = x.id ORDER BY 1) AS city_ids,
      ARRAY(SELECT l.province_id FROM activity_provinces l WHERE l.activity_id = x.id ORDER BY 1) AS province_ids,
      ARRAY(SELECT l.region_id FROM activity_regions l WHERE l.activity_id = x.id ORDER BY 1) AS region_ids
    FROM activities x
    WHERE ids IS NULL OR x.id = ANY(ids)
  ) n
  WHERE a.id = n.id
    AND (a.filter_ids, a.city_ids, a.province_ids, a.region_ids) IS DISTINCT FROM (n.filter_ids, n.city_ids, n.province_ids, n.region_ids);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_link_arrays_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
BEGIN
  IF current_setting('uitjes.bulk_load', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    ids := ARRAY(SELECT activity_id FROM changed_rows UNION SELECT activity_id FROM previous_rows);
  ELSE
    ids := ARRAY(SELECT DISTINCT activity_id FROM changed_rows);
  END IF;
  PERFORM refresh_activity_link_arrays(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['activity_filters', 'activity_cities', 'activity_provinces', 'activity_regions']
  LOOP
    EXECUTE format('CREATE TRIGGER link_arrays_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_link_arrays_trigger()', t);
    EXECUTE format('CREATE TRIGGER link_arrays_update AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows OLD TABLE AS previous_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_link_arrays_trigger()', t);
    EXECUTE format('CREATE TRIGGER link_arrays_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_link_arrays_trigger()', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- The words of a title or company name: lower case, letters and digits, at least three characters.
CREATE OR REPLACE FUNCTION search_words_of(title text, company_name text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(coalesce(title, '') || ' ' || coalesce(company_name, '')), '[^[:alnum:]]+') AS w
  WHERE length(w) >= 3
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_search_words() RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (platform_id, word)
  SELECT DISTINCT a.platform_id, w FROM activities a CROSS JOIN LATERAL search_words_of(a.title, a.company_name) AS w
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('uitjes.bulk_load', true) = 'on' THEN
    RETURN NULL;
  END IF;
  INSERT INTO search_words (platform_id, word)
  SELECT DISTINCT r.platform_id, w FROM changed_rows r CROSS JOIN LATERAL search_words_of(r.title, r.company_name) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_words_insert AFTER INSERT ON activities REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_trigger();--> statement-breakpoint
CREATE TRIGGER search_words_update AFTER UPDATE ON activities REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_trigger();--> statement-breakpoint
SELECT refresh_activity_link_arrays(NULL);--> statement-breakpoint
SELECT refresh_search_words();--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activities_public_city_ids_idx" ON "activities" USING gin ("city_ids") WHERE "activities"."approved" AND "activities"."status" AND NOT "activities"."is_edit_copy";--> statement-breakpoint
CREATE INDEX "activities_public_province_ids_idx" ON "activities" USING gin ("province_ids") WHERE "activities"."approved" AND "activities"."status" AND NOT "activities"."is_edit_copy";--> statement-breakpoint
CREATE INDEX "activities_public_region_ids_idx" ON "activities" USING gin ("region_ids") WHERE "activities"."approved" AND "activities"."status" AND NOT "activities"."is_edit_copy";--> statement-breakpoint
CREATE INDEX "activities_public_idx" ON "activities" USING btree ("platform_id","random_key","id","approval_status","persons_min","persons_max","minimum_age","maximum_age","geographic_location","created_at","filter_ids","city_ids","province_ids","region_ids") WHERE "activities"."approved" AND "activities"."status" AND NOT "activities"."is_edit_copy";
