import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.server.ts';
import type { PublicBanner } from './banners.schemas.ts';

/** One active banner of the platform picked at random (a fresh pick per call), or null when there is none. */
export async function getRandomBanner(db: Database, platformId: number): Promise<PublicBanner | null> {
  const rows = await queryRows<PublicBanner>(
    db,
    sql`SELECT b.id, b.active, b.title, b.button_title AS "buttonTitle", b.link, b.link_target AS "linkTarget", b.cta_type AS "ctaType", b.platform_id AS platform,
          (SELECT json_build_object('id', m.id, 'title', m.title, 'alt', m.alt, 'url', m.url, 'type', m.type, 'index', m.index, 'width', m.width, 'height', m.height)
           FROM media m WHERE m.id = b.image_id) AS image
        FROM banners b WHERE b.platform_id = ${platformId} AND b.active
        ORDER BY random() LIMIT 1`,
    { prepared: 'random-banner' },
  );
  return rows[0] ?? null;
}
