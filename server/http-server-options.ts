import type { ServerOptions } from 'node:http';

/**
 * The options of the site's HTTP server (server/main.ts; the socket tests build theirs with the same).
 *
 * `optimizeEmptyRequests` (Node 24.12+, decision 080): a request without Content-Length or
 * Transfer-Encoding has no body (a GET, by far the most of them), so Node hands it over already ended
 * instead of running a readable stream's life cycle for nothing ('end', 'close' and four deferred
 * callbacks per request, a sixth of a cached hit's CPU). @hono/node-server reads such a body as empty,
 * as before: a POST without one gets the same 400 or 415 as an empty one.
 */
export const HTTP_SERVER_OPTIONS = { optimizeEmptyRequests: true } as const satisfies ServerOptions;
