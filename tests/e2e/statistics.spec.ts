import { expect, test, waitForHydration } from './fixtures.ts';

test('every view of a detail page sends its ping to the statistics, also when the page comes from the page cache', async ({ page }) => {
  // Untagged: one company brand and the kids brand are enough.
  await page.goto('/uitjes');
  const href = await page.locator('a[href^="/uitjes/"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  const cacheStates: string[] = [];
  for (let visit = 0; visit < 3; visit += 1) {
    const view = page.waitForResponse((r) => /\/api\/public\/activities\/\d+\/statistics\/view$/.test(r.url()) && r.request().method() === 'POST');
    const response = await page.goto(href!);
    cacheStates.push(response?.headers()['x-cache'] ?? 'none');
    await waitForHydration(page);
    expect((await view).status()).toBe(204);
  }
  // The later visits were served from the cache, and still counted.
  expect(cacheStates.slice(1)).toContain('HIT');
});

test('a visit through the portal’s own link sends no view, and the address loses the fragment (docs/decisions/113)', async ({ page }) => {
  await page.goto('/uitjes');
  const href = await page.locator('a[href^="/uitjes/"]').first().getAttribute('href');
  const pings: string[] = [];
  page.on('request', (request) => {
    if (/\/statistics\/view$/.test(request.url())) pings.push(request.url());
  });
  await page.goto(`${href!}#vanuit-portaal`);
  await waitForHydration(page);
  // The page's tracking ran: it took the fragment off (a copied link counts again) instead of sending the view.
  await expect.poll(() => new URL(page.url()).hash).toBe('');
  expect(new URL(page.url()).pathname).toBe(href);
  expect(pings).toEqual([]);
});
