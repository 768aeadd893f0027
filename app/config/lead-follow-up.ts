import { addBusinessMillis, timeZoneOfCountry } from './business-hours.ts';

// When an unanswered request is due for its provider's reminder and for the operators' list of leads
// waiting (docs/decisions/117): business hours after it arrived, in its platform's zone. Worked out once,
// when the request arrives (and by the demo seed for its requests: so here, where db/ may read it).

const HOUR = 3_600_000;
/** The provider's one reminder, this many business hours after the request. */
export const REMINDER_AFTER_BUSINESS_HOURS = 24;
/** On the operators' list of leads waiting from this many business hours on. */
export const WAITING_AFTER_BUSINESS_HOURS = 72;

/** When a request of `createdAt` on a platform of `countryCode` is due for its reminder and for the operators' list. */
export function leadDueTimes(createdAt: Date, countryCode: string): { reminderDueAt: Date; waitingDueAt: Date } {
  const zone = timeZoneOfCountry(countryCode);
  return {
    reminderDueAt: addBusinessMillis(createdAt, REMINDER_AFTER_BUSINESS_HOURS * HOUR, zone),
    waitingDueAt: addBusinessMillis(createdAt, WAITING_AFTER_BUSINESS_HOURS * HOUR, zone),
  };
}
