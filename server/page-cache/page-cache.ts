import { createHash, randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../metrics.ts';
import type { CachedPage, PageCacheStore } from './page-cache-store.ts';
import { pageTagsFor } from './page-tags.ts';
import { type PageVariant, pageEncodingOf, prepareVariants, variantOf, withScriptHashes } from './static-page.ts';

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
 * Where the server (send-cached-answer.ts) takes a cached answer's chunks to write them straight to the
 * socket in one writev: a slot in the request's bindings (Hono's `c.env`). Joining the chunks into one
 * buffer per answer was a sixth of a cached page's CPU time, with its garbage. Without a slot (tests,
 * in-process fetches) the answer carries its bytes as a body, as any answer does.
 */
export const CACHED_CHUNKS_SLOT = Symbol('uitjes.cachedChunks');
export interface CachedChunksSlot {
  chunks?: Buffer[];
  /** The variant a HIT answered with: the server records its final headers there for the fast path. */
  variant?: PageVariant;
}

function slotOf(env: unknown): CachedChunksSlot | undefined {
  return env && typeof env === 'object' ? (env as Record<symbol, CachedChunksSlot | undefined>)[CACHED_CHUNKS_SLOT] : undefined;
}

/** If-None-Match matches the page's ETag, strong or weak (compressed answers carry the weak form). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
}

/** A path whose answer may be a cached page: not the API, React Router's client data requests or a file. */
export function isPagePath(pathname: string): boolean {
  return !pathname.startsWith('/api/') && !pathname.endsWith('.data') && !/\.[a-z0-9]{2,5}$/i.test(pathname);
}

/** Query parameters that never change a page: left out of the cache key. */
const TRACKING_PARAMETERS = /^(utm_[a-z]+|gclid|fbclid|msclkid|mc_cid|mc_eid)$/i;

/** The key of an address: a plain path without a query (what pageCacheKey would make of it) as it is. */
export function pageCacheKeyOf(platformId: number, url: URL | string): string {
  return typeof url === 'string' ? `${platformId}:${url}` : pageCacheKey(platformId, url);
}

export function pageCacheKey(platformId: number, url: URL): string {
  const params = [...url.searchParams.entries()].filter(([name]) => !TRACKING_PARAMETERS.test(name)).sort(([a], [b]) => a.localeCompare(b));
  const query = new URLSearchParams(params).toString();
  return `${platformId}:${url.pathname}${query ? `?${query}` : ''}`;
}

/**
 * Anonymous GET pages from memory (or Redis), served stale-while-revalidate. Only complete HTML
 * answers with status 200 are stored, with script hashes in place of their CSP nonce (static-page.ts),
 * so every answer of a cached page is the same bytes.
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
    // The page's own policy (script hashes), put in place of the nonce policy by the security headers.
    c.set('cachedPageCsp', page.csp);
    const encoding = pageEncodingOf(c.req.header('accept-encoding'));
    const variant = variantOf(page, encoding);
    // Vary and Content-Encoding are set here already: compress() then leaves the answer alone (it would
    // otherwise rebuild the response around a stream copy of the body, a third of a cached answer's cost).
    const headers: Record<string, string> = {
      'Content-Type': page.contentType,
      'Cache-Control': cacheControl,
      ETag: variant.etag,
      'X-Cache': state,
      Vary: 'Accept-Encoding',
    };
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    if (matchesEtag(c.req.header('if-none-match'), page.etag)) return c.body(null, 304, headers);
    const slot = slotOf(c.env);
    if (slot) {
      slot.chunks = [variant.body];
      if (state === 'HIT') slot.variant = variant;
      return c.body(null, page.status as 200, { ...headers, 'Content-Length': String(variant.body.length) });
    }
    return c.body(variant.body as Uint8Array<ArrayBuffer>, page.status as 200, headers);
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
    if ((method !== 'GET' && method !== 'HEAD') || c.req.header('authorization')) return next();
    const url = new URL(c.req.url);
    if (!isPagePath(url.pathname)) return next();
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
    // The page's policy as the security headers write it, once they have (they run after this returns).
    const policy = new Promise<string | null>((resolve) => c.set('reportPagePolicy', resolve));
    void Promise.all([new Response(toCache).text(), policy])
      .then(async ([html, csp]) => {
        const hashed = nonce && csp ? withScriptHashes(html, nonce, csp) : null;
        if (!hashed) return options.log.warn({ key }, 'page not cached: its policy has no nonce to replace');
        const page: CachedPage = {
          status: 200,
          body: hashed.body,
          csp: hashed.csp,
          contentType,
          etag: `"${createHash('sha1').update(hashed.body).digest('base64url')}"`,
          tags: pageTagsFor(platformId, options.blogPlatformOf(platformId), url.pathname, routeTags),
          storedAt: Date.now(),
        };
        // Stored at once (the next visitor gets this very page), compressed right after in the background.
        await options.store.set(key, page, (maxAge + stale) * 1000);
        await prepareVariants(page);
      })
      .catch((error) => options.log.warn({ err: error, key }, 'page cache store failed'));
  };

  /**
   * A fresh page for the fast path (fast-hit.ts) by its key (pageCacheKeyOf), without waiting: only a
   * store that answers at once (memory, also the memory in front of Redis) has one; a stale or missing
   * page takes the full path.
   */
  const freshPageByKey = (key: string): CachedPage | undefined => {
    const page = options.store.peek?.(key);
    return page && (Date.now() - page.storedAt) / 1000 < maxAge ? page : undefined;
  };

  return {
    middleware,
    freshPageByKey,
    cacheControl,
    /** The app's own fetch, for background refreshes (set once the app exists). */
    attach(fetch: (request: Request) => Promise<Response>) {
      fetchApp = fetch;
    },
    invalidate: (tags: string[]) => options.store.invalidate(tags),
    clear: () => options.store.clear(),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
