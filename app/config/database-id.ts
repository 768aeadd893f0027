import { z } from 'zod';

/**
 * Ids are PostgreSQL `integer` (int4) columns: 1 .. 2,147,483,647. A larger number in a path or body
 * made the query itself fail (500); every id a client sends is checked against this range first
 * (issue 20), by these schemas: the OpenAPI document says the same.
 */
export const MAX_DATABASE_ID = 2_147_483_647;

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

/** The id a page path names (digits only, within range), or null: the page then answers 404. */
export function parseDatabaseId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_DATABASE_ID ? id : null;
}
