import { expect, test, waitForHydration } from './fixtures.ts';
import { expectNoAxeViolations, forgetForcedResourceFailures, screenshot, WIDTHS } from './content-support.ts';

/**
 * The kids agenda in the browser: the filter panel per width, the debounced search, the city combobox, the
 * date pickers, client-side paging and the header button's layout. The list's order (ads, banner), its
 * dates, the image grid, the JSON-LD events, the no-JS filter form and the 404 on the other brands are
 * checked without a browser in tests/pages/content.integration.test.ts.
 */
test.describe('agenda /agenda (kids only)', { tag: '@kids-brand' }, () => {
  for (const width of WIDTHS) {
    test(`the list with its filter panel at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/agenda');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
      await expect(page.getByTestId('event-card')).toHaveCount(15);
      await expect(page.getByTestId('agenda-pagination')).toBeVisible();
      if (width < 1024) {
        // Mobile: the filter panel opens with 'Zoeken' and closes with 'Toon uitjes'.
        await expect(page.getByTestId('agenda-filters')).toBeHidden();
        await page.getByRole('button', { name: 'Zoeken' }).click();
        await expect(page.getByTestId('agenda-filters')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Toon uitjes' })).toBeVisible();
        await expectNoAxeViolations(page);
        await screenshot(page, `agenda-kids-${width}-filters`);
        // Nothing changed: the panel closes without reloading the list (no fading list for the contrast check below).
        const reloads: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === '/agenda.data') reloads.push(request.url());
        });
        await page.getByRole('button', { name: 'Toon uitjes' }).click();
        await expect(page.getByTestId('agenda-filters')).toBeHidden();
        await page.waitForTimeout(300);
        expect(reloads).toEqual([]);
      } else {
        await expect(page.getByTestId('agenda-filters')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Zoeken' })).toBeHidden();
        await expect(page.getByRole('button', { name: 'Toon uitjes' })).toBeHidden();
      }
      await expectNoAxeViolations(page);
      await screenshot(page, `agenda-kids-${width}`);
    });
  }

  test('the title search applies after 500 ms, resets the page and shows Wissen', async ({ page }) => {
    await page.goto('/agenda?page=2');
    await waitForHydration(page);
    const firstTitle = await page.getByTestId('event-card').first().getByRole('heading').innerText();
    const word = firstTitle.split(' ').find((w) => w.length > 5)!;
    // Debounced (screens.md 9): the URL changes 500 ms after the typing, not at once. Timed from before the typing, so
    // a slow machine cannot make it look early (a fixed 200 ms check could not tell slow from early).
    const typed = Date.now();
    await page.getByLabel('Zoek op titel').fill(word);
    await expect.poll(() => new URL(page.url()).searchParams.get('q'), { intervals: [25] }).toBe(word);
    expect(Date.now() - typed).toBeGreaterThanOrEqual(500);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    // The URL changes before the new list has arrived: wait for the list, not just the URL.
    await expect
      .poll(async () =>
        (await page.getByTestId('event-card').getByRole('heading').allInnerTexts()).every((title) => title.toLowerCase().includes(word.toLowerCase())),
      )
      .toBe(true);
    await page.getByTestId('agenda-clear').click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect(page.getByLabel('Zoek op titel')).toHaveValue('');
    await expect(page.getByTestId('agenda-clear')).toHaveCount(0);
  });

  test('city autocomplete: at most 10 suggestions, choosing one filters and clears them', async ({ page }) => {
    await page.goto('/agenda');
    await waitForHydration(page);
    const city = (await page.getByTestId('event-card').first().locator('p.text-sm.text-gray-700').innerText()).split(' · ')[0]!;
    const input = page.getByRole('combobox', { name: 'Plaats' });
    const options = page.getByRole('option');
    // The combobox hydrates after the page (its code loads lazily): text typed before that is kept,
    // looked up, and its suggestions open (ComboBoxEarlyInput).
    await input.fill(city.slice(0, 3));
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(10);
    await input.fill(city);
    await page
      .getByRole('option', { name: new RegExp(`^${city}`) })
      .first()
      .click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(input).toHaveValue(city);
    await expect.poll(() => new URL(page.url()).searchParams.get('plaats')).toBe(city);
    await expect(page.getByTestId('agenda-clear')).toBeVisible();
    await expect
      .poll(async () => (await page.getByTestId('event-card').locator('p.text-sm.text-gray-700').allInnerTexts()).every((line) => line.startsWith(city)))
      .toBe(true);
  });

  test('a failing city lookup leaves no suggestions', async ({ page, consoleErrors }) => {
    await page.goto('/agenda');
    await waitForHydration(page);
    let asked = false;
    await page.route('**/api/public/locations*', (route) => {
      asked = true;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"INTERNAL","message":"boom"}}' });
    });
    await page.getByRole('combobox', { name: 'Plaats' }).fill('Utr');
    await expect.poll(() => asked).toBe(true);
    await page.waitForTimeout(300);
    await expect(page.getByRole('option')).toHaveCount(0);
    forgetForcedResourceFailures(consoleErrors, '/api/public/locations');
  });

  test('the end date is disabled until a start date is chosen, then filters the period', async ({ page }) => {
    await page.goto('/agenda');
    await waitForHydration(page);
    const end = page.getByTestId('date-tot');
    await expect(end).toHaveAttribute('data-disabled', 'true');
    const start = page.getByTestId('date-van');
    const segments = start.getByRole('spinbutton');
    await segments.first().click();
    const inTenDays = new Date(Date.now() + 10 * 86_400_000);
    const dd = String(inTenDays.getDate()).padStart(2, '0');
    const mm = String(inTenDays.getMonth() + 1).padStart(2, '0');
    await page.keyboard.type(`${dd}${mm}${inTenDays.getFullYear()}`);
    const iso = `${inTenDays.getFullYear()}-${mm}-${dd}`;
    await expect.poll(() => new URL(page.url()).searchParams.get('van')).toBe(iso);
    await expect(end).not.toHaveAttribute('data-disabled', 'true');
    // The URL changes when the navigation starts; the list follows when its data has arrived.
    const firstLastDay = async () => {
      const firstDate = (await page.getByTestId('event-date').first().innerText()).replace(/^Datum:\s*/, '').trim();
      return firstDate.slice(-10).split('/').reverse().join('-');
    };
    await expect.poll(async () => (await firstLastDay()) >= iso).toBe(true);
  });

  test('pagination: 15 a page, at most five page numbers like every list, page links keep the filters', async ({ page }) => {
    await page.goto('/agenda');
    await waitForHydration(page);
    // One pagination rule for every list (decision 030): first, last and at most five numbers.
    const numbers = page.getByTestId('agenda-pagination').getByRole('link', { name: /^Pagina \d+$/ });
    await expect(numbers).toHaveCount(5);
    await expect(page.getByTestId('agenda-pagination').getByText('...')).toBeVisible();
    const firstOnPage1 = await page.getByTestId('event-card').first().getByRole('heading').innerText();
    await page.getByTestId('agenda-pagination').getByRole('link', { name: 'Pagina 2' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect(page.getByTestId('agenda-pagination').locator('[aria-current="page"]')).toHaveAccessibleName('Pagina 2');
    expect(await page.getByTestId('event-card').first().getByRole('heading').innerText()).not.toBe(firstOnPage1);
    await page.getByTestId('agenda-pagination').getByRole('link', { name: 'Vorige' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBeNull();
  });

  for (const width of [375, 1280]) {
    test(`the header has the 'current agenda' button to /agenda beside the menu at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/uitjes');
      await waitForHydration(page);
      const button = page.getByRole('banner').getByRole('link', { name: 'Actuele agenda' });
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('href', '/agenda');
      // One line beside the logo and the menu, also on a phone.
      const box = (await button.boundingBox())!;
      const menu = (await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).boundingBox())!;
      expect(Math.abs(box.y + box.height / 2 - (menu.y + menu.height / 2))).toBeLessThan(2);
      expect(box.height).toBeLessThan(48);
      await button.click();
      await expect(page).toHaveURL(/\/agenda$/);
    });
  }

  test("the kids menu has the 'current agenda' entry to /agenda", async ({ page }) => {
    await page.goto('/helpdesk');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const link = page.getByRole('dialog').getByRole('link', { name: /agenda/i });
    await expect(link).toHaveAttribute('href', '/agenda');
    await link.click();
    await expect(page).toHaveURL(/\/agenda$/);
  });
});
