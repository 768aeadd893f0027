/**
 * Cached pages against nginx (decision 080): `npm run bench:cache [-- options]`, prints figures; not a test.
 *
 *   node_modules/.bin/node bench/cache-vs-nginx.ts                  # 8 s per run, 2 rounds
 *   node_modules/.bin/node bench/cache-vs-nginx.ts --duration 5 --rounds 1
 *   node_modules/.bin/node bench/cache-vs-nginx.ts --log-level error  # against the default (info)
 *   node_modules/.bin/node bench/cache-vs-nginx.ts --pin   # servers on the last core, wrk on the others
 *   node_modules/.bin/node bench/cache-vs-nginx.ts --warmup 0   # no warm-up runs (default 3 s)
 *
 * Starts server/main.ts with the page cache on (memory store, max-age long enough that every answer is
 * a HIT) on a fresh embedded database (seeded with the demo data on first start, or `--activities N`
 * through the seed CLI), at the app's default log level (`--log-level`, passed as LOG_LEVEL; the issue's
 * targets hold "with the default log level", which writes a line per request: the app's stdout goes to
 * a file, as a deployment's goes to its log collector, not to this terminal). It fills the cache with
 * the overview and a set of details and writes the very same HTML bytes to disk, each with a `.gz`
 * beside it (zlib level 9). Debian's nginx (apt-get installed when /usr/sbin/nginx is missing) serves
 * them with a generated config on a loopback port, in the foreground, one worker (`--nginx-workers
 * auto` for one per core), `gzip_static on` and `open_file_cache` as a tuned static deployment would; probes check that both
 * answer `Content-Encoding: gzip` when asked and plain HTML when not.
 *
 * Load comes from Debian's wrk (bench/lib/wrk.ts; 1 thread, 10 connections): autocannon, one Node
 * process, topped out near 8-10k req/s here and measured itself. The detail page's runs rotate over
 * the set of detail paths, one per request. Every request carries the returning visitor's seed cookie
 * and the brand's Host header. Per page and encoding (no Accept-Encoding, gzip, and br when both sides
 * can), rounds alternate app / bare Node / nginx (bare Node: node:http answering the app's recorded bytes
 * and headers and nothing else, bench/lib/bare-node-server.ts: Node's own ceiling). A client check per page and encoding: wrk's rate against nginx must
 * be at least twice the app's, or else the app's figure may be the client's limit and is not valid, unless the
 * app's main thread was busy for >= 90 % of its runs (/proc: it was the bottleneck itself; printed per run).
 * nginx's workers' CPU share is read the same way: where it stayed under 90 %, wrk held nginx back (on two
 * cores the client gets one and nginx outruns it), and the target's ratio is taken against nginx's estimated
 * capacity (its rate over its busy share) as well as against its measured rate, whichever is lower.
 * Before a page and encoding's rounds each server gets `--warmup` seconds of the same load, not counted: the
 * app's code for that answer is compiled under load first (with every thread pinned to one core, its first
 * run after another encoding's had stalls of up to 17 ms that later runs did not; docs/decisions/080-log.md).
 *
 * Targets (decision 080): app / nginx >= 0.5 without Accept-Encoding; with gzip app / nginx >= 0.3 and the
 * app's p99 <= 2 ms (br, when measured, is held to gzip's targets); no errors.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import {
  activitySlugs,
  formatRss,
  httpGet,
  keepTemporaryDirectories,
  machineLine,
  mainThreadCpuSeconds,
  processCpuSeconds,
  treeLine,
  makeTempDir,
  seedWithCli,
  settle,
  snapshotBuild,
  startServer,
  stopChild,
  table,
  track,
  type GetResult,
} from './lib/harness.ts';
import { childPids, ensureWrk, pinCpus, wrk } from './lib/wrk.ts';
import { SERVER_NODE_FLAGS } from '../server/node-flags.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    // Seconds of load on each server before a page and encoding's rounds, not counted (0: none).
    warmup: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
    threads: { type: 'string', default: '1' },
    details: { type: 'string', default: '50' },
    activities: { type: 'string' },
    port: { type: 'string', default: '3421' },
    'nginx-port': { type: 'string', default: '3422' },
    'bare-port': { type: 'string', default: '3423' },
    'nginx-workers': { type: 'string', default: '1' },
    host: { type: 'string', default: 'nl.localhost' },
    // The app's own default (app/config/env.server.ts).
    'log-level': { type: 'string', default: 'info' },
    keep: { type: 'boolean', default: false },
    // Servers on the last core, wrk on the others (taskset): latency without waiting for the client's CPU.
    pin: { type: 'boolean', default: false },
  },
});
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const threads = Number(values.threads);
const nginxPort = Number(values['nginx-port']);
const barePort = Number(values['bare-port']);
const host = values.host;
const logLevel = values['log-level'];
keepTemporaryDirectories(values.keep);
if (nginxPort < 3400 || nginxPort > 3499) throw new Error('--nginx-port must be in 3400-3499');

/** Decision 080's targets per encoding. */
const TARGETS = {
  none: { ratio: 0.5, appP99Ms: Infinity },
  gzip: { ratio: 0.3, appP99Ms: 2 },
  br: { ratio: 0.3, appP99Ms: 2 },
} as const;
/** wrk against nginx must reach this many times the app's rate for the app's figure to be the app's. */
const CLIENT_HEADROOM = 2;
/**
 * Or the app's main thread was busy for this share of its runs: it could not have answered faster, so
 * the figure is the app's whatever the client could do. Without Accept-Encoding both servers copy 160 KB
 * per answer and wrk cannot outrun nginx twice there, yet an app at >= 0.5x nginx (the target) is by
 * definition within 2x of it: the rate check alone can never pass that row.
 */
const SATURATED = 0.9;

console.log(`# Cached pages vs nginx  ${machineLine()}`);
console.log(treeLine());

function aptInstall(pkg: string): boolean {
  return (
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0
  );
}

/** Debian's nginx; installed on first use (policy-rc.d or not, the package's own service is stopped again). */
function ensureNginx(): string {
  const binary = '/usr/sbin/nginx';
  if (existsSync(binary)) return binary;
  console.log('nginx is missing: apt-get install -y nginx-light (or nginx) ...');
  if (!aptInstall('nginx-light') && !aptInstall('nginx')) {
    spawnSync('apt-get', ['update'], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (!aptInstall('nginx-light') && !aptInstall('nginx')) throw new Error('could not install nginx with apt-get');
  }
  // Where the package started its own service (no policy-rc.d), leave the machine as it was.
  spawnSync('sh', ['-c', 'command -v service >/dev/null && service nginx stop >/dev/null 2>&1 || true']);
  if (!existsSync(binary)) throw new Error('nginx installed but /usr/sbin/nginx is missing');
  return binary;
}
const nginxBinary = ensureNginx();
const nginxVersion = spawnSync(nginxBinary, ['-v'], { encoding: 'utf8' }).stderr.trim();
const wrkVersion = spawnSync(ensureWrk(), ['--version'], { encoding: 'utf8' })
  .stdout.split('\n')[0]!
  .replace(/\s+Copyright.*$/, '');

// The app: page cache on, in memory, fresh for an hour so that every measured answer is a HIT.
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = databaseUrl ? undefined : makeTempDir('cache-data');
if (values.activities) {
  const n = Number(values.activities.replace(/_/g, ''));
  console.log(`seeding ${n.toLocaleString('en')} activities ...`);
  seedWithCli(dataDir, n);
}
const appLog = path.join(makeTempDir('cache-log'), 'app.log');
const appLogFd = openSync(appLog, 'a');
const server = await startServer({
  port: Number(values.port),
  dataDir,
  cwd: snapshotBuild(),
  stdout: appLogFd,
  env: { PAGE_CACHE: 'true', PAGE_CACHE_MAX_AGE: '86400', PAGE_CACHE_STALE: '86400', REDIS_URL: '', LOG_LEVEL: logLevel },
});
closeSync(appLogFd);
console.log(`app pid ${server.pid} on 127.0.0.1:${server.port} (page cache: memory, LOG_LEVEL=${logLevel}, its stdout to a file)`);

// Fill the cache and write the same bytes to nginx's document root.
const root = makeTempDir('nginx');
chmodSync(root, 0o755);
const docroot = path.join(root, 'html');
const slugs = await activitySlugs(server.port, host, Number(values.details));
const overviewPath = '/uitjes';
const detailPaths = slugs.map((slug) => `/uitjes/${encodeURIComponent(slug)}`);
// A first visit to the overview gets a visit-seed cookie (Set-Cookie answers are not cached): the
// benchmark is a returning visitor whose seed cookie is set, as every page after the first one is.
const visitor = { cookie: 'uitjes_seed=123456789' };
const firstVisit = [await httpGet(server.port, host, overviewPath), await httpGet(server.port, host, overviewPath)];
const firstVisitNote = `overview without the seed cookie (a first visit): X-Cache ${String(firstVisit[1]!.headers['x-cache'] ?? 'none')}, Set-Cookie ${firstVisit[1]!.headers['set-cookie'] ? 'yes' : 'no'}`;
console.log(firstVisitNote);

// br only where both sides can: the app must answer it, and Debian's nginx needs the brotli module.
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const BROTLI_PACKAGE = 'libnginx-mod-http-brotli-static';
function brotliSupport(appAnswer: GetResult): { ok: true } | { ok: false; reason: string } {
  const debianOffers = spawnSync('apt-cache', ['show', BROTLI_PACKAGE], { stdio: 'ignore' }).status === 0;
  const moduleNote = existsSync(BROTLI_MODULE)
    ? `nginx's brotli module is installed`
    : debianOffers
      ? `Debian offers ${BROTLI_PACKAGE} for nginx`
      : `Debian offers no ${BROTLI_PACKAGE}`;
  if (appAnswer.headers['content-encoding'] !== 'br') {
    return { ok: false, reason: `the app answers Accept-Encoding: br with ${String(appAnswer.headers['content-encoding'] ?? 'identity')} (${moduleNote})` };
  }
  if (!existsSync(BROTLI_MODULE)) {
    console.log(`nginx's brotli module is missing: apt-get install -y ${BROTLI_PACKAGE} ...`);
    if (!aptInstall(BROTLI_PACKAGE) || !existsSync(BROTLI_MODULE)) return { ok: false, reason: `${BROTLI_PACKAGE} could not be installed (${moduleNote})` };
  }
  return { ok: true };
}
/** The cached overview as a br client gets it (a MISS is rendered and compressed by compress(), which has no br). */
async function cachedBrotliAnswer(): Promise<GetResult> {
  let answer = await httpGet(server.port, host, overviewPath, { headers: { ...visitor, 'accept-encoding': 'br' } });
  for (let i = 0; i < 30 && answer.headers['x-cache'] !== 'HIT'; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer = await httpGet(server.port, host, overviewPath, { headers: { ...visitor, 'accept-encoding': 'br' } });
  }
  return answer;
}
const brotli = brotliSupport(await cachedBrotliAnswer());
console.log(brotli.ok ? 'br: both sides can, measured' : `br skipped: ${brotli.reason}`);

let htmlBytes = 0;
let gzipBytes = 0;
for (const pagePath of [overviewPath, ...detailPaths]) {
  await httpGet(server.port, host, pagePath, { headers: visitor });
  let page = await httpGet(server.port, host, pagePath, { headers: visitor });
  for (let i = 0; i < 20 && page.headers['x-cache'] !== 'HIT'; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    page = await httpGet(server.port, host, pagePath, { headers: visitor });
  }
  if (page.status !== 200 || page.headers['x-cache'] !== 'HIT')
    throw new Error(`${pagePath}: HTTP ${page.status}, X-Cache ${String(page.headers['x-cache'])} (expected a cached 200)`);
  // nginx maps /uitjes to uitjes.html and /uitjes/<slug> to uitjes/<slug>.html (try_files $uri.html);
  // gzip_static (and brotli_static) look for that file's .gz (.br) beside it.
  const file = path.join(docroot, `${decodeURIComponent(pagePath)}.html`);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
  writeFileSync(file, page.body, { mode: 0o644 });
  const gzipped = zlib.gzipSync(page.body, { level: 9 });
  writeFileSync(`${file}.gz`, gzipped, { mode: 0o644 });
  if (brotli.ok) writeFileSync(`${file}.br`, zlib.brotliCompressSync(page.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }), { mode: 0o644 });
  htmlBytes += page.body.length;
  gzipBytes += gzipped.length;
}
console.log(
  `cached and written: overview + ${detailPaths.length} details, ${(htmlBytes / 1024).toFixed(0)} KB of HTML, ${(gzipBytes / 1024).toFixed(0)} KB as .gz (level 9)`,
);

const conf = path.join(root, 'nginx.conf');
writeFileSync(
  conf,
  `# Generated by bench/cache-vs-nginx.ts: static copies of the app's cached pages.
${brotli.ok ? `load_module ${BROTLI_MODULE};\n` : ''}daemon off;
master_process on;
worker_processes ${values['nginx-workers']};
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  # Open file descriptors and stat() results kept between requests, as a tuned static server keeps them:
  # without it nginx answered 19 % fewer gzip hits here (docs/decisions/080-log.md, 28 Nov 2026).
  open_file_cache max=1000 inactive=60s;
  keepalive_requests 1000000;
  keepalive_timeout 65;
  client_body_temp_path ${root}/client_body;
  proxy_temp_path ${root}/proxy;
  fastcgi_temp_path ${root}/fastcgi;
  uwsgi_temp_path ${root}/uwsgi;
  scgi_temp_path ${root}/scgi;
  default_type text/html;
  charset utf-8;
  # Precompressed files as a static deployment serves them; nothing is compressed per request.
  gzip off;
  gzip_static on;
  gzip_vary on;
${brotli.ok ? '  brotli_static on;\n' : ''}  server {
    listen 127.0.0.1:${nginxPort};
    server_name _;
    root ${docroot};
    location / { try_files $uri.html $uri/index.html =404; }
  }
}
`,
);
const test = spawnSync(nginxBinary, ['-t', '-p', root, '-c', conf, '-e', path.join(root, 'error.log')], { encoding: 'utf8' });
if (test.status !== 0) throw new Error(`nginx -t failed: ${test.stderr}`);
const nginx: ChildProcess = track(
  spawn(nginxBinary, ['-p', root, '-c', conf, '-e', path.join(root, 'error.log')], { stdio: ['ignore', 'inherit', 'inherit'] }),
);
for (let attempt = 0; ; attempt += 1) {
  try {
    const probe = await httpGet(nginxPort, host, overviewPath);
    if (probe.status === 200) break;
    throw new Error(`nginx answered ${probe.status}`);
  } catch (error) {
    if (attempt > 50 || nginx.exitCode !== null) throw error;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// nginx's workers (children of its master): their CPU time tells whether nginx was saturated or waited
// for wrk, in which case its rate is the client's and its capacity is estimated (see nginxCapacity).
const nginxWorkers = childPids(nginx.pid!);
const nginxCpuSeconds = () => nginxWorkers.reduce((sum, pid) => sum + (processCpuSeconds(pid) ?? NaN), 0);

// Node's own ceiling: a bare node:http server answering the app's recorded bytes and headers per path
// and encoding (bench/lib/bare-node-server.ts), measured in the same rounds.
const recorded: { path: string; encoding: string; headers: [string, string][]; bodyBase64: string }[] = [];
for (const pagePath of [overviewPath, ...detailPaths]) {
  for (const [encoding, accept] of [['none', undefined], ['gzip', 'gzip'], ...(brotli.ok ? [['br', 'br'] as const] : [])] as const) {
    const answer = await httpGet(server.port, host, pagePath, { headers: { ...visitor, ...(accept ? { 'accept-encoding': accept } : {}) } });
    const headers = Object.entries(answer.headers)
      .filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name))
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)] as [string, string]);
    recorded.push({ path: pagePath, encoding, headers, bodyBase64: answer.body.toString('base64') });
  }
}
const answersFile = path.join(root, 'bare-answers.json');
writeFileSync(answersFile, JSON.stringify(recorded));
const bare: ChildProcess = track(
  // With the app's Node flags: the same runtime on both sides.
  spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(import.meta.dirname, 'lib', 'bare-node-server.ts'), answersFile, String(barePort)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  }),
);
await new Promise<void>((resolve, reject) => {
  bare.stdout!.once('data', () => resolve());
  bare.once('exit', (code) => reject(new Error(`bare Node server exited with ${code}`)));
});

// --pin: the app, bare Node and nginx (each in turn alone under load) on the last core, wrk on the rest.
const cores = os.availableParallelism();
const serverCpus = String(cores - 1);
const clientCpus = cores > 1 ? `0-${cores - 2}` : undefined;
if (values.pin) {
  if (!clientCpus) throw new Error('--pin needs at least 2 cores');
  pinCpus(server.pid, serverCpus);
  pinCpus(nginx.pid!, serverCpus);
  pinCpus(bare.pid!, serverCpus);
  console.log(`pinned: app, bare Node and nginx on CPU ${serverCpus}, wrk on CPU ${clientCpus}`);
}
/** The cores nginx's workers could have kept busy: one when pinned, else one per worker up to the machine's. */
const nginxCores = Math.min(nginxWorkers.length, values.pin ? 1 : cores);

type EncodingName = keyof typeof TARGETS;
const encodings: { name: EncodingName; headers: Record<string, string> }[] = [
  { name: 'none', headers: {} },
  { name: 'gzip', headers: { 'accept-encoding': 'gzip' } },
  ...(brotli.ok ? [{ name: 'br' as const, headers: { 'accept-encoding': 'br' } }] : []),
];

function decoded(answer: GetResult): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body);
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body);
  return answer.body;
}

// Probes: each side answers each encoding as asked, the same page (the CSP nonce differs per answer
// but has the same length), and the app from its cache.
for (const encoding of encodings) {
  const expected = encoding.name === 'none' ? undefined : encoding.name;
  const sizes: string[] = [];
  for (const pagePath of [overviewPath, detailPaths[0]!]) {
    const headers = { ...visitor, ...encoding.headers };
    const fromApp = await httpGet(server.port, host, pagePath, { headers });
    const fromNginx = await httpGet(nginxPort, host, pagePath, { headers });
    for (const [side, answer] of [
      ['app', fromApp],
      ['nginx', fromNginx],
    ] as const) {
      if (answer.status !== 200 || answer.headers['content-encoding'] !== expected)
        throw new Error(
          `probe ${side} ${pagePath} (${encoding.name}): HTTP ${answer.status}, Content-Encoding ${String(answer.headers['content-encoding'] ?? 'none')}, expected ${expected ?? 'none'}`,
        );
    }
    if (fromApp.headers['x-cache'] !== 'HIT') throw new Error(`probe app ${pagePath} (${encoding.name}): X-Cache ${String(fromApp.headers['x-cache'])}`);
    const [appHtml, nginxHtml] = [decoded(fromApp), decoded(fromNginx)];
    if (appHtml.length !== nginxHtml.length)
      throw new Error(`probe ${pagePath} (${encoding.name}): app ${appHtml.length} B of HTML, nginx ${nginxHtml.length} B`);
    if (pagePath === overviewPath) sizes.push(`overview app ${fromApp.body.length} B, nginx ${fromNginx.body.length} B`);
  }
  console.log(`probe ${encoding.name.padEnd(4)}: both answered Content-Encoding ${expected ?? 'none'} with the same page; ${sizes.join('')}`);
}
console.log(`${nginxVersion}, ${values['nginx-workers']} worker(s); ${wrkVersion}`);
console.log(
  `each run: wrk, ${threads} thread(s), ${connections} connections, ${duration} s; ${rounds} round(s), app, bare Node and nginx alternating; ` +
    `details rotate over ${detailPaths.length} paths; ${warmup > 0 ? `${warmup} s of warm-up per server before each page and encoding, not counted` : 'no warm-up'}\n`,
);

const pages: [string, string[]][] = [
  ['overview', [overviewPath]],
  ['detail', detailPaths],
];
interface Entry {
  page: string;
  encoding: EncodingName;
  app: number[];
  bare: number[];
  nginx: number[];
  appP99: number[];
  bareP99: number[];
  nginxP99: number[];
  /** Share of each run the main thread was on the CPU (app and bare Node). */
  appBusy: number[];
  bareBusy: number[];
  /** Share of each run nginx's workers were on the CPU, of the cores they could use (nginxCores). */
  nginxBusy: number[];
  errors: number;
}
const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
const count = (n: number) => Math.round(n).toLocaleString('en');

/**
 * nginx's rate had it not waited for wrk: a run in which its workers were busy for less than SATURATED of
 * their cores was held back by the client (on 2 cores wrk gets one), so the rate is scaled up by its busy
 * share: rate / busy, the rate at a full core if its cost per answer stays the same (under more load
 * epoll batches more, so the true figure may be higher still). Where nginx was saturated, its rate.
 */
function nginxCapacity(entry: Entry): number {
  const perRun = entry.nginx.map((rate, i) => {
    const busy = entry.nginxBusy[i];
    return busy === undefined || Number.isNaN(busy) || busy >= SATURATED ? rate : rate / busy;
  });
  return mean(perRun);
}
/** The app's rate against nginx's capacity: its measured rate where it was saturated. */
const capacityRatio = (entry: Entry) => mean(entry.app) / nginxCapacity(entry);

/**
 * Whether nginx's own figure is nginx's or wrk's, and what the ratio is against its estimated capacity.
 * Its least busy run decides, as the app's does in clientCheck (nginxCapacity scales each run by its own).
 */
function nginxLine(entry: Entry): string {
  const busy = entry.nginxBusy.length ? Math.min(...entry.nginxBusy) : NaN;
  if (Number.isNaN(busy)) return 'nginx busy unknown';
  if (busy >= SATURATED) return `nginx busy ${(busy * 100).toFixed(0)} % (least of its runs): nginx was saturated too`;
  return (
    `nginx busy ${(busy * 100).toFixed(0)} % in its least busy run: wrk held nginx back, its capacity is estimated at ${count(nginxCapacity(entry))} req/s ` +
    `and the app's ratio to that (${capacityRatio(entry).toFixed(2)}) is the one held to the target`
  );
}

function clientCheck(entry: Entry): { valid: boolean; line: string } {
  const [app, nginxRate] = [mean(entry.app), mean(entry.nginx)];
  const times = nginxRate / app;
  const busy = entry.appBusy.length ? Math.min(...entry.appBusy) : NaN;
  const outran = times >= CLIENT_HEADROOM;
  const saturated = busy >= SATURATED;
  const valid = outran || saturated;
  const verdict = outran
    ? 'the app was measured, not the client'
    : saturated
      ? `below ${CLIENT_HEADROOM}x, but the app's main thread was busy >= ${(SATURATED * 100).toFixed(0)} % of every run: the app was its own bottleneck, measured`
      : `NOT VALID: below ${CLIENT_HEADROOM}x and the app's main thread not saturated, the client may be the bottleneck of the app's figure`;
  return {
    valid,
    line:
      `client check (${entry.page}, ${entry.encoding}): wrk reached ${count(nginxRate)} req/s against nginx = ${times.toFixed(1)}x the app's ${count(app)}; ` +
      `app main thread busy ${Number.isNaN(busy) ? 'unknown' : `${(busy * 100).toFixed(0)} %`} (least of its runs): ${verdict}; ` +
      nginxLine(entry),
  };
}

const results: Entry[] = [];
try {
  for (const [page, paths] of pages) {
    for (const encoding of encodings) {
      const entry: Entry = {
        page,
        encoding: encoding.name,
        app: [],
        bare: [],
        nginx: [],
        appP99: [],
        bareP99: [],
        nginxP99: [],
        appBusy: [],
        bareBusy: [],
        nginxBusy: [],
        errors: 0,
      };
      results.push(entry);
      // This page and encoding's load on one server, for `seconds`.
      const load = (port: number, seconds: number) =>
        wrk({
          port,
          host,
          paths,
          headers: { Cookie: visitor.cookie, ...encoding.headers },
          threads,
          connections,
          duration: seconds,
          ...(values.pin ? { cpus: clientCpus } : {}),
        });
      if (warmup > 0) {
        for (const port of [server.port, barePort, nginxPort]) {
          await load(port, warmup);
          if (port === server.port) await settle(port);
        }
      }
      for (let round = 1; round <= rounds; round += 1) {
        for (const side of ['app', 'bare', 'nginx'] as const) {
          const port = side === 'app' ? server.port : side === 'bare' ? barePort : nginxPort;
          const pid = side === 'app' ? server.pid : side === 'bare' ? bare.pid : undefined;
          // The app's and bare Node's main thread; nginx's workers, as a share of the cores they could use.
          const cpuSeconds = () => (side === 'nginx' ? nginxCpuSeconds() : mainThreadCpuSeconds(pid));
          const [cpuBefore, wallBefore] = [cpuSeconds(), performance.now()];
          const figures = await load(port, duration);
          const [cpuAfter, wallSeconds] = [cpuSeconds(), (performance.now() - wallBefore) / 1000];
          const busy =
            cpuBefore !== undefined && cpuAfter !== undefined ? (cpuAfter - cpuBefore) / wallSeconds / (side === 'nginx' ? nginxCores : 1) : undefined;
          if (busy !== undefined) entry[`${side}Busy`].push(busy);
          // wrk stops at the deadline; the next run should start on a server that has worked off its queue.
          if (side === 'app') await settle(port);
          entry[side].push(figures.reqPerSec);
          entry[`${side}P99`].push(figures.latency.p99);
          entry.errors += figures.errors;
          const sockets = Object.values(figures.socketErrors).reduce((a, b) => a + b, 0);
          console.log(
            `${page.padEnd(8)} ${encoding.name.padEnd(4)} round ${round} ${side.padEnd(5)} ${count(figures.reqPerSec).padStart(7)} req/s  ` +
              `p50 ${figures.latency.p50.toFixed(2)} ms  p99 ${figures.latency.p99.toFixed(2)} ms  status >= 400: ${figures.badStatus}  socket errors: ${sockets}` +
              (busy === undefined ? '' : `  ${side === 'nginx' ? 'workers' : 'main thread'} busy ${(busy * 100).toFixed(0)} %`),
          );
        }
      }
      console.log(clientCheck(entry).line);
    }
  }
  const check = await httpGet(server.port, host, overviewPath, { headers: visitor });
  console.log(`\napp still answers from the cache: X-Cache ${String(check.headers['x-cache'])}; app ${formatRss(server.rss())}`);
} finally {
  await stopChild(nginx);
  await stopChild(bare);
  await server.stop();
}
console.log(`app log (LOG_LEVEL=${logLevel}): ${(statSync(appLog).size / 1024 / 1024).toFixed(1)} MB written`);

console.log(`\nnote: ${firstVisitNote}`);
if (!brotli.ok) console.log(`note: br skipped: ${brotli.reason}`);
console.log(
  `\n## Summary  ${machineLine()}\n` +
    `targets: no Accept-Encoding app / nginx >= ${TARGETS.none.ratio}; gzip${brotli.ok ? ' and br' : ''} app / nginx >= ${TARGETS.gzip.ratio} and app p99 <= ${TARGETS.gzip.appP99Ms} ms; ` +
    `no errors; LOG_LEVEL=${logLevel}`,
);
const rows = results.map((r) => {
  const ratio = mean(r.app) / mean(r.nginx);
  const toCapacity = capacityRatio(r);
  const appP99 = Math.max(...r.appP99);
  const client = clientCheck(r);
  const holds = Math.min(ratio, toCapacity) >= TARGETS[r.encoding].ratio && appP99 <= TARGETS[r.encoding].appP99Ms && r.errors === 0;
  return { ...r, ratio, toCapacity, appP99, client, verdict: !client.valid ? 'not valid' : holds ? 'holds' : 'FAILS' };
});
for (const row of rows) console.log(row.client.line);
console.log(
  '\n' +
    table([
      [
        'page',
        'encoding',
        'app req/s',
        'bare Node req/s',
        'nginx req/s',
        'ratio',
        'nginx busy',
        'ratio to capacity',
        'app / bare',
        'bare / nginx',
        'app p99',
        'nginx p99',
        'app busy',
        'errors',
        'target',
      ],
      ...rows.map((r) => [
        r.page,
        r.encoding,
        count(mean(r.app)),
        count(mean(r.bare)),
        count(mean(r.nginx)),
        r.ratio.toFixed(2),
        r.nginxBusy.length ? `${(Math.min(...r.nginxBusy) * 100).toFixed(0)} %` : '?',
        r.toCapacity.toFixed(2),
        (mean(r.app) / mean(r.bare)).toFixed(2),
        (mean(r.bare) / mean(r.nginx)).toFixed(2),
        `${r.appP99.toFixed(2)} ms`,
        `${Math.max(...r.nginxP99).toFixed(2)} ms`,
        r.appBusy.length ? `${(Math.min(...r.appBusy) * 100).toFixed(0)} %` : '?',
        String(r.errors),
        r.verdict,
      ]),
    ]),
);
