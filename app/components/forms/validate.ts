import type { Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';

/**
 * Conform's `onValidate` for a schema handed in by the route (features do not import each other's
 * schemas; the route composes them). `Fields` names the form's fields for typed field metadata.
 */
export function validateWith<Fields extends Record<string, unknown>>(schema: z.ZodType) {
  return ({ formData }: { formData: FormData }) => parseWithZod(formData, { schema }) as unknown as Submission<Fields, string[]>;
}
