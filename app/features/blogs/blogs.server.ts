import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.server.ts';
import { blogs, media } from '../../../db/schema/index.ts';
import type { PlatformRow } from '../../request-context.server.ts';
import { plainText, sanitizeBlogHtml } from './blog-html.ts';
import type { BlogArticle, BlogSummary } from './blog.types.ts';

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
  imageUrl: media.url,
  imageAlt: media.alt,
};

type BlogRow = {
  id: number;
  title: string;
  content: string;
  buttonTitle: string | null;
  buttonUrl: string | null;
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
  return rows.map((row) => ({ id: row.id, title: row.title, text: plainText(row.content), image: imageOf(row), button: buttonOf(row) }));
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
  return { id: row.id, title: row.title, html: sanitizeBlogHtml(row.content), text: plainText(row.content), image: imageOf(row), button: buttonOf(row) };
}
