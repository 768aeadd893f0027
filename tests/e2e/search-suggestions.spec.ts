import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, Route } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

// Suggestions while typing in the keyword fields of home and overview, on nl and kids (untagged).

/** Per brand: a text with activity suggestions, one with a category. */
const QUERIES = {
  nl: { activity: 'kano', category: 'teamb' },
  kids: { activity: 'zwem', category: 'water' },
} as const;

/** The suggestion list and its field (react-aria hides the rest of the page from assistive technology meanwhile). */
async function expectNoAxeViolationsOnOpenList(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('[role="listbox"]')
    .include('[role="combobox"][aria-expanded="true"]')
    .disableRules(['region'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Types into the keyword combobox at a visitor's pace and waits: the suggestions open by themselves once
 * they arrive (150 ms after the last key), also when the field's code loads while the visitor types.
 */
async function typeAndOpen(page: Page, field: Locator, text: string): Promise<Locator> {
  const list = page.getByRole('listbox');
  await field.fill('');
  await field.click();
  await field.pressSequentially(text, { delay: 30 });
  await expect(field).toHaveValue(text);
  await expect(list).toBeVisible({ timeout: 5000 });
  return list;
}

test.describe('suggestions while typing', () => {
  test('overview: Enter without a choice searches the text; keyboard choice of an activity opens its page', async ({ page, brand }) => {
    const q = QUERIES[brand as 'nl' | 'kids'];
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/uitjes');
    await waitForHydration(page);
    // The overview with the list closed at 1280 px is axe-checked in journey-overview.spec.ts.
    const field = page.getByTestId('filter-sidebar').getByRole('combobox', { name: /zoeken/i });
    await typeAndOpen(page, field, q.activity);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=${q.activity}`));

    const list = await typeAndOpen(page, field, q.activity);
    await expect(list.locator('header').first()).toHaveText('Activiteiten');
    const first = list.getByRole('option').first();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolationsOnOpenList(page);
    await page.keyboard.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/uitjes\/[a-z0-9-]+$/);
  });

  test('overview: choosing a category applies that filter', async ({ page, brand }) => {
    const q = QUERIES[brand as 'nl' | 'kids'];
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/uitjes');
    await waitForHydration(page);
    const field = page.getByTestId('filter-sidebar').getByRole('combobox', { name: /zoeken/i });
    const list = await typeAndOpen(page, field, q.category);
    const categories = list.getByRole('group').filter({ hasText: 'Categorieën' }).getByRole('option');
    await categories.first().click();
    await expect(page).toHaveURL(/filter=\d+/);
    await expect(page).not.toHaveURL(/q=/);
    await expect(page.getByTestId('filter-chip')).toHaveCount(1);
  });

  test('home at 375 px: choosing a place sets the location; the list is usable on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    const hero = page.getByTestId('hero-search');
    const field = hero.getByRole('combobox', { name: /zoekwoord/i });
    const list = await typeAndOpen(page, field, 'ams');
    const places = list.getByRole('group').filter({ hasText: 'Plaatsen' }).getByRole('option');
    await expect(places.first()).toBeVisible();
    const option = await places.first().innerText();
    await places.first().click();
    const location = hero.getByRole('combobox', { name: /locatie/i });
    await expect(location).not.toHaveValue('');
    expect(option.startsWith(await location.inputValue())).toBe(true);
    await expect(field).toHaveValue('');
    await hero.getByTestId('hero-submit').click();
    await expect(page).toHaveURL(/\/uitjes\?location=(CITY|PROVINCE|REGION)-\d+/);
  });

  test('home at 1280 px shows the list', async ({ page, brand }) => {
    // The overview sidebar's list at 1280 px opens in the two tests above, the phone's filter dialog's below.
    const q = QUERIES[brand as 'nl' | 'kids'];
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await waitForHydration(page);
    await typeAndOpen(page, page.getByTestId('hero-search').getByRole('combobox', { name: /zoekwoord/i }), q.activity);
  });

  test('mobile filter dialog at 375 px: a category chosen with the keyboard lands on its results', async ({ page, brand }) => {
    // Two page loads, an axe check and a screenshot: 19-25 s on a slow machine, past 30 s in a slower phase.
    test.slow();
    const q = QUERIES[brand as 'nl' | 'kids'];
    await page.setViewportSize({ width: 375, height: 800 });
    // React Router's route discovery (GET /__manifest, a router update after the page's start) lands before
    // the tap: the order in which the dialog once never opened (lazy-component.tsx, AfterIntent).
    const held: Route[] = [];
    await page.route('**/__manifest?**', (route) => void held.push(route));
    await page.goto('/uitjes');
    await waitForHydration(page);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const discovered = page.waitForResponse(/\/__manifest\?/);
    for (const route of held.splice(0)) await route.continue();
    await discovered;
    await page.unroute('**/__manifest?**');
    await page.waitForTimeout(300); // the router's update (a transition) runs
    await page
      .getByTestId('mobile-filter-bar')
      .getByRole('button', { name: /^Filters/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    const field = dialog.getByRole('combobox', { name: /zoeken/i });
    // The answer for the whole text: the list no longer changes under the arrow keys after it.
    const answered = page.waitForResponse((r) => r.url().includes('/api/public/suggestions') && new URL(r.url()).searchParams.get('q') === q.category);
    const list = await typeAndOpen(page, field, q.category);
    await answered;
    const categories = list.getByRole('group').filter({ hasText: 'Categorieën' }).getByRole('option');
    await expect(categories.first()).toBeVisible();
    await expectNoAxeViolationsOnOpenList(page);
    // Down through the activities (if any) to the first category, then Enter.
    const before = await list.getByRole('group').filter({ hasText: 'Activiteiten' }).getByRole('option').count();
    for (let i = 0; i <= before; i++) await page.keyboard.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', (await categories.first().getAttribute('id'))!);
    // The category's name is the option's first text node (its group's name follows in a span).
    const name = (await categories.first().evaluate((option) => option.firstChild?.textContent ?? '')).trim();
    await page.keyboard.press('Enter');
    // The choice goes into the dialog's draft: the text gives way to the filter; closing applies it.
    await expect(list).toBeHidden();
    await expect(field).toHaveValue('');
    await expect(dialog.getByTestId('clear-filters')).toHaveText('Wissen (1)');
    await expect(page).not.toHaveURL(/filter=/);
    await dialog.getByTestId('show-results').click();
    await expect(dialog).toBeHidden();
    // The visit's order (seed) comes along when the page had one.
    await expect(page).toHaveURL(/\/uitjes\?filter=\d+(&seed=\d+)?$/);
    await expect(page.getByTestId('filter-chip')).toHaveCount(1);
    await expect(page.getByTestId('filter-chip')).toContainText(name);
    await expect(page.getByTestId('mobile-filter-bar').getByRole('button')).toHaveText('Filters (1)');
  });

  test('mobile filter dialog at 375 px: Enter without a choice searches the text', async ({ page, brand }) => {
    const q = QUERIES[brand as 'nl' | 'kids'];
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/uitjes');
    await waitForHydration(page);
    await page
      .getByTestId('mobile-filter-bar')
      .getByRole('button', { name: /^Filters/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    const field = dialog.getByRole('combobox', { name: /zoeken/i });
    const list = await typeAndOpen(page, field, q.activity);
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
    await expect(dialog.getByTestId('clear-filters')).toHaveText('Wissen (1)');
    await dialog.getByTestId('show-results').click();
    await expect(page).toHaveURL(new RegExp(`/uitjes\\?q=${q.activity}(&seed=\\d+)?$`));
    await expect(page.getByTestId('activity-card').first()).toBeVisible();
  });
});
