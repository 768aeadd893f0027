import { sql } from 'drizzle-orm';
import type { LocationType } from '../../config/location-types.ts';
import { type Database, queryRows } from '../../../db/client.server.ts';
import type { RequestLogger } from '../../request-context.server.ts';
import { type SeoLookups, type SeoResolution, resolveSeoPath } from './resolution.ts';
import type { SeoLocation, SeoPageRecord } from './seo-page.types.ts';

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

export interface SeoRequest {
  db: Database;
  platformId: number;
  log: Pick<RequestLogger, 'info'>;
  /**
   * The SEO page lookup by exact slug. The route passes the seo feature's read service
   * (getSeoPageBySlug, the same one GET /api/public/seo answers with) through seoPageRecordFrom.
   */
  findPage: (slug: string) => Promise<SeoPageRecord | null>;
}

/** The lookups of core.md 4 for one platform: page by slug, the platform's places (loaded at most once), the log. */
export function seoLookupsFor(request: SeoRequest): SeoLookups {
  let locations: Promise<SeoLocation[]> | null = null;
  return {
    findPage: request.findPage,
    platformLocations: () => (locations ??= listPlatformLocations(request.db, request.platformId)),
    log: (message) => request.log.info(message),
  };
}

/** core.md 4 SEO resolution of a request path on a platform. */
export function resolveSeoRequest(request: SeoRequest, path: string): Promise<SeoResolution> {
  return resolveSeoPath(path, seoLookupsFor(request));
}

/** An overview filter state in the terms of an SEO page: its filters, at most one place, its search query. */
export interface LandingState {
  filterIds: readonly number[];
  location: { type: LocationType; id: number } | null;
  q: string;
}

/**
 * The path of the active SEO landing page that shows exactly this filter state, or null: the same set
 * of filters, the same search query, and the place as its one linked city, province or region (a page
 * without linked places when there is none). The overview points its canonical link there, so a
 * filtered overview and its landing page are one page to search engines.
 */
export async function findLandingPath(db: Database, platformId: number, state: LandingState): Promise<string | null> {
  const filterIds = [...new Set(state.filterIds)].sort((a, b) => a - b);
  const place = state.location;
  const rows = await queryRows<{ slug: string }>(
    db,
    sql`SELECT p.slug FROM seo_pages p
        WHERE p.platform_id = ${platformId} AND p.active
          AND coalesce(btrim(p.search_query), '') = ${state.q.trim()}
          AND coalesce((SELECT array_agg(f.filter_id ORDER BY f.filter_id) FROM seo_page_filters f WHERE f.seo_page_id = p.id), '{}')
              = ${`{${filterIds.join(',')}}`}::int[]
          AND (SELECT count(*) FROM seo_page_cities c WHERE c.seo_page_id = p.id)
            + (SELECT count(*) FROM seo_page_provinces v WHERE v.seo_page_id = p.id)
            + (SELECT count(*) FROM seo_page_regions r WHERE r.seo_page_id = p.id) = ${place ? 1 : 0}
          AND CASE ${place?.type ?? 'NONE'}
                WHEN 'CITY' THEN EXISTS (SELECT 1 FROM seo_page_cities c WHERE c.seo_page_id = p.id AND c.city_id = ${place?.id ?? 0})
                WHEN 'PROVINCE' THEN EXISTS (SELECT 1 FROM seo_page_provinces v WHERE v.seo_page_id = p.id AND v.province_id = ${place?.id ?? 0})
                WHEN 'REGION' THEN EXISTS (SELECT 1 FROM seo_page_regions r WHERE r.seo_page_id = p.id AND r.region_id = ${place?.id ?? 0})
                ELSE true
              END
        ORDER BY length(p.slug), p.id
        LIMIT 1`,
  );
  const slug = rows[0]?.slug.replace(/^\/+|\/+$/g, '');
  if (slug === undefined) return null;
  return slug === '' ? '/' : `/${slug}`;
}
