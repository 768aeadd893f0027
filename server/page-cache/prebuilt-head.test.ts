import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { endWithPrebuiltHead, prebuiltHeadOf, prebuiltHeadsWork } from './prebuilt-head.ts';

const BODY = Buffer.from('<!doctype html><title>Uitjes</title><p>Een cached pagina</p>');
/** Headers as send-cached-answer.ts records them: lower-case names as Hono wrote them, the request id last. */
const HEADERS = [
  'cache-control',
  'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
  'content-length',
  String(BODY.length),
  'content-security-policy',
  "default-src 'self'; script-src 'sha256-dKxPkEyNqs/3Mhk9tL9RsZ6WCR6UFo+JE2BL+hKwylU=' 'strict-dynamic'; base-uri 'none'",
  'content-type',
  'text/html; charset=utf-8',
  'vary',
  'Accept-Encoding',
  'x-cache',
  'HIT',
  'X-Request-Id',
  '',
];
const REQUEST_ID = 'proxy-id-123';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Node's own answer (writeHead) and the prebuilt one on two servers with the same settings. */
async function serverPair(settings: (server: Server) => void = () => {}) {
  const head = prebuiltHeadOf(HEADERS)!;
  const prebuilt: boolean[] = [];
  const viaWriteHead = createServer((_request, response) => {
    response.writeHead(200, [...HEADERS.slice(0, -1), REQUEST_ID]);
    response.end(BODY);
  });
  const viaPrebuilt = createServer((_request, response) => {
    const used = endWithPrebuiltHead(response, head, REQUEST_ID, BODY);
    prebuilt.push(used);
    if (!used) {
      response.writeHead(200, [...HEADERS.slice(0, -1), REQUEST_ID]);
      response.end(BODY);
    }
  });
  const ports: number[] = [];
  for (const server of [viaWriteHead, viaPrebuilt]) {
    settings(server);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    ports.push((server.address() as AddressInfo).port);
  }
  return { writeHeadPort: ports[0]!, prebuiltPort: ports[1]!, prebuilt };
}

/** The raw bytes of `count` answers to what is written on one connection (Date masked), and whether it closed. */
function exchange(port: number, requests: string, count: number, bodies = true): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let closed = false;
    const complete = () => {
      let offset = 0;
      for (let answered = 0; answered < count; answered += 1) {
        const end = received.indexOf('\r\n\r\n', offset);
        if (end < 0) return false;
        const head = received.subarray(offset, end).toString('latin1');
        const length = bodies ? Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0) : 0;
        offset = end + 4 + length;
        if (received.length < offset) return false;
      }
      return true;
    };
    const finish = () => {
      socket.destroy();
      resolve({ text: received.toString('latin1').replace(/\r\nDate: [^\r]+/g, '\r\nDate: (masked)'), closed });
    };
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      // Give a close that follows the last answer a moment to arrive.
      if (complete()) setTimeout(finish, 30);
    });
    socket.on('end', () => {
      closed = true;
    });
    socket.on('error', reject);
    socket.write(requests);
  });
}

const get = (extra = '', version = '1.1', method = 'GET') => `${method} /uitjes HTTP/${version}\r\nHost: nl.localhost\r\n${extra}\r\n`;

describe('a prebuilt response head (prebuilt-head.ts)', () => {
  it('works on this Node: its responses have the internal fields the head relies on', () => {
    // If a Node upgrade changes them, this fails here and every cached hit falls back to writeHead.
    expect(prebuiltHeadsWork).toBe(true);
  });

  it('writes the same bytes as writeHead on a kept-alive connection, answer after answer', async () => {
    const { writeHeadPort, prebuiltPort, prebuilt } = await serverPair();
    const requests = get() + get('Accept-Encoding: gzip\r\n') + get('Connection: keep-alive\r\n');
    const expected = await exchange(writeHeadPort, requests, 3);
    const actual = await exchange(prebuiltPort, requests, 3);
    expect(actual).toEqual(expected);
    expect(expected.text).toContain('\r\nConnection: keep-alive\r\nKeep-Alive: timeout=5\r\n\r\n');
    expect(expected.text.split(`X-Request-Id: ${REQUEST_ID}\r\n`)).toHaveLength(4);
    expect(prebuilt).toEqual([true, true, true]);
  });

  it('writes what the server is set to: another keep-alive timeout, or none', async () => {
    for (const timeout of [65_000, 0]) {
      const { writeHeadPort, prebuiltPort, prebuilt } = await serverPair((server) => {
        server.keepAliveTimeout = timeout;
      });
      const expected = await exchange(writeHeadPort, get(), 1);
      expect(await exchange(prebuiltPort, get(), 1)).toEqual(expected);
      expect(expected.text.includes('Keep-Alive: timeout=65\r\n')).toBe(timeout === 65_000);
      expect(prebuilt).toEqual([true]);
    }
  });

  it('leaves every other connection to writeHead, with the same bytes', async () => {
    const cases = [
      { name: 'Connection: close', requests: get('Connection: close\r\n'), count: 1, closes: true },
      { name: 'HTTP/1.0', requests: get('', '1.0'), count: 1, closes: true },
      { name: 'HEAD', requests: get('', '1.1', 'HEAD'), count: 1, closes: false, bodies: false },
      { name: 'Expect: 100-continue', requests: get('Expect: 100-continue\r\n'), count: 2, closes: false, bodies: false },
    ];
    for (const { name, requests, count, closes, bodies } of cases) {
      const { writeHeadPort, prebuiltPort, prebuilt } = await serverPair();
      const expected = await exchange(writeHeadPort, requests, count, bodies);
      expect(await exchange(prebuiltPort, requests, count, bodies), name).toEqual(expected);
      expect(expected.closed, name).toBe(closes);
      expect(prebuilt, name).toEqual([false]);
    }
  });

  it('leaves a server with a request limit per connection to writeHead (Keep-Alive names the limit)', async () => {
    const { writeHeadPort, prebuiltPort, prebuilt } = await serverPair((server) => {
      server.maxRequestsPerSocket = 2;
    });
    const requests = get() + get();
    const expected = await exchange(writeHeadPort, requests, 2);
    expect(await exchange(prebuiltPort, requests, 2)).toEqual(expected);
    expect(expected.text).toContain('Keep-Alive: timeout=5, max=2');
    expect(prebuilt).toEqual([false, false]);
  });

  it('is made only of headers writeHead would accept, with a length, leaving the connection to Node', () => {
    expect(prebuiltHeadOf(HEADERS)).toBe(
      'HTTP/1.1 200 OK\r\n' +
        HEADERS.slice(0, -2)
          .map((value, index) => (index % 2 === 0 ? `${value}: ` : `${value}\r\n`))
          .join('') +
        'X-Request-Id: ',
    );
    const lengthAt = HEADERS.indexOf('content-length');
    expect(prebuiltHeadOf(HEADERS.toSpliced(lengthAt, 2))).toBeUndefined();
    expect(prebuiltHeadOf(['connection', 'close', ...HEADERS])).toBeUndefined();
    expect(prebuiltHeadOf(['date', 'Fri, 27 Nov 2026 16:00:00 GMT', ...HEADERS])).toBeUndefined();
    expect(prebuiltHeadOf(['x-note', 'a\r\nSet-Cookie: x=1', ...HEADERS])).toBeUndefined();
    expect(prebuiltHeadOf(['bad name', 'x', ...HEADERS])).toBeUndefined();
    expect(prebuiltHeadOf(HEADERS.slice(0, -2))).toBeUndefined();
  });
});
