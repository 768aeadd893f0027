import { type CalendarDate, Time, fromAbsolute, getDayOfWeek, toCalendarDate, toCalendarDateTime, toZoned } from '@internationalized/date';
import type { ResponseDuration, ResponseFigures } from './response-time.types.ts';

// How fast an organisation answers its leads (docs/decisions/115), as a pure function of the leads and a
// clock: the median business time from a request to its first answer, and the share answered. Business
// time is 08:00-18:00 Monday to Friday on the wall clock of the platform's time zone; evenings, nights
// and weekends do not count, so a request of Friday 17:30 answered on Monday 08:30 took one hour.
// The zone's rules (summer time) are @internationalized/date's, which reads them from Intl.

/** The window: the leads of the last 30 days ... */
export const RESPONSE_WINDOW_DAYS = 30;
/** ... except those of the newest 24 hours, which have not had a fair chance to be answered yet. */
export const RESPONSE_GRACE_HOURS = 24;
/** The public badge shows from this many leads in the window on (fewer say little about a habit). */
export const RESPONSE_BADGE_MIN_LEADS = 5;
/** "Usually" must be true: the badge shows only when at least half the leads of the window were answered. */
export const RESPONSE_BADGE_MIN_RATE = 0.5;
export const BUSINESS_HOURS = { opens: 8, closes: 18 } as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The platforms' time zones by their country (platforms.country_code); the Dutch one for any other. */
const TIME_ZONES: Record<string, string> = { NL: 'Europe/Amsterdam', DE: 'Europe/Berlin', BE: 'Europe/Brussels' };
export function timeZoneOfCountry(countryCode: string | null | undefined): string {
  return TIME_ZONES[(countryCode ?? '').toUpperCase()] ?? 'Europe/Amsterdam';
}

/** The instant of `hour`:00 on `day`'s wall clock in `zone` (08:00 and 18:00 are never in a summer-time gap). */
function instantOf(day: CalendarDate, hour: number, zone: string): number {
  return toZoned(toCalendarDateTime(day, new Time(hour)), zone)
    .toDate()
    .getTime();
}

/** Milliseconds of business time between two instants (0 when `to` is not after `from`). */
export function businessMillisBetween(from: Date, to: Date, zone: string): number {
  const start = from.getTime();
  const end = to.getTime();
  if (!(end > start)) return 0;
  let total = 0;
  const last = toCalendarDate(fromAbsolute(end, zone));
  for (let day = toCalendarDate(fromAbsolute(start, zone)); day.compare(last) <= 0; day = day.add({ days: 1 })) {
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

export interface ResponseLead {
  createdAt: Date;
  /** The first answer (sent from the portal or marked answered); null while unanswered. */
  answeredAt: Date | null;
}

/** The window's bounds at `now`: [from, to). */
export function responseWindow(now: Date): { from: Date; to: Date } {
  return { from: new Date(now.getTime() - RESPONSE_WINDOW_DAYS * DAY), to: new Date(now.getTime() - RESPONSE_GRACE_HOURS * HOUR) };
}

/** The figures of one organisation's leads at `now` in `zone` (leads outside the window are left out here too). */
export function responseFigures(leads: readonly ResponseLead[], now: Date, zone: string): ResponseFigures {
  const { from, to } = responseWindow(now);
  const inWindow = leads.filter((lead) => lead.createdAt >= from && lead.createdAt < to);
  const times = inWindow
    .filter((lead): lead is ResponseLead & { answeredAt: Date } => lead.answeredAt !== null && lead.answeredAt <= now)
    .map((lead) => businessMillisBetween(lead.createdAt, lead.answeredAt, zone))
    .sort((a, b) => a - b);
  const middle = Math.floor(times.length / 2);
  const medianMillis = times.length === 0 ? null : times.length % 2 === 1 ? times[middle]! : (times[middle - 1]! + times[middle]!) / 2;
  return { leads: inWindow.length, answered: times.length, rate: inWindow.length === 0 ? null : times.length / inWindow.length, medianMillis };
}

/** A duration as the texts say it: whole hours (rounded up, at least 1) up to 8, above that business days of 10 hours. */
export function responseDuration(millis: number): ResponseDuration {
  const hours = Math.max(1, Math.ceil(millis / HOUR - 1e-9));
  if (hours <= 8) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.ceil(millis / ((BUSINESS_HOURS.closes - BUSINESS_HOURS.opens) * HOUR) - 1e-9) };
}

/** What the public badge says, or null while the figures do not carry it (too few leads, or mostly unanswered). */
export function responseBadge(figures: ResponseFigures): ResponseDuration | null {
  if (figures.leads < RESPONSE_BADGE_MIN_LEADS || figures.medianMillis === null) return null;
  if ((figures.rate ?? 0) < RESPONSE_BADGE_MIN_RATE) return null;
  return responseDuration(figures.medianMillis);
}
