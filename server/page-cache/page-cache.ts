import { createHash, randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { accepts } from 'hono/accepts';
import type { AppEnv } from '../app-env.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../metrics.ts';
import type { CachedPage, PageCacheStore } from './page-cache-store.ts';
import { pageTagsFor } from './page-tags.ts';

/** Stands in for the per-response CSP nonce inside cached HTML. */
export const NONCE_MARKER = '__uitjes_csp_nonce__';

export interface PageCacheOptions {
  store: PageCacheStore;
  log: Logger;
  metrics: Metrics;
  /** Fresh for this long (also the CDN's s-maxage). */
  maxAgeSeconds?: number;
  /** Then served stale while one background render refreshes it. */
  staleSeconds?: number;
  /** Which platform's blog list a platform shows (Belgium shows the Dutch list). */
  blogPlatformOf: (platformId: number) => number;
}

/**
 * A cached page as UTF-8 bytes split at the nonce marker, made once per stored page (the memory store
 * hands back the same object): an answer then only joins byte chunks around this response's nonce
 * instead of rewriting and re-encoding the whole HTML string. For gzip, each part is also deflated once
 * and ended with a full flush (byte-aligned, no back-references across it), so a gzip answer is the
 * parts' deflate output around a freshly deflated nonce: a valid deflate stream without compressing
 * the page again per answer.
 */
interface EncodedPage {
  parts: Buffer[];
  deflatedParts: Buffer[];
}
const encodedPages = new WeakMap<CachedPage, EncodedPage>();
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
const FULL_FLUSH = { finishFlush: zlib.constants.Z_FULL_FLUSH, level: 6 };
/** The last deflate block (empty, BFINAL set). */
const DEFLATE_END = zlib.deflateRawSync(Buffer.alloc(0));

function encodedPage(page: CachedPage): EncodedPage {
  let encoded = encodedPages.get(page);
  if (!encoded) {
    const parts = page.body.split(NONCE_MARKER).map((part) => Buffer.from(part, 'utf8'));
    encoded = { parts, deflatedParts: parts.map((part) => zlib.deflateRawSync(part, FULL_FLUSH)) };
    encodedPages.set(page, encoded);
  }
  return encoded;
}

/** The page's bytes with this answer's nonce: shared chunks, nothing copied. */
function chunksWithNonce(page: CachedPage, nonce: string): Buffer[] {
  const { parts } = encodedPage(page);
  if (parts.length === 1) return parts;
  const nonceBytes = Buffer.from(nonce, 'utf8');
  const chunks: Buffer[] = [parts[0]!];
  for (let i = 1; i < parts.length; i += 1) chunks.push(nonceBytes, parts[i]!);
  return chunks;
}

function gzipChunksWithNonce(page: CachedPage, nonce: string): Buffer[] {
  const { parts, deflatedParts } = encodedPage(page);
  const nonceBytes = Buffer.from(nonce, 'utf8');
  const deflatedNonce = zlib.deflateRawSync(nonceBytes, FULL_FLUSH);
  const chunks: Buffer[] = [GZIP_HEADER, deflatedParts[0]!];
  let crc = zlib.crc32(parts[0]!);
  let size = parts[0]!.length;
  for (let i = 1; i < parts.length; i += 1) {
    chunks.push(deflatedNonce, deflatedParts[i]!);
    crc = zlib.crc32(parts[i]!, zlib.crc32(nonceBytes, crc));
    size += nonceBytes.length + parts[i]!.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(DEFLATE_END, trailer);
  return chunks;
}

/**
 * Where the server (send-cached-answer.ts) takes a cached answer's chunks to write them straight to the
 * socket in one writev: a slot in the request's bindings (Hono's `c.env`). Joining the chunks into one
 * buffer per answer was a sixth of a cached page's CPU time, with its garbage. Without a slot (tests,
 * in-process fetches) the answer carries its bytes as a body, as any answer does.
 */
export const CACHED_CHUNKS_SLOT = Symbol('uitjes.cachedChunks');
export interface CachedChunksSlot {
  chunks?: Buffer[];
}

function slotOf(env: unknown): CachedChunksSlot | undefined {
  return env && typeof env === 'object' ? (env as Record<symbol, CachedChunksSlot | undefined>)[CACHED_CHUNKS_SLOT] : undefined;
}

/** If-None-Match matches the page's ETag, strong or weak (compressed answers carry the weak form). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
}

/** Query parameters that never change a page: left out of the cache key. */
const TRACKING_PARAMETERS = /^(utm_[a-z]+|gclid|fbclid|msclkid|mc_cid|mc_eid)$/i;

export function pageCacheKey(platformId: number, url: URL): string {
  const params = [...url.searchParams.entries()].filter(([name]) => !TRACKING_PARAMETERS.test(name)).sort(([a], [b]) => a.localeCompare(b));
  const query = new URLSearchParams(params).toString();
  return `${platformId}:${url.pathname}${query ? `?${query}` : ''}`;
}

/**
 * Anonymous GET pages from memory (or Redis), served stale-while-revalidate. Only complete HTML
 * answers with status 200 are stored; the CSP nonce is swapped per answer so cached pages still hydrate.
 * `X-Cache` says HIT, STALE or MISS; ETag/If-None-Match answer 304.
 */
export function createPageCache(options: PageCacheOptions) {
  const maxAge = options.maxAgeSeconds ?? 60;
  const stale = options.staleSeconds ?? 600;
  const cacheControl = `public, max-age=0, s-maxage=${maxAge}, stale-while-revalidate=${stale}`;
  /** Marks the cache's own background renders; random per process so a client cannot forge it. */
  const refreshToken = randomBytes(16).toString('hex');
  const refreshing = new Set<string>();
  let fetchApp: ((request: Request) => Promise<Response>) | undefined;

  const serve = (c: Parameters<MiddlewareHandler<AppEnv>>[0], page: CachedPage, state: 'HIT' | 'STALE') => {
    options.metrics.pageCacheLookups.inc({ result: state === 'HIT' ? 'hit' : 'stale' });
    // Vary is set here already: compress() would otherwise add it to the finished answer, and Hono then
    // rebuilds the response around a stream copy of the body (a third of a cached answer's cost).
    const headers = { 'Content-Type': page.contentType, 'Cache-Control': cacheControl, ETag: page.etag, 'X-Cache': state, Vary: 'Accept-Encoding' };
    if (matchesEtag(c.req.header('if-none-match'), page.etag)) return c.body(null, 304, headers);
    const nonce = c.get('secureHeadersNonce') ?? '';
    const gzip = accepts(c, { header: 'Accept-Encoding', supports: ['gzip', 'identity'], default: 'identity' }) === 'gzip';
    const chunks = gzip ? gzipChunksWithNonce(page, nonce) : chunksWithNonce(page, nonce);
    const length = chunks.reduce((total, chunk) => total + chunk.length, 0);
    // Content-Encoding set here makes compress() leave the answer alone.
    const answerHeaders = gzip ? { ...headers, 'Content-Encoding': 'gzip', ETag: `W/${page.etag}` } : headers;
    const slot = slotOf(c.env);
    if (slot) {
      slot.chunks = chunks;
      return c.body(null, page.status as 200, { ...answerHeaders, 'Content-Length': String(length) });
    }
    return c.body(Buffer.concat(chunks) as Uint8Array<ArrayBuffer>, page.status as 200, answerHeaders);
  };

  const refresh = (key: string, request: Request) => {
    if (refreshing.has(key) || !fetchApp) return;
    refreshing.add(key);
    const headers = new Headers(request.headers);
    headers.set('x-page-cache-refresh', refreshToken);
    headers.delete('if-none-match');
    fetchApp(new Request(request.url, { headers }))
      .then((response) => response.arrayBuffer())
      .catch((error) => options.log.warn({ err: error, key }, 'page cache refresh failed'))
      .finally(() => refreshing.delete(key));
  };

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const method = c.req.method;
    if ((method !== 'GET' && method !== 'HEAD') || c.req.header('authorization') || c.req.path.startsWith('/api/')) return next();
    const url = new URL(c.req.url);
    // React Router's client data requests and static files take their own paths.
    if (url.pathname.endsWith('.data') || /\.[a-z0-9]{2,5}$/i.test(url.pathname)) return next();
    const platformId = c.get('platform').id;
    const key = pageCacheKey(platformId, url);
    const isRefresh = c.req.header('x-page-cache-refresh') === refreshToken;

    if (!isRefresh) {
      const cached = await options.store.get(key).catch(() => undefined);
      if (cached) {
        const age = (Date.now() - cached.storedAt) / 1000;
        if (age < maxAge) return serve(c, cached, 'HIT');
        refresh(key, c.req.raw);
        return serve(c, cached, 'STALE');
      }
      options.metrics.pageCacheLookups.inc({ result: 'miss' });
    }

    await next();
    const response = c.res;
    const contentType = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || !contentType.startsWith('text/html') || response.headers.has('set-cookie') || !response.body) return;
    const routeTags = (response.headers.get('x-cache-tags') ?? '').split(/[\s,]+/).filter(Boolean);
    // Stream to the visitor and keep a copy: the first byte is not held back by caching.
    const [toVisitor, toCache] = response.body.tee();
    const headers = new Headers(response.headers);
    headers.delete('x-cache-tags');
    headers.set('Cache-Control', cacheControl);
    headers.set('X-Cache', 'MISS');
    c.res = new Response(toVisitor, { status: response.status, headers });
    const nonce = c.get('secureHeadersNonce');
    void new Response(toCache)
      .text()
      .then(async (html) => {
        const body = nonce ? html.replaceAll(nonce, NONCE_MARKER) : html;
        const page: CachedPage = {
          status: 200,
          body,
          contentType,
          etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
          tags: pageTagsFor(platformId, options.blogPlatformOf(platformId), url.pathname, routeTags),
          storedAt: Date.now(),
        };
        await options.store.set(key, page, (maxAge + stale) * 1000);
      })
      .catch((error) => options.log.warn({ err: error, key }, 'page cache store failed'));
  };

  return {
    middleware,
    cacheControl,
    /** The app's own fetch, for background refreshes (set once the app exists). */
    attach(fetch: (request: Request) => Promise<Response>) {
      fetchApp = fetch;
    },
    invalidate: (tags: string[]) => options.store.invalidate(tags),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
