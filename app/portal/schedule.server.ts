import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { queryRows } from '../../db/client.server.ts';
import { platforms } from '../../db/schema/index.ts';
import { timeZoneOfCountry } from '../config/business-hours.ts';
import type { AuditAction } from './audit-actions.ts';
import { recordAudit } from './audit.server.ts';
import { instantOfLocal, localOfInstant, type Schedule, type ScheduleField, type ScheduleInput } from './schedule.ts';

// Scheduled publishing on the server (docs/decisions/121): the zone of a platform, the check against the
// clock, and the worker's flip of what is due.

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Tx;

/** The zone the platform's operators type times in (its country's: Amsterdam, Berlin, Brussels). */
export async function platformTimeZone(db: Executor, platformId: number): Promise<string> {
  const [row] = await db.select({ countryCode: platforms.countryCode }).from(platforms).where(eq(platforms.id, platformId)).limit(1);
  return timeZoneOfCountry(row?.countryCode);
}

export type ScheduleResult = { ok: true; schedule: Schedule } | { ok: false; field: ScheduleField; error: 'schedule-past' };

/**
 * The typed times as instants in the zone, each refused when not after `now` (a moment gone cannot be
 * waited for; the field's own message says so). The editors' schema has checked the order already.
 */
export function scheduleAt(input: ScheduleInput, zone: string, now: Date = new Date()): ScheduleResult {
  const schedule: Schedule = {
    publishAt: input.publishAt ? instantOfLocal(input.publishAt, zone) : null,
    unpublishAt: input.unpublishAt ? instantOfLocal(input.unpublishAt, zone) : null,
  };
  if (schedule.publishAt && schedule.publishAt <= now) return { ok: false, field: 'publishAt', error: 'schedule-past' };
  if (schedule.unpublishAt && schedule.unpublishAt <= now) return { ok: false, field: 'unpublishAt', error: 'schedule-past' };
  return { ok: true, schedule };
}

/**
 * A record's schedule as its editor's fields hold it (the platform's wall clock). A restored earlier
 * version keeps it (docs/decisions/119, 121): a version is what a record says, its schedule when it shows.
 */
export async function keptSchedule(db: Executor, table: ScheduledTable['table'], id: number, platformId: number): Promise<ScheduleInput> {
  const zone = await platformTimeZone(db, platformId);
  const [row] = await queryRows<{ publish_at: string | null; unpublish_at: string | null }>(
    db,
    sql`SELECT publish_at::text, unpublish_at::text FROM ${sql.identifier(table)} WHERE id = ${id}`,
  );
  const local = (value: string | null | undefined) => (value ? localOfInstant(new Date(value), zone) : null);
  return { publishAt: local(row?.publish_at), unpublishAt: local(row?.unpublish_at) };
}

/** A table with a schedule, and how the audit log names its flip. */
export interface ScheduledTable {
  table: 'banners' | 'popups' | 'seo_pages' | 'blogs';
  entity: 'banner' | 'popup' | 'seo-page' | 'blog';
  action: AuditAction;
}

export interface ScheduledFlip {
  id: number;
  platformId: number;
  active: boolean;
}

/**
 * Switches on what is due to be published and off what is due to be unpublished, in one transaction:
 * the due rows are claimed with FOR UPDATE SKIP LOCKED (a row another process is flipping, or an operator
 * is saving, is passed over and comes next time), flipped and their due time cleared in one UPDATE, and
 * each flip is in the audit log with no acting user (the system). Exactly once with several processes:
 * a cleared time is no longer due. When both times are past (the worker was down), the later one wins:
 * the item is off. One statement per table, so the page-cache trigger (drizzle/0019, 0036) sends one
 * notification naming exactly what an operator's switch of these rows names; `updated_at` moves, as it
 * does when an operator switches (the list's "changed" and the pop-up chosen among several).
 */
export async function flipDue(db: Database, scheduled: ScheduledTable, now: Date, batchSize = 100): Promise<ScheduledFlip[]> {
  const t = sql.identifier(scheduled.table);
  return db.transaction(async (tx) => {
    const flipped = await queryRows<{ id: number; platformId: number; active: boolean }>(
      tx,
      sql`UPDATE ${t} AS r
          SET active = NOT (r.unpublish_at IS NOT NULL AND r.unpublish_at <= ${now}),
              publish_at = CASE WHEN r.publish_at <= ${now} THEN NULL ELSE r.publish_at END,
              unpublish_at = CASE WHEN r.unpublish_at <= ${now} THEN NULL ELSE r.unpublish_at END,
              updated_at = ${now}
          FROM (SELECT id FROM ${t}
                WHERE publish_at <= ${now} OR unpublish_at <= ${now}
                ORDER BY id LIMIT ${batchSize} FOR UPDATE SKIP LOCKED) due
          WHERE r.id = due.id
          RETURNING r.id, r.platform_id AS "platformId", r.active`,
    );
    for (const row of flipped) {
      await recordAudit(tx, {
        action: scheduled.action,
        actorUserId: null,
        detail: { entity: scheduled.entity, id: row.id, platformId: row.platformId, active: row.active, scheduled: true },
      });
    }
    return flipped.map((row) => ({ id: Number(row.id), platformId: Number(row.platformId), active: row.active }));
  });
}

/** One item in the view of a platform at a moment ahead: whether the site shows it now, and then. */
export interface AsOfItem {
  id: number;
  title: string;
  now: boolean;
  then: boolean;
}

/**
 * The items of a table the site shows now or at `at` (a moment not before now), for the operators' view
 * of a platform ahead: at `at` an item is off when its unpublishing is due by then, on when its
 * publishing is, else as its switch is now (a set time is always still to come, flipDue clears it). With
 * `latestFirst` (pop-ups: the site shows one, the one switched on or edited last) the order is the site's:
 * an item switched on by then counts as switched on at its time, later than any switched on now.
 */
export async function itemsAsOf(
  db: Executor,
  scheduled: ScheduledTable,
  platformId: number,
  at: Date,
  options: { titleColumn?: 'title' | 'slug'; latestFirst?: boolean; limit?: number } = {},
): Promise<AsOfItem[]> {
  const t = sql.identifier(scheduled.table);
  const title = sql.identifier(options.titleColumn ?? 'title');
  const then = sql`(CASE WHEN r.unpublish_at <= ${at} THEN false WHEN r.publish_at <= ${at} THEN true ELSE r.active END)`;
  const order = options.latestFirst
    ? sql`${then} DESC, COALESCE(CASE WHEN r.publish_at <= ${at} THEN r.publish_at END, r.updated_at) DESC, r.id DESC`
    : sql`lower(r.${title}), r.id`;
  const rows = await queryRows<AsOfItem>(
    db,
    sql`SELECT r.id, r.${title} AS title, r.active AS now, ${then} AS then
        FROM ${t} AS r
        WHERE r.platform_id = ${platformId} AND (r.active OR ${then})
        ORDER BY ${order}
        LIMIT ${options.limit ?? 500}`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
