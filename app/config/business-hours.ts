import { type CalendarDate, Time, fromAbsolute, getDayOfWeek, toCalendarDate, toCalendarDateTime, toZoned } from '@internationalized/date';

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
 * The instants already worked out. Every lead of a response window crosses the same few weeks' days, and
 * working one out goes through Intl (about 0.1 ms): a provider's month of 3,000 leads took most of a
 * second without them (docs/decisions/113). A few thousand entries a year of days and zones; emptied
 * when it grows past its bound.
 */
const instants = new Map<string, number>();
const INSTANTS_KEPT = 20_000;

/** The instant of `hour`:00 on `day`'s wall clock in `zone` (08:00 and 18:00 are never in a summer-time gap). */
function instantOf(day: CalendarDate, hour: number, zone: string): number {
  const key = `${zone} ${day.toString()} ${hour}`;
  const known = instants.get(key);
  if (known !== undefined) return known;
  const instant = toZoned(toCalendarDateTime(day, new Time(hour)), zone)
    .toDate()
    .getTime();
  if (instants.size >= INSTANTS_KEPT) instants.clear();
  instants.set(key, instant);
  return instant;
}

/** Quarters of an hour: every time zone's offset is a whole number of them, so a quarter lies in one calendar day. */
const QUARTER = 15 * 60_000;
const days = new Map<string, CalendarDate>();

/** The calendar day of an instant on `zone`'s wall clock, kept per quarter of an hour as the instants are (Intl is slow). */
function dayOf(instant: number, zone: string): CalendarDate {
  const key = `${zone} ${Math.floor(instant / QUARTER)}`;
  const known = days.get(key);
  if (known !== undefined) return known;
  const day = toCalendarDate(fromAbsolute(instant, zone));
  if (days.size >= INSTANTS_KEPT) days.clear();
  days.set(key, day);
  return day;
}

/** Milliseconds of business time between two instants (0 when `to` is not after `from`). */
export function businessMillisBetween(from: Date, to: Date, zone: string): number {
  const start = from.getTime();
  const end = to.getTime();
  if (!(end > start)) return 0;
  let total = 0;
  const last = dayOf(end, zone);
  for (let day = dayOf(start, zone); day.compare(last) <= 0; day = day.add({ days: 1 })) {
    // Monday is 0 with 'mon' as the first day, whatever the locale's own week.
    if (getDayOfWeek(day, 'en-GB', 'mon') >= 5) continue;
    const opens = instantOf(day, BUSINESS_HOURS.opens, zone);
    const closes = instantOf(day, BUSINESS_HOURS.closes, zone);
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
  let day = toCalendarDate(fromAbsolute(start, zone));
  for (let i = 0; i <= days; i += 1, day = day.add({ days: 1 })) {
    if (getDayOfWeek(day, 'en-GB', 'mon') >= 5) continue;
    const opens = Math.max(start, instantOf(day, BUSINESS_HOURS.opens, zone));
    const closes = instantOf(day, BUSINESS_HOURS.closes, zone);
    if (closes <= opens) continue;
    if (left <= closes - opens) return new Date(opens + left);
    left -= closes - opens;
  }
  throw new Error('addBusinessMillis: past the days counted');
}
