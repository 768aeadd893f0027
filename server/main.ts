// First: makes libraries loaded below use the same NODE_ENV as our settings.
import './node-env-default.ts';
// Second: zod 4 copies its prototype's methods onto each schema when the schema is made, and
// @hono/zod-openapi adds `.openapi` to that prototype when it is loaded. The OpenAPI document calls
// `.openapi` on the filter-query schemas, so this must load before any module that makes a schema
// (https://github.com/asteasolutions/zod-to-openapi#the-openapi-method).
import '@hono/zod-openapi';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createServer, type RequestListener, type Server, type ServerOptions } from 'node:http';
import { serve } from '@hono/node-server';
import pino from 'pino';
import type { ServerBuild } from 'react-router';
import { parseEnv } from '../app/config/env.server.ts';
import { PlatformMemo } from '../app/site-shell/platform-memo.server.ts';
import { followSearchChanges, switchOffSearchIndex, warmSearchIndex } from '../app/features/search/search-index.server.ts';
import { secondFactorKeyProblem } from '../app/features/accounts/second-factor.server.ts';
import { totpKeysOf } from '../app/features/accounts/totp-secrets.server.ts';
import { openDatabase } from '../db/client.server.ts';
import { migrateDatabase } from '../db/migrate.server.ts';
import { seedDatabaseIfEmpty } from '../db/seed/seed.server.ts';
import { createMetricsApp, createServerApp } from './app.ts';
import { StatisticsBuffer } from '../app/features/statistics/statistics.server.ts';
import { startControlSocket } from './control-socket.ts';
import { createDevServer } from './dev-server.ts';
import { HTTP_SERVER_OPTIONS } from './http-server-options.ts';
import { startOutboxWorker } from './jobs/outbox-worker.ts';
import { startUploadCleanup } from './jobs/upload-cleanup.ts';
import { startRetention } from './jobs/retention.ts';
import { startBackfills } from './jobs/backfills.ts';
import { startNotificationJob } from './jobs/notification-digest.ts';
import { startScheduledPublishing } from './jobs/scheduled-publishing.ts';
import { createMailTransport } from './mail/transport.ts';
import { createLogger, terminalLog } from './logger.ts';
import { missingServerNodeFlags } from './node-flags.ts';
import { createMetrics } from './metrics.ts';
import { changeHandler, listenForChanges } from './page-cache/invalidation-listener.ts';
import { createPageCache } from './page-cache/page-cache.ts';
import { MemoryPageCacheStore, RedisPageCacheStore, TieredPageCacheStore } from './page-cache/page-cache-store.ts';
import { withCachedAnswers } from './page-cache/send-cached-answer.ts';
import { withFastHits } from './page-cache/fast-hit.ts';
import { DatabaseHealth } from './database-health.ts';
import { openSharedRedis } from './shared-redis.ts';
import { createPortalHostTest } from './portal/portal-host.ts';
import { PlatformRegistry } from './platform-registry.ts';
import { createImageStores } from './storage/image-stores.ts';

const parsed = parseEnv(process.env);
if (!parsed.ok) {
  console.error(parsed.message);
  process.exit(1);
}
const env = parsed.env;
// The log is written in 4 KB blocks off the request path (an access line per request was a third of a
// cached page's cost), at least every second, and flushed when the process exits (pino does that). In a
// terminal (npm start) it is readable lines instead, unless LOG_FORMAT=json.
const jsonLog =
  env.LOG_FORMAT === 'json' || (env.LOG_FORMAT === 'auto' && !process.stdout.isTTY) ? pino.destination({ dest: 1, sync: false, minLength: 4096 }) : null;
const logDestination = jsonLog ?? terminalLog();
const log = createLogger(env.LOG_LEVEL, logDestination);
const missingFlags = missingServerNodeFlags();
if (missingFlags.length > 0)
  log.warn(
    { missing: missingFlags },
    `started without ${missingFlags.join(' ')}: run node ${missingFlags.join(' ')} server/main.ts (server/node-flags.ts says why)`,
  );
if (jsonLog) setInterval(() => jsonLog.flush(), 1000).unref();

const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'pglite') });
const { applied } = await migrateDatabase(database.db);
log.info({ database: database.kind, applied }, 'database migrated');
// Without its key no second factor could be checked: refuse to start rather than lock those accounts out.
const keyProblem = await secondFactorKeyProblem(database.db, totpKeysOf(env));
if (keyProblem) {
  log.fatal(keyProblem);
  await database.close();
  process.exit(1);
}

if (env.SEED_ON_EMPTY) {
  // Under a lock: of several processes starting together on a new database, one seeds (seed.server.ts).
  const started = Date.now();
  const result = await seedDatabaseIfEmpty(database.db, {});
  if (result) log.info({ ...result, ms: Date.now() - started }, 'empty database seeded with demo data');
}

const platforms = new PlatformRegistry(database.db, log);
await platforms.reload();

// `--dev` (npm run dev): the app from source through Vite, with hot reload (server/dev-server.ts).
const dev = process.argv.includes('--dev') ? createDevServer() : undefined;
const build = dev ? dev.build : await loadBuild();
async function loadBuild(): Promise<ServerBuild> {
  const buildPath = path.resolve('build/server/index.js');
  if (!existsSync(buildPath)) {
    log.fatal('build/server/index.js is missing: run `npm run build` (or `npm start`, which builds first)');
    process.exit(1);
  }
  return (await import(pathToFileURL(buildPath).href)) as ServerBuild;
}
const metrics = createMetrics(database.db);
// Shared by every server process: rate limits and the page cache (docs/deploy.md).
const redis = env.REDIS_URL ? openSharedRedis(env.REDIS_URL, env.REDIS_PREFIX, log) : undefined;
let pageCache: ReturnType<typeof createPageCache> | undefined;
// Not in development: a cached page would hide the edit just made.
if (env.PAGE_CACHE && !dev) {
  pageCache = createPageCache({
    // With Redis: shared by every process, each with a copy in its own memory (page-cache-store.ts).
    store: redis
      ? new TieredPageCacheStore(new RedisPageCacheStore(redis.client, `${redis.prefix}page:v2:`), (env.PAGE_CACHE_MAX_AGE + env.PAGE_CACHE_STALE) * 1000)
      : new MemoryPageCacheStore(),
    log,
    metrics,
    maxAgeSeconds: env.PAGE_CACHE_MAX_AGE,
    staleSeconds: env.PAGE_CACHE_STALE,
    blogPlatformOf: (id) => platforms.byId(id)?.blogSourcePlatformId ?? id,
  });
  // Changes made while Redis was away could not drop their pages there: all of them go when it returns.
  const cache = pageCache;
  redis?.onBack(() => void cache.clear().catch((error: unknown) => log.warn({ err: error }, 'page cache not cleared after redis returned')));
  log.info({ store: redis ? 'redis' : 'memory', maxAge: env.PAGE_CACHE_MAX_AGE }, 'page cache');
}
// Content changes (by any process, even plain SQL) drop exactly the cached pages that show them, and
// what this process keeps per platform when it is data every page shows (menus, platform rows).
// Kept at most a minute: a notification lost while the listening connection was down (db/client.server.ts).
const platformMemo = new PlatformMemo({ maxAgeMs: 60_000 });
const stopChanges = await listenForChanges(database, log, changeHandler({ platforms, memo: platformMemo, pageCache, log }));
// Each platform's in-process search index (docs/decisions/105), built now in the background so the
// first searches find it; PostgreSQL answers until then. From then on it follows the committed search
// changes of every process by the changed rows (search_changes notifications).
const stopSearchChanges = env.SEARCH_INDEX ? await followSearchChanges(database, log) : null;
if (env.SEARCH_INDEX) void warmSearchIndexes();
else switchOffSearchIndex(database.db);
async function warmSearchIndexes(): Promise<void> {
  // Each build logs its outcome (rows, bytes, time, or why it failed: the database answers meanwhile).
  for (const platform of platforms.all()) await warmSearchIndex(database.db, platform.id).catch(() => {});
}
const health = new DatabaseHealth(database.db, log, { onChange: (available) => metrics.databaseUp.set(available ? 1 : 0) });
// In development public/ is served as it is (the build copies it into build/client, demo images among it).
const clientDir = path.resolve(dev ? 'public' : 'build/client');
// Statistics pings counted in memory, written every STATISTICS_FLUSH_MS and at shutdown (docs/decisions/113).
const statistics = new StatisticsBuffer(database.db, {
  flushMs: env.STATISTICS_FLUSH_MS,
  onError: (error) => log.warn({ err: error }, 'statistics not written; kept for the next write'),
}).start();
const app = createServerApp({ database, platforms, env, log, build, clientDir, metrics, health, pageCache, redis, platformMemo, statistics });

// Cached pages go to the socket as one buffer (server/page-cache/send-cached-answer.ts); fresh ones of
// the memory store before Hono sees the request (server/page-cache/fast-hit.ts).
const fastHits = pageCache && { pageCache, platforms, isPortalHost: createPortalHostTest(env.PORTAL_ORIGIN, env.NODE_ENV), health, metrics, log };
const server = serve(
  {
    fetch: withCachedAnswers(app.fetch),
    port: env.PORT,
    hostname: env.HOST,
    createServer: ((options: ServerOptions, listener: RequestListener) =>
      createServer(
        { ...options, ...HTTP_SERVER_OPTIONS },
        dev ? dev.listener(listener) : fastHits ? withFastHits(fastHits, listener) : listener,
      )) as typeof createServer,
  },
  (info) => {
    log.info({ port: info.port }, `uitjes listening on http://localhost:${info.port} (try http://kids.localhost:${info.port}/)`);
  },
);

dev?.attach(server as Server);

// /metrics on its own listener, on loopback unless METRICS_HOST says otherwise (decision 094).
const metricsServer =
  env.METRICS_PORT === undefined
    ? undefined
    : serve({ fetch: createMetricsApp(metrics).fetch, port: env.METRICS_PORT, hostname: env.METRICS_HOST }, (info) => {
        log.info({ port: info.port, host: env.METRICS_HOST }, 'metrics listening');
      });

// Delivers the mails committed with quote requests, contact messages and event submissions (decision 005).
const outbox = env.OUTBOX_WORKER
  ? startOutboxWorker({
      db: database.db,
      transport: createMailTransport({ smtpUrl: env.SMTP_URL, mailFrom: env.MAIL_FROM, log }),
      log: log.child({ job: 'outbox' }),
      pollMs: env.OUTBOX_POLL_MS,
      leaseMs: env.OUTBOX_LEASE_MS,
      maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
      backoffBaseMs: env.OUTBOX_BACKOFF_BASE_MS,
      backoffMaxMs: env.OUTBOX_BACKOFF_MAX_MS,
    })
  : undefined;
log.info({ outbox: env.OUTBOX_WORKER ? (env.SMTP_URL ? 'smtp' : 'kept') : 'off' }, 'mail outbox worker');

// Deletes uploads nothing uses after the grace period (decision 094); runs where the outbox worker runs.
const uploadCleanup = env.OUTBOX_WORKER
  ? startUploadCleanup({
      db: database.db,
      stores: createImageStores(env),
      log: log.child({ job: 'upload-cleanup' }),
      graceHours: env.UPLOAD_GRACE_HOURS,
      intervalMs: env.UPLOAD_CLEANUP_INTERVAL_MS,
    })
  : undefined;

// Drops audit rows, finished mails, ended sessions and expired tokens past their keep-time (decision 113,
// docs/decisions/113), in small batches; runs where the outbox worker runs.
const retention = env.OUTBOX_WORKER
  ? startRetention({
      db: database.db,
      log: log.child({ job: 'retention' }),
      auditDays: env.RETENTION_AUDIT_DAYS,
      outboxDays: env.RETENTION_OUTBOX_DAYS,
      sessionDays: env.RETENTION_SESSION_DAYS,
      tokenDays: env.RETENTION_TOKEN_DAYS,
      versionsPerRecord: env.RETENTION_VERSIONS_PER_RECORD,
      batchSize: env.RETENTION_BATCH_SIZE,
      intervalMs: env.RETENTION_INTERVAL_MS,
    })
  : undefined;

// Fills the columns a migration added to large tables in small batches, then builds their indexes
// CONCURRENTLY (db/backfills.server.ts: no deploy holds a table's lock); ends once all are done. Runs where
// the outbox worker runs.
const backfills = env.OUTBOX_WORKER ? startBackfills({ db: database.db, log: log.child({ job: 'backfills' }), intervalMs: 60_000 }) : undefined;

// Mails what notifications are due at once and each person's daily digest (docs/decisions/116); runs where
// the outbox worker runs (the outbox delivers what it queues).
const notifications = env.OUTBOX_WORKER
  ? startNotificationJob({
      db: database.db,
      log: log.child({ job: 'notifications' }),
      portalOrigin: env.PORTAL_ORIGIN,
      digestHour: env.NOTIFICATION_DIGEST_HOUR,
      intervalMs: env.NOTIFICATION_POLL_MS,
    })
  : undefined;

// Switches banners, pop-ups, SEO pages and blogs on and off at the times operators set (docs/decisions/121);
// runs where the outbox worker runs. The flips are database updates: the page-cache triggers drop the pages.
const scheduledPublishing = env.OUTBOX_WORKER
  ? startScheduledPublishing({ db: database.db, log: log.child({ job: 'scheduled-publishing' }), intervalMs: env.SCHEDULE_POLL_MS })
  : undefined;

// `npm run user:create` on the embedded database reaches it through this process (decision 103).
const controlSocket = env.DATABASE_URL ? undefined : startControlSocket({ db: database.db, dataDir: env.DATA_DIR, portalOrigin: env.PORTAL_ORIGIN, log });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down: finishing in-flight requests');
  // Stop accepting connections; close() waits for in-flight requests to finish.
  metricsServer?.close();
  controlSocket?.close();
  server.close(async () => {
    await outbox?.stop();
    await uploadCleanup?.stop();
    await retention?.stop();
    await backfills?.stop();
    await notifications?.stop();
    await scheduledPublishing?.stop();
    // After the last request: every count it made is written before the database closes.
    await statistics.stop();
    await stopChanges();
    await stopSearchChanges?.();
    await dev?.close();
    redis?.close();
    await database.close();
    log.info('stopped');
    process.exit(0);
  });
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
