import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import { HTTPException } from 'hono/http-exception';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import type { Env } from '../app/config/env.server.ts';
import type { RequestContext } from '../app/request-context.server.ts';
import { PlatformMemo } from '../app/site-shell/platform-memo.server.ts';
import type { requestContext as RequestContextKey } from '../app/request-context.server.ts';
import type { DatabaseHandle } from '../db/client.server.ts';
import { apiError } from './api/errors.ts';
import { createApiApp } from './api/index.ts';
import { createImageRoute } from './image-route.ts';
import { LocalDiskStorage } from './storage/local-disk-storage.ts';
import { createPageBodyLimit } from './middleware/body-limit.ts';
import { noticePageFor } from './middleware/notice-page.ts';
import { createPageFormCheck } from './middleware/page-form.ts';
import { createSameOriginPostCheck } from './middleware/same-origin-post.ts';
import { createTextInputCheck } from './middleware/text-input.ts';
import { clientIp, createPageWriteLimit } from './middleware/rate-limit.ts';
import { createImageStores, uploadQuotaOf } from './storage/image-stores.ts';
import { pooledNonce } from './csp-nonce.ts';
import { requestIdOf } from './request-id.ts';
import { DatabaseHealth } from './database-health.ts';
import { type Metrics, createMetrics, routeLabel } from './metrics.ts';
import type { PageCache } from './page-cache/page-cache.ts';
import type { Logger } from './logger.ts';
import type { PlatformRegistry } from './platform-registry.ts';
import { createSeoRoutes } from './seo/sitemap.ts';
import { createPortalGate } from './portal/portal-gate.ts';
import { VIDEO_FRAME_ORIGINS } from '../app/components/ui/video-embed.ts';

import type { AppEnv } from './app-env.ts';
import type { SharedRedis } from './shared-redis.ts';
import { StatisticsBuffer } from '../app/features/statistics/statistics.server.ts';
import { type TotpKeys, totpKeysOf } from '../app/features/accounts/totp-secrets.server.ts';

export interface ServerAppOptions {
  database: DatabaseHandle;
  platforms: PlatformRegistry;
  env: Env;
  log: Logger;
  /**
   * The React Router server build; absent in API-only tests. A function in development (`npm run dev`):
   * the build loaded from source for each request (server/dev-server.ts).
   */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the built client assets (build/client). */
  clientDir?: string;
  /** Prometheus metrics; one set per process (created here when absent). */
  metrics?: Metrics;
  /** Database availability monitor (created here when absent). */
  health?: DatabaseHealth;
  /** Cache of anonymous HTML pages; absent: every page is rendered. */
  pageCache?: PageCache;
  /** Redis shared by every server process (REDIS_URL): rate limits count across processes. */
  redis?: SharedRedis;
  /**
   * The menus and language versions kept per platform, refreshed by the change notifications (main.ts);
   * absent: read for every render (an app that does not hear the notifications must not keep them).
   */
  platformMemo?: PlatformMemo;
  /**
   * The statistics counters (docs/decisions/113); main.ts passes its own, which it writes out at shutdown.
   * Absent: one is made here, written every STATISTICS_FLUSH_MS.
   */
  statistics?: StatisticsBuffer;
}

/** Strict headers for every answer; HTML pages also get a nonce-based Content Security Policy. */
const pageSecurityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: [pooledNonce, "'strict-dynamic'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
    // Providers' YouTube and Vimeo videos, loaded when a visitor presses play (app/components/ui/video-embed.ts).
    frameSrc: VIDEO_FRAME_ORIGINS,
    baseUri: ["'none'"],
    frameAncestors: ["'self'"],
  },
  strictTransportSecurity: 'max-age=63072000; includeSubDomains',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xContentTypeOptions: 'nosniff',
  xFrameOptions: 'SAMEORIGIN',
});
const apiSecurityHeaders = secureHeaders({
  strictTransportSecurity: 'max-age=63072000; includeSubDomains',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xContentTypeOptions: 'nosniff',
  xFrameOptions: 'SAMEORIGIN',
});

/** 503 while the database is away: JSON for the API, a small page for browsers; both say when to retry. */
function unavailable(c: Context<AppEnv>): Response {
  const headers = { 'Retry-After': '5', 'Cache-Control': 'no-store' };
  if (c.req.path.startsWith('/api/')) {
    return Response.json({ error: { code: 'UNAVAILABLE', message: 'Temporarily unavailable, please retry shortly.' } }, { status: 503, headers });
  }
  return new Response(noticePageFor(c, 'unavailable'), { status: 503, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
}

async function metricsAnswer(metrics: Metrics): Promise<Response> {
  return new Response(await metrics.registry.metrics(), { headers: { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' } });
}

/** /metrics alone, for the operator's own listener (METRICS_PORT, loopback by default). */
export function createMetricsApp(metrics: Metrics): Hono {
  const app = new Hono();
  app.get('/metrics', () => metricsAnswer(metrics));
  return app;
}

/** What a portal page's loader and action know about the request (null on a brand host). */
function portalContext(c: Context<AppEnv>, env: Env, totpKeys: TotpKeys): RequestContext['portal'] {
  const portal = c.get('portal');
  if (!portal) return null;
  return {
    ...portal,
    origin: env.PORTAL_ORIGIN,
    requireSecondFactor: env.ADMIN_REQUIRE_2FA,
    totpKeys,
    client: { ip: clientIp(c, env.TRUST_PROXY), userAgent: c.req.header('user-agent') ?? null },
  };
}

/** Whether a request path may name a static file: its last segment has an extension. */
function mayNameFile(path: string): boolean {
  return path.lastIndexOf('.') > path.lastIndexOf('/');
}

/** The one HTTP app: operator probes, /api, static assets and every page through React Router. */
export function createServerApp(options: ServerAppOptions): Hono<AppEnv> {
  const { database, platforms, env, log } = options;
  const platformMemo = options.platformMemo ?? new PlatformMemo({ maxAgeMs: 0 });
  const metrics = options.metrics ?? createMetrics(database.db);
  const health = options.health ?? new DatabaseHealth(database.db, log, { onChange: (available) => metrics.databaseUp.set(available ? 1 : 0) });
  const totpKeys = totpKeysOf(env);
  const statistics =
    options.statistics ??
    new StatisticsBuffer(database.db, {
      flushMs: env.STATISTICS_FLUSH_MS,
      onError: (error) => log.warn({ err: error }, 'statistics not written; kept for the next write'),
    }).start();
  const app = new Hono<AppEnv>();
  // Hono's default prints the whole error to stderr, query parameters included: log it like every other
  // line instead (request id, path, no personal data) and answer 500 (the health middleware may make it 503).
  app.onError((error, c) => {
    // Answers Hono raises on purpose (401 of the metrics token, 413 of a body limit) are not faults.
    if (error instanceof HTTPException) return error.getResponse();
    (c.var.log ?? log).error({ err: error, method: c.req.method, path: c.req.path }, 'request failed');
    return c.text('Internal Server Error', 500);
  });

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    // Ready or not, nothing more: which database runs here is no business of the outside world.
    try {
      await database.db.execute(sql`SELECT 1`);
      return c.json({ status: 'ready' });
    } catch (error) {
      log.warn({ err: error }, 'readiness check failed');
      return c.json({ status: 'unavailable' }, 503, { 'Retry-After': '5' });
    }
  });
  // Prometheus text tells the Node version, memory and per-route timings: only to the bearer of
  // METRICS_TOKEN here; with METRICS_PORT also on its own loopback listener (createMetricsApp).
  if (env.METRICS_TOKEN) app.get('/metrics', bearerAuth({ token: env.METRICS_TOKEN }), () => metricsAnswer(metrics));

  app.use('*', async (c, next) => {
    const requestId = requestIdOf(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    c.set('log', log.child({ requestId }));
    // The Host header; in-process requests (tests, background refreshes) carry the host in their URL only.
    const platform = platforms.byHost(c.req.header('host') ?? new URL(c.req.url).host);
    c.set('platform', platform);
    c.set('brand', platforms.brandOf(platform));
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    if (!health.available) {
      // The database is away: say so honestly instead of failing every request with a 500.
      c.res = unavailable(c);
    } else {
      await next();
      if (c.res.status >= 500 && !(await health.checkAfterFailure())) {
        c.res = unavailable(c);
      }
    }
    // Set again on the answer: one a handler built itself (a rendered page from React Router) does not
    // carry the header set above, which Hono adds only to answers it builds.
    if (!c.res.headers.has('X-Request-Id')) {
      try {
        c.res.headers.set('X-Request-Id', requestId);
      } catch {
        // Immutable headers (an answer passed on from fetch()): the log line still has the id.
      }
    }
    const seconds = (performance.now() - started) / 1000;
    metrics.requestDuration.observe(
      { method: c.req.method, route: routeLabel(c.req.path, c.req.routePath), status: `${Math.floor(c.res.status / 100)}xx` },
      seconds,
    );
    // A page's scripts, styles, images and fonts are logged at debug: at info one visit is one line.
    const level = isStaticFileRequest(c.req.method, c.req.path, c.res.status) ? 'debug' : 'info';
    c.get('log')[level]({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(seconds * 1000) }, 'request');
  });
  // gzip/deflate for HTML, JSON, JS and CSS (images are already compressed); wraps cached answers too.
  app.use('*', compress());
  app.use('/api/*', apiSecurityHeaders);
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    await pageSecurityHeaders(c, next);
    const cachedPolicy = c.get('cachedPageCsp');
    if (cachedPolicy) {
      // A cached page allows its scripts by their hashes (server/page-cache/static-page.ts), also on a 304:
      // the stored page is the same bytes.
      c.res.headers.set('Content-Security-Policy', cachedPolicy);
    } else if (c.res.status === 304) {
      // A 304 makes the browser reuse its stored page, whose scripts carry the nonce of that earlier answer;
      // headers of a 304 replace the stored ones, so a fresh CSP nonce here would block those scripts.
      c.res.headers.delete('Content-Security-Policy');
    }
    c.get('reportPagePolicy')?.(c.res.headers.get('Content-Security-Policy'));
  });
  // The portal host (decision 103): its session, Origin check and no-store; on brand hosts its paths are 404.
  app.use('*', createPortalGate({ db: database.db, env }));
  // Page form posts (route actions): a cap on the body, 413 above it (the API sets its own per call).
  app.use('*', createPageBodyLimit());
  // ... from our own pages only (403 for another site's post), before they count against a limit ...
  app.use('*', createSameOriginPostCheck({ trustProxy: env.TRUST_PROXY }));
  // ... and the API's per-IP write limit, counted apart (decision 085).
  // The portal's forms are a signed-in user's work and have their own account limits (audit log).
  const pageWriteLimit = createPageWriteLimit({
    limit: env.RATE_LIMIT_WRITES,
    windowMs: env.RATE_LIMIT_WINDOW_MS,
    trustProxy: env.TRUST_PROXY,
    redis: options.redis,
  });
  app.use('*', (c, next) => (c.get('portal') ? next() : pageWriteLimit(c, next)));
  // ... and whose bodies are form data: the notice page (415/400) instead of an action failing on them.
  app.use('*', createPageFormCheck());
  // NUL or a lone surrogate in a path or query value: 400 before any route reads it (decision 094).
  app.use('*', createTextInputCheck());
  if (options.pageCache) {
    const cacheMiddleware = options.pageCache.middleware;
    // Portal answers are private: never stored or served from the page cache.
    app.use('*', (c, next) => (c.get('portal') ? next() : cacheMiddleware(c, next)));
    options.pageCache.attach((request) => Promise.resolve(app.fetch(request)));
  }

  app.route('/api', createApiApp({ db: database.db, env, log, redis: options.redis, platformMemo, statistics }));
  // A mounted sub-app's notFound does not apply to its parent: unknown API paths get the JSON model here.
  app.all('/api/*', (c) => apiError(c, 404, 'NOT_FOUND', `No API route ${c.req.method} ${c.req.path}`));
  // Uploaded and demo images in the widths and formats the browser wants (decision 005, decisions.md 10, 081).
  const demoImages = options.clientDir ? new LocalDiskStorage(path.join(options.clientDir, 'demo')) : undefined;
  app.route('/images', createImageRoute({ ...createImageStores(env), demo: demoImages }));
  // robots.txt and sitemaps per platform (decision 006), before static files and the React Router handler.
  app.route('/', createSeoRoutes({ db: database.db }));

  if (options.clientDir) {
    const root = path.relative(process.cwd(), options.clientDir) || '.';
    // Hashed build output never changes under its name: cache it for a year.
    app.use(
      '/static/*',
      serveStatic({
        root,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    const files = serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=3600');
      },
    });
    // Only a path whose last segment has a dot can name a file there: every file in public/ and the build
    // has an extension (app.integration.test.ts checks public/) and no folder has an index.html. Pages
    // go on without asking the file system first.
    app.use('*', (c, next) => (mayNameFile(c.req.path) ? files(c, next) : next()));
  }

  if (options.build) {
    const build = options.build;
    const handler = createRequestHandler(build, env.NODE_ENV === 'development' ? 'development' : 'production');
    // The key the app's modules read their context with: the build's own copy of it (a reloaded build
    // in development has a new one).
    const contextKeyOf = (loaded: ServerBuild) => (loaded.entry.module as unknown as { requestContext: typeof RequestContextKey }).requestContext;
    const render = (c: Context<AppEnv>, contextKey: typeof RequestContextKey) => {
      const context = new RouterContextProvider();
      const value: RequestContext = {
        // The portal's pages on the pool whose statements are planned for their values (db/client.server.ts).
        db: c.get('portal') ? database.portalDb : database.db,
        platform: c.get('platform'),
        brand: c.get('brand'),
        requestId: c.get('requestId'),
        log: c.get('log'),
        cspNonce: c.get('secureHeadersNonce') ?? null,
        platformMemo,
        publicConfig: { portalOrigin: env.PORTAL_ORIGIN, gtmContainerId: env.GTM_CONTAINER_ID ?? null },
        imageStorage: createImageStores(env).originals,
        clientIp: clientIp(c, env.TRUST_PROXY),
        uploadQuota: uploadQuotaOf(env),
        portal: portalContext(c, env, totpKeys),
      };
      context.set(contextKey, value);
      return handler(c.req.raw, context);
    };
    if (typeof build === 'function') app.all('*', async (c) => render(c, contextKeyOf(await build())));
    else {
      const contextKey = contextKeyOf(build);
      app.all('*', (c) => render(c, contextKey));
    }
  }

  return app;
}

/** File extensions of what a page loads besides itself (the build's assets, images, fonts, icons). */
const STATIC_FILE = /\.(?:js|mjs|css|map|png|jpe?g|webp|avif|gif|svg|ico|woff2?|ttf|txt|webmanifest)$/i;

/** Whether a request fetched a file a page loads (logged at debug), not a page or an API call. */
export function isStaticFileRequest(method: string, path: string, status: number): boolean {
  return (method === 'GET' || method === 'HEAD') && status < 400 && (path.startsWith('/assets/') || path.startsWith('/images/') || STATIC_FILE.test(path));
}
