import { data } from 'react-router';
import type { z } from 'zod';
import type { RequestLogger } from '../../request-context.server.ts';
import { CSRF_FIELD } from '../../portal/session-contract.ts';
import { sameSecret } from '../../portal/secrets.server.ts';
import type { FormActionResult } from './form-result.ts';
import type { FormActionData, FormDone, FormReply } from './form-reply.ts';
import { type FormParse, type ParseOptions, parseForm, parsePortalForm } from './parse-form.ts';

/**
 * The one way a form post enters an action (docs/decisions/111): the CSRF check where the form is a
 * portal form, the one parse (parse-form.ts), the reply. Portal pages answer with `refuse` / `succeed`
 * (a FormReply, re-rendered by the page: no form state in the browser); the visitor forms, whose
 * browser state is Conform's, through `runFormCommand` with Conform's result of the same parse.
 */

/** The field Conform adds to a post that is a validation or another intent, not the form being sent. */
const CONFORM_INTENT = '__intent__';

/**
 * The form's data after the CSRF check of a portal form (decision 103: double submit, the token of this
 * browser's session): 403 when the token is missing or foreign.
 */
export async function portalFormData(request: Request, csrfToken: string): Promise<FormData> {
  const formData = await request.formData();
  const sent = formData.get(CSRF_FIELD);
  if (typeof sent !== 'string' || sent === '' || !sameSecret(sent, csrfToken)) {
    throw data('This form is out of date or was not sent from the portal. Reload the page and try again.', { status: 403 });
  }
  return formData;
}

/**
 * A page with several forms (or a form with several buttons) says which was sent in `intent` (PostForm's
 * hidden field, a button's value): that intent's handler answers, `default` a post without one (the page's
 * main form). An intent no handler knows was not sent by the page: 400, never another form's handler.
 */
export async function actByIntent<Answer>(
  /** The post (its body left for the handler to read), or its form data once read. */
  posted: Request | FormData,
  handlers: Record<string, (intent: string) => Promise<Answer>>,
): Promise<Answer> {
  const sent = (posted instanceof Request ? await posted.clone().formData() : posted).get('intent');
  const intent = typeof sent === 'string' && sent !== '' ? sent : 'default';
  const handler = Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
  if (!handler) throw data(`This page has no form "${intent}". Reload the page and try again.`, { status: 400 });
  return handler(intent);
}

/** One portal form post: CSRF, then the parse; the payload, or the reply the page shows. */
export async function readForm<Schema extends z.ZodType>(
  request: Request,
  csrfToken: string,
  form: string,
  schema: Schema,
  prepare?: ParseOptions['prepare'],
): Promise<FormParse<z.output<Schema>> & { formData: FormData }> {
  const formData = await portalFormData(request, csrfToken);
  return { ...parsePortalForm(formData, form, schema, prepare), formData };
}

/** A refused form: the reply with status 400 (or 429 when the service says "too many", 409 for a conflict). */
export function refuse(reply: FormReply, status = 400) {
  return data<FormActionData>({ reply, done: null }, { status });
}

/** A form that went through: the notice the page shows (no redirect: some notices are shown once). */
export function succeed(done: FormDone) {
  return data<FormActionData>({ reply: null, done });
}

/**
 * One visitor form post through a route action (with or without JavaScript): the one parse with the
 * feature's schema, its command, the state the form shows. A failing command is logged and answered
 * with status 500 and the error state; the visitor's input comes back untouched.
 */
export async function runFormCommand<Schema extends z.ZodType>(options: {
  form: string;
  formData: FormData;
  schema: Schema;
  /** Runs the command with the parsed payload (the service does not parse it again). */
  command: (value: z.output<Schema>) => Promise<unknown>;
  fieldErrorsOf?: (commandResult: unknown) => Record<string, string[]> | null;
  /**
   * Field errors found before validation (e.g. a refused image sent with the form): the form is
   * answered as invalid with these over the schema's own.
   */
  knownFieldErrors?: Record<string, string[]> | null;
  log: RequestLogger;
}) {
  const { form, formData, schema, command, fieldErrorsOf, knownFieldErrors, log } = options;
  const parsed = parseForm(formData, form, schema);
  const { submission } = parsed;
  if (!parsed.ok || knownFieldErrors) {
    const result = knownFieldErrors ? submission.reply({ fieldErrors: knownFieldErrors }) : submission.reply();
    // A validation round trip (Conform asks the server while the browser's validation has not loaded
    // yet) refuses nothing: 200 with the messages. A post of the form itself that is invalid: 400.
    const validating = formData.has(CONFORM_INTENT);
    return data<FormActionResult>({ form, status: 'invalid', result }, { status: validating ? 200 : 400 });
  }
  try {
    // The command runs first, on its own line: as the argument of `fieldErrorsOf?.(...)` it was skipped
    // whenever a form had no fieldErrorsOf (optional calls do not evaluate their arguments).
    const outcome = await command(parsed.value);
    const fieldErrors = fieldErrorsOf?.(outcome) ?? null;
    if (fieldErrors) return data<FormActionResult>({ form, status: 'invalid', result: submission.reply({ fieldErrors }) }, { status: 400 });
    return data<FormActionResult>({ form, status: 'sent', result: submission.reply({ resetForm: true }) });
  } catch (error) {
    log.error({ err: error, form }, 'form command failed');
    return data<FormActionResult>({ form, status: 'error', result: submission.reply() }, { status: 500 });
  }
}
