-- The trigger functions that rewrite an activity's derived rows take the activities to rewrite as an
-- array, NULL meaning all (a bulk load): `WHERE ids IS NULL OR a.id = ANY(ids)`. The server runs with
-- plan_cache_mode = force_generic_plan (db/client.server.ts, decision 020), which PL/pgSQL's statements
-- follow: a generic plan cannot know that ids is not NULL, so every provider's save that touched a link
-- table or a public row read all of activities (100-560 ms a statement at 100k activities, a save of a
-- draft with its filters and places 3.4-6 s; with plans made for the values, 3-25 ms). These two plan
-- their statements for the values at hand, as PostgreSQL's default mode would.
ALTER FUNCTION refresh_activity_link_arrays(int[]) SET plan_cache_mode = force_custom_plan;--> statement-breakpoint
ALTER FUNCTION refresh_activity_search(int[]) SET plan_cache_mode = force_custom_plan;
