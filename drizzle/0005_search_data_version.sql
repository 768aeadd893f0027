CREATE TABLE "search_data_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- The search data version (docs/decisions/020-public-read-api.md, "Cached totals and counts"): a random
-- value, so that a version never repeats after a rollback or in another database, changed by every
-- statement that changes what an activity search finds or counts. The update takes the row's lock until
-- commit, so a reader never sees a new version before the data it stands for.
ALTER TABLE "search_data_version" ADD CONSTRAINT "search_data_version_one_row" CHECK ("id" = 1);--> statement-breakpoint
INSERT INTO "search_data_version" ("id", "version") VALUES (1, (random() * 9e15)::bigint);--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_data_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_data_version SET version = (random() * 9e15)::bigint WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['activities', 'activity_filters', 'activity_cities', 'activity_provinces', 'activity_regions',
                           'filters', 'filter_groups', 'cities']
  LOOP
    EXECUTE format('CREATE TRIGGER search_data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION search_data_version_bump()', t);
  END LOOP;
END $$;
