import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseEnv } from '../app/config/env.server.ts';
import { createLogger } from './logger.ts';
import { SERVER_NODE_FLAGS } from './node-flags.ts';

/**
 * `npm run start:cluster`: one server process (server/main.ts) per core on one shared port (docs/deploy.md,
 * docs/deploy.md). This primary only forks, watches and stops them; it serves nothing itself.
 *
 * - WORKERS=N processes (default: the number of cores). The first starts alone: it migrates (and seeds
 *   an empty database) before the others start, so a fresh database is set up by one process.
 * - A worker that dies after the cluster came up is started again, after 1 s, doubling up to 30 s while
 *   it keeps dying young. A worker that dies before any worker ever listened stops the cluster (exit 1):
 *   a wrong setting or a missing database is the operator's to fix, not something to retry in a loop.
 * - SIGTERM or SIGINT goes to every worker, which finishes its in-flight requests (main.ts); the primary
 *   exits when all have stopped.
 * - METRICS_PORT: worker i (from 0) serves its own metrics on METRICS_PORT + i, as the figures are per process.
 */

const STABLE_AFTER_MS = 60_000;
const FIRST_RESTART_DELAY_MS = 1000;
const MAX_RESTART_DELAY_MS = 30_000;
/** A little more than main.ts's own 10 s limit for finishing in-flight requests. */
const STOP_TIMEOUT_MS = 15_000;
const MAX_WORKERS = 1024;

const parsed = parseEnv(process.env);
if (!parsed.ok) {
  console.error(parsed.message);
  process.exit(1);
}
const env = parsed.env;

const workers = parseWorkers(process.env.WORKERS);
if (typeof workers === 'string') {
  console.error(workers);
  process.exit(1);
}
if (workers > 1 && !env.DATABASE_URL) {
  console.error(
    `Invalid configuration: WORKERS=${workers} needs DATABASE_URL: the embedded database (PGlite in DATA_DIR) can be opened by one process only; ` +
      'set DATABASE_URL to a PostgreSQL server, or WORKERS=1',
  );
  process.exit(1);
}

/** WORKERS: a whole number of processes; unset or empty: one per core. Answers a one-line error otherwise. */
function parseWorkers(value: string | undefined): number | string {
  if (value === undefined || value.trim() === '') return availableParallelism();
  const trimmed = value.trim();
  const count = /^[0-9]+$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!Number.isSafeInteger(count) || count < 1 || count > MAX_WORKERS) {
    return `Invalid configuration: WORKERS must be a whole number from 1 to ${MAX_WORKERS} (got ${JSON.stringify(value)})`;
  }
  return count;
}

if (env.METRICS_PORT !== undefined && env.METRICS_PORT + workers - 1 > 65535) {
  console.error(
    `Invalid configuration: METRICS_PORT ${env.METRICS_PORT} leaves no room for ${workers} workers (each listens on METRICS_PORT + its number, up to 65535)`,
  );
  process.exit(1);
}

const log = createLogger(env.LOG_LEVEL).child({ cluster: 'primary' });

interface Slot {
  index: number;
  worker?: Worker | undefined;
  startedAt: number;
  /** Deaths in a row of workers that lived less than STABLE_AFTER_MS. */
  quickDeaths: number;
  restart?: NodeJS.Timeout | undefined;
}

const slots: Slot[] = Array.from({ length: workers }, (_, index) => ({ index, startedAt: 0, quickDeaths: 0 }));
let clusterUp = false;
let stopping = false;
let exitCode = 0;

// Workers run with the server's Node flags, whatever this primary was started with.
cluster.setupPrimary({
  exec: fileURLToPath(new URL('./main.ts', import.meta.url)),
  execArgv: [...new Set([...SERVER_NODE_FLAGS, ...process.execArgv])],
});

function fork(slot: Slot): void {
  slot.restart = undefined;
  slot.startedAt = Date.now();
  const worker = cluster.fork(env.METRICS_PORT === undefined ? {} : { METRICS_PORT: String(env.METRICS_PORT + slot.index) });
  slot.worker = worker;
  worker.on('listening', (address) => {
    if (address.port !== env.PORT) return;
    log.info({ worker: slot.index, pid: worker.process.pid }, 'worker listening');
    if (!clusterUp) {
      // The first worker has migrated (and seeded) the database: the others may start now.
      clusterUp = true;
      for (const other of slots) if (!other.worker) fork(other);
    }
  });
  worker.on('exit', (code, signal) => onExit(slot, worker, code, signal));
}

function onExit(slot: Slot, worker: Worker, code: number | null, signal: string | null): void {
  if (slot.worker === worker) slot.worker = undefined;
  const lived = Date.now() - slot.startedAt;
  if (stopping) {
    // A worker still starting has no handler yet: the signal itself ends it, which is a clean stop too.
    if (code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGINT') exitCode = 1;
    log.info({ worker: slot.index, pid: worker.process.pid, code, signal }, 'worker stopped');
    if (slots.every((s) => !s.worker)) finish();
    return;
  }
  if (!clusterUp) {
    log.fatal(
      { worker: slot.index, pid: worker.process.pid, code, signal },
      'worker stopped before the server came up (see its log above): stopping the cluster',
    );
    exitCode = 1;
    stop('start-up failure');
    return;
  }
  slot.quickDeaths = lived >= STABLE_AFTER_MS ? 0 : slot.quickDeaths + 1;
  const delay = Math.min(FIRST_RESTART_DELAY_MS * 2 ** Math.max(0, slot.quickDeaths - 1), MAX_RESTART_DELAY_MS);
  log.error({ worker: slot.index, pid: worker.process.pid, code, signal, livedMs: lived, restartInMs: delay }, 'worker died: starting it again');
  slot.restart = setTimeout(() => {
    if (!stopping) fork(slot);
  }, delay);
}

function stop(reason: string): void {
  if (stopping) return;
  stopping = true;
  // Each finishes its in-flight requests first (main.ts).
  log.info({ reason }, 'stopping the workers');
  for (const slot of slots) {
    clearTimeout(slot.restart);
    slot.restart = undefined;
    // A signal, not worker.kill(): that would disconnect first and close the listener under main.ts's feet.
    if (slot.worker && !slot.worker.isDead()) slot.worker.process.kill('SIGTERM');
  }
  if (slots.every((s) => !s.worker)) {
    finish();
    return;
  }
  setTimeout(() => {
    const left = slots.filter((s) => s.worker && !s.worker.isDead());
    log.error({ workers: left.map((s) => s.index) }, `workers still running after ${STOP_TIMEOUT_MS / 1000} s: killing them`);
    for (const slot of left) slot.worker!.process.kill('SIGKILL');
    process.exit(1);
  }, STOP_TIMEOUT_MS).unref();
}

function finish(): void {
  log.info({ code: exitCode }, 'all workers stopped');
  process.exit(exitCode);
}

process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

log.info(
  {
    workers,
    port: env.PORT,
    host: env.HOST,
    database: env.DATABASE_URL ? 'postgres' : 'pglite',
    ...(env.METRICS_PORT === undefined ? {} : { metricsPorts: `${env.METRICS_PORT}-${env.METRICS_PORT + workers - 1}` }),
  },
  'starting the server cluster',
);
fork(slots[0]!);
