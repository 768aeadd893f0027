import { expect, test, waitForHydration } from './fixtures.ts';
import { expectNoAxeViolations, screenshot, WIDTHS } from './content-support.ts';

/**
 * Blogs in the browser: hydration, what shows at which width (back link or breadcrumbs), axe and the
 * screenshots, and the way from an article to its tag page. The texts, head tags, links, the cut card
 * texts, 'Handige links', the Belgian list, the tag page's cards and sitemap entry and the 404s are
 * checked on every brand without a browser in tests/pages/content.integration.test.ts.
 */
test.describe('blogs /blogs and /blog/{id}', () => {
  for (const width of WIDTHS) {
    test(`overview: cards with their button, no axe violations at ${width}px`, async ({ page, brand }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/blogs');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        page
          .getByTestId('blog-card')
          .first()
          .getByRole('link', { name: /^Lees meer/ }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshot(page, `blogs-${brand}-${width}`);
    });

    test(`detail: breadcrumbs or back link by width, image, body, no axe violations at ${width}px`, async ({ page, brand }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/blogs');
      const href = (await page.getByTestId('blog-card').first().getByRole('heading').getByRole('link').getAttribute('href'))!;
      await page.goto(href);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' });
      const back = page.getByTestId('blog-back');
      if (width < 640) {
        await expect(back).toBeVisible();
        await expect(crumbs).toBeHidden();
      } else {
        await expect(back).toBeHidden();
        await expect(crumbs).toBeVisible();
      }
      await expect(page.getByTestId('blog-body').locator('p').first()).toBeVisible();
      await expect(page.locator('article img').first()).toBeVisible();
      await expect(page.getByTestId('related-activities')).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshot(page, `blog-${brand}-${width}`);
    });
  }

  test('a tag link of an article opens the tag page with that tag, which passes axe', async ({ page, brand }) => {
    await page.goto('/blogs');
    await page.getByTestId('blog-card').first().getByRole('heading').getByRole('link').click();
    const tag = page.getByTestId('blog-tags').getByRole('link').first();
    const name = (await tag.innerText()).trim();
    const href = (await tag.getAttribute('href'))!;
    await tag.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace('.', '\\.')}$`));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(page).toHaveTitle(new RegExp(name));
    await expect(page.getByTestId('blog-card').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, `blog-tag-${brand}-1280`);
  });
});
