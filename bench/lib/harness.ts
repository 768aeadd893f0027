/**
 * Shared plumbing of the decision 080 benchmarks (bench/ssr.ts, cache-vs-nginx.ts, scale.ts, lighthouse.ts):
 * a real server process (server/main.ts) on a loopback port, seeding through the seed CLI, GETs with a
 * brand Host header, percentiles, the server's RSS, and clean-up of every child process and temporary
 * directory on exit, also after an error or Ctrl-C.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../server/node-flags.ts';

/** The repository root (bench/lib/ is two levels down). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const BRAND_HOSTS = { nl: 'nl.localhost', de: 'de.localhost', kids: 'kids.localhost', be: 'be.localhost' } as const;
export type Brand = keyof typeof BRAND_HOSTS;

// ---------------------------------------------------------------------------------------------------
// Clean-up: children are killed and temporary directories removed however the process ends.

const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();
let keepTemp = false;

export function keepTemporaryDirectories(keep: boolean): void {
  keepTemp = keep;
}

export function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function killAll(signal: NodeJS.Signals): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        child.kill(signal);
      } catch {
        // already gone
      }
    }
  }
}

function cleanUpSync(): void {
  killAll('SIGKILL');
  if (!keepTemp) for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

process.on('exit', cleanUpSync);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the benchmark's servers`);
    // SIGTERM first, so a server closes its database cleanly; whatever is left gets SIGKILL on exit.
    killAll('SIGTERM');
    const started = Date.now();
    setInterval(() => {
      if (children.size === 0 || Date.now() - started > 5000) process.exit(130);
    }, 100);
  });
}
process.on('uncaughtException', (error) => {
  console.error(error);
  process.exit(1);
});
process.on('unhandledRejection', (error) => {
  console.error(error);
  process.exit(1);
});

/** Stops a child politely (SIGTERM), then SIGKILL after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 8000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `uitjes-${prefix}-`));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir: string): void {
  if (!keepTemp) rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

// ---------------------------------------------------------------------------------------------------
// Machine state.

export function machineLine(): string {
  const [one, five, fifteen] = os.loadavg().map((n) => n.toFixed(2));
  return `${new Date().toISOString()}  ${os.cpus().length} cores  load average ${one} ${five} ${fifteen}  node ${process.version}`;
}

/** What is measured: the commit, uncommitted files in the tree, and when build/ was made. */
export function treeLine(): string {
  const git = (args: string[]) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout?.trim() ?? '';
  const dirty = git(['status', '--porcelain', '--untracked-files=no']).split('\n').filter(Boolean).length;
  let built = 'missing';
  try {
    built = statSync(path.join(ROOT, 'build/server/index.js')).mtime.toISOString();
  } catch {
    // no build
  }
  // The server runs the routes from build/: one older than the last commit measures the code before it.
  const committed = new Date(Number(git(['log', '-1', '--format=%ct'])) * 1000);
  const stale = built !== 'missing' && new Date(built) < committed ? ' OLDER THAN THE LAST COMMIT (run `npm run build`)' : '';
  return `commit ${git(['rev-parse', '--short', 'HEAD'])} (${dirty} modified file(s) in the tree), build/ of ${built}${stale}`;
}

export function loadAverage(): number {
  return os.loadavg()[0]!;
}

/** Resident set size and its peak of a process, in MB, from /proc/<pid>/status. */
export function rssOf(pid: number | undefined): { rssMb: number; peakMb: number } | undefined {
  if (!pid) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return undefined;
  }
}

export const formatRss = (rss: ReturnType<typeof rssOf>) => (rss ? `RSS ${rss.rssMb.toFixed(0)} MB (peak ${rss.peakMb.toFixed(0)} MB)` : 'RSS unknown');

let clockTicks: number | undefined;
/**
 * CPU seconds a process's main thread has used (user + system, /proc/<pid>/task/<pid>/stat). Read it
 * before and after a run: a main thread busy for (nearly) the whole run was the bottleneck itself, so
 * the figure is the server's and not the load generator's, whatever the client could have done.
 */
export function mainThreadCpuSeconds(pid: number | undefined): number | undefined {
  return pid ? cpuSecondsOf(`/proc/${pid}/task/${pid}/stat`) : undefined;
}

/** CPU seconds of a whole process, all its threads (the compiler's and the GC's helpers too): /proc/<pid>/stat. */
export function processCpuSeconds(pid: number | undefined): number | undefined {
  return pid ? cpuSecondsOf(`/proc/${pid}/stat`) : undefined;
}

function cpuSecondsOf(statFile: string): number | undefined {
  try {
    clockTicks ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
    const stat = readFileSync(statFile, 'utf8');
    // Fields after the command name (which may hold spaces, so split after its closing parenthesis).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks; // utime, stime (fields 14 and 15)
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------------
// Statistics.

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export interface Summary {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
}

export function summarise(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const total = samples.reduce((a, b) => a + b, 0);
  return {
    n: samples.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    mean: total / samples.length,
    max: sorted.at(-1) ?? NaN,
  };
}

export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '-');

/** Deterministic pseudo-random numbers (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------------
// HTTP with a brand Host header (Node neither resolves *.localhost nor lets fetch set Host).

export interface GetResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ms: number;
}

export function httpGet(
  port: number,
  host: string,
  pathAndQuery: string,
  options: { agent?: http.Agent; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<GetResult> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request({ host: '127.0.0.1', port, path: pathAndQuery, agent: options.agent, headers: { host, ...options.headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), ms: performance.now() - started }),
      );
      response.on('error', reject);
    });
    request.setTimeout(options.timeoutMs ?? 60_000, () => request.destroy(new Error(`timeout: ${host}${pathAndQuery}`)));
    request.on('error', reject);
    request.end();
  });
}

export async function getJson<T>(port: number, host: string, pathAndQuery: string): Promise<T> {
  const result = await httpGet(port, host, pathAndQuery, { headers: { accept: 'application/json' } });
  if (result.status !== 200) throw new Error(`GET ${host}${pathAndQuery}: HTTP ${result.status} ${result.body.toString('utf8').slice(0, 300)}`);
  return JSON.parse(result.body.toString('utf8')) as T;
}

/** Public activity slugs of a brand, spread over the catalogue by a random order with a fixed seed. */
export async function activitySlugs(port: number, host: string, count = 100, seed = 4242): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; slugs.length < count; page += 1) {
    const filterQuery = encodeURIComponent(JSON.stringify({ orderBy: { field: 'random', direction: 'DESC', seed } }));
    const list = await getJson<{ activities: { slug: string }[] }>(port, host, `/api/public/activities?page=${page}&limit=50&filterQuery=${filterQuery}`);
    if (list.activities.length === 0) break;
    slugs.push(...list.activities.map((a) => a.slug));
    if (list.activities.length < 50) break;
  }
  if (slugs.length === 0) throw new Error(`${host} has no public activities`);
  return slugs.slice(0, count);
}

// ---------------------------------------------------------------------------------------------------
// Database and server.

/** Seeds `activities` into DATA_DIR=`dataDir` (or DATABASE_URL when set) through the seed CLI. */
export function seedWithCli(dataDir: string | undefined, activities: number, extraEnv: Record<string, string> = {}): number {
  const started = performance.now();
  const env = { ...process.env, ...(dataDir ? { DATA_DIR: dataDir } : {}), ...extraEnv };
  const result = spawnSync(process.execPath, [path.join(ROOT, 'db/seed/cli.ts'), '--activities', String(activities)], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`seeding ${activities} activities failed (exit ${result.status ?? result.signal})`);
  return (performance.now() - started) / 1000;
}

/**
 * A private copy of build/ to run the server from: other work in the same tree may rebuild (and so
 * replace the hashed client assets) while a benchmark runs. node_modules is linked, not copied.
 */
export function snapshotBuild(): string {
  const build = path.join(ROOT, 'build');
  if (!existsSync(path.join(build, 'server/index.js')) || !existsSync(path.join(build, 'client'))) {
    throw new Error('build/ is missing or incomplete: run `npm run build` first');
  }
  const dir = makeTempDir('build');
  cpSync(build, path.join(dir, 'build'), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

export interface RunningServer {
  port: number;
  child: ChildProcess;
  pid: number;
  get: (host: string, pathAndQuery: string, headers?: Record<string, string>) => Promise<GetResult>;
  rss: () => ReturnType<typeof rssOf>;
  stop: () => Promise<void>;
}

export interface ServerOptions {
  port: number;
  /** DATA_DIR of the embedded database (ignored when DATABASE_URL is set in the environment). */
  dataDir?: string;
  /** Working directory holding build/ (a snapshot from snapshotBuild()); `root` by default. */
  cwd?: string;
  /** The checkout whose server/main.ts runs (another build to compare with, bench/compare.ts); this one by default. */
  root?: string;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  /** Where the server's stdout (its JSON log) goes: the benchmark's own stdout by default, or a file descriptor. */
  stdout?: 'inherit' | 'ignore' | number;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { port } = options;
  if (port < 3400 || port > 3499) throw new Error(`port ${port}: the benchmarks use ports 3400-3499`);
  // A server already there (another bench run) would answer /readyz before ours fails to listen, and be
  // measured in its place.
  await assertPortFree(port);
  const child = track(
    spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(options.root ?? ROOT, 'server/main.ts')], {
      cwd: options.cwd ?? options.root ?? ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        OUTBOX_WORKER: 'false',
        ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
        ...options.env,
      },
      stdio: ['ignore', options.stdout ?? 'inherit', 'inherit'],
    }),
  );
  const deadline = Date.now() + (options.readyTimeoutMs ?? 300_000);
  let exited: string | undefined;
  child.once('exit', (code, signal) => (exited = `server exited with ${code ?? signal}`));
  for (;;) {
    if (exited) throw new Error(exited);
    try {
      const ready = await httpGet(port, 'localhost', '/readyz', { timeoutMs: 5000 });
      if (ready.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    port,
    child,
    pid: child.pid!,
    get: (host, pathAndQuery, headers) => httpGet(port, host, pathAndQuery, { headers }),
    rss: () => rssOf(child.pid),
    stop: () => stopChild(child),
  };
}

/** Throws when something listens on 127.0.0.1:`port` already. */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(error.code === 'EADDRINUSE' ? `port ${port} is in use (another bench run?): pass --port` : String(error))),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** Waits until /readyz answers within 100 ms (at most `maxSeconds`). */
export async function settle(port: number, maxSeconds = 120): Promise<void> {
  const end = Date.now() + maxSeconds * 1000;
  while (Date.now() < end) {
    try {
      if ((await httpGet(port, 'localhost', '/readyz', { timeoutMs: maxSeconds * 1000 })).ms < 100) return;
    } catch {
      // busy or restarting: try again
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows.map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')).join('\n');
}
