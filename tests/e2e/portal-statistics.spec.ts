import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { waitForHydration } from './fixtures.ts';
import { expect, lookAt, test } from './portal-support.ts';

// The provider's statistics (decision 104) on admin.localhost: what the public detail page counts shows up
// per day; 90 days as totals beside the period before, a chart drawn in the browser, a table of 90 days
// and the same table as a CSV file (UTF-8 with BOM). (The refused period, an unknown activity and the
// export without a session are server answers: tests/pages/portal.integration.test.ts.)

// As the demo provider, signed in once per worker (the sign-in is not what this spec checks).
test.use({ signedInAs: 'provider' });

/**
 * Three visitors' browsers: the figures count a visitor (address and browser) once an hour per activity
 * and kind, and never a headless browser (docs/decisions/113 "Counted openly"), so each ping says which.
 */
const VISITORS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
];

/**
 * Counts on a brand host as the detail page does (POST /api/public/.../statistics/{kind}), the nth kind
 * from the nth visitor; 204 where the activity is public.
 */
async function countOnBrands(page: Page, activityId: string, kinds: string[]): Promise<boolean> {
  const port = new URL(page.url()).port;
  for (const host of ['nl.localhost', 'kids.localhost']) {
    const path = (kind: string) => `http://127.0.0.1:${port}/api/public/activities/${activityId}/statistics/${kind}`;
    const post = (kind: string, visitor: number) =>
      page.request.post(path(kind), {
        headers: { host: `${host}:${port}`, origin: `http://${host}:${port}`, 'user-agent': VISITORS[visitor % VISITORS.length]! },
      });
    const first = await post(kinds[0]!, 0);
    if (first.status() !== 204) continue;
    for (const [n, kind] of kinds.slice(1).entries()) {
      const answer = await post(kind, n + 1);
      expect(answer.status()).toBe(204);
    }
    return true;
  }
  return false;
}

test('the demo provider reads 90 days of an activity as totals, chart, table and CSV', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/portaal');
  await page.getByRole('navigation', { name: 'Portaalmenu' }).getByRole('link', { name: 'Statistieken' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statistieken' })).toBeVisible();
  await waitForHydration(page);
  // All their activities together, 30 days, to begin with.
  await expect(page.getByTestId('statistics-table').locator('tbody tr')).toHaveCount(30);

  // Visitors look at one of their activities today: three views (three visitors), a phone reveal, a website click.
  const options = page.locator('#statistics-activity optgroup option');
  let activityId: string | null = null;
  for (let i = 0; i < (await options.count()) && activityId === null; i += 1) {
    const value = (await options.nth(i).getAttribute('value'))!;
    if (await countOnBrands(page, value, ['view', 'view', 'view', 'phone', 'web'])) activityId = value;
  }
  expect(activityId, 'one of the provider’s activities is public').not.toBeNull();

  await page.getByLabel('Activiteit', { exact: true }).selectOption(activityId!);
  await page.getByLabel('Periode', { exact: true }).selectOption('90');
  await page.getByRole('button', { name: 'Tonen' }).click();
  await expect(page).toHaveURL(new RegExp(`activiteit=${activityId}&periode=90`));
  await expect(page.getByTestId('statistics-table').locator('tbody tr')).toHaveCount(90);
  await expect(page.getByTestId('statistics-compared')).toContainText('vergeleken met');

  // Today's counts: in the totals and in the table's first row (the newest day). The server writes its
  // counts every STATISTICS_FLUSH_MS (docs/decisions/113): the page is read again until they are in.
  const today = page.getByTestId('statistics-table').locator('tbody tr').first().locator('td');
  const viewsToday = async () => Number((await today.nth(0).innerText()).replace(/\D/g, ''));
  await expect(async () => {
    if ((await viewsToday()) < 3) await page.reload();
    expect(await viewsToday()).toBeGreaterThanOrEqual(3);
  }).toPass({ timeout: 10_000 });
  expect(Number(await today.nth(0).innerText())).toBeGreaterThanOrEqual(3);
  expect(Number(await today.nth(1).innerText())).toBeGreaterThanOrEqual(1);
  expect(Number(await today.nth(2).innerText())).toBeGreaterThanOrEqual(1);

  // The chart is drawn in the browser, with a name; switching the measure draws it again.
  const chart = page.getByTestId('statistics-chart');
  await expect(chart).toHaveAttribute('data-state', 'drawn');
  await expect(chart.locator('canvas')).toHaveCount(1);
  await expect(chart).toHaveAttribute('aria-label', /Weergaven per dag/);
  const box = await chart.locator('canvas').boundingBox();
  expect(box!.height).toBeGreaterThan(200);
  // Pointing at a day shows its figures beside the previous period's (the table has them for everyone).
  await chart.locator('.u-over').hover();
  await expect(page.getByTestId('statistics-point')).toContainText(/Weergaven: \d+ · vorige periode/);
  await page.getByLabel('Telefoonnummer getoond').check();
  await expect(chart).toHaveAttribute('aria-label', /Telefoonnummer getoond per dag/);
  await expect(chart.locator('canvas')).toHaveCount(1);

  // The same table as a file.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statistics-csv').click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^statistieken-${activityId}-90-dagen-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Datum,Weergaven,Telefoonnummer getoond,Klikken naar website,Offerteaanvragen');
  expect(lines).toHaveLength(91);
  expect(Number(lines.at(-1)!.split(',')[1])).toBeGreaterThanOrEqual(3);

  await lookAt(page, 'statistics');
});
