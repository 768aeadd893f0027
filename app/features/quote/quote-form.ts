import type { Submission } from '@conform-to/react';
import { validateWith } from '../../components/forms/validate.ts';
import { QuoteRequestSchema } from './quote.schemas.ts';

/**
 * The quote form's schema: the leads QuoteRequestSchema itself. An unticked newsletter box is absent
 * from the form data, which the payload's default reads as "no".
 */
export const QuoteFormSchema = QuoteRequestSchema;

/** The quote form's name in the answers of the detail route's action (FormActionResult.form). */
export const QUOTE_FORM = 'quote';

/**
 * The quote form's validation in the browser, the action's parse (components/forms/parse-form.ts). Its own chunk (zod and conform's zod adapter, ~35 KB), which
 * the form loads when the visitor starts filling it in: the page itself needs none of it (decision 080).
 */
export function validateQuoteForm<Fields>(formData: FormData): Submission<Fields, string[]> {
  return validateWith<Record<string, unknown>>(QuoteFormSchema)({ formData }) as unknown as Submission<Fields, string[]>;
}
