import type { Page } from '@playwright/test';
import { expectNoAxeViolations, screenshot } from './content-support.ts';
import { waitForHydration } from './fixtures.ts';
import { expect, lookAt, test } from './portal-support.ts';

// The operator's tools of decision 104 in a browser: the comboboxes' keyboard (the invitation's organisation
// picker, the event form's place), and every changed screen looked at (axe, 375 and 1280 px) in Dutch and
// German. What the server answers (filters, counts, refusals, the no-JavaScript forms) is checked without
// a browser in tests/pages/operator-tools.integration.test.ts.

/**
 * A combobox's open list, pictured at both widths. Not `lookAt`: react-aria hides the rest of the page from
 * screen readers while its list is open (aria-hidden), which axe reports on everything focusable behind
 * it; the page is looked at with axe once the list is closed.
 */
async function pictureOpenList(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `portal-${name}-${width}`);
  }
}

test.describe('as the demo operator', () => {
  test.use({ signedInAs: 'operator' });

  test('the review queue, filtered, in Dutch and German', async ({ page }) => {
    await page.goto('/portaal/beoordelen');
    await waitForHydration(page);
    await page.getByLabel('Soort').selectOption('edit');
    await page.getByLabel('Volgorde').selectOption('desc');
    await page.getByRole('button', { name: 'Tonen' }).click();
    await expect(page).toHaveURL(/soort=edit/);
    await expect(page.getByTestId('review-count')).toContainText('gevonden van');
    await lookAt(page, 'review-queue-filtered');
    // The organisation: looked up by part of its name among those with something waiting, chosen with the
    // keyboard, the queue narrowed to it, and taken away again.
    const firstRow = page.getByTestId('review-queue').locator('tbody tr').first().locator('th span');
    const organisation = (await firstRow.innerText()).split(' · ')[0]!;
    const picker = page.getByRole('combobox', { name: 'Organisatie' });
    await picker.fill(organisation.slice(0, 6));
    const options = page.getByTestId('organisation-suggestions').getByRole('option');
    await expect(options.filter({ hasText: organisation }).first()).toBeVisible();
    await pictureOpenList(page, 'review-picker-open');
    const position = (await options.locator('.font-semibold').allInnerTexts()).indexOf(organisation);
    for (let n = 0; n <= position; n++) await picker.press('ArrowDown');
    await picker.press('Enter');
    const chosen = page.getByTestId('chosen-organisations');
    await expect(chosen).toContainText(organisation);
    await page.getByRole('button', { name: 'Tonen' }).click();
    await expect(page).toHaveURL(/organisatie=\d+/);
    await expect(page).toHaveURL(/soort=edit/);
    for (const row of await page.getByTestId('review-queue').locator('tbody tr th span').allInnerTexts()) expect(row).toContain(organisation);
    await expect(chosen).toContainText(organisation);
    await lookAt(page, 'review-queue-organisation');
    await chosen.getByRole('button', { name: `${organisation} weghalen` }).click();
    await expect(picker).toBeFocused();
    await page.getByRole('button', { name: 'Tonen' }).click();
    await expect(page).not.toHaveURL(/organisatie=/);
    await expect(page.getByTestId('chosen-organisations')).toBeHidden();
    await page.goto('/portaal/beoordelen?taal=de&platform=2');
    await expect(page.getByRole('heading', { level: 2, name: 'Suchen und filtern' })).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByRole('combobox', { name: 'Organisation' })).toBeVisible();
    await lookAt(page, 'review-queue-de');
  });

  test('the audit log, all sites, in Dutch and German', async ({ page }) => {
    await page.goto('/portaal/beheer/logboek?platform=1&sites=alle');
    await expect(page.getByTestId('audit-table')).toBeVisible();
    await expect(page.getByTestId('audit-action').first()).toHaveText(/^[A-Z]/);
    await lookAt(page, 'backoffice-audit-all');
    await page.goto('/portaal/beheer/logboek?platform=2&sites=alle&taal=de');
    await expect(page.getByRole('heading', { level: 1, name: 'Protokoll' })).toBeVisible();
    await lookAt(page, 'backoffice-audit-de');
  });

  test('the invitation: organisations picked with the keyboard from a lookup, chips removed, the invitee linked', async ({ page }) => {
    const email = `gekozen.${Date.now()}@uitjes.example`;
    await page.goto('/portaal/beheer/gebruikers');
    await waitForHydration(page);
    const picker = page.getByRole('combobox', { name: 'Organisaties' });
    await picker.fill('zeil');
    const options = page.getByTestId('organisation-suggestions').getByRole('option');
    // The demo data's names: the first match by name, the second later by its number.
    await expect(options.nth(1)).toContainText('nr.');
    const [first, second] = await Promise.all([0, 1].map((n) => options.nth(n).locator('.font-semibold').innerText()));
    const secondNumber = /nr\. (\d+)/.exec(await options.nth(1).innerText())![1]!;
    await pictureOpenList(page, 'users-picker-open');
    await picker.press('ArrowDown');
    await picker.press('Enter');
    const chosen = page.getByTestId('chosen-organisations');
    await expect(chosen).toContainText(first!);
    await expect(picker).toHaveValue('');
    await picker.fill(secondNumber);
    await expect(options.first()).toContainText(second!);
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await chosen.getByRole('button', { name: `${first} weghalen` }).click();
    await expect(chosen.getByRole('listitem')).toHaveCount(1);
    await expect(picker).toBeFocused();
    await lookAt(page, 'users-picker-chosen');

    await page.getByLabel('E-mailadres', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Uitnodiging versturen' }).click();
    await expect(page.getByText(`De uitnodiging is verstuurd naar ${email}.`)).toBeVisible();
    await page.goto(`/portaal/beheer/gebruikers?zoek=${encodeURIComponent(email)}`);
    await page.getByTestId('users').getByRole('link', { name: email }).click();
    await expect(page.getByTestId('user-organisations')).toContainText(second!);
    await expect(page.getByTestId('user-organisations')).not.toContainText(first!);
  });

  test('the invitation in German: the lookup opens on typing and closes when the keyboard leaves it', async ({ page }) => {
    await page.goto('/portaal/beheer/gebruikers?taal=de');
    await waitForHydration(page);
    await page.getByRole('combobox', { name: 'Organisationen' }).fill('zeil');
    await expect(page.getByTestId('organisation-suggestions')).toBeVisible();
    await pictureOpenList(page, 'users-picker-de');
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('organisation-suggestions')).toBeHidden();
    await lookAt(page, 'users-de');
  });
});

test.describe('as the demo provider', () => {
  test.use({ signedInAs: 'provider' });

  test('the event form’s place: typed, chosen with the keyboard among the platform’s cities, saved', async ({ page }) => {
    // One of the provider's organisations on the kids agenda.
    await page.goto('/portaal/evenementen/nieuw');
    await page.getByRole('main').getByRole('listitem').first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nieuw evenement' })).toBeVisible();
    const germanForm = new URL(page.url());
    germanForm.searchParams.set('taal', 'de');
    await waitForHydration(page);
    const place = page.getByRole('combobox', { name: 'Plaats' });
    // An error names the box and the summary leads there.
    await page.getByLabel('Titel').fill(`Poppenkast ${Date.now()}`);
    await page.getByLabel('Begint').fill('2031-07-01T15:00');
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await page
      .getByTestId('form-errors')
      .getByRole('link', { name: /Plaats/ })
      .click();
    await expect(place).toBeFocused();
    await expect(place).toHaveAttribute('aria-invalid', 'true');

    await place.fill('Utrech');
    const options = page.getByTestId('event-city-suggestions').getByRole('option');
    await expect(options.first()).toContainText('Utrecht');
    await pictureOpenList(page, 'event-place-open');
    await place.press('ArrowDown');
    await place.press('Enter');
    await expect(place).toHaveValue('Utrecht');
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page).toHaveURL(/\/portaal\/evenementen\/\d+\?nieuw=1$/);
    await waitForHydration(page);
    await expect(page.getByRole('combobox', { name: 'Plaats' })).toHaveValue('Utrecht');
    await lookAt(page, 'event-place-saved');

    await page.goto(germanForm.href);
    await waitForHydration(page);
    await page.getByRole('combobox', { name: 'Ort' }).fill('Haarl');
    await expect(page.getByTestId('event-city-suggestions').getByRole('option').first()).toContainText('Haarlem');
    await pictureOpenList(page, 'event-place-de');
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('event-city-suggestions')).toBeHidden();
    await lookAt(page, 'event-new-de');
  });
});

test.describe('as the demo operator, without the app’s scripts', () => {
  // The scripts refused on purpose (below) say so in the console.
  test.use({ signedInAs: 'operator', allowedConsoleErrors: [/net::ERR_FAILED/] });

  test('the invitation’s picker is a search in the form: the matches come back to tick', async ({ page }) => {
    // The server's page as it is before (or without) the scripts: they are not loaded, the form posts itself.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/portaal/beheer/gebruikers');
    await page.getByLabel('E-mailadres', { exact: true }).fill('zonder.script@uitjes.example');
    await page.getByLabel('Zoek een organisatie op naam of nummer').fill('zeil');
    await page.getByRole('button', { name: 'Organisaties zoeken' }).click();
    await expect(page.getByTestId('organisation-matches').getByRole('checkbox').first()).toBeVisible();
    await expect(page.getByLabel('E-mailadres', { exact: true })).toHaveValue('zonder.script@uitjes.example');
    await page.getByTestId('organisation-matches').getByRole('checkbox').first().check();
    await expectNoAxeViolations(page, ['label-content-name-mismatch']);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `portal-users-picker-no-js-${width}`);
    }
  });
});
