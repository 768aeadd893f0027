import { and, eq, sql } from 'drizzle-orm';
import { publicActivitySql } from '../../public-api/visibility.server.ts';
import type { Database } from '../../../db/client.server.ts';
import { activities } from '../../../db/schema/index.ts';

/** What the detail screen counts (screens.md 4 tracking): a view, a phone reveal, a website click. */
export const STATISTIC_KINDS = ['view', 'phone', 'web', 'offer'] as const;
export type StatisticKind = (typeof STATISTIC_KINDS)[number];

/** The counts of one activity on one day waiting to be written. */
interface PendingCounts {
  activityId: number;
  day: string;
  views: number;
  phone: number;
  web: number;
  offer: number;
}

const FIELD: Record<StatisticKind, 'views' | 'phone' | 'web' | 'offer'> = { view: 'views', phone: 'phone', web: 'web', offer: 'offer' };

// The Amsterdam calendar day a count belongs to, as the portal's figures read it (provider-statistics.server.ts).
const AMSTERDAM_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' });

export interface StatisticsBufferOptions {
  /** How often the counts are written; what a process that dies unexpectedly loses (docs/decisions/113). */
  flushMs: number;
  /** Called when a write fails (the counts stay and go with the next write). */
  onError?: (error: unknown) => void;
  /** Distinct activity-days held at most while writes fail; beyond it new counts are dropped (and reported). */
  maxPending?: number;
}

/**
 * The statistics counters of one process (docs/decisions/113): a view, phone reveal or website
 * click adds one in memory, and every `flushMs` all counts are written in one statement, one row per
 * activity and day (`INSERT ... ON CONFLICT DO UPDATE` adding the counts). The detail screen's pings no
 * longer wait for the database, and 500 views a second are a write a second instead of 500 upserts.
 * A count reaches the portal's figures within `flushMs`; a stop (SIGTERM) writes what is held; a crash
 * loses at most what was counted since the last write.
 */
export class StatisticsBuffer {
  #pending = new Map<string, PendingCounts>();
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<number> | undefined;
  #dayCache = { second: -1, day: '' };
  readonly #db: Pick<Database, 'execute'>;
  readonly #options: StatisticsBufferOptions;
  /** Counts dropped because writes kept failing and `maxPending` was reached. */
  dropped = 0;

  constructor(db: Pick<Database, 'execute'>, options: StatisticsBufferOptions) {
    this.#db = db;
    this.#options = options;
  }

  /** Counts of distinct activity-days waiting to be written. */
  get pendingRows(): number {
    return this.#pending.size;
  }

  /** Adds one to today's counter of `kind` for the activity (written at the next flush). */
  count(activityId: number, kind: StatisticKind, now = Date.now()): void {
    const day = this.#dayOf(now);
    const key = `${activityId}:${day}`;
    let row = this.#pending.get(key);
    if (!row) {
      if (this.#pending.size >= (this.#options.maxPending ?? 100_000)) {
        this.dropped += 1;
        return;
      }
      row = { activityId, day, views: 0, phone: 0, web: 0, offer: 0 };
      this.#pending.set(key, row);
    }
    row[FIELD[kind]] += 1;
  }

  /** Writes every held count now; resolves with the number of rows written. One write at a time. */
  async flush(): Promise<number> {
    while (this.#writing) await this.#writing.catch(() => {});
    if (this.#pending.size === 0) return 0;
    const rows = [...this.#pending.values()];
    this.#pending = new Map();
    this.#writing = this.#write(rows).finally(() => {
      this.#writing = undefined;
    });
    return this.#writing;
  }

  /** Writes every `flushMs` until stopped. The timer does not keep the process alive. */
  start(): this {
    this.#timer ??= setInterval(() => void this.flush().catch(() => {}), this.#options.flushMs);
    this.#timer.unref();
    return this;
  }

  /** Stops the timer and writes what is held (at shutdown, before the database closes). */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.flush().catch(() => {});
  }

  async #write(rows: PendingCounts[]): Promise<number> {
    // In one order in every process, so two processes' writes lock the rows they share in the same order.
    rows.sort((a, b) => a.activityId - b.activityId || (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
    const json = JSON.stringify(rows.map((r) => [r.activityId, r.day, r.views, r.phone, r.web, r.offer]));
    try {
      // One statement, one parameter (a JSON array) whatever the number of rows. An activity deleted since
      // it was counted is left out (its statistics went with it: ON DELETE CASCADE).
      await this.#db.execute(sql`
        INSERT INTO service_mail_statistics AS s (activity_id, submit_date, views, phone_clicks, web_clicks, offer_requests)
        SELECT (r->>0)::int, (r->>1)::date, (r->>2)::int, (r->>3)::int, (r->>4)::int, (r->>5)::int
        FROM jsonb_array_elements(${json}::jsonb) AS r
        WHERE EXISTS (SELECT 1 FROM activities a WHERE a.id = (r->>0)::int)
        ON CONFLICT (activity_id, submit_date) DO UPDATE SET
          views = s.views + excluded.views,
          phone_clicks = s.phone_clicks + excluded.phone_clicks,
          web_clicks = s.web_clicks + excluded.web_clicks,
          offer_requests = s.offer_requests + excluded.offer_requests`);
      return rows.length;
    } catch (error) {
      // Kept for the next write, added to what was counted meanwhile.
      for (const row of rows) {
        const key = `${row.activityId}:${row.day}`;
        const held = this.#pending.get(key);
        if (held) {
          held.views += row.views;
          held.phone += row.phone;
          held.web += row.web;
          held.offer += row.offer;
        } else if (this.#pending.size < (this.#options.maxPending ?? 100_000)) this.#pending.set(key, row);
        else this.dropped += row.views + row.phone + row.web + row.offer;
      }
      this.#options.onError?.(error);
      throw error;
    }
  }

  #dayOf(now: number): string {
    const second = Math.floor(now / 1000);
    if (this.#dayCache.second !== second) this.#dayCache = { second, day: AMSTERDAM_DAY.format(now) };
    return this.#dayCache.day;
  }
}

/** True when the activity is public on the platform (the statistics endpoints count nothing else). */
export async function isPublicActivity(db: Database, platformId: number, activityId: number): Promise<boolean> {
  const rows = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.id, activityId), publicActivitySql(platformId, 'activities')))
    .limit(1);
  return rows.length > 0;
}
