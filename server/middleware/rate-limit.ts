import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import type { AppEnv } from '../app-env.ts';
import { apiError } from '../api/errors.ts';
import type { SharedRedis } from '../shared-redis.ts';
import { noticePageFor } from './notice-page.ts';
import { RateLimitStore } from './rate-limit-store.ts';

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
 * Per-IP limit with the IETF draft-7 headers (`RateLimit-Policy`, `RateLimit`) on every answer and
 * 429 with `Retry-After` and the shared error body above the limit. Counts live in Redis when `redis` is
 * given, so several server processes count together, else (and while Redis is away) in process memory
 * (rate-limit-store.ts, decision 085).
 */
export function createRateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  return rateLimiter<AppEnv>({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-7',
    store: new RateLimitStore({ redis: options.redis }),
    keyGenerator: (c) => `${options.name}:${clientIp(c, options.trustProxy)}`,
    handler: (c) => apiError(c, 429, 'RATE_LIMITED', 'Too many requests; please try again later.'),
  });
}

/**
 * The same per-IP limit for page form posts (route actions: quote, question, newsletter, event), which
 * otherwise bypass the limits of their API twins (decision 041). Counted apart from the API's. Above it:
 * 429 with `Retry-After` and a small page in the platform's language with a link back to the form; a
 * form sent with JavaScript shows its own error state for it (each route's clientAction) and keeps
 * what the visitor typed. GET and HEAD (pages, loader data) are never counted.
 */
export function createPageWriteLimit(options: Omit<RateLimitOptions, 'name'>): MiddlewareHandler<AppEnv> {
  return rateLimiter<AppEnv>({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-7',
    store: new RateLimitStore({ redis: options.redis }),
    skip: (c) => c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.path.startsWith('/api/'),
    keyGenerator: (c) => `page-write:${clientIp(c, options.trustProxy)}`,
    handler: (c) => {
      // Through the context: hono-rate-limiter has set the RateLimit and Retry-After headers on it.
      c.header('Cache-Control', 'no-store');
      return c.html(noticePageFor(c, 'rateLimited'), 429);
    },
  });
}
