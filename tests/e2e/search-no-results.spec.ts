import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

// A search that finds nothing explains itself (docs/decisions/105): the closest activities when no activity
// matches every word; otherwise the corrected query, the keyword without the filters and the closest
// categories, as plain links; on nl and kids (untagged). The
// plain HTML of the help without JavaScript is checked in tests/pages/journey.integration.test.ts.

/** Per brand: a query without results (a typo and a word the catalogue lacks) and what it is corrected to. */
const QUERIES = {
  nl: { typed: 'suschi xyzq', corrected: 'sushi' },
  kids: { typed: 'zwemmen xyzq', corrected: 'zwemmen' },
} as const;

async function expectNoAxeViolations(page: Page, selector = '[data-testid="no-results"]') {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const cards = (page: Page) => page.getByTestId('overview-results').locator('a[href^="/uitjes/"]');

test.describe('no results', () => {
  test('typing a query that no activity matches in every word shows the closest activities; a closest category leads to results', async ({ page, brand }) => {
    const q = QUERIES[brand as 'nl' | 'kids'];
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/uitjes');
    await waitForHydration(page);
    const field = page.getByTestId('filter-sidebar').getByRole('combobox', { name: /zoeken/i });
    // The field's code loads when the visitor reaches for it; what is typed meanwhile is kept, and Enter
    // without a chosen suggestion searches all of it.
    await field.click();
    await field.pressSequentially(q.typed, { delay: 20 });
    await field.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(q.typed);
    // Client-side navigation renders what the server renders (tests/pages/journey.integration.test.ts):
    // the note saying what was searched instead, above the closest query's activities.
    const note = page.getByRole('region', { name: `Geen exacte resultaten voor “${q.typed}”, dit komt in de buurt` });
    await expect(note).toBeVisible();
    await expect(note).toContainText(q.corrected);
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByTestId('no-results')).toHaveCount(0);
    await expectNoAxeViolations(page, '[data-testid="closest-note"]');
    await note.getByTestId('closest-categories').getByRole('link').first().click();
    await expect(page).toHaveURL(/filter=\d+/);
    await expect(page).not.toHaveURL(/q=/);
    await expect(cards(page).first()).toBeVisible();
  });

  test('at 375 px: a query with filters offers the keyword without them, and the closest categories lead to results', async ({ page, brand }) => {
    const q = QUERIES[brand as 'nl' | 'kids'];
    await page.setViewportSize({ width: 375, height: 800 });
    // Nobody's outing takes 100,000 people: the corrected keyword alone is the way out.
    await page.goto(`/uitjes?q=${encodeURIComponent(q.corrected)}&persons=100000`);
    await waitForHydration(page);
    const help = page.getByTestId('no-results');
    await expect(help.getByRole('heading', { name: `Geen uitjes gevonden voor “${q.corrected}”` })).toBeVisible();
    const without = help.getByTestId('no-results-unconstrained').getByRole('link');
    await expect(without).toHaveText(`Zoek op “${q.corrected}” zonder je filters`);
    await expectNoAxeViolations(page);
    const category = help.getByTestId('no-results-categories').getByRole('link').first();
    const count = Number(/\((\d+)\)/.exec(await category.innerText())?.[1]);
    expect(count).toBeGreaterThan(0);
    await category.click();
    await expect(page).toHaveURL(/filter=\d+/);
    await expect(page).not.toHaveURL(/persons=|q=/);
    await expect(cards(page).first()).toBeVisible();
    await page.goBack();
    await without.click();
    await expect(page).toHaveURL(new RegExp(`q=${q.corrected}(&|$)`));
    await expect(page).not.toHaveURL(/persons=/);
    await expect(cards(page).first()).toBeVisible();
  });
});
