import { fromDate, parseDateTime, toCalendarDateTime, toZoned } from '@internationalized/date';
import { z } from 'zod';

/**
 * Scheduled publishing (docs/decisions/121): banners, pop-ups, SEO pages and blog articles are switched on
 * at `publishAt` and off at `unpublishAt`, each optional. The operator types both as the wall clock of the
 * platform's zone (`<input type="datetime-local">`: YYYY-MM-DDTHH:mm); the server turns them into instants
 * with that zone (app/config/business-hours.ts `timeZoneOfCountry`). Here what the browser may run too:
 * the fields' schema and the conversions; the clock's check ("not in the past") is the server's
 * (schedule.server.ts).
 */

export const SCHEDULE_FIELDS = ['publishAt', 'unpublishAt'] as const;
export type ScheduleField = (typeof SCHEDULE_FIELDS)[number];

/** What the editors post: wall-clock times of the platform's zone, or null for none. */
export interface ScheduleInput {
  publishAt: string | null;
  unpublishAt: string | null;
}

/** The stored schedule: instants, or null for none. */
export interface Schedule {
  publishAt: Date | null;
  unpublishAt: Date | null;
}

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** Whether a value is a wall-clock time that exists on the calendar (YYYY-MM-DDTHH:mm). */
export function isLocalDateTime(value: string): boolean {
  if (!LOCAL_DATE_TIME.test(value)) return false;
  try {
    parseDateTime(value);
    return true;
  } catch {
    return false;
  }
}

/** One schedule field: empty is none; seconds a browser may add are dropped. */
const localDateTime = (message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.slice(0, 16) : null))
    .refine((v) => v === null || isLocalDateTime(v), message);

/** The messages of the schedule's fields: one set for every editor (portal.schedule.errors.*). */
const E = 'portal.schedule.errors';

/** The two fields of an editor's schema. */
export function scheduleSchema() {
  return { publishAt: localDateTime(`${E}.publishAt`), unpublishAt: localDateTime(`${E}.unpublishAt`) };
}

/**
 * The schedule's rules that need no clock, added to a form's schema: off after on (wall-clock strings of
 * one zone compare as text), and no "publish at" for an item that is on already (it would switch on what
 * is on: the operator meant something else). Checked once both fields are valid times, also when other
 * fields are not.
 */
export function withScheduleRules<T extends z.ZodType<ScheduleInput>>(schema: T, isOn: (value: z.output<T>) => boolean) {
  const timesValid = ({ issues }: { issues: ReadonlyArray<{ path?: PropertyKey[] | undefined }> }) =>
    !issues.some((issue) => (SCHEDULE_FIELDS as readonly PropertyKey[]).includes(issue.path?.[0] ?? ''));
  return schema
    .refine((value) => !(value.publishAt && value.unpublishAt && value.unpublishAt <= value.publishAt), {
      message: `${E}.unpublishBeforePublish`,
      path: ['unpublishAt'],
      when: timesValid,
    })
    .refine((value) => !(value.publishAt && isOn(value)), { message: `${E}.publishWhileOn`, path: ['publishAt'], when: timesValid });
}

/** The instant of a wall-clock time in `zone`. */
export function instantOfLocal(local: string, zone: string): Date {
  return toZoned(parseDateTime(local), zone).toDate();
}

/** An instant as the field's value: the wall clock of `zone`, to the minute. */
export function localOfInstant(instant: Date | null, zone: string): string {
  if (!instant) return '';
  return toCalendarDateTime(fromDate(instant, zone)).toString().slice(0, 16);
}
