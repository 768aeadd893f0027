import { sql } from 'drizzle-orm';
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
