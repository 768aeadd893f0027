import type { Hook } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Locale } from '../../../app/config/brand.ts';
import { CONTACT_FORM_MESSAGES } from '../../../app/features/contact/contact.schemas.ts';
import { EVENT_SUBMISSION_FORM_MESSAGES } from '../../../app/features/event-submission/event-submission.schemas.ts';
import { UPLOAD_MESSAGES } from '../../../app/features/media/media.schemas.ts';
import { NEWSLETTER_FORM_MESSAGES } from '../../../app/features/newsletter/newsletter.schemas.ts';
import { QUOTE_FORM_MESSAGES } from '../../../app/features/quote/quote.schemas.ts';
import type { AppEnv } from '../../app-env.ts';
import { apiError, fieldsFromZodError } from '../errors.ts';

/**
 * The form schemas carry i18n keys as messages (`contactForm.errors.phoneRequired`), so a form shows
 * them in its own locale with `t(key)`. The API answers the text of the key in the locale of the
 * platform the request came to; a message that is no key (a generic Zod message) passes unchanged.
 */
const CATALOGUE: Record<Locale, Record<string, string>> = {
  nl: {},
  be: {},
  de: {},
};
for (const messages of [QUOTE_FORM_MESSAGES, CONTACT_FORM_MESSAGES, NEWSLETTER_FORM_MESSAGES, EVENT_SUBMISSION_FORM_MESSAGES, UPLOAD_MESSAGES]) {
  for (const locale of ['nl', 'be', 'de'] as const) Object.assign(CATALOGUE[locale], messages[locale]);
}

const SUMMARY: Record<Locale, string> = {
  nl: 'Controleer de gemarkeerde velden.',
  be: 'Controleer de gemarkeerde velden.',
  de: 'Bitte prüfen Sie die markierten Felder.',
};

export function localeOf(c: Context<AppEnv>): Locale {
  return c.var.brand.locale;
}

/** The text of a message key in `locale` (the key itself when it is no key of the catalogue). */
export function formMessage(locale: Locale, key: string): string {
  return CATALOGUE[locale][key] ?? CATALOGUE.nl[key] ?? key;
}

export function localizeFields(fields: Record<string, string>, locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, formMessage(locale, key)]));
}

/** 400 `{ error: { code: 'VALIDATION_FAILED', message, fields } }` with the field texts of the platform's locale. */
export const localizedValidationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (!result.success) {
    const locale = localeOf(c);
    return apiError(c, 400, 'VALIDATION_FAILED', SUMMARY[locale], localizeFields(fieldsFromZodError(result.error), locale));
  }
  return undefined;
};

/** The shared error body with a literal status, so typed route handlers accept it. */
export function errorJson<S extends ContentfulStatusCode>(c: Context, status: S, code: string, message: string, fields?: Record<string, string>) {
  return c.json({ error: { code, message, ...(fields ? { fields } : {}) } }, status);
}
