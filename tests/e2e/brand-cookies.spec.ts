import { expect, test } from './fixtures.ts';

// Brand hosts stay anonymous (issue 17): no brand page sets a cookie, so the page cache and s-maxage stay
// valid; the portal's session lives on the portal host only.

test('no brand page sets a cookie: a crawl of the brand host and a browser visit', { tag: '@every-brand' }, async ({ request, page, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  // To 127.0.0.1 with the brand's Host header: Node does not resolve *.localhost as Chromium does.
  const host = new URL(baseURL!).host;
  const get = (path: string) => request.get(`http://127.0.0.1:${new URL(baseURL!).port}${path}`, { headers: { host }, maxRedirects: 0 });
  const queue = ['/', '/uitjes', '/blogs', '/overzicht', '/adverteren', '/helpdesk', '/nieuwsbrief', '/over-ons', '/portaal/inloggen', '/api/portal/me'];
  const seen = new Set<string>();
  while (queue.length > 0 && seen.size < 40) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const response = await get(path);
    expect(response.headers()['set-cookie'], `Set-Cookie on ${path}`).toBeUndefined();
    if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) continue;
    for (const match of (await response.text()).matchAll(/href="([^"#?]+)"/g)) {
      const href = new URL(match[1]!, origin);
      if (href.origin === origin && !/\.[a-z0-9]+$/i.test(href.pathname)) queue.push(href.pathname);
    }
  }
  expect(seen.size).toBeGreaterThan(15);
  // The portal's pages and API do not exist on a brand host.
  expect((await get('/portaal/inloggen')).status()).toBe(404);
  expect((await get('/api/portal/me')).status()).toBe(404);

  await page.goto('/');
  await page.goto('/uitjes');
  expect(await page.context().cookies()).toEqual([]);
});
