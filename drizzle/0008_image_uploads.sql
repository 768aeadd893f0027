CREATE TABLE "image_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"media_id" integer NOT NULL,
	"stored_name" text NOT NULL,
	"client_ip" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"files_removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "image_uploads_client_ip_created_at_idx" ON "image_uploads" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE INDEX "image_uploads_media_id_idx" ON "image_uploads" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "image_uploads_created_at_idx" ON "image_uploads" USING btree ("created_at");