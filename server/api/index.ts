import { OpenAPIHono } from '@hono/zod-openapi';
import type { Database } from '../../db/client.server.ts';

export interface ApiDependencies {
  db: Database;
}

/** The JSON API under /api. Unknown API paths answer a JSON 404, never an HTML page. */
export function createApiApp(_deps: ApiDependencies) {
  const api = new OpenAPIHono();
  api.notFound((c) => c.json({ error: { code: 'NOT_FOUND', message: `No API route ${c.req.method} ${c.req.path}` } }, 404));
  return api;
}
