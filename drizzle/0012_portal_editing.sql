CREATE TYPE "public"."lead_status" AS ENUM('NEW', 'CONTACTED', 'WON', 'LOST');--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "service_mail" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "approval_status" "approval_status";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "pending_changes" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "last_edited_by_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "lead_status" "lead_status" DEFAULT 'NEW' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "lead_note" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "lead_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_review_idx" ON "activities" USING btree ("submitted_at","id") WHERE "activities"."submitted_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "events_review_idx" ON "events" USING btree ("submitted_at","id") WHERE "events"."submitted_at" IS NOT NULL;