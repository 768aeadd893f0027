import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import type { z } from 'zod';
import type { RequestLogger } from '../../request-context.server.ts';
import type { FormActionResult } from './form-result.ts';

/** The field Conform adds to a post that is a validation or another intent, not the form being sent. */
const CONFORM_INTENT = '__intent__';

/**
 * One form post through a route action (with or without JavaScript): validate with the feature's
 * schema, run its command, answer the state the form shows. A failing command is logged and answered
 * with status 500 and the error state; the visitor's input comes back untouched.
 */
export async function runFormCommand<Schema extends z.ZodType>(options: {
  form: string;
  formData: FormData;
  schema: Schema;
  /** Runs the command; may answer field errors (message keys by field) the schema could not know. */
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
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success' || knownFieldErrors) {
    const result = knownFieldErrors ? submission.reply({ fieldErrors: knownFieldErrors }) : submission.reply();
    // A validation round trip (Conform asks the server while the browser's validation has not loaded
    // yet) refuses nothing: 200 with the messages. A post of the form itself that is invalid: 400.
    const validating = formData.has(CONFORM_INTENT);
    return data<FormActionResult>({ form, status: 'invalid', result }, { status: validating ? 200 : 400 });
  }
  try {
    // The command runs first, on its own line: as the argument of `fieldErrorsOf?.(...)` it was skipped
    // whenever a form had no fieldErrorsOf (optional calls do not evaluate their arguments).
    const outcome = await command(submission.value);
    const fieldErrors = fieldErrorsOf?.(outcome) ?? null;
    if (fieldErrors) return data<FormActionResult>({ form, status: 'invalid', result: submission.reply({ fieldErrors }) }, { status: 400 });
    return data<FormActionResult>({ form, status: 'sent', result: submission.reply({ resetForm: true }) });
  } catch (error) {
    log.error({ err: error, form }, 'form command failed');
    return data<FormActionResult>({ form, status: 'error', result: submission.reply() }, { status: 500 });
  }
}
