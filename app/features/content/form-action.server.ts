import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import type { z } from 'zod';
import type { RequestLogger } from '../../request-context.server.ts';
import type { FormActionResult } from './form-result.ts';

/**
 * One form post through a route action (with or without JavaScript): validate with the feature's
 * schema, run its command, answer the state the form shows. A failing command is logged and answered
 * with status 500 and the error state; the visitor's input comes back untouched.
 */
export async function runFormCommand<Schema extends z.ZodType>(options: {
  form: string;
  formData: FormData;
  schema: Schema;
  command: (value: z.output<Schema>) => Promise<unknown>;
  log: RequestLogger;
}) {
  const { form, formData, schema, command, log } = options;
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') {
    return data<FormActionResult>({ form, status: 'invalid', result: submission.reply() }, { status: 400 });
  }
  try {
    await command(submission.value);
    return data<FormActionResult>({ form, status: 'sent', result: submission.reply({ resetForm: true }) });
  } catch (error) {
    log.error({ err: error, form }, 'form command failed');
    return data<FormActionResult>({ form, status: 'error', result: submission.reply() }, { status: 500 });
  }
}
