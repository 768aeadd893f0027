import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.server.ts';
import { createTestDatabase } from '../tests/support/test-database.ts';
import { createTestApp } from '../tests/support/test-app.ts';
import { createMetricsApp } from './app.ts';
import { createMetrics } from './metrics.ts';

let database: DatabaseHandle;
let request: Awaited<ReturnType<typeof createTestApp>>['request'];

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  // Posts here all come from one client (no socket, no trusted proxy): the limits have a test of their own.
  ({ request } = await createTestApp(database, { RATE_LIMIT_WRITES: '1000' }));
});
afterAll(async () => {
  await database?.close();
});

describe('operator endpoints', () => {
  it('/healthz answers while the process lives', async () => {
    const response = await request('localhost', '/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers ready or not, and nothing about the database behind it', async () => {
    const response = await request('localhost', '/readyz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
  });

  it('/metrics is not public: absent without METRICS_TOKEN, and only for its bearer with it', async () => {
    expect((await request('localhost', '/metrics')).status).toBe(404);
    const { request: withToken } = await createTestApp(database, { METRICS_TOKEN: 'a-long-enough-metrics-token' });
    expect((await withToken('localhost', '/metrics')).status).toBe(401);
    expect((await withToken('localhost', '/metrics', { headers: { authorization: 'Bearer wrong-token-of-some-length' } })).status).toBe(401);
    await withToken('nl.localhost', '/api/public/does-not-exist');
    const response = await withToken('localhost', '/metrics', { headers: { authorization: 'Bearer a-long-enough-metrics-token' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toContain('http_request_duration_seconds_bucket{');
    expect(text).toMatch(/mail_outbox_depth \d+/);
    expect(text).toContain('page_cache_hit_ratio');
    expect(text).toContain('database_up 1');
  });

  it("/metrics on the operator's own listener (METRICS_PORT) speaks Prometheus text", async () => {
    const metrics = createMetrics(database.db);
    const response = await createMetricsApp(metrics).fetch(new Request('http://127.0.0.1:9464/metrics'));
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/mail_outbox_depth \d+/);
  });
});

describe('every answer', () => {
  it('keeps a client request id only when it is a short safe token', async () => {
    const kept = await request('nl.localhost', '/api/public/unknown', { headers: { 'x-request-id': 'lb-7f3a.42_x' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.42_x');
    for (const unsafe of ['<script>alert(1)</script>', 'a'.repeat(65), 'two words', 'ä']) {
      const answer = await request('nl.localhost', '/api/public/unknown', { headers: { 'x-request-id': unsafe } });
      expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('carries a request id and strict security headers', async () => {
    const response = await request('kids.localhost', '/api/public/unknown');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('keeps a request id the caller sent', async () => {
    const response = await request('nl.localhost', '/api/public/unknown', { headers: { 'x-request-id': 'trace-123' } });
    expect(response.headers.get('x-request-id')).toBe('trace-123');
  });

  it('answers unknown API paths with the JSON error model, not a page', async () => {
    const response = await request('de.localhost', '/api/nope');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('gives pages a nonce-based content security policy', async () => {
    const response = await request('nl.localhost', '/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
  });
});

describe('page form posts', () => {
  it('have the per-IP write limit of the API (counted apart): 429 with Retry-After above it, never for page views', async () => {
    const { request: limited } = await createTestApp(database, { RATE_LIMIT_WRITES: '2', TRUST_PROXY: 'true' });
    const post = () =>
      limited('nl.localhost', '/nieuwsbrief', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.7' },
        body: new URLSearchParams({ name: '', email: 'not-an-address' }),
      });
    // This app has no page handler (its answer is 404); the limit in front of it counts regardless.
    expect([(await post()).status, (await post()).status]).toEqual([404, 404]);
    const third = await post();
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBeTruthy();
    expect(await third.text()).toContain('Wacht een minuut');
    const view = await limited('nl.localhost', '/nieuwsbrief', { headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(view.status).toBe(404);
  });
});

describe('page posts from another site', () => {
  it("are refused with 403 and the notice page; our own pages' posts (and posts without origin headers) go through", async () => {
    const post = (headers: Record<string, string>, ip: string) =>
      request('nl.localhost', '/helpdesk', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip, ...headers },
        body: 'name=Jan',
      });
    const crossSite = await post({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, '198.51.100.30');
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toContain('andere website');
    expect((await post({ 'sec-fetch-site': 'same-site', origin: 'http://de.localhost' }, '198.51.100.30')).status).toBe(403);
    expect((await post({ origin: 'https://evil.example' }, '198.51.100.30')).status).toBe(403);
    expect((await post({ origin: 'null' }, '198.51.100.30')).status).toBe(403);
    // This app has no page handler: 404 means the post went on to the page.
    expect((await post({ 'sec-fetch-site': 'same-origin', origin: 'http://nl.localhost' }, '198.51.100.31')).status).toBe(404);
    expect((await post({ origin: 'http://nl.localhost' }, '198.51.100.31')).status).toBe(404);
    expect((await post({}, '198.51.100.31')).status).toBe(404);
    // The API is for other sites' clients: not checked.
    const api = await request('nl.localhost', '/api/public/newsletter-subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site', origin: 'https://partner.example', 'x-forwarded-for': '198.51.100.32' },
      body: JSON.stringify({ name: 'Kim', email: 'kim-cross@example.nl' }),
    });
    expect(api.status).toBe(200);
  });
});

describe('page posts that are no form data', () => {
  it('get the notice page (415 for another type, 400 for a broken multipart body) instead of a 500', async () => {
    const post = (path: string, headers: Record<string, string>, body: string) =>
      request('nl.localhost', path, { method: 'POST', headers: { 'x-forwarded-for': '198.51.100.20', ...headers }, body });
    for (const path of ['/helpdesk', '/nieuwsbrief', '/adverteren', '/uitjes/een-uitje-1', '/helpdesk.data']) {
      const json = await post(path, { 'content-type': 'application/json' }, '{"name":"Jan"}');
      expect(json.status, path).toBe(415);
      expect(await json.text()).toContain('Formulier niet leesbaar');
      expect((await post(path, {}, 'name=Jan')).status, path).toBe(415);
      const broken = await post(path, { 'content-type': 'multipart/form-data; boundary=xyz' }, '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb');
      expect(broken.status, path).toBe(400);
    }
    const german = await request('de.localhost', '/helpdesk', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': '198.51.100.21' },
      body: 'x',
    });
    expect(await german.text()).toContain('Formular nicht lesbar');
    // Real form data goes on to the page (this app has no page handler: 404).
    const form = await post('/helpdesk', { 'content-type': 'application/x-www-form-urlencoded' }, 'name=Jan');
    expect(form.status).toBe(404);
    const multipart = new FormData();
    multipart.set('name', 'Jan');
    expect((await request('nl.localhost', '/adverteren', { method: 'POST', headers: { 'x-forwarded-for': '198.51.100.22' }, body: multipart })).status).toBe(
      404,
    );
  });
});

describe('when the database goes away', () => {
  it('answers 503 with Retry-After instead of 500s, for every path until it is back', async () => {
    const lost = await createTestDatabase({ seeded: true });
    const { request: lostRequest, app } = await createTestApp(lost);
    // A route that needs the database, failing as any query does once the database is gone.
    app.get('/probe-database', async () => {
      await lost.db.execute(sql`SELECT 1`);
      return new Response('ok');
    });
    expect((await lostRequest('nl.localhost', '/probe-database')).status).toBe(200);
    await lost.close();
    const failing = await lostRequest('nl.localhost', '/probe-database');
    expect(failing.status).toBe(503);
    expect(failing.headers.get('retry-after')).toBe('5');
    // A page in the brand's language (catalogues/<locale>/notices.ts).
    const page = await lostRequest('de.localhost', '/uitjes');
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('<html lang="de-DE">');
    const api = await lostRequest('nl.localhost', '/api/public/anything');
    expect(api.status).toBe(503);
    expect(await api.json()).toMatchObject({ error: { code: 'UNAVAILABLE' } });
    expect((await lostRequest('nl.localhost', '/readyz')).status).toBe(503);
  });
});

describe('requests the API cannot read', () => {
  it('answers malformed JSON with a 400 in the error model, not a 500', async () => {
    const [row] = await database.db.execute(sql`SELECT id FROM activities LIMIT 1`).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    const response = await request('nl.localhost', `/api/public/activities/${row!.id}/quoteRequest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(response.status).toBeLessThan(500);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await response.json()).toMatchObject({ error: { code: expect.any(String) } });
  });
});

describe('compression', () => {
  it('gzips JSON for clients that accept it', async () => {
    const response = await request('nl.localhost', `/api/public/activities?page=1&limit=50&filterQuery=${encodeURIComponent('{}')}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('static files', () => {
  let clientDir: string;
  let get: (path: string, init?: RequestInit) => Promise<Response>;

  beforeAll(async () => {
    // A client folder as the build makes it: hashed assets under static/, the files of public/ beside them.
    clientDir = mkdtempSync(path.join(os.tmpdir(), 'uitjes-client-'));
    mkdirSync(path.join(clientDir, 'static'));
    mkdirSync(path.join(clientDir, 'brand'));
    writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(clientDir, 'static', 'core-AbC123.js'), 'export {};');
    writeFileSync(path.join(clientDir, 'brand', 'logo.v2.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // A file without an extension is never looked for: such a path is a page.
    writeFileSync(path.join(clientDir, 'uitjes'), 'not a page');
    const app = await createTestApp(database, {}, { clientDir });
    get = async (pathAndQuery, init) => app.request('nl.localhost', pathAndQuery, init);
  });
  afterAll(() => {
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('are served; a path without an extension goes on to the pages without a look at the disk', async () => {
    // (Their Cache-Control is set after the answer is made, which only @hono/node-server's own Response
    // class carries over: the running server has it, an in-process fetch does not.)
    const favicon = await get('/favicon.svg?v=2');
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await favicon.text()).toContain('<svg');
    expect((await get('/favicon.svg', { method: 'HEAD' })).status).toBe(200);
    expect((await get('/static/core-AbC123.js')).status).toBe(200);
    expect((await get('/brand/logo.v2.svg')).status).toBe(200);
    expect((await get('/brand/missing.svg')).status).toBe(404);
    const page = await get('/uitjes');
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain('not a page');
  });

  it('of public/ all have an extension, and no folder an index.html (else skipping paths without one would hide them)', () => {
    const files = readdirSync('public', { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !file.name.includes('.') || file.name === 'index.html').map((file) => path.join(file.parentPath, file.name))).toEqual([]);
  });
});
