import { z } from 'zod';
import { MAX_DATABASE_ID } from './database-id.ts';

/** An id inside a JSON body (e.g. an event's `media.id`). */
export const DatabaseIdSchema = z.number().int().positive().max(MAX_DATABASE_ID);

/** An id in a path or query string, named in its messages: 400 in the API's error model when not an id. */
export function databaseIdParam(name: string) {
  return z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`)
    .max(MAX_DATABASE_ID, `${name} is too large`);
}
