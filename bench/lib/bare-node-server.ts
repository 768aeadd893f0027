/**
 * The ceiling of Node's own HTTP server for bench:cache (issue 25): answers each recorded page with the
 * app's very bytes and headers for the asked encoding, prebuilt, and does nothing else (no routing, no
 * logging, no metrics). `node bench/lib/bare-node-server.ts <answers.json> <port>`; prints "listening".
 * What the app's cached path costs beyond this is the app's own; what this costs beyond nginx is Node's.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

interface RecordedAnswer {
  path: string;
  encoding: 'none' | 'gzip' | 'br';
  headers: [string, string][];
  bodyBase64: string;
}

const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error('usage: bare-node-server.ts <answers.json> <port>');
const answers = new Map<string, { headers: string[]; body: Buffer }>();
for (const answer of JSON.parse(readFileSync(file, 'utf8')) as RecordedAnswer[]) {
  answers.set(`${answer.encoding} ${answer.path}`, { headers: answer.headers.flat(), body: Buffer.from(answer.bodyBase64, 'base64') });
}

const encodingOf = (accept: string | undefined) => (!accept ? 'none' : accept.includes('br') ? 'br' : accept.includes('gzip') ? 'gzip' : 'none');

http
  .createServer((request, response) => {
    const answer = answers.get(`${encodingOf(request.headers['accept-encoding'])} ${request.url}`);
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, answer.headers);
    response.end(answer.body);
  })
  .listen(Number(port), '127.0.0.1', () => console.log('listening'));
process.on('SIGTERM', () => process.exit(0));
