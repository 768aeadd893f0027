import { expect, test } from './fixtures.ts';

test('the terms links on About us open real documents in Dutch, German and French', async ({ page, brand }) => {
  test.skip(brand !== 'nl', 'the documents are the same on every host');
  await page.goto('/over-ons');
  const links = page.locator('a[href^="/documents/"]');
  await expect(links).toHaveCount(3);
  for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!))) {
    // Loaded in the browser: Node cannot resolve *.localhost, Chromium can.
    expect((await page.goto(href))?.status(), href).toBe(200);
  }
  await page.goto('/documents/allgemeine-geschaeftsbedingungen.html');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Allgemeine Geschäftsbedingungen');
});
