import type { Locale } from '../../config/brand.ts';
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

const TEXTS = {
  nl: {
    subject: (s: EventSubmission) => `Nieuw evenement aangemeld: ${s.title}`,
    intro: (c: EventMailContext) =>
      `Via de agenda van ${c.platformName} is een evenement aangemeld. Het staat inactief klaar voor controle (evenement ${c.eventId}).`,
    labels: [
      'Titel',
      'Startdatum',
      'Einddatum',
      'Website',
      'Beschrijving',
      'Afbeelding',
      'Naam',
      'Bedrijf',
      'E-mail',
      'IBAN',
      'Adres',
      'Postcode',
      'Stad',
      'Provincie',
    ],
  },
  be: {
    subject: (s: EventSubmission) => `Nieuw evenement aangemeld: ${s.title}`,
    intro: (c: EventMailContext) =>
      `Via de agenda van ${c.platformName} werd een evenement aangemeld. Het staat inactief klaar voor controle (evenement ${c.eventId}).`,
    labels: [
      'Titel',
      'Startdatum',
      'Einddatum',
      'Website',
      'Beschrijving',
      'Afbeelding',
      'Naam',
      'Bedrijf',
      'E-mail',
      'IBAN',
      'Adres',
      'Postcode',
      'Gemeente',
      'Provincie',
    ],
  },
  de: {
    subject: (s: EventSubmission) => `Neue Veranstaltung eingereicht: ${s.title}`,
    intro: (c: EventMailContext) =>
      `Über den Kalender von ${c.platformName} wurde eine Veranstaltung eingereicht. Sie wartet inaktiv auf Prüfung (Veranstaltung ${c.eventId}).`,
    labels: ['Titel', 'Beginn', 'Ende', 'Website', 'Beschreibung', 'Bild', 'Name', 'Firma', 'E-Mail', 'IBAN', 'Adresse', 'Postleitzahl', 'Ort', 'Bundesland'],
  },
} as const;

/** The submission as the platform's team receives it (reply goes to the submitter). */
export function renderEventSubmissionToTeam(s: EventSubmission, c: EventMailContext, locale: Locale): RenderedMail {
  const t = TEXTS[locale];
  const values = [
    s.title,
    s.startDate,
    s.endDate,
    s.website,
    s.description,
    c.imageUrl,
    s.name,
    s.companyName,
    s.email,
    s.iban,
    s.address,
    s.zipcode,
    s.city,
    s.province,
  ];
  const lines = t.labels.map((label, i) => [label, values[i]] as const).filter(([, v]) => v);
  return { subject: t.subject(s), text: [t.intro(c), lines.map(([k, v]) => `${k}: ${v}`).join('\n')].join('\n\n') };
}
