/**
 * The ceiling of Node's own HTTP server for bench:cache (decision 080): answers each recorded page with the
 * app's very bytes and headers for the asked encoding, prebuilt, and does nothing else (no routing, no
 * logging, no metrics). With what the app's server uses to answer a cached page (its server options and a
 * prebuilt head, server/http-server-options.ts and server/page-cache/prebuilt-head.ts), so that it stays
 * the ceiling of what Node can do with these bytes.
 * `node bench/lib/bare-node-server.ts <answers.json> <port>`; prints "listening".
 * What the app's cached path costs beyond this is the app's own; what this costs beyond nginx is Node's.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { HTTP_SERVER_OPTIONS } from '../../server/http-server-options.ts';
import { endWithPrebuiltHead, prebuiltHeadOf } from '../../server/page-cache/prebuilt-head.ts';

interface RecordedAnswer {
  path: string;
  encoding: 'none' | 'gzip' | 'br';
  headers: [string, string][];
  bodyBase64: string;
}

const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error('usage: bare-node-server.ts <answers.json> <port>');
const answers = new Map<string, { headers: string[]; head: string | undefined; requestId: string; body: Buffer }>();
for (const answer of JSON.parse(readFileSync(file, 'utf8')) as RecordedAnswer[]) {
  // The request id last, as the app's fast path keeps its headers.
  const requestId = answer.headers.find(([name]) => name === 'x-request-id')?.[1] ?? 'bare';
  const headers = [...answer.headers.filter(([name]) => name !== 'x-request-id').flat(), 'X-Request-Id', requestId];
  const head = prebuiltHeadOf([...headers.slice(0, -1), '']);
  answers.set(`${answer.encoding} ${answer.path}`, { headers, head, requestId, body: Buffer.from(answer.bodyBase64, 'base64') });
}

const encodingOf = (accept: string | undefined) => (!accept ? 'none' : accept.includes('br') ? 'br' : accept.includes('gzip') ? 'gzip' : 'none');

http
  .createServer(HTTP_SERVER_OPTIONS, (request, response) => {
    const answer = answers.get(`${encodingOf(request.headers['accept-encoding'])} ${request.url}`);
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    if (answer.head && endWithPrebuiltHead(response, answer.head, answer.requestId, answer.body)) return;
    response.writeHead(200, answer.headers);
    response.end(answer.body);
  })
  .listen(Number(port), '127.0.0.1', () => console.log('listening'));
process.on('SIGTERM', () => process.exit(0));
