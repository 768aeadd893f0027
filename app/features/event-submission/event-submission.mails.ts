import type { Locale } from '../../config/brand.ts';
// Every locale's texts (the mails are rendered on the server only).
import '../../i18n/catalogues.server.ts';
import { translate } from '../../i18n/i18n.ts';
import type { EventSubmission } from './event-submission.schemas.ts';

export interface EventMailContext {
  platformName: string;
  eventId: number;
  imageUrl: string | null;
}

export interface RenderedMail {
  subject: string;
  text: string;
}

/** The submission as the platform's team receives it (reply goes to the submitter). Texts: catalogues/<locale>/mails.ts. */
export function renderEventSubmissionToTeam(s: EventSubmission, c: EventMailContext, locale: Locale): RenderedMail {
  const fields: Array<[label: string, value: string | null | undefined]> = [
    ['title', s.title],
    ['startDate', s.startDate],
    ['endDate', s.endDate],
    ['website', s.website],
    ['description', s.description],
    ['image', c.imageUrl],
    ['name', s.name],
    ['company', s.companyName],
    ['email', s.email],
    ['iban', s.iban],
    ['address', s.address],
    ['zipcode', s.zipcode],
    ['city', s.city],
    ['province', s.province],
  ];
  const lines = fields.filter(([, value]) => value).map(([label, value]) => `${translate(locale, `mails.event.labels.${label}`)}: ${value}`);
  return {
    subject: translate(locale, 'mails.event.subject', { title: s.title }),
    text: [translate(locale, 'mails.event.intro', { platformName: c.platformName, eventId: c.eventId }), lines.join('\n')].join('\n\n'),
  };
}
