import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { DatabaseHealth } from '../database-health.ts';
import type { Logger } from '../logger.ts';
import { type Metrics, routeLabel } from '../metrics.ts';
import type { PlatformRegistry } from '../platform-registry.ts';
import { requestIdOf } from '../request-id.ts';
import { isPagePath, type PageCache } from './page-cache.ts';
import { pageEncodingOf, variantOf } from './static-page.ts';

/**
 * A fresh cached page answered before Hono (issue 25, decision 080): no Request object, no middleware
 * chain, one buffer. It answers only what the full path would answer the same way, with the headers the
 * full path wrote for the same page and encoding (recorded by send-cached-answer.ts), a request id of
 * its own, the same metrics and the same access log line. Everything else goes on to `next`: another
 * method, a conditional or authorised request, the portal's host, a database away (503), a stale or
 * uncached page, a page not yet answered once in this encoding or not yet in this process's memory (with
 * Redis, a page another process stored is read from Redis once, then kept in memory too), and any
 * address with an escape above ASCII or a NUL, which the full path checks (a lone surrogate is a 400 there).
 */
export interface FastHitOptions {
  pageCache: PageCache;
  platforms: PlatformRegistry;
  isPortalHost: (host: string | undefined) => boolean;
  health: DatabaseHealth;
  metrics: Metrics;
  log: Logger;
}

const PLAIN_ADDRESS = /^\/[\x21-\x7e]*$/;
const ESCAPE_BEYOND_ASCII = /%(?:[89a-f]|00)/i;

export function withFastHits(options: FastHitOptions, next: RequestListener): RequestListener {
  const { pageCache, platforms, isPortalHost, health, metrics, log } = options;
  return (request: IncomingMessage, response: ServerResponse) => {
    const started = performance.now();
    const headers = request.headers;
    const address = request.url ?? '';
    if (
      request.method !== 'GET' ||
      !health.available ||
      headers.authorization !== undefined ||
      headers['if-none-match'] !== undefined ||
      headers['x-page-cache-refresh'] !== undefined ||
      !PLAIN_ADDRESS.test(address) ||
      ESCAPE_BEYOND_ASCII.test(address) ||
      isPortalHost(headers.host)
    ) {
      return next(request, response);
    }
    const url = new URL(address, 'http://page');
    if (!isPagePath(url.pathname)) return next(request, response);
    const page = pageCache.freshPage(platforms.byHost(headers.host).id, url);
    const variant = page && variantOf(page, pageEncodingOf(headers['accept-encoding']));
    if (!variant?.headers) return next(request, response);

    const requestId = requestIdOf(headers['x-request-id'] as string | undefined);
    const answerHeaders = variant.headers.slice();
    answerHeaders.push('X-Request-Id', requestId);
    response.writeHead(200, answerHeaders);
    response.end(variant.body);

    metrics.pageCacheLookups.inc({ result: 'hit' });
    const seconds = (performance.now() - started) / 1000;
    metrics.requestDuration.observe({ method: 'GET', route: routeLabel(url.pathname), status: '2xx' }, seconds);
    log.info({ requestId, method: 'GET', path: url.pathname, status: 200, ms: Math.round(seconds * 1000) }, 'request');
  };
}
