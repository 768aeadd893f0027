import { expect, test, waitForHydration } from './fixtures.ts';
import { expectNoAxeViolations, screenshot, WIDTHS } from './content-support.ts';

/**
 * About us in the browser: hydration, axe and the screenshot per width. Its texts, links and contact
 * details on every brand are checked without a browser in tests/pages/content.integration.test.ts.
 */
test.describe('about us /over-ons', () => {
  for (const width of WIDTHS) {
    test(`hydrates with no axe violations at ${width}px`, async ({ page, brand }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/over-ons');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('other-platforms').getByRole('listitem')).toHaveCount(3);
      await expectNoAxeViolations(page);
      await screenshot(page, `about-${brand}-${width}`);
    });
  }
});
