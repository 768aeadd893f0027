import { z } from 'zod';
import { parseDatabaseId } from '../../config/database-id.ts';
import { databaseIdParam } from '../../config/database-id.schemas.ts';

/** Path parameter of the organisation calls: the numeric organisation id (the number after the last dash of /overzicht/{slug}). */
export const OrganisationIdParamsSchema = z.object({
  organisationId: databaseIdParam('organisationId'),
});

/** The organisation id in an /overzicht/{slug} slug (name joined with the id), or null. */
export function organisationIdFromSlug(slug: string): number | null {
  const match = /-(\d+)$/.exec(slug) ?? /^(\d+)$/.exec(slug);
  if (!match) return null;
  return parseDatabaseId(match[1]!);
}
