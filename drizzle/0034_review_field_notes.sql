CREATE TABLE "review_field_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"field" text NOT NULL,
	"media_id" integer,
	"note" text NOT NULL,
	"author_id" integer,
	"answer" text,
	"answered_by_id" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"round" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"requested_by_id" integer,
	"resubmitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_field_notes" ADD CONSTRAINT "review_field_notes_request_id_review_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."review_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_field_notes" ADD CONSTRAINT "review_field_notes_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_field_notes" ADD CONSTRAINT "review_field_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_field_notes" ADD CONSTRAINT "review_field_notes_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_field_notes_request_idx" ON "review_field_notes" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "review_field_notes_activity_idx" ON "review_field_notes" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "review_field_notes_author_idx" ON "review_field_notes" USING btree ("author_id") WHERE "review_field_notes"."author_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "review_field_notes_answered_by_idx" ON "review_field_notes" USING btree ("answered_by_id") WHERE "review_field_notes"."answered_by_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_activity_round_uq" ON "review_requests" USING btree ("activity_id","round");--> statement-breakpoint
CREATE INDEX "review_requests_requested_by_idx" ON "review_requests" USING btree ("requested_by_id") WHERE "review_requests"."requested_by_id" IS NOT NULL;