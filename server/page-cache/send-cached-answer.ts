import type { ServerResponse } from 'node:http';
import type { Http2Bindings, HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { CACHED_CHUNKS_SLOT, type CachedChunksSlot } from './page-cache.ts';
import { prebuiltHeadOf } from './prebuilt-head.ts';

type Bindings = HttpBindings | Http2Bindings;

/**
 * The server's fetch handler with page-cache hits written as their chunks: the page cache leaves a hit's
 * chunks in a slot of the request's bindings and answers without a body; this writes the final headers
 * (every middleware has had its say) and the chunks to the Node response in one corked writev, and
 * returns @hono/node-server's "already sent" marker. Any other answer takes the normal path.
 */
export function withCachedAnswers(
  fetch: (request: Request, bindings: Bindings) => Response | Promise<Response>,
): (request: Request, bindings: Bindings) => Promise<Response> {
  return async (request, bindings) => {
    const outgoing = bindings.outgoing as ServerResponse;
    if (typeof outgoing?.cork !== 'function') return fetch(request, bindings);
    const slot: CachedChunksSlot = {};
    const response = await fetch(request, { ...bindings, [CACHED_CHUNKS_SLOT]: slot } as unknown as Bindings);
    // The answer must still be the page cache's own: a 200 whose length is the chunks' length.
    const length = slot.chunks?.reduce((total, chunk) => total + chunk.length, 0);
    if (!slot.chunks || response.status !== 200 || response.headers.get('content-length') !== String(length)) return response;
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    // The fast path (fast-hit.ts) answers the next hits of this variant with these very headers.
    if (slot.variant && !slot.variant.fastHeaders) {
      slot.variant.fastHeaders = [
        ...Object.entries(headers)
          .filter(([name]) => name !== 'x-request-id')
          .flat(),
        'X-Request-Id',
        '',
      ];
      slot.variant.fastHead = prebuiltHeadOf(slot.variant.fastHeaders);
    }
    outgoing.writeHead(200, headers);
    outgoing.cork();
    for (const chunk of slot.chunks) outgoing.write(chunk);
    outgoing.end();
    outgoing.uncork();
    return RESPONSE_ALREADY_SENT;
  };
}
