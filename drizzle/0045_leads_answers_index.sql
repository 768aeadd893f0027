-- Two indexes built CONCURRENTLY by the worker (db/backfills.server.ts), as 0043's: indexes alone, no rows
-- to fill. quote_requests_organisation_answers_idx (LEADS_ANSWERS_INDEX_BACKFILL) and
-- activities_organisation_title_idx (ACTIVITIES_BY_ORGANISATION_INDEX_BACKFILL).
INSERT INTO data_backfills (name, up_to_id) VALUES ('quote_requests_organisation_answers_idx', 0), ('activities_organisation_title_idx', 0);
