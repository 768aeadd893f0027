import { expect, test, waitForHydration } from './fixtures.ts';

/** Payloads that would run script or break SQL if any layer interpolated them unescaped. */
const XSS = ['<script>window.__xss=1</script>', '"><img src=x onerror="window.__xss=1">', "javascript:window.__xss=1//'", '<svg/onload=window.__xss=1>'];
const SQLI = ["' OR 1=1 --", "'; DROP TABLE activities; --", '1) UNION SELECT password FROM users --', "%' AND pg_sleep(2) --", '\\x00\\'];

/**
 * Untagged (nl and kids): hostile input in the browser, where a script could run. The public API under
 * injection attempts and a quote request full of markup are checked without a browser in
 * tests/pages/content.integration.test.ts.
 */
test.describe('hostile input is inert', () => {
  // The lookups of hostile slugs answer 404 on purpose; the browser logs those.
  test.use({ allowedConsoleErrors: [/status of 404 .*\/api\/public\/(activities|seo)/] });

  test('search text and filters in the overview URL never run script', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    for (const payload of [...XSS, ...SQLI]) {
      const response = await page.goto(
        `/uitjes?q=${encodeURIComponent(payload)}&filter=${encodeURIComponent(payload)}&location=${encodeURIComponent(payload)}`,
      );
      expect(response?.status(), payload).toBe(200);
      await waitForHydration(page);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), payload).toBeUndefined();
      expect(await page.locator('img[src="x"]').count()).toBe(0);
    }
    expect(dialogs).toBe(0);
  });
});

test('a cached page runs its scripts under its hash policy: it hydrates, the overview filters, no violation', async ({ page }) => {
  // Each violation is an event in the page (and a console error, which the fixture refuses).
  await page.addInitScript(() => {
    (window as unknown as { __violations: string[] }).__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __violations: string[] }).__violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  let cache: string | null = null;
  let policy = '';
  for (let attempt = 0; attempt < 10 && cache !== 'HIT'; attempt += 1) {
    const response = await page.goto('/uitjes');
    cache = response!.headers()['x-cache'] ?? null;
    policy = response!.headers()['content-security-policy'] ?? '';
    if (cache !== 'HIT') await page.waitForTimeout(200);
  }
  expect(cache).toBe('HIT');
  expect(policy).toMatch(/script-src( 'sha256-[A-Za-z0-9+/=]+')+ 'strict-dynamic'/);
  expect(policy).not.toContain('nonce-');
  await waitForHydration(page);
  // Client-side work: a filter ticked changes the address and the list without a new document.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByTestId('filter-group').first().getByRole('checkbox').first().check();
  await expect(page).toHaveURL(/[?&]filter=\d+/);
  await expect(page.getByTestId('filter-chip')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
});
