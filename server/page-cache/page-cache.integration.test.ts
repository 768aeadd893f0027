import { createHash } from 'node:crypto';
import type { RequestListener, ServerOptions } from 'node:http';
import net from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server.ts';
import { queryRows } from '../../db/client.server.ts';
import { activities } from '../../db/schema/index.ts';
import { createTestApp } from '../../tests/support/test-app.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import { HTTP_SERVER_OPTIONS } from '../http-server-options.ts';
import { createLogger } from '../logger.ts';
import { createMetrics } from '../metrics.ts';
import { listenForPageInvalidations } from './invalidation-listener.ts';
import { createPageCache, pageCacheKey, pageCacheKeyOf } from './page-cache.ts';
import { MemoryPageCacheStore } from './page-cache-store.ts';
import { pageEncodingOf, variantOf } from './static-page.ts';

let database: DatabaseHandle;
let stopListening: () => Promise<void>;
let request: Awaited<ReturnType<typeof createTestApp>>['request'];
let renders = 0;
let slug: string;
let activityId: number;

const waitFor = async (check: () => Promise<boolean>, timeoutMs = 3000) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('condition not met in time');
};

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const log = createLogger('silent');
  const metrics = createMetrics(database.db);
  const pageCache = createPageCache({
    store: new MemoryPageCacheStore(),
    log,
    metrics,
    maxAgeSeconds: 60,
    staleSeconds: 600,
    blogPlatformOf: (id) => (id === 4 ? 1 : id),
  });
  stopListening = await listenForPageInvalidations(database, pageCache, log);
  const testApp = await createTestApp(database, {}, { pageCache, metrics });
  request = testApp.request;
  const [row] = await queryRows<{ id: number; slug: string }>(
    database.db,
    sql`SELECT id, slug FROM activities WHERE platform_id = 1 AND approved AND status AND NOT is_edit_copy ORDER BY id LIMIT 1`,
  );
  ({ id: activityId, slug } = row!);
  // A page rendered from the database, as the React Router handler would, with the CSP nonce in a script tag.
  testApp.app.get('/uitjes/:slug', async (c) => {
    renders += 1;
    const [activity] = await database.db
      .select({ title: activities.title })
      .from(activities)
      .where(eq(activities.slug, c.req.param('slug')));
    const nonce = c.var.secureHeadersNonce;
    return c.html(`<!DOCTYPE html><html><body><h1>${activity?.title}</h1><script nonce="${nonce}">window.ok=1</script></body></html>`);
  });
});

afterAll(async () => {
  await stopListening?.();
  await database?.close();
});

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

describe('page cache', () => {
  it('serves the second visit from the cache: the same bytes every time, its scripts allowed by their hashes', async () => {
    const first = await request('nl.localhost', `/uitjes/${slug}`);
    const firstHtml = await first.text();
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    await waitFor(async () => (await request('nl.localhost', `/uitjes/${slug}`)).headers.get('x-cache') === 'HIT');
    const rendersBefore = renders;
    const second = await request('nl.localhost', `/uitjes/${slug}?utm_source=newsletter`);
    const third = await request('nl.localhost', `/uitjes/${slug}`);
    const html = await second.text();
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(renders).toBe(rendersBefore);
    // No nonce: the policy names the script's SHA-256 instead, and every answer is the same.
    const missNonce = nonceOf(first.headers.get('content-security-policy'))!;
    const policy = second.headers.get('content-security-policy')!;
    expect(nonceOf(policy)).toBeUndefined();
    const hash = createHash('sha256').update('window.ok=1').digest('base64');
    expect(policy).toBe(first.headers.get('content-security-policy')!.replace(`'nonce-${missNonce}'`, `'sha256-${hash}'`));
    expect(html).toBe(firstHtml.replaceAll(missNonce, ''));
    expect(await third.text()).toBe(html);
    expect(third.headers.get('content-security-policy')).toBe(policy);
    // The same headers as the uncached answer, apart from those that say it came from the cache.
    const names = (response: Response) => [...response.headers.keys()].filter((name) => !['etag', 'x-cache', 'vary', 'content-length'].includes(name));
    expect(names(second)).toEqual(names(first));
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const cached = await request('nl.localhost', `/uitjes/${slug}`);
    const etag = cached.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const revalidated = await request('nl.localhost', `/uitjes/${slug}`, { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
  });

  it('keeps platforms apart', async () => {
    const other = await request('de.localhost', `/uitjes/${slug}`);
    expect(other.headers.get('x-cache')).toBe('MISS');
  });

  it('drops the page when its activity changes in the database', async () => {
    await database.db.update(activities).set({ title: 'Nieuwe titel na een wijziging' }).where(eq(activities.id, activityId));
    await waitFor(async () => (await request('nl.localhost', `/uitjes/${slug}`)).headers.get('x-cache') === 'MISS');
    await waitFor(async () => (await (await request('nl.localhost', `/uitjes/${slug}`)).text()).includes('Nieuwe titel na een wijziging'));
  });

  it('never caches API answers or non-GET requests', async () => {
    const api = await request('nl.localhost', '/api/public/unknown');
    expect(api.headers.get('x-cache')).toBeNull();
    const post = await request('nl.localhost', `/uitjes/${slug}`, { method: 'POST' });
    expect(post.headers.get('x-cache')).toBeNull();
  });

  it('builds keys without tracking parameters and with sorted parameters', () => {
    expect(pageCacheKey(1, new URL('http://x/uitjes?b=2&utm_campaign=x&a=1&gclid=9'))).toBe('1:/uitjes?a=1&b=2');
  });
});

describe('page cache and the browser cache', () => {
  it('answers 304 with the hash policy of the page, the one its stored scripts were allowed by', async () => {
    const hit = async () => (await request('nl.localhost', `/uitjes/${slug}`)).headers.get('x-cache') === 'HIT';
    await waitFor(hit);
    const cached = await request('nl.localhost', `/uitjes/${slug}`);
    const revalidated = await request('nl.localhost', `/uitjes/${slug}`, { headers: { 'if-none-match': cached.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('content-security-policy')).toBe(cached.headers.get('content-security-policy'));
  });

  it('answers gzip and brotli clients from the cache with the page compressed once, and 304 to its weak ETag', async () => {
    await waitFor(async () => (await request('nl.localhost', `/uitjes/${slug}`)).headers.get('x-cache') === 'HIT');
    const plain = await request('nl.localhost', `/uitjes/${slug}`);
    expect(plain.headers.get('x-cache')).toBe('HIT');
    const plainHtml = await plain.text();
    // The test client does not decode: the raw bytes are read.
    const zipped = await request('nl.localhost', `/uitjes/${slug}`, { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(zipped.headers.get('x-cache')).toBe('HIT');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).toBe(plainHtml);
    expect(zipped.headers.get('content-security-policy')).toBe(plain.headers.get('content-security-policy'));
    const brotli = await request('nl.localhost', `/uitjes/${slug}`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString('utf8')).toBe(plainHtml);
    const preferGzip = await request('nl.localhost', `/uitjes/${slug}`, { headers: { 'accept-encoding': 'br;q=0.5, gzip' } });
    expect(preferGzip.headers.get('content-encoding')).toBe('gzip');
    const weak = zipped.headers.get('etag')!;
    expect(weak.startsWith('W/')).toBe(true);
    const revalidated = await request('nl.localhost', `/uitjes/${slug}`, { headers: { 'if-none-match': weak, 'accept-encoding': 'gzip' } });
    expect(revalidated.status).toBe(304);
  });

  it('does not send gzip to a client that refuses it', async () => {
    const refused = await request('nl.localhost', `/uitjes/${slug}`, { headers: { 'accept-encoding': 'gzip;q=0, identity' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
  });
});

describe('cached answers over a real socket (server/main.ts: the fast path, then one buffer from Hono)', () => {
  it('answers a fresh page before Hono with the very headers and bytes of the full path, plain, gzip and brotli', async () => {
    const { serve } = await import('@hono/node-server');
    const http = await import('node:http');
    const { withCachedAnswers } = await import('./send-cached-answer.ts');
    const { withFastHits } = await import('./fast-hit.ts');
    const { DatabaseHealth } = await import('../database-health.ts');
    const log = createLogger('silent');
    const metrics = createMetrics(database.db);
    const pageCache = createPageCache({ store: new MemoryPageCacheStore(), log, metrics, blogPlatformOf: (id) => id });
    const testApp = await createTestApp(database, {}, { pageCache, metrics });
    testApp.app.get('/socket-page', (c) =>
      c.html(`<!DOCTYPE html><html><body>${'é'.repeat(50_000)}<script nonce="${c.var.secureHeadersNonce}">1</script></body></html>`),
    );
    const { RESPONSE_ALREADY_SENT } = await import('@hono/node-server/utils/response');
    const handler = withCachedAnswers(testApp.app.fetch);
    const viaHono: ('stream' | 'buffer')[] = [];
    const fetch: typeof handler = async (request, bindings) => {
      const response = await handler(request, bindings);
      viaHono.push(response === RESPONSE_ALREADY_SENT ? 'buffer' : 'stream');
      return response;
    };
    const health = new DatabaseHealth(database.db, log);
    // The fast path's own log at info: no line per hit, a count of them now and then.
    const fastLines: { msg: string; cachedHits?: number }[] = [];
    const fastLog = createLogger('info', { write: (line: string) => void fastLines.push(JSON.parse(line)) });
    const fast = {
      pageCache,
      platforms: testApp.platforms,
      isPortalHost: (host?: string) => host === 'admin.localhost',
      health,
      metrics,
      log: fastLog,
      summaryEveryMs: 200,
    };
    const server = serve({
      fetch,
      hostname: '127.0.0.1',
      port: 0,
      createServer: ((options: ServerOptions, listener: RequestListener) =>
        http.createServer({ ...options, ...HTTP_SERVER_OPTIONS }, withFastHits(fast, listener))) as typeof http.createServer,
    });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    const get = (headers: Record<string, string> = {}, host = 'nl.localhost') =>
      new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; raw: string[]; body: Buffer }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/socket-page', headers: { host, ...headers } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, raw: res.rawHeaders, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const comparable = (headers: Record<string, unknown>) => {
      const { date: _date, 'x-request-id': _id, ...rest } = headers;
      return rest;
    };
    // The head as written, in order and case (the fast path's is prebuilt: prebuilt-head.ts), but its
    // request id and date.
    const comparableRaw = (raw: string[]) =>
      raw.flatMap((value, index) => (index % 2 === 0 ? [] : [[raw[index - 1]!, value]])).filter(([name]) => !/^(date|x-request-id)$/i.test(name!));
    try {
      const miss = await get();
      const missNonce = nonceOf(String(miss.headers['content-security-policy']))!;
      let firstHit: Awaited<ReturnType<typeof get>> | undefined;
      await waitFor(async () => (firstHit = await get()).headers['x-cache'] === 'HIT');
      expect(viaHono.at(-1)).toBe('buffer');
      for (const encoding of ['identity', 'gzip', 'br']) {
        const before = viaHono.length;
        // The first answer of an encoding goes through Hono (one buffer); the next ones never reach it.
        const full = encoding === 'identity' ? firstHit! : await get({ 'accept-encoding': encoding });
        const quick = await get({ 'accept-encoding': encoding });
        const again = await get({ 'accept-encoding': encoding });
        expect(viaHono.slice(before)).toEqual(encoding === 'identity' ? [] : ['buffer']);
        expect(comparable(quick.headers)).toEqual(comparable(full.headers));
        expect(comparableRaw(quick.raw)).toEqual(comparableRaw(full.raw));
        expect(quick.raw.filter((_, index) => index % 2 === 0).at(-4)).toBe('X-Request-Id');
        // The fast path answered from a prebuilt head, not writeHead's fallback: a header Hono starts to
        // send that cannot be prebuilt would otherwise cost every hit a sixth of its speed unnoticed.
        const stored = pageCache.freshPageByKey(pageCacheKeyOf(testApp.platforms.byHost('nl.localhost').id, '/socket-page'))!;
        expect(variantOf(stored, pageEncodingOf(encoding === 'identity' ? undefined : encoding)).fastHead).toMatch(
          /^HTTP\/1\.1 200 OK\r\n[\s\S]*X-Request-Id: $/,
        );
        expect(quick.headers['x-request-id']).toBeTruthy();
        expect(quick.headers['x-request-id']).not.toBe(again.headers['x-request-id']);
        expect(quick.body.equals(full.body)).toBe(true);
        expect(quick.headers['content-length']).toBe(String(quick.body.length));
        const html = encoding === 'gzip' ? gunzipSync(quick.body) : encoding === 'br' ? brotliDecompressSync(quick.body) : quick.body;
        expect(html.toString('utf8')).toBe(miss.body.toString('utf8').replace(missNonce, ''));
        expect(quick.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      }
      // A proxy's request id comes back on its own answer only (the fast answers share one header list).
      const traced = await get({ 'x-request-id': 'proxy-id-1' });
      const untraced = await get();
      expect(traced.headers['x-request-id']).toBe('proxy-id-1');
      expect(untraced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      // What the fast path leaves to the full path: a conditional request, the portal's host, and the same
      // address on another brand (its own page, not yet cached there).
      const before = viaHono.length;
      await get({ 'if-none-match': '"x"' });
      await get({}, 'admin.localhost');
      const kids = await get({}, 'kids.localhost');
      expect(viaHono.length).toBe(before + 3);
      expect(kids.headers['x-cache']).toBe('MISS');
      const quickHits = quickHitsOf(await metrics.registry.getSingleMetricAsString('page_cache_lookups_total'));
      expect(quickHits).toBeGreaterThan(0);
      // Two answers per encoding came from the fast path (quick, again) and two with and without a proxy's
      // id, each counted once. The count is logged every 200 ms, so on a busy machine it may come in two
      // lines: wait for all of it.
      const counted = () => fastLines.reduce((sum, line) => sum + (line.cachedHits ?? 0), 0);
      await waitFor(async () => counted() >= 8);
      expect(fastLines.some((line) => line.msg === 'cached pages answered from memory')).toBe(true);
      expect(fastLines.filter((line) => line.msg === 'request')).toEqual([]);
      expect(counted()).toBe(8);

      // Requests without a body header reach Hono already ended (HTTP_SERVER_OPTIONS): a POST without one
      // is answered as an empty body is, and one with a body still has it read.
      const raw = (text: string) =>
        new Promise<string>((resolve, reject) => {
          const socket = net.connect(port, '127.0.0.1');
          let answer = '';
          socket.on('data', (chunk: Buffer) => {
            answer += chunk.toString('utf8');
            if (/\r\n\r\n[\s\S]*\}$/.test(answer)) socket.end();
          });
          socket.on('end', () => resolve(answer));
          socket.on('error', reject);
          socket.write(text);
        });
      const post = (body?: string) =>
        raw(
          'POST /api/public/contact HTTP/1.1\r\nHost: nl.localhost\r\nContent-Type: application/json\r\n' +
            (body === undefined ? '\r\n' : `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`),
        );
      const withoutBody = await post();
      expect(withoutBody).toMatch(/^HTTP\/1\.1 400 /);
      expect(withoutBody).toContain('"code":"MALFORMED_JSON"');
      const withBody = await post('{"name":"Ada"}');
      expect(withBody).toMatch(/^HTTP\/1\.1 400 /);
      expect(withBody).toContain('"email"');
      expect(withBody).not.toContain('MALFORMED_JSON');
    } finally {
      server.close();
    }
  });
});

const quickHitsOf = (text: string) => Number(/result="hit"\} (\d+)/.exec(text)?.[1] ?? 0);
