import { expect, test, waitForHydration } from './fixtures.ts';

/** Payloads that would run script or break SQL if any layer interpolated them unescaped. */
const XSS = ['<script>window.__xss=1</script>', '"><img src=x onerror="window.__xss=1">', "javascript:window.__xss=1//'", '<svg/onload=window.__xss=1>'];
const SQLI = ["' OR 1=1 --", "'; DROP TABLE activities; --", '1) UNION SELECT password FROM users --', "%' AND pg_sleep(2) --", '\\x00\\'];

test.describe('hostile input is inert', () => {
  // The lookups of hostile slugs answer 404 on purpose; the browser logs those.
  test.use({ allowedConsoleErrors: [/status of 404 .*\/api\/public\/(activities|seo)/] });
  test.beforeEach(({ brand }) => {
    test.skip(brand !== 'nl' && brand !== 'kids', 'one company brand and the kids brand are enough');
  });

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

  test('the API answers injection attempts with data or a 400, never a 500, and the data survives', async ({ page }) => {
    await page.goto('/helpdesk');
    const results = await page.evaluate(
      async (payloads) => {
        const statuses: number[] = [];
        const totals: number[] = [];
        const list = async (filterQuery: unknown) => {
          const response = await fetch(`/api/public/activities?page=1&limit=5&filterQuery=${encodeURIComponent(JSON.stringify(filterQuery))}`);
          statuses.push(response.status);
          if (response.ok) totals.push((await response.json()).total);
        };
        await list({});
        for (const payload of payloads) {
          await list({ genericSearchQuery: payload });
          const locations = await fetch(
            `/api/public/locations?page=1&limit=10&filterQuery=${encodeURIComponent(JSON.stringify({ genericSearchQuery: payload }))}`,
          );
          statuses.push(locations.status);
          statuses.push((await fetch(`/api/public/activities/${encodeURIComponent(payload)}`)).status);
          statuses.push((await fetch(`/api/public/seo?slug=${encodeURIComponent(payload)}`)).status);
        }
        await list({});
        return { statuses, first: totals[0], last: totals[totals.length - 1] };
      },
      [...SQLI, ...XSS],
    );
    expect(results.statuses.filter((status) => status >= 500)).toEqual([]);
    expect(results.first).toBeGreaterThan(0);
    expect(results.last).toBe(results.first);
  });

  test('a quote request full of markup is stored and answered, and the detail page stays clean', async ({ page }) => {
    await page.goto('/uitjes');
    const href = await page.locator('a[href^="/uitjes/"]').first().getAttribute('href');
    expect(href).toBeTruthy();
    await page.goto(href!);
    await waitForHydration(page);
    const status = await page.evaluate(
      async (payloads) => {
        const slug = location.pathname.split('/').pop()!;
        const activity = await (await fetch(`/api/public/activities/${slug}`)).json();
        const response = await fetch(`/api/public/activities/${activity.id}/quoteRequest`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: payloads[0],
            email: 'xss-test@example.com',
            phone: '+31 20 123 4567',
            numberOfPersons: 5,
            description: payloads.join(' '),
            companyName: payloads[1],
            city: payloads[2],
            subscribe: false,
          }),
        });
        return response.status;
      },
      [...XSS, ...SQLI],
    );
    expect(status).toBeLessThan(300);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });
});

test('a cached page runs its scripts under its hash policy: it hydrates, the overview filters, no violation', async ({ page, brand }) => {
  test.skip(brand !== 'nl' && brand !== 'kids', 'one company brand and the kids brand are enough');
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
