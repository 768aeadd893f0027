import type { Logger } from '../logger.ts';

export interface RepeatingJob {
  /** Aborts the running pass's signal, cancels the next pass and waits for the running one to end. */
  stop(): Promise<void>;
}

/**
 * The worker's background jobs, one way: `pass` runs now, then again `intervalMs` after the previous
 * pass ended (never two at once, never piling up behind a slow one), until the job is stopped or a pass
 * answers 'done' (a job with an end, such as the backfills). A pass that throws is logged with `failed`
 * and tried again after the interval. Long passes look at `signal` between batches, so a stopping
 * process is not kept waiting.
 */
export function startRepeatingJob(options: {
  log: Logger;
  intervalMs: number;
  /** The log message of a pass that threw. */
  failed: string;
  pass: (signal: AbortSignal) => Promise<void | 'done'>;
}): RepeatingJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const abort = new AbortController();
  const run = () => {
    if (stopped) return;
    running = (async () => {
      let again = true;
      try {
        again = (await options.pass(abort.signal)) !== 'done';
      } catch (error) {
        options.log.error({ err: error }, options.failed);
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
