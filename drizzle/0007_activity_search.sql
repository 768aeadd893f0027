-- The activity search's own narrow copy of public activities (docs/decisions/020-public-read-api.md,
-- "activity_search"). At 1M activities a broad search reads tens of thousands of candidate rows; read
-- from the activities table (about 1.2 kB a row, 1.2 GB) that cost 5-8 microseconds a row from outside
-- the database's memory, and the text, place and filter conditions were separate bitmaps over every
-- platform. Here a row is about 100 bytes (a platform's rows stay in memory), each platform has its own
-- partition and indexes, and all search keys of an activity sit in one integer array with one GIN index:
--   words      1 .. 2^28-1          search_lexemes.id of each full-text lexeme of search_vector
--   filters    2^28 + filter id      search_filter_key()
--   cities     2^28 + 2^26 + id      search_city_key()
--   provinces  2^28 + 2*2^26 + id    search_province_key()
--   regions    2^28 + 3*2^26 + id    search_region_key()
-- so text (each word or a word like it), place and filter conditions are array overlaps that one GIN
-- scan intersects. The ranges are guarded by CHECK constraints on the id columns.
-- Kept by statement triggers on activities (which the link-table triggers of drizzle/0004 update), in the
-- same transaction; a bulk load with `uitjes.bulk_load = 'on'` calls refresh_activity_search(NULL) once,
-- and so does whoever truncates activities alone (TRUNCATE fires none of these triggers).
CREATE TABLE "activity_search" (
	"id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"random_key" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"persons_min" integer,
	"persons_max" integer,
	"minimum_age" integer,
	"maximum_age" integer,
	"geographic_location" "geographic_location" NOT NULL,
	"filter_ids" integer[] NOT NULL,
	"keys" integer[] NOT NULL,
	CONSTRAINT "activity_search_id_platform_id_pk" PRIMARY KEY("id","platform_id")
) PARTITION BY LIST ("platform_id");
--> statement-breakpoint
-- The four platforms of core.md 1; a platform added later lands in the default partition.
CREATE TABLE "activity_search_1" PARTITION OF "activity_search" FOR VALUES IN (1);--> statement-breakpoint
CREATE TABLE "activity_search_2" PARTITION OF "activity_search" FOR VALUES IN (2);--> statement-breakpoint
CREATE TABLE "activity_search_3" PARTITION OF "activity_search" FOR VALUES IN (3);--> statement-breakpoint
CREATE TABLE "activity_search_4" PARTITION OF "activity_search" FOR VALUES IN (4);--> statement-breakpoint
CREATE TABLE "activity_search_other" PARTITION OF "activity_search" DEFAULT;--> statement-breakpoint
CREATE TABLE "search_lexemes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_lexemes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lexeme" text NOT NULL,
	CONSTRAINT "search_lexemes_lexeme_unique" UNIQUE("lexeme"),
	CONSTRAINT "search_lexemes_id_key_range" CHECK ("id" < 268435456)
);
--> statement-breakpoint
-- activity_search replaces these for the search (its keys index covers places and filters).
DROP INDEX "activities_public_city_ids_idx";--> statement-breakpoint
DROP INDEX "activities_public_province_ids_idx";--> statement-breakpoint
DROP INDEX "activities_public_region_ids_idx";--> statement-breakpoint
DROP INDEX "activities_public_filter_ids_idx";--> statement-breakpoint
CREATE INDEX "activity_search_keys_idx" ON "activity_search" USING gin ("keys");--> statement-breakpoint
CREATE INDEX "activity_search_random_idx" ON "activity_search" USING btree ("random_key","id");--> statement-breakpoint
ALTER TABLE "filters" ADD CONSTRAINT "filters_id_search_key_range" CHECK ("id" < 67108864);--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_id_search_key_range" CHECK ("id" < 67108864);--> statement-breakpoint
ALTER TABLE "provinces" ADD CONSTRAINT "provinces_id_search_key_range" CHECK ("id" < 67108864);--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_id_search_key_range" CHECK ("id" < 67108864);--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_filter_key(id integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT 268435456 + id $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_city_key(id integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT 335544320 + id $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_province_key(id integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT 402653184 + id $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_region_key(id integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT 469762048 + id $$;--> statement-breakpoint
-- Rewrites the search rows of the given activities (all when ids is NULL): new words get their number
-- first; a row that is not public (core.md visibility) has no search row.
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
  FROM activities a
  WHERE (ids IS NULL OR a.id = ANY(ids))
    AND a.approved AND a.status AND NOT a.is_edit_copy AND (a.approval_status IS NULL OR a.approval_status = 'APPROVED')
  ORDER BY a.platform_id, a.random_key;
END $$;
--> statement-breakpoint
-- Changed activities, by statement. An update that changes nothing the search reads (a view count, a
-- description's HTML that gives the same words) rewrites nothing.
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
             n.minimum_age, n.maximum_age, n.geographic_location, n.filter_ids, n.city_ids, n.province_ids, n.region_ids, n.search_vector)
        IS DISTINCT FROM
            (o.platform_id, o.approved, o.status, o.is_edit_copy, o.approval_status, o.random_key, o.created_at, o.persons_min, o.persons_max,
             o.minimum_age, o.maximum_age, o.geographic_location, o.filter_ids, o.city_ids, o.province_ids, o.region_ids, o.search_vector));
  ELSE
    ids := ARRAY(SELECT id FROM changed_rows);
  END IF;
  IF cardinality(ids) > 0 THEN
    PERFORM refresh_activity_search(ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activity_search_insert AFTER INSERT ON activities REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_search_trigger();--> statement-breakpoint
CREATE TRIGGER activity_search_update AFTER UPDATE ON activities REFERENCING NEW TABLE AS changed_rows OLD TABLE AS previous_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_search_trigger();--> statement-breakpoint
CREATE TRIGGER activity_search_delete AFTER DELETE ON activities REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_search_trigger();--> statement-breakpoint
SELECT refresh_activity_search(NULL);
