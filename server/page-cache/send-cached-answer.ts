import type { ServerResponse } from 'node:http';
import type { Http2ServerResponse } from 'node:http2';
import type { Http2Bindings, HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { cachedAnswerChunks } from './page-cache.ts';

/**
 * Writes a page-cache answer's chunks straight to the Node response (one corked writev, no joined copy)
 * and returns @hono/node-server's "already sent" marker; undefined for every other answer, which then
 * takes the normal path.
 */
export function sendCachedAnswer(response: Response, outgoing: ServerResponse | Http2ServerResponse | undefined): Response | undefined {
  if (!outgoing || !('cork' in outgoing)) return undefined;
  const chunks = cachedAnswerChunks(response);
  if (!chunks) return undefined;
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const res = outgoing as ServerResponse;
  res.writeHead(response.status, headers);
  res.cork();
  for (const chunk of chunks) res.write(chunk);
  res.end();
  res.uncork();
  return RESPONSE_ALREADY_SENT;
}

/** The server's fetch handler with cached answers written as their chunks. */
export function withCachedAnswers(
  fetch: (request: Request, bindings: HttpBindings | Http2Bindings) => Response | Promise<Response>,
): (request: Request, bindings: HttpBindings | Http2Bindings) => Promise<Response> {
  return async (request, bindings) => {
    const response = await fetch(request, bindings);
    return sendCachedAnswer(response, bindings.outgoing) ?? response;
  };
}
