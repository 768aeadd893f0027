import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Hook } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../app-env.ts';

/** The one error body of the whole API: `{ error: { code, message, fields } }`. */
export const ApiErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'VALIDATION_FAILED' }),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional().openapi({ description: 'Message per invalid field name' }),
    }),
  })
  .openapi('ApiError');

export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;

export function apiError(c: Context, status: ContentfulStatusCode, code: string, message: string, fields?: Record<string, string>) {
  const body: ApiErrorBody = { error: { code, message, ...(fields ? { fields } : {}) } };
  return c.json(body, status);
}

/** Turns Zod issues into `{ fieldName: message }`, the first message per field. */
export function fieldsFromZodError(error: z.ZodError, prefix?: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [undefined];
    for (const key of keys) {
      const path = [...(prefix ? [prefix] : []), ...issue.path.map(String), ...(key ? [key] : [])];
      const name = path.join('.') || prefix || 'body';
      fields[name] ??= issue.message;
    }
  }
  return fields;
}

/** Validation failures of any route's params, query or body: HTTP 400 naming the fields. */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (!result.success) {
    return apiError(c, 400, 'VALIDATION_FAILED', 'The request is invalid.', fieldsFromZodError(result.error));
  }
  return undefined;
};

/** An OpenAPIHono router whose validation errors all take the shared shape. */
export function createApiRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

/** Common error responses for route definitions (OpenAPI document). */
export const errorResponses = {
  400: { description: 'Invalid request', content: { 'application/json': { schema: ApiErrorSchema } } },
  404: { description: 'Not found', content: { 'application/json': { schema: ApiErrorSchema } } },
} as const;
