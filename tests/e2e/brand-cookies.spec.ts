import { expect, test, waitForHydration } from './fixtures.ts';

// Brand hosts stay anonymous: no brand page sets a cookie, so the page cache and s-maxage stay valid. The
// crawl of every brand host's pages for Set-Cookie is in tests/pages/journey.integration.test.ts; what only a
// browser can do is set one from a script, and that code is the same on every brand.

test('a browser visit to a brand host leaves no cookie', async ({ page }) => {
  await page.goto('/');
  await page.goto('/uitjes');
  await waitForHydration(page);
  expect(await page.context().cookies()).toEqual([]);
});
