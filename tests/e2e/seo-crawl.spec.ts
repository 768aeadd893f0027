import { expect, test } from './fixtures.ts';
import { serverGet } from './server-request.ts';

/**
 * Every internal link resolves (decision 006): a bounded breadth-first crawl of the brand host from '/',
 * following same-host <a href> links found in the server-rendered HTML, plus the URLs its sitemaps
 * list, and leaving out what robots.txt disallows, as a search engine does (a banner's counted click,
 * /b/{id}/klik, leads off the site). No link may answer 404 or 500, and every page needs a title and a
 * meta description. (robots.txt and the canonical origin are checked in tests/pages/content.integration.test.ts.)
 */
const MAX_PAGES = 150;
const MAX_SITEMAP_URLS = 60;

interface Problem {
  url: string;
  from: string;
  problem: string;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** Same-host links of the <a> elements in an HTML document, without fragments. */
function internalLinks(html: string, base: URL): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)) {
    const href = decodeEntities(match[1]!.trim());
    if (!href || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) continue;
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      continue;
    }
    if (url.host !== base.host || !/^https?:$/.test(url.protocol)) continue;
    url.hash = '';
    links.add(url.toString());
  }
  return [...links];
}

/** Crawled URLs fetched at once: the server renders one while the test reads another. */
const CRAWL_CONCURRENCY = 4;

function headText(html: string, pattern: RegExp): string | null {
  const match = pattern.exec(html);
  return match ? decodeEntities(match[1]!).trim() : null;
}

// The crawl reads only server HTML: Playwright's request API fetches it, no browser page navigates.
test('crawl from / finds no broken internal link and no page without title or description', { tag: '@every-brand' }, async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  const start = new URL('/', baseURL);
  const queue: Array<{ url: string; from: string }> = [{ url: start.toString(), from: '(start)' }];
  const seen = new Set<string>([start.toString()]);
  const problems: Problem[] = [];
  let crawled = 0;
  /** Pages per description: many pages sharing one is the brand default (a gap to report, not a failure). */
  const byDescription = new Map<string, string[]>();
  const robots = await serverGet(request, new URL('/robots.txt', start).toString());
  const disallowed = [...robots.text.matchAll(/^Disallow:\s*(\S+)/gim)].map((m) => m[1]!);
  const allowed = (url: string) => !disallowed.some((prefix) => new URL(url).pathname.startsWith(prefix));
  // The sitemaps' URLs join the queue: they must resolve as well.
  const index = await serverGet(request, new URL('/sitemap.xml', start).toString());
  expect(index.status).toBe(200);
  const sitemapUrls: string[] = [];
  for (const file of [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)) {
    const response = await serverGet(request, new URL(new URL(file).pathname, start).toString());
    expect(response.status, file).toBe(200);
    const locs = [...response.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(new URL(m[1]!).pathname, start).toString());
    sitemapUrls.push(...locs.slice(0, 20));
  }
  for (const url of sitemapUrls.slice(0, MAX_SITEMAP_URLS)) {
    if (!seen.has(url)) {
      seen.add(url);
      queue.push({ url, from: '/sitemap.xml' });
    }
  }

  while (queue.length > 0 && crawled < MAX_PAGES + MAX_SITEMAP_URLS) {
    // Breadth first in waves: the next few queued URLs at once, their links queued in the same order.
    const wave = queue.splice(0, Math.min(CRAWL_CONCURRENCY, MAX_PAGES + MAX_SITEMAP_URLS - crawled));
    const responses = await Promise.all(wave.map(({ url }) => serverGet(request, url)));
    for (const [i, { url, from }] of wave.entries()) {
      const response = responses[i]!;
      crawled += 1;
      const status = response.status;
      if (status === 404 || status >= 500) {
        problems.push({ url, from, problem: `HTTP ${status}` });
        continue;
      }
      if (!response.type.includes('text/html')) continue;
      const html = response.text;
      const title = headText(html, /<title>([^<]*)<\/title>/i);
      const description = headText(html, /<meta name="description" content="([^"]*)"/i);
      if (!title) problems.push({ url, from, problem: 'no <title>' });
      if (!description) problems.push({ url, from, problem: 'no meta description' });
      else byDescription.set(description, [...(byDescription.get(description) ?? []), new URL(url).pathname + new URL(url).search]);
      if (crawled > MAX_PAGES) continue;
      for (const link of internalLinks(html, new URL(response.url))) {
        if (seen.has(link) || seen.size >= MAX_PAGES + MAX_SITEMAP_URLS || !allowed(link)) continue;
        seen.add(link);
        queue.push({ url: link, from: url });
      }
    }
  }

  test.info().annotations.push({ type: 'crawled', description: `${crawled} URLs, ${problems.length} problems` });
  console.log(`[${test.info().project.name}] crawled ${crawled} URLs`);
  for (const [description, paths] of [...byDescription]
    .filter(([, p]) => p.length > 3)
    .sort((a, b) => b[1].length - a[1].length)
    .slice(0, 3)) {
    console.log(`[${test.info().project.name}] ${paths.length} pages share the description "${description.slice(0, 60)}": ${paths.slice(0, 6).join(' ')}`);
  }
  expect(crawled).toBeGreaterThan(10);
  expect(problems).toEqual([]);
});
