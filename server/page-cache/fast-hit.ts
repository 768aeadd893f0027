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
 * its own and the same metrics. Everything else goes on to `next`: another method, a conditional or
 * authorised request, the portal's host, a database away (503), a stale or uncached page, a page not yet
 * answered once in this encoding or not yet in this process's memory (with Redis, a page another process
 * stored is read from Redis once, then kept in memory too), and any address with an escape above ASCII or
 * a NUL, which the full path checks (a lone surrogate is a 400 there).
 *
 * The access log: a hit here cannot fail, so it gets a line only at `debug`; at `info` one line a minute
 * counts them (`/metrics` counts every one). A line per hit cost about a sixth of a hit's CPU.
 */
export interface FastHitOptions {
  pageCache: PageCache;
  platforms: PlatformRegistry;
  isPortalHost: (host: string | undefined) => boolean;
  health: DatabaseHealth;
  metrics: Metrics;
  log: Logger;
  /** How often the count of hits goes to the log at `info` (default one minute). */
  summaryEveryMs?: number;
}

const PLAIN_ADDRESS = /^\/[\x21-\x7e]*$/;
const ESCAPE_BEYOND_ASCII = /%(?:[89a-f]|00)/i;
/** A path URL parsing leaves as it is (no dot segments, escapes, query or doubled slashes). */
const SIMPLE_PATH = /^(?:\/[A-Za-z0-9_~-]+)*\/?$/;
const ROUTE_LABELS_KEPT = 1000;

export function withFastHits(options: FastHitOptions, next: RequestListener): RequestListener {
  const { pageCache, platforms, isPortalHost, health, metrics, log } = options;
  // A recorder per path, made once (the route label of a path is worked out once): metrics.ts tallies
  // fast hits in plain numbers, folded into the request durations and cache lookups when they are read.
  const recorders = new Map<string, (seconds: number) => void>();
  const recorderOf = (pathname: string) => {
    let record = recorders.get(pathname);
    if (!record) {
      if (recorders.size >= ROUTE_LABELS_KEPT) recorders.clear();
      record = metrics.fastHitRecorder(routeLabel(pathname));
      recorders.set(pathname, record);
    }
    return record;
  };
  let sinceSummary = 0;
  const summary = setInterval(() => {
    if (sinceSummary === 0) return;
    log.info({ cachedHits: sinceSummary, seconds: (options.summaryEveryMs ?? 60_000) / 1000 }, 'cached pages answered from memory');
    sinceSummary = 0;
  }, options.summaryEveryMs ?? 60_000);
  summary.unref();

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
    const url = SIMPLE_PATH.test(address) ? address : new URL(address, 'http://page');
    const pathname = typeof url === 'string' ? url : url.pathname;
    if (!isPagePath(pathname)) return next(request, response);
    const page = pageCache.freshPage(platforms.byHost(headers.host).id, url);
    const variant = page && variantOf(page, pageEncodingOf(headers['accept-encoding']));
    if (!variant?.headers) return next(request, response);

    const requestId = requestIdOf(headers['x-request-id'] as string | undefined);
    const answerHeaders = variant.headers.slice();
    answerHeaders.push('X-Request-Id', requestId);
    response.writeHead(200, answerHeaders);
    response.end(variant.body);

    sinceSummary += 1;
    const seconds = (performance.now() - started) / 1000;
    recorderOf(pathname)(seconds);
    if (log.isLevelEnabled('debug')) log.debug({ requestId, method: 'GET', path: pathname, status: 200, ms: Math.round(seconds * 1000) }, 'request');
  };
}
