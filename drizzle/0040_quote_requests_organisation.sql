-- A provider's leads read by organisation (docs/decisions/113, fourth round): quote_requests.organisation_id,
-- the activity's organisation, kept so by the triggers below. Nothing here reads or writes the existing
-- leads: the column is added without a default (a catalogue change, no table rewrite), and the leads of
-- before are filled afterwards in small batches by the worker (db/backfills.server.ts), which then builds
-- the column's indexes CONCURRENTLY. This migration holds the table's lock for milliseconds.
CREATE TABLE "data_backfills" (
	"name" text PRIMARY KEY NOT NULL,
	"up_to_id" integer NOT NULL,
	"done_to_id" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "organisation_id" integer;--> statement-breakpoint
-- A lead's organisation is its activity's, whatever the statement wrote. FOR SHARE waits for a change of
-- the activity's organisation still in progress: without it a lead written meanwhile kept the old one
-- (the change's update of the activity's leads does not see a lead not yet committed).
CREATE FUNCTION quote_request_organisation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT a.organisation_id INTO NEW.organisation_id FROM activities a WHERE a.id = NEW.activity_id FOR SHARE;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER quote_requests_organisation BEFORE INSERT OR UPDATE OF activity_id, organisation_id ON quote_requests
  FOR EACH ROW EXECUTE FUNCTION quote_request_organisation();--> statement-breakpoint
-- An activity moved to another organisation (an operator's change, a merge of organisations, or the
-- organisation deleted: ON DELETE SET NULL runs as an update and fires this too) takes its leads along.
CREATE FUNCTION activity_leads_organisation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE quote_requests SET organisation_id = NEW.organisation_id WHERE activity_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER activities_leads_organisation AFTER UPDATE OF organisation_id ON activities
  FOR EACH ROW WHEN (OLD.organisation_id IS DISTINCT FROM NEW.organisation_id) EXECUTE FUNCTION activity_leads_organisation();--> statement-breakpoint
-- The leads written before this migration are the backfill's: every id up to the largest now (the lock
-- the ALTER TABLE took waited for every transaction writing leads; later ones fire the trigger).
INSERT INTO data_backfills (name, up_to_id) SELECT 'quote_requests.organisation_id', coalesce(max(id), 0) FROM quote_requests;
