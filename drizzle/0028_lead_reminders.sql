ALTER TABLE "quote_requests" ADD COLUMN "reminder_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "waiting_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "quote_requests_reminder_due_idx" ON "quote_requests" USING btree ("reminder_due_at") WHERE "quote_requests"."answered_at" IS NULL AND "quote_requests"."reminded_at" IS NULL AND "quote_requests"."reminder_due_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "quote_requests_waiting_due_idx" ON "quote_requests" USING btree ("waiting_due_at","id") WHERE "quote_requests"."answered_at" IS NULL AND "quote_requests"."waiting_due_at" IS NOT NULL;