import type { Locale } from '../../config/brand.ts';
// Every locale's texts (the mails are rendered on the server only).
import '../../i18n/catalogues.server.ts';
import { languageTagOf, translate } from '../../i18n/i18n.ts';
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
  return date.toLocaleDateString(languageTagOf(locale), { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Amsterdam' });
}

function details(request: QuoteRequest, locale: Locale): string {
  const label = (key: string) => translate(locale, `mails.quote.labels.${key}`);
  return block([
    [label('gender'), translate(locale, `mails.quote.gender.${request.gender}`)],
    [label('name'), request.name],
    [label('company'), request.companyName],
    [label('email'), request.email],
    [label('phone'), request.phone],
    [label('persons'), request.numberOfPersons],
    [label('date'), plannedDate(request.plannedDate, locale)],
    [label('address'), request.address],
    [label('zipcode'), request.zipcode],
    [label('city'), request.city],
    [label('reference'), request.reference],
    [label('remark'), request.description],
  ]);
}

/** Texts of the context a quote mail fills in (catalogues/<locale>/mails.ts). */
function values(context: QuoteMailContext) {
  return { platformName: context.platformName, platformDomain: context.platformDomain, activityTitle: context.activityTitle, id: context.quoteRequestId };
}

/** The quote as the provider receives it (reply goes to the visitor). */
export function renderQuoteToProvider(request: QuoteRequest, context: QuoteMailContext, locale: Locale): RenderedMail {
  const v = values(context);
  return {
    subject: translate(locale, 'mails.quote.providerSubject', v),
    text: [
      translate(locale, 'mails.quote.providerIntro', v),
      details(request, locale),
      translate(locale, 'mails.quote.reference', v),
      translate(locale, 'mails.closing', v),
    ].join('\n\n'),
  };
}

/** The confirmation the visitor receives. */
export function renderQuoteConfirmation(request: QuoteRequest, context: QuoteMailContext, locale: Locale): RenderedMail {
  const v = values(context);
  return {
    subject: translate(locale, 'mails.quote.confirmationSubject', v),
    text: [
      translate(locale, 'mails.quote.confirmationIntro', { ...v, name: request.name }),
      details(request, locale),
      translate(locale, 'mails.quote.reference', v),
      translate(locale, 'mails.closing', v),
    ].join('\n\n'),
  };
}

/** What the answer mail to a visitor says besides the provider's own text. */
export interface LeadAnswerContext {
  name: string;
  activityTitle: string;
  organisationName: string;
  platformName: string;
  quoteRequestId: number;
  body: string;
}

/**
 * A provider's answer from the portal to the visitor (docs/decisions/115), in the brand's language: who
 * answers about what, the provider's text as written, and that a reply reaches the provider. No closing
 * of the platform's: the provider signs their own text.
 */
export function renderLeadAnswer(context: LeadAnswerContext, locale: Locale): RenderedMail {
  const v = { ...context, id: context.quoteRequestId };
  return {
    subject: translate(locale, 'mails.leadAnswer.subject', v),
    text: [
      translate(locale, 'mails.leadAnswer.intro', v),
      context.body,
      translate(locale, 'mails.leadAnswer.replyHint', v),
      translate(locale, 'mails.quote.reference', v),
    ].join('\n\n'),
  };
}
