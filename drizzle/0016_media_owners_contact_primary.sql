ALTER TABLE "image_uploads" ADD COLUMN "uploaded_by_id" integer;--> statement-breakpoint
ALTER TABLE "contact_person_organisations" ADD COLUMN "primary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "image_uploads" ADD CONSTRAINT "image_uploads_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The person's flag moves to its links; where a shared person made an organisation have two primary
-- contacts, the one filed under that organisation (else the lowest id) keeps it.
UPDATE "contact_person_organisations" l SET "primary" = true
FROM (
  SELECT DISTINCT ON (l2.organisation_id) l2.contact_person_id, l2.organisation_id
  FROM "contact_person_organisations" l2 JOIN "contact_persons" p ON p.id = l2.contact_person_id
  WHERE p."primary"
  ORDER BY l2.organisation_id, (p.organisation_id = l2.organisation_id) DESC NULLS LAST, p.id
) chosen
WHERE l.contact_person_id = chosen.contact_person_id AND l.organisation_id = chosen.organisation_id;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_person_organisations_one_primary_idx" ON "contact_person_organisations" USING btree ("organisation_id") WHERE "contact_person_organisations"."primary";--> statement-breakpoint
ALTER TABLE "contact_persons" DROP COLUMN "primary";
