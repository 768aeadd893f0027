import { type IncomingMessage, ServerResponse, validateHeaderName, validateHeaderValue } from 'node:http';

/**
 * A cached page's response head written as one prebuilt string (decision 080). `writeHead`
 * checks every name and value of the forty-odd headers, lower-cases most names and joins them, for each
 * answer: about a seventh of a cached hit's CPU for headers that are the same every time. Here they are
 * checked and joined once per stored variant; an answer adds its request id and Node's own tail (Date,
 * Connection, Keep-Alive), the same bytes `writeHead` would write.
 *
 * This is the one place that relies on Node's internals: the response's `_header` (the head `end`
 * sends before the body) and the fields `_storeHeader` reads to write the connection's tail. They have
 * been stable for years, but they are not public: `prebuiltHeadsWork` checks their shape once, and
 * every answer whose connection is not the plain case (HTTP/1.0, `Connection: close`, a request limit
 * per socket, `Expect`, ...) goes through `writeHead`. prebuilt-head.test.ts compares the bytes on the
 * wire with `writeHead`'s, so a Node upgrade that changes them fails there instead of here.
 */

/** The fields of a ServerResponse that Node's `_storeHeader` and `end` read (lib/_http_outgoing.js). */
interface ResponseInternals {
  _header: string | null;
  _headerSent: boolean;
  _removedConnection: boolean;
  _defaultKeepAlive: boolean;
  _keepAliveTimeout: number;
  _maxRequestsPerSocket?: number;
  _expect_continue: boolean;
  _hasBody: boolean;
  chunkedEncoding: boolean;
  shouldKeepAlive: boolean;
  maxRequestsOnConnectionReached: boolean;
  sendDate: boolean;
  strictContentLength: boolean;
  _storeHeader: unknown;
}

/** Whether this Node's responses have the fields above, with the types they had when this was written. */
export const prebuiltHeadsWork: boolean = (() => {
  const request = { method: 'GET', httpVersionMajor: 1, httpVersionMinor: 1, headers: {} } as IncomingMessage;
  const response = new ServerResponse(request) as unknown as ResponseInternals;
  return (
    response._header === null &&
    response._headerSent === false &&
    response._removedConnection === false &&
    typeof response._defaultKeepAlive === 'boolean' &&
    typeof response._keepAliveTimeout === 'number' &&
    response._expect_continue === false &&
    response._hasBody === true &&
    response.chunkedEncoding === false &&
    response.shouldKeepAlive === true &&
    response.maxRequestsOnConnectionReached === false &&
    response.sendDate === true &&
    response.strictContentLength === false &&
    typeof response._storeHeader === 'function'
  );
})();

/** Headers Node writes from the connection's state: a prebuilt head must leave them to it. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'expect', 'trailer']);

/**
 * The head of a 200 with these headers (name, value, name, value ...; the last pair is the request
 * id's, its value left out), up to and including `X-Request-Id: `: checked as `writeHead` checks them.
 * Undefined when it cannot be prebuilt: a header Node decides itself, no Content-Length (Node would
 * choose chunked or close), or a name or value `writeHead` would refuse.
 */
export function prebuiltHeadOf(headers: readonly string[]): string | undefined {
  if (!prebuiltHeadsWork || headers.length % 2 !== 0 || headers.at(-2)?.toLowerCase() !== 'x-request-id') return undefined;
  let head = 'HTTP/1.1 200 OK\r\n';
  let contentLength = false;
  for (let i = 0; i < headers.length - 2; i += 2) {
    const name = headers[i]!;
    const value = headers[i + 1]!;
    const lower = name.toLowerCase();
    if (CONNECTION_HEADERS.has(lower)) return undefined;
    if (lower === 'content-length') contentLength = true;
    try {
      validateHeaderName(name);
      validateHeaderValue(name, value);
    } catch {
      return undefined;
    }
    head += `${name}: ${value}\r\n`;
  }
  return contentLength ? `${head}${headers.at(-2)}: ` : undefined;
}

/** Node's tail after the request id for the current second and a keep-alive timeout, made once per second. */
let tail = { second: -1, keepAliveTimeout: -1, text: '' };
function tailOf(keepAliveTimeout: number): string {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (tail.second !== second || tail.keepAliveTimeout !== keepAliveTimeout) {
    // As _storeHeader writes them: Date, then Connection and (with a timeout) Keep-Alive.
    const keepAlive = keepAliveTimeout ? `Keep-Alive: timeout=${Math.floor(keepAliveTimeout / 1000)}\r\n` : '';
    tail = { second, keepAliveTimeout, text: `\r\nDate: ${new Date(second * 1000).toUTCString()}\r\nConnection: keep-alive\r\n${keepAlive}\r\n` };
  }
  return tail.text;
}

/**
 * Answers a 200 with a prebuilt head, this request id and this body, when the connection is the plain
 * case that head was made for (HTTP/1.1 kept alive, nothing written yet); false, having written
 * nothing, otherwise: then the caller answers with `writeHead`. The request id goes in unchecked: it
 * must be a safe token, as requestIdOf (server/request-id.ts) makes it.
 */
export function endWithPrebuiltHead(response: ServerResponse, head: string, requestId: string, body: Buffer): boolean {
  const internals = response as unknown as ResponseInternals;
  if (
    internals._header !== null ||
    !internals.shouldKeepAlive ||
    internals.maxRequestsOnConnectionReached ||
    internals._removedConnection ||
    !internals._defaultKeepAlive ||
    ~~(internals._maxRequestsPerSocket ?? 0) > 0 ||
    internals._expect_continue ||
    !internals._hasBody ||
    internals.chunkedEncoding ||
    !internals.sendDate ||
    internals.strictContentLength
  ) {
    return false;
  }
  internals._header = head + requestId + tailOf(internals._keepAliveTimeout);
  internals._headerSent = false;
  response.end(body);
  return true;
}
