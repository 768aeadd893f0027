import type { Submission } from '@conform-to/react';
import type { z } from 'zod';
import { parseForm } from './parse-form.ts';

/**
 * Conform's `onValidate` for a schema handed in by the route (features do not import each other's
 * schemas; the route composes them): the server's parse (parse-form.ts), so the browser refuses what
 * the action would. `Fields` names the form's fields for typed field metadata.
 */
export function validateWith<Fields extends Record<string, unknown>>(schema: z.ZodType) {
  return ({ formData }: { formData: FormData }) => parseForm(formData, '', schema).submission as unknown as Submission<Fields, string[]>;
}
