import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';

/** One cached HTML answer: the same bytes for every visitor (no nonce), and the policy of its scripts. */
export interface CachedPage {
  status: number;
  body: string;
  /** The Content-Security-Policy with the hashes of the page's inline scripts (static-page.ts). */
  csp: string;
  contentType: string;
  etag: string;
  tags: string[];
  storedAt: number;
}

/** Where cached pages live: process memory by default, Redis when several servers share one cache. */
export interface PageCacheStore {
  get(key: string): Promise<CachedPage | undefined>;
  /** The page at once, where the store holds it in this process (memory); a shared store has none. */
  peek?(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage, ttlMs: number): Promise<void>;
  /** Drops every page carrying one of `tags`; answers how many. */
  invalidate(tags: string[]): Promise<number>;
  /** Drops every page. */
  clear(): Promise<void>;
}

export class MemoryPageCacheStore implements PageCacheStore {
  private readonly pages: LRUCache<string, CachedPage>;
  private readonly keysByTag = new Map<string, Set<string>>();

  constructor(maxBytes = 64 * 1024 * 1024) {
    this.pages = new LRUCache<string, CachedPage>({
      maxSize: maxBytes,
      sizeCalculation: (page) => page.body.length + 256,
      ttlAutopurge: false,
      dispose: (page, key) => this.forget(key, page.tags),
    });
  }

  async get(key: string) {
    return this.pages.get(key);
  }

  peek(key: string) {
    return this.pages.get(key);
  }

  async set(key: string, page: CachedPage, ttlMs: number) {
    this.pages.set(key, page, { ttl: ttlMs });
    for (const tag of page.tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  async invalidate(tags: string[]) {
    let dropped = 0;
    for (const tag of tags) {
      for (const key of [...(this.keysByTag.get(tag) ?? [])]) {
        if (this.pages.delete(key)) dropped += 1;
      }
      this.keysByTag.delete(tag);
    }
    return dropped;
  }

  async clear() {
    this.pages.clear();
    this.keysByTag.clear();
  }

  private forget(key: string, tags: string[]) {
    for (const tag of tags) this.keysByTag.get(tag)?.delete(key);
  }
}

/** Shared cache: pages as JSON strings with a TTL, one Redis set of keys per tag. */
export class RedisPageCacheStore implements PageCacheStore {
  private readonly redis: Redis;
  private readonly prefix: string;

  // v2: pages carry their script-hash policy (decision 080); pages of the nonce format are never read.
  constructor(redis: Redis, prefix = 'uitjes:page:v2:') {
    this.redis = redis;
    this.prefix = prefix;
  }

  /** While Redis is away pages are rendered and not kept (main.ts logs the outage once). */
  private get away() {
    return this.redis.status !== 'ready';
  }

  async get(key: string) {
    if (this.away) return undefined;
    const raw = await this.redis.get(this.prefix + key);
    return raw ? (JSON.parse(raw) as CachedPage) : undefined;
  }

  async set(key: string, page: CachedPage, ttlMs: number) {
    if (this.away) return;
    const multi = this.redis.multi().set(this.prefix + key, JSON.stringify(page), 'PX', ttlMs);
    for (const tag of page.tags) multi.sadd(`${this.prefix}tag:${tag}`, key).pexpire(`${this.prefix}tag:${tag}`, ttlMs * 2);
    await multi.exec();
  }

  async invalidate(tags: string[]) {
    let dropped = 0;
    for (const tag of tags) {
      const tagKey = `${this.prefix}tag:${tag}`;
      const keys = await this.redis.smembers(tagKey);
      if (keys.length > 0) dropped += await this.redis.del(...keys.map((key) => this.prefix + key));
      await this.redis.del(tagKey);
    }
    return dropped;
  }

  /** Every page of this prefix, in batches (SCAN, never KEYS: Redis keeps answering others meanwhile). */
  async clear() {
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${this.prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await this.redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  }
}

/**
 * Redis shared by every process, with each process's own memory in front (docs/decisions/080): a page
 * read from Redis once is kept here too, so a hit is a memory hit (and can take the fast path,
 * fast-hit.ts) instead of a Redis round trip and a parse of 160 KB of JSON per answer. Correct on
 * several processes because every process drops its own copies on every change: the invalidations
 * come to each of them (PostgreSQL NOTIFY, invalidation-listener.ts) and go to both tiers. A copy lives
 * no longer than the page's life in Redis, counted from when it was rendered.
 */
export class TieredPageCacheStore implements PageCacheStore {
  private readonly local: MemoryPageCacheStore;
  private readonly shared: RedisPageCacheStore;
  /** A page's whole life (fresh and stale), as the page cache sets it. */
  private readonly lifeMs: number;

  constructor(shared: RedisPageCacheStore, lifeMs: number, localMaxBytes?: number) {
    this.shared = shared;
    this.lifeMs = lifeMs;
    this.local = new MemoryPageCacheStore(localMaxBytes);
  }

  async get(key: string) {
    const local = this.local.peek(key);
    if (local) return local;
    const page = await this.shared.get(key);
    const remaining = page ? this.lifeMs - (Date.now() - page.storedAt) : 0;
    if (page && remaining > 0) await this.local.set(key, page, remaining);
    return page;
  }

  peek(key: string) {
    return this.local.peek(key);
  }

  async set(key: string, page: CachedPage, ttlMs: number) {
    await this.local.set(key, page, ttlMs);
    await this.shared.set(key, page, ttlMs);
  }

  async invalidate(tags: string[]) {
    const dropped = await this.local.invalidate(tags);
    // Memory first: this process never serves the old page again, even while Redis is away.
    return Math.max(dropped, await this.shared.invalidate(tags));
  }

  async clear() {
    await this.local.clear();
    await this.shared.clear();
  }
}
