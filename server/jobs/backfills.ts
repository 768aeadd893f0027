import { runBackfills, type BackfillOptions } from '../../db/backfills.server.ts';
import type { Logger } from '../logger.ts';
import { startRepeatingJob, type RepeatingJob } from './repeating-job.ts';

/**
 * Works off the one-off backfills (db/backfills.server.ts) after a deploy: now, and again every
 * `intervalMs` until every one is finished (a run that failed, or found the index builds claimed by
 * another process, is tried again); then it ends. Runs where the outbox worker runs.
 */
export function startBackfills(options: Omit<BackfillOptions, 'signal' | 'onBatch'> & { log: Logger; intervalMs: number }): RepeatingJob {
  return startRepeatingJob({
    log: options.log,
    intervalMs: options.intervalMs,
    failed: 'backfill failed',
    pass: async (signal) => {
      const started = performance.now();
      let logged = started;
      const result = await runBackfills({
        ...options,
        signal,
        onBatch: (progress) => {
          // About every ten seconds while a large fill goes on.
          if (performance.now() - logged < 10_000) return;
          logged = performance.now();
          options.log.info(progress, 'backfill going on');
        },
      });
      if (result.batches > 0 || result.finished) options.log.info({ ...result, ms: Math.round(performance.now() - started) }, 'backfills run');
      return result.finished ? 'done' : undefined;
    },
  });
}
