import type { Env } from '../../app/config/env.server.ts';
import type { PlatformMemo } from '../../app/site-shell/platform-memo.server.ts';
import type { Database } from '../../db/client.server.ts';
import type { StatisticsBuffer } from '../../app/features/statistics/statistics.server.ts';
import type { Logger } from '../logger.ts';
import type { SharedRedis } from '../shared-redis.ts';

/** What every API route module is handed: its own module, so route modules need not import the API app. */
export interface ApiDependencies {
  db: Database;
  env: Env;
  log: Logger;
  /** Redis shared by every server process (REDIS_URL); absent: each process counts on its own. */
  redis?: SharedRedis;
  /** What the process keeps per platform (the pop-up), dropped by the change notifications; absent: read per call. */
  platformMemo?: PlatformMemo;
  /** This process's statistics counters, written in batches (docs/decisions/113). */
  statistics: StatisticsBuffer;
}
