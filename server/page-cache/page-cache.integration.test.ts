import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server.ts';
import { queryRows } from '../../db/client.server.ts';
import { activities } from '../../db/schema/index.ts';
import { createTestApp } from '../../tests/support/test-app.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import { createLogger } from '../logger.ts';
import { createMetrics } from '../metrics.ts';
import { listenForPageInvalidations } from './invalidation-listener.ts';
import { createPageCache, pageCacheKey } from './page-cache.ts';
import { MemoryPageCacheStore } from './page-cache-store.ts';

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
  it('serves the second visit from the cache with a fresh CSP nonce that matches the page', async () => {
    const first = await request('nl.localhost', `/uitjes/${slug}`);
    const firstHtml = await first.text();
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    await waitFor(async () => (await request('nl.localhost', `/uitjes/${slug}`)).headers.get('x-cache') === 'HIT');
    const rendersBefore = renders;
    const second = await request('nl.localhost', `/uitjes/${slug}?utm_source=newsletter`);
    const html = await second.text();
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(renders).toBe(rendersBefore);
    const nonce = nonceOf(second.headers.get('content-security-policy'));
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(first.headers.get('content-security-policy')));
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html.replace(nonce!, 'N')).toBe(firstHtml.replace(nonceOf(first.headers.get('content-security-policy'))!, 'N'));
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
  it('answers 304 without a new CSP nonce, so the stored page keeps the policy its scripts were written for', async () => {
    const cached = await request('nl.localhost', `/uitjes/${slug}`);
    const revalidated = await request('nl.localhost', `/uitjes/${slug}`, { headers: { 'if-none-match': cached.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('content-security-policy')).toBeNull();
  });

  it('answers a gzip client from the cache with a valid gzip body carrying a fresh nonce, and 304 to its weak ETag', async () => {
    await request('nl.localhost', `/uitjes/${slug}`);
    const plain = await request('nl.localhost', `/uitjes/${slug}`);
    expect(plain.headers.get('x-cache')).toBe('HIT');
    const plainHtml = await plain.text();
    // fetch() would decode on its own; read the raw bytes through a request without decompression.
    const zipped = await request('nl.localhost', `/uitjes/${slug}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers.get('x-cache')).toBe('HIT');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const html = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8');
    const nonce = nonceOf(zipped.headers.get('content-security-policy'));
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toBe(plainHtml.replaceAll(nonceOf(plain.headers.get('content-security-policy'))!, nonce!));
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

describe('cached answers over a real socket (server/main.ts writes their chunks straight to it)', () => {
  it('sends the same bytes and headers as the stream path, plain and gzip, with Content-Length and a fresh nonce', async () => {
    const { serve } = await import('@hono/node-server');
    const http = await import('node:http');
    const { withCachedAnswers } = await import('./send-cached-answer.ts');
    const testApp = await createTestApp(
      database,
      {},
      {
        pageCache: createPageCache({
          store: new MemoryPageCacheStore(),
          log: createLogger('silent'),
          metrics: createMetrics(database.db),
          blogPlatformOf: (id) => id,
        }),
      },
    );
    testApp.app.get('/socket-page', (c) =>
      c.html(`<!DOCTYPE html><html><body>${'é'.repeat(50_000)}<script nonce="${c.var.secureHeadersNonce}">1</script></body></html>`),
    );
    const { RESPONSE_ALREADY_SENT } = await import('@hono/node-server/utils/response');
    const handler = withCachedAnswers(testApp.app.fetch);
    const writtenDirectly: boolean[] = [];
    const fetch: typeof handler = async (request, bindings) => {
      const response = await handler(request, bindings);
      writtenDirectly.push(response === RESPONSE_ALREADY_SENT);
      return response;
    };
    const server = serve({ fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    const get = (headers: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/socket-page', headers: { host: 'nl.localhost', ...headers } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    try {
      const miss = await get();
      await waitFor(async () => (await get()).headers['x-cache'] === 'HIT');
      const hit = await get();
      expect(writtenDirectly[0]).toBe(false);
      expect(writtenDirectly.at(-1)).toBe(true);
      const missNonce = nonceOf(String(miss.headers['content-security-policy']))!;
      const hitNonce = nonceOf(String(hit.headers['content-security-policy']))!;
      expect(hitNonce).not.toBe(missNonce);
      expect(hit.headers['content-length']).toBe(String(hit.body.length));
      expect(hit.headers['x-request-id']).toBeTruthy();
      expect(hit.headers['strict-transport-security']).toBeTruthy();
      expect(hit.body.toString('utf8')).toBe(miss.body.toString('utf8').replace(missNonce, hitNonce));
      const zipped = await get({ 'accept-encoding': 'gzip' });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers['content-length']).toBe(String(zipped.body.length));
      const zippedNonce = nonceOf(String(zipped.headers['content-security-policy']))!;
      expect(gunzipSync(zipped.body).toString('utf8')).toBe(miss.body.toString('utf8').replace(missNonce, zippedNonce));
    } finally {
      server.close();
    }
  });
});
