-- The operators' list of a platform's requests read by platform (docs/decisions/113, fifth round):
-- quote_requests.platform_id, the activity's platform, kept so by the same triggers as organisation_id
-- (migration 0040), now one function setting both. As in 0040 nothing here reads or writes the existing
-- leads: the column is added without a default, the leads of before are filled by the worker in small
-- batches (db/backfills.server.ts), which then builds quote_requests_platform_idx CONCURRENTLY.
ALTER TABLE "quote_requests" ADD COLUMN "platform_id" integer;--> statement-breakpoint
DROP TRIGGER quote_requests_organisation ON quote_requests;--> statement-breakpoint
DROP FUNCTION quote_request_organisation();--> statement-breakpoint
-- A lead's organisation and platform are its activity's, whatever the statement wrote (FOR SHARE: 0040).
CREATE FUNCTION quote_request_of_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT a.organisation_id, a.platform_id INTO NEW.organisation_id, NEW.platform_id FROM activities a WHERE a.id = NEW.activity_id FOR SHARE;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER quote_requests_of_activity BEFORE INSERT OR UPDATE OF activity_id, organisation_id, platform_id ON quote_requests
  FOR EACH ROW EXECUTE FUNCTION quote_request_of_activity();--> statement-breakpoint
DROP TRIGGER activities_leads_organisation ON activities;--> statement-breakpoint
DROP FUNCTION activity_leads_organisation();--> statement-breakpoint
-- An activity moved to another organisation (or platform) takes its leads along.
CREATE FUNCTION activity_leads_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE quote_requests SET organisation_id = NEW.organisation_id, platform_id = NEW.platform_id WHERE activity_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER activities_leads_follow AFTER UPDATE OF organisation_id, platform_id ON activities
  FOR EACH ROW WHEN (OLD.organisation_id IS DISTINCT FROM NEW.organisation_id OR OLD.platform_id IS DISTINCT FROM NEW.platform_id)
  EXECUTE FUNCTION activity_leads_follow();--> statement-breakpoint
INSERT INTO data_backfills (name, up_to_id) SELECT 'quote_requests.platform_id', coalesce(max(id), 0) FROM quote_requests;
