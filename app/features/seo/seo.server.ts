import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.server.ts';
import { type SeoPage, normaliseSeoSlug } from './seo.schemas.ts';

/**
 * The active SEO page of the platform with exactly this slug (normalised: no query string, no leading or
 * trailing slash), or null. The fallback to the first path segment (core.md 4) is the caller's step.
 */
export async function getSeoPageBySlug(db: Database, platformId: number, slug: string): Promise<SeoPage | null> {
  const normalised = normaliseSeoSlug(slug);
  const refs = (table: string, link: string, column: string) =>
    sql.raw(`coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.name, t.id)
      FROM ${link} l JOIN ${table} t ON t.id = l.${column} WHERE l.seo_page_id = s.id), '[]'::json)`);
  const rows = await queryRows<SeoPage>(
    db,
    sql`SELECT s.id, s.title, s.active, s.slug, s.search_query AS "searchQuery", s.meta_title AS "metaTitle",
          s.meta_description AS "metaDescription", s.page_title AS "pageTitle", s.page_description AS "pageDescription",
          ${refs('cities', 'seo_page_cities', 'city_id')} AS cities,
          ${refs('provinces', 'seo_page_provinces', 'province_id')} AS provinces,
          ${refs('regions', 'seo_page_regions', 'region_id')} AS regions,
          s.platform_id AS platform,
          ${refs('filters', 'seo_page_filters', 'filter_id')} AS filters
        FROM seo_pages s WHERE s.platform_id = ${platformId} AND s.active AND s.slug = ${normalised} LIMIT 1`,
  );
  return rows[0] ?? null;
}
