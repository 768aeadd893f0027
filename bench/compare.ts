/**
 * Two builds side by side (decision 080): `npm run bench:compare -- --other DIR [options]`, prints figures;
 * not a test.
 *
 *   git worktree add /tmp/old <commit> && (cd /tmp/old && npm ci && npm run build)
 *   DATABASE_URL=postgres://…/bench100k npm run bench:compare -- --other /tmp/old --pages nl:/uitjes,kids:/
 *
 * On a shared two-core machine the same build's CPU per page moves by a quarter to a half between runs
 * minutes apart (decision 080), so builds measured one after the other compare the machine's phases, not
 * the code. Here both servers run at once on the same database: this checkout's (a snapshot of build/,
 * PAGE_CACHE=false) and the other checkout's (its own server, build and node_modules). Each page is
 * warmed on both, then measured in rounds: wrk on one connection for `--round-seconds` against each
 * server in turn (the order alternates per round), so a phase of the machine falls on both. Figures per
 * server and page: CPU per page (the process's utime + stime from /proc over its rounds, all threads),
 * the rounds' mean p50 and p95 (wrk's histogram), and the change of this checkout against the other,
 * over all rounds and per round (median and range: a change inside that range is the machine's).
 * The client check: wrk's rate on /healthz over one connection against the fastest page's. The newer
 * checkout's server migrates the shared database on start; the older one finds nothing to apply.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  BRAND_HOSTS,
  type Brand,
  keepTemporaryDirectories,
  machineLine,
  percentile,
  processCpuSeconds,
  snapshotBuild,
  startServer,
  table,
  treeLine,
} from './lib/harness.ts';
import { speedLine } from './lib/machine-speed.ts';
import { clientCheck, wrk } from './lib/wrk.ts';

const { values } = parseArgs({
  options: {
    other: { type: 'string' },
    pages: { type: 'string', default: 'nl:/uitjes,nl:/,kids:/uitjes' },
    rounds: { type: 'string', default: '10' },
    'round-seconds': { type: 'string', default: '2' },
    warmup: { type: 'string', default: '4' },
    port: { type: 'string', default: '3460' },
    keep: { type: 'boolean', default: false },
  },
});
const other = values.other ? path.resolve(values.other) : undefined;
if (!other || !existsSync(path.join(other, 'server/main.ts')) || !existsSync(path.join(other, 'build/server/index.js'))) {
  throw new Error('--other must name a checkout with server/main.ts and a build/ (npm ci && npm run build there)');
}
if (!process.env.DATABASE_URL) throw new Error('set DATABASE_URL: both servers need the same database, and the embedded one serves one process');
const rounds = Number(values.rounds);
const roundSeconds = Number(values['round-seconds']);
const warmup = Number(values.warmup);
const port = Number(values.port);
if (!(Number.isInteger(rounds) && rounds >= 2 && roundSeconds >= 1 && warmup >= 0)) {
  throw new Error('--rounds must be a whole number >= 2, --round-seconds >= 1 and --warmup >= 0');
}
const pages = values.pages.split(',').map((entry) => {
  const [brand, pagePath] = entry.split(':') as [Brand, string | undefined];
  if (!BRAND_HOSTS[brand] || !pagePath?.startsWith('/')) throw new Error(`--pages: "${entry}" is not brand:/path (brands nl, de, kids, be)`);
  return { host: BRAND_HOSTS[brand], path: pagePath };
});
keepTemporaryDirectories(values.keep);

const env = { PAGE_CACHE: 'false', SEED_ON_EMPTY: 'false', RATE_LIMIT_WRITES: '100000000', RATE_LIMIT_STATISTICS: '100000000' };
console.log(`# Two builds side by side  ${machineLine()}`);
console.log(`this checkout: ${treeLine()}`);
console.log(`other: ${other}`);
console.log(await speedLine(process.env.DATABASE_URL));
console.log(`each page: ${warmup} s warm-up on both, then ${rounds} rounds of ${roundSeconds} s wrk on one connection per server, the order alternating\n`);

// This checkout's and the other's server (its own server/main.ts, node_modules and build/).
const servers = [
  await startServer({ port, cwd: snapshotBuild(), env, stdout: 'ignore' }),
  await startServer({ port: port + 1, root: other, env, stdout: 'ignore' }),
];
const ceiling = await wrk({ port, host: pages[0]!.host, paths: ['/healthz'], connections: 1, duration: 3 });
/** A server's CPU seconds; a figure without them would be no figure. */
function cpuSecondsOf(pid: number): number {
  const seconds = processCpuSeconds(pid);
  if (seconds === undefined) throw new Error(`no CPU time for process ${pid} in /proc (is this Linux?)`);
  return seconds;
}
const signed = (percent: number) => `${percent >= 0 ? '+' : ''}${percent.toFixed(1)} %`;
const rows: string[][] = [];
let fastest = 0;
try {
  for (const page of pages) {
    for (const server of servers) {
      const first = await server.get(page.host, page.path);
      if (first.status !== 200) throw new Error(`${page.host}${page.path} answered ${first.status} on port ${server.port}`);
      if (warmup > 0) await wrk({ port: server.port, host: page.host, paths: [page.path], connections: 1, duration: warmup });
    }
    const totals = servers.map(() => ({ cpu: 0, pages: 0, p50: 0, p95: 0 }));
    /** Each round's change of this checkout's CPU per page against the other's: the noise to read the total against. */
    const roundChanges: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      const perPage = [0, 0];
      for (const index of order) {
        const server = servers[index]!;
        const before = cpuSecondsOf(server.pid);
        const run = await wrk({ port: server.port, host: page.host, paths: [page.path], connections: 1, duration: roundSeconds, countNon200InLua: true });
        const cpu = cpuSecondsOf(server.pid) - before;
        if (run.errors > 0) throw new Error(`${page.host}${page.path}: ${run.errors} errors on port ${server.port}`);
        const total = totals[index]!;
        total.cpu += cpu;
        total.pages += run.requests;
        total.p50 += run.latency.p50 / rounds;
        total.p95 += run.latency.p95 / rounds;
        fastest = Math.max(fastest, run.reqPerSec);
        perPage[index] = cpu / run.requests;
      }
      roundChanges.push((perPage[0]! / perPage[1]! - 1) * 100);
    }
    roundChanges.sort((a, b) => a - b);
    const spread = `${signed(percentile(roundChanges, 50))} (${signed(roundChanges[0]!)} to ${signed(roundChanges.at(-1)!)})`;
    const withCpuPerPage = (t: (typeof totals)[number]) => ({ ...t, cpuPerPage: (t.cpu * 1000) / t.pages });
    const [mine, theirs] = [withCpuPerPage(totals[0]!), withCpuPerPage(totals[1]!)];
    const change = ((mine.cpuPerPage - theirs.cpuPerPage) / theirs.cpuPerPage) * 100;
    rows.push([
      `${page.host}${page.path}`,
      `${mine.cpuPerPage.toFixed(2)} ms`,
      `${theirs.cpuPerPage.toFixed(2)} ms`,
      signed(change),
      spread,
      `${mine.p50.toFixed(1)} / ${mine.p95.toFixed(1)} ms`,
      `${theirs.p50.toFixed(1)} / ${theirs.p95.toFixed(1)} ms`,
      `${mine.pages} / ${theirs.pages}`,
    ]);
    console.log(
      `${page.host}${page.path}: this ${mine.cpuPerPage.toFixed(2)} ms CPU per page, other ${theirs.cpuPerPage.toFixed(2)} ms (${signed(change)}; per round ${spread})`,
    );
  }
} finally {
  for (const server of servers) await server.stop();
}

console.log(`\n## Summary  ${machineLine()}`);
console.log(table([['page', 'CPU/page this', 'CPU/page other', 'change', 'per round: median (range)', 'p50 / p95 this', 'p50 / p95 other', 'pages'], ...rows]));
console.log(clientCheck({ reqPerSec: ceiling.reqPerSec, on: '/healthz over one connection' }, { reqPerSec: fastest, what: 'the fastest round' }));
