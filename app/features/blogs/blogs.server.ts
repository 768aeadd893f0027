import { and, asc, eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.server.ts';
import { blogs, media } from '../../../db/schema/index.ts';
import type { PlatformRow } from '../../request-context.server.ts';
import { plainText, sanitizeBlogHtml } from './blog-html.ts';
import type { BlogArticle, BlogImage, BlogSummary, BlogTag } from './blog.types.ts';
import type { PublicBlog } from './blogs.schemas.ts';
import { blogTagsOf } from './blog-tags.ts';
import { type NamedPlace, placesNamed } from './related.ts';

/**
 * Blogs are database content per platform (decisions.md 15). A platform may show another platform's
 * list (`blogSourcePlatformId`: the Belgian site shows the Dutch company articles).
 */
export function blogSourcePlatformId(platform: Pick<PlatformRow, 'id' | 'blogSourcePlatformId'>): number {
  return platform.blogSourcePlatformId ?? platform.id;
}

const columns = {
  id: blogs.id,
  title: blogs.title,
  content: blogs.content,
  buttonTitle: blogs.buttonTitle,
  buttonUrl: blogs.buttonUrl,
  tags: blogs.tags,
  provinces: blogs.provinces,
  websiteUrl: blogs.websiteUrl,
  imageUrl: media.url,
  imageAlt: media.alt,
};

type BlogRow = {
  id: number;
  title: string;
  content: string;
  buttonTitle: string | null;
  buttonUrl: string | null;
  tags: string[];
  provinces: string[];
  websiteUrl: string | null;
  imageUrl: string | null;
  imageAlt: string | null;
};

function imageOf(row: BlogRow) {
  return row.imageUrl ? { url: row.imageUrl, alt: row.imageAlt ?? '' } : null;
}

function buttonOf(row: BlogRow) {
  return row.buttonTitle && row.buttonUrl ? { title: row.buttonTitle, url: row.buttonUrl } : null;
}

/** The platform's articles in list order, with their text only (cards show an excerpt). */
export async function listBlogs(db: Database, platform: PlatformRow): Promise<BlogSummary[]> {
  const rows = await db
    .select(columns)
    .from(blogs)
    .leftJoin(media, eq(media.id, blogs.imageId))
    .where(and(eq(blogs.platformId, blogSourcePlatformId(platform)), eq(blogs.active, true)))
    .orderBy(asc(blogs.position), asc(blogs.id));
  return rows.map(summaryOf);
}

/**
 * What the home page shows of the list: its first `count` articles, and the image of the first article that
 * has one (the section's picture). One prepared statement reads those rows only; reading the whole list
 * (17-31 articles with their bodies) and keeping three was a fifth of the home page's server time
 * (docs/decisions/080-log.md, 27 Nov 2026). The same articles, in the same order, as the first of `listBlogs`.
 */
export async function listHomeBlogs(db: Database, platform: PlatformRow, count: number): Promise<{ blogs: BlogSummary[]; image: BlogImage | null }> {
  const rows = await queryRows<Omit<BlogRow, 'provinces' | 'websiteUrl'> & { listed: boolean }>(
    db,
    sql`WITH listed AS (
          SELECT b.id, b.title, b.content, b.button_title, b.button_url, b.tags, m.url AS image_url, m.alt AS image_alt,
            row_number() OVER (ORDER BY b.position, b.id) AS n
          FROM blogs b LEFT JOIN media m ON m.id = b.image_id
          WHERE b.platform_id = ${blogSourcePlatformId(platform)} AND b.active)
        SELECT id, title, CASE WHEN n <= ${count} THEN content ELSE '' END AS content, button_title AS "buttonTitle", button_url AS "buttonUrl", tags,
          image_url AS "imageUrl", image_alt AS "imageAlt", n <= ${count} AS listed
        FROM listed
        WHERE n <= ${count} OR n = (SELECT min(n) FROM listed WHERE image_url IS NOT NULL)
        ORDER BY n`,
    { prepared: 'home-blogs' },
  );
  const read = rows.map((row) => ({ listed: row.listed, blog: summaryOf({ ...row, provinces: [], websiteUrl: null }) }));
  return {
    blogs: read.filter((row) => row.listed).map((row) => row.blog),
    // The very object of its card when that article is listed: the page data then holds it once.
    image: read.find((row) => row.blog.image)?.blog.image ?? null,
  };
}

function summaryOf(row: BlogRow): BlogSummary {
  return { id: row.id, title: row.title, text: plainText(row.content), image: imageOf(row), button: buttonOf(row), tags: blogTagsOf(row.tags) };
}

/** The tag a slug names among the platform's articles, with its articles in list order; null when no article has it. */
export async function listBlogsWithTag(db: Database, platform: PlatformRow, slug: string): Promise<{ tag: BlogTag; blogs: BlogSummary[] } | null> {
  const tagged = (await listBlogs(db, platform)).filter((blog) => blog.tags.some((tag) => tag.slug === slug));
  const tag = tagged[0]?.tags.find((candidate) => candidate.slug === slug);
  return tag ? { tag, blogs: tagged } : null;
}

/** Every tag of the platform's articles, by slug (the sitemap lists their pages). */
export async function listBlogTags(db: Database, platform: PlatformRow): Promise<BlogTag[]> {
  const bySlug = new Map<string, BlogTag>();
  for (const blog of await listBlogs(db, platform)) for (const tag of blog.tags) if (!bySlug.has(tag.slug)) bySlug.set(tag.slug, tag);
  return [...bySlug.values()];
}

/** One article of the platform's list by its id, its HTML sanitised; null when the list has no such id. */
export async function getBlog(db: Database, platform: PlatformRow, id: number): Promise<BlogArticle | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const [row] = await db
    .select(columns)
    .from(blogs)
    .leftJoin(media, eq(media.id, blogs.imageId))
    .where(and(eq(blogs.id, id), eq(blogs.platformId, blogSourcePlatformId(platform)), eq(blogs.active, true)))
    .limit(1);
  if (!row) return null;
  return { ...summaryOf(row), html: sanitizeBlogHtml(row.content), provinces: row.provinces, website: safeWebsite(row.websiteUrl) };
}

/** Only a web address is a link target (never `javascript:` or a relative path an editor typed). */
function safeWebsite(url: string | null): string | null {
  return url && /^https?:\/\/[^\s/]+/i.test(url.trim()) ? url.trim() : null;
}

/**
 * The cities and regions of `platformId` that an article's title names (placesNamed), in order of
 * mention, each with the provinces it lies in: where its 'Relevante uitjes' come from. A city named like
 * a province (Utrecht, Groningen, Berlin) is read as the province, which the list is grouped by anyway:
 * "Uitjes in Groningen en Drenthe" is about both provinces, not about the town.
 */
export async function placesInTitle(db: Database, platformId: number, title: string): Promise<NamedPlace[]> {
  const candidates = await queryRows<NamedPlace>(
    db,
    sql`SELECT c.id, c.name, 'CITY' AS type, ARRAY[c.province_id] AS "provinceIds" FROM cities c
        WHERE c.platform_id = ${platformId} AND c.province_id IS NOT NULL AND strpos(${title}, c.name) > 0
          AND NOT EXISTS (SELECT 1 FROM provinces p WHERE p.platform_id = c.platform_id AND p.name = c.name)
      UNION ALL
      SELECT r.id, r.name, 'REGION', ARRAY(SELECT DISTINCT c.province_id FROM cities c WHERE c.region_id = r.id AND c.province_id IS NOT NULL ORDER BY 1)
        FROM regions r WHERE r.platform_id = ${platformId} AND strpos(${title}, r.name) > 0
      ORDER BY 1, 3`,
  );
  return placesNamed(title, candidates);
}

/** Every active article of the platform's list with its whole content, in list order (the public blog call). */
export async function listPublicBlogs(db: Database, platform: PlatformRow): Promise<PublicBlog[]> {
  const rows = await db
    .select({ ...columns, position: blogs.position, publishedAt: blogs.publishedAt, updatedAt: blogs.updatedAt })
    .from(blogs)
    .leftJoin(media, eq(media.id, blogs.imageId))
    .where(and(eq(blogs.platformId, blogSourcePlatformId(platform)), eq(blogs.active, true)))
    .orderBy(asc(blogs.position), asc(blogs.id));
  return rows.map((row) => ({
    id: row.id,
    position: row.position,
    title: row.title,
    html: sanitizeBlogHtml(row.content),
    image: imageOf(row),
    button: buttonOf(row),
    tags: row.tags,
    provinces: row.provinces,
    website: safeWebsite(row.websiteUrl),
    publishedAt: new Date(row.publishedAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  }));
}
