import type { Page } from '@playwright/test';
import { waitForHydration } from './fixtures.ts';
import { expect, lookAt, test } from './portal-support.ts';

// Version history with restore (docs/decisions/119) in the browser: the demo provider opens the history
// of an activity from its editor, compares two versions and restores the earlier one, which becomes a
// change waiting for review (thrown away again at the end); the demo operator restores an SEO page's
// earlier version, which applies at once, and puts the page back by restoring the version after it.
// The demo data gives a few records two versions (db/seed/content-versions.ts).

// A refused compare or restore answers 4xx (the page shows why); the browser logs that as a failed resource.
test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 4\d\d .*\.data/] });

/** The first of `paths` whose history page lists a version 2 (the seeded ones), fetched by the signed-in page. */
async function withHistory(page: Page, paths: string[]): Promise<string> {
  const found = await page.evaluate(async (candidates) => {
    for (const path of candidates) {
      const response = await fetch(path);
      if (response.ok && (await response.text()).includes('Versie 2')) return path;
    }
    return null;
  }, paths);
  if (!found) throw new Error(`none of ${paths.length} records has a history`);
  return found;
}

const uniqueIds = (hrefs: Array<string | null>, pattern: RegExp) => [
  ...new Set(hrefs.flatMap((href) => (href && pattern.test(href) ? [Number(pattern.exec(href)![1])] : []))),
];

test.describe('an activity’s history, as its provider', () => {
  test.use({ signedInAs: 'provider' });

  test('opens from the editor, compares two versions and restores one as a change in review', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/portaal');
    const hrefs = await page.locator('a[href^="/portaal/activiteiten/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const ids = uniqueIds(hrefs, /^\/portaal\/activiteiten\/(\d+)$/).sort((a, b) => a - b);
    const history = await withHistory(
      page,
      ids.map((id) => `/portaal/activiteiten/${id}/versies`),
    );
    const editor = history.replace(/\/versies$/, '');

    await page.goto(editor);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Versiegeschiedenis (2 versies)' }).click();
    await expect(page).toHaveURL(new RegExp(`${history}$`));
    await expect(page.getByRole('heading', { name: 'Versie 1 naast versie 2' })).toBeVisible();
    await expect(page.getByTestId('review-diff').locator('tbody tr[data-changed]')).toHaveCount(2);
    await lookAt(page, 'versions-activity');

    // Any two, chosen in the form (the address keeps them).
    await page.getByLabel('Eerdere versie').selectOption('2');
    await page.getByLabel('Latere versie').selectOption('1');
    await page.getByRole('button', { name: 'Vergelijken' }).click();
    await expect(page).toHaveURL(/van=2&naar=1/);
    await expect(page.getByRole('heading', { name: 'Versie 2 naast versie 1' })).toBeVisible();

    // Restoring version 1 makes it a change sent for review; the site keeps the approved version.
    await page.getByRole('button', { name: 'Versie 1 ter beoordeling terugzetten' }).click();
    await expect(page.getByRole('status')).toContainText('Versie 1 is als wijziging ter beoordeling ingestuurd');
    await lookAt(page, 'versions-activity-restored');
    await page.goto(editor);
    await waitForHydration(page);
    await expect(page.getByTestId('editing-state')).toHaveText('Goedgekeurd, wijzigingen wachten op beoordeling');
    // A second restore while the change waits says why it cannot.
    await page.goto(history);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Versie 1 ter beoordeling terugzetten' }).click();
    await expect(page.getByRole('alert')).toContainText('Er is al een wijziging');

    // The demo activity as it was: the change thrown away.
    await page.goto(editor);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Wijzigingen weggooien' }).click();
    await expect(page.getByTestId('editing-state')).toHaveText('Goedgekeurd');
  });
});

test.describe('an SEO page’s history, as an operator', () => {
  test.use({ signedInAs: 'operator' });

  test('restores an earlier version at once, and the version after it again', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/portaal/beheer/seo?platform=1');
    const hrefs = await page.locator('a[href^="/portaal/beheer/seo/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const ids = uniqueIds(hrefs, /^\/portaal\/beheer\/seo\/(\d+)\?/).sort((a, b) => a - b);
    const history = await withHistory(
      page,
      ids.map((id) => `/portaal/beheer/seo/${id}/versies?platform=1`),
    );

    await page.goto(history.replace('/versies', ''));
    await waitForHydration(page);
    await page.getByTestId('version-history-link').click();
    await expect(page.getByRole('heading', { name: 'Versie 1 naast versie 2' })).toBeVisible();
    await expect(page.getByTestId('versions-diff').locator('tbody tr[data-changed]')).toHaveCount(2);
    await lookAt(page, 'versions-seo');

    await page.getByRole('button', { name: 'Versie 1 terugzetten' }).click();
    await expect(page.getByRole('status')).toContainText('Versie 1 is teruggezet en staat nu op de site');
    const versions = page.getByTestId('versions').locator('tbody tr');
    await expect(versions).toHaveCount(3);
    await expect(versions.first()).toContainText('huidige versie');
    await lookAt(page, 'versions-seo-restored');

    // Version 2 back: the demo page as it was, now version 4.
    await page.getByRole('button', { name: 'Versie 2 terugzetten' }).click();
    await expect(page.getByRole('status')).toContainText('Versie 2 is teruggezet');
    await expect(versions).toHaveCount(4);
  });
});
