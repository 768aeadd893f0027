import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tests/support/free-ports.ts';
import {
  deleteRedisKeys,
  REDIS_SERVER_BINARY,
  redisAnswers,
  RedisServerProcess,
  TEST_REDIS_URL,
  testRedisPrefix,
  waitUntil,
} from '../../tests/support/redis-server.ts';
import { createLogger } from '../logger.ts';
import { openSharedRedis, type SharedRedis } from '../shared-redis.ts';
import { RedisPageCacheStore, TieredPageCacheStore, type CachedPage } from './page-cache-store.ts';

const redisUp = await redisAnswers(TEST_REDIS_URL, 1000);
if (!redisUp) console.log(`page-cache-store: Redis tests skipped, no Redis answers on ${TEST_REDIS_URL} within 1 s`);
const redisServerInstalled = existsSync(REDIS_SERVER_BINARY);
if (!redisServerInstalled) console.log(`page-cache-store: outage test skipped, ${REDIS_SERVER_BINARY} is not installed`);

function page(body: string, tags: string[]): CachedPage {
  return {
    status: 200,
    body: `<!doctype html><html><body>${body}</body></html>`,
    csp: "script-src 'sha256-abc'",
    contentType: 'text/html; charset=utf-8',
    etag: `W/"${body}"`,
    tags,
    storedAt: 1_700_000_000_000,
  };
}

const TTL = 60_000;

describe.skipIf(!redisUp)('RedisPageCacheStore', () => {
  const runPrefix = testRedisPrefix('page-cache');
  const pagePrefix = `${runPrefix}page:v2:`;
  let admin: Redis;
  let firstClient: Redis;
  let secondClient: Redis;
  /** Two server processes' stores on one Redis. */
  let first: RedisPageCacheStore;
  let second: RedisPageCacheStore;

  beforeAll(async () => {
    admin = new Redis(TEST_REDIS_URL);
    firstClient = new Redis(TEST_REDIS_URL);
    secondClient = new Redis(TEST_REDIS_URL);
    await waitUntil(() => [admin, firstClient, secondClient].every((client) => client.status === 'ready'), 5000, 'the clients are ready');
    first = new RedisPageCacheStore(firstClient, pagePrefix);
    second = new RedisPageCacheStore(secondClient, pagePrefix);
  });

  afterAll(async () => {
    if (admin) {
      await deleteRedisKeys(admin, runPrefix);
      admin.disconnect();
    }
    firstClient?.disconnect();
    secondClient?.disconnect();
  });

  it('gives back the page it stored, to every process, with its expiry', async () => {
    const stored = page('home', ['platform:1', 'home']);
    await first.set('nl.localhost/', stored, TTL);
    expect(await first.get('nl.localhost/')).toEqual(stored);
    expect(await second.get('nl.localhost/')).toEqual(stored);
    expect(await first.get('nl.localhost/missing')).toBeUndefined();
    const ttl = await admin.pttl(`${pagePrefix}nl.localhost/`);
    expect(ttl).toBeGreaterThan(TTL - 5000);
    expect(ttl).toBeLessThanOrEqual(TTL);
  });

  it('drops exactly the pages of a tag, also those another process stored', async () => {
    await first.set('nl.localhost/uitjes/kano', page('kano', ['location:1', 'list']), TTL);
    await first.set('nl.localhost/uitjes', page('list', ['list']), TTL);
    await first.set('nl.localhost/uitjes/fiets', page('fiets', ['location:2']), TTL);
    await second.set('de.localhost/ausfluge', page('ausfluge', ['list']), TTL);

    expect(await second.invalidate(['list'])).toBe(3);
    expect(await first.get('nl.localhost/uitjes/kano')).toBeUndefined();
    expect(await first.get('nl.localhost/uitjes')).toBeUndefined();
    expect(await first.get('de.localhost/ausfluge')).toBeUndefined();
    expect((await second.get('nl.localhost/uitjes/fiets'))?.body).toContain('fiets');
    // The tag's own set goes with it; a tag nobody carries drops nothing.
    expect(await admin.exists(`${pagePrefix}tag:list`)).toBe(0);
    expect(await first.invalidate(['nothing'])).toBe(0);
  });

  it('clears every page of its prefix and nothing outside it', async () => {
    const otherPrefix = `${runPrefix}other:`;
    const other = new RedisPageCacheStore(firstClient, otherPrefix);
    await first.set('nl.localhost/a', page('a', ['a']), TTL);
    await second.set('nl.localhost/b', page('b', ['b']), TTL);
    await other.set('nl.localhost/a', page('other a', ['a']), TTL);
    await admin.set(`${runPrefix}rl:write:192.0.2.1`, '1');

    await first.clear();
    expect(await first.get('nl.localhost/a')).toBeUndefined();
    expect(await second.get('nl.localhost/b')).toBeUndefined();
    expect(await admin.keys(`${pagePrefix}*`)).toEqual([]);
    expect((await other.get('nl.localhost/a'))?.body).toContain('other a');
    expect(await admin.exists(`${otherPrefix}tag:a`)).toBe(1);
    expect(await admin.get(`${runPrefix}rl:write:192.0.2.1`)).toBe('1');
  });
});

describe.skipIf(!redisUp)('TieredPageCacheStore: Redis shared, a copy in each process', () => {
  const runPrefix = testRedisPrefix('page-cache-tiered');
  const pagePrefix = `${runPrefix}page:v2:`;
  const LIFE = 660_000;
  let clients: Redis[] = [];
  let a: TieredPageCacheStore;
  let b: TieredPageCacheStore;
  const fresh = (body: string, tags: string[]) => ({ ...page(body, tags), storedAt: Date.now() });

  beforeAll(async () => {
    clients = [new Redis(TEST_REDIS_URL), new Redis(TEST_REDIS_URL)];
    await waitUntil(() => clients.every((client) => client.status === 'ready'), 5000, 'the clients are ready');
    a = new TieredPageCacheStore(new RedisPageCacheStore(clients[0]!, pagePrefix), LIFE);
    b = new TieredPageCacheStore(new RedisPageCacheStore(clients[1]!, pagePrefix), LIFE);
  });

  afterAll(async () => {
    if (clients[0]) await deleteRedisKeys(clients[0], runPrefix);
    for (const client of clients) client.disconnect();
  });

  it("a page one process stored is read from Redis by the other once, then from that process's memory", async () => {
    const stored = fresh('home', ['home']);
    await a.set('1:/', stored, LIFE);
    expect(a.peek('1:/')).toEqual(stored);
    expect(b.peek('1:/')).toBeUndefined();
    expect(await b.get('1:/')).toEqual(stored);
    // Now in B's memory: the fast path (fast-hit.ts) can answer it without Redis.
    expect(b.peek('1:/')).toEqual(stored);
  });

  it('a change drops the page from Redis and from the memory of every process that hears of it', async () => {
    await a.set('1:/uitjes', fresh('list', ['list']), LIFE);
    await b.get('1:/uitjes');
    // Every process gets the change's notification (PostgreSQL NOTIFY) and invalidates its store.
    await a.invalidate(['list']);
    await b.invalidate(['list']);
    expect(a.peek('1:/uitjes')).toBeUndefined();
    expect(b.peek('1:/uitjes')).toBeUndefined();
    expect(await b.get('1:/uitjes')).toBeUndefined();
    expect(await clients[0]!.exists(`${pagePrefix}1:/uitjes`)).toBe(0);
  });

  it('a copy lives no longer than the page: one read from Redis near its end is not kept', async () => {
    const old = { ...page('old', ['old']), storedAt: Date.now() - LIFE - 1000 };
    // In Redis with a longer expiry than its life (as a page stored by a process with other settings).
    await new RedisPageCacheStore(clients[0]!, pagePrefix).set('1:/oud', old, 60_000);
    expect((await b.get('1:/oud'))?.body).toContain('old');
    expect(b.peek('1:/oud')).toBeUndefined();
  });

  it('clear() empties both tiers', async () => {
    await a.set('1:/x', fresh('x', ['x']), LIFE);
    await a.clear();
    expect(a.peek('1:/x')).toBeUndefined();
    expect(await b.get('1:/x')).toBeUndefined();
  });
});

describe.skipIf(!redisServerInstalled)('RedisPageCacheStore while Redis is away', () => {
  let server: RedisServerProcess;
  let redis: SharedRedis;
  let store: RedisPageCacheStore;

  beforeAll(async () => {
    server = new RedisServerProcess(await freePort());
    await server.start();
    redis = openSharedRedis(server.url, testRedisPrefix('page-cache-outage'), createLogger('silent'));
    await waitUntil(() => redis.isReady(), 5000, 'the connection is ready');
    store = new RedisPageCacheStore(redis.client, `${redis.prefix}page:v2:`);
  });

  afterAll(async () => {
    redis?.close();
    await server?.stop();
  });

  it('answers a miss and keeps nothing, without throwing, and serves again once Redis is back', async () => {
    await store.set('nl.localhost/', page('home', ['home']), TTL);
    expect((await store.get('nl.localhost/'))?.body).toContain('home');

    await server.stop();
    await waitUntil(() => !redis.isReady(), 5000, 'the connection saw the outage');
    const started = performance.now();
    expect(await store.get('nl.localhost/')).toBeUndefined();
    await expect(store.set('nl.localhost/uitjes', page('list', ['list']), TTL)).resolves.toBeUndefined();
    expect(await store.get('nl.localhost/uitjes')).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(100);

    await server.start();
    await waitUntil(() => redis.isReady(), 10_000, 'the connection is back');
    await store.set('nl.localhost/uitjes', page('list', ['list']), TTL);
    expect((await store.get('nl.localhost/uitjes'))?.body).toContain('list');
  });
});
