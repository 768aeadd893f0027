import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { waitForHydration } from './fixtures.ts';
import { mailTextTo } from './mailbox.ts';
import { type DemoAccount, DEMO_PROVIDER, expect, lookAt, test } from './portal-support.ts';

// Events on the kids agenda through the portal (decision 104), on admin.localhost and kids.localhost: the demo
// provider creates an event (rich-text description, image) and submits it; the agenda does not show it;
// the demo operator approves it; the agenda shows it and the provider got the mail. Then a change of the
// live event's title waits for review while the agenda keeps the old title, until the operator approves.
// The same form without JavaScript (a textarea, the server's checks, a draft) is a server round trip:
// tests/pages/portal.integration.test.ts.

const portalUrl = () => new URL(test.info().project.use.baseURL!);
const agendaUrl = (query: string) => `http://kids.localhost:${portalUrl().port}/agenda?q=${encodeURIComponent(query)}`;

async function agendaCards(page: Page, title: string) {
  await page.goto(agendaUrl(title));
  await waitForHydration(page);
  return page.getByTestId('event-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

async function approveInReview(page: Page, title: string, screenshotName: string) {
  await page.goto(`${portalUrl().origin}/portaal/beoordelen/evenementen`);
  await expect(page.getByRole('heading', { level: 1, name: 'Evenementen beoordelen' })).toBeVisible();
  const item = page.getByTestId('review-item').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(item).toBeVisible();
  await lookAt(page, screenshotName);
  await item.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Goedgekeurd: "${title}"` })).toBeVisible();
  await expect(item).toHaveCount(0);
}

test('the demo provider submits an event, the operator approves it, the kids agenda shows it; a change waits for review', async ({ page, switchAccount }) => {
  test.setTimeout(180_000);
  const title = `Kinderdisco ${Date.now()}`;
  const newTitle = `${title} met limonade`;
  // The demo accounts' sessions, signed in once per worker: the sign-in form is not what this test checks.
  const signInAs = (account: DemoAccount) => switchAccount(page, account);

  // The provider's list and a new event for one of their kids organisations.
  await signInAs('provider');
  await page.goto(portalUrl().href);
  await page.getByRole('navigation', { name: 'Portaalmenu' }).getByRole('link', { name: 'Evenementen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Evenementen' })).toBeVisible();
  await expect(page.getByTestId('events')).toBeVisible();
  await lookAt(page, 'events');
  await page.getByRole('link', { name: 'Nieuw evenement' }).click();
  await expect(page.getByRole('heading', { name: 'Voor welke organisatie is het evenement?' })).toBeVisible();
  await page.getByRole('main').getByRole('listitem').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuw evenement' })).toBeVisible();
  await waitForHydration(page);

  await page.getByLabel('Titel').fill(title);
  await page.getByLabel('Begint').fill('2031-06-20T14:00');
  await page.getByLabel('Eindigt').fill('2031-06-20T17:30');
  // The place box of every screen, with the cities of the event's platform (keyboard: tests/e2e/portal-operator-tools.spec.ts).
  await page.getByRole('combobox', { name: 'Plaats' }).fill('Amsterd');
  await page
    .getByTestId('event-city-suggestions')
    .getByRole('option', { name: /^Amsterdam/ })
    .click();
  await expect(page.getByRole('combobox', { name: 'Plaats' })).toHaveValue('Amsterdam');
  await page.getByLabel('Website').fill('https://kinderdisco.example.org');

  // The description in TipTap: formatting from the toolbar, a link through the page's own address field.
  const toolbar = page.getByRole('toolbar', { name: 'Opmaak' });
  await expect(toolbar).toBeVisible();
  const editor = page.getByRole('textbox', { name: /Beschrijving/ });
  await editor.click();
  await page.keyboard.type('Dansen en ');
  await toolbar.getByRole('button', { name: 'Vet' }).click();
  await expect(toolbar.getByRole('button', { name: 'Vet' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('limonade');
  await toolbar.getByRole('button', { name: 'Vet' }).click();
  await page.keyboard.type('. Meer op ');
  await toolbar.getByRole('button', { name: 'Link' }).click();
  await page.getByLabel('Adres van de link').fill('kinderdisco.example.org');
  await page.getByLabel('Adres van de link').press('Enter');
  await expect(editor.locator('strong')).toHaveText('limonade');
  await expect(editor.getByRole('link')).toHaveAttribute('href', 'https://kinderdisco.example.org/');

  const image = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#5eba94' } })
    .png()
    .toBuffer();
  await page.getByLabel('Afbeelding').setInputFiles({ name: 'disco.png', mimeType: 'image/png', buffer: image });
  await expect(page.getByTestId('event-image-preview')).toBeVisible();
  await lookAt(page, 'event-new');

  // Unsaved changes: leaving inside the portal asks first.
  await page.getByRole('navigation', { name: 'Portaalmenu' }).getByRole('link', { name: 'Overzicht' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Op deze pagina blijven' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Titel')).toHaveValue(title);

  await page.getByRole('button', { name: 'Opslaan en ter beoordeling insturen' }).click();
  await expect(page).toHaveURL(/\/portaal\/evenementen\/\d+\?ingediend=1$/);
  const eventPath = new URL(page.url()).pathname;
  await expect(page.getByTestId('event-status')).toContainText('Wacht op beoordeling');
  await expect(page.getByRole('status').filter({ hasText: 'Het evenement is ingediend.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Beschrijving/ }).locator('strong')).toHaveText('limonade');
  await expect(page.getByTestId('event-image-preview')).toHaveAttribute('src', /^\/images\/[0-9a-f-]{36}\.png\?w=400$/);
  await lookAt(page, 'event-submitted');

  // Not on the agenda before an operator approves it.
  await expect(await agendaCards(page, title)).toHaveCount(0);

  await signInAs('operator');
  await approveInReview(page, title, 'review-events');

  const cards = await agendaCards(page, title);
  await expect(cards).toHaveCount(1);
  // The card shows the description's text, not its markup.
  await expect(cards).toContainText('Dansen en');
  await expect(cards).toContainText('limonade');
  await expect(cards).not.toContainText('<strong>');
  const mail = await mailTextTo(DEMO_PROVIDER, eventPath);
  expect(mail).toContain(`Het evenement "${title}"`);
  expect(mail).toContain('is goedgekeurd');

  // The provider changes the live event's title: it waits for review, the agenda keeps the old title.
  await signInAs('provider');
  await page.goto(`${portalUrl().origin}${eventPath}`);
  await waitForHydration(page);
  await expect(page.getByTestId('event-status')).toContainText('Goedgekeurd');
  await expect(page.getByRole('heading', { name: 'In de agenda', exact: true })).toBeVisible();
  // The browser checks the fields with the server's schema before posting.
  await page.getByLabel('Titel').fill('');
  await page.getByLabel('Eindigt').fill('2031-06-19T10:00');
  await page.getByRole('button', { name: 'Opslaan en ter beoordeling insturen' }).click();
  await expect(page.getByTestId('form-errors')).toBeFocused();
  await expect(page.getByTestId('form-errors')).toContainText('Titel: Een titel heeft 3 tot 120 tekens.');
  await expect(page.getByTestId('form-errors')).toContainText('Eindigt: Het einde ligt voor het begin.');
  await lookAt(page, 'event-errors');
  await page.getByLabel('Titel').fill(newTitle);
  await page.getByLabel('Eindigt').fill('2031-06-20T17:30');
  await page.getByRole('button', { name: 'Opslaan en ter beoordeling insturen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Het evenement is ingediend.' })).toBeVisible();
  await expect(page.getByTestId('event-status')).toContainText('Wijziging wacht op beoordeling');
  await expect(page.getByTestId('event-status')).toContainText(`("${title}")`);
  await expect(page.getByLabel('Titel')).toHaveValue(newTitle);
  await expect(await agendaCards(page, title)).toHaveCount(1);
  await expect(await agendaCards(page, newTitle)).toHaveCount(0);

  // The operator sees live and proposed side by side, the title marked as changed, and approves.
  await signInAs('operator');
  await page.goto(`${portalUrl().origin}/portaal/beoordelen/evenementen`);
  const change = page.getByTestId('review-item').filter({ has: page.getByRole('heading', { name: newTitle, exact: true }) });
  await expect(change).toContainText('Wijziging van een goedgekeurd evenement');
  await expect(change.locator('tr[data-changed]')).toHaveCount(1);
  await expect(change.locator('tr[data-changed]')).toContainText(title);
  await approveInReview(page, newTitle, 'review-events-change');
  await expect(await agendaCards(page, newTitle)).toHaveCount(1);
});
