import { seededBrand } from '../../tests/support/brands.ts';
import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server.ts';
import { queryRows } from '../../db/client.server.ts';
import { activities, cities, organisations, seoPageCities, seoPages } from '../../db/schema/index.ts';
import { createTestApp } from '../../tests/support/test-app.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import type { AppEnv } from '../app-env.ts';
import { createSeoRoutes } from './sitemap.ts';

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof createTestApp>>;
/**
 * A request as a visitor on `host`. The Host header is set explicitly: a Request built in-process has
 * none, and the platform middleware reads the header (without it every host would be platform 1).
 */
let request: (host: string, path: string) => Promise<Response>;

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
const entries = (xml: string) =>
  [...xml.matchAll(/<(?:url|sitemap)><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/(?:url|sitemap)>/g)].map((m) => ({ loc: m[1]!, lastmod: m[2] }));

/** Every URL of a host's sitemaps, following the index. */
async function allUrls(host: string, get = (h: string, p: string) => request(h, p)): Promise<string[]> {
  const index = await (await get(host, '/sitemap.xml')).text();
  const urls: string[] = [];
  for (const file of locs(index)) {
    const response = await get(host, new URL(file).pathname);
    expect(response.status, file).toBe(200);
    urls.push(...locs(await response.text()));
  }
  return urls;
}

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  app = await createTestApp(database);
  request = async (host, path) => app.request(host, path, { headers: { host } });
  const db = database.db;
  // Rows the sitemap must leave out next to one it must list, on platform 1.
  const base = { platformId: 1, title: 'Sitemaptest', status: true, approved: true };
  await db.insert(activities).values([
    { ...base, slug: 'sitemaptest-zichtbaar' },
    { ...base, slug: 'sitemaptest-niet-goedgekeurd', approved: false },
    { ...base, slug: 'sitemaptest-uitgezet', status: false },
    { ...base, slug: 'sitemaptest-afgewezen', approvalStatus: 'REJECTED' },
    { ...base, slug: 'sitemaptest-bewerkkopie', isEditCopy: true },
  ]);
  await db.insert(organisations).values({ platformId: 1, name: 'Sitemaptest Zonder Aanbod' });
  // An SEO page whose own last segment names no place resolves to nothing: not listed.
  await db.insert(seoPages).values({ platformId: 1, slug: 'bedrijfsuitje/atlantis', title: 'Atlantis' });
  await db.insert(seoPages).values({ platformId: 1, slug: 'sitemaptest-uit', title: 'Uit', active: false });
});

afterAll(async () => {
  await database?.close();
});

describe('robots.txt', () => {
  it("points at the sitemap on the platform's public origin, the one the canonical links use", async () => {
    for (const [host, origin] of [
      ['nl.localhost', 'https://www.uitjesbaas.nl'],
      ['kids.localhost:3000', 'https://www.kidsuitjes.nl'],
    ] as const) {
      const response = await request(host, '/robots.txt');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await response.text();
      expect(text).toContain('User-agent: *');
      expect(text).toContain('Disallow: /b/'); // the banners' counted redirects: a crawler's visit is no click
      expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
    }
  });

  it('the portal host shuts every crawler out and has no sitemap (it is no brand)', async () => {
    const response = await request('admin.localhost', '/robots.txt');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('User-agent: *\nDisallow: /\n');
    for (const path of ['/sitemap.xml', '/sitemaps/pages-1.xml', '/sitemaps/activities-1.xml'])
      expect((await request('admin.localhost', path)).status).toBe(404);
  });
});

describe('sitemaps', () => {
  it("the index lists the files of the platform with lastmod, absolute on the platform's public origin", async () => {
    const response = await request('nl.localhost', '/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const files = entries(xml);
    expect(files.map((f) => new URL(f.loc).pathname)).toEqual(
      expect.arrayContaining([
        '/sitemaps/pages-1.xml',
        '/sitemaps/seo-pages-1.xml',
        '/sitemaps/activities-1.xml',
        '/sitemaps/organisations-1.xml',
        '/sitemaps/blogs-1.xml',
      ]),
    );
    for (const file of files) expect(file.loc.startsWith('https://www.uitjesbaas.nl/sitemaps/')).toBe(true);
    expect(files.find((f) => f.loc.endsWith('/activities-1.xml'))?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    // The agenda (events) exists on the kids platform only.
    expect(files.some((f) => f.loc.includes('events-'))).toBe(false);
    expect(locs(await (await request('kids.localhost', '/sitemap.xml')).text())).toContain('https://www.kidsuitjes.nl/sitemaps/events-1.xml');
  });

  it('lists every public activity of the platform and nothing that is not public', async () => {
    const urls = await allUrls('nl.localhost');
    const expected = await queryRows<{ slug: string }>(
      database.db,
      sql`SELECT slug FROM activities WHERE platform_id = 1 AND approved AND status AND NOT is_edit_copy AND (approval_status IS NULL OR approval_status = 'APPROVED')`,
    );
    const activityUrls = urls.filter((u) => u.startsWith('https://www.uitjesbaas.nl/uitjes/'));
    expect(activityUrls.sort()).toEqual(expected.map((r) => `https://www.uitjesbaas.nl/uitjes/${r.slug}`).sort());
    expect(activityUrls).toContain('https://www.uitjesbaas.nl/uitjes/sitemaptest-zichtbaar');
    for (const hidden of ['niet-goedgekeurd', 'uitgezet', 'afgewezen', 'bewerkkopie']) {
      expect(urls).not.toContain(`https://www.uitjesbaas.nl/uitjes/sitemaptest-${hidden}`);
    }
    // No URL twice, none of another platform.
    expect(new Set(urls).size).toBe(urls.length);
    const otherPlatform = await queryRows<{ slug: string }>(database.db, sql`SELECT slug FROM activities WHERE platform_id = 2 LIMIT 1`);
    if (otherPlatform[0]) expect(urls).not.toContain(`https://www.uitjesbaas.nl/uitjes/${otherPlatform[0].slug}`);
  });

  it('lists the screens, SEO landing pages that resolve, blogs and organisations with an offer', async () => {
    const paths = (await allUrls('nl.localhost')).map((u) => new URL(u).pathname);
    expect(paths).toEqual(expect.arrayContaining(['/', '/uitjes', '/blogs', '/overzicht', '/bedrijfsuitje', '/bedrijfsuitje/amsterdam', '/teambuilding']));
    expect(paths).not.toContain('/bedrijfsuitje/atlantis');
    expect(paths).not.toContain('/sitemaptest-uit');
    expect(paths.some((p) => /^\/blog\/\d+$/.test(p))).toBe(true);
    expect(paths.some((p) => /^\/overzicht\/[a-z0-9-]+-\d+$/.test(p))).toBe(true);
    expect(paths.some((p) => p.startsWith('/overzicht/sitemaptest-zonder-aanbod'))).toBe(false);
    expect(paths).not.toContain('/agenda');
  });

  it('Belgium lists the shared Dutch blog list; the kids platform lists its agenda', async () => {
    const blogIds = await queryRows<{ id: number }>(database.db, sql`SELECT id FROM blogs WHERE platform_id = 1 AND active ORDER BY id`);
    const bePaths = (await allUrls('be.localhost')).map((u) => new URL(u).pathname);
    expect(bePaths.filter((p) => p.startsWith('/blog/')).sort()).toEqual(blogIds.map((b) => `/blog/${b.id}`).sort());
    const kidsPaths = (await allUrls('kids.localhost')).map((u) => new URL(u).pathname);
    expect(kidsPaths).toContain('/agenda');
  });

  it('an SEO page linked to a city is listed only while the city matches its last segment', async () => {
    const [page] = await database.db
      .select({ id: seoPages.id })
      .from(seoPages)
      .where(and(eq(seoPages.platformId, 1), eq(seoPages.slug, 'bedrijfsuitje/amsterdam')));
    expect(page).toBeDefined();
    const [zwolle] = await database.db
      .select({ id: cities.id })
      .from(cities)
      .where(and(eq(cities.platformId, 1), eq(cities.name, 'Zwolle')));
    expect(zwolle).toBeDefined();
    await database.db.delete(seoPageCities).where(eq(seoPageCities.seoPageId, page!.id));
    await database.db.insert(seoPageCities).values({ seoPageId: page!.id, cityId: zwolle!.id });
    try {
      const paths = (await allUrls('nl.localhost')).map((u) => new URL(u).pathname);
      expect(paths).not.toContain('/bedrijfsuitje/amsterdam');
      expect(paths).toContain('/bedrijfsuitje');
    } finally {
      const [amsterdam] = await database.db
        .select({ id: cities.id })
        .from(cities)
        .where(and(eq(cities.platformId, 1), eq(cities.name, 'Amsterdam')));
      await database.db.delete(seoPageCities).where(eq(seoPageCities.seoPageId, page!.id));
      await database.db.insert(seoPageCities).values({ seoPageId: page!.id, cityId: amsterdam!.id });
    }
  });

  it('splits a kind over files of at most urlsPerFile URLs, all reachable from the index', async () => {
    const small = new Hono<AppEnv>();
    small.use('*', async (c, next) => {
      const platform = app.platforms.byHost(c.req.header('host'));
      c.set('platform', platform);
      c.set('brand', seededBrand(platform.id));
      await next();
    });
    small.route('/', createSeoRoutes({ db: database.db, urlsPerFile: 7 }));
    const smallRequest = (host: string, path: string) => Promise.resolve(small.fetch(new Request(`http://${host}${path}`, { headers: { host } })));
    const index = locs(await (await smallRequest('nl.localhost', '/sitemap.xml')).text());
    const activityFiles = index.filter((loc) => loc.includes('/activities-'));
    const [{ n }] = (await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM activities WHERE platform_id = 1 AND approved AND status AND NOT is_edit_copy AND (approval_status IS NULL OR approval_status = 'APPROVED')`,
    )) as [{ n: number }];
    expect(activityFiles).toHaveLength(Math.ceil(n / 7));
    for (const file of activityFiles) {
      const count = locs(await (await smallRequest('nl.localhost', new URL(file).pathname)).text()).length;
      expect(count).toBeLessThanOrEqual(7);
    }
    const urls = await allUrls('nl.localhost', smallRequest);
    expect(urls.filter((u) => u.includes('/uitjes/'))).toHaveLength(n);
    expect((await smallRequest('nl.localhost', `/sitemaps/activities-${activityFiles.length + 1}.xml`)).status).toBe(404);
    expect((await smallRequest('nl.localhost', '/sitemaps/passwords-1.xml')).status).toBe(404);
  });
});
