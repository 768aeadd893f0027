-- service_mail_statistics_counts_idx is built CONCURRENTLY by the worker (db/backfills.server.ts,
-- STATISTICS_COUNTS_INDEX_BACKFILL): an index built here would hold back every counter's write for as long
-- as it takes over the table. An index alone: no rows to fill (up_to_id 0).
INSERT INTO data_backfills (name, up_to_id) VALUES ('service_mail_statistics_counts_idx', 0);
