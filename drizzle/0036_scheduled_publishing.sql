ALTER TABLE "popups" DROP CONSTRAINT "popups_shown_range";--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seo_pages" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seo_pages" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "banners_publish_at_idx" ON "banners" USING btree ("publish_at") WHERE "banners"."publish_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "banners_unpublish_at_idx" ON "banners" USING btree ("unpublish_at") WHERE "banners"."unpublish_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "blogs_publish_at_idx" ON "blogs" USING btree ("publish_at") WHERE "blogs"."publish_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "blogs_unpublish_at_idx" ON "blogs" USING btree ("unpublish_at") WHERE "blogs"."unpublish_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "popups_publish_at_idx" ON "popups" USING btree ("publish_at") WHERE "popups"."publish_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "popups_unpublish_at_idx" ON "popups" USING btree ("unpublish_at") WHERE "popups"."unpublish_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "seo_pages_publish_at_idx" ON "seo_pages" USING btree ("publish_at") WHERE "seo_pages"."publish_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "seo_pages_unpublish_at_idx" ON "seo_pages" USING btree ("unpublish_at") WHERE "seo_pages"."unpublish_at" IS NOT NULL;--> statement-breakpoint
-- Pop-ups' days become times (docs/decisions/121): a switched-on pop-up whose first day is still to come is
-- switched off and on again at the start of that day, one whose last day is today or later goes off at the
-- end of it (midnight of the platform's zone, as the days were read), one whose days are over is off. A
-- switched-off pop-up loses its days: they only counted once an operator switched it on.
UPDATE popups p
SET publish_at = CASE WHEN p.shown_from > z.today THEN p.shown_from::timestamp AT TIME ZONE z.zone END,
    unpublish_at = CASE WHEN p.shown_until >= z.today THEN (p.shown_until + 1)::timestamp AT TIME ZONE z.zone END,
    active = (p.shown_from IS NULL OR p.shown_from <= z.today) AND (p.shown_until IS NULL OR p.shown_until >= z.today)
FROM (SELECT id, zone, (now() AT TIME ZONE zone)::date AS today
      FROM (SELECT id, CASE upper(country_code) WHEN 'DE' THEN 'Europe/Berlin' WHEN 'BE' THEN 'Europe/Brussels' ELSE 'Europe/Amsterdam' END AS zone
            FROM platforms) zones) z
WHERE z.id = p.platform_id AND p.active AND (p.shown_from IS NOT NULL OR p.shown_until IS NOT NULL);--> statement-breakpoint
ALTER TABLE "popups" DROP COLUMN "shown_from";--> statement-breakpoint
ALTER TABLE "popups" DROP COLUMN "shown_until";--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_schedule_order" CHECK ("banners"."unpublish_at" > "banners"."publish_at");--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_schedule_order" CHECK ("blogs"."unpublish_at" > "blogs"."publish_at");--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_schedule_order" CHECK ("popups"."unpublish_at" > "popups"."publish_at");--> statement-breakpoint
ALTER TABLE "seo_pages" ADD CONSTRAINT "seo_pages_schedule_order" CHECK ("seo_pages"."unpublish_at" > "seo_pages"."publish_at");--> statement-breakpoint
-- The page-cache notifications of drizzle/0019, with the schedule columns among those no public page shows:
-- setting or clearing a time drops no cached page; the job's flip of `active` drops what a switch drops.
CREATE OR REPLACE FUNCTION page_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  public_activity constant text :=
    '(%1$s.approved AND %1$s.status AND NOT %1$s.is_edit_copy AND (%1$s.approval_status IS NULL OR %1$s.approval_status = ''APPROVED''))';
  -- Whether a row version (alias %1$s) is on a public page.
  visible text := 'true';
  -- Columns no public page shows: their changes notify nothing.
  ignored text[] := ARRAY['created_at', 'updated_at'];
  -- Activity columns the detail page (and the organisation page's data) show but no listing does.
  detail_only text[] := ARRAY[]::text[];
  -- What a notification item names of a row version (alias %1$s): platform, slug, organisation.
  item text := '%1$s.platform_id, NULL::text, NULL::int';
  ids text;
  -- The query of the changed row versions public pages show: platform, slug, organisation, listing.
  versions text;
  total int;
  items jsonb;
BEGIN
  IF TG_TABLE_NAME IN ('activity_filters', 'activity_cities', 'activity_provinces', 'activity_regions', 'activity_media') THEN
    -- The activities whose links changed: an UPDATE that rewrites a link to itself changes none.
    ids := CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT activity_id FROM new_rows'
      WHEN 'DELETE' THEN 'SELECT activity_id FROM old_rows'
      ELSE 'SELECT activity_id FROM (SELECT * FROM old_rows EXCEPT ALL SELECT * FROM new_rows) d
            UNION SELECT activity_id FROM (SELECT * FROM new_rows EXCEPT ALL SELECT * FROM old_rows) d'
    END;
    -- Filters, places and media are on the cards and decide what a search finds: the listings change.
    versions := format('SELECT a.platform_id, a.slug, a.organisation_id, true FROM activities a WHERE a.id IN (%s) AND %s', ids, format(public_activity, 'a'));
  ELSE
    CASE TG_TABLE_NAME
      WHEN 'activities' THEN
        visible := public_activity;
        -- Compared through `visible` instead: approved, status, is_edit_copy, approval_status. Not on any
        -- public page: price, duration (left out of the public detail query), old_idx, child_id,
        -- last_edited_by_id, service_mail, submitted_at, version, updated_at. Derived: search_language
        -- (the platform's), search_vector (title and texts), filter_ids, city_ids, province_ids,
        -- region_ids (copies of the link tables, which notify themselves).
        ignored := ARRAY['approved', 'status', 'is_edit_copy', 'approval_status', 'price', 'duration', 'old_idx', 'child_id',
                         'last_edited_by_id', 'service_mail', 'submitted_at', 'version', 'updated_at', 'search_language',
                         'search_vector', 'filter_ids', 'city_ids', 'province_ids', 'region_ids'];
        -- The contact buttons and the page data of the detail page and the organisation page; cards show
        -- none of them. Every other column counts for the listings: cards (title, company name,
        -- description, persons, ages, indoor/outdoor, organisation, slug), search conditions
        -- (location_description, geographic_location, platform_id) and order (random_key, created_at).
        detail_only := ARRAY['website', 'show_website', 'contact_first_name', 'contact_last_name', 'contact_phone', 'contact_email'];
        item := '%1$s.platform_id, %1$s.slug, %1$s.organisation_id';
      WHEN 'events' THEN
        visible := '%1$s.active';
        -- A published event's pending changes and its review wait outside the agenda until approved.
        ignored := ARRAY['approval_status', 'review_comment', 'submitted_at', 'pending_changes', 'last_edited_by_id', 'version',
                         'created_at', 'updated_at'];
        item := '%1$s.platform_id, NULL::text, %1$s.organisation_id';
      WHEN 'blogs' THEN
        visible := '%1$s.active';
        -- The schedule is the back office's; its flip changes `active`, which counts (drizzle/0029).
        ignored := ARRAY['publish_at', 'unpublish_at', 'created_at', 'updated_at'];
      WHEN 'seo_pages' THEN
        visible := '%1$s.active';
        ignored := ARRAY['publish_at', 'unpublish_at', 'created_at', 'updated_at'];
      WHEN 'banners' THEN
        visible := '%1$s.active';
        -- The banner block shows title, button, link, target and image; clicks, the kind and the schedule are
        -- the back office's.
        ignored := ARRAY['amount_of_clicks', 'cta_type', 'publish_at', 'unpublish_at', 'created_at', 'updated_at'];
      WHEN 'filters' THEN
        item := '(SELECT g.platform_id FROM filter_groups g WHERE g.id = %1$s.filter_group_id), NULL::text, NULL::int';
      WHEN 'platforms' THEN
        item := '%1$s.id, NULL::text, NULL::int';
      ELSE
        NULL; -- filter_groups, menu_items: always visible, every column but the timestamps shown
    END CASE;
    IF TG_OP = 'INSERT' THEN
      versions := format('SELECT %s, true FROM new_rows n WHERE %s', format(item, 'n'), format(visible, 'n'));
    ELSIF TG_OP = 'DELETE' THEN
      versions := format('SELECT %s, true FROM old_rows o WHERE %s', format(item, 'o'), format(visible, 'o'));
    ELSE
      -- Both versions of each row that changed what a public page shows.
      versions := format(
        'SELECT x.*, f.was IS DISTINCT FROM f.is_now OR f.listed
         FROM old_rows o JOIN new_rows n ON n.id = o.id
         CROSS JOIN LATERAL (SELECT %1$s AS was, %2$s AS is_now,
                                    (to_jsonb(o) - %3$L::text[]) IS DISTINCT FROM (to_jsonb(n) - %3$L::text[]) AS shown,
                                    (to_jsonb(o) - %4$L::text[]) IS DISTINCT FROM (to_jsonb(n) - %4$L::text[]) AS listed) f
         CROSS JOIN LATERAL (VALUES (%5$s), (%6$s)) x
         WHERE (f.was OR f.is_now) AND (f.was IS DISTINCT FROM f.is_now OR f.shown)',
        format(visible, 'o'), format(visible, 'n'), ignored, ignored || detail_only, format(item, 'o'), format(item, 'n'));
    END IF;
  END IF;
  EXECUTE format(
    'SELECT count(*)::int, jsonb_agg(jsonb_build_object(''platformId'', platform_id, ''slug'', slug, ''organisationId'', organisation_id, ''listing'', listing))
     FROM (SELECT platform_id, slug, organisation_id, bool_or(listing) AS listing
           FROM (%s) v (platform_id, slug, organisation_id, listing)
           GROUP BY 1, 2, 3) s',
    versions) INTO total, items;
  IF total = 0 THEN
    RETURN NULL;
  ELSIF total > 50 THEN
    -- A bulk change (a load, a script) collapses into "platform P changed".
    EXECUTE format('SELECT jsonb_agg(DISTINCT jsonb_build_object(''platformId'', platform_id)) FROM (%s) v (platform_id, slug, organisation_id, listing)', versions)
      INTO items;
  END IF;
  PERFORM pg_notify('page_cache_invalidate', jsonb_build_object('table', TG_TABLE_NAME, 'bulk', total > 50, 'items', items)::text);
  RETURN NULL;
END $$;
