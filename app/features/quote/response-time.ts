import { BUSINESS_HOURS, businessMillisBetween } from '../../config/business-hours.ts';
import type { ResponseDuration, ResponseFigures } from './response-time.types.ts';

// How fast an organisation answers its leads (docs/decisions/115), as a pure function of the leads and a
// clock: the median business time (app/config/business-hours.ts) from a request to its first answer, and
// the share answered.

/** The window: the leads of the last 30 days ... */
export const RESPONSE_WINDOW_DAYS = 30;
/** ... except those of the newest 24 hours, which have not had a fair chance to be answered yet. */
export const RESPONSE_GRACE_HOURS = 24;
/** The public badge shows from this many leads in the window on (fewer say little about a habit). */
export const RESPONSE_BADGE_MIN_LEADS = 5;
/** "Usually" must be true: the badge shows only when at least half the leads of the window were answered. */
export const RESPONSE_BADGE_MIN_RATE = 0.5;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

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
