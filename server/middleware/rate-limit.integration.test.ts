import { existsSync } from 'node:fs';
import { Hono } from 'hono';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tests/support/free-ports.ts';
import type { PlatformRow } from '../../app/request-context.server.ts';
import { seededBrand } from '../../tests/support/brands.ts';
import {
  deleteRedisKeys,
  REDIS_SERVER_BINARY,
  redisAnswers,
  RedisServerProcess,
  TEST_REDIS_URL,
  testRedisPrefix,
  waitUntil,
} from '../../tests/support/redis-server.ts';
import type { AppEnv } from '../app-env.ts';
import { createLogger } from '../logger.ts';
import { openSharedRedis, type SharedRedis } from '../shared-redis.ts';
import { createPageWriteLimit, createRateLimit } from './rate-limit.ts';

const redisUp = await redisAnswers(TEST_REDIS_URL, 1000);
if (!redisUp) console.log(`rate-limit: shared-count tests skipped, no Redis answers on ${TEST_REDIS_URL} within 1 s`);
const redisServerInstalled = existsSync(REDIS_SERVER_BINARY);
if (!redisServerInstalled) console.log(`rate-limit: outage test skipped, ${REDIS_SERVER_BINARY} is not installed`);

const LIMIT = 3;

/** One server process's API write limit in front of a stand-in route. */
function writeApp(redis?: SharedRedis) {
  const app = new Hono<AppEnv>();
  app.use('*', createRateLimit({ name: 'write', limit: LIMIT, windowMs: 60_000, trustProxy: true, redis }));
  app.post('*', (c) => c.json({ ok: true }));
  return app;
}

/** One server process's page form limit in front of a route-action stand-in. */
function pageApp(redis?: SharedRedis) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('platform', { id: 1 } as PlatformRow);
    c.set('brand', seededBrand(1));
    await next();
  });
  app.use('*', createPageWriteLimit({ limit: LIMIT, windowMs: 60_000, trustProxy: true, redis }));
  app.all('*', (c) => c.text('handled'));
  return app;
}

const post = (app: Hono<AppEnv>, ip: string, url = 'http://nl.localhost/api/public/leads') =>
  app.request(url, { method: 'POST', headers: { 'x-forwarded-for': ip, 'content-type': 'application/json' }, body: '{}' });

/** A logger whose lines the test can read. */
function capturedLog() {
  const lines: string[] = [];
  return { lines, log: createLogger('warn', { write: (line: string) => void lines.push(line) }) };
}

async function expectLimited(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(response.headers.get('ratelimit')).toMatch(/^limit=3, remaining=0, reset=\d+$/);
  expect(await response.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Too many requests; please try again later.' } });
}

describe.skipIf(!redisUp)('rate limits on one Redis (two server processes)', () => {
  const prefix = testRedisPrefix('rate-limit');
  let admin: Redis;
  let first: SharedRedis;
  let second: SharedRedis;

  beforeAll(async () => {
    const silent = createLogger('silent');
    admin = new Redis(TEST_REDIS_URL);
    first = openSharedRedis(TEST_REDIS_URL, prefix, silent);
    second = openSharedRedis(TEST_REDIS_URL, prefix, silent);
    await waitUntil(() => first.isReady() && second.isReady(), 5000, 'both connections are ready');
  });

  afterAll(async () => {
    first?.close();
    second?.close();
    if (admin) {
      await deleteRedisKeys(admin, prefix);
      admin.disconnect();
    }
  });

  it('counts the hits of both processes together: the limit reached through one answers 429 through the other', async () => {
    const a = writeApp(first);
    const b = writeApp(second);
    const ip = '192.0.2.1';

    const one = await post(a, ip);
    expect(one.status).toBe(200);
    expect(one.headers.get('ratelimit-policy')).toBe('3;w=60');
    expect(one.headers.get('ratelimit')).toMatch(/^limit=3, remaining=2, reset=(59|60)$/);
    const two = await post(b, ip);
    expect(two.status).toBe(200);
    expect(two.headers.get('ratelimit')).toMatch(/^limit=3, remaining=1, reset=\d+$/);
    const three = await post(a, ip);
    expect(three.status).toBe(200);
    expect(three.headers.get('ratelimit')).toMatch(/^limit=3, remaining=0, reset=\d+$/);

    await expectLimited(await post(b, ip));
    await expectLimited(await post(a, ip));
    // Another address has its own count, in both processes.
    expect((await post(b, '192.0.2.2')).status).toBe(200);

    // The count lives under the deployment's prefix, one key per limit and address, with the window as expiry.
    expect(await admin.get(`${prefix}rl:write:${ip}`)).toBe('5');
    const ttl = await admin.pttl(`${prefix}rl:write:${ip}`);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('shares the page form limit too, counted apart from the API writes', async () => {
    const a = pageApp(first);
    const b = pageApp(second);
    const ip = '192.0.2.3';
    for (const app of [a, b, a]) expect((await post(app, ip, 'http://nl.localhost/nieuwsbrief')).status).toBe(200);
    const limited = await post(b, ip, 'http://nl.localhost/nieuwsbrief');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('cache-control')).toBe('no-store');
    expect(await limited.text()).toContain('<html lang="nl-NL">');
    // The API's count of the same address is its own.
    expect((await post(writeApp(second), ip)).status).toBe(200);
  });
});

describe('rate limits without Redis', () => {
  it('counts in each process on its own', async () => {
    const a = writeApp();
    const b = writeApp();
    const ip = '192.0.2.10';
    for (let i = 0; i < LIMIT; i++) expect((await post(a, ip)).status).toBe(200);
    await expectLimited(await post(a, ip));
    const fromB = await post(b, ip);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('ratelimit')).toMatch(/^limit=3, remaining=2, reset=\d+$/);
  });
});

describe.skipIf(!redisServerInstalled)('rate limits while Redis is away', () => {
  let server: RedisServerProcess;
  const prefix = testRedisPrefix('rate-limit-outage');
  const logs = [capturedLog(), capturedLog()];
  let first: SharedRedis;
  let second: SharedRedis;

  beforeAll(async () => {
    server = new RedisServerProcess(await freePort());
    await server.start();
    first = openSharedRedis(server.url, prefix, logs[0]!.log);
    second = openSharedRedis(server.url, prefix, logs[1]!.log);
    await waitUntil(() => first.isReady() && second.isReady(), 5000, 'both connections are ready');
  });

  afterAll(async () => {
    first?.close();
    second?.close();
    await server?.stop();
  });

  /** Posts and checks the answer came fast and was never an error of the server. */
  async function timedPost(app: Hono<AppEnv>, ip: string) {
    const started = performance.now();
    const response = await post(app, ip);
    expect(performance.now() - started).toBeLessThan(200);
    expect(response.status).not.toBe(500);
    return response;
  }

  it('keeps answering with per-process limits, and counts together again once Redis is back', async () => {
    const a = writeApp(first);
    const b = writeApp(second);

    // Shared while it is up.
    for (const app of [a, b, a]) expect((await timedPost(app, '192.0.2.20')).status).toBe(200);
    expect((await timedPost(b, '192.0.2.20')).status).toBe(429);

    await server.stop();
    // At once, before the connections may have noticed, and after: each process counts on its own.
    for (const app of [a, b]) {
      const statuses: number[] = [];
      for (let i = 0; i <= LIMIT; i++) statuses.push((await timedPost(app, '192.0.2.21')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
    await waitUntil(() => !first.isReady() && !second.isReady(), 5000, 'both connections saw the outage');
    const limited = await timedPost(a, '192.0.2.21');
    await expectLimited(limited);
    expect((await timedPost(b, '192.0.2.22')).status).toBe(200);
    // Each process says so once, however many requests it answered meanwhile.
    for (const { lines } of logs) expect(lines.filter((line) => line.includes('redis is away'))).toHaveLength(1);

    await server.start();
    await waitUntil(() => first.isReady() && second.isReady(), 10_000, 'both connections are back');
    for (const { lines } of logs) expect(lines.filter((line) => line.includes('redis is back'))).toHaveLength(1);
    const one = await timedPost(a, '192.0.2.23');
    expect(one.status).toBe(200);
    expect((await timedPost(b, '192.0.2.23')).headers.get('ratelimit')).toMatch(/^limit=3, remaining=1, reset=\d+$/);
    expect((await timedPost(a, '192.0.2.23')).status).toBe(200);
    await expectLimited(await timedPost(b, '192.0.2.23'));
  });
});
