import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.server.ts';
import type { RequestLogger } from '../../request-context.server.ts';
import { type SeoLocation, type SeoLookups, type SeoPageRecord, type SeoResolution, resolveSeoPath } from './resolution.ts';

/** The active SEO page of a platform with exactly this slug, with its linked locations and filters. */
export async function findSeoPage(db: Database, platformId: number, slug: string): Promise<SeoPageRecord | null> {
  const rows = await queryRows<SeoPageRecord>(
    db,
    sql`SELECT p.id, p.title, p.slug, p.search_query AS "searchQuery", p.meta_title AS "metaTitle",
               p.meta_description AS "metaDescription", p.page_title AS "pageTitle", p.page_description AS "pageDescription",
               coalesce((SELECT json_agg(l ORDER BY l.type, l.id) FROM (
                   SELECT c.id, c.name, 'CITY' AS type FROM seo_page_cities sc JOIN cities c ON c.id = sc.city_id WHERE sc.seo_page_id = p.id
                   UNION ALL SELECT pr.id, pr.name, 'PROVINCE' FROM seo_page_provinces sp JOIN provinces pr ON pr.id = sp.province_id WHERE sp.seo_page_id = p.id
                   UNION ALL SELECT r.id, r.name, 'REGION' FROM seo_page_regions sr JOIN regions r ON r.id = sr.region_id WHERE sr.seo_page_id = p.id
                 ) l), '[]'::json) AS locations,
               ARRAY(SELECT sf.filter_id FROM seo_page_filters sf WHERE sf.seo_page_id = p.id ORDER BY sf.filter_id) AS "filterIds"
        FROM seo_pages p
        WHERE p.platform_id = ${platformId} AND p.active AND p.slug = ${slug}
        LIMIT 1`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ...row,
    id: Number(row.id),
    locations: (typeof row.locations === 'string' ? (JSON.parse(row.locations) as SeoLocation[]) : row.locations).map((l) => ({
      ...l,
      id: Number(l.id),
    })),
    filterIds: row.filterIds.map(Number),
  };
}

/** Every city, province and region of a platform (the candidates of a generic SEO page). */
export async function listPlatformLocations(db: Database, platformId: number): Promise<SeoLocation[]> {
  const rows = await queryRows<SeoLocation>(
    db,
    sql`SELECT id, name, 'CITY' AS type FROM cities WHERE platform_id = ${platformId}
        UNION ALL SELECT id, name, 'PROVINCE' FROM provinces WHERE platform_id = ${platformId}
        UNION ALL SELECT id, name, 'REGION' FROM regions WHERE platform_id = ${platformId}`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** The database side of the SEO lookups for one platform. */
export function seoLookupsFor(db: Database, platformId: number, log: Pick<RequestLogger, 'info'>): SeoLookups {
  return {
    findPage: (slug) => findSeoPage(db, platformId, slug),
    platformLocations: () => listPlatformLocations(db, platformId),
    log: (message) => log.info(message),
  };
}

/** core.md 4 SEO resolution of a request path on a platform. */
export function resolveSeoRequest(db: Database, platformId: number, path: string, log: Pick<RequestLogger, 'info'>): Promise<SeoResolution> {
  return resolveSeoPath(path, seoLookupsFor(db, platformId, log));
}
