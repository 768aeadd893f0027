/**
 * The portal at production scale (decision 113): `npm run bench:portal [-- options]`, prints figures; not a test.
 *
 *   DATABASE_URL=postgres://…/scale_bench npm run bench:portal              # empties, seeds 100k + history, measures
 *   DATABASE_URL=postgres://…/scale_bench npm run bench:portal -- --seeded  # uses the seeded database as it is
 *   … -- --seeded --duration 3 --only leads                                  # quick run of the pages whose name holds "leads"
 *   … -- --seeded --duration 3 --only 'review,filters'                        # or any of several parts
 *
 * Needs PostgreSQL (the history is millions of rows) and a build (`npm run build`). Seeds through the
 * seed CLI (`--activities 100000 --history`, db/seed/history.ts) unless `--seeded`, starts server/main.ts
 * (PAGE_CACHE=false, from a private copy of build/), signs in over the portal API as the large provider
 * (groot@uitjes.example, ~1,500 activities and ~200k leads) and as the operator, then:
 *   - the baseline: the uncached visitor overview (nl /uitjes), measured before and after the pages;
 *   - every portal list and detail page: wrk on one keep-alive connection (server time, no queueing),
 *     p50/p95/p99 and the ratio of its p95 to the overview's p95 (decision 113's target: <= 2);
 *   - every export: downloaded whole, rows, MB, seconds, and the server's RSS before, after and its peak
 *     (VmHWM) growth: streaming keeps the growth flat whatever the size;
 *   - the statistics write path: the overview's p99 on one connection alone, then again while a second
 *     client sends 500 view pings a second (target: p99 at most 20 % higher, pings all 204).
 * The client check: wrk's rate on /healthz over one connection against the fastest page's rate.
 * Absolute numbers depend on the machine and its load (2 shared cores here): read the ratios, measured
 * side by side in one run.
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { formatRss, keepTemporaryDirectories, machineLine, ms, ROOT, snapshotBuild, startServer, table, treeLine } from './lib/harness.ts';
import { speedLine } from './lib/machine-speed.ts';
import { clientCheck, wrk, type WrkFigures } from './lib/wrk.ts';
import { DEMO_ACCOUNT_PASSWORD, DEMO_ADMIN_EMAIL } from '../app/config/password-hashing.ts';
import { HISTORY_PROVIDER_EMAIL } from '../db/seed/history.ts';

const { values } = parseArgs({
  options: {
    activities: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '5' },
    port: { type: 'string', default: '3431' },
    seeded: { type: 'boolean', default: false },
    only: { type: 'string' },
    // The provider to sign in as (the demo data's own, aanbieder@uitjes.example, to try the bench on a catalogue without history).
    provider: { type: 'string', default: HISTORY_PROVIDER_EMAIL },
    'pings-per-second': { type: 'string', default: '500' },
    keep: { type: 'boolean', default: false },
  },
});
const duration = Number(values.duration);
const pingRate = Number(values['pings-per-second']);
keepTemporaryDirectories(values.keep);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('bench:portal needs DATABASE_URL (a PostgreSQL database it may empty and seed)');

console.log(`# The portal at scale  ${machineLine()}`);
console.log(treeLine());
console.log(await speedLine(databaseUrl));
if (!values.seeded) {
  console.log(`seeding ${values.activities} activities and the history into DATABASE_URL ...`);
  const started = performance.now();
  const result = spawnSync(process.execPath, [path.join(ROOT, 'db/seed/cli.ts'), '--activities', values.activities, '--history'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`seeding failed (exit ${result.status ?? result.signal})`);
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

// Ids of the things the detail pages show, read straight from the database.
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const one = async (query: string, params: unknown[] = []) => {
  const result = await client.query<{ id: number }>(query, params);
  if (!result.rows[0]) throw new Error(`no row for: ${query}`);
  return result.rows[0].id;
};
const provider = await one('SELECT id FROM users WHERE email = $1', [values.provider]);
const ids = {
  lead: await one(
    `SELECT q.id FROM quote_requests q JOIN activities a ON a.id = q.activity_id JOIN user_organisations uo ON uo.organisation_id = a.organisation_id
     WHERE uo.user_id = $1 ORDER BY q.created_at DESC LIMIT 1`,
    [provider],
  ),
  organisation: await one('SELECT organisation_id AS id FROM user_organisations WHERE user_id = $1 ORDER BY organisation_id LIMIT 1', [provider]),
  activity: await one(
    'SELECT a.id FROM activities a JOIN user_organisations uo ON uo.organisation_id = a.organisation_id WHERE uo.user_id = $1 AND NOT a.is_edit_copy ORDER BY a.id LIMIT 1',
    [provider],
  ),
  user: await one("SELECT u.id FROM users u JOIN roles r ON r.id = u.role_id WHERE r.name = 'USER' ORDER BY u.id DESC LIMIT 1"),
  // The review page is the original's (the edit copy is its child).
  review: await one('SELECT id FROM activities WHERE child_id IS NOT NULL AND platform_id = 1 ORDER BY id LIMIT 1'),
  publicActivity: await one('SELECT id FROM activities WHERE platform_id = 1 AND approved AND status AND NOT is_edit_copy ORDER BY id LIMIT 1'),
};
const page200Place =
  (
    await client.query<{ place: string }>(
      `SELECT to_char(q.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '~' || q.id AS place
     FROM quote_requests q JOIN activities a ON a.id = q.activity_id JOIN user_organisations uo ON uo.organisation_id = a.organisation_id
     WHERE uo.user_id = $1 ORDER BY q.created_at DESC, q.id DESC OFFSET 4974 LIMIT 1`,
      [provider],
    )
  ).rows[0]?.place ?? ''; // none for a provider with fewer leads (the demo provider's, --provider): the first page
const counts = await client.query<{ name: string; n: string }>(
  `SELECT 'provider leads' AS name, count(*)::text AS n FROM quote_requests q JOIN activities a ON a.id = q.activity_id
     JOIN user_organisations uo ON uo.organisation_id = a.organisation_id WHERE uo.user_id = $1
   UNION ALL SELECT 'provider activities', count(*)::text FROM activities a JOIN user_organisations uo ON uo.organisation_id = a.organisation_id WHERE uo.user_id = $1
   UNION ALL SELECT 'quote requests', count(*)::text FROM quote_requests
   UNION ALL SELECT 'statistics rows', count(*)::text FROM service_mail_statistics
   UNION ALL SELECT 'audit rows', count(*)::text FROM audit_log
   UNION ALL SELECT 'outbox rows', count(*)::text FROM mail_outbox
   UNION ALL SELECT 'users', count(*)::text FROM users
   UNION ALL SELECT 'activities', count(*)::text FROM activities`,
  [provider],
);
console.log(counts.rows.map((row) => `${row.name} ${Number(row.n).toLocaleString('en')}`).join(', '));

const PORTAL_HOST = 'admin.localhost';
const server = await startServer({
  port: Number(values.port),
  cwd: snapshotBuild(),
  env: {
    PAGE_CACHE: 'false',
    RATE_LIMIT_WRITES: '100000000',
    RATE_LIMIT_STATISTICS: '100000000',
    SEED_ON_EMPTY: 'false',
    PORTAL_ORIGIN: `http://${PORTAL_HOST}:${values.port}`,
  },
});
const portalHost = `${PORTAL_HOST}:${server.port}`;

/** Signs in over the portal API; the session cookie. */
async function signIn(email: string): Promise<string> {
  const body = JSON.stringify({ email, password: DEMO_ACCOUNT_PASSWORD });
  const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        path: '/api/portal/sign-in',
        method: 'POST',
        headers: { host: portalHost, origin: `http://${portalHost}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      resolve,
    );
    request.on('error', reject);
    request.end(body);
  });
  answer.resume();
  const cookie = (answer.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
  if (answer.statusCode !== 200 || !cookie) throw new Error(`sign-in of ${email}: HTTP ${answer.statusCode}`);
  return cookie;
}
const cookies = { provider: await signIn(values.provider), operator: await signIn(DEMO_ADMIN_EMAIL) };

type As = keyof typeof cookies;
const pages: [As, string, string][] = [
  ['provider', 'home', '/portaal'],
  ['provider', 'leads', '/portaal/aanvragen'],
  // Page 200 as its pager links it: after the place of page 199's last lead (the 4,975th).
  ['provider', 'leads page 200', `/portaal/aanvragen?pagina=200&na=${encodeURIComponent(page200Place)}`],
  ['provider', 'leads status WON', '/portaal/aanvragen?status=WON'],
  ['provider', 'lead detail', `/portaal/aanvragen/${ids.lead}`],
  ['provider', 'statistics 30 days', '/portaal/statistieken'],
  ['provider', 'statistics 365 days', '/portaal/statistieken?periode=365'],
  ['provider', 'organisation', `/portaal/organisaties/${ids.organisation}`],
  ['provider', 'activity editor', `/portaal/activiteiten/${ids.activity}`],
  ['provider', 'events', '/portaal/evenementen'],
  ['operator', 'home', '/portaal'],
  ['operator', 'review', '/portaal/beoordelen'],
  ['operator', 'review activity', `/portaal/beoordelen/activiteiten/${ids.review}`],
  ['operator', 'statistics 30 days (all)', '/portaal/statistieken'],
  ['operator', 'statistics 365 days (all)', '/portaal/statistieken?periode=365'],
  ['operator', 'leads (all)', '/portaal/aanvragen'],
  ['operator', 'back office', '/portaal/beheer?platform=1'],
  ['operator', 'quote requests', '/portaal/beheer/offerteaanvragen?platform=1'],
  // The deepest page the pager links (one past the count's cap, list-query.ts): further is a search away.
  ['operator', 'quote requests page 41', '/portaal/beheer/offerteaanvragen?platform=1&pagina=41'],
  ['operator', 'quote requests search', '/portaal/beheer/offerteaanvragen?platform=1&zoek=aanvrager-12345'],
  ['operator', 'quote requests by name', '/portaal/beheer/offerteaanvragen?platform=1&sorteer=name'],
  ['operator', 'users', '/portaal/beheer/gebruikers?platform=1'],
  ['operator', 'users search', '/portaal/beheer/gebruikers?platform=1&zoek=aanbieder-12345%40'],
  ['operator', 'user detail', `/portaal/beheer/gebruikers/${ids.user}?platform=1`],
  ['operator', 'organisations', '/portaal/beheer/organisaties?platform=1'],
  ['operator', 'messages', '/portaal/beheer/berichten?platform=1'],
  ['operator', 'subscribers', '/portaal/beheer/nieuwsbrief?platform=1'],
  ['operator', 'submissions', '/portaal/beheer/aanmeldingen?platform=1'],
  ['operator', 'mail outbox', '/portaal/beheer/mail?platform=1'],
  ['operator', 'audit log', '/portaal/beheer/logboek?platform=1'],
  ['operator', 'audit log of a user', `/portaal/beheer/logboek?platform=1&onderdeel=account&nummer=${ids.user}`],
  ['operator', 'filters', '/portaal/beheer/filters?platform=1'],
  ['operator', 'seo pages', '/portaal/beheer/seo?platform=1'],
  ['operator', 'blogs', '/portaal/beheer/blogs?platform=1'],
  ['operator', 'banners', '/portaal/beheer/banners?platform=1'],
  ['operator', 'redirects', '/portaal/beheer/doorverwijzingen?platform=1'],
];
const exportsToRun: [As, string, string][] = [
  ['provider', 'leads CSV', '/portaal/aanvragen/export.csv'],
  ['provider', 'statistics CSV 365 days', '/portaal/statistieken/export.csv?periode=365'],
  ['operator', 'quote requests CSV (platform 1)', '/portaal/beheer/offerteaanvragen/export.csv?platform=1'],
  ['operator', 'messages CSV', '/portaal/beheer/berichten/export.csv?platform=1'],
  ['operator', 'subscribers CSV', '/portaal/beheer/nieuwsbrief/export.csv?platform=1'],
];
const only = values.only;
// `--only 'review,filters'`: the pages whose name holds any of the comma-separated parts.
const onlyParts = only?.split(',').filter(Boolean) ?? [];
const chosen = <T extends [As, string, string]>(list: T[]) => (only ? list.filter(([, name]) => onlyParts.some((part) => name.includes(part))) : list);

interface PageRow {
  as: string;
  page: string;
  figures: WrkFigures;
}
const overviewHost = 'nl.localhost';
async function measure(host: string, pathAndQuery: string, headers: Record<string, string> = {}): Promise<WrkFigures> {
  const first = await server.get(host, pathAndQuery, headers);
  if (first.status !== 200) throw new Error(`${host}${pathAndQuery}: HTTP ${first.status} ${first.body.toString().slice(0, 200)}`);
  // A second unmeasured: statements prepared, code optimised.
  await wrk({ port: server.port, host, paths: [pathAndQuery], headers, connections: 1, duration: 1 });
  return wrk({ port: server.port, host, paths: [pathAndQuery], headers, connections: 1, duration, countNon200InLua: true });
}

const rows: PageRow[] = [];
let overviewBefore: WrkFigures | undefined;
let overviewAfter: WrkFigures | undefined;
const ceiling = await wrk({ port: server.port, host: overviewHost, paths: ['/healthz'], connections: 1, duration: 3 });
try {
  overviewBefore = await measure(overviewHost, '/uitjes');
  console.log(
    `visitor overview (uncached)   p50 ${ms(overviewBefore.latency.p50)}  p95 ${ms(overviewBefore.latency.p95)}  p99 ${ms(overviewBefore.latency.p99)}`,
  );
  for (const [as, name, pathAndQuery] of chosen(pages)) {
    const figures = await measure(portalHost, pathAndQuery, { cookie: cookies[as] }).catch((error: unknown) => {
      console.log(`${as.padEnd(8)} ${name.padEnd(28)} not measured: ${String(error).slice(0, 120)}`);
      return undefined;
    });
    if (!figures) continue;
    rows.push({ as, page: name, figures });
    console.log(
      `${as.padEnd(8)} ${name.padEnd(28)} p50 ${ms(figures.latency.p50)}  p95 ${ms(figures.latency.p95)}  p99 ${ms(figures.latency.p99)}  ` +
        `(${(figures.latency.p95 / overviewBefore.latency.p95).toFixed(2)}x overview p95, n=${figures.requests}, errors ${figures.errors})`,
    );
  }
  overviewAfter = await measure(overviewHost, '/uitjes');
  console.log(`visitor overview again        p50 ${ms(overviewAfter.latency.p50)}  p95 ${ms(overviewAfter.latency.p95)}  p99 ${ms(overviewAfter.latency.p99)}`);
} catch (error) {
  await server.stop();
  throw error;
}

// Exports: every byte read as it comes; the server's memory before, after and at its peak.
interface ExportRow {
  as: string;
  name: string;
  rows: number;
  mb: number;
  seconds: number;
  rssBefore: number;
  rssAfter: number;
  peakGrowth: number;
}
const exportRows: ExportRow[] = [];
async function download(pathAndQuery: string, cookie: string): Promise<{ status: number; bytes: number; lines: number }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: server.port, path: pathAndQuery, headers: { host: portalHost, cookie } }, (response) => {
      let bytes = 0;
      let lines = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, lines }));
      response.on('error', reject);
    });
    request.setTimeout(600_000, () => request.destroy(new Error(`timeout: ${pathAndQuery}`)));
    request.on('error', reject);
    request.end();
  });
}
for (const [as, name, pathAndQuery] of chosen(exportsToRun)) {
  const before = server.rss();
  const started = performance.now();
  const result = await download(pathAndQuery, cookies[as]);
  const seconds = (performance.now() - started) / 1000;
  const after = server.rss();
  if (result.status !== 200) throw new Error(`${name}: HTTP ${result.status}`);
  const row: ExportRow = {
    as,
    name,
    // Lines minus the header (a description's line break inside quotes counts too: a few more).
    rows: result.lines - 1,
    mb: result.bytes / 1024 / 1024,
    seconds,
    rssBefore: before?.rssMb ?? NaN,
    rssAfter: after?.rssMb ?? NaN,
    peakGrowth: (after?.peakMb ?? NaN) - (before?.peakMb ?? NaN),
  };
  exportRows.push(row);
  console.log(
    `${as.padEnd(8)} ${name.padEnd(32)} ${row.rows.toLocaleString('en').padStart(9)} rows  ${row.mb.toFixed(1)} MB in ${seconds.toFixed(1)} s  ` +
      `RSS ${row.rssBefore.toFixed(0)} -> ${row.rssAfter.toFixed(0)} MB, peak +${row.peakGrowth.toFixed(0)} MB`,
  );
}

// The statistics write path: the overview's p99 with and without 500 view pings a second beside it. The
// pings come from a second wrk (C, paced by its Lua delay()), not from this process: a Node client on the
// same two cores took CPU from the server and its rise was the client's as much as the server's.
const PING_CONNECTIONS = 20;
function pingAt(delayMs: number, seconds: number, activityId: number): Promise<WrkFigures> {
  return wrk({
    port: server.port,
    host: overviewHost,
    paths: [`/api/public/activities/${activityId}/statistics/view`],
    method: 'POST',
    headers: { origin: `http://${overviewHost}` },
    connections: PING_CONNECTIONS,
    delayMs,
    duration: seconds,
    countNon200InLua: true,
    expectStatus: 204,
    // Each ping another visitor (a browser's User-Agent with a number of this run), so each is counted.
    userAgentPerRequest: `Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 bench-${Date.now()}-${seconds}-`,
  });
}
// Each connection waits, then sends and waits for its answer: the pause is its share of the rate less the
// time a ping takes, found by a short run first (wrk's Lua has no clock to pace by).
const pingShare = (PING_CONNECTIONS * 1000) / pingRate;
const probe = await pingAt(pingShare, 2, ids.publicActivity);
const pingDelay = Math.max(0, pingShare - ((PING_CONNECTIONS * 1000) / Math.max(1, probe.reqPerSec) - pingShare));
// The probe's counts written (STATISTICS_FLUSH_MS) before the count the run is compared with is read.
await new Promise((resolve) => setTimeout(resolve, 1500));
const countsBefore = await client.query<{ views: string }>(
  'SELECT coalesce(sum(views), 0)::text AS views FROM service_mail_statistics WHERE activity_id = $1',
  [ids.publicActivity],
);
const quiet = await measure(overviewHost, '/uitjes');
const [pinged, busy] = await Promise.all([
  pingAt(pingDelay, duration + 2, ids.publicActivity),
  wrk({ port: server.port, host: overviewHost, paths: ['/uitjes'], connections: 1, duration, countNon200InLua: true }),
]);
const quietAgain = await measure(overviewHost, '/uitjes');
// Written within STATISTICS_FLUSH_MS: wait for the last write.
await new Promise((resolve) => setTimeout(resolve, 1500));
const countsAfter = await client.query<{ views: string }>('SELECT coalesce(sum(views), 0)::text AS views FROM service_mail_statistics WHERE activity_id = $1', [
  ids.publicActivity,
]);
const counted = Number(countsAfter.rows[0]!.views) - Number(countsBefore.rows[0]!.views);
const finalRss = server.rss();
await server.stop();
await client.end();

const baseline = overviewBefore!;
// No answer within the run (a page slower than --duration) is no figure: it fails.
const ratio = (f: WrkFigures) => (f.requests === 0 ? Infinity : f.latency.p95 / baseline.latency.p95);
console.log(`\n## Summary  ${machineLine()}`);
console.log(await speedLine(databaseUrl));
console.log(
  `baseline: the uncached visitor overview p95 ${ms(baseline.latency.p95)} (again after the pages: ${ms(overviewAfter!.latency.p95)}); target: a portal page's p95 <= 2x\n`,
);
console.log(
  table([
    ['as', 'page', 'p50', 'p95', 'p99', 'x overview p95', 'errors', 'target'],
    ...rows.map((r) => [
      r.as,
      r.page,
      ms(r.figures.latency.p50),
      ms(r.figures.latency.p95),
      ms(r.figures.latency.p99),
      ratio(r.figures).toFixed(2),
      String(r.figures.errors),
      ratio(r.figures) <= 2 && r.figures.errors === 0 ? 'holds' : 'FAILS',
    ]),
  ]),
);
console.log('\nexports (streamed; the server RSS before and after, and how much its peak grew):');
console.log(
  table([
    ['as', 'export', 'rows', 'MB', 's', 'RSS before', 'RSS after', 'peak growth'],
    ...exportRows.map((r) => [
      r.as,
      r.name,
      r.rows.toLocaleString('en'),
      r.mb.toFixed(1),
      r.seconds.toFixed(1),
      `${r.rssBefore.toFixed(0)} MB`,
      `${r.rssAfter.toFixed(0)} MB`,
      `${r.peakGrowth.toFixed(0)} MB`,
    ]),
  ]),
);
const p99Rise = busy.latency.p99 / quiet.latency.p99 - 1;
console.log(
  `\nstatistics: ${pinged.requests} view pings at ${pinged.reqPerSec.toFixed(0)}/s (${pinged.requests - pinged.errors} answered 204, ${pinged.errors} other), ${counted} counted in the database; ` +
    `overview p99 alone ${ms(quiet.latency.p99)} (again after: ${ms(quietAgain.latency.p99)}), with the pings ${ms(busy.latency.p99)}: ` +
    `${(p99Rise * 100).toFixed(0)} % (target <= 20 % at >= 95 % of ${pingRate}/s: ${
      p99Rise <= 0.2 && pinged.errors === 0 && counted === pinged.requests && pinged.reqPerSec >= 0.95 * pingRate ? 'holds' : 'FAILS'
    })`,
);
console.log(
  clientCheck(
    { reqPerSec: ceiling.reqPerSec, on: '/healthz over one connection' },
    { reqPerSec: Math.max(baseline.reqPerSec, ...rows.map((r) => r.figures.reqPerSec)), what: 'the fastest page' },
  ),
);
console.log(`server ${formatRss(finalRss)} at the end`);
const failing = rows.filter((r) => !(ratio(r.figures) <= 2 && r.figures.errors === 0));
console.log(
  failing.length === 0
    ? 'p95 <= 2x the overview holds for every portal page.'
    : `p95 <= 2x the overview fails for: ${failing.map((r) => `${r.as} ${r.page}`).join(', ')}`,
);
