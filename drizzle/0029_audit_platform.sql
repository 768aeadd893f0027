ALTER TABLE "audit_log" ADD COLUMN "platform_id" integer;--> statement-breakpoint
-- The entries written before: their platform by the rule recordAudit now applies when it writes one
-- (platformOfDetail in app/portal/audit.server.ts), only where there is one (an account's entry has none).
WITH worked_out AS (
  SELECT l.id, COALESCE(
    n.platform_id,
    CASE l.detail ->> 'entity'
      WHEN 'activity' THEN (SELECT a.platform_id FROM activities a WHERE a.id = n.id)
      WHEN 'event' THEN (SELECT e.platform_id FROM events e WHERE e.id = n.id)
      WHEN 'organisation' THEN (SELECT o.platform_id FROM organisations o WHERE o.id = n.id)
      WHEN 'contact-person' THEN (SELECT o.platform_id FROM organisations o WHERE o.id = n.organisation_id)
      WHEN 'lead' THEN (SELECT a.platform_id FROM quote_requests q JOIN activities a ON a.id = q.activity_id WHERE q.id = n.id)
      WHEN 'event-submission' THEN (SELECT s.platform_id FROM event_submissions s WHERE s.id = n.id)
      WHEN 'mail' THEN (SELECT m.platform_id FROM mail_outbox m WHERE m.id = n.id)
    END) AS platform_id
  FROM "audit_log" l
  CROSS JOIN LATERAL (
    SELECT
      CASE WHEN l.detail ->> 'platformId' ~ '^[0-9]{1,9}$' THEN (l.detail ->> 'platformId')::int END AS platform_id,
      CASE WHEN l.detail ->> 'id' ~ '^[0-9]{1,9}$' THEN (l.detail ->> 'id')::int END AS id,
      CASE WHEN l.detail ->> 'organisationId' ~ '^[0-9]{1,9}$' THEN (l.detail ->> 'organisationId')::int END AS organisation_id
  ) n
  WHERE l.detail IS NOT NULL
)
UPDATE "audit_log" SET "platform_id" = w.platform_id
FROM worked_out w
WHERE "audit_log".id = w.id AND w.platform_id IS NOT NULL AND w.platform_id IN (SELECT id FROM platforms);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_platform_idx" ON "audit_log" USING btree ("platform_id","at");
