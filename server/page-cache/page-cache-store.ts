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

  private forget(key: string, tags: string[]) {
    for (const tag of tags) this.keysByTag.get(tag)?.delete(key);
  }
}

/** Shared cache: pages as JSON strings with a TTL, one Redis set of keys per tag. */
export class RedisPageCacheStore implements PageCacheStore {
  private readonly redis: Redis;
  private readonly prefix: string;

  // v2: pages carry their script-hash policy (issue 25); pages of the nonce format are never read.
  constructor(redis: Redis, prefix = 'uitjes:page:v2:') {
    this.redis = redis;
    this.prefix = prefix;
  }

  async get(key: string) {
    const raw = await this.redis.get(this.prefix + key);
    return raw ? (JSON.parse(raw) as CachedPage) : undefined;
  }

  async set(key: string, page: CachedPage, ttlMs: number) {
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
}
