CREATE TABLE "import_keys" (
	"source" text NOT NULL,
	"platform_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"target_id" integer NOT NULL,
	"source_hash" text NOT NULL,
	"source_updated_at" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_keys_source_platform_id_kind_source_id_pk" PRIMARY KEY("source","platform_id","kind","source_id")
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"platform_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"report" jsonb
);
--> statement-breakpoint
CREATE INDEX "import_runs_started_idx" ON "import_runs" USING btree ("started_at");