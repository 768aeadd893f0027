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

type Issue = z.ZodError['issues'][number];

/**
 * A union's failure as the issues of the one alternative whose type the value had (an `orderBy` sent as
 * an object names the object's bad field, one sent as a string the string's problem), with their full
 * path; the union's own issue when that is not clear.
 */
function expandUnion(issue: Issue): Issue[] {
  if (issue.code !== 'invalid_union' || !('errors' in issue) || !Array.isArray(issue.errors)) return [issue];
  const typeMatched = (issue.errors as Issue[][]).filter((branch) => !branch.some((inner) => inner.code === 'invalid_type' && inner.path.length === 0));
  if (typeMatched.length !== 1) return [issue];
  return typeMatched[0]!.flatMap((inner) => expandUnion({ ...inner, path: [...issue.path, ...inner.path] }));
}

/** Turns Zod issues into `{ fieldName: message }`, the first message per field. */
export function fieldsFromZodError(error: z.ZodError, prefix?: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues.flatMap(expandUnion)) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [undefined];
    for (const key of keys) {
      const path = [...(prefix ? [prefix] : []), ...issue.path.map(String), ...(key ? [key] : [])];
      const name = path.join('.') || prefix || 'body';
      fields[name] ??= issue.message;
    }
  }
  return fields;
}

/** The operationId of every route, by method and Hono path ("GET /public/activities/:activitySlug"). */
const operationIds = new Map<string, string>();

/** Remembers the operationIds of an API's routes, for the required-parameter message (createApiApp calls it once all are registered). */
export function rememberOperationIds(api: OpenAPIHono<AppEnv>): void {
  for (const definition of api.openAPIRegistry.definitions) {
    if (definition.type !== 'route' || !definition.route.operationId) continue;
    operationIds.set(`${definition.route.method.toUpperCase()} ${definition.route.path.replace(/\{([^}]+)\}/g, ':$1')}`, definition.route.operationId);
  }
}

function operationOf(c: Context): string {
  // The matched route's full path ends with the path the route was declared with (the API sits under /api).
  for (const [key, operationId] of operationIds) {
    const space = key.indexOf(' ');
    if (key.slice(0, space) === c.req.method && c.req.routePath.endsWith(key.slice(space + 1))) return operationId;
  }
  return `${c.req.method} ${c.req.routePath}`;
}

/** core.md 8's required-parameter error: the one wording for a query or path parameter that was not sent. */
export function requiredParameterMessage(name: string, operation: string): string {
  return `Required parameter requestParameters.${name} was null or undefined when calling ${operation}.`;
}

/**
 * Validation failures of any route's params, query or body: HTTP 400 naming the fields. A required query
 * or path parameter that was not sent at all is said to be missing in core.md 8's words, whatever its
 * schema would say of a bad value ("slug must be text", "expected string").
 */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (!result.success) {
    const fields = fieldsFromZodError(result.error);
    if (result.target === 'query' || result.target === 'param') {
      const sent: Record<string, string | undefined> = result.target === 'query' ? c.req.query() : c.req.param();
      for (const issue of result.error.issues) {
        const name = issue.path[0];
        if (issue.path.length === 1 && typeof name === 'string' && sent[name] === undefined) fields[name] = requiredParameterMessage(name, operationOf(c));
      }
    }
    return apiError(c, 400, 'VALIDATION_FAILED', 'The request is invalid.', fields);
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
