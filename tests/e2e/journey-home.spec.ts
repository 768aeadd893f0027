import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

// Home, navigation, organisations (screens.md 2, 5). What the server sends (new activities, blogs and the
// footer's links; the organisations' order, pages and not-found screen) is checked in
// tests/pages/journey.integration.test.ts.

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('home at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('hero search: persons never below 0, live total on the button, opens the filtered overview', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const hero = page.getByTestId('hero-search');
    const button = hero.getByTestId('hero-submit');
    const before = await button.innerText();
    expect(before).toMatch(/\d/);
    const persons = hero.getByTestId('hero-persons');
    await persons.fill('-5');
    await expect(persons).toHaveValue('0');
    const select = hero.getByRole('combobox').first();
    const option = await select.locator('option').nth(1).getAttribute('value');
    await select.selectOption(option!);
    await expect(button).not.toHaveText(before);
    await persons.fill('12');
    await button.click();
    await expect(page).toHaveURL(new RegExp(`/uitjes\\?filter=${option}&persons=12$`));
    await expect(page.getByTestId('filter-chip')).toHaveCount(2);
  });

  test('category cards show a count and an image and open the filtered overview', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const card = page.getByTestId('category-card').first();
    await expect(card.getByTestId('category-count')).toHaveText(/\d+/);
    await expect(card.getByTestId('category-image')).toBeVisible();
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/uitjes\?filter=\d+/);
    await expect(page.getByTestId('filter-chip').first()).toBeVisible();
  });

  test('navigation modal: scroll locked while open, Escape and backdrop close it, focus returns', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await expect(dialog.getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menu).toBeFocused();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

    await menu.click();
    await expect(dialog).toBeVisible();
    // Focus stays inside the dialog.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.mouse.click(20, 450);
    await expect(dialog).toBeHidden();
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('home at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('category images are hidden on small screens', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByTestId('category-card').first()).toBeVisible();
    await expect(page.getByTestId('category-image').first()).toBeHidden();
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('organisations', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('no axe violations on the overview of organisations and on an organisation page', async ({ page }) => {
    // Two axe runs, one over the list of every organisation with its activities: 28 s on a quiet
    // 2-core machine, over the 30 s default whenever the machine is busy.
    test.slow();
    await page.goto('/overzicht');
    await waitForHydration(page);
    await expectNoAxeViolations(page);

    const first = page.getByTestId('organisation').first().getByRole('heading').getByRole('link');
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/overzicht\/[a-z0-9-]+-\d+$/);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
