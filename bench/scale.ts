/**
 * The overview query at growing catalogue sizes (decision 080): `npm run bench:scale [-- options]`, prints
 * figures; not a test.
 *
 *   node_modules/.bin/node bench/scale.ts                           # 10k, 100k and 1M activities
 *   node_modules/.bin/node bench/scale.ts --sizes 10000,100000 --duration 5
 *   node_modules/.bin/node bench/scale.ts --reuse /tmp/uitjes-scale  # keep each seeded size in
 *                                                    # /tmp/uitjes-scale/<size> and reuse it next time
 *   node_modules/.bin/node bench/scale.ts --postgres postgres://postgres@127.0.0.1:5432/uitjes_scale
 *       # PostgreSQL instead: one database per size (uitjes_scale_10000, ...), created and seeded when
 *       # missing, reused when it holds that many activities
 *
 * Per size: seeds a fresh embedded database (PGlite; or a PostgreSQL database, --postgres) with the seed
 * CLI, starts server/main.ts and sends
 * the overview's faceted query through the HTTP API (GET /api/public/activities, page of 15 with the
 * facet counts): text + 2 filters of different groups + a city + a group size, random order with a
 * per-visit seed. The mix (60 queries) is drawn with a fixed seed from the data of that size.
 * Measures with wrk (C), the queries in turn: one keep-alive connection (server time: p50/p95/p99 from
 * wrk's histogram), then req/s with 4 connections, and the server's RSS. Prints the growth of p50/p95
 * against the growth of the catalogue (sub-linear is the goal), and a client check: wrk's rate on the
 * server's /healthz over one connection against the fastest size's.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  formatRss,
  getJson,
  keepTemporaryDirectories,
  machineLine,
  treeLine,
  makeTempDir,
  ms,
  removeTempDir,
  seedWithCli,
  seededRandom,
  snapshotBuild,
  startServer,
  table,
} from './lib/harness.ts';
import { clientCheck, wrk } from './lib/wrk.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000,1000000' },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '4' },
    host: { type: 'string', default: 'nl.localhost' },
    port: { type: 'string', default: '3431' },
    reuse: { type: 'string' },
    postgres: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const sizes = values.sizes.split(',').map((s) => Number(s.trim().replace(/_/g, '').replace(/k$/i, '000').replace(/m$/i, '000000')));
for (const size of sizes) if (!Number.isSafeInteger(size) || size <= 0) throw new Error(`--sizes: ${values.sizes}`);
const duration = Number(values.duration);
const connections = Number(values.connections);
const host = values.host;
keepTemporaryDirectories(values.keep);
if (process.env.DATABASE_URL) throw new Error('bench/scale.ts makes one database per size (embedded, or --postgres): unset DATABASE_URL');

/** --postgres: the database of one size on that server, created and seeded unless it holds `size` activities already. */
async function postgresDatabase(base: string, size: number): Promise<{ url: string; seedSeconds?: number }> {
  const url = new URL(base);
  const name = `${url.pathname.replace(/^\//, '') || 'uitjes_scale'}_${size}`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`--postgres: database name ${name}`);
  url.pathname = `/${name}`;
  const admin = new URL(base);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
    if (exists) {
      const db = new pg.Client({ connectionString: url.toString() });
      await db.connect();
      const count = await db.query('SELECT count(*)::int AS n FROM activities').then(
        (r) => r.rows[0]?.n as number,
        () => -1,
      );
      await db.end();
      if (count === size) {
        console.log(`\n== ${size.toLocaleString('en')} activities: reusing PostgreSQL database ${name}`);
        return { url: url.toString() };
      }
    } else {
      await client.query(`CREATE DATABASE ${name}`);
    }
  } finally {
    await client.end();
  }
  console.log(`\n== ${size.toLocaleString('en')} activities: seeding PostgreSQL database ${name} ...`);
  return { url: url.toString(), seedSeconds: seedWithCli(undefined, size, { DATABASE_URL: url.toString() }) };
}

const MIX_SIZE = 60;
const PAGE_SIZE = 15;

interface Mix {
  paths: string[];
  meanTotal: number;
  publicActivities: number;
}

/** The overview's query mix, drawn from the API's own catalogue of this size. */
async function buildMix(port: number): Promise<Mix> {
  const rand = seededRandom(20261122);
  const pick = <T>(items: T[]): T => items[Math.floor(rand() * items.length)]!;
  const filters = await getJson<{ filters: { id: number; activityCount: number; filterGroup: { id: number } }[] }>(
    port,
    host,
    `/api/public/filters?page=1&limit=100&filterQuery=${encodeURIComponent('{}')}`,
  );
  const groups = new Map<number, number[]>();
  for (const filter of filters.filters)
    if (filter.activityCount > 0) groups.set(filter.filterGroup.id, [...(groups.get(filter.filterGroup.id) ?? []), filter.id]);
  const sample = await getJson<{ activities: { slug: string; title: string }[]; total: number }>(
    port,
    host,
    `/api/public/activities?page=1&limit=100&filterQuery=${encodeURIComponent(JSON.stringify({ orderBy: { field: 'random', direction: 'DESC', seed: 99 } }))}`,
  );
  const cities = new Set<number>();
  for (const activity of sample.activities.slice(0, 40)) {
    const detail = await getJson<{ cities: { id: number }[] }>(port, host, `/api/public/activities/${encodeURIComponent(activity.slug)}`);
    for (const city of detail.cities) cities.add(city.id);
  }
  const words = [
    ...new Set(
      sample.activities.flatMap((a) =>
        a.title
          .toLowerCase()
          .split(/[^a-zà-ÿß]+/)
          .filter((w) => w.length >= 5),
      ),
    ),
  ].sort();
  const groupList = [...groups.values()];
  const cityList = [...cities].sort((a, b) => a - b);
  if (groupList.length < 2 || cityList.length === 0 || words.length === 0) throw new Error('too little data for the overview mix');
  const paths: string[] = [];
  for (let i = 0; i < MIX_SIZE; i += 1) {
    const [a, b] = [...groupList].sort(() => rand() - 0.5);
    const query = {
      orderBy: { field: 'random', direction: 'DESC', seed: Math.floor(rand() * 2_000_000_000) },
      genericSearchQuery: pick(words),
      filters: [pick(a!), pick(b!)],
      city: pick(cityList),
      personCount: 5 + Math.floor(rand() * 45),
    };
    paths.push(`/api/public/activities?page=1&limit=${PAGE_SIZE}&filterQuery=${encodeURIComponent(JSON.stringify(query))}`);
  }
  let total = 0;
  for (const p of paths) total += (await getJson<{ total: number }>(port, host, p)).total;
  return { paths, meanTotal: total / paths.length, publicActivities: sample.total };
}

interface SizeResult {
  size: number;
  seedSeconds?: number;
  publicActivities: number;
  meanTotal: number;
  p50: number;
  p95: number;
  p99: number;
  n: number;
  /** Over one connection. */
  singleReqPerSec: number;
  /** wrk on /healthz over one connection: the client check. */
  ceilingReqPerSec: number;
  reqPerSec: number;
  loadP95: number;
  errors: number;
  rss: string;
  rssMb: number;
}

console.log(`# Overview query at ${sizes.map((s) => s.toLocaleString('en')).join(', ')} activities  ${machineLine()}`);
console.log(treeLine());
const cwd = snapshotBuild();
const results: SizeResult[] = [];
for (const size of sizes) {
  let dataDir: string | undefined;
  let databaseUrl: string | undefined;
  let seedSeconds: number | undefined;
  const marker = (dir: string) => path.join(dir, 'bench-seeded.json');
  if (values.postgres) {
    ({ url: databaseUrl, seedSeconds } = await postgresDatabase(values.postgres, size));
  } else if (values.reuse && existsSync(marker(path.join(values.reuse, String(size))))) {
    dataDir = path.join(values.reuse, String(size));
    console.log(`\n== ${size.toLocaleString('en')} activities: reusing ${dataDir} (${readFileSync(marker(dataDir), 'utf8').trim()})`);
  } else {
    dataDir = values.reuse ? path.join(values.reuse, String(size)) : makeTempDir(`scale-${size}`);
    mkdirSync(dataDir, { recursive: true });
    console.log(`\n== ${size.toLocaleString('en')} activities: seeding into ${dataDir} ...`);
    seedSeconds = seedWithCli(dataDir, size);
    if (values.reuse)
      writeFileSync(marker(dataDir), JSON.stringify({ activities: size, seededAt: new Date().toISOString(), seconds: Math.round(seedSeconds) }) + '\n');
  }
  const server = await startServer({
    port: Number(values.port),
    dataDir,
    cwd,
    env: { PAGE_CACHE: 'false', SEED_ON_EMPTY: 'false', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
  try {
    const mix = await buildMix(server.port);
    for (const p of mix.paths) await server.get(host, p); // warm-up: every query once
    const ceiling = await wrk({ port: server.port, host, paths: ['/healthz'], connections: 1, duration: 3 });
    const single = await wrk({ port: server.port, host, paths: mix.paths, connections: 1, duration, countNon200InLua: true });
    const load = await wrk({ port: server.port, host, paths: mix.paths, connections, duration, countNon200InLua: true });
    const rss = server.rss();
    const result: SizeResult = {
      size,
      seedSeconds,
      publicActivities: mix.publicActivities,
      meanTotal: mix.meanTotal,
      p50: single.latency.p50,
      p95: single.latency.p95,
      p99: single.latency.p99,
      n: single.requests,
      singleReqPerSec: single.reqPerSec,
      ceilingReqPerSec: ceiling.reqPerSec,
      reqPerSec: load.reqPerSec,
      loadP95: load.latency.p95,
      errors: single.errors + load.errors,
      rss: formatRss(rss),
      rssMb: rss?.rssMb ?? NaN,
    };
    results.push(result);
    console.log(
      `${host}: ${mix.publicActivities.toLocaleString('en')} public activities; mean results per query ${mix.meanTotal.toFixed(1)}${seedSeconds ? `; seeded in ${seedSeconds.toFixed(0)} s` : ''}`,
    );
    console.log(`server time (1 connection): p50 ${ms(result.p50)}  p95 ${ms(result.p95)}  p99 ${ms(result.p99)}  (n=${result.n})`);
    console.log(
      `wrk ${connections} connections: ${result.reqPerSec.toFixed(1)} req/s, p95 ${ms(result.loadP95)}; non-2xx/errors ${result.errors}; ${result.rss}`,
    );
  } finally {
    await server.stop();
    if (dataDir && !values.reuse) removeTempDir(dataDir);
  }
}

console.log(`\n## Summary  ${machineLine()}`);
if (values.postgres) console.log('RSS: the server process only (PostgreSQL on this machine holds the data in its own processes).');
const base = results[0]!;
console.log(
  table([
    ['activities', 'results/query', 'p50', 'p95', 'p99', 'req/s', 'RSS MB', 'size x', 'p50 x', 'p95 x', 'errors'],
    ...results.map((r) => [
      r.size.toLocaleString('en'),
      r.meanTotal.toFixed(1),
      ms(r.p50),
      ms(r.p95),
      ms(r.p99),
      r.reqPerSec.toFixed(1),
      r.rssMb.toFixed(0),
      (r.size / base.size).toFixed(0),
      (r.p50 / base.p50).toFixed(2),
      (r.p95 / base.p95).toFixed(2),
      String(r.errors),
    ]),
  ]),
);
for (let i = 1; i < results.length; i += 1) {
  const previous = results[i - 1]!;
  const current = results[i]!;
  const sizeGrowth = current.size / previous.size;
  const p95Growth = current.p95 / previous.p95;
  const p50Growth = current.p50 / previous.p50;
  // Exponent k in time ~ size^k: 1 is linear, below 1 sub-linear.
  const k = (growth: number) => Math.log(growth) / Math.log(sizeGrowth);
  const subLinear = k(p50Growth) < 1 && k(p95Growth) < 1;
  console.log(
    `${previous.size.toLocaleString('en')} -> ${current.size.toLocaleString('en')}: size x${sizeGrowth.toFixed(0)}, p50 x${p50Growth.toFixed(2)} (~ size^${k(p50Growth).toFixed(2)}), p95 x${p95Growth.toFixed(2)} (~ size^${k(p95Growth).toFixed(2)}): ${subLinear ? 'sub-linear' : 'NOT sub-linear'}`,
  );
}
const fastest = results.reduce((best, r) => (r.singleReqPerSec > best.singleReqPerSec ? r : best), base);
console.log(
  clientCheck({ reqPerSec: fastest.ceilingReqPerSec, on: '/healthz over one connection' }, { reqPerSec: fastest.singleReqPerSec, what: 'the fastest size' }),
);
