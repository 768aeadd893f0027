/**
 * Scale-out (docs/deploy.md): `npm run bench:scale-out [-- options]`, prints figures; not a test.
 *
 *   node_modules/.bin/node bench/scale-out.ts                      # 1 and 2 processes, 8 s per run
 *   node_modules/.bin/node bench/scale-out.ts --duration 4 --activities 400
 *   DATABASE_URL=postgres://… node_modules/.bin/node bench/scale-out.ts   # another PostgreSQL server
 *
 * Runs server/cluster.ts (WORKERS=1, then WORKERS=2, one shared port) on PostgreSQL (a database
 * `uitjes_bench_scale_out` on DATABASE_URL's server, default 127.0.0.1:5432, seeded when empty and kept
 * for the next run) and on its own redis-server (Debian's binary, on a free port, so the bench can stop
 * it), with the page cache in Redis, as several servers share it. Load from wrk (C, 1 thread):
 *   - cached: the nl overview with gzip, 10 connections (every answer a cache HIT from Redis);
 *   - uncached: the overview and 50 detail pages rendered for every request (the requests carry an
 *     Authorization header, which the page cache never serves), 4 connections;
 *   - Redis away: 2 processes, the cached overview for 3 x `--duration`, Redis stopped after the first
 *     third and started again after the second: every answer counted, errors and 5xx must be 0, and the
 *     page must be a HIT again at the end.
 * Client check per run: the CPU the server processes used (from /proc) against the machine's. A figure
 * is the server's when its processes kept their cores busy (>= 0.85 of a core per process, at most one
 * per core); otherwise the run says the client, other work or waiting held it back. On 2 cores, 2
 * processes share them with wrk, so their figures are marked: a machine with more cores measures them.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { activitySlugs, httpGet, machineLine, makeTempDir, ms, ROOT, snapshotBuild, stopChild, table, track, treeLine } from './lib/harness.ts';
import { ensureWrk, wrk, type WrkFigures } from './lib/wrk.ts';
import { openDatabase } from '../db/client.server.ts';
import { migrateDatabase } from '../db/migrate.server.ts';
import { isDatabaseEmpty, seedDatabase } from '../db/seed/seed.server.ts';
import { SERVER_NODE_FLAGS } from '../server/node-flags.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    activities: { type: 'string', default: '1500' },
  },
});
const duration = Number(values.duration);
const host = 'nl.localhost';
const REDIS_BINARY = '/usr/bin/redis-server';

console.log(`bench:scale-out  ${machineLine()}`);
console.log(treeLine());
ensureWrk();

// ---------------------------------------------------------------------------------------------------
// PostgreSQL: one database for this bench, seeded once.

const serverUrl = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = '/uitjes_bench_scale_out';
{
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  const exists = await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'uitjes_bench_scale_out'`);
  if (exists.rowCount === 0) await admin.query('CREATE DATABASE uitjes_bench_scale_out');
  await admin.end();
  const handle = await openDatabase({ url: databaseUrl.toString(), poolSize: 2 });
  await migrateDatabase(handle.db);
  if (await isDatabaseEmpty(handle.db)) {
    console.log(`seeding ${values.activities} activities into ${databaseUrl.pathname.slice(1)} ...`);
    await seedDatabase(handle.db, { activities: Number(values.activities) });
  }
  await handle.close();
}

// ---------------------------------------------------------------------------------------------------
// Processes.

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const redisPort = await freePort();
const redisDir = makeTempDir('redis');
let redis: ChildProcess | undefined;

async function startRedis() {
  redis = track(
    spawn(REDIS_BINARY, ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', redisDir], { stdio: 'ignore' }),
  );
  for (let i = 0; i < 50; i++) {
    if (spawnSync('redis-cli', ['-p', String(redisPort), 'ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('redis-server did not start');
}

async function stopRedis() {
  if (redis) await stopChild(redis, 3000);
  redis = undefined;
}

const buildDir = snapshotBuild();

interface Cluster {
  port: number;
  primary: ChildProcess;
  workerPids: () => number[];
}

async function startCluster(workers: number): Promise<Cluster> {
  const port = await freePort();
  const primary = track(
    spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(ROOT, 'server/cluster.ts')], {
      cwd: buildDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        WORKERS: String(workers),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl.toString(),
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        PAGE_CACHE: 'true',
        SEED_ON_EMPTY: 'false',
        OUTBOX_WORKER: 'false',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const workerPids = () => {
    try {
      return readFileSync(`/proc/${primary.pid}/task/${primary.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ready = await httpGet(port, 'localhost', '/readyz', { timeoutMs: 2000 }).catch(() => undefined);
    if (ready?.status === 200 && workerPids().length === workers) break;
    if (primary.exitCode !== null) throw new Error(`cluster exited with ${primary.exitCode}`);
    if (Date.now() > deadline) throw new Error('cluster did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  // Every worker listens once the primary has them all; give the last one a moment to connect to Redis.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return { port, primary, workerPids };
}

// ---------------------------------------------------------------------------------------------------
// CPU accounting (the client check).

const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

function processSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command name (which may hold spaces): utime is the 14th field, stime the 15th.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks / TICKS;
}

function machineIdleSeconds(): number {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return (cpu[3]! + cpu[4]!) / TICKS;
}

interface Run {
  figures: WrkFigures;
  serverCores: number;
  idleCores: number;
  valid: boolean;
}

async function measure(cluster: Cluster, options: Parameters<typeof wrk>[0]): Promise<Run> {
  const pids = cluster.workerPids();
  const [server0, idle0, t0] = [processSeconds(pids), machineIdleSeconds(), performance.now()];
  const figures = await wrk(options);
  const seconds = (performance.now() - t0) / 1000;
  const serverCores = (processSeconds(pids) - server0) / seconds;
  const idleCores = (machineIdleSeconds() - idle0) / seconds;
  // The server's figure when its processes kept their cores busy; a busy machine (the client, other work)
  // that left them less is not the server's limit.
  const valid = serverCores >= 0.85 * Math.min(pids.length, os.cpus().length);
  return { figures, serverCores, idleCores, valid };
}

// ---------------------------------------------------------------------------------------------------
// The runs.

await startRedis();
const visitor = { Cookie: 'uitjes_seed=123456789' };
const rows: string[][] = [['processes', 'page', 'req/s', 'p50', 'p99', 'errors', 'server CPU', 'client + other CPU', 'idle CPU', 'client check']];
const row = (workers: number, page: string, run: Run) => [
  String(workers),
  page,
  run.figures.reqPerSec.toFixed(0),
  ms(run.figures.latency.p50),
  ms(run.figures.latency.p99),
  String(run.figures.errors),
  `${run.serverCores.toFixed(2)} cores`,
  `${Math.max(0, os.cpus().length - run.idleCores - run.serverCores).toFixed(2)} cores`,
  `${run.idleCores.toFixed(2)} cores`,
  run.valid ? 'server-bound' : 'NOT server-bound (the client, other work or waiting took its CPU)',
];

let slugs: string[] = [];
for (const workers of [1, 2]) {
  const cluster = await startCluster(workers);
  if (slugs.length === 0) slugs = await activitySlugs(cluster.port, host, 50);
  // Warm: the overview cached in Redis, each worker's code paths compiled.
  for (let i = 0; i < 20; i++) await httpGet(cluster.port, host, '/uitjes', { headers: { ...visitor, 'accept-encoding': 'gzip' } });
  const probe = await httpGet(cluster.port, host, '/uitjes', { headers: { ...visitor, 'accept-encoding': 'gzip' } });
  if (probe.headers['x-cache'] !== 'HIT') throw new Error(`overview not cached (X-Cache ${String(probe.headers['x-cache'])})`);

  const cached = await measure(cluster, {
    port: cluster.port,
    host,
    paths: ['/uitjes'],
    headers: { ...visitor, 'Accept-Encoding': 'gzip' },
    connections: 10,
    duration,
  });
  rows.push(row(workers, 'cached overview (gzip, Redis)', cached));
  const uncachedHeaders = { ...visitor, 'Accept-Encoding': 'gzip', Authorization: 'Bearer bench-not-cached' };
  const overview = await measure(cluster, { port: cluster.port, host, paths: ['/uitjes'], headers: uncachedHeaders, connections: 4, duration });
  rows.push(row(workers, 'uncached overview', overview));
  const detail = await measure(cluster, {
    port: cluster.port,
    host,
    paths: slugs.map((slug) => `/uitjes/${encodeURIComponent(slug)}`),
    headers: uncachedHeaders,
    connections: 4,
    duration,
  });
  rows.push(row(workers, 'uncached detail (50 pages)', detail));

  if (workers === 2) {
    // Redis away in the middle of a cached run: stopped after a third, started again after two thirds.
    const total = duration * 3;
    const timeline: string[] = [];
    const outage = (async () => {
      await new Promise((resolve) => setTimeout(resolve, duration * 1000));
      await stopRedis();
      timeline.push(`redis stopped at ${duration} s`);
      await new Promise((resolve) => setTimeout(resolve, duration * 1000));
      await startRedis();
      timeline.push(`started again at ${duration * 2} s`);
    })();
    const during = await measure(cluster, {
      port: cluster.port,
      host,
      paths: ['/uitjes'],
      headers: { ...visitor, 'Accept-Encoding': 'gzip' },
      connections: 10,
      duration: total,
      countNon200InLua: true,
    });
    await outage;
    rows.push(row(workers, `cached overview, Redis away ${duration}-${duration * 2} s`, during));
    // Back: the first request stores the page again, the next ones are HITs from Redis.
    let after = await httpGet(cluster.port, host, '/uitjes', { headers: { ...visitor, 'accept-encoding': 'gzip' } });
    for (let i = 0; i < 20 && after.headers['x-cache'] !== 'HIT'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = await httpGet(cluster.port, host, '/uitjes', { headers: { ...visitor, 'accept-encoding': 'gzip' } });
    }
    console.log(
      `\nRedis away: ${timeline.join(', ')}; ${during.figures.requests} answers, ${during.figures.badStatus} not 200, ${during.figures.errors} errors in all`,
    );
    console.log(`after Redis returned: status ${after.status}, X-Cache ${String(after.headers['x-cache'])}`);
    if (during.figures.errors > 0) console.log('FAIL: answers other than 200 while Redis was away');
    if (after.headers['x-cache'] !== 'HIT') console.log('FAIL: the page cache did not serve from Redis again');
  }
  await stopChild(cluster.primary, 20_000);
}
await stopRedis();

console.log(`\n${table(rows)}`);
console.log(`\n${machineLine()}`);
