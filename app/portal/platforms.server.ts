import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { platforms } from '../../db/schema/index.ts';

export interface PlatformChoice {
  id: number;
  name: string;
  domain: string;
}

/** The sites the back office manages, for its platform switcher (decision 104). */
export async function listPlatformChoices(db: Database): Promise<PlatformChoice[]> {
  return db.select({ id: platforms.id, name: platforms.name, domain: platforms.domain }).from(platforms).orderBy(asc(platforms.id));
}
