import { CalendarDate, Time, fromAbsolute, toCalendarDate, toCalendarDateTime, toZoned } from '@internationalized/date';

// Business hours (docs/decisions/115, 117): 08:00-18:00 Monday to Friday on the wall clock of the
// platform's time zone; evenings, nights and weekends do not count, so a request of Friday 17:30 answered
// on Monday 08:30 took one hour. The zone's rules (summer time) are @internationalized/date's, which reads
// them from Intl. Public holidays count as working days.

export const BUSINESS_HOURS = { opens: 8, closes: 18 } as const;

const HOUR = 3_600_000;

/** The platforms' time zones by their country (platforms.country_code); the Dutch one for any other. */
const TIME_ZONES: Record<string, string> = { NL: 'Europe/Amsterdam', DE: 'Europe/Berlin', BE: 'Europe/Brussels' };
export function timeZoneOfCountry(countryCode: string | null | undefined): string {
  return TIME_ZONES[(countryCode ?? '').toUpperCase()] ?? 'Europe/Amsterdam';
}

/**
 * A calendar day as a number: the days from 1 January 1970 to it (on any wall clock; Monday is 0 of the
 * week when `(day + 3) % 7` is, 1 January 1970 was a Thursday). The loops below step through days as
 * numbers: a CalendarDate's add, compare and weekday cost microseconds each, and a provider's leads
 * page works out the business time of every lead of a month (docs/decisions/113).
 */
type DayNumber = number;
const DAY = 24 * HOUR;
const weekdayOf = (day: DayNumber) => (((day + 3) % 7) + 7) % 7;

/** Per zone, what is already worked out: bounded, emptied when it grows past its bound. */
interface ZoneMemo {
  /** The day of a quarter of an hour of the zone (every zone's offset is a whole number of quarters, so a quarter lies in one day). */
  days: Map<number, DayNumber>;
  /** The instants a day opens and closes. Working one out goes through Intl (about 0.1 ms): a month of 3,000 leads took most of a second without this. */
  hours: Map<DayNumber, { opens: number; closes: number }>;
}
const memos = new Map<string, ZoneMemo>();
const KEPT_PER_ZONE = 20_000;
const QUARTER = 15 * 60_000;

function memoOf(zone: string): ZoneMemo {
  let memo = memos.get(zone);
  if (!memo) {
    memo = { days: new Map(), hours: new Map() };
    memos.set(zone, memo);
  }
  return memo;
}

/** The calendar day of an instant on `zone`'s wall clock. */
function dayOf(instant: number, memo: ZoneMemo, zone: string): DayNumber {
  const quarter = Math.floor(instant / QUARTER);
  const known = memo.days.get(quarter);
  if (known !== undefined) return known;
  const date = toCalendarDate(fromAbsolute(instant, zone));
  const day = Date.UTC(date.year, date.month - 1, date.day) / DAY;
  if (memo.days.size >= KEPT_PER_ZONE) memo.days.clear();
  memo.days.set(quarter, day);
  return day;
}

/** The instants of opening and closing on `day`'s wall clock in `zone` (08:00 and 18:00 are never in a summer-time gap). */
function hoursOf(day: DayNumber, memo: ZoneMemo, zone: string): { opens: number; closes: number } {
  const known = memo.hours.get(day);
  if (known !== undefined) return known;
  const utc = new Date(day * DAY);
  const date = new CalendarDate(utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate());
  const instant = (hour: number) =>
    toZoned(toCalendarDateTime(date, new Time(hour)), zone)
      .toDate()
      .getTime();
  const hours = { opens: instant(BUSINESS_HOURS.opens), closes: instant(BUSINESS_HOURS.closes) };
  if (memo.hours.size >= KEPT_PER_ZONE) memo.hours.clear();
  memo.hours.set(day, hours);
  return hours;
}

/** Milliseconds of business time between two instants (0 when `to` is not after `from`). */
export function businessMillisBetween(from: Date, to: Date, zone: string): number {
  const start = from.getTime();
  const end = to.getTime();
  if (!(end > start)) return 0;
  const memo = memoOf(zone);
  let total = 0;
  const last = dayOf(end, memo, zone);
  for (let day = dayOf(start, memo, zone); day <= last; day += 1) {
    if (weekdayOf(day) >= 5) continue;
    const { opens, closes } = hoursOf(day, memo, zone);
    total += Math.max(0, Math.min(end, closes) - Math.max(start, opens));
  }
  return total;
}

/**
 * The instant `millis` of business time after `from` (the reminders' due times: 24 and 72 business hours
 * after a request). From outside business hours the count starts at the next opening.
 */
export function addBusinessMillis(from: Date, millis: number, zone: string): Date {
  let left = Math.max(0, millis);
  const start = from.getTime();
  // A business day holds 10 hours: this many days always reach the end (plus weekends and the first day).
  const days = Math.ceil(left / ((BUSINESS_HOURS.closes - BUSINESS_HOURS.opens) * HOUR)) * 2 + 7;
  const memo = memoOf(zone);
  const first = dayOf(start, memo, zone);
  for (let day = first; day <= first + days; day += 1) {
    if (weekdayOf(day) >= 5) continue;
    const hours = hoursOf(day, memo, zone);
    const opens = Math.max(start, hours.opens);
    const closes = hours.closes;
    if (closes <= opens) continue;
    if (left <= closes - opens) return new Date(opens + left);
    left -= closes - opens;
  }
  throw new Error('addBusinessMillis: past the days counted');
}
