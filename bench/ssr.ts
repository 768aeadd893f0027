/**
 * Uncached server-side rendering (decision 080): `npm run bench:ssr [-- options]`, prints figures; not a test.
 *
 *   node_modules/.bin/node bench/ssr.ts                      # 100k activities, 15 s per page and brand
 *   node_modules/.bin/node bench/ssr.ts --activities 5000 --duration 3   # quick run while developing
 *   node_modules/.bin/node bench/ssr.ts --data-dir /tmp/seeded            # reuse a seeded DATA_DIR
 *   DATABASE_URL=postgres://… node_modules/.bin/node bench/ssr.ts         # empties, seeds and uses that database
 *   DATABASE_URL=postgres://… node_modules/.bin/node bench/ssr.ts --seeded  # uses it as it is
 *
 * Seeds a fresh temporary PGlite directory with the seed CLI, starts server/main.ts (PAGE_CACHE=false,
 * from a private copy of build/), then for overview, detail (200 slugs in turn) and home on the nl and
 * kids hosts measures, with Debian's wrk (C) as the client:
 *   - server time: one keep-alive connection, each GET sent when the last answer ended (no queueing),
 *     p50/p95/p99 to the last byte from wrk's histogram; the target (`--target-p95`, 50 ms by decision 080;
 *     decision 080's 8 ms is withdrawn, decision 080) is judged on this;
 *   - throughput: wrk with 4 connections, req/s and its latency (queueing included).
 * Young-generation GC: the pause per page and pages per collection, from /metrics (METRICS_TOKEN set).
 * The client check: wrk's rate on the same server's /healthz over one connection, against the fastest
 * page's rate; below twice it the figures may be the client's and the run says so. And the server's RSS
 * (/proc/<pid>/status) after each page and at the end.
 */
import { parseArgs } from 'node:util';
import {
  activitySlugs,
  BRAND_HOSTS,
  formatRss,
  keepTemporaryDirectories,
  machineLine,
  treeLine,
  makeTempDir,
  ms,
  seedWithCli,
  snapshotBuild,
  startServer,
  table,
} from './lib/harness.ts';
import { speedLine } from './lib/machine-speed.ts';
import { clientCheck, wrk } from './lib/wrk.ts';

const { values } = parseArgs({
  options: {
    activities: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '4' },
    port: { type: 'string', default: '3411' },
    'data-dir': { type: 'string' },
    seeded: { type: 'boolean', default: false },
    brands: { type: 'string', default: 'nl,kids' },
    'target-p95': { type: 'string', default: '50' },
    keep: { type: 'boolean', default: false },
  },
});
const activities = Number(values.activities.replace(/_/g, ''));
const duration = Number(values.duration);
const connections = Number(values.connections);
const targetP95 = Number(values['target-p95']);
const brands = values.brands.split(',').map((b) => b.trim()) as (keyof typeof BRAND_HOSTS)[];
for (const brand of brands) if (!BRAND_HOSTS[brand]) throw new Error(`unknown brand ${brand} (nl, de, kids, be)`);
keepTemporaryDirectories(values.keep);
// /metrics answers the bearer of this token: the young-generation collections per page are read there.
const METRICS_TOKEN = 'bench-ssr-metrics-token';

console.log(`# Uncached SSR  ${machineLine()}`);
console.log(treeLine());
const databaseUrl = process.env.DATABASE_URL || undefined;
console.log(await speedLine(databaseUrl));
let dataDir = values['data-dir'];
if (databaseUrl && values.seeded) {
  console.log('using the seeded database in DATABASE_URL as it is');
} else if (!dataDir) {
  dataDir = databaseUrl ? undefined : makeTempDir('ssr-data');
  console.log(`seeding ${activities.toLocaleString('en')} activities into ${databaseUrl ? 'DATABASE_URL' : dataDir} ...`);
  const seconds = seedWithCli(dataDir, activities);
  console.log(`seeded in ${seconds.toFixed(0)} s`);
} else {
  console.log(`using the seeded DATA_DIR ${dataDir}`);
}

const server = await startServer({
  port: Number(values.port),
  dataDir,
  cwd: snapshotBuild(),
  env: {
    PAGE_CACHE: 'false',
    RATE_LIMIT_WRITES: '100000000',
    RATE_LIMIT_STATISTICS: '100000000',
    SEED_ON_EMPTY: 'false',
    METRICS_TOKEN,
  },
});

/** The server's young-generation collections so far (prom-client's nodejs_gc_duration_seconds, kind minor). */
async function minorCollections(): Promise<{ count: number; seconds: number }> {
  const answer = await server.get('localhost', '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
  const text = answer.body.toString();
  const value = (name: string) => Number(new RegExp(`^${name}\\{kind="minor"\\} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return { count: value('nodejs_gc_duration_seconds_count'), seconds: value('nodejs_gc_duration_seconds_sum') };
}
console.log(`server pid ${server.pid} on 127.0.0.1:${server.port}; ${formatRss(server.rss())} after start`);
console.log(`each page: ${duration} s wrk on one connection (server time), then ${duration} s wrk with ${connections} connections\n`);

interface Row {
  brand: string;
  page: string;
  p50: number;
  p95: number;
  p99: number;
  sequentialN: number;
  minorGcMsPerPage: number;
  pagesPerMinorGc: number;
  sequentialReqPerSec: number;
  reqPerSec: number;
  loadP95: number;
  non2xx: number;
  bytes: number;
  rss: string;
}
const rows: Row[] = [];
// The client check: what wrk reaches over one connection on a trivial answer of the same server.
const ceiling = await wrk({ port: server.port, host: BRAND_HOSTS[brands[0]!], paths: ['/healthz'], connections: 1, duration: 3 });
try {
  for (const brand of brands) {
    const host = BRAND_HOSTS[brand];
    // Spread over the catalogue by a fixed seed; wrk's connections take them in turn.
    const slugs = (await activitySlugs(server.port, host, 200)).map((slug) => `/uitjes/${encodeURIComponent(slug)}`);
    const pages: [string, string[]][] = [
      ['overview /uitjes', ['/uitjes']],
      ['detail (200 slugs)', slugs],
      ['home /', ['/']],
    ];
    for (const [name, paths] of pages) {
      // Warm-up, and a check that the page renders uncached.
      const first = await server.get(host, paths[0]!);
      if (first.status !== 200) throw new Error(`${host} ${name}: HTTP ${first.status}`);
      if (first.headers['x-cache']) throw new Error(`${host} ${name} answered X-Cache ${String(first.headers['x-cache'])}: the page cache is on`);
      // Two seconds unmeasured: the search indexes built in the background after the start, the
      // statements prepared on the pool's connections, the code optimised.
      await wrk({ port: server.port, host, paths, connections: 1, duration: 2 });
      const before = await minorCollections();
      const single = await wrk({ port: server.port, host, paths, connections: 1, duration, countNon200InLua: true });
      const after = await minorCollections();
      const load = await wrk({ port: server.port, host, paths, connections, duration, countNon200InLua: true });
      const row: Row = {
        brand,
        page: name,
        p50: single.latency.p50,
        p95: single.latency.p95,
        p99: single.latency.p99,
        sequentialN: single.requests,
        // Pauses of young-generation collections per page rendered (decision 080: the p95 is where they land).
        minorGcMsPerPage: ((after.seconds - before.seconds) * 1000) / single.requests,
        pagesPerMinorGc: single.requests / (after.count - before.count),
        sequentialReqPerSec: single.reqPerSec,
        reqPerSec: load.reqPerSec,
        loadP95: load.latency.p95,
        non2xx: load.errors + single.errors,
        bytes: first.body.length,
        rss: formatRss(server.rss()),
      };
      rows.push(row);
      console.log(
        `${host.padEnd(15)} ${name.padEnd(17)} server time p50 ${ms(row.p50)}  p95 ${ms(row.p95)}  p99 ${ms(row.p99)} (n=${row.sequentialN}, young-gen GC ${row.minorGcMsPerPage.toFixed(2)} ms/page, one per ${row.pagesPerMinorGc.toFixed(0)} pages)  |  ${row.reqPerSec.toFixed(1)} req/s, p95 ${ms(row.loadP95)} at ${connections} conn  |  ${(row.bytes / 1024).toFixed(0)} KB HTML  non-2xx/errors ${row.non2xx}  ${row.rss}`,
      );
    }
  }
} finally {
  const rss = server.rss();
  await server.stop();
  console.log(`\nserver ${formatRss(rss)} at the end`);
}

console.log(`\n## Summary (target: server time p95 <= ${targetP95} ms per page)  ${machineLine()}`);
// Again at the end: the speed of a machine here can change within minutes (docs/decisions/080-log.md,
// 27 Nov 2026).
console.log(await speedLine(databaseUrl));
console.log(
  table([
    ['host', 'page', 'p50', 'p95', 'p99', 'GC ms/page', 'req/s', `p95@${connections}conn`, 'errors', 'target'],
    ...rows.map((r) => [
      BRAND_HOSTS[r.brand as keyof typeof BRAND_HOSTS],
      r.page,
      ms(r.p50),
      ms(r.p95),
      ms(r.p99),
      r.minorGcMsPerPage.toFixed(2),
      r.reqPerSec.toFixed(1),
      ms(r.loadP95),
      String(r.non2xx),
      r.p95 <= targetP95 && r.non2xx === 0 ? 'holds' : 'FAILS',
    ]),
  ]),
);
console.log(
  clientCheck(
    { reqPerSec: ceiling.reqPerSec, on: '/healthz over one connection' },
    { reqPerSec: Math.max(...rows.map((r) => r.sequentialReqPerSec)), what: 'the fastest page' },
  ),
);
const failing = rows.filter((r) => !(r.p95 <= targetP95 && r.non2xx === 0));
console.log(
  failing.length === 0
    ? `p95 <= ${targetP95} ms holds for every page.`
    : `p95 <= ${targetP95} ms does not hold for: ${failing.map((r) => `${r.brand} ${r.page}`).join(', ')}`,
);
