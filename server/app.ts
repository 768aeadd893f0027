import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import type { Env } from '../app/config/env.server.ts';
import type { PlatformRow, RequestContext } from '../app/request-context.server.ts';
import type { requestContext as RequestContextKey } from '../app/request-context.server.ts';
import type { DatabaseHandle } from '../db/client.server.ts';
import { createApiApp } from './api/index.ts';
import type { Logger } from './logger.ts';
import type { PlatformRegistry } from './platform-registry.ts';

export interface ServerVariables {
  requestId: string;
  platform: PlatformRow;
  log: Logger;
}

export type AppEnv = { Variables: ServerVariables };

export interface ServerAppOptions {
  database: DatabaseHandle;
  platforms: PlatformRegistry;
  env: Env;
  log: Logger;
  /** The React Router server build; absent in API-only tests. */
  build?: ServerBuild;
  /** Folder of the built client assets (build/client). */
  clientDir?: string;
}

/** The one HTTP app: operator probes, /api, static assets and every page through React Router. */
export function createServerApp(options: ServerAppOptions): Hono<AppEnv> {
  const { database, platforms, env, log } = options;
  const app = new Hono<AppEnv>();

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    try {
      await database.db.execute(sql`SELECT 1`);
      return c.json({ status: 'ready', database: database.kind });
    } catch (error) {
      log.warn({ err: error }, 'readiness check failed');
      return c.json({ status: 'unavailable', database: database.kind }, 503, { 'Retry-After': '5' });
    }
  });

  app.use('*', async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 100) || randomUUID();
    c.set('requestId', requestId);
    c.set('log', log.child({ requestId }));
    c.set('platform', platforms.byHost(c.req.header('host')));
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    c.var.log.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  });

  app.route('/api', createApiApp({ db: database.db, env, log }));

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
    app.use(
      '*',
      serveStatic({
        root,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=3600');
        },
      }),
    );
  }

  if (options.build) {
    const build = options.build;
    const handler = createRequestHandler(build, env.NODE_ENV === 'development' ? 'development' : 'production');
    const contextKey = (build.entry.module as unknown as { requestContext: typeof RequestContextKey }).requestContext;
    app.all('*', (c) => {
      const context = new RouterContextProvider();
      const value: RequestContext = {
        db: database.db,
        platform: c.var.platform,
        requestId: c.var.requestId,
        log: c.var.log,
        publicConfig: { advertiserLoginUrl: env.ADVERTISER_LOGIN_URL, gtmContainerId: env.GTM_CONTAINER_ID ?? null },
      };
      context.set(contextKey, value);
      return handler(c.req.raw, context);
    });
  }

  return app;
}
