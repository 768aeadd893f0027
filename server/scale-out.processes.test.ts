/**
 * Two real server processes (server/main.ts, the production build) on one PostgreSQL and one Redis,
 * as behind a load balancer: what one process counts, caches, signs in or accepts holds on the other
 * (docs/deploy.md). Runs in `npm test` after the build (`npm run test:processes`) when
 * PostgreSQL answers on 127.0.0.1:5432 (or TEST_DATABASE_URL) and Redis on 127.0.0.1:6379; skipped with
 * the reason printed otherwise.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../db/client.server.ts';
import { migrateDatabase } from '../db/migrate.server.ts';
import { seedDatabase } from '../db/seed/seed.server.ts';
import { DEMO_ACCOUNT_PASSWORD, DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../app/config/password-hashing.ts';
import { organisationSlug } from '../app/features/journey/organisation-slug.ts';
import { freePort } from '../tests/support/free-ports.ts';
import { validQuote } from '../tests/support/write-fixtures.ts';
import { startTestSmtpServer } from './mail/test-smtp-server.ts';
import { SERVER_NODE_FLAGS } from './node-flags.ts';

const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = 'redis://127.0.0.1:6379';
/** /metrics on the public port to this bearer (server/app.ts). */
const METRICS_TOKEN = 'scale-out-metrics-token';
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

async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

const reasons = [
  ...((await postgresAnswers()) ? [] : [`no PostgreSQL answers at ${new URL(SERVER_URL).host}`]),
  ...((await redisAnswers()) ? [] : ['no Redis answers on 127.0.0.1:6379']),
  ...(existsSync(BUILD) ? [] : ['build/server/index.js is missing (run `npm run build`)']),
];
if (reasons.length > 0) console.log(`Two-process scale-out test skipped: ${reasons.join('; ')}.`);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  bytes: Buffer;
}

/** One HTTP call to a process on 127.0.0.1 with the Host a load balancer would pass on. */
function call(port: number, host: string, method: string, pathname: string, options: { headers?: Record<string, string>; body?: string | Buffer } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path: pathname, headers: { host, connection: 'close', ...options.headers }, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: bytes.toString('utf8'), bytes });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

function postJson(port: number, host: string, pathname: string, body: unknown, headers: Record<string, string> = {}) {
  return call(port, host, 'POST', pathname, { body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
}

interface ServerProcess {
  name: string;
  port: number;
  child: ChildProcess;
  output: string[];
}

async function startServer(name: string, port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${output.join('')}`);
    const ready = await call(port, 'localhost', 'GET', '/readyz').catch(() => undefined);
    if (ready?.status === 200) return { name, port, child, output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${name} did not become ready:\n${output.join('')}`);
}

async function stopServer(server: ServerProcess | undefined) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

describe.skipIf(reasons.length > 0)('two server processes on one PostgreSQL and one Redis', () => {
  const databaseName = `uitjes_scaleout_${randomBytes(5).toString('hex')}`;
  const redisPrefix = `uitjes-test-${randomBytes(5).toString('hex')}:`;
  let database: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  let portalHost: string;
  let activityId: number;
  let organisation: { id: number; name: string };
  let dir: string;
  /** A real S3 API (s3rver, with signature checks) as the bucket both processes share. */
  let s3: { run(): Promise<{ port: number }>; close(): Promise<void> };
  let s3Files: string;
  /** The processes' settings, for the cluster test. */
  let clusterEnv: Record<string, string> = {};

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    const url = new URL(SERVER_URL);
    url.pathname = `/${databaseName}`;
    database = await openDatabase({ url: url.toString(), poolSize: 3 });
    await migrateDatabase(database.db);
    await seedDatabase(database.db, { seed: 42, activities: 200 });
    [{ id: activityId }] = (await queryRows<{ id: number }>(
      database.db,
      sql`SELECT id FROM activities WHERE platform_id = 1 AND approved AND status AND NOT is_edit_copy ORDER BY id LIMIT 1`,
    )) as [{ id: number }];
    const [owned] = await queryRows<{ id: number; name: string }>(
      database.db,
      sql`SELECT o.id, o.name FROM organisations o
         JOIN user_organisations uo ON uo.organisation_id = o.id
         JOIN users u ON u.id = uo.user_id
        WHERE u.email = ${DEMO_PROVIDER_EMAIL} AND o.platform_id = 1
          AND EXISTS (SELECT 1 FROM activities a WHERE a.organisation_id = o.id AND a.approved AND a.status AND NOT a.is_edit_copy)
        ORDER BY o.id LIMIT 1`,
    );
    organisation = owned!;
    smtp = await startTestSmtpServer();
    dir = await mkdtemp(path.join(os.tmpdir(), 'uitjes-scale-out-'));
    s3Files = path.join(dir, 's3');
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Files, configureBuckets: [{ name: 'uitjes-media' }] });
    const { port: s3Port } = await s3.run();

    const [portA, portB] = [await freePort(), await freePort()];
    // Behind one load balancer both processes answer for the same portal address.
    portalHost = `admin.localhost:${portA}`;
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: url.toString(),
      REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      HOST: '127.0.0.1',
      PORTAL_ORIGIN: `http://${portalHost}`,
      SEED_ON_EMPTY: 'false',
      PAGE_CACHE: 'true',
      TRUST_PROXY: 'true',
      RATE_LIMIT_WRITES: '5',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      OUTBOX_WORKER: 'true',
      OUTBOX_POLL_MS: '200',
      OUTBOX_LEASE_MS: '3000',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN,
      S3_BUCKET: 'uitjes-media',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: 'media/',
    };
    clusterEnv = { ...env, DATA_DIR: path.join(dir, 'cluster') };
    // Started together, as a deployment starts them; each with its own disk, as on two machines.
    [a, b] = await Promise.all([
      startServer('A', portA, { ...env, DATA_DIR: path.join(dir, 'a') }),
      startServer('B', portB, { ...env, DATA_DIR: path.join(dir, 'b') }),
    ]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([stopServer(a), stopServer(b)]);
    await smtp?.close();
    await s3?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
    await database?.close();
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('a rate limit reached through A is enforced by B', async () => {
    const visitor = { 'x-forwarded-for': '198.51.100.7' };
    for (let i = 0; i < 5; i++) {
      // An empty body is refused (400) after it was counted: the limit comes before validation.
      const answer = await postJson(a!.port, 'localhost', '/api/public/contact', {}, visitor);
      expect(answer.status).toBe(400);
    }
    const throughB = await postJson(b!.port, 'localhost', '/api/public/contact', {}, visitor);
    expect(throughB.status).toBe(429);
    expect(JSON.parse(throughB.body)).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(Number(throughB.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor is not affected.
    expect((await postJson(b!.port, 'localhost', '/api/public/contact', {}, { 'x-forwarded-for': '198.51.100.8' })).status).toBe(400);
  });

  it('a portal session created on A works on B, and signing out on B ends it on A', async () => {
    const signIn = await postJson(
      a!.port,
      portalHost,
      '/api/portal/sign-in',
      { email: DEMO_PROVIDER_EMAIL, password: DEMO_ACCOUNT_PASSWORD },
      { origin: `http://${portalHost}` },
    );
    expect(signIn.status).toBe(200);
    const cookie = String(signIn.headers['set-cookie']?.[0]).split(';')[0]!;
    const meOnB = await call(b!.port, portalHost, 'GET', '/api/portal/me', { headers: { cookie } });
    expect(meOnB.status).toBe(200);
    expect(JSON.parse(meOnB.body)).toMatchObject({ email: DEMO_PROVIDER_EMAIL });
    const signOut = await call(b!.port, portalHost, 'POST', '/api/portal/sign-out', { headers: { cookie, origin: `http://${portalHost}` } });
    expect(signOut.status).toBeLessThan(300);
    expect((await call(a!.port, portalHost, 'GET', '/api/portal/me', { headers: { cookie } })).status).toBe(401);
  });

  it('an Idempotency-Key used on A is replayed by B and creates nothing twice', async () => {
    const key = `scale-out-${randomBytes(6).toString('hex')}`;
    const body = validQuote({ email: 'idempotent@scale.example' });
    const pathname = `/api/public/activities/${activityId}/quoteRequest`;
    const first = await postJson(a!.port, 'localhost', pathname, body, { 'idempotency-key': key, 'x-forwarded-for': '198.51.100.20' });
    expect(first.status).toBe(201);
    const repeat = await postJson(b!.port, 'localhost', pathname, body, { 'idempotency-key': key, 'x-forwarded-for': '198.51.100.21' });
    expect(repeat.status).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    const rows = await queryRows<{ count: number }>(
      database.db,
      sql`SELECT count(*)::int AS count FROM quote_requests WHERE email = 'idempotent@scale.example'`,
    );
    expect(rows[0]?.count).toBe(1);
  });

  it('the search totals each process keeps are never stale, whichever process or statement changed the data', async () => {
    const total = async (server: ServerProcess) =>
      (
        JSON.parse((await call(server.port, 'localhost', 'GET', `/api/public/activities?page=1&limit=15&filterQuery=${encodeURIComponent('{}')}`)).body) as {
          total: number;
        }
      ).total;
    const before = await total(a!);
    expect(await total(b!)).toBe(before);
    // Kept by both now; a change from outside either process (another server, an operator's SQL).
    const [other] = (await queryRows<{ id: number }>(
      database.db,
      sql`SELECT id FROM activities WHERE platform_id = 1 AND approved AND status AND NOT is_edit_copy AND id <> ${activityId} ORDER BY id DESC LIMIT 1`,
    )) as [{ id: number }];
    await database.db.execute(sql`UPDATE activities SET status = false WHERE id = ${other.id}`);
    expect(await total(a!)).toBe(before - 1);
    expect(await total(b!)).toBe(before - 1);
  });

  it("an edit approved through A's portal is found by B's search within 2 s, applied in place without a full build", async () => {
    // A provider's edit of a public activity, sent for review: a new title with a word nobody uses.
    const [original] = (await queryRows<{ id: number }>(
      database.db,
      sql`SELECT id FROM activities WHERE platform_id = 1 AND approved AND status AND NOT is_edit_copy AND child_id IS NULL AND id <> ${activityId} ORDER BY id LIMIT 1`,
    )) as [{ id: number }];
    await database.db.execute(sql`WITH copy AS (
        INSERT INTO activities (title, slug, platform_id, organisation_id, description, approved, is_edit_copy, approval_status, submitted_at)
        SELECT 'Zeepkistrace langs de Zonnewende', slug, platform_id, organisation_id, description, false, true, 'EDITING', now() FROM activities WHERE id = ${original.id}
        RETURNING id)
      UPDATE activities SET child_id = (SELECT id FROM copy) WHERE id = ${original.id}`);
    const search = async (server: ServerProcess) =>
      (
        JSON.parse(
          (
            await call(
              server.port,
              'localhost',
              'GET',
              `/api/public/activities?page=1&limit=15&filterQuery=${encodeURIComponent('{"genericSearchQuery":"zonnewende"}')}`,
            )
          ).body,
        ) as {
          activities: { id: number }[];
        }
      ).activities.map((activity) => activity.id);
    const metricsOf = async (server: ServerProcess) =>
      (await call(server.port, 'localhost', 'GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
    const counter = (text: string, name: string) =>
      text
        .split('\n')
        .filter((line) => line.startsWith(name) && !line.startsWith('#'))
        .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
    expect(await search(b!)).toEqual([]);
    const before = await metricsOf(b!);

    const signIn = await postJson(
      a!.port,
      portalHost,
      '/api/portal/sign-in',
      { email: DEMO_ADMIN_EMAIL, password: DEMO_ACCOUNT_PASSWORD },
      { origin: `http://${portalHost}` },
    );
    const cookie = String(signIn.headers['set-cookie']?.[0]).split(';')[0]!;
    const reviewPage = await call(a!.port, portalHost, 'GET', `/portaal/beoordelen/activiteiten/${original.id}`, { headers: { cookie } });
    expect(reviewPage.status).toBe(200);
    const csrf = /name="csrf" value="([^"]+)"/.exec(reviewPage.body)?.[1];
    const cookies = [cookie, ...(reviewPage.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]!)].join('; ');
    const approved = await call(a!.port, portalHost, 'POST', `/portaal/beoordelen/activiteiten/${original.id}`, {
      body: new URLSearchParams({ csrf: csrf!, decision: 'approve' }).toString(),
      headers: { cookie: cookies, origin: `http://${portalHost}`, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(approved.status).toBeLessThan(400);
    const started = Date.now();
    const found = await eventually(
      () => search(b!),
      (ids) => ids.includes(original.id),
      2000,
    );
    expect(found, `B found the approved edit after ${Date.now() - started} ms`).toContain(original.id);
    const after = await metricsOf(b!);
    expect(counter(after, 'search_index_incremental_applies_total')).toBeGreaterThan(counter(before, 'search_index_incremental_applies_total'));
    // B built each index once, at start: no rebuild for a change.
    expect(counter(after, 'search_index_full_builds_total')).toBe(counter(before, 'search_index_full_builds_total'));
  });

  it('the page cache is shared, and a change through A refreshes the page B serves', async () => {
    const page = `/overzicht/${organisationSlug(organisation)}`;
    const first = await call(a!.port, 'localhost', 'GET', page);
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    // A rendered page carries its request id like every other answer.
    expect(first.headers['x-request-id']).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
    // Stored in Redis right after the answer: B serves A's render.
    const onB = await eventually(
      () => call(b!.port, 'localhost', 'GET', page),
      (answer) => answer.headers['x-cache'] === 'HIT',
      5000,
    );
    expect(onB.headers['x-cache']).toBe('HIT');
    expect(onB.body).not.toContain('Schaaldorp');

    // The provider changes the organisation's city through A's portal form (CSRF token from the page).
    const signIn = await postJson(
      a!.port,
      portalHost,
      '/api/portal/sign-in',
      { email: DEMO_PROVIDER_EMAIL, password: DEMO_ACCOUNT_PASSWORD },
      { origin: `http://${portalHost}` },
    );
    const cookie = String(signIn.headers['set-cookie']?.[0]).split(';')[0]!;
    const formPage = await call(a!.port, portalHost, 'GET', `/portaal/organisaties/${organisation.id}`, { headers: { cookie } });
    expect(formPage.status).toBe(200);
    const csrf = /name="csrf" value="([^"]+)"/.exec(formPage.body)?.[1];
    expect(csrf).toBeTruthy();
    // The double-submit token's cookie, if the page set one, goes with the session cookie.
    const cookies = [cookie, ...(formPage.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]!)].join('; ');
    const form = new URLSearchParams({ csrf: csrf!, intent: 'profile', organisationName: organisation.name, city: 'Schaaldorp' });
    const saved = await call(a!.port, portalHost, 'POST', `/portaal/organisaties/${organisation.id}`, {
      body: form.toString(),
      headers: { cookie: cookies, origin: `http://${portalHost}`, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(saved.status).toBe(200);

    const refreshed = await eventually(
      () => call(b!.port, 'localhost', 'GET', page),
      (answer) => answer.body.includes('Schaaldorp'),
      5000,
    );
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toContain('Schaaldorp');
  });

  it('an image uploaded through A is served by B from the shared bucket, and the variant B rendered by A', async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#34aadf' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new File([new Uint8Array(png)], 'team.png', { type: 'image/png' }));
    const multipart = new Request('http://localhost/', { method: 'POST', body: form });
    const uploaded = await call(a!.port, 'localhost', 'POST', '/api/public/media/image', {
      body: Buffer.from(await multipart.arrayBuffer()),
      headers: { 'content-type': multipart.headers.get('content-type')!, 'x-forwarded-for': '198.51.100.30' },
    });
    expect(uploaded.status).toBe(201);
    const { url } = JSON.parse(uploaded.body) as { url: string };
    const variant = `${new URL(url, 'http://localhost').pathname}?w=400`;
    const onB = await call(b!.port, 'localhost', 'GET', variant, { headers: { accept: 'image/webp' } });
    expect(onB.status).toBe(200);
    expect(onB.headers['content-type']).toBe('image/webp');
    expect((await sharp(onB.bytes).metadata()).width).toBe(400);
    const onA = await call(a!.port, 'localhost', 'GET', variant, { headers: { accept: 'image/webp' } });
    expect(onA.status).toBe(200);
    // The same bytes: A read the variant B rendered into the bucket (sharp's output would match anyway
    // for the same input, so the bucket is checked too).
    expect(onA.bytes.equals(onB.bytes)).toBe(true);
    const inBucket = await readdir(path.join(s3Files, 'uitjes-media'), { recursive: true });
    expect(inBucket.some((file) => String(file).includes('-400.webp'))).toBe(true);
  });

  it('200 quote requests over A and B while A is killed: every acknowledged one is stored and its mails go out once', async () => {
    const pathname = `/api/public/activities/${activityId}/quoteRequest`;
    const [{ before }] = (await queryRows<{ before: number }>(database.db, sql`SELECT coalesce(max(id), 0)::int AS before FROM mail_outbox`)) as [
      { before: number },
    ];
    const acknowledged: string[] = [];
    const refused: string[] = [];
    let killed = false;
    const send = async (i: number) => {
      const server = i % 2 === 0 ? a! : b!;
      const email = `visitor-${i}@scale.example`;
      // One address per visitor, as 200 people would come from 200 addresses.
      const headers = { 'x-forwarded-for': `203.0.113.${i % 250}`, 'x-request-number': String(i) };
      try {
        const answer = await postJson(server.port, 'localhost', pathname, validQuote({ email, name: `Bezoeker ${i}` }), headers);
        if (answer.status === 201) acknowledged.push(email);
        else refused.push(`${email}: ${answer.status}`);
      } catch {
        // A's socket closed under the request: not acknowledged, so the visitor's browser would say so.
        refused.push(`${email}: no answer`);
      }
    };
    // Eight at a time, as a busy hour's visitors; A is killed after the first fifty have been sent.
    let next = 0;
    const lanes = Array.from({ length: 8 }, async () => {
      while (next < 200) {
        const i = next++;
        if (i === 50 && !killed) {
          killed = true;
          a!.child.kill('SIGKILL');
        }
        await send(i);
      }
    });
    await Promise.all(lanes);
    expect(killed).toBe(true);
    // Every request to B was acknowledged; those to A before the kill were too.
    expect(acknowledged.length).toBeGreaterThanOrEqual(100);
    expect(refused.every((line) => /visitor-\d*[02468]@/.test(line))).toBe(true);

    const stored = await queryRows<{ email: string }>(database.db, sql`SELECT email FROM quote_requests WHERE email LIKE 'visitor-%@scale.example'`);
    const storedEmails = new Set(stored.map((row) => row.email));
    for (const email of acknowledged) expect(storedEmails.has(email), `${email} acknowledged but not stored`).toBe(true);

    // B delivers its own mails and, once their leases ran out, those A had claimed.
    const pending = await eventually(
      () => queryRows<{ count: number }>(database.db, sql`SELECT count(*)::int AS count FROM mail_outbox WHERE id > ${before} AND status <> 'sent'`),
      (rows) => rows[0]!.count === 0,
      60_000,
    );
    expect(pending[0]!.count).toBe(0);
    const outbox = await queryRows<{ message_id: string }>(database.db, sql`SELECT message_id FROM mail_outbox WHERE id > ${before}`);
    const delivered = new Map<string, number>();
    const ours = new Set(outbox.map((row) => row.message_id));
    for (const mail of smtp.received) if (mail.messageId && ours.has(mail.messageId)) delivered.set(mail.messageId, (delivered.get(mail.messageId) ?? 0) + 1);
    for (const { message_id } of outbox) expect(delivered.get(message_id), `${message_id} not delivered`).toBeGreaterThanOrEqual(1);
    // Exactly once per Message-ID. The one exception decision 005 allows: a mail whose hand-over A was
    // in the middle of when it was killed (SMTP had it, A had not yet written "sent") goes again after
    // its lease, with the same Message-ID. A worker hands over one mail at a time: at most one.
    const twice = [...delivered].filter(([, times]) => times > 1);
    console.log(
      `200 quote requests: ${acknowledged.length} acknowledged and stored, ${refused.length} unanswered (A killed); ` +
        `${outbox.length} mails, ${delivered.size} Message-IDs delivered, ${twice.length} twice`,
    );
    expect(twice.length).toBeLessThanOrEqual(1);
    expect(twice.every(([, times]) => times === 2)).toBe(true);
    expect(delivered.size).toBe(outbox.length);
  }, 120_000);
  it('npm run start:cluster: WORKERS=2 share one port, a killed worker is replaced, SIGTERM stops them all', async () => {
    const port = await freePort();
    const primary = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server/cluster.ts'], {
      env: { ...process.env, ...clusterEnv, WORKERS: '2', PORT: String(port), OUTBOX_WORKER: 'false', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    primary.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    primary.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const workerPids = () => {
      try {
        return readFileSync(`/proc/${primary.pid}/task/${primary.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
      } catch {
        return [];
      }
    };
    try {
      const listening = () => output.join('').split('"worker listening"').length - 1;
      await eventually(
        async () => listening(),
        (count) => count >= 2,
        60_000,
      );
      expect(listening(), output.join('')).toBe(2);
      const [first] = workerPids();
      // Answers come from both processes: each access-log line names its pid (written within a second).
      for (let i = 0; i < 20; i++) expect((await call(port, 'localhost', 'GET', '/over-ons')).status).toBe(200);
      const answeredBy = () =>
        new Set(
          output
            .join('')
            .split('\n')
            .filter((line) => line.includes('"path":"/over-ons"'))
            .map((line) => (JSON.parse(line) as { pid: number }).pid),
        );
      expect(
        (
          await eventually(
            async () => answeredBy(),
            (pids) => pids.size >= 2,
            5000,
          )
        ).size,
      ).toBe(2);
      process.kill(first!, 'SIGKILL');
      const replaced = await eventually(
        async () => workerPids(),
        (pids) => pids.length === 2 && !pids.includes(first!),
        20_000,
      );
      expect(replaced).toHaveLength(2);
      await eventually(
        async () => listening(),
        (count) => count >= 3,
        20_000,
      );
      expect((await call(port, 'localhost', 'GET', '/healthz')).status).toBe(200);
      const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
      primary.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(replaced.every((pid) => !existsSync(`/proc/${pid}`))).toBe(true);
    } finally {
      if (primary.exitCode === null) primary.kill('SIGKILL');
    }
  }, 120_000);
});
