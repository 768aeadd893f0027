import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One-off fills of a new column's existing rows (db/backfills.server.ts), worked off in small batches by
 * the worker after the migration that added the column, so no deploy holds a lock on a large table. The
 * migration adds the row; ids up to `upToId` are the fill's (rows written later are right already: the
 * migration's triggers), `doneToId` how far it got. Once filled, the backfill's indexes are built
 * CONCURRENTLY and `finishedAt` set. `claimedUntil`: the process building the indexes holds them until
 * then (a crashed one's claim runs out).
 */
export const dataBackfills = pgTable('data_backfills', {
  name: text('name').primaryKey(),
  upToId: integer('up_to_id').notNull(),
  doneToId: integer('done_to_id').notNull().default(0),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
