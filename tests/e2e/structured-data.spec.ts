import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** All JSON-LD things of the current page (graphs flattened). */
async function ldTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text);
    const things = Array.isArray(data) ? data : (data['@graph'] ?? [data]);
    return things.map((thing: { '@type': string }) => thing['@type']);
  });
}

test.describe('structured data and canonical URLs', () => {
  test.beforeEach(({ brand }) => {
    test.skip(brand !== 'nl' && brand !== 'kids', 'one company brand and the kids brand are enough');
  });

  test('the overview lists its activities and canonicalises filters, not tracking parameters', async ({ page }) => {
    await page.goto('/uitjes');
    // With a group size besides: a filter alone may be an SEO landing page, whose canonical link is the
    // landing page (issue 21 item 5; tests/e2e/overview-url-state.spec.ts).
    const filter = await page.getByTestId('filter-sidebar').getByRole('checkbox').first().getAttribute('value');
    await page.goto(`/uitjes?utm_source=mail&filter=${filter}&gclid=x&persons=12`);
    expect(await ldTypes(page)).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'ItemList']));
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(new RegExp(`/uitjes\\?filter=${filter}&persons=12$`));
  });

  test('a detail page describes the activity as a place with its breadcrumbs', async ({ page }) => {
    await page.goto('/uitjes');
    const href = await page.locator('a[href^="/uitjes/"]').first().getAttribute('href');
    await page.goto(href!);
    expect(await ldTypes(page)).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'BreadcrumbList', 'TouristAttraction']));
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${href}$`));
  });

  test('the kids agenda describes its items as events', async ({ page, brand }) => {
    test.skip(brand !== 'kids', 'the agenda exists on the kids brand only');
    await page.goto('/agenda');
    const types = await ldTypes(page);
    expect(types).toContain('Event');
    expect(types.filter((type) => type === 'Event').length).toBe(await page.getByTestId('event-card').count());
  });
});
