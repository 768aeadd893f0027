CREATE TABLE "filter_usage" (
	"filter_id" integer PRIMARY KEY NOT NULL,
	"activities" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "filter_usage" ADD CONSTRAINT "filter_usage_filter_id_filters_id_fk" FOREIGN KEY ("filter_id") REFERENCES "public"."filters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Keeps filter_usage equal to the count the back office showed by reading every link (db/schema/filters.ts
-- says what it counts): per filter, its links less the pairs of an original and its edit copy
-- (activities.child_id) both linked to it. A statement on activity_filters changes the links it wrote
-- and the pairs those links were or are part of; nothing else. With S1 the links after the statement
-- (the table as its triggers see it) and S0 those before ((S1 less the new rows) and the old rows), a
-- filter's count changes by its new rows less its old rows, less the pairs of S1 that hold a new row,
-- plus the pairs of S0 that held an old row (a pair holding no written row is in both). One upsert per
-- statement, filters in order so two writers lock shared rows in the same order; a filter being deleted
-- (its links go by cascade) is left out, its row goes by its own cascade. Writers of an activity's links
-- hold its original's row lock (activity-editing.server.ts, activity-review.server.ts), so two
-- transactions never count one pair each without seeing the other.
CREATE FUNCTION filter_usage_apply(old_activity_ids int[], old_filter_ids int[], new_activity_ids int[], new_filter_ids int[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  WITH old_links AS (SELECT * FROM unnest(old_activity_ids, old_filter_ids) AS t(activity_id, filter_id)),
  new_links AS (SELECT * FROM unnest(new_activity_ids, new_filter_ids) AS t(activity_id, filter_id)),
  -- Pairs are named by the original and the filter: a pair both of whose links were written is one pair.
  pairs_after AS (
    SELECT o.id, n.filter_id FROM new_links n JOIN activities o ON o.id = n.activity_id
      WHERE EXISTS (SELECT 1 FROM activity_filters l WHERE l.activity_id = o.child_id AND l.filter_id = n.filter_id)
    UNION
    SELECT o.id, n.filter_id FROM new_links n JOIN activities o ON o.child_id = n.activity_id
      WHERE EXISTS (SELECT 1 FROM activity_filters l WHERE l.activity_id = o.id AND l.filter_id = n.filter_id)
  ),
  -- "Linked before": in S1 and not written by this statement, or one of its old rows.
  pairs_before AS (
    SELECT o.id, d.filter_id FROM old_links d JOIN activities o ON o.id = d.activity_id
      WHERE (EXISTS (SELECT 1 FROM activity_filters l WHERE l.activity_id = o.child_id AND l.filter_id = d.filter_id)
             AND NOT EXISTS (SELECT 1 FROM new_links m WHERE m.activity_id = o.child_id AND m.filter_id = d.filter_id))
         OR EXISTS (SELECT 1 FROM old_links m WHERE m.activity_id = o.child_id AND m.filter_id = d.filter_id)
    UNION
    SELECT o.id, d.filter_id FROM old_links d JOIN activities o ON o.child_id = d.activity_id
      WHERE (EXISTS (SELECT 1 FROM activity_filters l WHERE l.activity_id = o.id AND l.filter_id = d.filter_id)
             AND NOT EXISTS (SELECT 1 FROM new_links m WHERE m.activity_id = o.id AND m.filter_id = d.filter_id))
         OR EXISTS (SELECT 1 FROM old_links m WHERE m.activity_id = o.id AND m.filter_id = d.filter_id)
  ),
  changes AS (
    SELECT filter_id, 1 AS difference FROM new_links
    UNION ALL SELECT filter_id, -1 FROM old_links
    UNION ALL SELECT filter_id, -1 FROM pairs_after
    UNION ALL SELECT filter_id, 1 FROM pairs_before
  )
  INSERT INTO filter_usage AS u (filter_id, activities)
  SELECT c.filter_id, sum(c.difference) FROM changes c JOIN filters f ON f.id = c.filter_id
  GROUP BY c.filter_id HAVING sum(c.difference) <> 0 ORDER BY c.filter_id
  ON CONFLICT (filter_id) DO UPDATE SET activities = u.activities + excluded.activities;
END
$$;
--> statement-breakpoint
CREATE FUNCTION filter_usage_follow_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its trigger has (as migration 0031 does).
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM filter_usage;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM filter_usage_apply('{}', '{}', (SELECT array_agg(activity_id) FROM new_rows), (SELECT array_agg(filter_id) FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM filter_usage_apply((SELECT array_agg(activity_id) FROM old_rows), (SELECT array_agg(filter_id) FROM old_rows),
      (SELECT array_agg(activity_id) FROM new_rows), (SELECT array_agg(filter_id) FROM new_rows));
  ELSE
    PERFORM filter_usage_apply((SELECT array_agg(activity_id) FROM old_rows), (SELECT array_agg(filter_id) FROM old_rows), '{}', '{}');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER filter_usage_links_insert AFTER INSERT ON activity_filters REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION filter_usage_follow_links();
--> statement-breakpoint
CREATE TRIGGER filter_usage_links_update AFTER UPDATE ON activity_filters REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION filter_usage_follow_links();
--> statement-breakpoint
CREATE TRIGGER filter_usage_links_delete AFTER DELETE ON activity_filters REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION filter_usage_follow_links();
--> statement-breakpoint
CREATE TRIGGER filter_usage_links_truncate AFTER TRUNCATE ON activity_filters
  FOR EACH STATEMENT EXECUTE FUNCTION filter_usage_follow_links();
--> statement-breakpoint
-- An original and its copy become a pair when child_id names the copy, and stop being one when it no
-- longer does or the original is deleted: each filter both are linked to counts one less, or one more.
-- An original's deletion is counted before it happens, while its links are still there: its links go by
-- cascade afterwards, when it no longer names its copy, and each counts one less.
CREATE FUNCTION filter_usage_pairing(original_id int, copy_id int, paired boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO filter_usage AS u (filter_id, activities)
  SELECT o.filter_id, CASE WHEN paired THEN -1 ELSE 1 END
    FROM activity_filters o JOIN activity_filters c ON c.filter_id = o.filter_id AND c.activity_id = copy_id
    WHERE o.activity_id = original_id ORDER BY o.filter_id
  ON CONFLICT (filter_id) DO UPDATE SET activities = u.activities + excluded.activities;
END
$$;
--> statement-breakpoint
CREATE FUNCTION filter_usage_follow_pairs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM filter_usage_pairing(OLD.id, OLD.child_id, false);
    RETURN OLD;
  END IF;
  IF OLD.child_id IS NOT NULL THEN PERFORM filter_usage_pairing(OLD.id, OLD.child_id, false); END IF;
  IF NEW.child_id IS NOT NULL THEN PERFORM filter_usage_pairing(NEW.id, NEW.child_id, true); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER filter_usage_pair_delete BEFORE DELETE ON activities FOR EACH ROW WHEN (OLD.child_id IS NOT NULL)
  EXECUTE FUNCTION filter_usage_follow_pairs();
--> statement-breakpoint
CREATE TRIGGER filter_usage_pair_update AFTER UPDATE OF child_id ON activities FOR EACH ROW WHEN (OLD.child_id IS DISTINCT FROM NEW.child_id)
  EXECUTE FUNCTION filter_usage_follow_pairs();
--> statement-breakpoint
-- The whole count by the same rule, in two sums (every filter's links, the pairs of an original and its
-- copy both linked): the migration's fill, and the recount after a load without triggers (db/seed).
CREATE FUNCTION refresh_filter_usage() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM filter_usage;
  INSERT INTO filter_usage (filter_id, activities)
  WITH links AS (SELECT filter_id, count(*) AS n FROM activity_filters GROUP BY filter_id),
  pairs AS (
    SELECT ol.filter_id, count(*) AS n FROM activities o
      JOIN activity_filters ol ON ol.activity_id = o.id
      JOIN activity_filters cl ON cl.activity_id = o.child_id AND cl.filter_id = ol.filter_id
    WHERE o.child_id IS NOT NULL GROUP BY ol.filter_id
  )
  SELECT links.filter_id, links.n - coalesce(pairs.n, 0) FROM links LEFT JOIN pairs ON pairs.filter_id = links.filter_id;
END
$$;
--> statement-breakpoint
SELECT refresh_filter_usage();
