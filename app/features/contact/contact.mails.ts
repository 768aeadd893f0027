import type { Locale } from '../../config/brand.ts';
// Every locale's texts (the mails are rendered on the server only).
import '../../i18n/catalogues.server.ts';
import { translate } from '../../i18n/i18n.ts';
import type { ContactMessage } from './contact.schemas.ts';

export interface ContactMailContext {
  platformName: string;
  contactMessageId: number;
}

export interface RenderedMail {
  subject: string;
  text: string;
}

/** The message's fields as `Label: value` lines (empty ones left out) and its reference. */
function details(m: ContactMessage, locale: Locale, c: ContactMailContext): string {
  const label = (key: string) => translate(locale, `mails.contact.labels.${key}`);
  const lines: Array<[string, string | null]> = [
    [label('name'), m.name],
    [label('company'), m.companyName],
    [label('email'), m.email],
    [label('phone'), m.phone],
    [label('remark'), m.description],
  ];
  const reference = translate(locale, 'mails.contact.reference', { id: c.contactMessageId });
  return [...lines.filter(([, v]) => v).map(([k, v]) => `${k}: ${v}`), reference].join('\n');
}

/** The message as the platform's team receives it (reply goes to the visitor). Texts: catalogues/<locale>/mails.ts. */
export function renderContactToTeam(m: ContactMessage, c: ContactMailContext, locale: Locale): RenderedMail {
  const subject = translate(locale, 'mails.contact.teamSubject', {
    type: translate(locale, `mails.contact.type.${m.type}`),
    name: m.name,
    company: m.companyName ? ` (${m.companyName})` : '',
  });
  return { subject, text: [translate(locale, 'mails.contact.teamIntro', { platformName: c.platformName }), details(m, locale, c)].join('\n\n') };
}

/** The confirmation the visitor receives ("within a few minutes", screens.md 9). */
export function renderContactConfirmation(m: ContactMessage, c: ContactMailContext, locale: Locale): RenderedMail {
  return {
    subject: translate(locale, 'mails.contact.confirmationSubject', { platformName: c.platformName }),
    text: [
      translate(locale, 'mails.contact.confirmationIntro', { name: m.name }),
      details(m, locale, c),
      translate(locale, 'mails.closing', { platformName: c.platformName }),
    ].join('\n\n'),
  };
}
