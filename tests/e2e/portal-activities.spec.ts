import type { Page } from '@playwright/test';
import { waitForHydration } from './fixtures.ts';
import { mailTextTo } from './mailbox.ts';
import { DEMO_PROVIDER, expect, lookAt, test } from './portal-support.ts';

// Portal part 2 (decision 104), the review workflow as its users go through it: the demo provider changes
// the title and a photo of an approved activity and sends it for review (the operator's menu counts it); the public page on the brand
// host keeps the approved version; the demo operator compares and approves; the public page shows the
// new title, the old address redirects to it, and the provider got the approval mail.

// A refused form answers 4xx (a browser without JavaScript gets the right status too); Chromium logs that.
test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 4\d\d .*\.data/] });
// Both tests start as the demo provider, signed in once per worker (the sign-in is not what they test).
test.use({ signedInAs: 'provider' });

/** What the operator's menu says waits for review on the nl brand (the count beside 'Beoordelen', per brand on hover). */
async function waitingOnNl(page: Page): Promise<number> {
  const perBrand = (await page.getByTestId('nav-review-count').getAttribute('title')) ?? '';
  return Number(/(?:^|, )Uitjesbaas (\d+)/.exec(perBrand)?.[1] ?? 0);
}

const brandUrl = (page: Page, path: string) => `http://nl.localhost:${new URL(page.url()).port}${path}`;

/**
 * An approved, online activity of the demo provider on the nl brand (Uitjesbaas), opened in the editor:
 * the first or the last of the dashboard's first page (the two tests run side by side, each on its own).
 */
async function openApprovedActivity(page: Page, which: 'first' | 'last'): Promise<{ id: string; title: string }> {
  await page.goto('/portaal');
  const rows = page
    .getByTestId('activities')
    .locator('tbody tr')
    .filter({ hasText: ' · Uitjesbaas' })
    .filter({ hasText: 'Online' })
    .filter({ hasText: 'Goedgekeurd' })
    .filter({ hasNotText: 'Uitjesbaas België' });
  const row = which === 'first' ? rows.first() : rows.last();
  const link = row.getByRole('link');
  const title = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByTestId('editing-state')).toHaveText('Goedgekeurd');
  await waitForHydration(page);
  return { id: new URL(page.url()).pathname.split('/').pop()!, title };
}

test('a provider’s change of an approved activity goes live only after the operator approves it', async ({ page, switchAccount }) => {
  test.setTimeout(180_000);
  // What waits for the operator before the provider sends anything.
  await switchAccount(page, 'operator');
  await page.goto('/portaal');
  const waitingBefore = await waitingOnNl(page);
  await switchAccount(page, 'provider');
  const { id, title: oldTitle } = await openApprovedActivity(page, 'first');
  await lookAt(page, 'activity-editor');
  const publicHref = (await page.getByRole('link', { name: /Bekijk de activiteit op de site/ }).getAttribute('href'))!;
  const oldSlug = new URL(publicHref).pathname.split('/').pop()!;

  // The title and a new photo (uploaded through the image pipeline, with its description).
  const newTitle = `${oldTitle.slice(0, 80)} vernieuwd ${Date.now() % 100_000}`;
  await page.getByLabel('Titel', { exact: true }).fill(newTitle);
  await expect(page.getByTestId('dirty-state')).toHaveText('Niet opgeslagen wijzigingen');
  const before = await page.getByTestId('media-item').count();
  await page.getByLabel('Foto’s toevoegen').setInputFiles('public/demo/sup.jpg');
  await expect(page.getByTestId('media-item')).toHaveCount(before + 1);
  // Without a description the browser refuses the save and names the field.
  await page.getByRole('button', { name: 'Opslaan en ter beoordeling insturen' }).click();
  await expect(page.getByTestId('form-errors')).toContainText('Geef elke foto een beschrijving');
  await page.getByTestId('media-item').last().getByLabel('Beschrijving van de foto').fill('Suppen op het meer bij zonsondergang');
  await page.getByTestId('media-item').last().getByRole('button', { name: 'Naar voren' }).click();
  await page.getByRole('button', { name: 'Opslaan en ter beoordeling insturen' }).click();
  await expect(page.getByText('Opgeslagen en ter beoordeling ingestuurd.')).toBeVisible();
  await expect(page.getByTestId('editing-state')).toHaveText('Goedgekeurd, wijzigingen wachten op beoordeling');

  // The public page still shows the approved version.
  await page.goto(brandUrl(page, `/uitjes/${oldSlug}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(oldTitle);

  // The operator compares and approves.
  await switchAccount(page, 'operator');
  await page.goto('/portaal/beoordelen');
  await expect(page.getByTestId('review-queue')).toBeVisible();
  // The menu's count of what waits on the brand went up by this one (docs/decisions/116).
  expect(await waitingOnNl(page)).toBe(waitingBefore + 1);
  await lookAt(page, 'review-queue');
  await page.goto(`/portaal/beoordelen/activiteiten/${id}`);
  const titleRow = page.getByTestId('review-diff').locator('tr', { hasText: 'Titel' });
  await expect(titleRow).toHaveAttribute('data-changed', 'true');
  await expect(titleRow.locator('ins')).toContainText('vernieuwd');
  await lookAt(page, 'review-activity');
  await page.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(page).toHaveURL(/\/portaal\/beoordelen\?besluit=approve/);

  // Live: the new title under its new address, the old address redirects there.
  const response = await page.goto(brandUrl(page, `/uitjes/${oldSlug}`));
  expect(response!.request().redirectedFrom()).not.toBeNull();
  expect(new URL(page.url()).pathname).not.toBe(`/uitjes/${oldSlug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle);
  await expect(page.getByAltText('Suppen op het meer bij zonsondergang').first()).toBeAttached();

  // The provider was told.
  const mail = await mailTextTo(DEMO_PROVIDER, newTitle);
  expect(mail).toContain('goedgekeurd');
  expect(mail).toContain(`/portaal/activiteiten/${id}`);
});

test('unsaved changes are not lost silently, and a save from an older version is refused', async ({ page, context }) => {
  test.setTimeout(120_000);
  const { id } = await openApprovedActivity(page, 'last');

  // Leaving with a change asks first; staying keeps what was typed.
  const mine = `${(Date.now() % 9) + 2} uur en een kwartier`;
  const theirs = `${(Date.now() % 9) + 2} uur en een half`;
  await page.getByLabel('Duur').fill(mine);
  await page.getByRole('navigation', { name: 'Portaalmenu' }).getByRole('link', { name: 'Overzicht' }).click();
  await expect(page.getByTestId('unsaved-dialog')).toBeVisible();
  await page.getByRole('button', { name: 'Op deze pagina blijven' }).click();
  await expect(page.getByLabel('Duur')).toHaveValue(mine);

  // A second tab saves first; this tab's save (from the older version) is refused with a clear message.
  const other = await context.newPage();
  await other.goto(`/portaal/activiteiten/${id}`);
  await waitForHydration(other);
  await other.getByLabel('Duur').fill(theirs);
  await other.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(other.getByText('Opgeslagen.', { exact: true })).toBeVisible();
  await other.close();

  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByTestId('form-errors')).toContainText('Deze activiteit is intussen ergens anders gewijzigd');
  await expect(page.getByLabel('Duur')).toHaveValue(mine);
  await page.reload();
  await expect(page.getByLabel('Duur')).toHaveValue(theirs);
  // Leave the demo activity as it was: the unsent change is thrown away.
  await page.getByRole('button', { name: 'Wijzigingen weggooien' }).click();
  await expect(page.getByTestId('editing-state')).toHaveText('Goedgekeurd');
});

test('a description typed before the scripts arrive stays when the rich-text editor takes over', async ({ page }) => {
  await page.goto('/portaal/activiteiten/nieuw');
  const organisation = await page.locator('#new-organisation option').first().getAttribute('value');
  // A slow connection: the page is there, its scripts are not yet; the description is a plain textarea.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  // Module scripts hold DOMContentLoaded back: the page is used as soon as it has arrived.
  await page.goto(`/portaal/activiteiten/nieuw?organisatie=${organisation}`, { waitUntil: 'commit' });
  await page.locator('textarea[name="description"]').fill('Voor de scripts er waren getypt.');
  await page.getByLabel('Titel', { exact: true }).fill('Getypt op een trage verbinding');
  release();
  await waitForHydration(page);
  const editor = page.locator('[data-rich-text="description"] [contenteditable="true"]');
  await expect(editor).toContainText('Voor de scripts er waren getypt.');
  await expect(page.locator('input[type="hidden"][name="description"]')).toHaveValue('<p>Voor de scripts er waren getypt.</p>');
  await expect(page.getByLabel('Titel', { exact: true })).toHaveValue('Getypt op een trage verbinding');
});

test('the place box offers the places of the activity’s own platform (a kids organisation’s, not the default one’s)', async ({ page }) => {
  await page.goto('/portaal/activiteiten/nieuw');
  const kids = await page.locator('#new-organisation option', { hasText: 'Kidsuitjes' }).first().getAttribute('value');
  await page.goto(`/portaal/activiteiten/nieuw?organisatie=${kids}`);
  await waitForHydration(page);
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/portaal/plaatsen');
  await page.getByRole('combobox', { name: 'Plaats, provincie of regio toevoegen' }).fill('Utrecht');
  expect(new URL((await answer).url()).searchParams.get('organisatie')).toBe(kids);
  await page
    .getByRole('option', { name: /^Utrecht/ })
    .first()
    .click();
  await expect(page.getByTestId('chosen-places')).toContainText('Utrecht');
  await page.getByLabel('Titel', { exact: true }).fill(`Speurtocht door Utrecht ${Date.now() % 100_000}`);
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  // Saved: a place of another platform would be refused ('reference').
  await expect(page.getByText('De activiteit is als concept opgeslagen.')).toBeVisible();
  await expect(page.getByTestId('chosen-places')).toContainText('Utrecht');
});
