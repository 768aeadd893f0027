import type { Env } from '../../app/config/env.server.ts';
import type { Database } from '../../db/client.server.ts';
import type { Logger } from '../logger.ts';
import { apiError, createApiRouter } from './errors.ts';
import { registerOpenApiRoutes } from './openapi.ts';
import { registerPublicReadApi } from './public-read.ts';
import { registerPublicWriteApi } from './public-write.ts';

export interface ApiDependencies {
  db: Database;
  env: Env;
  log: Logger;
}

/** The JSON API under /api: read side (issue 3), write side (issue 4), one error model. */
export function createApiApp(deps: ApiDependencies) {
  const api = createApiRouter();
  registerPublicReadApi(api, deps);
  registerPublicWriteApi(api, deps);
  registerOpenApiRoutes(api);
  api.notFound((c) => apiError(c, 404, 'NOT_FOUND', `No API route ${c.req.method} ${c.req.path}`));
  api.onError((error, c) => {
    c.var.log?.error({ err: error }, 'API request failed');
    return apiError(c, 500, 'INTERNAL', 'Something went wrong on our side.');
  });
  return api;
}

export type ApiApp = ReturnType<typeof createApiApp>;
