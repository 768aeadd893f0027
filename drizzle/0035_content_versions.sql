CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_kind" text NOT NULL,
	"entity_id" integer NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"changed_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_versions_kind_check" CHECK ("content_versions"."entity_kind" IN ('activity', 'seo-page', 'blog', 'banner')),
	CONSTRAINT "content_versions_version_check" CHECK ("content_versions"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_entity_version_idx" ON "content_versions" USING btree ("entity_kind","entity_id","version");--> statement-breakpoint
CREATE INDEX "content_versions_author_idx" ON "content_versions" USING btree ("author_id");