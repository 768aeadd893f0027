import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.server.ts';
import type { Logger } from './logger.ts';

/**
 * Knows whether the database answers. A failed request triggers a check; while the database is away,
 * pages and API calls answer 503 with Retry-After instead of 500s, and a probe every `probeMs` notices
 * the database coming back, so the server recovers by itself.
 */
export class DatabaseHealth {
  available = true;
  private probing: NodeJS.Timeout | undefined;
  private readonly db: Database;
  private readonly log: Logger;
  private readonly probeMs: number;
  private readonly onChange: (available: boolean) => void;

  constructor(db: Database, log: Logger, options: { probeMs?: number; onChange?: (available: boolean) => void } = {}) {
    this.db = db;
    this.log = log;
    this.probeMs = options.probeMs ?? 500;
    this.onChange = options.onChange ?? (() => {});
  }

  /** True when `SELECT 1` answers within `timeoutMs`. */
  async ping(timeoutMs = 1000): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.db.execute(sql`SELECT 1`),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs);
        }),
      ]);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Called after a request failed with a server error: is the database the cause? */
  async checkAfterFailure(): Promise<boolean> {
    if (!this.available) return false;
    const ok = await this.ping();
    if (!ok) this.markUnavailable();
    return ok;
  }

  private markUnavailable() {
    if (!this.available) return;
    this.available = false;
    this.onChange(false);
    this.log.error('database unavailable: answering 503 until it is back');
    this.probing = setInterval(async () => {
      if (await this.ping(this.probeMs)) {
        clearInterval(this.probing);
        this.probing = undefined;
        this.available = true;
        this.onChange(true);
        this.log.info('database available again');
      }
    }, this.probeMs);
    this.probing.unref();
  }

  stop() {
    clearInterval(this.probing);
  }
}
