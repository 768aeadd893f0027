import { asc, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client.server.ts';
import { platforms } from '../../../db/schema/index.ts';
import type { OtherPlatform } from './about.types.ts';

/** The other brands of the group (about us: 'other platforms'), from the platform rows. */
export async function listOtherPlatforms(db: Database, platformId: number): Promise<OtherPlatform[]> {
  const rows = await db
    .select({ id: platforms.id, name: platforms.name, alternativeName: platforms.alternativeName, domain: platforms.domain, tagline: platforms.tagline })
    .from(platforms)
    .where(ne(platforms.id, platformId))
    .orderBy(asc(platforms.id));
  return rows.map((row) => ({ ...row, url: `https://${row.domain.replace(/^https?:\/\//, '')}` }));
}
