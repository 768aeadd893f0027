import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What `npm run import:site` brought in (docs/decisions/114-moving-in.md): per source site, platform,
 * kind (activity, organisation, filter, media, ...) and the source's own id (or an image's source URL),
 * the row it became here and a hash of what the source said. A second run finds every record here:
 * an equal hash is left alone, another one updates the row; a run stopped halfway simply continues.
 * Activities and organisations also carry the source id in `old_idx` (core.md 3), for people.
 */
export const importKeys = pgTable(
  'import_keys',
  {
    source: text('source').notNull(),
    platformId: integer('platform_id').notNull(),
    kind: text('kind').notNull(),
    sourceId: text('source_id').notNull(),
    targetId: integer('target_id').notNull(),
    sourceHash: text('source_hash').notNull(),
    /** The source's own `updatedAt` of the record when it was read: an equal one needs no second read of its detail. */
    sourceUpdatedAt: text('source_updated_at'),
    importedAt: timestamp('imported_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.source, t.platformId, t.kind, t.sourceId] })],
);

/** One run of an import (site or accounts) with its report, so the back office can show the last ones. */
export const importRuns = pgTable(
  'import_runs',
  {
    id: serial('id').primaryKey(),
    /** `site` or `accounts`. */
    kind: text('kind').notNull(),
    source: text('source').notNull(),
    platformId: integer('platform_id'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    /** The report as the run's JSON file has it (counts per kind, the rows skipped or failed with why). */
    report: jsonb('report'),
  },
  (t) => [index('import_runs_started_idx').on(t.startedAt)],
);
