import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.server.ts';
import { variantNamesOf, type ImageStorage } from '../../app/features/media/media.server.ts';
import { unreferenced } from '../../app/portal/media-ownership.server.ts';
import type { Logger } from '../logger.ts';
import { startRepeatingJob, type RepeatingJob } from './repeating-job.ts';

export interface UploadCleanupOptions {
  db: Database;
  stores: { originals: ImageStorage; variants: ImageStorage };
  log: Logger;
  /** An upload nothing references is kept this long (a form may still be filled in with it). */
  graceHours: number;
  /** Media rows deleted per pass, and stored files removed per pass. */
  batchSize?: number;
  /** Upload records whose files are gone are kept this long for the daily cap and for questions. */
  keepRecordsDays?: number;
}

export interface CleanupResult {
  /** Media rows of unused uploads deleted. */
  removed: number;
  /** Uploads whose original and cached variants were deleted from storage. */
  filesRemoved: number;
  /** Uploads whose files could not be deleted this pass (tried again next pass). */
  filesFailed: number;
  /** Old upload records dropped. */
  recordsPruned: number;
}

/**
 * One clean-up pass (decision 094): deletes the media rows of uploads older than the grace period that
 * nothing references, then their stored originals and rendered variants, then records older than
 * `keepRecordsDays` whose files are gone. Safe with several processes: candidates are locked with
 * SKIP LOCKED, and a form that takes an upload locks its media row (FOR KEY SHARE) before it refers
 * to it, so a row is either still there for the form or already gone (the form then asks for an image).
 * The reference check runs again in the DELETE, a statement with a fresh snapshot taken while the
 * rows are locked, so a reference committed meanwhile is seen. Files go after the rows (a failure
 * leaves a file, never a row without its file) and are retried until they are gone.
 */
export async function removeUnusedUploads(options: UploadCleanupOptions): Promise<CleanupResult> {
  const { db, stores, log } = options;
  const batchSize = options.batchSize ?? 100;
  const graceSeconds = Math.round(options.graceHours * 3600);
  const keepRecordsDays = options.keepRecordsDays ?? 30;

  const removed = await db.transaction(async (tx) => {
    const candidates = await queryRows<{ id: number }>(
      tx,
      sql`SELECT m.id FROM media m
          WHERE EXISTS (SELECT 1 FROM image_uploads u
                        WHERE u.media_id = m.id AND u.removed_at IS NULL AND u.created_at < now() - make_interval(secs => ${graceSeconds}))
            AND ${unreferenced(sql`m.id`)}
          ORDER BY m.id LIMIT ${batchSize}
          FOR UPDATE OF m SKIP LOCKED`,
    );
    if (candidates.length === 0) return 0;
    const ids = sql.join(
      candidates.map((row) => sql`${row.id}`),
      sql`, `,
    );
    const deleted = await queryRows<{ id: number }>(tx, sql`DELETE FROM media m WHERE m.id IN (${ids}) AND ${unreferenced(sql`m.id`)} RETURNING m.id`);
    if (deleted.length > 0) {
      const gone = sql.join(
        deleted.map((row) => sql`${row.id}`),
        sql`, `,
      );
      await tx.execute(sql`UPDATE image_uploads SET removed_at = now() WHERE media_id IN (${gone}) AND removed_at IS NULL`);
    }
    return deleted.length;
  });
  // Media of an upload deleted some other way (by an operator, say): its files go too.
  await db.execute(
    sql`UPDATE image_uploads u SET removed_at = now() WHERE u.removed_at IS NULL AND NOT EXISTS (SELECT 1 FROM media m WHERE m.id = u.media_id)`,
  );

  const pending = await queryRows<{ id: number; stored_name: string }>(
    db,
    sql`SELECT id, stored_name FROM image_uploads WHERE removed_at IS NOT NULL AND files_removed_at IS NULL ORDER BY id LIMIT ${batchSize}`,
  );
  let filesRemoved = 0;
  let filesFailed = 0;
  for (const upload of pending) {
    try {
      await stores.originals.delete(upload.stored_name);
      for (const variant of variantNamesOf(upload.stored_name)) await stores.variants.delete(variant);
      await db.execute(sql`UPDATE image_uploads SET files_removed_at = now() WHERE id = ${upload.id}`);
      filesRemoved += 1;
    } catch (error) {
      filesFailed += 1;
      log.warn({ err: error, upload: upload.id, name: upload.stored_name }, 'files of an unused upload could not be deleted; next pass tries again');
    }
  }

  const pruned = await queryRows<{ id: number }>(
    db,
    sql`DELETE FROM image_uploads WHERE files_removed_at < now() - make_interval(days => ${keepRecordsDays}) RETURNING id`,
  );
  const result = { removed, filesRemoved, filesFailed, recordsPruned: pruned.length };
  if (removed + filesRemoved + filesFailed + pruned.length > 0) log.info(result, 'unused uploads cleaned up');
  return result;
}

/** Runs a clean-up pass now and every `intervalMs` after the previous one ended, until stopped. */
export function startUploadCleanup(options: UploadCleanupOptions & { intervalMs: number }): RepeatingJob {
  return startRepeatingJob({
    log: options.log,
    intervalMs: options.intervalMs,
    failed: 'upload clean-up pass failed',
    pass: async (signal) => {
      // Several passes while whole batches come back (a backlog), then wait for the interval.
      for (let pass = 0; pass < 50 && !signal.aborted; pass += 1) {
        const result = await removeUnusedUploads(options);
        const batch = options.batchSize ?? 100;
        if (result.removed < batch && result.filesRemoved < batch) break;
      }
    },
  });
}
