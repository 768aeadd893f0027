import { expect, test, waitForHydration } from './fixtures.ts';

/**
 * SEO landing pages in the browser: the way there by client-side navigation. What the server sends for
 * them on every brand (heading, title, description, canonical and hreflang links, JSON-LD, the 301 of a
 * deeper path, the 404 of an unknown one, province against city counts) is checked without a browser in
 * tests/pages/content.integration.test.ts.
 */
const LANDING = { path: '/bedrijfsuitje/amsterdam', heading: 'Bedrijfsuitje in Amsterdam', canonical: 'https://www.uitjesbaas.nl/bedrijfsuitje/amsterdam' };

// @company-brand (nl only): the home page's link boxes are on the Dutch company site.
test('a link to a landing page opens it without a page load too (client-side navigation)', { tag: '@company-brand' }, async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  // A marker that a full page load would wipe out.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.locator(`a[href="${LANDING.path}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${LANDING.path}$`));
  await expect(page.getByTestId('seo-landing').getByRole('heading', { level: 1 })).toHaveText(LANDING.heading);
  await expect(page).toHaveTitle(new RegExp(`^${LANDING.heading}`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', LANDING.canonical);
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
});
