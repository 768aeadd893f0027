import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';
import { screenshotPath, UPDATING_SCREENSHOTS } from './screenshots.ts';

// Screenshots of home, overview and detail per brand at 375 and 1280 px, written to docs/screenshots/
// (committed) by `npm run screenshots`. What these pages show is checked by the journey specs; this
// spec only takes the pictures, so `npm test` skips it.

test.skip(!UPDATING_SCREENSHOTS, 'pictures only: `npm run screenshots` takes them');
const target = screenshotPath;

/** Scrolls through the page so lazy images load, then back to the top. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  // Images that stay lazy (later slides of a card slider) never load: wait at most 3 s.
  await page.evaluate(() =>
    Promise.race([
      Promise.all([...document.images].map((img) => (img.complete ? null : new Promise((r) => img.addEventListener('load', r, { once: true }))))),
      new Promise((r) => setTimeout(r, 3000)),
    ]),
  );
}

async function firstDetailSlug(page: Page): Promise<string> {
  const filterQuery = encodeURIComponent(JSON.stringify({ orderBy: { field: 'title', direction: 'ASC' } }));
  return page.evaluate(async (query) => {
    const response = await fetch(`/api/public/activities?page=1&limit=50&filterQuery=${query}`);
    const body = (await response.json()) as { activities: Array<{ slug: string; media: unknown[] }> };
    return (body.activities.find((a) => a.media.length >= 3) ?? body.activities[0]!).slug;
  }, filterQuery);
}

for (const width of [375, 1280]) {
  // Every brand: the README shows each brand's pictures (home-be-375.png, ...).
  test(`screenshots of home, overview and detail at ${width}px`, { tag: '@every-brand' }, async ({ page, brand }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await waitForHydration(page);
    await loadLazyImages(page);
    await page.screenshot({ path: target(`home-${brand}-${width}.png`), fullPage: true });

    await page.goto('/uitjes');
    await waitForHydration(page);
    await expect(page.getByTestId('activity-card').first()).toBeVisible();
    await loadLazyImages(page);
    await page.screenshot({ path: target(`overview-${brand}-${width}.png`), fullPage: true });

    const slug = await firstDetailSlug(page);
    await page.goto(`/uitjes/${slug}`);
    await waitForHydration(page);
    await loadLazyImages(page);
    await page.screenshot({ path: target(`detail-${brand}-${width}.png`), fullPage: true });
  });
}
