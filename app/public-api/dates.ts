/**
 * The one parser for every date a client sends (decision 094): a calendar day `YYYY-MM-DD` or an ISO 8601
 * date-time with an optional offset. `new Date()` alone rolled 2099-02-30 over into March and let
 * `9999-12-31T23:59:59.999-14:00` (year 10000 in UTC) through, which PostgreSQL then refused (500).
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))?$/i;

/** Years a stored timestamp may have: four digits, in UTC as well. */
const FIRST_YEAR = 1;
const LAST_YEAR = 9999;

function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < FIRST_YEAR || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A day that exists in the calendar, as `YYYY-MM-DD`; null for anything else (2099-02-30, 2026-13-01). */
export function parseCalendarDay(value: string): string | null {
  const match = DAY.exec(value.trim());
  if (!match) return null;
  return isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3])) ? match[0] : null;
}

/**
 * The instant a day or date-time names (a day: its start in UTC), or null when it is no real date,
 * names an impossible time, or falls outside the years 1-9999 in UTC.
 */
export function parseDateInput(value: string): Date | null {
  const text = value.trim();
  const day = parseCalendarDay(text);
  if (day) return new Date(`${day}T00:00:00Z`);
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [, year, month, date, hours, minutes, seconds, offsetHours, offsetMinutes] = match;
  if (!isCalendarDay(Number(year), Number(month), Number(date))) return null;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds ?? 0) > 59) return null;
  if (offsetHours !== undefined && (Number(offsetHours) > 14 || Number(offsetMinutes) > 59)) return null;
  const instant = new Date(text);
  if (Number.isNaN(instant.getTime())) return null;
  const utcYear = instant.getUTCFullYear();
  return utcYear >= FIRST_YEAR && utcYear <= LAST_YEAR ? instant : null;
}

/** True when `value` is a date `parseDateInput` takes. */
export const isDateInput = (value: string): boolean => parseDateInput(value) !== null;
