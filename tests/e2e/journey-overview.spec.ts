import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

/**
 * The sidebar's location combobox once its lazily loaded code runs: the page hydrates before that
 * boundary does, and text typed into the server-rendered input in between is not seen by the component.
 * Focusing it opens the suggestions list (provinces) only when the component is live.
 */
async function liveLocationInput(page: Page) {
  const input = page.getByTestId('filter-sidebar').getByRole('combobox', { name: 'Locatie' });
  await expect(async () => {
    await input.click();
    await expect(page.getByRole('listbox')).toBeVisible({ timeout: 1000 });
  }).toPass();
  return input;
}

// Activity overview (screens.md 2, 4, 5, 8): filters, counts, chips, pagination, mobile panel, failures. What the
// server sends (the cards' links and images, where the banner and check-lists go, the filter form and
// pagination without JavaScript, the URL state and canonical links) is checked in
// tests/pages/journey.integration.test.ts.

const cards = (page: Page) => page.getByTestId('activity-card');
const firstTitle = (page: Page) => cards(page).first().getByRole('heading').innerText();
/** The detail links of the cards shown: demo activities of one template share their title, not their slug. */
const cardLinks = (page: Page) =>
  cards(page)
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));

/** Requests a test makes fail on purpose log 'Failed to load resource'; those are expected here. */
function dropExpectedFailures(errors: string[], url: RegExp) {
  const kept = errors.filter((e) => !(e.startsWith('Failed to load resource') && url.test(e)));
  errors.splice(0, errors.length, ...kept);
}

async function countOf(label: string) {
  return Number(/\((\d+)\)/.exec(label)?.[1] ?? NaN);
}

/**
 * The search inside a long filter group (screens.md 9, 400 ms): typing narrows the group's filters, case
 * and accents aside; a ticked filter stays ticked while hidden; nothing found says so.
 */
async function expectGroupSearchNarrows(group: Locator) {
  const search = group.getByTestId('filter-group-search');
  await expect(search).toBeVisible();
  await expect(search).toHaveAccessibleName('Zoek in Activiteiten');
  const total = await group.getByRole('checkbox').count();
  expect(total).toBeGreaterThanOrEqual(8);
  await group.getByRole('checkbox', { name: /Creatief/ }).check();
  const started = Date.now();
  await search.pressSequentially('CRE');
  await expect(group.getByRole('checkbox')).toHaveCount(1);
  expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  await expect(group.getByRole('checkbox', { name: /Creatief/ })).toBeChecked();
  await search.fill('zzz');
  await expect(group.getByRole('checkbox')).toHaveCount(0);
  await expect(group.getByRole('status')).toHaveText('Geen filters gevonden');
  await search.fill('');
  await expect(group.getByRole('checkbox')).toHaveCount(total);
  await expect(group.getByRole('checkbox', { name: /Creatief/ })).toBeChecked();
}

test.describe('overview at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a long filter group has its own search box; short groups do not', async ({ page }) => {
    await page.goto('/uitjes');
    await waitForHydration(page);
    const groups = page.getByTestId('filter-sidebar').getByTestId('filter-group');
    await expect(groups.filter({ hasText: 'Soort uitje' }).getByTestId('filter-group-search')).toHaveCount(0);
    await expectGroupSearchNarrows(groups.filter({ has: page.getByText('Activiteiten', { exact: true }) }));
  });

  test('a filter changes results, counts and shows a chip that removes it', async ({ page }) => {
    await page.goto('/uitjes');
    await waitForHydration(page);
    const sidebar = page.getByTestId('filter-sidebar');
    await expect(cards(page)).toHaveCount(15);
    await expect(page.getByTestId('active-filters')).toHaveCount(0);
    const groups = sidebar.getByTestId('filter-group');
    const secondGroupBefore = await groups.nth(1).getByTestId('filter-count').allInnerTexts();

    // A filter's own label (a long group also has its search box's).
    const option = groups
      .first()
      .locator('label')
      .filter({ has: page.getByRole('checkbox') })
      .first();
    const expected = await countOf(await option.innerText());
    const name = (await option.locator('span').first().innerText()).trim();
    await option.getByRole('checkbox').check();
    await expect(page).toHaveURL(/[?&]filter=\d+/);
    await expect(page.getByTestId('found-count')).toContainText(String(expected));
    const chip = page.getByTestId('filter-chip');
    await expect(chip).toHaveCount(1);
    await expect(chip).toContainText(name);
    // Counts of the other groups now count within the chosen filter (faceted counts).
    await expect.poll(async () => (await groups.nth(1).getByTestId('filter-count').allInnerTexts()).join()).not.toBe(secondGroupBefore.join());

    await chip.click();
    await expect(page).not.toHaveURL(/filter=/);
    await expect(page.getByTestId('filter-chip')).toHaveCount(0);
    await expect(page.getByTestId('active-filters')).toHaveCount(0);
    await expect(groups.first().getByRole('checkbox').first()).not.toBeChecked();
  });

  test("'delete filters' clears every filter; search text applies after typing stops", async ({ page }) => {
    await page.goto('/uitjes?age=6&area=ORIGIN_COUNTRY');
    await waitForHydration(page);
    await expect(page.getByTestId('filter-chip')).toHaveCount(2);
    await page.getByRole('combobox', { name: /zoeken/i }).fill('workshop');
    await expect(page).toHaveURL(/q=workshop/);
    await expect(page.getByTestId('filter-chip')).toHaveCount(3);
    // The suggestions for the text opened meanwhile; Escape closes them (react-aria hides the page from
    // assistive technology while they are open).
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Filters verwijderen' }).click();
    await expect(page).toHaveURL(/\/uitjes$/);
    await expect(page.getByTestId('filter-chip')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: /zoeken/i })).toHaveValue('');
  });

  test('a filter change goes back to page 1; pagination keeps one random order per visit', async ({ page }) => {
    await page.goto('/uitjes');
    await waitForHydration(page);
    const pagination = page.getByTestId('pagination');
    await expect(pagination.getByRole('link', { name: 'Pagina 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByText('...')).toBeVisible();
    const pageOneLinks = await cardLinks(page);
    // The visit's random order travels in the links (docs/decisions/030).
    await expect(pagination.getByRole('link', { name: 'Volgende' })).toHaveAttribute('href', /seed=\d+/);
    await pagination.getByRole('link', { name: 'Volgende' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pagination.getByRole('link', { name: 'Pagina 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('link', { name: 'Vorige' })).toBeVisible();
    // Page 2 repeats no activity of page 1.
    await expect
      .poll(async () => {
        const links = await cardLinks(page);
        return links.length > 0 && links.every((href) => !pageOneLinks.includes(href));
      })
      .toBe(true);
    // Going back shows the same first page (stable seed).
    await pagination.getByRole('link', { name: 'Vorige' }).click();
    await expect(page).not.toHaveURL(/page=/);
    await expect.poll(() => cardLinks(page)).toEqual(pageOneLinks);

    await page.goto('/uitjes?page=3');
    // A box ticked before hydration changes nothing: the filter form submits with JavaScript only.
    await waitForHydration(page);
    await page.getByTestId('filter-sidebar').getByRole('checkbox').first().check();
    await expect(page).toHaveURL(/filter=/);
    await expect(page).not.toHaveURL(/page=3/);
  });

  test('card: the Meer/Minder toggle opens the description', async ({ page }) => {
    await page.goto('/uitjes');
    await waitForHydration(page);
    const card = cards(page).first();
    const toggle = card.getByRole('button', { name: 'Meer' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(card.getByRole('button', { name: 'Minder' })).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getByTestId('card-description')).toHaveAttribute('data-expanded', 'true');
    await card.getByRole('button', { name: 'Minder' }).click();
    await expect(card.getByRole('button', { name: 'Meer' })).toBeVisible();
  });

  test('card slider: the arrows show the next and the previous image, also on a card further down', async ({ page }) => {
    await page.goto('/uitjes');
    await waitForHydration(page);
    // The last card with more than one image: its slider starts only when it comes near the screen.
    const card = cards(page)
      .filter({ has: page.getByRole('button', { name: 'Volgende afbeelding' }) })
      .last();
    const slides = card.getByRole('group');
    const shown = async () => {
      const frame = (await card.boundingBox())!;
      for (let i = 0; i < (await slides.count()); i++) {
        const box = (await slides.nth(i).boundingBox())!;
        if (Math.abs(box.x - frame.x) < 2) return i;
      }
      return -1;
    };
    expect(await shown()).toBe(0);
    await card.getByRole('button', { name: 'Volgende afbeelding' }).click();
    await expect.poll(shown).toBe(1);
    await card.getByRole('button', { name: 'Vorige afbeelding' }).click();
    await expect.poll(shown).toBe(0);
    // Looping: back from the first image is the last one.
    await card.getByRole('button', { name: 'Vorige afbeelding' }).click();
    await expect.poll(shown).toBe((await slides.count()) - 1);
  });

  test('location autocomplete filters by a known location', async ({ page }) => {
    await page.goto('/uitjes');
    await waitForHydration(page);
    const input = await liveLocationInput(page);
    await input.fill('Amst');
    const option = page.getByRole('listbox').getByRole('option', { name: /Amsterdam/ });
    await expect(option).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(/location=CITY-\d+/);
    await expect(page.getByTestId('filter-chip')).toContainText('Amsterdam');
  });

  test('the location field and the persons slider load their code when the visitor reaches for them', async ({ page }) => {
    // docs/decisions/084: their first use of Intl would block the page's start; the server HTML works meanwhile.
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/\/(location-combobox|persons-slider)-[^/]*\.js$/.test(request.url())) chunks.push(request.url());
    });
    await page.goto('/uitjes');
    await waitForHydration(page);
    const sidebar = page.getByTestId('filter-sidebar');
    await sidebar.getByRole('checkbox').first().check();
    await expect(page).toHaveURL(/filter=\d+/);
    // A navigation before the visitor touched them keeps both fields on the page.
    await expect(sidebar.getByRole('combobox', { name: 'Locatie' })).toBeVisible();
    await expect(sidebar.getByRole('slider')).toBeVisible();
    // A fresh page, the pointer away from both fields.
    await page.mouse.move(0, 0);
    chunks.length = 0;
    await page.goto('/uitjes');
    await waitForHydration(page);
    await page.waitForTimeout(300);
    expect(chunks).toEqual([]);
    // Typed at once, before the code ran: the text is kept, looked up and its suggestions open.
    const input = sidebar.getByRole('combobox', { name: 'Locatie' });
    await input.click();
    await input.pressSequentially('Amst');
    await expect(page.getByRole('listbox').getByRole('option', { name: /Amsterdam/ })).toBeVisible();
    await expect(input).toHaveValue('Amst');
    expect(chunks.some((url) => url.includes('location-combobox'))).toBe(true);
  });

  test("the fields hydrate the server's HTML in roots of their own: same ids, and a filter removed before they were reached shows", async ({ page }) => {
    // lazyComponent's islands (docs/decisions/080): the server renders the HTML of each field once per
    // props; the browser hydrates that HTML, not the page's, when the field is reached or its props change.
    await page.goto('/uitjes');
    await waitForHydration(page);
    const chosen = await liveLocationInput(page);
    await chosen.fill('Amst');
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /Amsterdam/ })
      .click();
    await expect(page).toHaveURL(/location=CITY-\d+/);
    await page.mouse.move(0, 0);
    await page.goto(page.url());
    await waitForHydration(page);
    const sidebar = page.getByTestId('filter-sidebar');
    const input = sidebar.getByRole('combobox', { name: 'Locatie' });
    const slider = sidebar.getByRole('slider');
    const served = { input: await input.getAttribute('id'), slider: await slider.getAttribute('id') };
    await expect(input).toHaveValue('Amsterdam');
    // The chip, not the field: the field's code loads for its new props and it shows them.
    await page.getByTestId('filter-chip').filter({ hasText: 'Amsterdam' }).click();
    await expect(page).not.toHaveURL(/location=/);
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('id', served.input!);
    // The slider, reached with the keyboard: hydrated in place (the focus stays), its id as served.
    await slider.focus();
    await expect(async () => {
      await page.keyboard.press('ArrowRight');
      await expect(page).toHaveURL(/persons=\d+/, { timeout: 1000 });
    }).toPass();
    await expect(slider).toBeFocused();
    await expect(slider).toHaveAttribute('id', served.slider!);
  });

  test('with no known location, a gazetteer place is offered and becomes a location before filtering', async ({ page }) => {
    // A town that is not a known location yet (the seed has none of these; a place chosen in an earlier
    // run of this test on the same database is one): the offer comes from the offline GeoNames gazetteer.
    await page.goto('/uitjes');
    await waitForHydration(page);
    const town = await page.evaluate(
      async (candidates) => {
        for (const candidate of candidates) {
          const query = new URLSearchParams({ page: '1', limit: '10', filterQuery: JSON.stringify({ genericSearchQuery: candidate }) });
          const known = (await (await fetch(`/api/public/locations?${query}`)).json()) as { locations: unknown[] };
          if (known.locations.length === 0) return candidate;
        }
        return undefined;
      },
      ['Dokkum', 'Harlingen', 'Franeker', 'Bolsward', 'Sneek', 'Workum', 'Joure', 'Lemmer'],
    );
    if (!town) throw new Error('every candidate town is a known location already: use a fresh E2E_DATA_DIR');
    const input = await liveLocationInput(page);
    await input.fill(town);
    const listbox = page.getByRole('listbox');
    await expect(listbox).toContainText('Andere plaatsen');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/public/locations/city') && r.request().method() === 'POST');
    await listbox
      .getByRole('option', { name: new RegExp(town) })
      .first()
      .click();
    expect((await created).ok()).toBe(true);
    await expect(page).toHaveURL(/location=CITY-\d+/);
    await expect(page.getByTestId('filter-chip')).toContainText(town);
  });

  test('a failed location lookup leaves no suggestions (screens.md 8)', async ({ page, consoleErrors }) => {
    await page.route('**/api/public/locations**', (route) => route.abort());
    await page.goto('/uitjes');
    await waitForHydration(page);
    const input = await liveLocationInput(page);
    await input.fill('Amst');
    await expect(page.getByRole('listbox')).toContainText('Geen locaties gevonden');
    await expect(page.getByRole('listbox').getByRole('option', { name: /Amst/ })).toHaveCount(0);
    await expect(page).not.toHaveURL(/location=/);
    dropExpectedFailures(consoleErrors, /\/api\/public\/locations/);
  });

  test('a failed overview load keeps the current results (screens.md 8)', async ({ page, consoleErrors }) => {
    await page.goto('/uitjes');
    await waitForHydration(page);
    const before = await firstTitle(page);
    // The overview's own data call fails (the shell's data still loads).
    await page.route(/uitjes\.data\?.*_routes=routes%2Factivities/, (route) => route.abort());
    await page.getByTestId('filter-sidebar').getByRole('checkbox').first().check();
    await expect(page).toHaveURL(/filter=/);
    await expect(cards(page)).toHaveCount(15);
    expect(await firstTitle(page)).toBe(before);
    dropExpectedFailures(consoleErrors, /uitjes\.data/);
  });

  test('an image that cannot load shows the placeholder text (screens.md 8)', async ({ page, consoleErrors }) => {
    await page.route('**/demo/**', (route) => route.abort());
    await page.goto('/uitjes');
    await waitForHydration(page);
    await expect(page.getByTestId('image-placeholder').first()).toContainText('Kan afbeelding niet laden.');
    dropExpectedFailures(consoleErrors, /\/demo\//);
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/uitjes?age=4');
    await waitForHydration(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test('card titles are cut at 45 characters, at 70 between 750 and 1200 px', async ({ page }) => {
  const expectCut = async (max: number) => {
    const links = cards(page).getByRole('heading').getByRole('link');
    await expect
      .poll(async () =>
        (await links.evaluateAll((as) => as.map((a) => [a.getAttribute('title') ?? '', a.textContent ?? ''] as const))).every(([full, shown]) =>
          full.length <= max ? shown === full : shown.length <= max && shown.endsWith('...') && full.startsWith(shown.slice(0, -3)),
        ),
      )
      .toBe(true);
  };
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/uitjes');
  await waitForHydration(page);
  await expectCut(45);
  await page.setViewportSize({ width: 1000, height: 900 });
  await expectCut(70);
  await page.setViewportSize({ width: 700, height: 900 });
  await expectCut(45);
});

test.describe('overview at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the hidden sidebar takes a removed filter without loading its fields, and shows it at 1280 px', async ({ page }) => {
    // An island whose props change while it has no box waits for one (lazyComponent, docs/decisions/080).
    await page.goto('/uitjes');
    const amsterdam = await page.evaluate(async () => {
      const found = await fetch(`/api/public/locations?page=1&limit=1&filterQuery=${encodeURIComponent('{"genericSearchQuery":"Amsterdam"}')}`);
      return ((await found.json()) as { locations: Array<{ id: number; type: string }> }).locations[0]!;
    });
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/\/location-combobox-[^/]*\.js$/.test(request.url())) chunks.push(request.url());
    });
    await page.goto(`/uitjes?location=${amsterdam.type}-${amsterdam.id}`);
    await waitForHydration(page);
    // Hidden: not in the accessibility tree, so found by its markup.
    const sidebarField = page.getByTestId('filter-sidebar').getByTestId('location-combobox').locator('input[role="combobox"]');
    await expect(sidebarField).toHaveValue('Amsterdam');
    await page.getByTestId('filter-chip').filter({ hasText: 'Amsterdam' }).click();
    await expect(page).not.toHaveURL(/location=/);
    await expect(page.getByTestId('filter-chip')).toHaveCount(0);
    expect(chunks).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(sidebarField).toHaveValue('');
    expect(chunks.length).toBeGreaterThan(0);
  });

  test('mobile filter panel: sub-panel per group, Clear with a count, closing with changes reloads', async ({ page }) => {
    await page.goto('/uitjes');
    await waitForHydration(page);
    await expect(page.getByTestId('filter-sidebar')).toBeHidden();
    await page.getByTestId('mobile-filter-bar').getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('clear-filters')).toHaveText('Wissen (0)');
    await panel.getByRole('button').filter({ hasText: '›' }).first().click();
    await panel.getByRole('checkbox').first().check();
    await panel.getByRole('button', { name: /Terug/ }).click();
    await expect(panel.getByTestId('clear-filters')).toHaveText('Wissen (1)');
    await panel.getByTestId('clear-filters').click();
    await expect(panel.getByTestId('clear-filters')).toHaveText('Wissen (0)');
    await panel.getByRole('button').filter({ hasText: '›' }).first().click();
    await panel.getByRole('checkbox').nth(1).check();
    await expect(page).not.toHaveURL(/filter=/);
    await panel.getByTestId('show-results').click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/filter=\d+/);
    await expect(page.getByTestId('mobile-filter-bar').getByRole('button')).toHaveText('Filters (1)');
    await expect(page.getByTestId('filter-chip')).toHaveCount(1);
  });

  test('a long filter group has its own search box in the mobile panel too', async ({ page }) => {
    await page.goto('/uitjes');
    await waitForHydration(page);
    await page.getByTestId('mobile-filter-bar').getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await panel.getByRole('button', { name: /Activiteiten/ }).click();
    await expectGroupSearchNarrows(panel.getByTestId('filter-group'));
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/uitjes');
    await waitForHydration(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('overview without JavaScript', () => {
  // The filter form and the pagination as plain GET requests: tests/pages/journey.integration.test.ts.
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test('small screens get the filter form instead of the panel button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/uitjes');
    await expect(page.getByTestId('mobile-filter-bar').getByRole('button')).toBeHidden();
    await page.getByTestId('filter-sidebar').getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Filters toepassen' }).click();
    await expect(page).toHaveURL(/filter=\d+/);
  });
});
