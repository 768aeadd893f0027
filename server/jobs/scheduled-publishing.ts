import { SCHEDULED_BANNERS, SCHEDULED_POPUPS } from '../../app/features/banners/banner-admin.server.ts';
import { SCHEDULED_BLOGS } from '../../app/features/blogs/blog-admin.server.ts';
import { SCHEDULED_SEO_PAGES } from '../../app/features/seo/seo-admin.server.ts';
import { flipDue, type ScheduledFlip } from '../../app/portal/schedule.server.ts';
import type { Database } from '../../db/client.server.ts';
import type { Logger } from '../logger.ts';
import { startRepeatingJob, type RepeatingJob } from './repeating-job.ts';

/** The content with a schedule (docs/decisions/121), in the order a pass flips it. */
const SCHEDULED = [SCHEDULED_BANNERS, SCHEDULED_POPUPS, SCHEDULED_SEO_PAGES, SCHEDULED_BLOGS] as const;

export interface ScheduledPublishingPassOptions {
  db: Database;
  /** The moment of the pass (tests); the clock otherwise. */
  now?: Date;
}

/** One pass: flips what is due in each table, each in its own transaction. Answers the flips per table. */
export async function publishDueContent(options: ScheduledPublishingPassOptions): Promise<Record<string, ScheduledFlip[]>> {
  const now = options.now ?? new Date();
  const flipped: Record<string, ScheduledFlip[]> = {};
  for (const scheduled of SCHEDULED) flipped[scheduled.table] = await flipDue(options.db, scheduled, now);
  return flipped;
}

/**
 * Runs the pass now and every `intervalMs` after the previous one ended (SCHEDULE_POLL_MS, 15 s: an item
 * set a minute ahead switches within 15 s of its time, and the page cache drops its pages at once through
 * the trigger), until stopped. Several processes may run it: each flip happens once (flipDue).
 */
export function startScheduledPublishing(options: { db: Database; log: Logger; intervalMs: number }): RepeatingJob {
  return startRepeatingJob({
    log: options.log,
    intervalMs: options.intervalMs,
    failed: 'scheduled publishing pass failed',
    pass: async () => {
      const flipped = await publishDueContent({ db: options.db });
      for (const [table, rows] of Object.entries(flipped)) {
        if (rows.length > 0)
          options.log.info({ table, on: rows.filter((r) => r.active).length, off: rows.filter((r) => !r.active).length }, 'scheduled switch');
      }
    },
  });
}
