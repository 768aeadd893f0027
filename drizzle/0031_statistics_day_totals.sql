CREATE TABLE "statistics_day_totals" (
	"day" date PRIMARY KEY NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"phone_clicks" bigint DEFAULT 0 NOT NULL,
	"web_clicks" bigint DEFAULT 0 NOT NULL,
	"offer_requests" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Keeps statistics_day_totals equal to the day sums of service_mail_statistics (db/schema/leads.ts says
-- why): once per statement, from its transition tables (the rows it inserted, and the old and new rows it
-- updated or deleted), one upsert of the differences per day, days in order so two writers lock the same
-- days in the same order. An INSERT ... ON CONFLICT DO UPDATE fires the insert trigger with the rows it
-- inserted and the update trigger with those it updated.
CREATE FUNCTION statistics_day_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its trigger has (as the example "Auditing with
  -- Transition Tables" of PostgreSQL's documentation does), so the one upsert is written once per branch.
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM statistics_day_totals;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO statistics_day_totals AS t (day, views, phone_clicks, web_clicks, offer_requests)
    SELECT day, sum(views), sum(phone_clicks), sum(web_clicks), sum(offer_requests) FROM (SELECT submit_date AS day, views, phone_clicks, web_clicks, offer_requests FROM new_rows) AS changes GROUP BY day ORDER BY day
    ON CONFLICT (day) DO UPDATE SET views = t.views + excluded.views, phone_clicks = t.phone_clicks + excluded.phone_clicks,
      web_clicks = t.web_clicks + excluded.web_clicks, offer_requests = t.offer_requests + excluded.offer_requests;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO statistics_day_totals AS t (day, views, phone_clicks, web_clicks, offer_requests)
    SELECT day, sum(views), sum(phone_clicks), sum(web_clicks), sum(offer_requests) FROM (SELECT submit_date AS day, views, phone_clicks, web_clicks, offer_requests FROM new_rows UNION ALL SELECT submit_date AS day, -views AS views, -phone_clicks AS phone_clicks, -web_clicks AS web_clicks, -offer_requests AS offer_requests FROM old_rows) AS changes GROUP BY day ORDER BY day
    ON CONFLICT (day) DO UPDATE SET views = t.views + excluded.views, phone_clicks = t.phone_clicks + excluded.phone_clicks,
      web_clicks = t.web_clicks + excluded.web_clicks, offer_requests = t.offer_requests + excluded.offer_requests;
  ELSE
    INSERT INTO statistics_day_totals AS t (day, views, phone_clicks, web_clicks, offer_requests)
    SELECT day, sum(views), sum(phone_clicks), sum(web_clicks), sum(offer_requests) FROM (SELECT submit_date AS day, -views AS views, -phone_clicks AS phone_clicks, -web_clicks AS web_clicks, -offer_requests AS offer_requests FROM old_rows) AS changes GROUP BY day ORDER BY day
    ON CONFLICT (day) DO UPDATE SET views = t.views + excluded.views, phone_clicks = t.phone_clicks + excluded.phone_clicks,
      web_clicks = t.web_clicks + excluded.web_clicks, offer_requests = t.offer_requests + excluded.offer_requests;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER statistics_day_totals_insert AFTER INSERT ON service_mail_statistics REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION statistics_day_totals_follow();
--> statement-breakpoint
CREATE TRIGGER statistics_day_totals_update AFTER UPDATE ON service_mail_statistics REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION statistics_day_totals_follow();
--> statement-breakpoint
CREATE TRIGGER statistics_day_totals_delete AFTER DELETE ON service_mail_statistics REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION statistics_day_totals_follow();
--> statement-breakpoint
CREATE TRIGGER statistics_day_totals_truncate AFTER TRUNCATE ON service_mail_statistics
  FOR EACH STATEMENT EXECUTE FUNCTION statistics_day_totals_follow();
--> statement-breakpoint
-- The figures counted before this migration.
INSERT INTO statistics_day_totals (day, views, phone_clicks, web_clicks, offer_requests)
SELECT submit_date, sum(views), sum(phone_clicks), sum(web_clicks), sum(offer_requests) FROM service_mail_statistics GROUP BY submit_date;
