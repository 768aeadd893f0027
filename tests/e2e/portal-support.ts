import type { Page } from '@playwright/test';
import { expectNoAxeViolations, screenshot } from './content-support.ts';
import { expect, waitForHydration } from './fixtures.ts';

// What every portal spec needs: requests with the portal's Host header, signing in and out as the demo
// accounts, and looking at a page (axe, screenshots at 375 and 1280 px).

export const DEMO_ADMIN = 'beheer@uitjes.example';
export const DEMO_PROVIDER = 'aanbieder@uitjes.example';

/**
 * Requests from the test itself (not the page): to 127.0.0.1 with the portal's Host header, since
 * Node does not resolve *.localhost as Chromium does.
 */
export function portalRequest(
  page: Page,
  path: string,
  init: { method?: 'GET' | 'POST'; form?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  const url = new URL(path, page.url());
  const target = `http://127.0.0.1:${url.port}${url.pathname}${url.search}`;
  const headers = { host: url.host, ...init.headers };
  return init.method === 'POST'
    ? page.request.post(target, { form: init.form, headers, maxRedirects: 0 })
    : page.request.get(target, { headers, maxRedirects: 0 });
}
export const DEMO_PASSWORD = 'demo-uitjes-2026';

/** Every portal page looked at: axe finds nothing, and a screenshot at both widths. */
export async function lookAt(page: Page, name: string) {
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `portal-${name}-${width}`);
  }
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/portaal/inloggen');
  await waitForHydration(page);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  // Wait for the server's answer: a page.goto right after the click would cancel the sign-in.
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/portaal/inloggen')),
    page.getByRole('button', { name: 'Inloggen' }).click(),
  ]);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Uitloggen' }).first().click();
  await expect(page.getByText('U bent uitgelogd.')).toBeVisible();
}
