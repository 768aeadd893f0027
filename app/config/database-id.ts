/**
 * Ids are PostgreSQL `integer` (int4) columns: 1 .. 2,147,483,647. A larger number in a path or body
 * made the query itself fail (500); every id a client sends is checked against this range first
 * (decision 094): by parseDatabaseId here and the schemas of database-id.schemas.ts. No Zod in this file:
 * browser code (organisation links) uses it, and Zod is no part of a page's first JavaScript.
 */
export const MAX_DATABASE_ID = 2_147_483_647;

/** The id a page path names (digits only, within range), or null: the page then answers 404. */
export function parseDatabaseId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_DATABASE_ID ? id : null;
}
