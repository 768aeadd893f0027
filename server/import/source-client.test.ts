import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progressLine } from './progress.ts';
import { SourceClient, SourceError } from './source-client.ts';

describe('the import source client', () => {
  let server: http.Server;
  let port: number;
  const hits = new Map<string, number>();
  const hosts: string[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const path = request.url ?? '';
      const hit = (hits.get(path) ?? 0) + 1;
      hits.set(path, hit);
      hosts.push(request.headers.host ?? '');
      if (path === '/flaky' && hit <= 2) return response.writeHead(503).end();
      if (path === '/busy' && hit === 1) return response.writeHead(429, { 'retry-after': '0' }).end();
      if (path === '/down') return response.writeHead(502).end();
      if (path === '/missing') return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ path, hit }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('tries 5xx and 429 answers again with back-off, and gives up after its attempts', async () => {
    const retries: string[] = [];
    const client = new SourceClient({ origin: `http://kids.localhost:${port}`, rate: 0, backoffMs: 5, onRetry: (r) => retries.push(`${r.path} ${r.reason}`) });
    expect(await client.json('/flaky')).toEqual({ path: '/flaky', hit: 3 });
    expect(await client.json('/busy')).toEqual({ path: '/busy', hit: 2 });
    expect(retries).toEqual(['/flaky HTTP 503', '/flaky HTTP 503', '/busy HTTP 429']);
    await expect(client.json('/down')).rejects.toBeInstanceOf(SourceError);
    expect(hits.get('/down')).toBe(5);
    expect(await client.json('/missing')).toBeNull();
    // A *.localhost origin is reached on loopback with its own Host header (RFC 6761).
    expect(hosts.at(-1)).toBe(`kids.localhost:${port}`);
    client.close();
  });

  it('spaces its requests by the rate limit', async () => {
    const client = new SourceClient({ origin: `http://localhost:${port}`, rate: 20 });
    const started = Date.now();
    for (let i = 0; i < 5; i++) await client.json(`/ok-${i}`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    client.close();
  });

  it('draws a progress line with counts and time left', () => {
    expect(progressLine('activities', 120, 480, 40_000)).toBe('activities     [#####---------------] 120/480  25 %  2:00 left');
    expect(progressLine('sitemap', 3, null, 1000)).toBe('sitemap        3');
  });
});
