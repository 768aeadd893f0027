/**
 * Benchmark of the activity overview API and suggestions (decisions 020, 105): `node bench/api-overview.ts`.
 *
 * Needs a seeded PostgreSQL database in DATABASE_URL (default postgres://postgres@127.0.0.1:5432/uitjes_bench_api):
 *   DATABASE_URL=... npm run seed -- --activities 100000
 * Builds the overview's real query mix from the data (text + 2 filters of different groups + a city +
 * a group size, random order with a visit seed, facet counts), then measures in one run:
 *   1. PostgreSQL alone, bare SQL: the exact statements the service sends for each request without its
 *      in-process search index (SEARCH_INDEX=false), replayed on a pg client, cold (total and facet counts
 *      computed) and warm (known for the data version: only the page is read);
 *   2. HTTP: the real Hono app on a loopback port (@hono/node-server), one connection, keep-alive, with
 *      the platform's in-process search index (docs/decisions/105) built before measuring: side by side
 *      with 1, the engine the issue asks to compare; cold twice: with the query's words looked up before in
 *      the data version (remembered by the process, as on a live server), and as their first search;
 *   3. throughput: wrk (C) with 4 connections over the shape's URLs, warm, with a client check (wrk's rate
 *      on the same server's /healthz must be at least twice the shape's, or the figure may be the client's).
 * Shapes: the overview's target mix, the same without text, text only (the home page's keyword box), the
 * first visit, and suggestions while typing (GET /api/public/suggestions, 2-6 typed letters of a title word,
 * sometimes after a whole word). Decision 105's targets are printed with each verdict. Options (environment):
 * BENCH_QUERIES per shape (default 40), BENCH_ROUNDS (default 3), BENCH_MIX (shapes whose name contains it),
 * BENCH_PLATFORM (1-4). The run stays within 10 minutes at 1M activities.
 * Prints figures (p50/p95/p99 in ms, req/s); it is not a timed test.
 */
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { searchActivities } from '../app/features/search/search.server.ts';
import { switchOffSearchIndex, warmSearchIndex } from '../app/features/search/search-index.server.ts';
import { clearWordMemos } from '../app/features/search/search-text.server.ts';
import { readVocabulary } from '../app/features/search/search-vocabulary.server.ts';
import { suggest } from '../app/features/search/suggestions.server.ts';
import { IGNORED_FILTER_GROUP_NAME } from '../app/features/filters/filters.schemas.ts';
import { clearSummaries } from '../app/public-api/search-summary-cache.server.ts';
import type { ActivityFilterQueryInput } from '../app/features/activities/activities.schemas.ts';
import { ActivityFilterQuerySchema } from '../app/features/activities/activities.schemas.ts';
import { parseEnv } from '../app/config/env.server.ts';
import { type Database, openDatabase, postgresSessionOptions, queryRows } from '../db/client.server.ts';
import { migrateDatabase } from '../db/migrate.server.ts';
import * as schema from '../db/schema/index.ts';
import { createServerApp } from '../server/app.ts';
import { createLogger } from '../server/logger.ts';
import { seededRandom } from './lib/harness.ts';
import { speedLine } from './lib/machine-speed.ts';
import { clientCheck, wrk } from './lib/wrk.ts';
import { PlatformRegistry } from '../server/platform-registry.ts';

const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/uitjes_bench_api';
const PLATFORM_ID = Number(process.env.BENCH_PLATFORM ?? 1);
const HOST = { 1: 'nl.localhost', 2: 'de.localhost', 3: 'kids.localhost', 4: 'be.localhost' }[PLATFORM_ID] ?? 'nl.localhost';
const MIX_SIZE = Number(process.env.BENCH_QUERIES ?? 40);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const benchStarted = performance.now();

/**
 * Decision 105's targets (ms; req/s): every shape cold p95 <= 30 and p99 <= 100, warm p95 <= 10; at 100k cold
 * p95 <= 10; text only >= 200 req/s; suggestions p95 <= 15 at 100k.
 */
const TARGETS = { coldP95: 30, coldP99: 100, warmP95: 10, coldP95At100k: 10, textOnlyReqPerSec: 200, suggestionsP95: 15 } as const;

/** One kind of request: how the service answers it (for the recorded statements) and its URL. */
interface Shape {
  count: number;
  run: (db: Database, i: number) => Promise<number>;
  path: (i: number) => string;
}
const PAGE_SIZE = 15;

/** A drizzle database on its own pool whose statements can be recorded. */
function recordingDatabase(pool: pg.Pool) {
  const recorded: { query: string; params: unknown[] }[] = [];
  let recording = false;
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (query, params) => (recording ? recorded.push({ query, params }) : undefined) },
  }) as unknown as Database;
  return {
    db,
    async record<T>(run: () => Promise<T>) {
      recorded.length = 0;
      recording = true;
      try {
        await run();
      } finally {
        recording = false;
      }
      return [...recorded];
    },
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const total = samples.reduce((a, b) => a + b, 0);
  return { n: samples.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), mean: total / samples.length };
}

const fmt = (s: ReturnType<typeof summary>) =>
  `p50 ${s.p50.toFixed(2)} ms  p95 ${s.p95.toFixed(2)} ms  p99 ${s.p99.toFixed(2)} ms  mean ${s.mean.toFixed(2)} ms  (n=${s.n})`;

async function buildMix(db: Database): Promise<{ overview: Record<string, ActivityFilterQueryInput[]>; typed: string[] }> {
  const rand = seededRandom(20261122);
  const pick = <T>(items: T[]): T => items[Math.floor(rand() * items.length)]!;
  const publicCount = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM activities WHERE platform_id = ${PLATFORM_ID} AND approved AND status AND NOT is_edit_copy`,
  );
  console.log(
    `platform ${PLATFORM_ID}: ${publicCount[0]?.n} public activities (all platforms: ${(await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM activities`))[0]?.n})`,
  );
  const groups = await queryRows<{ groupId: number; filterIds: number[] }>(
    db,
    sql`SELECT g.id AS "groupId", array_agg(f.id ORDER BY f.id) AS "filterIds" FROM filter_groups g JOIN filters f ON f.filter_group_id = g.id
        WHERE g.platform_id = ${PLATFORM_ID} GROUP BY g.id ORDER BY g.id`,
  );
  const cities = await queryRows<{ id: number }>(
    db,
    sql`SELECT c.id FROM cities c JOIN activity_cities ac ON ac.city_id = c.id JOIN activities a ON a.id = ac.activity_id
        WHERE c.platform_id = ${PLATFORM_ID} AND a.approved GROUP BY c.id ORDER BY count(*) DESC LIMIT 40`,
  );
  const titles = await queryRows<{ title: string }>(
    db,
    sql`SELECT title FROM activities WHERE platform_id = ${PLATFORM_ID} AND approved ORDER BY random_key LIMIT 400`,
  );
  const words = [
    ...new Set(
      titles.flatMap((t) =>
        t.title
          .toLowerCase()
          .split(/[^a-zà-ÿß]+/)
          .filter((w) => w.length >= 5),
      ),
    ),
  ];
  if (groups.length < 2 || cities.length === 0 || words.length === 0) throw new Error('The database holds too little data: seed it first');
  const seedOrder = () => ({ field: 'random' as const, direction: 'DESC' as const, seed: Math.floor(rand() * 2_000_000_000) });
  const twoFilters = () => {
    const [a, b] = [...groups].sort(() => rand() - 0.5);
    return [pick(a!.filterIds), pick(b!.filterIds)];
  };
  const mix = (make: () => ActivityFilterQueryInput) => Array.from({ length: MIX_SIZE }, make);
  // What a visitor has typed when suggestions are asked: 2-6 letters of a title word, one in three after a whole word.
  const typed = Array.from({ length: MIX_SIZE }, () => {
    const start = pick(words).slice(0, 2 + Math.floor(rand() * 5));
    return rand() < 1 / 3 ? `${pick(words)} ${start}` : start;
  });
  const overview = {
    'overview: text + 2 filters + city + persons': mix(() => ({
      orderBy: seedOrder(),
      genericSearchQuery: pick(words),
      filters: twoFilters(),
      city: pick(cities).id,
      personCount: 5 + Math.floor(rand() * 45),
    })),
    'overview: 2 filters + city + persons (no text)': mix(() => ({
      orderBy: seedOrder(),
      filters: twoFilters(),
      city: pick(cities).id,
      personCount: 5 + Math.floor(rand() * 45),
    })),
    'overview: text only': mix(() => ({ orderBy: seedOrder(), genericSearchQuery: pick(words) })),
    'overview: first visit (no constraints)': mix(() => ({ orderBy: seedOrder() })),
  };
  return { overview, typed };
}

function httpGet(agent: http.Agent, port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request({ host: '127.0.0.1', port, path, agent, headers: { host: HOST, accept: 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`HTTP ${res.statusCode} for ${path}`))));
    });
    req.on('error', reject);
    req.end();
  });
}

// The app's session settings (no JIT), so the bare SQL is measured as the service runs it.
const pool = new pg.Pool({ connectionString: url, max: 10, options: postgresSessionOptions(url) });
const recorder = recordingDatabase(pool);
const db = recorder.db;
// The benchmark measures the committed indexes: apply pending migrations, then refresh planner statistics
// and the visibility map as autovacuum would have done on a live database.
await migrateDatabase(db);
await pool.query('VACUUM ANALYZE');
const parsedEnv = parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
if (!parsedEnv.ok) throw new Error(parsedEnv.message);
const platforms = new PlatformRegistry(db);
await platforms.reload();
const appDatabase = await openDatabase({ url, poolSize: 10 });
const app = createServerApp({
  database: appDatabase,
  platforms,
  env: parsedEnv.env,
  log: createLogger('silent'),
});
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
await new Promise((resolve) => server.once('listening', resolve));
const port = (server.address() as AddressInfo).port;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const replayClient = await pool.connect();

/** How fast and how busy the machine is (bench/lib/machine-speed.ts), with the load average. */
async function calibration(): Promise<string> {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  return `${await speedLine(url)}; load average ${load}`;
}

console.log(await calibration());
// Side by side (docs/decisions/105): the recorded "bare SQL" statements are PostgreSQL answering alone
// (no in-process index on the recording handle); the server answers over HTTP with its index, built here
// before anything is measured, as the server builds it at boot.
switchOffSearchIndex(db);
const indexStarted = performance.now();
const memoryBefore = process.memoryUsage();
const searchIndex = await warmSearchIndex(appDatabase.db, PLATFORM_ID);
const memoryAfter = process.memoryUsage();
console.log(
  `in-process search index of platform ${PLATFORM_ID}: ${searchIndex.size} rows, built in ${((performance.now() - indexStarted) / 1000).toFixed(1)} s, ` +
    `~${(searchIndex.bytes / 1e6).toFixed(0)} MB held (heap + array buffers grew ${((memoryAfter.heapUsed + memoryAfter.arrayBuffers - memoryBefore.heapUsed - memoryBefore.arrayBuffers) / 1e6).toFixed(0)} MB)`,
);
// The words' vocabulary (search-vocabulary.ts): read once per search data version by each process, the
// first time a word is looked up in it; "words new" below is a first search of its words with it held.
const vocabularyReads: number[] = [];
let vocabulary = await readVocabulary(appDatabase.db, PLATFORM_ID);
for (let i = 0; i < 5; i++) {
  const started = performance.now();
  vocabulary = await readVocabulary(appDatabase.db, PLATFORM_ID);
  vocabularyReads.push(performance.now() - started);
}
console.log(
  `vocabulary of platform ${PLATFORM_ID}: ${vocabulary.words.length} words, ${vocabulary.names.length} names, read once per data version in ${summary(vocabularyReads).p50.toFixed(1)} ms (median of 5)`,
);
const built = await buildMix(db);
const shapes: Record<string, Shape> = {};
for (const [name, queries] of Object.entries(built.overview)) {
  shapes[name] = {
    count: queries.length,
    run: async (on, i) => (await searchActivities(on, PLATFORM_ID, { ...ActivityFilterQuerySchema.parse(queries[i]), page: 1, limit: PAGE_SIZE })).total,
    path: (i) => `/api/public/activities?page=1&limit=${PAGE_SIZE}&filterQuery=${encodeURIComponent(JSON.stringify(queries[i]))}`,
  };
}
shapes['suggestions while typing'] = {
  count: built.typed.length,
  run: async (on, i) => {
    const answer = await suggest(on, PLATFORM_ID, built.typed[i]!, { hiddenGroup: IGNORED_FILTER_GROUP_NAME });
    return answer.activities.length + answer.categories.length + answer.places.length;
  },
  path: (i) => `/api/public/suggestions?q=${encodeURIComponent(built.typed[i]!)}`,
};
const publicActivities = (await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM activities WHERE approved AND status AND NOT is_edit_copy`))[0]!
  .n;
const at100kOrLess = publicActivities <= 150_000;
const report: Record<string, unknown> = {};
const verdicts: string[] = [];
try {
  // The client check: what wrk reaches on a trivial answer of the same server with the same connections.
  const ceiling = await wrk({ port, host: HOST, paths: ['/healthz'], connections: 4, duration: 3 });
  for (const [name, shape] of Object.entries(shapes)) {
    if (process.env.BENCH_MIX && !name.includes(process.env.BENCH_MIX)) continue;
    const queries = Array.from({ length: shape.count }, (_, i) => i);
    const urls = queries.map((i) => shape.path(i));
    // The exact statements the service sends per request: cold, when the search's total and facet counts
    // are not known yet (every request of a new kind of search), and warm, when they are known for the
    // current search data version and only the page is read (search-summary-cache.server.ts).
    const coldStatements = [];
    const warmStatements = [];
    let results = 0;
    for (const i of queries) {
      clearSummaries(db);
      coldStatements.push(await recorder.record(async () => void (results += await shape.run(db, i))));
      warmStatements.push(await recorder.record(async () => void (await shape.run(db, i))));
    }
    // Warm-up: every query once over HTTP.
    for (const path of urls) await httpGet(agent, port, path);
    const samples = { coldSql: [] as number[], coldHttp: [] as number[], newWordsHttp: [] as number[], warmSql: [] as number[], warmHttp: [] as number[] };
    const replay = async (statements: { query: string; params: unknown[] }[]) => {
      const started = performance.now();
      for (const statement of statements) await replayClient.query(statement.query, statement.params);
      return performance.now() - started;
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (let i = 0; i < queries.length; i += 1) {
        samples.coldSql.push(await replay(coldStatements[i]!));
        // Cold as the first search of its words, then cold with the words looked up before in this data
        // version (the usual case on a live server: search-text.server.ts remembers them).
        clearSummaries(appDatabase.db);
        clearWordMemos(appDatabase.db);
        samples.newWordsHttp.push(await httpGet(agent, port, urls[i]!));
        clearSummaries(appDatabase.db);
        samples.coldHttp.push(await httpGet(agent, port, urls[i]!));
        samples.warmSql.push(await replay(warmStatements[i]!));
        samples.warmHttp.push(await httpGet(agent, port, urls[i]!));
      }
    }
    const bare = summary(samples.coldSql);
    const overHttp = summary(samples.coldHttp);
    const newWordsHttp = summary(samples.newWordsHttp);
    const warmBare = summary(samples.warmSql);
    const warmHttp = summary(samples.warmHttp);
    // Every URL carries its own seed. The cold samples above cleared the summaries, so every search is
    // requested once more before the throughput run, which then measures warm answers.
    for (const path of urls) await httpGet(agent, port, path);
    const load = await wrk({ port, host: HOST, paths: urls, headers: { Accept: 'application/json' }, connections: 4, duration: 5 });
    console.log(`\n== ${name}  (mean results per query: ${(results / queries.length).toFixed(0)})`);
    console.log(`cold, counts computed   PostgreSQL alone, bare SQL (1 client):  ${fmt(bare)}`);
    console.log(`cold, counts computed   server with index, HTTP (1 connection):  ${fmt(overHttp)}`);
    console.log(`cold, words new too     server with index, HTTP (1 connection):  ${fmt(newWordsHttp)}`);
    console.log(`warm, counts cached     PostgreSQL alone, bare SQL (1 client):  ${fmt(warmBare)}`);
    console.log(`warm, counts cached     server with index, HTTP (1 connection):  ${fmt(warmHttp)}`);
    console.log(
      `server with index over HTTP / PostgreSQL alone at p50: cold ${(overHttp.p50 / bare.p50).toFixed(2)}x, warm ${(warmHttp.p50 / warmBare.p50).toFixed(2)}x; at p95: cold ${(overHttp.p95 / bare.p95).toFixed(2)}x, warm ${(warmHttp.p95 / warmBare.p95).toFixed(2)}x`,
    );
    console.log(
      `throughput (wrk, 4 connections, 5 s, warm): ${load.reqPerSec.toFixed(0)} req/s, latency p50 ${load.latency.p50.toFixed(1)} ms p99 ${load.latency.p99.toFixed(1)} ms, ` +
        `status >= 400 ${load.badStatus}; ${clientCheck({ reqPerSec: ceiling.reqPerSec, on: '/healthz' }, { reqPerSec: load.reqPerSec, what: 'the shape' })}`,
    );
    report[name] = { cold: { bare, http: overHttp, newWordsHttp }, warm: { bare: warmBare, http: warmHttp }, reqPerSec: load.reqPerSec };
    const holds = (ok: boolean) => (ok ? 'holds' : 'FAILS');
    if (name.startsWith('suggestions')) {
      verdicts.push(
        `${name}: cold HTTP p95 ${overHttp.p95.toFixed(1)} ms (<= ${TARGETS.suggestionsP95} at 100k: ${at100kOrLess ? holds(overHttp.p95 <= TARGETS.suggestionsP95) : 'judged at 100k'}); ` +
          `words new too: p95 ${newWordsHttp.p95.toFixed(1)} ms (${at100kOrLess ? holds(newWordsHttp.p95 <= TARGETS.suggestionsP95) : 'judged at 100k'})`,
      );
    } else {
      const coldP95Target = at100kOrLess ? TARGETS.coldP95At100k : TARGETS.coldP95;
      verdicts.push(
        `${name}: cold HTTP p95 ${overHttp.p95.toFixed(1)} ms (<= ${coldP95Target}: ${holds(overHttp.p95 <= coldP95Target)}), p99 ${overHttp.p99.toFixed(1)} ms (<= ${TARGETS.coldP99}: ${holds(overHttp.p99 <= TARGETS.coldP99)}), ` +
          `words new too: p95 ${newWordsHttp.p95.toFixed(1)} ms (${holds(newWordsHttp.p95 <= coldP95Target)}), p99 ${newWordsHttp.p99.toFixed(1)} ms (${holds(newWordsHttp.p99 <= TARGETS.coldP99)}), ` +
          `warm p95 ${warmHttp.p95.toFixed(1)} ms (<= ${TARGETS.warmP95}: ${holds(warmHttp.p95 <= TARGETS.warmP95)})` +
          (name.includes('text only')
            ? `, ${load.reqPerSec.toFixed(0)} req/s (>= ${TARGETS.textOnlyReqPerSec}: ${holds(load.reqPerSec >= TARGETS.textOnlyReqPerSec)})`
            : ''),
      );
    }
  }
  console.log(`\n${await calibration()}`);
  console.log(`\n## Targets (decision 105), ${publicActivities} public activities on all platforms, platform ${PLATFORM_ID}`);
  for (const line of verdicts) console.log(line);
  console.log(`finished in ${((performance.now() - benchStarted) / 1000).toFixed(0)} s`);
} finally {
  replayClient.release();
  agent.destroy();
  server.close();
  await appDatabase.close();
  await pool.end();
}
if (process.env.BENCH_JSON) console.log(JSON.stringify(report));
