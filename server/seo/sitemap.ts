import type { Context } from 'hono';
import { Hono } from 'hono';
import { blogSourcePlatformId, listBlogTags } from '../../app/features/blogs/blogs.server.ts';
import { blogTagPath } from '../../app/features/blogs/blog-tags.ts';
import { organisationSlug } from '../../app/features/journey/organisation-slug.ts';
import { originOf } from '../../app/page-head/head-context.ts';
import { listPlatformLocations } from '../../app/features/seo-resolution/resolution.server.ts';
import { resolveSeoPath } from '../../app/features/seo-resolution/resolution.ts';
import type { SeoPageRecord } from '../../app/features/seo-resolution/seo-page.types.ts';
import {
  type ChunkedKind,
  type SitemapScope,
  chunkRows,
  latestEventChange,
  listActiveSeoPages,
  summarizeChunks,
} from '../../app/features/sitemap/sitemap.server.ts';
import type { PlatformRow } from '../../app/request-context.server.ts';
import type { Database } from '../../db/client.server.ts';
import type { AppEnv } from '../app-env.ts';

/** The protocol limit: at most 50,000 URLs per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SeoRoutesOptions {
  db: Database;
  /** URLs per sitemap file (tests use a small number to see the split). */
  urlsPerFile?: number;
}

interface UrlEntry {
  path: string;
  lastmod?: Date | null;
}

/** Screens every platform has (core.md 2); the agenda (kids) is listed in the events file. */
const STATIC_PATHS = ['/', '/uitjes', '/blogs', '/helpdesk', '/nieuwsbrief', '/adverteren', '/overzicht', '/over-ons'] as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!);
}

/** W3C datetime, seconds precision, UTC. */
function lastmodOf(date: Date | null | undefined): string | null {
  return date ? date.toISOString().replace(/\.\d{3}Z$/, 'Z') : null;
}

/**
 * The platform's public origin: the one its canonical links use (originOf, one setting per platform:
 * its `domain`), whatever host the request came in on, so robots.txt, the sitemaps and the canonical
 * links always agree (decision 094).
 */
function publicOrigin(c: Context<AppEnv>): string {
  return originOf(c.var.platform.domain);
}

function urlset(origin: string, entries: readonly UrlEntry[]): string {
  const body = entries
    .map((entry) => {
      const lastmod = lastmodOf(entry.lastmod);
      return `  <url><loc>${escapeXml(origin + encodeURI(entry.path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

function sitemapIndex(origin: string, files: ReadonlyArray<{ name: string; lastmod: Date | null }>): string {
  const body = files
    .map((file) => {
      const lastmod = lastmodOf(file.lastmod);
      return `  <sitemap><loc>${escapeXml(`${origin}/sitemaps/${file.name}.xml`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

function pathOf(kind: ChunkedKind, row: { id: number; key: string }, platform: PlatformRow): string {
  switch (kind) {
    case 'activities':
      return `/${platform.activityRoute || 'uitjes'}/${row.key}`;
    case 'organisations':
      return `/overzicht/${organisationSlug({ id: row.id, name: row.key })}`;
    case 'blogs':
      return `/blog/${row.key}`;
  }
}

const CHUNKED_KINDS: readonly ChunkedKind[] = ['activities', 'organisations', 'blogs'];

function newest(dates: ReadonlyArray<Date | null | undefined>): Date | null {
  let best: Date | null = null;
  for (const date of dates) if (date && (!best || date > best)) best = date;
  return best;
}

/** The SEO pages that resolve to a landing page (core.md 4) with their paths, in id order. */
async function seoPageEntries(db: Database, platformId: number): Promise<UrlEntry[]> {
  const pages = await listActiveSeoPages(db, platformId);
  const bySlug = new Map(pages.map((page) => [page.slug, page]));
  let locations: ReturnType<typeof listPlatformLocations> | null = null;
  const lookups = {
    findPage: async (slug: string): Promise<SeoPageRecord | null> => bySlug.get(slug) ?? null,
    platformLocations: () => (locations ??= listPlatformLocations(db, platformId)),
    log: () => {},
  };
  const entries: UrlEntry[] = [];
  for (const page of pages) {
    if (page.slug === '/' || page.slug === '') continue;
    const resolution = await resolveSeoPath(`/${page.slug}`, lookups);
    if (resolution.kind === 'page') entries.push({ path: resolution.path, lastmod: page.lastmod });
  }
  return entries;
}

function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

const XML_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

/**
 * /robots.txt and the sitemaps of the request's platform: /sitemap.xml is an index of
 * /sitemaps/{pages|seo-pages|activities|organisations|blogs|events}-{n}.xml, each at most `urlsPerFile` URLs.
 */
export function createSeoRoutes(options: SeoRoutesOptions): Hono<AppEnv> {
  const { db } = options;
  const perFile = Math.min(options.urlsPerFile ?? SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
  const app = new Hono<AppEnv>();
  const scopeOf = (platform: PlatformRow): SitemapScope => ({ platformId: platform.id, blogPlatformId: blogSourcePlatformId(platform) });

  app.get('/robots.txt', (c) => {
    const origin = publicOrigin(c);
    // /b/: the banners' counted redirects (decision 110): a crawler's visit is no click.
    const text = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /b/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
    return c.text(text, 200, { 'Cache-Control': 'public, max-age=3600' });
  });

  app.get('/sitemap.xml', async (c) => {
    const platform = c.var.platform;
    const scope = scopeOf(platform);
    const files: Array<{ name: string; lastmod: Date | null }> = [{ name: 'pages-1', lastmod: null }];
    const seoPages = await seoPageEntries(db, platform.id);
    chunksOf(seoPages, perFile).forEach((chunk, i) => files.push({ name: `seo-pages-${i + 1}`, lastmod: newest(chunk.map((e) => e.lastmod)) }));
    for (const kind of CHUNKED_KINDS) {
      for (const chunk of await summarizeChunks(db, kind, scope, perFile)) files.push({ name: `${kind}-${chunk.chunk}`, lastmod: chunk.lastmod });
    }
    if (c.var.brand.features.agenda) {
      const events = await latestEventChange(db, platform.id);
      files.push({ name: 'events-1', lastmod: events.lastmod });
    }
    return c.body(sitemapIndex(publicOrigin(c), files), 200, XML_HEADERS);
  });

  app.get('/sitemaps/:file', async (c) => {
    const match = /^(pages|seo-pages|activities|organisations|blogs|events)-([1-9]\d{0,5})\.xml$/.exec(c.req.param('file'));
    if (!match) return c.notFound();
    const kind = match[1]!;
    const chunk = Number(match[2]);
    const platform = c.var.platform;
    let entries: UrlEntry[];
    if (kind === 'pages') {
      // The fixed screens and the blog tag pages (/blogs/{tag}.html).
      entries =
        chunk === 1 ? [...STATIC_PATHS.map((path) => ({ path })), ...(await listBlogTags(db, platform)).map((tag) => ({ path: blogTagPath(tag) }))] : [];
    } else if (kind === 'events') {
      entries = chunk === 1 && c.var.brand.features.agenda ? [{ path: '/agenda', lastmod: (await latestEventChange(db, platform.id)).lastmod }] : [];
    } else if (kind === 'seo-pages') {
      entries = chunksOf(await seoPageEntries(db, platform.id), perFile)[chunk - 1] ?? [];
    } else {
      const chunkedKind = kind as ChunkedKind;
      const rows = await chunkRows(db, chunkedKind, scopeOf(platform), chunk, perFile);
      entries = rows.map((row) => ({ path: pathOf(chunkedKind, row, platform), lastmod: row.lastmod }));
    }
    if (entries.length === 0) return c.notFound();
    return c.body(urlset(publicOrigin(c), entries), 200, XML_HEADERS);
  });

  return app;
}
