import type { Locale } from '../../config/brand.ts';
import type { QuoteRequest } from './quote.schemas.ts';

/** What a quote mail needs to know besides the request itself. */
export interface QuoteMailContext {
  platformName: string;
  platformDomain: string;
  activityTitle: string;
  activityId: number;
  quoteRequestId: number;
}

export interface RenderedMail {
  subject: string;
  text: string;
}

type Lines = Array<[label: string, value: string | number | null | undefined]>;

function block(lines: Lines): string {
  return lines
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

function plannedDate(value: string | null, locale: Locale): string | null {
  if (!value) return null;
  const date = new Date(value.length === 10 ? `${value}T12:00:00Z` : value);
  return date.toLocaleDateString(locale === 'de' ? 'de-DE' : locale === 'be' ? 'nl-BE' : 'nl-NL', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  });
}

const TEXTS = {
  nl: {
    providerSubject: (c: QuoteMailContext) => `Offerteaanvraag voor ${c.activityTitle} via ${c.platformName}`,
    providerIntro: (c: QuoteMailContext) =>
      `Beste aanbieder,\n\nVia ${c.platformName} (${c.platformDomain}) is een offerteaanvraag binnengekomen voor "${c.activityTitle}". Beantwoord deze mail om de aanvrager direct te bereiken.`,
    confirmationSubject: (c: QuoteMailContext) => `Uw offerteaanvraag voor ${c.activityTitle}`,
    confirmationIntro: (c: QuoteMailContext, name: string) =>
      `Beste ${name},\n\nBedankt voor uw offerteaanvraag voor "${c.activityTitle}" via ${c.platformName}. De aanbieder ontvangt uw aanvraag en neemt zo snel mogelijk contact met u op.`,
    labels: {
      name: 'Naam',
      gender: 'Aanhef',
      company: 'Bedrijf',
      email: 'E-mail',
      phone: 'Telefoon',
      persons: 'Aantal personen',
      date: 'Geplande datum',
      address: 'Adres',
      zipcode: 'Postcode',
      city: 'Plaats',
      remark: 'Opmerking',
      reference: 'Referentie',
      genderValues: { man: 'Dhr.', vrouw: 'Mevr.' },
    },
    closing: (c: QuoteMailContext) => `Met vriendelijke groet,\n${c.platformName}`,
    reference: (c: QuoteMailContext) => `Kenmerk: offerte ${c.quoteRequestId}`,
  },
  be: {
    providerSubject: (c: QuoteMailContext) => `Offerteaanvraag voor ${c.activityTitle} via ${c.platformName}`,
    providerIntro: (c: QuoteMailContext) =>
      `Beste aanbieder,\n\nVia ${c.platformName} (${c.platformDomain}) kwam een offerteaanvraag binnen voor "${c.activityTitle}". Antwoord op deze mail om de aanvrager rechtstreeks te bereiken.`,
    confirmationSubject: (c: QuoteMailContext) => `Uw offerteaanvraag voor ${c.activityTitle}`,
    confirmationIntro: (c: QuoteMailContext, name: string) =>
      `Beste ${name},\n\nBedankt voor uw offerteaanvraag voor "${c.activityTitle}" via ${c.platformName}. De aanbieder ontvangt uw aanvraag en neemt zo snel mogelijk contact met u op.`,
    labels: {
      name: 'Naam',
      gender: 'Aanspreking',
      company: 'Bedrijf',
      email: 'E-mail',
      phone: 'Telefoon',
      persons: 'Aantal personen',
      date: 'Geplande datum',
      address: 'Adres',
      zipcode: 'Postcode',
      city: 'Gemeente',
      remark: 'Opmerking',
      reference: 'Referentie',
      genderValues: { man: 'Dhr.', vrouw: 'Mevr.' },
    },
    closing: (c: QuoteMailContext) => `Met vriendelijke groeten,\n${c.platformName}`,
    reference: (c: QuoteMailContext) => `Kenmerk: offerte ${c.quoteRequestId}`,
  },
  de: {
    providerSubject: (c: QuoteMailContext) => `Angebotsanfrage für ${c.activityTitle} über ${c.platformName}`,
    providerIntro: (c: QuoteMailContext) =>
      `Sehr geehrte Damen und Herren,\n\nüber ${c.platformName} (${c.platformDomain}) ist eine Angebotsanfrage für "${c.activityTitle}" eingegangen. Antworten Sie auf diese E-Mail, um die anfragende Person direkt zu erreichen.`,
    confirmationSubject: (c: QuoteMailContext) => `Ihre Angebotsanfrage für ${c.activityTitle}`,
    confirmationIntro: (c: QuoteMailContext, name: string) =>
      `Guten Tag ${name},\n\nvielen Dank für Ihre Angebotsanfrage für "${c.activityTitle}" über ${c.platformName}. Der Anbieter erhält Ihre Anfrage und meldet sich so schnell wie möglich bei Ihnen.`,
    labels: {
      name: 'Name',
      gender: 'Anrede',
      company: 'Firma',
      email: 'E-Mail',
      phone: 'Telefon',
      persons: 'Anzahl Personen',
      date: 'Geplantes Datum',
      address: 'Adresse',
      zipcode: 'Postleitzahl',
      city: 'Ort',
      remark: 'Bemerkung',
      reference: 'Referenz',
      genderValues: { man: 'Herr', vrouw: 'Frau' },
    },
    closing: (c: QuoteMailContext) => `Mit freundlichen Grüßen\n${c.platformName}`,
    reference: (c: QuoteMailContext) => `Referenz: Angebot ${c.quoteRequestId}`,
  },
} as const;

function details(request: QuoteRequest, locale: Locale): string {
  const l = TEXTS[locale].labels;
  return block([
    [l.gender, l.genderValues[request.gender]],
    [l.name, request.name],
    [l.company, request.companyName],
    [l.email, request.email],
    [l.phone, request.phone],
    [l.persons, request.numberOfPersons],
    [l.date, plannedDate(request.plannedDate, locale)],
    [l.address, request.address],
    [l.zipcode, request.zipcode],
    [l.city, request.city],
    [l.reference, request.reference],
    [l.remark, request.description],
  ]);
}

/** The quote as the provider receives it (reply goes to the visitor). */
export function renderQuoteToProvider(request: QuoteRequest, context: QuoteMailContext, locale: Locale): RenderedMail {
  const t = TEXTS[locale];
  return {
    subject: t.providerSubject(context),
    text: [t.providerIntro(context), details(request, locale), t.reference(context), t.closing(context)].join('\n\n'),
  };
}

/** The confirmation the visitor receives. */
export function renderQuoteConfirmation(request: QuoteRequest, context: QuoteMailContext, locale: Locale): RenderedMail {
  const t = TEXTS[locale];
  return {
    subject: t.confirmationSubject(context),
    text: [t.confirmationIntro(context, request.name), details(request, locale), t.reference(context), t.closing(context)].join('\n\n'),
  };
}
