CREATE TYPE "public"."approval_status" AS ENUM('APPROVED', 'REJECTED', 'EDITING');--> statement-breakpoint
CREATE TYPE "public"."contact_message_type" AS ENUM('Question', 'Ad');--> statement-breakpoint
CREATE TYPE "public"."cta_type" AS ENUM('AD', 'QUESTION');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('man', 'vrouw');--> statement-breakpoint
CREATE TYPE "public"."geographic_location" AS ENUM('ORIGIN_COUNTRY', 'EUROPE', 'OUTSIDE_EUROPE');--> statement-breakpoint
CREATE TYPE "public"."indoor_outdoor" AS ENUM('INDOOR', 'OUTDOOR', 'BOTH');--> statement-breakpoint
CREATE TYPE "public"."link_target" AS ENUM('newWindow', 'sameWindow');--> statement-breakpoint
CREATE TYPE "public"."location_type" AS ENUM('CITY', 'PROVINCE', 'REGION');--> statement-breakpoint
CREATE TYPE "public"."media_type" AS ENUM('VIDEO', 'IMAGE');--> statement-breakpoint
CREATE TYPE "public"."other_type" AS ENUM('CALENDAR', 'NOTE');--> statement-breakpoint
CREATE TYPE "public"."outbox_status" AS ENUM('pending', 'sent', 'failed', 'kept');--> statement-breakpoint
CREATE TYPE "public"."role_name" AS ENUM('ADMIN', 'USER');--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"is_external_link" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"placement" text DEFAULT 'navigation' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platforms" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"alternative_name" text,
	"domain" text NOT NULL,
	"host_fragments" text[] DEFAULT '{}' NOT NULL,
	"host_match_order" integer NOT NULL,
	"email" text NOT NULL,
	"sales_email" text,
	"phone" text,
	"country_code" text NOT NULL,
	"language_code" text NOT NULL,
	"locale_string" text NOT NULL,
	"activity_route" text DEFAULT 'uitjes' NOT NULL,
	"ga_property" text,
	"logo_url" text,
	"tagline" text,
	"blog_source_platform_id" integer,
	"mail_campaign_subscriber_group_name" text,
	"mail_campaign_subscriber_group_id" text,
	"mail_campaign_advertiser_group_name" text,
	"mail_campaign_advertiser_group_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"location_id" text,
	"lon" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"platform_id" integer NOT NULL,
	"region_id" integer,
	"province_id" integer,
	"type" "location_type" DEFAULT 'CITY' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"location_id" text,
	"platform_id" integer NOT NULL,
	"type" "location_type" DEFAULT 'PROVINCE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"lon_min" double precision NOT NULL,
	"lat_min" double precision NOT NULL,
	"lon_max" double precision NOT NULL,
	"lat_max" double precision NOT NULL,
	"platform_id" integer NOT NULL,
	"type" "location_type" DEFAULT 'REGION' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text,
	"alt" text,
	"url" text NOT NULL,
	"type" "media_type" DEFAULT 'IMAGE' NOT NULL,
	"index" integer DEFAULT 0 NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_person_organisations" (
	"contact_person_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	CONSTRAINT "contact_person_organisations_contact_person_id_organisation_id_pk" PRIMARY KEY("contact_person_id","organisation_id")
);
--> statement-breakpoint
CREATE TABLE "contact_persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"old_idx" integer,
	"organisation_id" integer,
	"manager" boolean DEFAULT false NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"fax" text,
	"email" text,
	"wants_mail" boolean DEFAULT false NOT NULL,
	"wants_offer_mail" boolean DEFAULT true NOT NULL,
	"address" text,
	"zip_code" text,
	"city" text,
	"notes" text,
	"primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"address" text,
	"city" text,
	"zipcode" text,
	"phone" text,
	"website" text,
	"street_number" text,
	"old_idx" integer,
	"platform_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" "role_name" NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "user_organisations" (
	"user_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	CONSTRAINT "user_organisations_user_id_organisation_id_pk" PRIMARY KEY("user_id","organisation_id")
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token" text NOT NULL,
	"hash" text NOT NULL,
	"type" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text NOT NULL,
	"phone" text,
	"password" text,
	"old_password" text,
	"old_idx" integer,
	"role_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filter_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"platform_id" integer NOT NULL,
	"image_id" integer,
	"header_image_id" integer,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"filter_group_id" integer NOT NULL,
	"image_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"company_name" text,
	"status" boolean DEFAULT true NOT NULL,
	"minimum_age" integer,
	"maximum_age" integer,
	"persons_min" integer,
	"persons_max" integer,
	"price" numeric(10, 2),
	"duration" text,
	"description" text,
	"website" text,
	"show_website" boolean DEFAULT true NOT NULL,
	"location_description" text,
	"is_edit_copy" boolean DEFAULT false NOT NULL,
	"slug" text NOT NULL,
	"contact_first_name" text,
	"contact_last_name" text,
	"contact_phone" text,
	"contact_email" text,
	"geographic_location" "geographic_location" DEFAULT 'ORIGIN_COUNTRY' NOT NULL,
	"indoor_outdoor" "indoor_outdoor" DEFAULT 'BOTH' NOT NULL,
	"approval_status" "approval_status",
	"old_idx" integer,
	"platform_id" integer NOT NULL,
	"child_id" integer,
	"organisation_id" integer,
	"last_edited_by_id" integer,
	"random_key" integer DEFAULT floor(random() * 2147483647)::int NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(CASE WHEN platform_id = 2 THEN 'german'::regconfig ELSE 'dutch'::regconfig END, coalesce(title, '')), 'A') || setweight(to_tsvector(CASE WHEN platform_id = 2 THEN 'german'::regconfig ELSE 'dutch'::regconfig END, coalesce(company_name, '')), 'B') || setweight(to_tsvector(CASE WHEN platform_id = 2 THEN 'german'::regconfig ELSE 'dutch'::regconfig END, coalesce(location_description, '')), 'C') || setweight(to_tsvector(CASE WHEN platform_id = 2 THEN 'german'::regconfig ELSE 'dutch'::regconfig END, coalesce(description, '')), 'D')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_cities" (
	"activity_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	CONSTRAINT "activity_cities_activity_id_city_id_pk" PRIMARY KEY("activity_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "activity_filters" (
	"activity_id" integer NOT NULL,
	"filter_id" integer NOT NULL,
	CONSTRAINT "activity_filters_activity_id_filter_id_pk" PRIMARY KEY("activity_id","filter_id")
);
--> statement-breakpoint
CREATE TABLE "activity_media" (
	"activity_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	CONSTRAINT "activity_media_activity_id_media_id_pk" PRIMARY KEY("activity_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "activity_provinces" (
	"activity_id" integer NOT NULL,
	"province_id" integer NOT NULL,
	CONSTRAINT "activity_provinces_activity_id_province_id_pk" PRIMARY KEY("activity_id","province_id")
);
--> statement-breakpoint
CREATE TABLE "activity_regions" (
	"activity_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	CONSTRAINT "activity_regions_activity_id_region_id_pk" PRIMARY KEY("activity_id","region_id")
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"old_slug" text NOT NULL,
	"new_slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_comments_activity_id_unique" UNIQUE("activity_id")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"button_title" text NOT NULL,
	"link" text NOT NULL,
	"link_target" "link_target" DEFAULT 'sameWindow' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"cta_type" "cta_type" DEFAULT 'AD' NOT NULL,
	"amount_of_clicks" integer DEFAULT 0 NOT NULL,
	"image_id" integer,
	"platform_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"image_id" integer,
	"content" text NOT NULL,
	"button_title" text,
	"button_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"button_title" text NOT NULL,
	"cta_type" "cta_type" DEFAULT 'QUESTION' NOT NULL,
	"description" text,
	"media_id" integer,
	"platform_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_page_cities" (
	"seo_page_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	CONSTRAINT "seo_page_cities_seo_page_id_city_id_pk" PRIMARY KEY("seo_page_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "seo_page_filters" (
	"seo_page_id" integer NOT NULL,
	"filter_id" integer NOT NULL,
	CONSTRAINT "seo_page_filters_seo_page_id_filter_id_pk" PRIMARY KEY("seo_page_id","filter_id")
);
--> statement-breakpoint
CREATE TABLE "seo_page_provinces" (
	"seo_page_id" integer NOT NULL,
	"province_id" integer NOT NULL,
	CONSTRAINT "seo_page_provinces_seo_page_id_province_id_pk" PRIMARY KEY("seo_page_id","province_id")
);
--> statement-breakpoint
CREATE TABLE "seo_page_regions" (
	"seo_page_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	CONSTRAINT "seo_page_regions_seo_page_id_region_id_pk" PRIMARY KEY("seo_page_id","region_id")
);
--> statement-breakpoint
CREATE TABLE "seo_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"slug" text NOT NULL,
	"search_query" text,
	"meta_title" text,
	"meta_description" text,
	"page_title" text,
	"page_description" text,
	"platform_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_media" (
	"event_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	CONSTRAINT "event_media_event_id_media_id_pk" PRIMARY KEY("event_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "event_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"name" text NOT NULL,
	"company_name" text,
	"email" text NOT NULL,
	"iban" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"zipcode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"website" text,
	"description" text,
	"image_id" integer,
	"organisation_id" integer,
	"city_id" integer,
	"platform_id" integer NOT NULL,
	"type" "other_type" DEFAULT 'CALENDAR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"type" "contact_message_type" NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"company_name" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"platform_id" integer,
	"kind" text NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" "outbox_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"consent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"gender" "gender" DEFAULT 'man' NOT NULL,
	"reference" text,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"number_of_persons" integer,
	"planned_date" timestamp with time zone,
	"address" text,
	"zipcode" text,
	"city" text,
	"description" text,
	"company_name" text,
	"statistic_options" jsonb,
	"subscribe" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_mail_statistics" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"submit_date" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"phone_clicks" integer DEFAULT 0 NOT NULL,
	"web_clicks" integer DEFAULT 0 NOT NULL,
	"offer_requests" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provinces" ADD CONSTRAINT "provinces_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_person_organisations" ADD CONSTRAINT "contact_person_organisations_contact_person_id_contact_persons_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."contact_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_person_organisations" ADD CONSTRAINT "contact_person_organisations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_persons" ADD CONSTRAINT "contact_persons_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_organisations" ADD CONSTRAINT "user_organisations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_organisations" ADD CONSTRAINT "user_organisations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_groups" ADD CONSTRAINT "filter_groups_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_groups" ADD CONSTRAINT "filter_groups_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_groups" ADD CONSTRAINT "filter_groups_header_image_id_media_id_fk" FOREIGN KEY ("header_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filters" ADD CONSTRAINT "filters_filter_group_id_filter_groups_id_fk" FOREIGN KEY ("filter_group_id") REFERENCES "public"."filter_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filters" ADD CONSTRAINT "filters_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_child_id_activities_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_cities" ADD CONSTRAINT "activity_cities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_cities" ADD CONSTRAINT "activity_cities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_filters" ADD CONSTRAINT "activity_filters_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_filters" ADD CONSTRAINT "activity_filters_filter_id_filters_id_fk" FOREIGN KEY ("filter_id") REFERENCES "public"."filters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_media" ADD CONSTRAINT "activity_media_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_media" ADD CONSTRAINT "activity_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_provinces" ADD CONSTRAINT "activity_provinces_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_provinces" ADD CONSTRAINT "activity_provinces_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_regions" ADD CONSTRAINT "activity_regions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_regions" ADD CONSTRAINT "activity_regions_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_page_cities" ADD CONSTRAINT "seo_page_cities_seo_page_id_seo_pages_id_fk" FOREIGN KEY ("seo_page_id") REFERENCES "public"."seo_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_page_cities" ADD CONSTRAINT "seo_page_cities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_page_filters" ADD CONSTRAINT "seo_page_filters_seo_page_id_seo_pages_id_fk" FOREIGN KEY ("seo_page_id") REFERENCES "public"."seo_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_page_filters" ADD CONSTRAINT "seo_page_filters_filter_id_filters_id_fk" FOREIGN KEY ("filter_id") REFERENCES "public"."filters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_page_provinces" ADD CONSTRAINT "seo_page_provinces_seo_page_id_seo_pages_id_fk" FOREIGN KEY ("seo_page_id") REFERENCES "public"."seo_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_page_provinces" ADD CONSTRAINT "seo_page_provinces_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_page_regions" ADD CONSTRAINT "seo_page_regions_seo_page_id_seo_pages_id_fk" FOREIGN KEY ("seo_page_id") REFERENCES "public"."seo_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_page_regions" ADD CONSTRAINT "seo_page_regions_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_pages" ADD CONSTRAINT "seo_pages_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_media" ADD CONSTRAINT "event_media_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_media" ADD CONSTRAINT "event_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_submissions" ADD CONSTRAINT "event_submissions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_submissions" ADD CONSTRAINT "event_submissions_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_mail_statistics" ADD CONSTRAINT "service_mail_statistics_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_items_platform_idx" ON "menu_items" USING btree ("platform_id","placement","position");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_platform_location_uq" ON "cities" USING btree ("platform_id","location_id");--> statement-breakpoint
CREATE INDEX "cities_platform_name_idx" ON "cities" USING btree ("platform_id","name");--> statement-breakpoint
CREATE INDEX "cities_name_trgm_idx" ON "cities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cities_province_idx" ON "cities" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "cities_lat_lon_idx" ON "cities" USING btree ("lat","lon");--> statement-breakpoint
CREATE UNIQUE INDEX "provinces_platform_name_uq" ON "provinces" USING btree ("platform_id","name");--> statement-breakpoint
CREATE INDEX "provinces_name_trgm_idx" ON "provinces" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "regions_platform_name_uq" ON "regions" USING btree ("platform_id","name");--> statement-breakpoint
CREATE INDEX "regions_name_trgm_idx" ON "regions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_person_organisations_org_idx" ON "contact_person_organisations" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "contact_persons_organisation_idx" ON "contact_persons" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "organisations_platform_name_idx" ON "organisations" USING btree ("platform_id","name");--> statement-breakpoint
CREATE INDEX "organisations_name_trgm_idx" ON "organisations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_organisations_org_idx" ON "user_organisations" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "user_tokens_user_idx" ON "user_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_tokens_hash_uq" ON "user_tokens" USING btree ("hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "filter_groups_platform_name_uq" ON "filter_groups" USING btree ("platform_id","name");--> statement-breakpoint
CREATE INDEX "filters_group_idx" ON "filters" USING btree ("filter_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activities_platform_slug_uq" ON "activities" USING btree ("platform_id","slug") WHERE NOT "activities"."is_edit_copy";--> statement-breakpoint
CREATE INDEX "activities_public_idx" ON "activities" USING btree ("platform_id","random_key") WHERE "activities"."approved" AND "activities"."status" AND NOT "activities"."is_edit_copy";--> statement-breakpoint
CREATE INDEX "activities_public_created_idx" ON "activities" USING btree ("platform_id","created_at") WHERE "activities"."approved" AND "activities"."status" AND NOT "activities"."is_edit_copy";--> statement-breakpoint
CREATE INDEX "activities_organisation_idx" ON "activities" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "activities_search_idx" ON "activities" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "activities_title_trgm_idx" ON "activities" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activities_company_trgm_idx" ON "activities" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activity_cities_city_idx" ON "activity_cities" USING btree ("city_id","activity_id");--> statement-breakpoint
CREATE INDEX "activity_filters_filter_idx" ON "activity_filters" USING btree ("filter_id","activity_id");--> statement-breakpoint
CREATE INDEX "activity_media_media_idx" ON "activity_media" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "activity_provinces_province_idx" ON "activity_provinces" USING btree ("province_id","activity_id");--> statement-breakpoint
CREATE INDEX "activity_regions_region_idx" ON "activity_regions" USING btree ("region_id","activity_id");--> statement-breakpoint
CREATE INDEX "redirects_old_slug_idx" ON "redirects" USING btree ("old_slug");--> statement-breakpoint
CREATE INDEX "redirects_activity_idx" ON "redirects" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "banners_platform_active_idx" ON "banners" USING btree ("platform_id") WHERE "banners"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "blogs_platform_position_uq" ON "blogs" USING btree ("platform_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_pages_platform_slug_uq" ON "seo_pages" USING btree ("platform_id","slug");--> statement-breakpoint
CREATE INDEX "events_public_idx" ON "events" USING btree ("platform_id","start_date") WHERE "events"."active";--> statement-breakpoint
CREATE INDEX "events_organisation_idx" ON "events" USING btree ("organisation_id","start_date");--> statement-breakpoint
CREATE INDEX "events_city_idx" ON "events" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_platform_email_uq" ON "newsletter_subscribers" USING btree ("platform_id",lower("email"));--> statement-breakpoint
CREATE INDEX "quote_requests_activity_idx" ON "quote_requests" USING btree ("activity_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_mail_statistics_activity_day_uq" ON "service_mail_statistics" USING btree ("activity_id","submit_date");