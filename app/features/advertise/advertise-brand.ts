import type { BrandLook } from '../../config/platforms.ts';

/** The kids site's advertise page ends with the agenda banner and the event-submission form. */
export function showsEventSubmission(brand: Pick<BrandLook, 'kind'>): boolean {
  return brand.kind === 'kids';
}

/** The URL state that opens the event form (works without JavaScript too). */
export const EVENT_FORM_PARAM = 'evenement';
export const EVENT_FORM_ANCHOR = 'evenement';
