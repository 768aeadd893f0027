import type { Locale } from '../../config/brand.ts';
import type { ContactMessage } from './contact.schemas.ts';

export interface ContactMailContext {
  platformName: string;
  contactMessageId: number;
}

export interface RenderedMail {
  subject: string;
  text: string;
}

const TEXTS = {
  nl: {
    typeNames: { Question: 'Vraag', Ad: 'Adverteren' },
    teamSubject: (type: string, m: ContactMessage) => `${type} van ${m.name}${m.companyName ? ` (${m.companyName})` : ''}`,
    teamIntro: (c: ContactMailContext) =>
      `Via het contactformulier van ${c.platformName} kwam dit bericht binnen. Beantwoord deze mail om de afzender te bereiken.`,
    confirmationSubject: (c: ContactMailContext) => `We hebben uw bericht ontvangen - ${c.platformName}`,
    confirmationIntro: (m: ContactMessage) => `Beste ${m.name},\n\nBedankt voor uw bericht. We nemen zo snel mogelijk contact met u op.`,
    labels: { name: 'Naam', company: 'Bedrijf', email: 'E-mail', phone: 'Telefoon', remark: 'Bericht', reference: 'Kenmerk: bericht' },
    closing: (c: ContactMailContext) => `Met vriendelijke groet,\n${c.platformName}`,
  },
  be: {
    typeNames: { Question: 'Vraag', Ad: 'Adverteren' },
    teamSubject: (type: string, m: ContactMessage) => `${type} van ${m.name}${m.companyName ? ` (${m.companyName})` : ''}`,
    teamIntro: (c: ContactMailContext) =>
      `Via het contactformulier van ${c.platformName} kwam dit bericht binnen. Antwoord op deze mail om de afzender te bereiken.`,
    confirmationSubject: (c: ContactMailContext) => `We hebben uw bericht ontvangen - ${c.platformName}`,
    confirmationIntro: (m: ContactMessage) => `Beste ${m.name},\n\nBedankt voor uw bericht. We nemen zo snel mogelijk contact met u op.`,
    labels: { name: 'Naam', company: 'Bedrijf', email: 'E-mail', phone: 'Telefoon', remark: 'Bericht', reference: 'Kenmerk: bericht' },
    closing: (c: ContactMailContext) => `Met vriendelijke groeten,\n${c.platformName}`,
  },
  de: {
    typeNames: { Question: 'Frage', Ad: 'Werbung' },
    teamSubject: (type: string, m: ContactMessage) => `${type} von ${m.name}${m.companyName ? ` (${m.companyName})` : ''}`,
    teamIntro: (c: ContactMailContext) =>
      `Über das Kontaktformular von ${c.platformName} ist diese Nachricht eingegangen. Antworten Sie auf diese E-Mail, um den Absender zu erreichen.`,
    confirmationSubject: (c: ContactMailContext) => `Wir haben Ihre Nachricht erhalten - ${c.platformName}`,
    confirmationIntro: (m: ContactMessage) => `Guten Tag ${m.name},\n\nvielen Dank für Ihre Nachricht. Wir melden uns so schnell wie möglich bei Ihnen.`,
    labels: { name: 'Name', company: 'Firma', email: 'E-Mail', phone: 'Telefon', remark: 'Nachricht', reference: 'Referenz: Nachricht' },
    closing: (c: ContactMailContext) => `Mit freundlichen Grüßen\n${c.platformName}`,
  },
} as const;

function details(m: ContactMessage, locale: Locale, c: ContactMailContext): string {
  const l = TEXTS[locale].labels;
  const lines: Array<[string, string | null]> = [
    [l.name, m.name],
    [l.company, m.companyName],
    [l.email, m.email],
    [l.phone, m.phone],
    [l.remark, m.description],
  ];
  return [...lines.filter(([, v]) => v).map(([k, v]) => `${k}: ${v}`), `${l.reference} ${c.contactMessageId}`].join('\n');
}

/** The message as the platform's team receives it (reply goes to the visitor). */
export function renderContactToTeam(m: ContactMessage, c: ContactMailContext, locale: Locale): RenderedMail {
  const t = TEXTS[locale];
  return { subject: t.teamSubject(t.typeNames[m.type], m), text: [t.teamIntro(c), details(m, locale, c)].join('\n\n') };
}

/** The confirmation the visitor receives ("within a few minutes", screens.md 9). */
export function renderContactConfirmation(m: ContactMessage, c: ContactMailContext, locale: Locale): RenderedMail {
  const t = TEXTS[locale];
  return { subject: t.confirmationSubject(c), text: [t.confirmationIntro(m), details(m, locale, c), t.closing(c)].join('\n\n') };
}
