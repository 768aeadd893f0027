import { expect, test } from './fixtures.ts';

// @company-brand (nl only): the reference is the same on every host.
test('the API reference renders offline: every request stays on our own origin', { tag: '@company-brand' }, async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('data:')) return route.continue();
    elsewhere.push(url);
    return route.abort();
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Uitjes API/ })).toBeVisible();
  await expect(page.locator('.opblock').first()).toBeVisible();
  expect(elsewhere).toEqual([]);
  expect(violations).toEqual([]);
});
