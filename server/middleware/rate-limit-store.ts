import type { Env } from 'hono';
import type { ClientRateLimitInfo, HonoConfigType, Store } from 'hono-rate-limiter';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';
import type { SharedRedis } from '../shared-redis.ts';

export interface RateLimitStoreOptions {
  /** Redis shared by every server process: counts are shared. Absent: this process counts alone. */
  redis?: SharedRedis;
  /** A Redis call slower than this counts in this process instead (the request does not wait longer). */
  redisTimeoutMs?: number;
}

/**
 * hono-rate-limiter's hit counter on rate-limiter-flexible (decision 085): with `redis`, one fixed window per
 * key in Redis (`<REDIS_PREFIX>rl:<name>:<ip>`, atomic INCR with expiry), so every server process counts the
 * same hits; without it, or whenever Redis is away, fails or is slow, a count in this process's memory. A
 * request never waits for Redis and never fails because of it: during an outage each process limits on its
 * own (shared-redis.ts logs the outage once) and the shared count is used again as soon as Redis answers.
 */
export class RateLimitStore<E extends Env = Env> implements Store<E> {
  readonly localKeys: boolean;
  readonly prefix: string;
  private readonly redis?: SharedRedis;
  private readonly redisTimeoutMs: number;
  private shared?: RateLimiterRedis;
  private local?: RateLimiterMemory;

  constructor(options: RateLimitStoreOptions = {}) {
    this.redis = options.redis;
    this.redisTimeoutMs = options.redisTimeoutMs ?? 100;
    this.localKeys = !options.redis;
    this.prefix = options.redis ? `${options.redis.prefix}rl:` : '';
  }

  /** Called by hono-rate-limiter with its options: the window is theirs. */
  init(options: Pick<HonoConfigType<E>, 'windowMs' | 'limit'>): void {
    // rate-limiter-flexible counts in whole seconds (RATE_LIMIT_WINDOW_MS is at least 1000).
    const duration = Math.max(1, Math.ceil(options.windowMs / 1000));
    // `points` only sets rate-limiter-flexible's own `remainingPoints`; hono-rate-limiter compares the hits.
    const points = typeof options.limit === 'number' ? options.limit : 1;
    this.local = new RateLimiterMemory({ points, duration, keyPrefix: '' });
    if (this.redis) {
      this.shared = new RateLimiterRedis({
        storeClient: this.redis.client,
        keyPrefix: `${this.redis.prefix}rl`,
        points,
        duration,
        rejectIfRedisNotReady: true,
      });
    }
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    return info(await this.run((limiter) => limiter.penalty(key, 1)));
  }

  async decrement(key: string): Promise<void> {
    await this.run((limiter) => limiter.reward(key, 1));
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const res = await this.run((limiter) => limiter.get(key));
    return res ? info(res) : undefined;
  }

  async resetKey(key: string): Promise<void> {
    await this.limiters().local.delete(key);
    await this.onShared((limiter) => limiter.delete(key)).catch(() => undefined);
  }

  /** On the shared count when Redis answers in time, else on this process's own. */
  private async run<T>(call: (limiter: RateLimiterAbstract) => Promise<T>): Promise<T> {
    const { local, shared } = this.limiters();
    if (shared) {
      try {
        return await this.onShared(call);
      } catch {
        // Away, failing or slow: this process counts alone until Redis answers again.
      }
    }
    return call(local);
  }

  private onShared<T>(call: (limiter: RateLimiterAbstract) => Promise<T>): Promise<T> {
    const { shared } = this.limiters();
    if (!shared || !this.redis?.isReady()) return Promise.reject(new Error('redis is not ready'));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('redis is slow')), this.redisTimeoutMs);
    });
    // The late answer of a call that lost the race is dropped (race handles its rejection too).
    return Promise.race([call(shared), timeout]).finally(() => clearTimeout(timer));
  }

  private limiters(): { local: RateLimiterMemory; shared?: RateLimiterRedis } {
    if (!this.local) throw new Error('RateLimitStore used before hono-rate-limiter initialised it');
    return { local: this.local, shared: this.shared };
  }
}

function info(res: RateLimiterRes): ClientRateLimitInfo {
  return {
    totalHits: res.consumedPoints,
    resetTime: res.msBeforeNext >= 0 ? new Date(Date.now() + res.msBeforeNext) : undefined,
  };
}
