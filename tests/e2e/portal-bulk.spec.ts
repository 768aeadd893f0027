import { waitForHydration } from './fixtures.ts';
import { expect, lookAt, test } from './portal-support.ts';

// Bulk work for operators in a browser (docs/decisions/120): rows ticked in the review queue, counted as
// they are ticked, approved together and taken back with the undo; "all on this page" in the back
// office's list of activities. Each screen looked at (axe, 375 and 1280 px). What the server answers
// (skipped rows, refusals, the posts without JavaScript) is checked in tests/pages/portal-bulk.integration.test.ts.

test.describe('as the demo operator', () => {
  test.use({ signedInAs: 'operator' });

  test('three new activities of the queue approved at once, then taken back', async ({ page }) => {
    // New activities only: an approved change is applied to the live page and cannot be taken back.
    await page.goto('/portaal/beoordelen?soort=new');
    await waitForHydration(page);
    const queue = page.getByTestId('review-queue');
    const boxes = queue.getByRole('checkbox');
    const titles = await queue.locator('tbody th a').allInnerTexts();
    expect(titles.length).toBeGreaterThanOrEqual(3);
    await expect(page.getByTestId('bulk-count')).toHaveText('0 gekozen');
    for (const n of [0, 1, 2]) await boxes.nth(n).check();
    await expect(page.getByTestId('bulk-count')).toHaveText('3 gekozen');
    // "All on this page" is half ticked while some are.
    expect(await page.getByTestId('select-all').evaluate((box) => (box as HTMLInputElement).indeterminate)).toBe(true);
    await lookAt(page, 'bulk-queue-chosen');

    await page.getByTestId('bulk-approve').click();
    const outcome = page.getByTestId('bulk-outcome');
    await expect(outcome.getByRole('heading')).toHaveText('3 goedgekeurd');
    await expect(outcome).toBeFocused();
    for (const title of titles.slice(0, 3)) await expect(queue.getByRole('link', { name: title, exact: true })).toHaveCount(0);
    await expect(page.getByTestId('bulk-count')).toHaveText('0 gekozen');
    await lookAt(page, 'bulk-queue-approved');

    await outcome.getByRole('button', { name: 'Ongedaan maken' }).click();
    await expect(page.getByTestId('bulk-undone')).toHaveText('Ongedaan gemaakt: 3 teruggezet');
    for (const title of titles.slice(0, 3)) await expect(queue.getByRole('link', { name: title, exact: true })).toHaveCount(1);
    await expect(outcome.getByRole('button', { name: 'Ongedaan maken' })).toHaveCount(0);
    await lookAt(page, 'bulk-queue-undone');
  });

  test('the back office’s activities: all on this page chosen, in Dutch and German', async ({ page }) => {
    await page.goto('/portaal/beheer/activiteiten?platform=1');
    await waitForHydration(page);
    const table = page.getByTestId('activities-table');
    await page.getByTestId('select-all').check();
    await expect(page.getByTestId('bulk-count')).toHaveText('25 gekozen');
    await expect(table.getByRole('checkbox', { checked: true })).toHaveCount(25);
    await table.getByRole('checkbox').first().uncheck();
    await expect(page.getByTestId('bulk-count')).toHaveText('24 gekozen');
    await lookAt(page, 'bulk-activities');
    await page.goto('/portaal/beheer/activiteiten?platform=2&taal=de');
    await expect(page.getByRole('heading', { level: 1, name: /^Aktivitäten/ })).toBeVisible();
    await lookAt(page, 'bulk-activities-de');
  });
});
