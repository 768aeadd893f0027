import { z } from 'zod';

/** Path parameter of the organisation calls: the numeric organisation id (the number after the last dash of /overzicht/{slug}). */
export const OrganisationIdParamsSchema = z.object({
  organisationId: z.coerce
    .number({ error: 'organisationId must be a number' })
    .int('organisationId must be a whole number')
    .positive('organisationId must be positive')
    .max(2_147_483_647, 'organisationId is too large'),
});

/** The organisation id in an /overzicht/{slug} slug (name joined with the id), or null. */
export function organisationIdFromSlug(slug: string): number | null {
  const match = /-(\d+)$/.exec(slug) ?? /^(\d+)$/.exec(slug);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
