import { sql, type SQL } from 'drizzle-orm';
import { type Database, queryRows } from './client.server.ts';

/**
 * One-off fills of a new column's existing rows (decision 113, fourth round). A migration runs in one
 * transaction and holds its table's lock until it ends: filling a million leads there kept every lead
 * from being written for 142 s. So a migration that adds such a column adds it without a default
 * (instant), with triggers that keep new and changed rows right, and a `data_backfills` row naming the
 * ids it leaves to the fill (db/schema/backfills.ts); the worker then fills those in batches of ids, each
 * batch its own short transaction (as the retention job prunes), and builds the column's indexes
 * CONCURRENTLY (an index built in the migration blocks writing for its duration). Code that reads the
 * column asks isBackfillDone first and reads the old way until then.
 */
export interface Backfill {
  /** The `data_backfills` row its migration added. */
  name: string;
  /**
   * The statement that fills the rows whose ids are in (fromId, toId]; rows already right are not written.
   * None for an index alone (its migration's row names no ids: `up_to_id` 0).
   */
  fill?(fromId: number, toId: number): SQL;
  /** Built CONCURRENTLY once every row is filled: each index's name and the rest of its CREATE INDEX. */
  indexes: ReadonlyArray<{ name: string; definition: string }>;
}

/** quote_requests.organisation_id (migration 0040): the leads' activity's organisation. */
export const LEADS_ORGANISATION_BACKFILL: Backfill = {
  name: 'quote_requests.organisation_id',
  // The trigger quote_requests_of_activity sets the same value (it fires on this update too, and locks
  // the activity, so a change of its organisation meanwhile is waited for); the join skips rows already
  // right: the leads written since the migration, and a seeded database's.
  fill: (fromId, toId) => sql`UPDATE quote_requests q SET organisation_id = a.organisation_id
    FROM activities a
    WHERE a.id = q.activity_id AND q.id > ${fromId} AND q.id <= ${toId} AND q.organisation_id IS DISTINCT FROM a.organisation_id`,
  indexes: [
    { name: 'quote_requests_organisation_idx', definition: 'ON quote_requests (organisation_id, created_at, id)' },
    { name: 'quote_requests_organisation_status_idx', definition: 'ON quote_requests (organisation_id, lead_status, created_at, id)' },
  ],
};

/** quote_requests.platform_id (migration 0044): the leads' activity's platform, the same way. */
export const LEADS_PLATFORM_BACKFILL: Backfill = {
  name: 'quote_requests.platform_id',
  fill: (fromId, toId) => sql`UPDATE quote_requests q SET platform_id = a.platform_id
    FROM activities a
    WHERE a.id = q.activity_id AND q.id > ${fromId} AND q.id <= ${toId} AND q.platform_id IS DISTINCT FROM a.platform_id`,
  indexes: [{ name: 'quote_requests_platform_idx', definition: 'ON quote_requests (platform_id, created_at, id)' }],
};

/**
 * An index alone, built CONCURRENTLY by the worker: its migration adds only its `data_backfills` row (no
 * ids to fill: `up_to_id` 0), as a migration would build it in its transaction and hold back every write
 * of the table for as long as the build takes over millions of rows.
 */
const indexAlone = (name: string, definition: string): Backfill => ({ name, indexes: [{ name, definition }] });

/**
 * Migration 0043: a provider's figures of a year are 32,000 rows of 800 activities, each activity's days
 * on as many heap pages (the table is written day by day); with the counters in the index they are read
 * from it alone (an index-only scan; the visibility map of days no longer written is set by autovacuum).
 * Its cost: a counter's update writes the index entries anew (it is no longer a heap-only update).
 */
export const STATISTICS_COUNTS_INDEX_BACKFILL = indexAlone(
  'service_mail_statistics_counts_idx',
  'ON service_mail_statistics (activity_id, submit_date) INCLUDE (views, phone_clicks, web_clicks, offer_requests)',
);

/**
 * Migration 0045: the response figures' month of an organisation's leads (response-time.server.ts), their
 * arrival and first answer read from the index alone: a large provider's 3,400 leads of a month were as
 * many heap visits. An answer's update writes the index entry anew (answers are few).
 */
export const LEADS_ANSWERS_INDEX_BACKFILL = indexAlone(
  'quote_requests_organisation_answers_idx',
  'ON quote_requests (organisation_id, created_at) INCLUDE (answered_at)',
);

/**
 * Migration 0045: a provider's activities by organisation and title, edit copies left out (a partial
 * index), read from the index alone: the statistics' sum over a provider's activities, its choice of
 * activities and the leads' filter read 800 activities' rows from the heap for their id and title.
 */
export const ACTIVITIES_BY_ORGANISATION_INDEX_BACKFILL = indexAlone(
  'activities_organisation_title_idx',
  'ON activities (organisation_id, title, id) WHERE NOT is_edit_copy',
);

export const BACKFILLS: readonly Backfill[] = [
  LEADS_ORGANISATION_BACKFILL,
  STATISTICS_COUNTS_INDEX_BACKFILL,
  LEADS_PLATFORM_BACKFILL,
  LEADS_ANSWERS_INDEX_BACKFILL,
  ACTIVITIES_BY_ORGANISATION_INDEX_BACKFILL,
];

/** How long a process building a backfill's indexes holds them before another may try (it crashed). */
const INDEX_CLAIM = sql`interval '1 hour'`;

export interface BackfillOptions {
  db: Database;
  /** Ids per batch (each batch one UPDATE in its own transaction). */
  batchSize?: number;
  /** Ends the run between two batches (the process is stopping). */
  signal?: AbortSignal;
  backfills?: readonly Backfill[];
  /** Told after each batch (awaited before the next): how far the backfill got. */
  onBatch?: (progress: { name: string; doneToId: number; upToId: number; written: number }) => void | Promise<void>;
}

export interface BackfillResult {
  /** Rows written per backfill in this run. */
  written: Record<string, number>;
  batches: number;
  /** Every backfill finished (filled, its indexes valid). */
  finished: boolean;
}

/**
 * Works off what is left of each backfill: its batches, then its indexes. Several processes may run it
 * at once: a batch claims its range of ids by moving `done_to_id` in its own transaction, so each range
 * is filled once, and the index builds are claimed for INDEX_CLAIM. Answers whether all are finished
 * (false when stopped, or another process is building the indexes: the caller runs it again later).
 */
export async function runBackfills(options: BackfillOptions): Promise<BackfillResult> {
  const batchSize = options.batchSize ?? 2000;
  const written: Record<string, number> = {};
  let batches = 0;
  let finished = true;
  for (const backfill of options.backfills ?? BACKFILLS) {
    written[backfill.name] = 0;
    const fill = backfill.fill;
    for (;;) {
      if (!fill) break;
      if (options.signal?.aborted) return { written, batches, finished: false };
      const batch = await options.db.transaction(async (tx) => {
        // FOR UPDATE: another process's batch is waited for, then this claims the range after it.
        const [claim] = await queryRows<{ from_id: number; to_id: number; up_to_id: number }>(
          tx,
          sql`WITH claim AS (
                SELECT done_to_id AS from_id, least(done_to_id + ${batchSize}, up_to_id) AS to_id, up_to_id FROM data_backfills
                WHERE name = ${backfill.name} AND done_to_id < up_to_id FOR UPDATE)
              UPDATE data_backfills b SET done_to_id = claim.to_id FROM claim WHERE b.name = ${backfill.name}
              RETURNING claim.from_id, claim.to_id, claim.up_to_id`,
        );
        if (!claim) return null;
        const result = (await tx.execute(fill(Number(claim.from_id), Number(claim.to_id)))) as unknown as {
          rowCount?: number | null;
          affectedRows?: number;
        };
        return { doneToId: Number(claim.to_id), upToId: Number(claim.up_to_id), written: Number(result.rowCount ?? result.affectedRows ?? 0) };
      });
      if (!batch) break;
      batches += 1;
      written[backfill.name]! += batch.written;
      await options.onBatch?.({ name: backfill.name, ...batch });
    }
    if (!(await buildIndexes(options.db, backfill))) finished = false;
  }
  return { written, batches, finished };
}

/**
 * Once the fill is done: claims the index builds, builds each index CONCURRENTLY (writing goes on
 * meanwhile; an invalid one left by a build that failed is dropped and built again) and marks the backfill
 * finished. False when it is not this process's to finish (still being filled, or claimed by another).
 */
async function buildIndexes(db: Database, backfill: Backfill): Promise<boolean> {
  const [state] = await queryRows<{ finished: boolean }>(db, sql`SELECT finished_at IS NOT NULL AS finished FROM data_backfills WHERE name = ${backfill.name}`);
  if (!state) throw new Error(`no data_backfills row ${backfill.name}: its migration adds it`);
  if (state.finished) return true;
  const [claimed] = await queryRows<{ name: string }>(
    db,
    sql`UPDATE data_backfills SET claimed_until = now() + ${INDEX_CLAIM}
        WHERE name = ${backfill.name} AND done_to_id >= up_to_id AND finished_at IS NULL AND (claimed_until IS NULL OR claimed_until < now())
        RETURNING name`,
  );
  if (!claimed) return false;
  for (const index of backfill.indexes) {
    const [existing] = await queryRows<{ valid: boolean }>(db, sql`SELECT indisvalid AS valid FROM pg_index WHERE indexrelid = to_regclass(${index.name})`);
    if (existing && !existing.valid) await db.execute(sql.raw(`DROP INDEX CONCURRENTLY IF EXISTS "${index.name}"`));
    await db.execute(sql.raw(`CREATE INDEX CONCURRENTLY IF NOT EXISTS "${index.name}" ${index.definition}`));
  }
  await db.execute(sql`UPDATE data_backfills SET finished_at = now(), claimed_until = NULL WHERE name = ${backfill.name}`);
  return true;
}

/** Per database: the backfills seen finished (a backfill never becomes unfinished again). */
const finishedBackfills = new WeakMap<Database, Set<string>>();

/**
 * Whether the backfill is finished: every row filled and its indexes valid. Asked by the code that
 * reads the column; remembered once true, so it costs a query only until then.
 */
export async function isBackfillDone(db: Database, backfill: Backfill): Promise<boolean> {
  if (finishedBackfills.get(db)?.has(backfill.name)) return true;
  const names = backfill.indexes.map((index) => index.name);
  const [row] = await queryRows<{ done: boolean }>(
    db,
    sql`SELECT b.finished_at IS NOT NULL
          AND (SELECT count(*) FROM pg_index i WHERE i.indisvalid AND i.indexrelid IN (SELECT to_regclass(n) FROM unnest(${`{${names.join(',')}}`}::text[]) AS n)) = ${names.length} AS done
        FROM data_backfills b WHERE b.name = ${backfill.name}`,
  );
  if (!row?.done) return false;
  const set = finishedBackfills.get(db) ?? new Set<string>();
  set.add(backfill.name);
  finishedBackfills.set(db, set);
  return true;
}
