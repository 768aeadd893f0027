import type { ApiErrorBody } from '../errors.ts';

/** A JSON response entry of a route definition. */
export const jsonResponse = <T>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });

/** The shared error body for a 404, typed so `c.json(notFoundBody(...), 404)` matches the route's declared responses. */
export function notFoundBody(message: string): ApiErrorBody {
  return { error: { code: 'NOT_FOUND', message } };
}
