import { Redis } from 'ioredis';
import type { Logger } from './logger.ts';

/**
 * The one Redis connection of a server process (REDIS_URL), shared by everything several processes must
 * count or keep together: the page cache and the rate limits. Redis is a help, never a condition: while
 * it is away every command fails at once (no offline queue, so no request waits for a reconnect), each
 * user falls back to what one process can do alone, and the log says so once per outage.
 */
export interface SharedRedis {
  client: Redis;
  /** Put before every key (REDIS_PREFIX), so several deployments or test runs can share one Redis. */
  prefix: string;
  /** Connected and answering commands. */
  isReady(): boolean;
  /** Runs `listener` each time Redis answers again after an outage. */
  onBack(listener: () => void): void;
  close(): void;
}

export function openSharedRedis(url: string, prefix: string, log: Logger): SharedRedis {
  const client = new Redis(url, {
    // Fail a command at once while disconnected: a cache miss or a per-process count is better than a
    // request waiting for Redis.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    // Keep trying to come back, at most every 2 s.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let down = false;
  let closing = false;
  const backListeners: Array<() => void> = [];
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.warn('redis is back: rate limits and the page cache are shared again');
    for (const listener of backListeners) listener();
  });
  const wentAway = (error?: Error) => {
    if (down || closing) return;
    down = true;
    log.warn({ err: error }, 'redis is away: rate limits count per process and pages are rendered until it returns');
  };
  client.on('error', (error) => wentAway(error));
  client.on('close', () => wentAway());
  return {
    client,
    prefix,
    isReady: () => client.status === 'ready',
    onBack: (listener) => backListeners.push(listener),
    close: () => {
      closing = true;
      client.disconnect();
    },
  };
}
