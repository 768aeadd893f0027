-- quote_requests_organisation_answers_idx is built CONCURRENTLY by the worker (db/backfills.server.ts,
-- LEADS_ANSWERS_INDEX_BACKFILL), as 0043's index: an index alone, no rows to fill.
INSERT INTO data_backfills (name, up_to_id) VALUES ('quote_requests_organisation_answers_idx', 0);
