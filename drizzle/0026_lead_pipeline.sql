-- The lead pipeline (docs/decisions/115). The enum is changed in place (CONTACTED is renamed ANSWERED,
-- QUOTED added), not dropped and re-created through text as drizzle-kit proposes: that rewrites
-- quote_requests under an exclusive lock. The migrations run in one transaction (db/migrate.server.ts):
-- a value added there cannot be used before it commits, so nothing in this run may write 'QUOTED'.
ALTER TYPE "public"."lead_status" RENAME VALUE 'CONTACTED' TO 'ANSWERED';--> statement-breakpoint
ALTER TYPE "public"."lead_status" ADD VALUE 'QUOTED' BEFORE 'WON';--> statement-breakpoint
CREATE TABLE "lead_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_request_id" integer NOT NULL,
	"author_user_id" integer,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_outbox_id" integer
);
--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "quoted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "lost_reason" text;--> statement-breakpoint
-- The steps of the leads followed up before: their status was set at lead_updated_at, so they were
-- answered then at the latest, and a won or lost one closed then.
UPDATE "quote_requests" SET
	"answered_at" = coalesce("lead_updated_at", "created_at"),
	"closed_at" = CASE WHEN "lead_status" IN ('WON', 'LOST') THEN coalesce("lead_updated_at", "created_at") END
WHERE "lead_status" <> 'NEW';--> statement-breakpoint
ALTER TABLE "lead_answers" ADD CONSTRAINT "lead_answers_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_answers" ADD CONSTRAINT "lead_answers_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_answers" ADD CONSTRAINT "lead_answers_mail_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("mail_outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_answers_lead_idx" ON "lead_answers" USING btree ("quote_request_id","sent_at");--> statement-breakpoint
CREATE INDEX "lead_answers_author_idx" ON "lead_answers" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "lead_answers_mail_idx" ON "lead_answers" USING btree ("mail_outbox_id");
