import { BRAND_EXPECTATIONS, expect, test, waitForHydration } from './fixtures.ts';
import { expectNoAxeViolations, screenshot, WIDTHS } from './content-support.ts';

const MAIL = { nl: 'info@uitjesbaas.nl', de: 'info@ausflugsbaas.de', kids: 'info@kidsuitjes.nl', be: 'info@uitjesbaas.be' } as const;

test.describe('about us /over-ons', () => {
  for (const width of WIDTHS) {
    test(`description, other platforms, privacy, terms and contact at ${width}px`, async ({ page, brand }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/over-ons');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('about-description').getByRole('heading')).toContainText(BRAND_EXPECTATIONS[brand].name);
      // The other three brands, from the platform rows; never the current one.
      const others = page.getByTestId('other-platforms').getByRole('listitem');
      await expect(others).toHaveCount(3);
      const names = await others.locator('p.text-lg').allInnerTexts();
      expect(names).not.toContain(BRAND_EXPECTATIONS[brand].name);
      await expect(page.getByTestId('about-privacy').getByRole('heading', { level: 2 })).toBeVisible();
      const terms = page.getByTestId('terms-links').getByRole('link');
      await expect(terms).toHaveCount(3);
      expect(await terms.evaluateAll((links) => links.map((a) => a.getAttribute('hreflang')))).toEqual(['nl', 'de', 'fr']);
      await expect(page.getByTestId('about-mail')).toHaveAttribute('href', `mailto:${MAIL[brand]}`);
      if (brand === 'de') await expect(page.getByTestId('about-phone')).toHaveAttribute('href', /^tel:\+49/);
      else await expect(page.getByTestId('about-phone')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await screenshot(page, `about-${brand}-${width}`);
    });
  }
});
