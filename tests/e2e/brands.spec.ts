import { BRAND_EXPECTATIONS, expect, test, waitForHydration } from './fixtures.ts';

/** The label react-aria gives a modal's hidden dismiss button, by page language. */
const ARIA_DISMISS: Record<string, string> = { 'nl-NL': 'Negeren', 'nl-BE': 'Negeren', 'de-DE': 'Schließen' };

test.describe('each brand host shows its own brand', { tag: '@every-brand' }, () => {
  for (const width of [375, 1280]) {
    test(`home at ${width}px: name, palette and language after hydration`, async ({ page, brand }) => {
      const expected = BRAND_EXPECTATIONS[brand];
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', expected.lang);
      await expect(page.locator('html')).toHaveAttribute('data-platform', String(expected.platformId));
      await expect(page).toHaveTitle(new RegExp(`${expected.name}$`));
      const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim());
      expect(primary).toBe(expected.primary);
      // The menu opens as a modal only once React runs: proof of hydration, in the brand's language.
      await page.getByRole('button', { name: expected.menuLabel, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: expected.name })).toBeVisible();
      // react-aria's own texts speak the page's language too (AriaLocale), not the browser's en-US.
      await expect(page.getByRole('button', { name: ARIA_DISMISS[expected.lang], exact: true })).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.screenshot({ path: test.info().outputPath(`home-${brand}-${width}.png`), fullPage: true });
    });
  }

  test('unknown paths render the not-found screen with HTTP 404', async ({ page, brand }) => {
    const response = await page.goto('/dit-bestaat-niet');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    const title = brand === 'de' ? 'Hoppla! Seite nicht gefunden.' : 'Oeps! Pagina niet gevonden.';
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('/agenda exists only on the kids platform', async ({ page, brand }) => {
    const response = await page.goto('/agenda');
    expect(response?.status()).toBe(brand === 'kids' ? 200 : 404);
  });
});
