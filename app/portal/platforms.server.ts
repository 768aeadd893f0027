import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { platforms } from '../../db/schema/index.ts';
import { timeZoneOfCountry } from '../config/business-hours.ts';

export interface PlatformChoice {
  id: number;
  name: string;
  domain: string;
  /** The zone its operators read and type times in (scheduled publishing, docs/decisions/121). */
  timeZone: string;
}

/** The sites the back office manages, for its platform switcher (decision 104). */
export async function listPlatformChoices(db: Database): Promise<PlatformChoice[]> {
  const rows = await db
    .select({ id: platforms.id, name: platforms.name, domain: platforms.domain, countryCode: platforms.countryCode })
    .from(platforms)
    .orderBy(asc(platforms.id));
  return rows.map(({ countryCode, ...platform }) => ({ ...platform, timeZone: timeZoneOfCountry(countryCode) }));
}
