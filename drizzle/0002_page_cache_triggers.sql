-- Custom SQL migration file, put your code below! --

-- Page cache invalidation (docs/decisions/004-page-cache.md): every change to content that pages show
-- sends one notification per statement on channel page_cache_invalidate; the servers LISTEN and drop
-- exactly the cached pages tagged with what changed. Statement-level triggers keep bulk loads cheap:
-- more than 50 changed rows collapse into "platform P changed".
CREATE OR REPLACE FUNCTION page_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total int;
  items jsonb;
  source text;
BEGIN
  IF TG_TABLE_NAME IN ('activity_filters', 'activity_cities', 'activity_provinces', 'activity_regions', 'activity_media') THEN
    source := 'SELECT a.platform_id, a.slug, a.organisation_id FROM (SELECT DISTINCT activity_id FROM changed_rows) c JOIN activities a ON a.id = c.activity_id';
  ELSIF TG_TABLE_NAME = 'filters' THEN
    source := 'SELECT g.platform_id, NULL::text AS slug, NULL::int AS organisation_id FROM changed_rows r JOIN filter_groups g ON g.id = r.filter_group_id';
  ELSIF TG_TABLE_NAME = 'platforms' THEN
    source := 'SELECT r.id AS platform_id, NULL::text AS slug, NULL::int AS organisation_id FROM changed_rows r';
  ELSE
    source := 'SELECT (to_jsonb(r)->>''platform_id'')::int AS platform_id, to_jsonb(r)->>''slug'' AS slug, (to_jsonb(r)->>''organisation_id'')::int AS organisation_id FROM changed_rows r';
  END IF;
  EXECUTE 'SELECT count(*) FROM (' || source || ') s' INTO total;
  IF total = 0 THEN
    RETURN NULL;
  ELSIF total > 50 THEN
    EXECUTE 'SELECT jsonb_agg(DISTINCT jsonb_build_object(''platformId'', platform_id)) FROM (' || source || ') s' INTO items;
  ELSE
    EXECUTE 'SELECT jsonb_agg(DISTINCT jsonb_build_object(''platformId'', platform_id, ''slug'', slug, ''organisationId'', organisation_id)) FROM (' || source || ') s' INTO items;
  END IF;
  PERFORM pg_notify('page_cache_invalidate', jsonb_build_object('table', TG_TABLE_NAME, 'bulk', total > 50, 'items', items)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['activities', 'activity_filters', 'activity_cities', 'activity_provinces', 'activity_regions', 'activity_media',
                           'events', 'blogs', 'banners', 'seo_pages', 'filters', 'filter_groups', 'menu_items', 'platforms', 'popups']
  LOOP
    EXECUTE format('CREATE TRIGGER page_cache_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify()', t);
    EXECUTE format('CREATE TRIGGER page_cache_update AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify()', t);
    EXECUTE format('CREATE TRIGGER page_cache_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify()', t);
  END LOOP;
END $$;
