import type { Hook } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Locale } from '../../../app/config/brand.ts';
import '../../../app/i18n/catalogues.server.ts';
import { translate } from '../../../app/i18n/i18n.ts';
import type { AppEnv } from '../../app-env.ts';
import { apiError, fieldsFromZodError } from '../errors.ts';

/**
 * The form schemas carry catalogue keys as messages (`contactForm.errors.phoneRequired`), so a form shows
 * them in its own locale with `t(key)`. The API answers the text of the key in the locale of the
 * platform the request came to; a message that is no key (a generic Zod message) passes unchanged.
 */
const CATALOGUE_KEY = /^[A-Za-z]+(\.[A-Za-z]+)+$/;

export function localeOf(c: Context<AppEnv>): Locale {
  return c.var.brand.locale;
}

/** The text of a message key in `locale` (the key itself when it is no key of the catalogue). */
export function formMessage(locale: Locale, key: string): string {
  return CATALOGUE_KEY.test(key) ? translate(locale, key) : key;
}

export function localizeFields(fields: Record<string, string>, locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, formMessage(locale, key)]));
}

/** 400 `{ error: { code: 'VALIDATION_FAILED', message, fields } }` with the field texts of the platform's locale. */
export const localizedValidationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (!result.success) {
    const locale = localeOf(c);
    return apiError(c, 400, 'VALIDATION_FAILED', translate(locale, 'forms.checkFields'), localizeFields(fieldsFromZodError(result.error), locale));
  }
  return undefined;
};

/** The shared error body with a literal status, so typed route handlers accept it. */
export function errorJson<S extends ContentfulStatusCode>(c: Context, status: S, code: string, message: string, fields?: Record<string, string>) {
  return c.json({ error: { code, message, ...(fields ? { fields } : {}) } }, status);
}
