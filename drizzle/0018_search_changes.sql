-- Search data versions per platform, moved at commit by what the public search sees
-- (docs/decisions/105-search-relevance.md, "Writes cost what they change").
--
-- drizzle/0005 kept one global version row that every statement on activities, their links, filters and
-- places updated: a draft saved once a second made every process rebuild the search index of every
-- platform, and every writer waited on that row until the previous one committed. Here:
-- - activity_search (drizzle/0007) holds exactly the public rows, rewritten only when a column the search
--   reads changed: its statement triggers are what "the public search changed" means; drafts, edit copies
--   and no-op updates of activities never reach it;
-- - the changed ids, per platform, are gathered in a transaction-local setting, and a deferred constraint
--   trigger moves the changed platforms' versions and sends one `search_changes` notification per platform
--   at commit: a writer holds a version row only while committing, never while its transaction is open;
-- - filters, filter groups, places and synonyms change what words and places resolve to (the "catalogue"):
--   they move their platform's version too, without ids.
-- A version comes from one sequence and is taken once the platform's row is locked at commit, so a
-- platform's versions rise in commit order (as its notifications arrive): a process that applied the
-- changes of version v knows it holds everything up to v. A sequence never hands out a number twice,
-- rolled back or not.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['activities', 'activity_filters', 'activity_cities', 'activity_provinces', 'activity_regions',
                           'filters', 'filter_groups', 'cities', 'provinces', 'regions', 'search_synonyms']
  LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS search_data_version_bump ON %I', t);
  END LOOP;
END $$;--> statement-breakpoint
DROP FUNCTION IF EXISTS search_data_version_bump();--> statement-breakpoint
DROP TABLE "search_data_version" CASCADE;--> statement-breakpoint
CREATE TABLE "search_change_marks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_change_marks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1)
);
--> statement-breakpoint
CREATE TABLE "search_versions" (
	"platform_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_versions" ADD CONSTRAINT "search_versions_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE SEQUENCE search_versions_seq AS bigint;--> statement-breakpoint
INSERT INTO search_versions (platform_id, version) SELECT id, nextval('search_versions_seq') FROM platforms;--> statement-breakpoint
-- A new platform starts with a version of its own.
CREATE OR REPLACE FUNCTION search_versions_new_platform() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_versions (platform_id, version) SELECT id, nextval('search_versions_seq') FROM changed_rows ON CONFLICT (platform_id) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_versions_new_platform AFTER INSERT ON platforms REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_versions_new_platform();--> statement-breakpoint
-- Notes changes of this transaction: `changes` is {"<platform id>": {"ids": [...], "bulk": bool, "catalogue": bool}}.
-- More than 500 ids of a platform become "bulk" (the notification's payload stays far below 8000 bytes).
-- The first note of a transaction inserts its mark row, whose deferred trigger runs at commit.
CREATE OR REPLACE FUNCTION search_data_changed(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  held jsonb := coalesce(nullif(current_setting('uitjes.search_changes', true), '')::jsonb, '{}'::jsonb);
  first_note boolean := held = '{}'::jsonb;
  p text;
  change jsonb;
  before jsonb;
  ids jsonb;
  bulk boolean;
BEGIN
  FOR p, change IN SELECT * FROM jsonb_each(changes) LOOP
    before := coalesce(held -> p, '{"ids": [], "bulk": false, "catalogue": false}'::jsonb);
    ids := (before -> 'ids') || coalesce(change -> 'ids', '[]'::jsonb);
    bulk := (before ->> 'bulk')::boolean OR coalesce((change ->> 'bulk')::boolean, false) OR jsonb_array_length(ids) > 500;
    held := held || jsonb_build_object(p, jsonb_build_object(
      'ids', CASE WHEN bulk THEN '[]'::jsonb ELSE ids END,
      'bulk', bulk,
      'catalogue', (before ->> 'catalogue')::boolean OR coalesce((change ->> 'catalogue')::boolean, false)));
  END LOOP;
  PERFORM set_config('uitjes.search_changes', held::text, true);
  IF first_note THEN
    INSERT INTO search_change_marks DEFAULT VALUES;
  END IF;
END $$;--> statement-breakpoint
-- At commit: per changed platform (in a fixed order, so two committers never deadlock) a new version and
-- one notification {platformId, version, ids, bulk, catalogue}, delivered to listeners after the commit.
CREATE OR REPLACE FUNCTION search_changes_commit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  held jsonb := coalesce(nullif(current_setting('uitjes.search_changes', true), '')::jsonb, '{}'::jsonb);
  p text;
  change jsonb;
  v bigint;
BEGIN
  DELETE FROM search_change_marks WHERE id = NEW.id;
  PERFORM set_config('uitjes.search_changes', '', true);
  FOR p, change IN SELECT * FROM jsonb_each(held) ORDER BY 1 LOOP
    -- UPDATE takes nextval once it holds the row (a committer ahead of it has committed by then).
    UPDATE search_versions SET version = nextval('search_versions_seq') WHERE platform_id = p::int RETURNING version INTO v;
    CONTINUE WHEN v IS NULL;
    PERFORM pg_notify('search_changes', jsonb_build_object(
      'platformId', p::int,
      'version', v::text,
      'ids', (SELECT coalesce(jsonb_agg(DISTINCT x), '[]'::jsonb) FROM jsonb_array_elements(change -> 'ids') AS x),
      'bulk', change -> 'bulk',
      'catalogue', change -> 'catalogue')::text);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER search_changes_commit AFTER INSERT ON search_change_marks DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_changes_commit();--> statement-breakpoint
-- activity_search rows written or removed: the public search of their platforms changed.
CREATE OR REPLACE FUNCTION activity_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes jsonb;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    SELECT jsonb_object_agg(id, '{"bulk": true}'::jsonb) INTO changes FROM platforms;
  ELSE
    SELECT jsonb_object_agg(platform_id, CASE WHEN n > 500 THEN '{"bulk": true}'::jsonb ELSE jsonb_build_object('ids', ids) END) INTO changes
    FROM (SELECT platform_id, count(*) AS n, jsonb_agg(id) AS ids FROM changed_rows GROUP BY platform_id) s;
  END IF;
  IF changes IS NOT NULL THEN
    PERFORM search_data_changed(changes);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_changes_insert AFTER INSERT ON activity_search REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_search_changed();--> statement-breakpoint
CREATE TRIGGER search_changes_update AFTER UPDATE ON activity_search REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_search_changed();--> statement-breakpoint
CREATE TRIGGER search_changes_delete AFTER DELETE ON activity_search REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_search_changed();--> statement-breakpoint
CREATE TRIGGER search_changes_truncate AFTER TRUNCATE ON activity_search FOR EACH STATEMENT EXECUTE FUNCTION activity_search_changed();--> statement-breakpoint
-- The catalogue of a platform changed (what words, filters and places resolve to).
CREATE OR REPLACE FUNCTION search_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes jsonb;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    SELECT jsonb_object_agg(id, '{"catalogue": true}'::jsonb) INTO changes FROM platforms;
  ELSIF TG_TABLE_NAME = 'filters' THEN
    SELECT jsonb_object_agg(platform_id, '{"catalogue": true}'::jsonb) INTO changes
    FROM (SELECT DISTINCT g.platform_id FROM changed_rows r JOIN filter_groups g ON g.id = r.filter_group_id) s;
  ELSE
    SELECT jsonb_object_agg(platform_id, '{"catalogue": true}'::jsonb) INTO changes FROM (SELECT DISTINCT platform_id FROM changed_rows) s;
  END IF;
  IF changes IS NOT NULL THEN
    PERFORM search_data_changed(changes);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['filters', 'filter_groups', 'cities', 'provinces', 'regions', 'search_synonyms']
  LOOP
    EXECUTE format('CREATE TRIGGER search_catalogue_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_catalogue_changed()', t);
    EXECUTE format('CREATE TRIGGER search_catalogue_update AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_catalogue_changed()', t);
    EXECUTE format('CREATE TRIGGER search_catalogue_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_catalogue_changed()', t);
    EXECUTE format('CREATE TRIGGER search_catalogue_truncate AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION search_catalogue_changed()', t);
  END LOOP;
END $$;
