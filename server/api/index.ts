import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiDependencies } from './api-dependencies.ts';
import { apiError, createApiRouter, rememberOperationIds } from './errors.ts';
import { registerOpenApiRoutes } from './openapi.ts';
import { registerPublicReadApi } from './public-read.ts';
import { registerPublicWriteApi } from './public-write.ts';
import { registerPortalApi } from './portal/portal.routes.ts';

const CLIENT_ERROR_CODES: Partial<Record<number, string>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'TOO_MANY_REQUESTS',
};

/** The JSON API under /api: read side (decision 020), write side (decision 005), the portal (decision 103), one error model. */
export function createApiApp(deps: ApiDependencies) {
  const api = createApiRouter();
  registerPublicReadApi(api, deps);
  registerPublicWriteApi(api, deps);
  registerPortalApi(api, deps);
  registerOpenApiRoutes(api);
  rememberOperationIds(api);
  api.notFound((c) => apiError(c, 404, 'NOT_FOUND', `No API route ${c.req.method} ${c.req.path}`));
  api.onError((error, c) => {
    // Errors Hono raises about the request itself (malformed JSON, wrong content type, body too large)
    // are the client's: answer their status in the shared model, never a 500.
    if (error instanceof HTTPException && error.status < 500) {
      const status = error.status as ContentfulStatusCode;
      const code = CLIENT_ERROR_CODES[status] ?? 'BAD_REQUEST';
      return apiError(c, status, code, error.message || 'The request could not be read.');
    }
    c.var.log?.error({ err: error, path: c.req.path }, 'API request failed');
    return apiError(c, 500, 'INTERNAL', 'Something went wrong on our side.');
  });
  return api;
}

export type ApiApp = ReturnType<typeof createApiApp>;
