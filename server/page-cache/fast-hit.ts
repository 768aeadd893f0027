import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { DatabaseHealth } from '../database-health.ts';
import type { Logger } from '../logger.ts';
import { type Metrics, routeLabel } from '../metrics.ts';
import type { PlatformRegistry } from '../platform-registry.ts';
import { requestIdOf } from '../request-id.ts';
import { isPagePath, type PageCache, pageCacheKeyOf } from './page-cache.ts';
import { endWithPrebuiltHead } from './prebuilt-head.ts';
import { pageEncodingOf, variantOf } from './static-page.ts';

/**
 * A fresh cached page answered before Hono (decision 080): no Request object, no middleware
 * chain, one buffer. It answers only what the full path would answer the same way, with the headers the
 * full path wrote for the same page and encoding (recorded by send-cached-answer.ts, joined once into a
 * prebuilt head: prebuilt-head.ts), a request id of its own and the same metrics. Everything else goes
 * on to `next`: another method, a conditional or authorised request, the portal's host, a database
 * away (503), a stale or uncached page, a page not yet answered once in this encoding or not yet in this
 * process's memory (with Redis, a page another process stored is read from Redis once, then kept in
 * memory too), and any address with an escape above ASCII or a NUL, which the full path checks (a lone
 * surrogate is a 400 there).
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
/** Addresses whose facts are kept (then forgotten all at once): visitors ask for a few hundred. */
const ADDRESSES_KEPT = 1000;

/**
 * What an address alone decides, worked out once per address (the checks, a URL parse and a regular
 * expression or two, a few per cent of a hit): whether it can be a fast hit at all, and the page cache's
 * key for it per platform, with the metrics' recorder of its route.
 */
interface AddressFacts {
  pathname: string;
  /** The page cache's key of this address per platform id (pageCacheKey), made on first use. */
  keys: string[];
  url: URL | string;
  record: (seconds: number) => void;
}

export function withFastHits(options: FastHitOptions, next: RequestListener): RequestListener {
  const { pageCache, platforms, isPortalHost, health, metrics, log } = options;
  // metrics.ts tallies fast hits in plain numbers, folded into the request durations and cache lookups
  // when they are read; a recorder is made once per address (its route label worked out once).
  const addresses = new Map<string, AddressFacts | null>();
  const factsOf = (address: string): AddressFacts | null => {
    let facts = addresses.get(address);
    if (facts !== undefined) return facts;
    facts = null;
    if (PLAIN_ADDRESS.test(address) && !ESCAPE_BEYOND_ASCII.test(address)) {
      const url = SIMPLE_PATH.test(address) ? address : new URL(address, 'http://page');
      const pathname = typeof url === 'string' ? url : url.pathname;
      if (isPagePath(pathname)) facts = { pathname, keys: [], url, record: metrics.fastHitRecorder(routeLabel(pathname)) };
    }
    if (addresses.size >= ADDRESSES_KEPT) addresses.clear();
    addresses.set(address, facts);
    return facts;
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
    if (
      request.method !== 'GET' ||
      !health.available ||
      headers.authorization !== undefined ||
      headers['if-none-match'] !== undefined ||
      headers['x-page-cache-refresh'] !== undefined ||
      isPortalHost(headers.host)
    ) {
      return next(request, response);
    }
    const facts = factsOf(request.url ?? '');
    // An installation started empty (SEED_ON_EMPTY=false) has no platform until one is imported or made:
    // nothing is cached then, and the probes must still answer (it threw here and ended the process).
    if (!facts || platforms.all().length === 0) return next(request, response);
    const platformId = platforms.byHost(headers.host).id;
    const key = (facts.keys[platformId] ??= pageCacheKeyOf(platformId, facts.url));
    const page = pageCache.freshPageByKey(key);
    const variant = page && variantOf(page, pageEncodingOf(headers['accept-encoding']));
    if (!variant?.fastHeaders) return next(request, response);

    const requestId = requestIdOf(headers['x-request-id'] as string | undefined);
    // The prebuilt head when the connection is the plain case; otherwise writeHead with the variant's
    // own header list, its last value the request id: writeHead reads it at once and keeps nothing of
    // it, so one list serves every hit (no copy of forty strings per answer).
    if (!variant.fastHead || !endWithPrebuiltHead(response, variant.fastHead, requestId, variant.body)) {
      variant.fastHeaders[variant.fastHeaders.length - 1] = requestId;
      response.writeHead(200, variant.fastHeaders);
      response.end(variant.body);
    }

    sinceSummary += 1;
    const seconds = (performance.now() - started) / 1000;
    facts.record(seconds);
    if (log.isLevelEnabled('debug')) log.debug({ requestId, method: 'GET', path: facts.pathname, status: 200, ms: Math.round(seconds * 1000) }, 'request');
  };
}
