import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.server.ts';
import { platforms } from '../../../db/schema/index.ts';
import type { PlatformRow } from '../../request-context.server.ts';
import { HREFLANG_GROUP, type HeadContext, originOf } from './head-context.ts';

/** The head context of a platform (root loader): its canonical origin and its language versions. */
export async function loadHeadContext(db: Database, platform: Pick<PlatformRow, 'id' | 'domain'>): Promise<HeadContext> {
  const origin = originOf(platform.domain);
  if (!HREFLANG_GROUP.some((member) => member.platformId === platform.id)) return { origin, alternates: [] };
  const rows = await db
    .select({ id: platforms.id, domain: platforms.domain })
    .from(platforms)
    .where(
      inArray(
        platforms.id,
        HREFLANG_GROUP.map((member) => member.platformId),
      ),
    );
  const alternates = HREFLANG_GROUP.flatMap((member) => {
    const row = rows.find((r) => r.id === member.platformId);
    return row ? [{ platformId: member.platformId, hrefLang: member.hrefLang, origin: originOf(row.domain), isDefault: member.isDefault }] : [];
  });
  return { origin, alternates: alternates.length > 1 ? alternates : [] };
}
