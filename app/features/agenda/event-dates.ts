/** Agenda dates as dd/MM/yyyy (screens.md 9), on the calendar of the platforms' time zone. */
const TIME_ZONE = 'Europe/Amsterdam';

const formatter = new Intl.DateTimeFormat('nl-NL', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });

export function formatEventDate(iso: string): string {
  const parts = Object.fromEntries(formatter.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.day}/${parts.month}/${parts.year}`;
}

/** "dd/MM/yyyy" or "dd/MM/yyyy – dd/MM/yyyy" when the event ends on another day. */
export function formatEventPeriod(startDate: string, endDate: string | null): string {
  const start = formatEventDate(startDate);
  const end = endDate ? formatEventDate(endDate) : null;
  return end && end !== start ? `${start} – ${end}` : start;
}

/** Today's day (YYYY-MM-DD) in the platforms' time zone. */
export function todayInPlatformZone(now = new Date()): string {
  const parts = Object.fromEntries(formatter.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
