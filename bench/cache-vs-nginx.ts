/**
 * Cached pages against nginx (issue 8): `npm run bench:cache [-- options]`, prints figures; not a test.
 *
 *   node_modules/.bin/node bench/cache-vs-nginx.ts                  # 15 s per run, 2 rounds
 *   node_modules/.bin/node bench/cache-vs-nginx.ts --duration 3 --rounds 1
 *
 * Starts server/main.ts with the page cache on (memory store, max-age long enough that every answer is
 * a HIT) on a fresh embedded database (seeded with the demo data on first start, or
 * `--activities N` through the seed CLI), fills the cache with the overview and a set of details, and
 * writes the very same HTML bytes to disk. Then it runs Debian's nginx (installed with apt-get when
 * /usr/sbin/nginx is missing) with a generated config on a loopback port, in the foreground, pid and
 * logs in a temporary directory, and drives both with autocannon in the same run, alternating
 * app/nginx per round. Prints req/s of each and the ratio app / nginx (target >= 0.5).
 * Both sides get one process doing the work: the Node server is one process, nginx runs one worker
 * (`--nginx-workers auto` for one per core).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  activitySlugs,
  cannon,
  formatRss,
  httpGet,
  keepTemporaryDirectories,
  machineLine,
  treeLine,
  makeTempDir,
  seedWithCli,
  snapshotBuild,
  startServer,
  stopChild,
  table,
  track,
} from './lib/harness.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
    details: { type: 'string', default: '50' },
    activities: { type: 'string' },
    port: { type: 'string', default: '3421' },
    'nginx-port': { type: 'string', default: '3422' },
    'nginx-workers': { type: 'string', default: '1' },
    host: { type: 'string', default: 'nl.localhost' },
    target: { type: 'string', default: '0.5' },
    keep: { type: 'boolean', default: false },
  },
});
const duration = Number(values.duration);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const nginxPort = Number(values['nginx-port']);
const host = values.host;
const target = Number(values.target);
keepTemporaryDirectories(values.keep);
if (nginxPort < 3400 || nginxPort > 3499) throw new Error('--nginx-port must be in 3400-3499');

console.log(`# Cached pages vs nginx  ${machineLine()}`);
console.log(treeLine());

/** Debian's nginx; installed on first use (policy-rc.d or not, the package's own service is stopped again). */
function ensureNginx(): string {
  const binary = '/usr/sbin/nginx';
  if (existsSync(binary)) return binary;
  console.log('nginx is missing: apt-get install -y nginx-light (or nginx) ...');
  const install = (pkg: string) =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  if (!install('nginx-light') && !install('nginx')) {
    spawnSync('apt-get', ['update'], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (!install('nginx-light') && !install('nginx')) throw new Error('could not install nginx with apt-get');
  }
  // Where the package started its own service (no policy-rc.d), leave the machine as it was.
  spawnSync('sh', ['-c', 'command -v service >/dev/null && service nginx stop >/dev/null 2>&1 || true']);
  if (!existsSync(binary)) throw new Error('nginx installed but /usr/sbin/nginx is missing');
  return binary;
}
const nginxBinary = ensureNginx();
const nginxVersion = spawnSync(nginxBinary, ['-v'], { encoding: 'utf8' }).stderr.trim();

// The app: page cache on, in memory, fresh for an hour so that every measured answer is a HIT.
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = databaseUrl ? undefined : makeTempDir('cache-data');
if (values.activities) {
  const n = Number(values.activities.replace(/_/g, ''));
  console.log(`seeding ${n.toLocaleString('en')} activities ...`);
  seedWithCli(dataDir, n);
}
const server = await startServer({
  port: Number(values.port),
  dataDir,
  cwd: snapshotBuild(),
  env: { PAGE_CACHE: 'true', PAGE_CACHE_MAX_AGE: '86400', PAGE_CACHE_STALE: '86400', REDIS_URL: '' },
});
console.log(`app pid ${server.pid} on 127.0.0.1:${server.port} (page cache: memory)`);

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
let htmlBytes = 0;
for (const pagePath of [overviewPath, ...detailPaths]) {
  await httpGet(server.port, host, pagePath, { headers: visitor });
  let page = await httpGet(server.port, host, pagePath, { headers: visitor });
  for (let i = 0; i < 20 && page.headers['x-cache'] !== 'HIT'; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    page = await httpGet(server.port, host, pagePath, { headers: visitor });
  }
  if (page.status !== 200 || page.headers['x-cache'] !== 'HIT')
    throw new Error(`${pagePath}: HTTP ${page.status}, X-Cache ${String(page.headers['x-cache'])} (expected a cached 200)`);
  // nginx maps /uitjes to uitjes.html and /uitjes/<slug> to uitjes/<slug>.html (try_files $uri.html).
  const file = path.join(docroot, `${decodeURIComponent(pagePath)}.html`);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
  writeFileSync(file, page.body, { mode: 0o644 });
  htmlBytes += page.body.length;
}
console.log(`cached and written: overview + ${detailPaths.length} details, ${(htmlBytes / 1024).toFixed(0)} KB of HTML`);

const conf = path.join(root, 'nginx.conf');
writeFileSync(
  conf,
  `# Generated by bench/cache-vs-nginx.ts: static copies of the app's cached pages.
daemon off;
master_process on;
worker_processes ${values['nginx-workers']};
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  keepalive_timeout 65;
  client_body_temp_path ${root}/client_body;
  proxy_temp_path ${root}/proxy;
  fastcgi_temp_path ${root}/fastcgi;
  uwsgi_temp_path ${root}/uwsgi;
  scgi_temp_path ${root}/scgi;
  default_type text/html;
  charset utf-8;
  server {
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
// The bytes must be the same (the CSP nonce differs per answer but has the same length).
const fromApp = await httpGet(server.port, host, overviewPath, { headers: visitor });
const fromNginx = await httpGet(nginxPort, host, overviewPath);
console.log(`overview body: app ${fromApp.body.length} B, nginx ${fromNginx.body.length} B; ${nginxVersion}, ${values['nginx-workers']} worker(s)`);
console.log(`each run: autocannon, ${connections} connections, ${duration} s; ${rounds} round(s), app and nginx alternating\n`);

const pages: [string, () => string][] = [
  ['overview', () => overviewPath],
  ['detail', () => detailPaths[Math.floor(Math.random() * detailPaths.length)]!],
];
const results: { page: string; app: number[]; nginx: number[]; appP99: number[]; nginxP99: number[]; bad: number }[] = [];
try {
  for (const [page, pathOf] of pages) {
    const entry = { page, app: [] as number[], nginx: [] as number[], appP99: [] as number[], nginxP99: [] as number[], bad: 0 };
    results.push(entry);
    for (let round = 1; round <= rounds; round += 1) {
      for (const side of ['app', 'nginx'] as const) {
        const port = side === 'app' ? server.port : nginxPort;
        const figures = await cannon({
          port,
          host,
          connections,
          duration,
          requests: [{ path: pathOf(), headers: visitor, setupRequest: (request) => ({ ...request, path: pathOf() }) }],
        });
        entry[side].push(figures.reqPerSec);
        entry[side === 'app' ? 'appP99' : 'nginxP99'].push(figures.latency.p99);
        entry.bad += figures.non2xx + figures.errors;
        console.log(
          `${page.padEnd(8)} round ${round} ${side.padEnd(5)} ${figures.reqPerSec.toFixed(0).padStart(6)} req/s  p50 ${figures.latency.p50.toFixed(1)} ms  p99 ${figures.latency.p99.toFixed(1)} ms  non-2xx/errors ${figures.non2xx + figures.errors}`,
        );
      }
    }
  }
  const check = await httpGet(server.port, host, overviewPath, { headers: visitor });
  console.log(`\napp still answers from the cache: X-Cache ${String(check.headers['x-cache'])}; app ${formatRss(server.rss())}`);
} finally {
  await stopChild(nginx);
  await server.stop();
}

console.log(`\nnote: ${firstVisitNote}`);
const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
console.log(`\n## Summary (target: app / nginx >= ${target})  ${machineLine()}`);
const rows = results.map((r) => {
  const ratio = mean(r.app) / mean(r.nginx);
  return { ...r, ratio, holds: ratio >= target && r.bad === 0 };
});
console.log(
  table([
    ['page', 'app req/s', 'nginx req/s', 'ratio', 'app p99', 'nginx p99', 'errors', 'target'],
    ...rows.map((r) => [
      r.page,
      mean(r.app).toFixed(0),
      mean(r.nginx).toFixed(0),
      r.ratio.toFixed(2),
      `${Math.max(...r.appP99).toFixed(1)} ms`,
      `${Math.max(...r.nginxP99).toFixed(1)} ms`,
      String(r.bad),
      r.holds ? 'holds' : 'FAILS',
    ]),
  ]),
);
