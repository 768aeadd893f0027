import type { SeoPageRecord } from '../seo-resolution/seo-page.types.ts';
import { type SQL, sql } from 'drizzle-orm';
import { publicActivitySql } from '../../public-api/visibility.server.ts';
import { type Database, queryRows } from '../../../db/client.server.ts';

/**
 * What the sitemaps list (decision 006): only public content of one platform. Activities: approved, switched
 * on, not an edit copy, approval status empty or APPROVED (the same rule as the public read API).
 * Organisations: with at least one public activity or active event. Blogs: active articles of the
 * platform's blog list. Events: active ones. SEO pages: active ones (the caller keeps only those that
 * resolve to a page).
 */

/** Kinds of content that are listed in files of at most `urlsPerFile` URLs each. */
export type ChunkedKind = 'activities' | 'organisations' | 'blogs';

export interface SitemapRow {
  id: number;
  /** Activity slug, organisation name or blog id: what the URL is made of. */
  key: string;
  lastmod: Date | null;
}

export interface ChunkSummary {
  /** 1-based file number. */
  chunk: number;
  urls: number;
  lastmod: Date | null;
}

export interface SitemapScope {
  platformId: number;
  /** Platform whose blog list the platform shows (Belgium shows the Dutch list). */
  blogPlatformId: number;
}

function baseQuery(kind: ChunkedKind, scope: SitemapScope): SQL {
  switch (kind) {
    case 'activities':
      return sql`SELECT a.id, a.slug AS key, a.updated_at AS lastmod FROM activities a
        WHERE ${publicActivitySql(scope.platformId)}`;
    case 'organisations':
      return sql`SELECT o.id, o.name AS key,
          greatest(o.updated_at,
            (SELECT max(a.updated_at) FROM activities a WHERE a.organisation_id = o.id AND ${publicActivitySql(sql`o.platform_id`)}),
            (SELECT max(e.updated_at) FROM events e WHERE e.organisation_id = o.id AND e.platform_id = o.platform_id AND e.active)) AS lastmod
        FROM organisations o
        WHERE o.platform_id = ${scope.platformId}
          AND (EXISTS (SELECT 1 FROM activities a WHERE a.organisation_id = o.id AND ${publicActivitySql(sql`o.platform_id`)})
               OR EXISTS (SELECT 1 FROM events e WHERE e.organisation_id = o.id AND e.platform_id = o.platform_id AND e.active))`;
    case 'blogs':
      return sql`SELECT b.id, b.id::text AS key, b.updated_at AS lastmod FROM blogs b WHERE b.platform_id = ${scope.blogPlatformId} AND b.active`;
  }
}

function toDate(value: unknown): Date | null {
  if (value == null) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** How many files a kind needs, with the URL count and newest change of each (for the sitemap index). */
export async function summarizeChunks(db: Database, kind: ChunkedKind, scope: SitemapScope, urlsPerFile: number): Promise<ChunkSummary[]> {
  const summary = await queryRows<{ chunk: number; urls: number; lastmod: unknown }>(
    db,
    sql`SELECT n.chunk, count(*)::int AS urls, max(n.lastmod) AS lastmod FROM (
          SELECT ((row_number() OVER (ORDER BY t.id) - 1) / ${urlsPerFile})::int + 1 AS chunk, t.lastmod
          FROM (${baseQuery(kind, scope)}) t) n
        GROUP BY n.chunk ORDER BY n.chunk`,
  );
  return summary.map((row) => ({ chunk: Number(row.chunk), urls: Number(row.urls), lastmod: toDate(row.lastmod) }));
}

/** The rows of one file (1-based), in id order. */
export async function chunkRows(db: Database, kind: ChunkedKind, scope: SitemapScope, chunk: number, urlsPerFile: number): Promise<SitemapRow[]> {
  const rows = await queryRows<{ id: number; key: string; lastmod: unknown }>(
    db,
    sql`SELECT t.id, t.key, t.lastmod FROM (${baseQuery(kind, scope)}) t ORDER BY t.id LIMIT ${urlsPerFile} OFFSET ${(chunk - 1) * urlsPerFile}`,
  );
  return rows.map((row) => ({ id: Number(row.id), key: String(row.key), lastmod: toDate(row.lastmod) }));
}

/** An SEO page with the date its sitemap entry shows. */
export interface SitemapSeoPage extends SeoPageRecord {
  lastmod: Date | null;
}

/** Every active SEO page of the platform with its linked locations and filters, in id order. */
export async function listActiveSeoPages(db: Database, platformId: number): Promise<SitemapSeoPage[]> {
  const rows = await queryRows<Omit<SitemapSeoPage, 'lastmod'> & { lastmod: unknown; locations: unknown }>(
    db,
    sql`SELECT p.id, p.title, p.slug, p.search_query AS "searchQuery", p.meta_title AS "metaTitle",
               p.meta_description AS "metaDescription", p.page_title AS "pageTitle", p.page_description AS "pageDescription",
               p.updated_at AS lastmod,
               coalesce((SELECT json_agg(l ORDER BY l.type, l.id) FROM (
                   SELECT c.id, c.name, 'CITY' AS type FROM seo_page_cities sc JOIN cities c ON c.id = sc.city_id WHERE sc.seo_page_id = p.id
                   UNION ALL SELECT pr.id, pr.name, 'PROVINCE' FROM seo_page_provinces sp JOIN provinces pr ON pr.id = sp.province_id WHERE sp.seo_page_id = p.id
                   UNION ALL SELECT r.id, r.name, 'REGION' FROM seo_page_regions sr JOIN regions r ON r.id = sr.region_id WHERE sr.seo_page_id = p.id
                 ) l), '[]'::json) AS locations,
               ARRAY(SELECT sf.filter_id FROM seo_page_filters sf WHERE sf.seo_page_id = p.id ORDER BY sf.filter_id) AS "filterIds"
        FROM seo_pages p WHERE p.platform_id = ${platformId} AND p.active ORDER BY p.id`,
  );
  return rows.map((row) => {
    const locations = (typeof row.locations === 'string' ? JSON.parse(row.locations) : row.locations) as SitemapSeoPage['locations'];
    return {
      ...row,
      id: Number(row.id),
      locations: locations.map((l) => ({ ...l, id: Number(l.id) })),
      filterIds: (row.filterIds ?? []).map(Number),
      lastmod: toDate(row.lastmod),
    };
  });
}

/** Newest change among the platform's active events (the agenda's lastmod), or null without events. */
export async function latestEventChange(db: Database, platformId: number): Promise<{ events: number; lastmod: Date | null }> {
  const rows = await queryRows<{ events: number; lastmod: unknown }>(
    db,
    sql`SELECT count(*)::int AS events, max(e.updated_at) AS lastmod FROM events e WHERE e.platform_id = ${platformId} AND e.active`,
  );
  return { events: Number(rows[0]?.events ?? 0), lastmod: toDate(rows[0]?.lastmod) };
}
