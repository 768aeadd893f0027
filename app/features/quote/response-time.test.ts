import { describe, expect, it } from 'vitest';
import { businessMillisBetween, timeZoneOfCountry } from '../../config/business-hours.ts';
import { RESPONSE_BADGE_MIN_LEADS, responseBadge, responseDuration, responseFigures, type ResponseLead } from './response-time.ts';

// The response-time rule (docs/decisions/115) on a fixed clock: business hours 08:00-18:00 Monday to
// Friday on the platform zone's wall clock, the window of 30 days but the newest 24 hours, the median of
// the answered, the share answered, and the badge's threshold.

const MIN = 60_000;
const HOUR = 60 * MIN;
const AMS = 'Europe/Amsterdam';
const at = (iso: string) => new Date(iso);
const between = (from: string, to: string, zone = AMS) => businessMillisBetween(at(from), at(to), zone);

describe('business time', () => {
  it('counts only 08:00-18:00 on weekdays, on the wall clock of the zone', () => {
    // Wednesday 4 March 2026, winter time (UTC+1): 09:00 to 11:30 in Amsterdam.
    expect(between('2026-03-04T08:00:00Z', '2026-03-04T10:30:00Z')).toBe(2.5 * HOUR);
    // A request at 20:00 answered the next morning at 08:15: a quarter of an hour.
    expect(between('2026-03-04T19:00:00Z', '2026-03-05T07:15:00Z')).toBe(15 * MIN);
    // Friday 17:30 to Monday 08:30: half an hour on Friday, half an hour on Monday.
    expect(between('2026-03-06T16:30:00Z', '2026-03-09T07:30:00Z')).toBe(1 * HOUR);
    // Sent on Saturday, answered on Sunday: no business time at all; on Monday 09:00: one hour.
    expect(between('2026-03-07T10:00:00Z', '2026-03-08T10:00:00Z')).toBe(0);
    expect(between('2026-03-07T10:00:00Z', '2026-03-09T08:00:00Z')).toBe(1 * HOUR);
    // A whole working week from Monday 08:00 to the next Monday 08:00: five days of ten hours.
    expect(between('2026-03-09T07:00:00Z', '2026-03-16T07:00:00Z')).toBe(50 * HOUR);
    // An answer before the request (a clock skew) or at once counts nothing.
    expect(between('2026-03-04T10:00:00Z', '2026-03-04T09:00:00Z')).toBe(0);
    expect(between('2026-03-04T10:00:00Z', '2026-03-04T10:00:00Z')).toBe(0);
  });

  it('follows summer time: the hours are the wall clock’s on both sides of the change', () => {
    // Friday 27 March 2026 17:00 CET (16:00 UTC) to Monday 30 March 09:00 CEST (07:00 UTC): 1 h + 1 h.
    // Counted in UTC's hours (08-18 UTC) it would be 2 h + 0 h.
    expect(between('2026-03-27T16:00:00Z', '2026-03-30T07:00:00Z')).toBe(2 * HOUR);
    // And back in October: Friday 23 October 17:00 CEST (15:00 UTC) to Monday 26 October 09:00 CET (08:00 UTC).
    expect(between('2026-10-23T15:00:00Z', '2026-10-26T08:00:00Z')).toBe(2 * HOUR);
    // In summer 07:30 UTC is 09:30 in Amsterdam: an hour and a half of the morning has passed by 09:30.
    expect(between('2026-06-03T06:00:00Z', '2026-06-03T07:30:00Z')).toBe(1.5 * HOUR);
  });

  it('reads the platform’s zone: the same instants are other hours elsewhere', () => {
    expect(timeZoneOfCountry('NL')).toBe('Europe/Amsterdam');
    expect(timeZoneOfCountry('DE')).toBe('Europe/Berlin');
    expect(timeZoneOfCountry('be')).toBe('Europe/Brussels');
    expect(timeZoneOfCountry(null)).toBe('Europe/Amsterdam');
    // 07:00-08:00 UTC on a winter Wednesday is 08:00-09:00 in Berlin and Brussels (business time) ...
    for (const zone of ['Europe/Berlin', 'Europe/Brussels', AMS]) expect(between('2026-03-04T07:00:00Z', '2026-03-04T08:00:00Z', zone)).toBe(HOUR);
    // ... but 07:00-08:00 on the wall clock of Lisbon (UTC+0) and 02:00-03:00 in New York: not.
    expect(between('2026-03-04T07:00:00Z', '2026-03-04T08:00:00Z', 'Europe/Lisbon')).toBe(0);
    expect(between('2026-03-04T07:00:00Z', '2026-03-04T08:00:00Z', 'America/New_York')).toBe(0);
    // Friday 18:30 in Berlin is a weekday hour (12:30) in New York: the weekend starts by the zone's calendar.
    expect(between('2026-03-06T17:30:00Z', '2026-03-06T18:30:00Z', 'Europe/Berlin')).toBe(0);
    expect(between('2026-03-06T17:30:00Z', '2026-03-06T18:30:00Z', 'America/New_York')).toBe(HOUR);
  });

  it('steps through the calendar over a year’s end and in a zone a quarter of an hour off the hour', () => {
    // Thursday 31 December 2026 17:00 to Monday 4 January 2027 09:00 in Amsterdam: 1 h, New Year's Friday
    // (a public holiday counts as a working day) 10 h, the weekend nothing, Monday 1 h.
    expect(between('2026-12-31T16:00:00Z', '2027-01-04T08:00:00Z')).toBe(12 * HOUR);
    // Kathmandu is UTC+5:45: 02:00-03:15 UTC is 07:45-09:00 there, of which 08:00-09:00 counts.
    expect(between('2026-03-04T02:00:00Z', '2026-03-04T03:15:00Z', 'Asia/Kathmandu')).toBe(HOUR);
  });
});

describe('the figures of a window', () => {
  // Wednesday 15 April 2026, 12:00 in Amsterdam (summer time).
  const now = at('2026-04-15T10:00:00Z');
  const lead = (createdAt: string, answeredAt: string | null): ResponseLead => ({ createdAt: at(createdAt), answeredAt: answeredAt ? at(answeredAt) : null });

  it('takes the leads of the last 30 days but the newest 24 hours', () => {
    const figures = responseFigures(
      [
        lead('2026-03-16T10:00:00Z', '2026-03-16T11:00:00Z'), // exactly 30 days ago: in
        lead('2026-03-16T09:59:00Z', '2026-03-16T11:00:00Z'), // a minute earlier: out
        lead('2026-04-14T09:59:00Z', null), // just over 24 hours ago: in
        lead('2026-04-14T10:00:00Z', null), // exactly 24 hours ago: out (the newest 24 hours)
        lead('2026-04-15T09:00:00Z', '2026-04-15T09:30:00Z'), // this morning: out
      ],
      now,
      AMS,
    );
    expect(figures).toEqual({ leads: 2, answered: 1, rate: 0.5, medianMillis: HOUR });
  });

  it('is the median business time of the answered ones, and the share answered of all', () => {
    // Monday 13 April 2026 (summer time, UTC+2): sent at 10:00, answered after 1, 2, 3 and 10 business hours.
    const sent = '2026-04-06T08:00:00Z';
    const answered = ['2026-04-06T09:00:00Z', '2026-04-06T10:00:00Z', '2026-04-06T11:00:00Z', '2026-04-07T08:00:00Z'];
    const odd = responseFigures([...answered.slice(0, 3).map((a) => lead(sent, a)), lead(sent, null)], now, AMS);
    expect(odd).toEqual({ leads: 4, answered: 3, rate: 0.75, medianMillis: 2 * HOUR });
    const even = responseFigures([...answered.map((a) => lead(sent, a)), lead(sent, null), lead(sent, null)], now, AMS);
    // 1, 2, 3, 10 hours: the median is halfway between 2 and 3.
    expect(even).toEqual({ leads: 6, answered: 4, rate: 4 / 6, medianMillis: 2.5 * HOUR });
    // An answer "after" the clock (a clock ahead) is not counted yet.
    expect(responseFigures([lead(sent, '2026-04-16T08:00:00Z')], now, AMS)).toEqual({ leads: 1, answered: 0, rate: 0, medianMillis: null });
    expect(responseFigures([], now, AMS)).toEqual({ leads: 0, answered: 0, rate: null, medianMillis: null });
  });
});

describe('what the texts say', () => {
  it('rounds up to whole hours up to 8, then to business days of 10 hours', () => {
    expect(responseDuration(0)).toEqual({ unit: 'hours', count: 1 });
    expect(responseDuration(59 * MIN)).toEqual({ unit: 'hours', count: 1 });
    expect(responseDuration(HOUR)).toEqual({ unit: 'hours', count: 1 });
    expect(responseDuration(HOUR + MIN)).toEqual({ unit: 'hours', count: 2 });
    expect(responseDuration(8 * HOUR)).toEqual({ unit: 'hours', count: 8 });
    expect(responseDuration(8 * HOUR + MIN)).toEqual({ unit: 'days', count: 1 });
    expect(responseDuration(10 * HOUR)).toEqual({ unit: 'days', count: 1 });
    expect(responseDuration(10 * HOUR + MIN)).toEqual({ unit: 'days', count: 2 });
    expect(responseDuration(25 * HOUR)).toEqual({ unit: 'days', count: 3 });
  });

  it('shows the badge from 5 leads in the window on, when at least half were answered', () => {
    const figures = (leads: number, answered: number) => ({ leads, answered, rate: answered / leads, medianMillis: 90 * MIN });
    expect(RESPONSE_BADGE_MIN_LEADS).toBe(5);
    expect(responseBadge(figures(4, 4))).toBeNull();
    expect(responseBadge(figures(5, 5))).toEqual({ unit: 'hours', count: 2 });
    expect(responseBadge(figures(5, 3))).toEqual({ unit: 'hours', count: 2 });
    // "Usually answers within" is not true of an organisation that leaves most requests unanswered.
    expect(responseBadge(figures(6, 2))).toBeNull();
    expect(responseBadge({ leads: 7, answered: 0, rate: 0, medianMillis: null })).toBeNull();
  });
});
