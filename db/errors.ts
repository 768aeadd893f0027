/**
 * PostgreSQL's error codes as the services meet them (PGlite and pg alike report `code`; Drizzle wraps
 * the driver's error in `cause`). https://www.postgresql.org/docs/current/errcodes-appendix.html
 */

/** A unique constraint refused the write (23505), e.g. a concurrent save of the same name or slug. */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e: unknown = error; e && typeof e === 'object' && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
