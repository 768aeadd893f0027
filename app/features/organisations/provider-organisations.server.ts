import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.server.ts';
import { activities, organisations, platforms } from '../../../db/schema/index.ts';
import type { Actor } from '../../portal/actor.ts';

export interface ProviderOrganisationRow {
  id: number;
  name: string;
  city: string | null;
  platformName: string;
  activityCount: number;
}

/** The organisations linked to the actor, with the platform each is on and its number of activities. */
export async function listProviderOrganisations(db: Database, actor: Actor): Promise<ProviderOrganisationRow[]> {
  if (actor.organisationIds.length === 0) return [];
  return db
    .select({
      id: organisations.id,
      name: organisations.name,
      city: organisations.city,
      platformName: platforms.name,
      activityCount: sql<number>`(SELECT count(*)::int FROM ${activities} a WHERE a.organisation_id = ${organisations.id} AND NOT a.is_edit_copy)`,
    })
    .from(organisations)
    .innerJoin(platforms, eq(platforms.id, organisations.platformId))
    .where(inArray(organisations.id, actor.organisationIds))
    .orderBy(asc(organisations.name));
}
