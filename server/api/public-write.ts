import type { OpenAPIHono } from '@hono/zod-openapi';
import { OpenAPIHono as Router } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env.ts';
import { createBodyLimit, JSON_BODY_LIMIT, requireJsonBody, requireMultipart, UPLOAD_BODY_LIMIT } from '../middleware/body-limit.ts';
import { createIdempotency } from '../middleware/idempotency.ts';
import { createRateLimit } from '../middleware/rate-limit.ts';
import { createImageStores } from '../storage/image-stores.ts';
import type { ApiDependencies } from './api-dependencies.ts';
import { localizedValidationHook } from './write/form-messages.ts';
import { LEAD_PATHS, registerLeadRoutes } from './write/leads.routes.ts';
import { LOCATION_PATHS, registerLocationRoutes } from './write/locations.routes.ts';
import { MEDIA_PATHS, registerMediaRoutes } from './write/media.routes.ts';
import { registerStatisticsRoutes, STATISTICS_PATH } from './write/statistics.routes.ts';

/**
 * POST calls of core.md 7 and screens.md 7 (decision 005). Every call passes, in order: a per-IP rate limit
 * (RateLimit-Policy / RateLimit headers, 429), a body size limit (413), a JSON check, the
 * Idempotency-Key replay, then Zod validation whose field messages are in the platform's language.
 */
export function registerPublicWriteApi(api: OpenAPIHono<AppEnv>, deps: ApiDependencies): void {
  const { env, db, redis } = deps;
  const write = new Router<AppEnv>({ defaultHook: localizedValidationHook });
  const writeLimit = createRateLimit({
    name: 'write',
    limit: env.RATE_LIMIT_WRITES,
    windowMs: env.RATE_LIMIT_WINDOW_MS,
    trustProxy: env.TRUST_PROXY,
    redis,
  });
  const statisticsLimit = createRateLimit({
    name: 'statistics',
    limit: env.RATE_LIMIT_STATISTICS,
    windowMs: env.RATE_LIMIT_WINDOW_MS,
    trustProxy: env.TRUST_PROXY,
    redis,
  });
  const idempotency = createIdempotency(db);

  write.on('POST', [...LEAD_PATHS, ...LOCATION_PATHS], writeLimit, createBodyLimit(JSON_BODY_LIMIT), requireJsonBody(), idempotency);
  write.on('POST', MEDIA_PATHS, writeLimit, createBodyLimit(UPLOAD_BODY_LIMIT), requireMultipart(), idempotency);
  write.on('POST', STATISTICS_PATH, statisticsLimit, createBodyLimit(1024));

  registerLeadRoutes(write, deps);
  registerLocationRoutes(write, deps);
  registerMediaRoutes(write, deps, createImageStores(env).originals);
  registerStatisticsRoutes(write, deps);

  api.route('/', write);
}
