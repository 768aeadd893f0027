import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts } from 'rate-limiter-flexible';
import type { AppEnv } from '../app-env.ts';
import { apiError } from '../api/errors.ts';
import type { SharedRedis } from '../shared-redis.ts';
import { noticePageFor } from './notice-page.ts';

export interface RateLimitOptions {
  /** Requests allowed per client IP and window. */
  limit: number;
  windowMs: number;
  /** Take the client IP from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** Name of this limit, so separate limits count separately. */
  name: string;
  /** Redis shared by every server process: the count is theirs together. Absent: each process counts alone. */
  redis?: SharedRedis;
}

/** A Redis call slower than this counts in this process instead: a request never waits longer for the limit. */
const REDIS_TIMEOUT_MS = 100;

/** The client IP: the proxy's X-Forwarded-For when trusted, else the socket's address. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process calls (app.fetch in tests, server-side calls) have no socket.
    return 'unknown';
  }
}

/**
 * One limit's counter, all of it rate-limiter-flexible (decision 085): with `redis`, one fixed window per
 * key in Redis (`<REDIS_PREFIX>rl:<name>:<ip>`, atomic INCR with expiry), so every server process counts
 * the same hits; without it, a count in this process's memory. While Redis is away, fails or is slower
 * than REDIS_TIMEOUT_MS, the library's insurance limiter counts in memory (RLWrapperTimeouts over
 * RateLimiterRedis, `rejectIfRedisNotReady`): a request never waits for Redis and never fails because of
 * it, and the shared count is used again as soon as Redis answers (shared-redis.ts logs the outage once).
 */
function counterFor(options: RateLimitOptions): RateLimiterAbstract {
  // rate-limiter-flexible counts in whole seconds (RATE_LIMIT_WINDOW_MS is at least 1000).
  const duration = Math.max(1, Math.ceil(options.windowMs / 1000));
  const local = new RateLimiterMemory({ points: options.limit, duration, keyPrefix: options.name });
  if (!options.redis) return local;
  const shared = new RateLimiterRedis({
    storeClient: options.redis.client,
    keyPrefix: `${options.redis.prefix}rl:${options.name}`,
    points: options.limit,
    duration,
    rejectIfRedisNotReady: true,
  });
  return new RLWrapperTimeouts({ limiter: shared, insuranceLimiter: local, timeoutMs: REDIS_TIMEOUT_MS });
}

/**
 * Counts a request against `limit` per client IP and window, with the IETF draft-7 headers
 * (`RateLimit-Policy`, `RateLimit`) on every answer it lets through or refuses, and `Retry-After` on a
 * refusal, which `refuse` words.
 */
function limitRequests(
  options: RateLimitOptions & { skip?: (c: Context<AppEnv>) => boolean; refuse: (c: Context<AppEnv>) => Response | Promise<Response> },
): MiddlewareHandler<AppEnv> {
  const counter = counterFor(options);
  const windowSeconds = Math.max(1, Math.ceil(options.windowMs / 1000));
  return async (c, next) => {
    if (options.skip?.(c)) return next();
    let state: RateLimiterRes;
    let allowed = true;
    try {
      state = await counter.consume(clientIp(c, options.trustProxy));
    } catch (refusal) {
      // The library refuses with the counter's state; anything else is a failure of both counters.
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      state = refusal;
      allowed = false;
    }
    const reset = Math.max(0, Math.ceil(state.msBeforeNext / 1000));
    c.header('RateLimit-Policy', `${options.limit};w=${windowSeconds}`);
    c.header('RateLimit', `limit=${options.limit}, remaining=${Math.max(0, state.remainingPoints)}, reset=${reset}`);
    if (allowed) return next();
    c.header('Retry-After', String(reset));
    return options.refuse(c);
  };
}

/**
 * Keys remembered at most by a first-in-window without Redis: the least recently seen is forgotten first
 * beyond it. About 110 bytes a key (lru-cache; rate-limiter-flexible's memory store took 460 with a timer
 * each, unbounded), so at most about 35 MB; a key forgotten early is first again (for the statistics: a
 * visitor counted again within the hour, only after this many newer visitor-activity pairs in that hour).
 */
export const FIRST_IN_WINDOW_LOCAL_KEYS = 300_000;

/**
 * True the first time a key is seen within `windowMs`, false after that until the window ends: a limit of
 * one, on the same counters as the rate limits when shared through Redis; without Redis, in a bounded
 * memory of this process (FIRST_IN_WINDOW_LOCAL_KEYS).
 */
export function createFirstInWindow(options: {
  name: string;
  windowMs: number;
  redis?: SharedRedis | undefined;
  localKeys?: number;
}): (key: string) => Promise<boolean> {
  if (!options.redis) {
    const seen = new LRUCache<string, true>({ max: options.localKeys ?? FIRST_IN_WINDOW_LOCAL_KEYS, ttl: options.windowMs });
    return async (key) => {
      if (seen.has(key)) return false;
      seen.set(key, true);
      return true;
    };
  }
  const counter = counterFor({ name: options.name, windowMs: options.windowMs, limit: 1, trustProxy: false, redis: options.redis });
  return async (key) => {
    try {
      await counter.consume(key);
      return true;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return false;
      throw refusal;
    }
  };
}

/**
 * Per-IP limit of the public API's writes: 429 with `Retry-After` and the shared error body above it.
 * Counts live in Redis when `redis` is given, so several server processes count together, else (and while
 * Redis is away) in process memory.
 */
export function createRateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  return limitRequests({ ...options, refuse: (c) => apiError(c, 429, 'RATE_LIMITED', 'Too many requests; please try again later.') });
}

/**
 * The same per-IP limit for page form posts (route actions: quote, question, newsletter, event), which
 * otherwise bypass the limits of their API twins (decision 041). Counted apart from the API's. Above it:
 * 429 with `Retry-After` and a small page in the platform's language with a link back to the form; a
 * form sent with JavaScript shows its own error state for it (each route's clientAction) and keeps
 * what the visitor typed. GET and HEAD (pages, loader data) are never counted.
 */
export function createPageWriteLimit(options: Omit<RateLimitOptions, 'name'>): MiddlewareHandler<AppEnv> {
  return limitRequests({
    ...options,
    name: 'page-write',
    skip: (c) => c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.path.startsWith('/api/'),
    refuse: (c) => {
      c.header('Cache-Control', 'no-store');
      return c.html(noticePageFor(c, 'rateLimited'), 429);
    },
  });
}
