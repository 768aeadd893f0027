/**
 * Visitors while providers write (decision 004): `npm run bench:mixed`, prints figures; not a timed test.
 *
 *   npm run bench:mixed                                  # 100k activities, 15 s per measurement, 2 rounds
 *   BENCH_SECONDS=8 BENCH_ROUNDS=1 npm run bench:mixed   # quicker, noisier
 *   DATABASE_URL=postgres://…/other npm run bench:mixed  # another database (created and seeded when needed)
 *
 * The database (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/uitjes_bench_mixed) is created when
 * missing and seeded through the seed CLI to BENCH_ACTIVITIES (default 100000) activities unless it already
 * holds exactly that many (not counting the rows this bench adds); it is dropped and seeded anew when it
 * carries migrations this checkout does not have (another version of the code migrated it). Only a database
 * named uitjes_bench* is ever emptied or dropped. Then `npm run
 * build` (BENCH_BUILD=0 skips it) and the production server as visitors meet it: server/main.ts on a
 * snapshot of build/, NODE_ENV=production, the page cache on (memory store, fresh for a day, so that
 * read-only every overview answer is a HIT and only a change drops it; BENCH_REDIS=1: the Redis page cache
 * on 127.0.0.1:6379 as several servers share it), the in-process search index built before measuring
 * (the server's CPU is waited on to go idle after boot), LOG_LEVEL=error (BENCH_LOG_LEVEL).
 *
 * Two visitor targets, each measured with wrk (bench/lib/wrk.ts; 1 thread, BENCH_CONNECTIONS=2
 * connections, BENCH_SECONDS=15 per measurement):
 *   - search: GET /api/public/activities, 20 distinct real words of nl titles (read through the same
 *     API), relevance order, 15 per page, one URL per request in turn;
 *   - overview: GET /uitjes on nl, gzip, a returning visitor's seed cookie: the cached overview.
 * Per target, four scenarios, alternating in one run (round 1 read-only, a, b, c; round 2 the reverse):
 *   read-only  no writes;
 *   (a)        the demo provider saves a draft once a second (saveActivity on a draft of theirs: a
 *              non-public row; the draft is created once with createActivity and reused);
 *   (b)        the demo provider saves the edit copy of one of their public activities once a second
 *              (saveActivity: the public row stays as it is until approval);
 *   (c)        every 10 s an edit copy of one of the provider's public activities is created
 *              (saveActivity), submitted (submitActivity) and approved by the demo operator
 *              (approveActivity): the approval changes the public row.
 * The writers run in this process against the same database through the project's own services
 * (app/features/activities/activity-editing.server.ts, activity-review.server.ts), acting as the seeded
 * demo accounts (aanbieder@ and beheer@uitjes.example); no write is done in SQL. Each save toggles one
 * paragraph of the description, so the data does not drift from run to run; the (b) edit copy is
 * discarded (discardEditCopy) at the end. Before every measurement the server goes idle (what earlier
 * writes started is done), the target is primed (the overview until X-Cache HIT, each search URL once) and
 * /readyz answers quickly; the writers start with wrk and stop when it ends (a write under way is finished),
 * and the writes each made are printed (proof they ran).
 *
 * Targets (decision 004), per target: with (a) and with (b) visitor req/s >= 0.9x read-only and p99 <= 1.5x
 * read-only; with (c) req/s >= 0.7x read-only (no p99 target is stated for (c): its ratio is printed).
 * Ratios are of the rounds' means. Client check (decision 080): wrk's rate on a ceiling must be at least twice a
 * measured rate, or the server's main thread busy >= 90 % of the run, or that figure may be the client's.
 * The ceiling of the search is the same server's /healthz (as bench:api-overview); the cached overview's HITs
 * are answered before the app's middleware and outrun /healthz, so its ceiling is a bare Node server
 * answering the overview's very bytes (bench/lib/bare-node-server.ts, as bench:cache). Both are measured
 * before and after the rounds (the lower counts). Printed with the load average after each measurement and
 * the machine-speed line (bench/lib/machine-speed.ts). Writes are shown as made/due: a write still running
 * when the next is due delays it (one provider saves after the other), so slow saves show as fewer writes.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../app/config/password-hashing.ts';
import { type ActivityContentInput, ActivityContentSchema } from '../app/features/activities/activity-editing.schemas.ts';
import { createActivity, discardEditCopy, getActivityForEditing, saveActivity, submitActivity } from '../app/features/activities/activity-editing.server.ts';
import { approveActivity } from '../app/features/activities/activity-review.server.ts';
import type { Actor } from '../app/portal/actor.ts';
import { type Database, openDatabase, queryRows } from '../db/client.server.ts';
import { migrateDatabase } from '../db/migrate.server.ts';
import { activities, organisations, roles, userOrganisations, users } from '../db/schema/index.ts';
import {
  getJson,
  httpGet,
  machineLine,
  makeTempDir,
  mainThreadCpuSeconds,
  ms,
  processCpuSeconds,
  ROOT,
  seedWithCli,
  seededRandom,
  settle,
  snapshotBuild,
  stopChild,
  summarise,
  table,
  track,
  treeLine,
} from './lib/harness.ts';
import { speedLine } from './lib/machine-speed.ts';
import { clientCheck, ensureWrk, wrk, type WrkFigures } from './lib/wrk.ts';
import { SERVER_NODE_FLAGS } from '../server/node-flags.ts';

const benchStarted = performance.now();
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/uitjes_bench_mixed';
const ACTIVITIES = Number((process.env.BENCH_ACTIVITIES ?? '100000').replace(/_/g, ''));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 2);
const PORT = Number(process.env.BENCH_PORT ?? 3451);
/** The bare Node server of the overview's client check. */
const BARE_PORT = PORT + 1;
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'error';
const REDIS = process.env.BENCH_REDIS === '1';
const REDIS_PREFIX = `benchmixed${process.pid}:`;
/** nl: platform 1 (db/seed), the brand whose visitors are measured and whose provider writes. */
const PLATFORM_ID = 1;
const HOST = 'nl.localhost';
const PORTAL_ORIGIN = 'http://admin.localhost:3000';
/** The draft of writer (a), found again by its title in the next run. */
const DRAFT_TITLE = 'Benchmark-concept (bench/mixed.ts)';
/** The paragraph each save adds or removes (toggled, so the data does not drift from run to run). */
const TOGGLED = '<p>Nu ook op zondagmiddag te boeken.</p>';
const visitor = { Cookie: 'uitjes_seed=123456789' };

const TARGETS = { a: { rate: 0.9, p99: 1.5 }, b: { rate: 0.9, p99: 1.5 }, c: { rate: 0.7, p99: Infinity } } as const;
type Scenario = 'read-only' | 'a' | 'b' | 'c';
const SCENARIO_NAMES: Record<Scenario, string> = {
  'read-only': 'read-only',
  a: '(a) draft save 1/s',
  b: '(b) edit-copy save 1/s',
  c: '(c) edit approved /10 s',
};

console.log(`# bench:mixed (decision 004)  ${machineLine()}`);
console.log(treeLine());
ensureWrk();
if (!Number.isSafeInteger(ACTIVITIES) || ACTIVITIES < 1000) throw new Error(`BENCH_ACTIVITIES must be a whole number >= 1000 (got ${ACTIVITIES})`);

// ---------------------------------------------------------------------------------------------------
// The database: created, seeded or reused.

const databaseName = new URL(databaseUrl).pathname.slice(1);

async function onServer<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const serverUrl = new URL(databaseUrl);
  serverUrl.pathname = '/postgres';
  const client = new pg.Client({ connectionString: serverUrl.toString() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Why the database must be seeded (again), or null when it holds this checkout's data at the wanted size. */
async function seedingReason(): Promise<{ reason: string; drop: boolean } | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = await client.query<{ migrations: string | null; activities: string | null }>(
      `SELECT to_regclass('drizzle.__drizzle_migrations')::text AS migrations, to_regclass('public.activities')::text AS activities`,
    );
    if (!tables.rows[0]?.migrations || !tables.rows[0].activities) return { reason: 'it is empty', drop: false };
    const known = new Set(readMigrationFiles({ migrationsFolder: path.join(ROOT, 'drizzle') }).map((m) => m.hash));
    const applied = (await client.query<{ hash: string }>('SELECT hash FROM drizzle.__drizzle_migrations')).rows.map((r) => r.hash);
    const foreign = applied.filter((hash) => !known.has(hash)).length;
    if (foreign > 0) return { reason: `${foreign} of its migrations are not this checkout's (another version of the code migrated it)`, drop: true };
    // The seeded rows: all but the bench's draft and the edit copies the demo provider made (the seed's own
    // edit copies have no last editor).
    const counted = await client.query<{ n: number }>(
      `SELECT (count(*) - count(*) FILTER (WHERE NOT is_edit_copy AND title = $1)
               - count(*) FILTER (WHERE is_edit_copy AND last_edited_by_id = (SELECT id FROM users WHERE email = $2)))::int AS n
       FROM activities`,
      [DRAFT_TITLE, DEMO_PROVIDER_EMAIL],
    );
    const n = counted.rows[0]!.n;
    return n === ACTIVITIES ? null : { reason: `it holds ${n.toLocaleString('en')} seeded activities, not ${ACTIVITIES.toLocaleString('en')}`, drop: false };
  } finally {
    await client.end();
  }
}

let seedingNote = 'reused';
{
  const exists = await onServer(async (client) => (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName])).rowCount === 1);
  if (!exists) await onServer((client) => client.query(`CREATE DATABASE "${databaseName}"`));
  const why = await seedingReason();
  if (why) {
    // Seeding empties the database (and a foreign one is dropped): only a benchmark's own database.
    if (!databaseName.startsWith('uitjes_bench')) {
      throw new Error(`${databaseName} must be seeded anew (${why.reason}), but only a database named uitjes_bench* is emptied by this bench`);
    }
    if (why.drop) {
      await onServer(async (client) => {
        await client.query(`DROP DATABASE "${databaseName}" WITH (FORCE)`);
        await client.query(`CREATE DATABASE "${databaseName}"`);
      });
    }
    const reason = why.drop ? `${why.reason}: dropped and created again` : why.reason;
    console.log(`seeding ${ACTIVITIES.toLocaleString('en')} activities into ${databaseName} (${reason}) ...`);
    const seconds = seedWithCli(undefined, ACTIVITIES, { DATABASE_URL: databaseUrl });
    seedingNote = `seeded in ${seconds.toFixed(0)} s (${reason})`;
  }
  console.log(`database ${databaseName}: ${ACTIVITIES.toLocaleString('en')} activities, ${seedingNote}`);
}

// ---------------------------------------------------------------------------------------------------
// The writers: the demo provider and operator, through the project's services.

const writerDatabase = await openDatabase({ url: databaseUrl, poolSize: 3 });
const db: Database = writerDatabase.db;
// A reused database gets this checkout's pending migrations before the services write to it.
await migrateDatabase(db);

const baseActor = { firstName: 'Bench', lastName: null, locale: 'nl' as const, sessionId: 0, secondFactor: false };
async function demoActor(email: string): Promise<Actor> {
  const [user] = await db.select({ id: users.id, role: roles.name }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(eq(users.email, email));
  if (!user) throw new Error(`the seeded demo account ${email} is missing`);
  const links = await db.select({ id: userOrganisations.organisationId }).from(userOrganisations).where(eq(userOrganisations.userId, user.id));
  return { ...baseActor, userId: user.id, email, role: user.role === 'ADMIN' ? 'ADMIN' : 'USER', organisationIds: links.map((l) => l.id) };
}
const provider = await demoActor(DEMO_PROVIDER_EMAIL);
const operator = await demoActor(DEMO_ADMIN_EMAIL);
if (operator.role !== 'ADMIN') throw new Error(`${DEMO_ADMIN_EMAIL} is not an operator (ADMIN)`);
const nlOrganisationIds = (
  await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(inArray(organisations.id, provider.organisationIds), eq(organisations.platformId, PLATFORM_ID)))
).map((o) => o.id);
// Edit copies an earlier run left behind (it stopped before its clean-up) are discarded, through the service:
// the provider's copies only (the seed's have no last editor and stay).
const leftovers = (
  await queryRows<{ id: number }>(
    db,
    sql`SELECT o.id FROM activities o JOIN activities c ON c.id = o.child_id
        WHERE o.organisation_id IN (${sql.join(nlOrganisationIds, sql`, `)}) AND c.is_edit_copy AND c.last_edited_by_id = ${provider.userId}`,
  )
).map((r) => r.id);
for (const id of leftovers) await discardEditCopy(db, provider, id);
if (leftovers.length) console.log(`discarded ${leftovers.length} edit copies an earlier run left (activities ${leftovers.join(', ')})`);
// The provider's public nl activities without an edit copy (the seed made some: those stay untouched).
const publicOwn = (
  await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM activities WHERE organisation_id IN (${sql.join(nlOrganisationIds, sql`, `)}) AND approved AND status
        AND NOT is_edit_copy AND child_id IS NULL ORDER BY id`,
  )
).map((r) => r.id);
if (publicOwn.length < 3) throw new Error(`the demo provider has ${publicOwn.length} public nl activities without an edit copy; 3 or more are needed`);
const editCopyActivityId = publicOwn[0]!;
const approvalRotation = publicOwn.slice(1);

/** The content with the toggled paragraph added or taken out. */
function toggled(content: ActivityContentInput): ActivityContentInput {
  const description = content.description ?? '';
  return { ...content, description: description.includes(TOGGLED) ? description.replace(TOGGLED, '') : `${description}${TOGGLED}` };
}

/** The draft of writer (a): the one of an earlier run, else a new one with the content of a public activity. */
async function draftId(): Promise<number> {
  const [existing] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.title, DRAFT_TITLE), eq(activities.isEditCopy, false), inArray(activities.organisationId, nlOrganisationIds)))
    .limit(1);
  if (existing) return existing.id;
  const model = await getActivityForEditing(db, provider, editCopyActivityId);
  const created = await createActivity(db, provider, model.organisationId, ActivityContentSchema.parse({ ...model.content, title: DRAFT_TITLE, media: [] }));
  if (!created.ok) throw new Error(`createActivity: ${JSON.stringify(created)}`);
  return created.id;
}
const draft = await draftId();
{
  const state = (await getActivityForEditing(db, provider, draft)).state;
  if (state !== 'draft') throw new Error(`activity ${draft} (the bench's draft) is ${state}, not a draft`);
}
// The edit copy of writer (b) exists before its rounds, as when a provider keeps editing it: saves update it.
{
  const editable = await getActivityForEditing(db, provider, editCopyActivityId);
  if (editable.state === 'approved') {
    const saved = await saveActivity(db, provider, editCopyActivityId, editable.version, ActivityContentSchema.parse(toggled(editable.content)));
    if (!saved.ok) throw new Error(`saveActivity (first edit copy save): ${JSON.stringify(saved)}`);
  }
}
console.log(
  `writers: provider ${provider.email} (user ${provider.userId}, nl organisations ${nlOrganisationIds.join(', ')}); operator ${operator.email} (user ${operator.userId}); ` +
    `(a) draft ${draft}; (b) edit copy of public activity ${editCopyActivityId}; (c) approvals over ${approvalRotation.length} public activities`,
);

interface WriterTally {
  writes: number;
  failed: number;
  /** Writes the cadence asked for while the writer ran (one at its start, then one per period). */
  due: number;
  ms: number[];
  errors: string[];
}
let approvalTurn = 0;

/** One write of a scenario through the services. */
async function writeOnce(scenario: Exclude<Scenario, 'read-only'>): Promise<void> {
  if (scenario === 'a' || scenario === 'b') {
    // The editor loads the working version, the provider changes it and saves (the version guards conflicts).
    const id = scenario === 'a' ? draft : editCopyActivityId;
    const editable = await getActivityForEditing(db, provider, id);
    const saved = await saveActivity(db, provider, id, editable.version, ActivityContentSchema.parse(toggled(editable.content)));
    if (!saved.ok) throw new Error(`saveActivity ${id}: ${JSON.stringify(saved)}`);
    return;
  }
  // (c): a public activity gets an edit copy, it is submitted and the operator approves it.
  const id = approvalRotation[approvalTurn++ % approvalRotation.length]!;
  const editable = await getActivityForEditing(db, provider, id);
  const saved = await saveActivity(db, provider, id, editable.version, ActivityContentSchema.parse(toggled(editable.content)));
  if (!saved.ok) throw new Error(`saveActivity ${id}: ${JSON.stringify(saved)}`);
  const submitted = await submitActivity(db, provider, id);
  if (!submitted.ok) throw new Error(`submitActivity ${id}: ${JSON.stringify(submitted)}`);
  const approved = await approveActivity(db, operator, id, PORTAL_ORIGIN);
  if (!approved.ok) throw new Error(`approveActivity ${id}: ${JSON.stringify(approved)}`);
}

/**
 * Writes on a fixed cadence from now until stop(), one after the other as one provider (or operator) does:
 * a write still running when the next is due delays it, so slow writes show as fewer writes than due.
 */
function startWriter(scenario: Exclude<Scenario, 'read-only'>): { stop: () => Promise<WriterTally> } {
  const periodMs = scenario === 'c' ? 10_000 : 1000;
  const tally: WriterTally = { writes: 0, failed: 0, due: 0, ms: [], errors: [] };
  const started = performance.now();
  let stopped = false;
  let wake: (() => void) | undefined;
  const loop = (async () => {
    for (let turn = 0; !stopped; turn += 1) {
      const due = started + turn * periodMs;
      const wait = due - performance.now();
      if (wait > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, wait);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      if (stopped) break;
      const writeStarted = performance.now();
      try {
        await writeOnce(scenario);
        tally.writes += 1;
        tally.ms.push(performance.now() - writeStarted);
      } catch (error) {
        tally.failed += 1;
        if (tally.errors.length < 3) tally.errors.push(String(error instanceof Error ? error.message : error).slice(0, 200));
      }
    }
  })();
  return {
    stop: async () => {
      tally.due = Math.floor((performance.now() - started) / periodMs) + 1;
      stopped = true;
      wake?.();
      await loop;
      return tally;
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// The server, as visitors meet it.

if (process.env.BENCH_BUILD !== '0') {
  const started = performance.now();
  const build = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/@react-router/dev/bin.cjs'), 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error(`react-router build failed (exit ${build.status ?? build.signal})`);
  console.log(`npm run build: ${((performance.now() - started) / 1000).toFixed(0)} s; ${treeLine()}`);
}
const serverLog = path.join(makeTempDir('mixed-log'), 'server.log');
const serverLogFd = openSync(serverLog, 'a');
// server/main.ts through a launcher of another name: on a shared machine a process whose command line names
// server/main.ts may be stopped by someone else's clean-up of their own servers (seen here: SIGTERM by name).
const buildCopy = snapshotBuild();
const launcher = path.join(buildCopy, 'bench-mixed-visitor-server.ts');
writeFileSync(launcher, `import ${JSON.stringify(pathToFileURL(path.join(ROOT, 'server/main.ts')).href)};\n`);
const serverChild = track(
  spawn(process.execPath, [...SERVER_NODE_FLAGS, launcher], {
    cwd: buildCopy,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      OUTBOX_WORKER: 'false',
      DATABASE_URL: databaseUrl,
      SEED_ON_EMPTY: 'false',
      PAGE_CACHE: 'true',
      PAGE_CACHE_MAX_AGE: '86400',
      PAGE_CACHE_STALE: '86400',
      REDIS_URL: REDIS ? 'redis://127.0.0.1:6379' : '',
      REDIS_PREFIX,
      LOG_LEVEL,
    },
    stdio: ['ignore', serverLogFd, 'inherit'],
  }),
);
const server = { port: PORT, pid: serverChild.pid!, child: serverChild, stop: () => stopChild(serverChild) };
for (const deadline = Date.now() + 300_000; ;) {
  if (serverChild.exitCode !== null || serverChild.signalCode !== null)
    throw new Error(`the server exited with ${serverChild.exitCode ?? serverChild.signalCode}`);
  const ready = await httpGet(PORT, 'localhost', '/readyz', { timeoutMs: 5000 }).catch(() => undefined);
  if (ready?.status === 200) break;
  if (Date.now() > deadline) throw new Error('the server did not become ready');
  await new Promise((resolve) => setTimeout(resolve, 300));
}
closeSync(serverLogFd);
let stopping = false;
server.child.once('exit', (code, signal) => {
  if (stopping) return;
  const tail = readFileSync(serverLog, 'utf8').trim().split('\n').slice(-20).join('\n');
  console.error(`the server exited during the bench (${code ?? signal}); the end of its log:\n${tail}`);
});

/** Waits until the server's process has used under 0.1 core for 2 s in a row (after boot: its search index built). */
async function idle(pid: number, maxSeconds = 300): Promise<number> {
  const started = performance.now();
  let quiet = 0;
  let before = processCpuSeconds(pid) ?? 0;
  while (quiet < 2 && performance.now() - started < maxSeconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = processCpuSeconds(pid) ?? 0;
    quiet = now - before < 0.1 ? quiet + 1 : 0;
    before = now;
  }
  return (performance.now() - started) / 1000;
}
const bootIdle = await idle(server.pid);
console.log(
  `server pid ${server.pid} on 127.0.0.1:${server.port}: page cache ${REDIS ? 'in Redis (127.0.0.1:6379)' : 'in memory'}, LOG_LEVEL=${LOG_LEVEL}; ` +
    `idle ${bootIdle.toFixed(0)} s after ready (search index built)`,
);

// The visitors' requests: 20 distinct real words of nl titles, read through the public API.
interface ListAnswer {
  activities: { title: string }[];
  total?: number;
}
const titles: string[] = [];
for (let page = 1; page <= 6; page += 1) {
  const filterQuery = encodeURIComponent(JSON.stringify({ orderBy: { field: 'random', direction: 'DESC', seed: 5252 } }));
  titles.push(
    ...(await getJson<ListAnswer>(server.port, HOST, `/api/public/activities?page=${page}&limit=50&filterQuery=${filterQuery}`)).activities.map((a) => a.title),
  );
}
const allWords = [
  ...new Set(
    titles.flatMap((title) =>
      title
        .toLowerCase()
        .split(/[^a-zà-ÿß]+/)
        .filter((word) => word.length >= 5),
    ),
  ),
].sort();
const random = seededRandom(20261205);
const words: string[] = [];
while (words.length < 20 && allWords.length > 0) words.push(allWords.splice(Math.floor(random() * allWords.length), 1)[0]!);
if (words.length < 20) throw new Error(`only ${words.length} distinct title words found`);
const searchPaths = words.map(
  (word) =>
    `/api/public/activities?page=1&limit=15&filterQuery=${encodeURIComponent(JSON.stringify({ genericSearchQuery: word, orderBy: { field: 'relevance', direction: 'DESC' } }))}`,
);
const searchResults: number[] = [];
for (const searchPath of searchPaths) {
  const answer = await getJson<ListAnswer>(server.port, HOST, searchPath);
  searchResults.push(answer.total ?? answer.activities.length);
}
console.log(`search words: ${words.join(' ')}; results per word ${summarise(searchResults).p50} (median), ${Math.min(...searchResults)} (least)`);

interface Target {
  name: 'search' | 'overview';
  paths: string[];
  headers: Record<string, string>;
  prime: () => Promise<string>;
}
const overviewHeaders = { ...visitor, 'Accept-Encoding': 'gzip' };
const targets: Target[] = [
  {
    name: 'search',
    paths: searchPaths,
    headers: { Accept: 'application/json' },
    prime: async () => {
      for (const searchPath of searchPaths) {
        const answer = await httpGet(server.port, HOST, searchPath, { headers: { accept: 'application/json' } });
        if (answer.status !== 200) throw new Error(`${searchPath}: HTTP ${answer.status}`);
      }
      return 'each URL once';
    },
  },
  {
    name: 'overview',
    paths: ['/uitjes'],
    headers: overviewHeaders,
    prime: async () => {
      for (let i = 0; i < 100; i += 1) {
        const answer = await httpGet(server.port, HOST, '/uitjes', { headers: { cookie: visitor.Cookie, 'accept-encoding': 'gzip' } });
        if (answer.status !== 200) throw new Error(`/uitjes: HTTP ${answer.status}`);
        if (answer.headers['x-cache'] === 'HIT' && answer.headers['content-encoding'] === 'gzip') return `HIT after ${i + 1}`;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('/uitjes did not become a cached HIT');
    },
  },
];

const load = (target: Target, seconds: number) =>
  wrk({ port: server.port, host: HOST, paths: target.paths, headers: target.headers, connections: CONNECTIONS, duration: seconds });

// The client check's ceilings, per target: for the search, wrk on the server's /healthz (as bench:api-overview);
// for the cached overview, whose HITs are answered before the app's middleware (server/page-cache/fast-hit.ts)
// and so faster than /healthz, wrk on a bare Node server answering the overview's very bytes and headers
// (bench/lib/bare-node-server.ts, as bench:cache): what the client reaches on that answer.
const overviewAnswer = await httpGet(server.port, HOST, '/uitjes', { headers: { cookie: visitor.Cookie, 'accept-encoding': 'gzip' } });
const answersFile = path.join(makeTempDir('mixed-bare'), 'answers.json');
writeFileSync(
  answersFile,
  JSON.stringify([
    {
      path: '/uitjes',
      encoding: 'gzip',
      headers: Object.entries(overviewAnswer.headers)
        .filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name))
        .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
      bodyBase64: overviewAnswer.body.toString('base64'),
    },
  ]),
);
const bare = track(
  spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(ROOT, 'bench/lib/bare-node-server.ts'), answersFile, String(BARE_PORT)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  }),
);
await new Promise<void>((resolve, reject) => {
  bare.stdout!.once('data', () => resolve());
  bare.once('exit', (code) => reject(new Error(`bare Node server exited with ${code}`)));
});
const ceilingOf: Record<Target['name'], { on: string; measure: () => Promise<WrkFigures> }> = {
  search: {
    on: '/healthz',
    measure: () => wrk({ port: server.port, host: HOST, paths: ['/healthz'], connections: CONNECTIONS, duration: 3 }),
  },
  overview: {
    on: "a bare Node server's copy of the overview (gzip)",
    measure: () => wrk({ port: BARE_PORT, host: HOST, paths: ['/uitjes'], headers: overviewHeaders, connections: CONNECTIONS, duration: 3 }),
  },
};

// ---------------------------------------------------------------------------------------------------
// The rounds.

interface Run {
  figures: WrkFigures;
  load1: number;
  /** Share of the run the server's main thread was on a CPU. */
  busy: number;
  tally?: WriterTally;
}
const runs = new Map<string, Run[]>();
const key = (target: string, scenario: Scenario) => `${target} ${scenario}`;
const scenarios: Scenario[] = ['read-only', 'a', 'b', 'c'];
const writeLine = (scenario: Scenario, tally?: WriterTally) => {
  if (!tally) return 'no writes';
  const kind = scenario === 'c' ? 'approvals (save + submit + approve)' : scenario === 'a' ? 'draft saves' : 'edit-copy saves';
  const times = tally.ms.length ? `, each p50 ${(summarise(tally.ms).p50 / 1000).toFixed(1)} s max ${(Math.max(...tally.ms) / 1000).toFixed(1)} s` : '';
  return `${tally.writes} of ${tally.due} due ${kind}${times}${tally.failed ? `, ${tally.failed} FAILED (${tally.errors.join('; ')})` : ''}`;
};

const ceilings: Record<Target['name'], number[]> = { search: [], overview: [] };
const measureCeilings = async () => {
  for (const target of targets) ceilings[target.name].push((await ceilingOf[target.name].measure()).reqPerSec);
};
try {
  console.log(
    `\n${await speedLine(databaseUrl)}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  if (os.loadavg()[0]! > os.cpus().length) console.log(`note: the load average is above the ${os.cpus().length} cores: other work shares this machine`);
  // Warm-up, not counted: each target's code compiled under load.
  for (const target of targets) {
    await target.prime();
    await load(target, 3);
    await settle(server.port);
  }
  await measureCeilings();
  console.log(
    `client ceilings (wrk, ${CONNECTIONS} connections, 3 s): ` +
      targets.map((t) => `${t.name}: ${ceilings[t.name][0]!.toFixed(0)} req/s on ${ceilingOf[t.name].on}`).join('; '),
  );
  console.log(`each measurement: wrk, 1 thread, ${CONNECTIONS} connections, ${SECONDS} s; ${ROUNDS} round(s), scenarios alternating\n`);
  for (let round = 1; round <= ROUNDS; round += 1) {
    const order = round % 2 === 1 ? scenarios : [...scenarios].reverse();
    for (const target of targets) {
      for (const scenario of order) {
        // The server idle first (what the last writes started, a search index rebuilt, is done), then primed.
        await idle(server.pid, 60);
        const primed = await target.prime();
        await settle(server.port);
        const writer = scenario === 'read-only' ? undefined : startWriter(scenario);
        const [cpuBefore, wallBefore] = [mainThreadCpuSeconds(server.pid) ?? NaN, performance.now()];
        const figures = await load(target, SECONDS);
        const busy = ((mainThreadCpuSeconds(server.pid) ?? NaN) - cpuBefore) / ((performance.now() - wallBefore) / 1000);
        const tally = await writer?.stop();
        const load1 = os.loadavg()[0]!;
        const list = runs.get(key(target.name, scenario)) ?? [];
        list.push({ figures, load1, busy, tally });
        runs.set(key(target.name, scenario), list);
        console.log(
          `round ${round} ${target.name.padEnd(8)} ${SCENARIO_NAMES[scenario].padEnd(24)} ${figures.reqPerSec.toFixed(0).padStart(6)} req/s  ` +
            `p50 ${ms(figures.latency.p50)}  p99 ${ms(figures.latency.p99)}  errors ${figures.errors}  main thread ${(busy * 100).toFixed(0)} %  ` +
            `load ${load1.toFixed(2)}  primed: ${primed}; writes: ${writeLine(scenario, tally)}`,
        );
      }
    }
  }
  await measureCeilings();
} finally {
  // (b)'s edit copy goes, so the database is as it was (the draft of (a) stays for the next run).
  await discardEditCopy(db, provider, editCopyActivityId).catch((error: unknown) => console.error('discardEditCopy failed:', error));
  await writerDatabase.close();
  await stopChild(bare);
  stopping = true;
  await server.stop();
  // The shared Redis keeps nothing of this run.
  if (REDIS) spawnSync('sh', ['-c', `redis-cli --scan --pattern '${REDIS_PREFIX}*' | xargs -r redis-cli del >/dev/null`]);
}

// ---------------------------------------------------------------------------------------------------
// Summary.

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
/** A figure is the server's when wrk reached twice it on the ceiling, or the server's main thread was busy >= 90 %. */
const SATURATED = 0.9;
interface Row {
  target: Target['name'];
  scenario: Scenario;
  rate: number;
  p50: number;
  p99: number;
  errors: number;
  load: number;
  busy: number;
  writes: string;
  clientValid: boolean;
  clientLine: string;
}
const rows: Row[] = [];
for (const target of targets) {
  const ceiling = Math.min(...ceilings[target.name]);
  for (const scenario of scenarios) {
    const list = runs.get(key(target.name, scenario)) ?? [];
    const rate = mean(list.map((r) => r.figures.reqPerSec));
    const busy = Math.min(...list.map((r) => r.busy));
    const tallies = list.map((r) => r.tally).filter((t): t is WriterTally => t !== undefined);
    const what = `${target.name} ${SCENARIO_NAMES[scenario]}`;
    const outran = ceiling >= 2 * rate;
    rows.push({
      target: target.name,
      scenario,
      rate,
      p50: mean(list.map((r) => r.figures.latency.p50)),
      p99: mean(list.map((r) => r.figures.latency.p99)),
      errors: list.reduce((sum, r) => sum + r.figures.errors, 0),
      load: Math.max(...list.map((r) => r.load1)),
      busy,
      writes: tallies.length ? tallies.map((t) => `${t.writes}/${t.due}${t.failed ? ` (${t.failed} failed)` : ''}`).join(', ') : '-',
      clientValid: outran || busy >= SATURATED,
      clientLine:
        clientCheck({ reqPerSec: ceiling, on: ceilingOf[target.name].on }, { reqPerSec: rate, what }) +
        (outran
          ? ''
          : `; the server's main thread was busy ${(busy * 100).toFixed(0)} % (least of its runs): ${busy >= SATURATED ? 'saturated, the server was measured' : 'not saturated either'}`),
    });
  }
}
console.log(`\n## Summary  ${machineLine()}`);
console.log(`${await speedLine(databaseUrl)}`);
console.log(
  `${ACTIVITIES.toLocaleString('en')} activities on PostgreSQL (${databaseName}, ${seedingNote}); ${ROUNDS} round(s) x ${SECONDS} s per measurement, ` +
    `${CONNECTIONS} wrk connections; figures are the rounds' means; writes: made/due per round; load: the highest 1-min load average after a run`,
);
console.log(
  `targets (decision 004): with (a) and (b) req/s >= ${TARGETS.a.rate}x read-only and p99 <= ${TARGETS.a.p99}x read-only; with (c) req/s >= ${TARGETS.c.rate}x read-only\n`,
);
const verdicts: string[] = [];
const tableRows = rows.map((row) => {
  const readOnly = rows.find((r) => r.target === row.target && r.scenario === 'read-only')!;
  const rateRatio = row.rate / readOnly.rate;
  const p99Ratio = row.p99 / readOnly.p99;
  let verdict = '';
  if (row.scenario !== 'read-only') {
    const target = TARGETS[row.scenario];
    const holds = rateRatio >= target.rate && p99Ratio <= target.p99 && row.errors === 0;
    // A failing ratio stands even where read-only was the client's (read-only could only have been faster);
    // a holding one needs both figures to be the server's.
    verdict = holds && !(row.clientValid && readOnly.clientValid) ? 'not valid (client)' : holds ? 'holds' : 'FAILS';
    verdicts.push(
      `${row.target} ${SCENARIO_NAMES[row.scenario]}: req/s ${rateRatio.toFixed(2)}x (>= ${target.rate}: ${rateRatio >= target.rate ? 'holds' : 'FAILS'})` +
        (Number.isFinite(target.p99)
          ? `, p99 ${p99Ratio.toFixed(2)}x (<= ${target.p99}: ${p99Ratio <= target.p99 ? 'holds' : 'FAILS'})`
          : `, p99 ${p99Ratio.toFixed(2)}x (no target)`) +
        `${row.errors ? `, ${row.errors} errors` : ''}: ${verdict}`,
    );
  }
  return [
    row.target,
    SCENARIO_NAMES[row.scenario],
    row.rate.toFixed(0),
    ms(row.p50),
    ms(row.p99),
    row.scenario === 'read-only' ? '1.00' : rateRatio.toFixed(2),
    row.scenario === 'read-only' ? '1.00' : p99Ratio.toFixed(2),
    row.scenario === 'read-only'
      ? ''
      : `>=${TARGETS[row.scenario].rate}${Number.isFinite(TARGETS[row.scenario].p99) ? `, <=${TARGETS[row.scenario].p99}` : ''}`,
    verdict,
    row.writes,
    String(row.errors),
    `${(row.busy * 100).toFixed(0)} %`,
    row.load.toFixed(2),
    row.clientValid ? 'ok' : 'NOT VALID',
  ];
});
console.log(
  table([
    ['target', 'scenario', 'req/s', 'p50', 'p99', 'req/s ratio', 'p99 ratio', 'target', 'verdict', 'writes', 'errors', 'main thread', 'load', 'client'],
    ...tableRows,
  ]),
);
console.log('');
for (const line of verdicts) console.log(line);
console.log(
  `\nclient ceilings (before, after the rounds; the lower is used): ` +
    targets.map((t) => `${t.name} ${ceilings[t.name].map((c) => c.toFixed(0)).join(', ')} req/s on ${ceilingOf[t.name].on}`).join('; '),
);
for (const row of rows) console.log(row.clientLine);
console.log(`\nfinished in ${((performance.now() - benchStarted) / 1000).toFixed(0)} s`);
