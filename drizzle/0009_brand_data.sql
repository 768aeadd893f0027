-- The brand becomes data on the platform row (issue 23, decision 098): its settings (app/config/brand.ts)
-- and its text-search configuration. Activities copy the configuration from their platform (a trigger),
-- and their generated search_vector stems with it instead of `CASE WHEN platform_id = 2`.
ALTER TABLE "platforms" ADD COLUMN "search_language" "regconfig" DEFAULT 'dutch' NOT NULL;--> statement-breakpoint
ALTER TABLE "platforms" ADD COLUMN "brand" jsonb;--> statement-breakpoint
-- A database made before this migration gets the four seeded brands' settings (db/seed/platform-data.ts
-- is where they live from now on; a new database is seeded after its migrations).
UPDATE "platforms" SET "search_language" = 'german' WHERE "id" = 2;--> statement-breakpoint
UPDATE "platforms" SET "brand" = CASE "id"
  WHEN 1 THEN '{"kind":"company","locale":"nl","palette":{"primary":"#34aadf","secondary":"#02906f","light":"#eaf6fc","border":"#99cfe7"},"hreflang":{"group":"company-nl","isDefault":true},"features":{"agenda":false,"heroDropdown":"companyTypes","categoryCards":"filterGroups","newActivities":true,"organisationEvents":false,"eventSubmission":false,"aboutPhone":false,"seoLinkBoxes":true}}'::jsonb
  WHEN 2 THEN '{"kind":"company","locale":"de","palette":{"primary":"#34aadf","secondary":"#02906f","light":"#eaf6fc","border":"#99cfe7"},"hreflang":null,"features":{"agenda":false,"heroDropdown":"companyTypes","categoryCards":"filterGroups","newActivities":true,"organisationEvents":false,"eventSubmission":false,"aboutPhone":true,"seoLinkBoxes":false}}'::jsonb
  WHEN 3 THEN '{"kind":"kids","locale":"nl","palette":{"primary":"#e72e6c","secondary":"#5eba94","light":"#f7ecf0","border":"#f2b1c7"},"hreflang":null,"features":{"agenda":true,"heroDropdown":"activityFilters","categoryCards":"activityFilters","newActivities":false,"organisationEvents":true,"eventSubmission":true,"aboutPhone":false,"seoLinkBoxes":false}}'::jsonb
  WHEN 4 THEN '{"kind":"company","locale":"be","palette":{"primary":"#34aadf","secondary":"#02906f","light":"#eaf6fc","border":"#99cfe7"},"hreflang":{"group":"company-nl","isDefault":false},"features":{"agenda":false,"heroDropdown":"companyTypes","categoryCards":"filterGroups","newActivities":true,"organisationEvents":false,"eventSubmission":false,"aboutPhone":false,"seoLinkBoxes":false}}'::jsonb
END WHERE "id" BETWEEN 1 AND 4;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "search_language" "regconfig" DEFAULT 'dutch' NOT NULL;--> statement-breakpoint
UPDATE "activities" a SET "search_language" = p."search_language" FROM "platforms" p WHERE p."id" = a."platform_id" AND a."search_language" <> p."search_language";--> statement-breakpoint
-- Every new activity, and one moved to another platform, takes its platform's configuration. A platform
-- whose language changes keeps its activities' old stemming until they are saved again (rare: a rebuild
-- is `UPDATE activities SET platform_id = platform_id WHERE platform_id = <id>`).
CREATE OR REPLACE FUNCTION activity_search_language() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_language := coalesce((SELECT p.search_language FROM platforms p WHERE p.id = NEW.platform_id), 'dutch');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER activity_search_language BEFORE INSERT OR UPDATE OF platform_id ON activities FOR EACH ROW EXECUTE FUNCTION activity_search_language();--> statement-breakpoint
-- The generated column cannot change its expression in place (before PostgreSQL 17): dropped with its
-- index and added again; its values are the same words as before.
ALTER TABLE "activities" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(search_language, coalesce(title, '')), 'A') || setweight(to_tsvector(search_language, coalesce(company_name, '')), 'B') || setweight(to_tsvector(search_language, coalesce(location_description, '')), 'C') || setweight(to_tsvector(search_language, coalesce(description, '')), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "activities_search_idx" ON "activities" USING gin ("search_vector");
