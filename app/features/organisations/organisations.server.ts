import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.server.ts';
import { organisations } from '../../../db/schema/index.ts';
import type { OrganisationRef } from '../../public-api/public-api.schemas.ts';

/** An organisation of the platform as the public sees it ({ id, name, city, website }), or null. */
export async function getPublicOrganisation(db: Database, platformId: number, organisationId: number): Promise<OrganisationRef | null> {
  const rows = await db
    .select({ id: organisations.id, name: organisations.name, city: organisations.city, website: organisations.website })
    .from(organisations)
    .where(and(eq(organisations.id, organisationId), eq(organisations.platformId, platformId)))
    .limit(1);
  return rows[0] ?? null;
}
