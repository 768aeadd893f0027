import { runBackfills, type BackfillOptions } from '../../db/backfills.server.ts';
import type { Logger } from '../logger.ts';

export interface BackfillJob {
  stop(): Promise<void>;
}

/**
 * Works off the one-off backfills (db/backfills.server.ts) after a deploy: now, and again every
 * `intervalMs` until every one is finished (a run that failed, or found the index builds claimed by
 * another process, is tried again); then it ends. Runs where the outbox worker runs.
 */
export function startBackfills(options: Omit<BackfillOptions, 'signal' | 'onBatch'> & { log: Logger; intervalMs: number }): BackfillJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const abort = new AbortController();
  const run = () => {
    if (stopped) return;
    running = (async () => {
      let again = true;
      try {
        const started = performance.now();
        let logged = started;
        const result = await runBackfills({
          ...options,
          signal: abort.signal,
          onBatch: (progress) => {
            // About every ten seconds while a large fill goes on.
            if (performance.now() - logged < 10_000) return;
            logged = performance.now();
            options.log.info(progress, 'backfill going on');
          },
        });
        if (result.batches > 0 || result.finished) options.log.info({ ...result, ms: Math.round(performance.now() - started) }, 'backfills run');
        again = !result.finished;
      } catch (error) {
        options.log.error({ err: error }, 'backfill failed');
      } finally {
        running = undefined;
        if (!stopped && again) timer = setTimeout(run, options.intervalMs);
      }
    })();
  };
  timer = setTimeout(run, 0);
  return {
    async stop() {
      stopped = true;
      abort.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
