import type { Page } from '@playwright/test';
import { type BrandName, expect, test, waitForHydration } from './fixtures.ts';

/** A seeded landing page per brand with a place in its path (db/seed/content-seo.ts). */
const LANDING: Record<BrandName, { path: string; heading: string; canonical: string; generic: string; hreflang: boolean }> = {
  nl: {
    path: '/bedrijfsuitje/amsterdam',
    heading: 'Bedrijfsuitje in Amsterdam',
    canonical: 'https://www.uitjesbaas.nl/bedrijfsuitje/amsterdam',
    generic: '/bedrijfsuitje',
    hreflang: true,
  },
  be: {
    path: '/bedrijfsuitje/gent',
    heading: 'Bedrijfsuitstap in Gent',
    canonical: 'https://www.uitjesbaas.be/bedrijfsuitje/gent',
    generic: '/bedrijfsuitje',
    hreflang: true,
  },
  de: {
    path: '/firmenausflug/munchen',
    heading: 'Firmenausflug in München',
    canonical: 'https://www.ausflugsbaas.de/firmenausflug/munchen',
    generic: '/firmenausflug',
    hreflang: false,
  },
  kids: {
    path: '/kinderfeestje/utrecht',
    heading: 'Kinderfeestje in Utrecht',
    canonical: 'https://www.kidsuitjes.nl/kinderfeestje/utrecht',
    generic: '/kinderfeestje',
    hreflang: false,
  },
};

async function jsonLdTypes(page: Page): Promise<string[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => (JSON.parse(text) as { '@graph': Array<{ '@type': string }> })['@graph'].map((node) => node['@type']));
}

test('an SEO landing page shows the filtered overview with the page texts and a full head', async ({ page, brand }) => {
  const expected = LANDING[brand];
  const response = await page.goto(`${expected.path}?utm_source=nieuwsbrief`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  // One <h1>: the overview's own header carries the landing page's title.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByTestId('seo-landing').getByRole('heading', { level: 1 })).toHaveText(expected.heading);
  await expect(page).toHaveTitle(new RegExp(`^${expected.heading}`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(expected.heading.split(' in ')[1]!));
  // The page's own clean URL: no tracking parameter.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', expected.canonical);
  expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'BreadcrumbList']));
  // The overview below lists activities of that place (or says there are none).
  const cards = page.getByTestId('overview-results').locator('a[href^="/uitjes/"]');
  const empty = page.getByTestId('no-results');
  await expect(cards.first().or(empty)).toBeVisible();
});

test('a link to a landing page opens it without a page load too (client-side navigation)', async ({ page, brand }) => {
  test.skip(brand !== 'nl', "the home page's link boxes are on the Dutch company site");
  await page.goto('/');
  await waitForHydration(page);
  // A marker that a full page load would wipe out.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.locator(`a[href="${LANDING.nl.path}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${LANDING.nl.path}$`));
  await expect(page.getByTestId('seo-landing').getByRole('heading', { level: 1 })).toHaveText(LANDING.nl.heading);
  await expect(page).toHaveTitle(new RegExp(`^${LANDING.nl.heading}`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', LANDING.nl.canonical);
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
});

test('hreflang links the Dutch and Belgian versions of a landing page that both sites have; others stand alone', async ({ page, brand }) => {
  const expected = LANDING[brand];
  await page.goto(expected.generic);
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  if (!expected.hreflang) {
    await expect(alternates).toHaveCount(0);
    return;
  }
  await expect(alternates).toHaveCount(3);
  await expect(page.locator('link[rel="alternate"][hreflang="nl-NL"]')).toHaveAttribute('href', 'https://www.uitjesbaas.nl/bedrijfsuitje');
  await expect(page.locator('link[rel="alternate"][hreflang="nl-BE"]')).toHaveAttribute('href', 'https://www.uitjesbaas.be/bedrijfsuitje');
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', 'https://www.uitjesbaas.nl/bedrijfsuitje');
});

test('a deeper path without its own SEO page is sent to the page of its first segment (301)', async ({ page, brand }) => {
  const expected = LANDING[brand];
  const response = await page.goto(`${expected.generic}/atlantis`);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(expected.generic);
  const redirect = await response!.request().redirectedFrom()?.response();
  expect(redirect?.status()).toBe(301);
});

test('an unknown path is the not-found screen with HTTP 404', async ({ page }) => {
  const response = await page.goto('/geen-landingspagina/ergens');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

test('a province landing page lists at least as many activities as a city in it (docs/decisions/101)', async ({ page, brand }) => {
  test.skip(brand !== 'nl', 'the Dutch company site has both pages');
  const found = async (path: string) => {
    await page.goto(path);
    const text = await page.getByTestId('found-count').innerText();
    return Number(/\d[\d.]*/.exec(text)![0].replace(/\./g, ''));
  };
  const amsterdam = await found('/bedrijfsuitje/amsterdam');
  const province = await found('/bedrijfsuitje/noord-holland');
  expect(amsterdam).toBeGreaterThan(0);
  expect(province).toBeGreaterThanOrEqual(amsterdam);
  // A city finds what happens in or near it, not half the catalogue.
  expect(amsterdam).toBeLessThan((await found('/bedrijfsuitje')) / 4);
});
