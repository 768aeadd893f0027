import { LOCATION_TYPES } from '../../app/config/location-types.ts';
import { pgEnum } from 'drizzle-orm/pg-core';

// Enumerations of core.md section 3.
export const approvalStatus = pgEnum('approval_status', ['APPROVED', 'REJECTED', 'EDITING']);
export const indoorOutdoor = pgEnum('indoor_outdoor', ['INDOOR', 'OUTDOOR', 'BOTH']);
export const geographicLocation = pgEnum('geographic_location', ['ORIGIN_COUNTRY', 'EUROPE', 'OUTSIDE_EUROPE']);
export const linkTarget = pgEnum('link_target', ['newWindow', 'sameWindow']);
export const locationType = pgEnum('location_type', LOCATION_TYPES);
export const mediaType = pgEnum('media_type', ['VIDEO', 'IMAGE']);
export const ctaType = pgEnum('cta_type', ['AD', 'QUESTION']);
export const otherType = pgEnum('other_type', ['CALENDAR', 'NOTE']);
export const roleName = pgEnum('role_name', ['ADMIN', 'USER']);
export const contactMessageType = pgEnum('contact_message_type', ['Question', 'Ad']);
export const gender = pgEnum('gender', ['man', 'vrouw']);
export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'failed', 'kept']);

/** Where a provider stands with a quote request (decision 104: the provider sets it in the portal). */
/** A lead's pipeline (docs/decisions/115): new, answered (by mail from the portal or marked), quoted, then won or lost. */
export const leadStatus = pgEnum('lead_status', ['NEW', 'ANSWERED', 'QUOTED', 'WON', 'LOST']);
