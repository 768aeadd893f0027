import { BRAND_EXPECTATIONS, expect, test, waitForHydration } from './fixtures.ts';

// What the server sends per brand (title, language, platform, the not-found texts and status, /agenda) is
// checked for all four brands in tests/pages/journey.integration.test.ts; this is what only a browser sees.

/** The label react-aria gives a modal's hidden dismiss button, by page language. */
const ARIA_DISMISS: Record<string, string> = { 'nl-NL': 'Negeren', 'nl-BE': 'Negeren', 'de-DE': 'Schließen' };

test.describe('each brand host shows its own brand', { tag: '@every-brand' }, () => {
  // One width: nothing here depends on it (the pictures of home at 375 and 1280 px per brand are
  // journey-screenshots.spec.ts's).
  test('home: palette and language after hydration; the not-found screen hydrates too', async ({ page, brand }) => {
    const expected = BRAND_EXPECTATIONS[brand];
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', expected.lang);
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

    // The not-found screen in the brand's language hydrates without a mismatch (the fixture fails on one).
    const response = await page.goto('/dit-bestaat-niet');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });
});
