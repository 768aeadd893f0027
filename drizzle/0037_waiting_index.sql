-- The review queue's choices and counts (platform, kind, organisation) read from this index alone, as the
-- navigation's count per platform did from the index it replaces (docs/decisions/113).
DROP INDEX "activities_waiting_platform_idx";--> statement-breakpoint
CREATE INDEX "activities_waiting_idx" ON "activities" USING btree ("platform_id","is_edit_copy","organisation_id") WHERE "activities"."submitted_at" IS NOT NULL AND "activities"."approval_status" = 'EDITING';