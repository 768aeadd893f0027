-- The review queue: its choices and counts (platform, kind, organisation) read from the first index alone, as
-- the navigation's count per platform did from the index it replaces; its default page read in the second's
-- order and stopped after the page (docs/decisions/113).
DROP INDEX "activities_waiting_platform_idx";--> statement-breakpoint
CREATE INDEX "activities_waiting_idx" ON "activities" USING btree ("platform_id","is_edit_copy","organisation_id") WHERE "activities"."submitted_at" IS NOT NULL AND "activities"."approval_status" = 'EDITING';--> statement-breakpoint
CREATE INDEX "activities_waiting_submitted_idx" ON "activities" USING btree ("submitted_at","id") WHERE "activities"."submitted_at" IS NOT NULL AND "activities"."approval_status" = 'EDITING';