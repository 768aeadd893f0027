ALTER TABLE "popups" ADD COLUMN "active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "shown_from" date;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "shown_until" date;--> statement-breakpoint
CREATE INDEX "popups_platform_active_idx" ON "popups" USING btree ("platform_id") WHERE "popups"."active";--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_shown_range" CHECK ("popups"."shown_until" >= "popups"."shown_from");--> statement-breakpoint
-- A pop-up is shown over the brand's pages once per visitor, fetched after the page has loaded (decision
-- 109), and no page's HTML holds it: a change of one drops no cached page. Each server process keeps the
-- platform's current pop-up for /api/public/popup; this notification (channel and payload of the page
-- cache's, drizzle/0019) tells every process which platforms' pop-up to read again. A statement notifies
-- when a row it changed was or is switched on (a switched-off one is shown nowhere).
CREATE FUNCTION popup_change_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  items jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(DISTINCT jsonb_build_object('platformId', platform_id)) INTO items FROM new_rows WHERE active;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(DISTINCT jsonb_build_object('platformId', platform_id)) INTO items FROM old_rows WHERE active;
  ELSE
    SELECT jsonb_agg(DISTINCT jsonb_build_object('platformId', platform_id)) INTO items
    FROM (SELECT platform_id FROM old_rows WHERE active UNION SELECT platform_id FROM new_rows WHERE active) r;
  END IF;
  IF items IS NOT NULL THEN
    PERFORM pg_notify('page_cache_invalidate', jsonb_build_object('table', 'popups', 'bulk', false, 'items', items)::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER page_cache_insert AFTER INSERT ON popups REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION popup_change_notify();--> statement-breakpoint
CREATE TRIGGER page_cache_update AFTER UPDATE ON popups REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION popup_change_notify();--> statement-breakpoint
CREATE TRIGGER page_cache_delete AFTER DELETE ON popups REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION popup_change_notify();
