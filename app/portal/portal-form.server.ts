import { data } from 'react-router';
import type { z } from 'zod';
import { CSRF_FIELD } from './session-contract.ts';
import { fieldErrors, formFields } from './form-fields.ts';
import { sameSecret } from './secrets.server.ts';
import type { PortalActionData, PortalFormDone, PortalFormReply } from './ui/portal-form-reply.ts';

/**
 * Every form post to a portal page passes through here (issue 17): the CSRF token must match the one of
 * this browser (403 otherwise), then the payload's schema; what comes back is either the parsed value or
 * the reply the page shows (field errors as catalogue keys, the values typed, never a password).
 */
export type PortalFormRead<T> = { ok: true; value: T; formData: FormData } | { ok: false; reply: PortalFormReply };

/** The fields whose values never travel back to the page. */
const SECRET_FIELD = /password|code|token|csrf/i;

/** The form's data after the CSRF check (403 when the token is missing or foreign). */
export async function portalFormData(request: Request, csrfToken: string): Promise<FormData> {
  const formData = await request.formData();
  const sent = formData.get(CSRF_FIELD);
  if (typeof sent !== 'string' || sent === '' || !sameSecret(sent, csrfToken)) {
    throw data('This form is out of date or was not sent from the portal. Reload the page and try again.', { status: 403 });
  }
  return formData;
}

/** Echoes the typed values (not the secrets), so the page can show them again. */
export function typedValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === 'string' && !SECRET_FIELD.test(key)) values[key] = value;
  return values;
}

/**
 * Reads one form: CSRF, then `schema` over the form's fields (empty fields count as missing; `prepare`
 * turns the raw fields into the payload's shape, e.g. a list typed as text). Messages that are no
 * catalogue key (Zod's own, for a missing field) become `portal.errors.required`.
 */
export async function readPortalForm<Schema extends z.ZodType>(
  request: Request,
  csrfToken: string,
  form: string,
  schema: Schema,
  prepare: (raw: Record<string, unknown>) => Record<string, unknown> = (raw) => raw,
): Promise<PortalFormRead<z.output<Schema>>> {
  const formData = await portalFormData(request, csrfToken);
  const parsed = schema.safeParse(prepare(formFields(formData)));
  if (parsed.success) return { ok: true, value: parsed.data, formData };
  const errors = fieldErrors(parsed.error.issues);
  return { ok: false, reply: { form, errors, formError: null, values: typedValues(formData) } };
}

/** A refused form: the reply with status 400 (or 429 when the service says "too many"). */
export function refuse(reply: PortalFormReply, status = 400) {
  return data<PortalActionData>({ reply, done: null }, { status });
}

/** A form that went through: the notice the page shows (no redirect: some notices are shown once). */
export function succeed(done: PortalFormDone) {
  return data<PortalActionData>({ reply: null, done });
}
