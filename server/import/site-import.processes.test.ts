/**
 * The proof of `npm run import:site` (docs/decisions/114): two real servers from the build, A with the demo
 * data as the old site and B empty (SEED_ON_EMPTY=false), each on a PostgreSQL database of its own; the
 * import (the CLI, as an operator runs it) moves platforms 1 and 3 from A into B. Then every activity,
 * organisation, blog and SEO landing page address of A's sitemaps answers on B as on A (200 with the
 * same title, or the same 301), the counts per platform are equal, the images are served, a second run
 * changes nothing, and a run killed halfway and started again ends the same. Then `npm run import:accounts`
 * on B: its dry run names exactly the bad rows, and an imported provider signs in with the old password. Runs in
 * `npm test` after the build (`npm run test:processes`) when PostgreSQL answers; skipped with the
 * reason printed otherwise. A demo set of 160 activities keeps it short (about 56 on nl, 40 on kids): every page address is
 * rendered on both servers.
 */
import { spawn } from 'node:child_process';
import bcrypt from 'bcryptjs';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../../db/client.server.ts';
import { migrateDatabase } from '../../db/migrate.server.ts';
import { seedDatabase } from '../../db/seed/seed.server.ts';
import { freePort } from '../../tests/support/free-ports.ts';
import { call, startServer, stopServer, type ServerProcess } from '../../tests/support/server-processes.ts';
import type { ImportReport } from '../../app/features/imports/import-report.ts';

const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const BUILD = path.resolve('build/server/index.js');

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const reasons = [
  ...((await postgresAnswers()) ? [] : [`no PostgreSQL answers at ${new URL(SERVER_URL).host}`]),
  ...(existsSync(BUILD) ? [] : ['build/server/index.js is missing (run `npm run build`)']),
];
if (reasons.length > 0) console.log(`Site import test skipped: ${reasons.join('; ')}.`);

const HOSTS: Record<number, string> = { 1: 'nl.localhost', 3: 'kids.localhost' };

function databaseUrl(name: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Runs the site import's CLI; `killWhen` is polled and the process is killed (SIGKILL, as a crash) once it answers true. */
function runImport(
  args: string[],
  env: Record<string, string>,
  killWhen?: () => Promise<boolean>,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> {
  return runScript('scripts/import-site.ts', args, env, killWhen);
}

/** Runs a CLI as an operator does; `killWhen` is polled and the process is killed (SIGKILL, as a crash) once it answers true. */
function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  killWhen?: () => Promise<boolean>,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let polling: NodeJS.Timeout | undefined;
    if (killWhen) {
      const poll = async () => {
        if (child.exitCode !== null) return;
        if (await killWhen()) child.kill('SIGKILL');
        else polling = setTimeout(() => void poll(), 50);
      };
      void poll();
    }
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(polling);
      resolve({ code, signal, output });
    });
  });
}

/** The page addresses of a platform's sitemaps: activities, organisations, blogs and SEO pages. */
async function sitemapPaths(server: ServerProcess, host: string): Promise<string[]> {
  const index = await call(server.port, host, 'GET', '/sitemap.xml');
  expect(index.status).toBe(200);
  const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).filter((p) => !p.includes('/pages-'));
  const paths: string[] = [];
  for (const file of files) {
    const answer = await call(server.port, host, 'GET', file);
    paths.push(...[...answer.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')).pathname));
  }
  return paths;
}

function titleOf(html: string): string | null {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;
}

/** Calls `work` for every item, `concurrency` at a time. */
async function eachLimited<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** What a second run must leave alone: every imported table's rows with their update times. */
async function fingerprint(db: DatabaseHandle['db']): Promise<Record<string, string>> {
  const tables = [
    'activities',
    'organisations',
    'filters',
    'filter_groups',
    'media',
    'events',
    'seo_pages',
    'blogs',
    'redirects',
    'activity_filters',
    'activity_cities',
    'activity_media',
  ];
  const result: Record<string, string> = {};
  for (const table of tables) {
    const [row] = await queryRows<{ f: string }>(
      db,
      sql`SELECT count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS f FROM ${sql.identifier(table)} t`,
    );
    result[table] = row!.f;
  }
  return result;
}

describe.skipIf(reasons.length > 0)('import:site from a running site into an empty installation', () => {
  const suffix = randomBytes(5).toString('hex');
  const names = { a: `uitjes_import_a_${suffix}`, b: `uitjes_import_b_${suffix}` };
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  let dbA: DatabaseHandle;
  let dbB: DatabaseHandle;
  let dir: string;
  let importEnv: Record<string, string>;
  let urlsFile: string;
  const reports: Record<string, ImportReport> = {};

  const importArgs = (platformId: number, report: string) => [
    '--from',
    `http://${HOSTS[platformId]}:${a!.port}`,
    '--platform',
    String(platformId),
    '--rate',
    '0',
    '--urls',
    urlsFile,
    '--report',
    path.join(dir, report),
  ];
  const readReport = (name: string) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as ImportReport;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${names.a}`);
    await admin(`CREATE DATABASE ${names.b}`);
    dbA = await openDatabase({ url: databaseUrl(names.a), poolSize: 2 });
    dbB = await openDatabase({ url: databaseUrl(names.b), poolSize: 2 });
    await migrateDatabase(dbA.db);
    await seedDatabase(dbA.db, { seed: 61, activities: 160 });
    dir = await mkdtemp(path.join(os.tmpdir(), 'uitjes-import-'));
    // Old addresses of renamed activities: what search engines still know of the old site (--urls).
    const oldSlugs = await queryRows<{ old_slug: string }>(
      dbA.db,
      sql`SELECT r.old_slug FROM redirects r JOIN activities a ON a.id = r.activity_id WHERE a.platform_id IN (1, 3) ORDER BY r.id`,
    );
    urlsFile = path.join(dir, 'old-urls.txt');
    await writeFile(urlsFile, oldSlugs.map((r) => `/uitjes/${r.old_slug}`).join('\n'));
    const [portA, portB] = [await freePort(), await freePort()];
    const common = { NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', OUTBOX_WORKER: 'false', SEED_ON_EMPTY: 'false' };
    importEnv = { DATABASE_URL: databaseUrl(names.b), DATA_DIR: path.join(dir, 'b'), LOG_LEVEL: 'warn' };
    [a, b] = await Promise.all([
      startServer('A', portA, { ...common, DATABASE_URL: databaseUrl(names.a), DATA_DIR: path.join(dir, 'a') }),
      startServer('B', portB, { ...common, ...importEnv }),
    ]);
    const [platformsOfB] = await queryRows<{ count: number }>(dbB.db, sql`SELECT count(*)::int AS count FROM platforms`);
    expect(platformsOfB!.count).toBe(0);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([stopServer(a), stopServer(b)]);
    await dbA?.close();
    await dbB?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS ${names.a} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${names.b} WITH (FORCE)`);
  });

  it('imports platform 1 whole, and platform 3 in a run killed halfway and a second run that continues', async () => {
    const first = await runImport(importArgs(1, 'nl-1.json'), importEnv);
    expect(first.code, first.output).toBe(0);
    reports.nl = readReport('nl-1.json');
    expect(reports.nl.complete).toBe(true);
    expect(reports.nl.rows.filter((r) => r.outcome === 'failed')).toEqual([]);

    const publicKids = async () =>
      (await queryRows<{ count: number }>(dbB.db, sql`SELECT count(*)::int AS count FROM activities WHERE platform_id = 3`))[0]!.count;
    const killed = await runImport(importArgs(3, 'kids-killed.json'), importEnv, async () => (await publicKids()) >= 10);
    expect(killed.signal, killed.output).toBe('SIGKILL');
    const halfway = await publicKids();
    const [{ total }] = (await queryRows<{ total: number }>(
      dbA.db,
      sql`SELECT count(*)::int AS total FROM activities WHERE platform_id = 3 AND NOT is_edit_copy`,
    )) as [{ total: number }];
    expect(halfway).toBeGreaterThanOrEqual(10);
    expect(halfway).toBeLessThan(total);

    const resumed = await runImport(importArgs(3, 'kids-2.json'), importEnv);
    expect(resumed.code, resumed.output).toBe(0);
    reports.kids = readReport('kids-2.json');
    // What the killed run wrote is found again, not written twice.
    expect(reports.kids.counts.activity!.unchanged).toBeGreaterThanOrEqual(halfway - 1);
    expect(reports.kids.rows.filter((r) => r.outcome === 'failed')).toEqual([]);
  }, 300_000);

  it('answers every activity, organisation, blog and SEO page address of A on B with the same status and title', async () => {
    for (const platformId of [1, 3]) {
      const host = `${HOSTS[platformId]}`;
      const paths = await sitemapPaths(a!, `${host}:${a!.port}`);
      const kinds = new Set(paths.map((p) => p.split('/')[1]));
      expect(kinds).toContain('uitjes');
      expect(kinds).toContain('overzicht');
      expect(kinds).toContain('blog');
      const old = readFileSync(urlsFile, 'utf8').split('\n').filter(Boolean);
      const differences: string[] = [];
      await eachLimited([...paths, ...old], 4, async (pathname) => {
        const [onA, onB] = await Promise.all([call(a!.port, `${host}:${a!.port}`, 'GET', pathname), call(b!.port, `${host}:${b!.port}`, 'GET', pathname)]);
        const seen = (answer: typeof onA) => (answer.status === 200 ? `200 ${titleOf(answer.body)}` : `${answer.status} ${answer.headers.location ?? ''}`);
        if (seen(onA) !== seen(onB)) differences.push(`${pathname}: A ${seen(onA)}, B ${seen(onB)}`);
      });
      expect(differences).toEqual([]);
    }
  }, 600_000);

  it('has the counts of A per platform, and serves the images', async () => {
    const counts = (db: DatabaseHandle['db'], platformId: number) =>
      queryRows<Record<string, number>>(
        db,
        sql`SELECT
          (SELECT count(*)::int FROM activities a WHERE a.platform_id = ${platformId} AND a.approved AND a.status AND NOT a.is_edit_copy
             AND (a.approval_status IS NULL OR a.approval_status = 'APPROVED')) AS activities,
          (SELECT count(*)::int FROM filters f JOIN filter_groups g ON g.id = f.filter_group_id WHERE g.platform_id = ${platformId}) AS filters,
          (SELECT count(*)::int FROM seo_pages WHERE platform_id = ${platformId} AND active) AS seo_pages,
          (SELECT count(*)::int FROM blogs WHERE platform_id = ${platformId} AND active) AS blogs,
          (SELECT count(DISTINCT o.id)::int FROM organisations o JOIN activities a ON a.organisation_id = o.id
             WHERE o.platform_id = ${platformId} AND a.approved AND a.status AND NOT a.is_edit_copy) AS organisations`,
      );
    for (const platformId of [1, 3]) expect(await counts(dbB.db, platformId)).toEqual(await counts(dbA.db, platformId));

    const images = await queryRows<{ url: string }>(
      dbB.db,
      sql`SELECT DISTINCT m.url FROM media m JOIN activity_media am ON am.media_id = m.id WHERE m.type = 'IMAGE' ORDER BY m.url LIMIT 5`,
    );
    expect(images.length).toBeGreaterThan(0);
    for (const { url } of images) {
      expect(url).toMatch(/^\/images\/[0-9a-f-]{36}\.(jpg|png)$/);
      const answer = await call(b!.port, `nl.localhost:${b!.port}`, 'GET', `${url}?w=500`, { headers: { accept: 'image/webp' } });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
    }
  }, 60_000);

  it('changes nothing on a second run', async () => {
    const before = await fingerprint(dbB.db);
    const again = await runImport(importArgs(1, 'nl-2.json'), importEnv);
    expect(again.code, again.output).toBe(0);
    const report = readReport('nl-2.json');
    for (const [kind, counts] of Object.entries(report.counts)) {
      expect({ kind, imported: counts.imported, updated: counts.updated, failed: counts.failed }).toEqual({ kind, imported: 0, updated: 0, failed: 0 });
    }
    expect(await fingerprint(dbB.db)).toEqual(before);
  }, 300_000);

  it('import:accounts after the site: the dry run lists exactly the bad rows; an imported provider signs in on B with the old password, upgraded to argon2id', async () => {
    // The organisations B took over from A keep A's ids as their old ids (docs/decisions/114).
    const organisationsOfB = await queryRows<{ old_idx: number }>(
      dbB.db,
      sql`SELECT old_idx FROM organisations WHERE platform_id = 1 AND old_idx IS NOT NULL ORDER BY id LIMIT 2`,
    );
    expect(organisationsOfB).toHaveLength(2);
    const [first, second] = organisationsOfB.map((o) => o.old_idx);
    const oldHash = await bcrypt.hash('wachtwoord-van-de-oude-site', 4);
    const csv = [
      'type,oldIdx,email,firstName,lastName,phone,role,locale,organisations,primary,oldPassword',
      `user,11,oude.aanbieder@example.nl,Oude,Aanbieder,,USER,nl,${first} ${second},,${oldHash}`,
      `contact,12,contact@example.nl,Con,Tact,,,,${first},no,`,
      `user,13,geen-adres,Fout,,,USER,,${first},,`,
      `user,14,onbekend@example.nl,Fout,,,USER,,99999999,,`,
    ].join('\n');
    const file = path.join(dir, 'accounts.csv');
    await writeFile(file, csv);
    const dry = await runScript('scripts/import-accounts.ts', [file, '--platform', '1', '--dry-run'], importEnv);
    expect(dry.code, dry.output).toBe(1);
    expect(
      dry.output.split('\n').filter((line) => /^ {2}line \d+/.test(line)),
      dry.output,
    ).toEqual([
      '  line 4, column email: "geen-adres" is not an e-mail address',
      '  line 5, column organisations: no organisation with old id "99999999" on this platform (import the site first)',
    ]);
    expect(dry.output).toContain('Dry run, nothing written. The good rows would be: 1 new-user, 1 new-contact.');
    expect(await queryRows(dbB.db, sql`SELECT id FROM users WHERE email = 'oude.aanbieder@example.nl'`)).toEqual([]);

    const real = await runScript('scripts/import-accounts.ts', [file, '--platform', '1', '--report', path.join(dir, 'accounts.json')], importEnv);
    expect(real.code, real.output).toBe(1);
    expect(readReport('accounts.json').counts).toMatchObject({ user: { imported: 1, skipped: 2 }, contact: { imported: 1 } });
    const portal = `admin.localhost:${b!.port}`;
    const signIn = await call(b!.port, portal, 'POST', '/api/portal/sign-in', {
      headers: { 'content-type': 'application/json', origin: `http://${portal}` },
      body: JSON.stringify({ email: 'oude.aanbieder@example.nl', password: 'wachtwoord-van-de-oude-site' }),
    });
    expect(signIn.status, signIn.body).toBe(200);
    const [account] = await queryRows<{ password: string | null; old_password: string | null; organisations: number }>(
      dbB.db,
      sql`SELECT password, old_password, (SELECT count(*)::int FROM user_organisations uo WHERE uo.user_id = u.id) AS organisations FROM users u WHERE email = 'oude.aanbieder@example.nl'`,
    );
    expect(account).toMatchObject({ old_password: null, organisations: 2 });
    expect(account!.password).toMatch(/^\$argon2id\$/);
  }, 120_000);
});
