import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.server.ts';
import { mediaJsonById } from '../../public-api/media-json.server.ts';
import type { PublicBanner, PublicPopup } from './banners.schemas.ts';

/** One active banner of the platform picked at random (a fresh pick per call), or null when there is none. */
export async function getRandomBanner(db: Database, platformId: number): Promise<PublicBanner | null> {
  const rows = await queryRows<PublicBanner>(
    db,
    sql`SELECT b.id, b.active, b.title, b.button_title AS "buttonTitle", b.link, b.link_target AS "linkTarget", b.cta_type AS "ctaType", b.platform_id AS platform,
          ${mediaJsonById(sql.raw('b.image_id'))} AS image
        FROM banners b WHERE b.platform_id = ${platformId} AND b.active
        ORDER BY random() LIMIT 1`,
    { prepared: 'random-banner' },
  );
  return rows[0] ?? null;
}

/**
 * Where one of the platform's banners leads: its stored link, never one the request names (decision 110:
 * the counted redirect is no open redirect); `count` counts the click on the way, in one statement, so
 * clicks at the same moment all count. A banner switched off meanwhile still counts and leads on: a page
 * a CDN keeps may show it a little longer. `updated_at` stays (a click is no edit) and the page-cache
 * trigger ignores the count (drizzle/0019). Null: no such banner on this platform.
 */
export async function followBannerLink(db: Database, platformId: number, bannerId: number, { count }: { count: boolean }): Promise<string | null> {
  const rows = await queryRows<{ link: string }>(
    db,
    count
      ? sql`UPDATE banners SET amount_of_clicks = amount_of_clicks + 1 WHERE id = ${bannerId} AND platform_id = ${platformId} RETURNING link`
      : sql`SELECT link FROM banners WHERE id = ${bannerId} AND platform_id = ${platformId}`,
  );
  return rows[0]?.link ?? null;
}

/**
 * The pop-up the platform's pages show now (decision 110): switched on (by an operator, or at its time by
 * the worker, docs/decisions/121). Of several, the one switched on or edited last.
 */
export async function getShownPopup(db: Database, platformId: number): Promise<PublicPopup | null> {
  const rows = await queryRows<PublicPopup>(
    db,
    sql`SELECT p.id, p.title, p.button_title AS "buttonTitle", p.cta_type AS "ctaType", p.description, p.platform_id AS platform,
          ${mediaJsonById(sql.raw('p.media_id'))} AS media
        FROM popups p
        WHERE p.platform_id = ${platformId} AND p.active
        ORDER BY p.updated_at DESC, p.id DESC LIMIT 1`,
    { prepared: 'shown-popup' },
  );
  return rows[0] ?? null;
}
