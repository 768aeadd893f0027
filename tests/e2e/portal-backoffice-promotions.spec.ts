import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { waitForHydration } from './fixtures.ts';
import { mailTextTo } from './mailbox.ts';
import { expect, lookAt, test } from './portal-support.ts';

// The back office's banners and event submissions (decision 104), on admin.localhost and kids.localhost:
// a visitor submits an event with the public form, the demo operator approves it (its organisation is
// new, so it is created) and the kids agenda shows it; a banner the operator creates shows on the
// agenda, and once switched off it is gone from there; a pop-up is created and deleted.

// A refused form answers 400 (the page shows why); the browser logs that as a failed resource.
test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 4\d\d .*\.data/] });

const KIDS = 3;
// As the demo operator, signed in once per worker (the sign-in is not what these tests check).
test.use({ signedInAs: 'operator' });
const portalUrl = () => new URL(test.info().project.use.baseURL!);
const kidsUrl = (path: string) => `http://kids.localhost:${portalUrl().port}${path}`;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A kids page's HTML as an anonymous visitor gets it (Node does not resolve *.localhost: loopback with the Host header). */
async function kidsHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(`http://127.0.0.1:${portalUrl().port}${path}`, { headers: { host: `kids.localhost:${portalUrl().port}` } });
  expect(response.status()).toBe(200);
  return response.text();
}

/** The kids agenda's cards of the event with this title. */
async function agendaCards(page: Page, title: string) {
  await page.goto(kidsUrl(`/agenda?q=${encodeURIComponent(title)}`));
  await waitForHydration(page);
  return page.getByTestId('event-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

test('a visitor submits an event, the operator approves it in the back office, the kids agenda shows it', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const title = `Poppenkast ${stamp}`;
  const company = `Poppentheater ${stamp}`;
  const email = `els.${stamp}@example.org`;

  // The visitor, with the public event form of the kids site (a plain POST with the image, no scripts).
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(kidsUrl('/adverteren?evenement=open'));
  const form = visitorPage.getByTestId('event-form');
  await form.getByLabel('Naam', { exact: true }).fill('Els Jansen');
  await form.getByLabel('Bedrijfsnaam').fill(company);
  await form.getByLabel('E-mailadres').fill(email);
  await form.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
  await form.getByLabel('Titel van het evenement').fill(title);
  await form.getByLabel('Beschrijving').fill('Een vrolijke voorstelling voor kinderen vanaf drie jaar.');
  await form.getByLabel('Startdatum').fill(isoDay(20));
  await form.getByLabel('Einddatum (optioneel)').fill(isoDay(21));
  await form.getByLabel('Straat en huisnummer').fill('Parkweg 1');
  await form.getByLabel('Postcode').fill('3511 AB');
  await form.getByLabel('Plaats').fill('Utrecht');
  await form.getByLabel('Provincie').selectOption('Utrecht');
  await form.getByLabel('Website').fill('https://poppenkast.example.org');
  const image = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#e72e6c' } })
    .png()
    .toBuffer();
  await form.getByLabel('Afbeelding').setInputFiles({ name: 'poppenkast.png', mimeType: 'image/png', buffer: image });
  await form.getByRole('button', { name: 'Evenement versturen' }).click();
  await expect(visitorPage.getByTestId('event-form-sent')).toHaveText(/Bedankt! We hebben uw evenement ontvangen/);
  await visitor.close();
  // Not in the agenda before an operator approves it.
  await expect(await agendaCards(page, title)).toHaveCount(0);

  // The operator's queue of the kids site, and the submission with its IBAN masked.
  await page.goto(`/portaal/beheer/aanmeldingen?platform=${KIDS}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Aangemelde evenementen' })).toBeVisible();
  await expect(page.getByTestId('submissions-table')).toContainText(title);
  await lookAt(page, 'backoffice-submissions');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('submission-iban')).toContainText('NL•• •••• •••• ••43 00');
  expect(await page.content()).not.toMatch(/NL91|0417\s?1643/);
  await expect(page.getByText(`de organisatie "${company}" aangemaakt`)).toBeVisible();
  await lookAt(page, 'backoffice-submission');

  await page.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Goedgekeurd: "${title}" staat in de agenda; de organisatie "${company}" is aangemaakt.` }),
  ).toBeVisible();
  await expect(page.getByTestId('submission-status')).toHaveText('Dit evenement is al goedgekeurd.');
  // Out of the queue.
  await page.getByRole('link', { name: 'Terug naar de aangemelde evenementen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aangemelde evenementen' })).toBeVisible();
  await expect(page.getByTestId('submissions-table')).not.toContainText(title);

  // The submitter got the mail, and the kids agenda shows the event.
  expect(await mailTextTo(email, title)).toContain('staat nu in de agenda');
  await expect(await agendaCards(page, title)).toHaveCount(1);
});

test('the operator creates a banner with an image; it shows on the kids agenda until switched off', async ({ page }) => {
  test.setTimeout(150_000);
  const title = `Speeltuinfeest ${Date.now()}`;
  await page.goto('/portaal');
  await page.getByRole('navigation', { name: 'Portaalmenu' }).getByRole('link', { name: 'Beheer' }).click();
  await page.getByRole('navigation', { name: 'Beheermenu' }).getByRole('link', { name: 'Banners en pop-ups' }).click();
  await expect(page).toHaveURL(/\/portaal\/beheer\/banners\?/);
  await waitForHydration(page);
  await page.getByLabel('Site').selectOption(String(KIDS));
  await expect(page).toHaveURL(new RegExp(`platform=${KIDS}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
  await expect(page.getByTestId('banners-table')).toContainText('Binnenspeeltuin met de grootste ballenbak van het land');
  await lookAt(page, 'backoffice-banners');

  // A new banner: refused without its fields, then created with an image.
  await page.getByRole('link', { name: 'Nieuwe banner' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Nieuwe banner/ })).toBeVisible();
  await page.getByLabel('Link', { exact: true }).fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Banner aanmaken' }).click();
  await expect(page.getByTestId('form-errors')).toContainText('Een titel heeft 2 tot 200 tekens.');
  await expect(page.getByTestId('form-errors')).toContainText('Vul een pagina van de site in');
  await waitForHydration(page);
  await page.getByLabel('Titel').fill(title);
  await page.getByLabel('Tekst op de knop').fill('Kom spelen');
  await page.getByLabel('Link', { exact: true }).fill('/helpdesk');
  await page.getByLabel('Soort').selectOption('QUESTION');
  const image = await sharp({ create: { width: 1000, height: 300, channels: 3, background: '#5eba94' } })
    .png()
    .toBuffer();
  await page.getByLabel('Afbeelding', { exact: true }).setInputFiles({ name: 'speeltuin.png', mimeType: 'image/png', buffer: image });
  await lookAt(page, 'backoffice-banner-new');
  await page.getByRole('button', { name: 'Banner aanmaken' }).click();
  await expect(page).toHaveURL(/\/portaal\/beheer\/banners\/\d+\?platform=3&nieuw/);
  await expect(page.getByText('De banner is aangemaakt.')).toBeVisible();
  await expect(page.getByTestId('banner-image-preview')).toHaveAttribute('src', /^\/images\/[0-9a-f-]{36}\.png\?w=400$/);
  await expect(page.getByTestId('banner-status')).toHaveText('Aan');
  await lookAt(page, 'backoffice-banner-edit');
  const editPath = new URL(page.url()).pathname;

  // The agenda picks one active banner at random (five now): a fresh address per look until it is ours.
  let shownAt: string | undefined;
  await expect
    .poll(
      async () => {
        for (let i = 0; i < 10 && !shownAt; i++) {
          const path = `/agenda?b=${Date.now()}${i}`;
          if ((await kidsHtml(page, path)).includes(title)) shownAt = path;
        }
        return shownAt;
      },
      { timeout: 60_000, message: 'the new banner on the kids agenda' },
    )
    .toBeTruthy();
  await page.goto(kidsUrl(shownAt!));
  await waitForHydration(page);
  await expect(page.getByTestId('agenda-banner')).toContainText(title);
  // Its button goes through the counted redirect (decision 110) to the banner's link.
  const bannerButton = page.getByTestId('agenda-banner').getByRole('link', { name: 'Kom spelen' });
  await expect(bannerButton).toHaveAttribute('href', /^\/b\/\d+\/klik$/);
  await bannerButton.click();
  await expect(page).toHaveURL(kidsUrl('/helpdesk'));

  // Counted in the list; switched off there: the cached agenda page that showed it is refreshed without it.
  await page.goto(`/portaal/beheer/banners?platform=${KIDS}&zoek=${encodeURIComponent(title)}`);
  await expect(
    page
      .getByTestId('banners-table')
      .getByRole('row', { name: new RegExp(title) })
      .getByRole('cell')
      .last(),
  ).toHaveText(/(^|\D)1$/);
  await page.getByRole('button', { name: `${title} uitzetten` }).click();
  await expect(page.getByRole('status').filter({ hasText: `De banner "${title}" staat uit.` })).toBeVisible();
  await expect(page.getByTestId('banners-table')).toContainText('Uit');
  await expect.poll(async () => (await kidsHtml(page, shownAt!)).includes(title), { timeout: 15_000 }).toBe(false);
  for (let i = 0; i < 15; i++) expect(await kidsHtml(page, `/agenda?c=${Date.now()}${i}`)).not.toContain(title);
  await page.goto(kidsUrl(shownAt!));
  await expect(page.getByTestId('agenda-banner')).not.toContainText(title);

  // Deleted (it asks first), so the demo data stays as it was.
  await page.goto(`${editPath}?platform=${KIDS}`);
  await waitForHydration(page);
  // The remove card asks in a disclosure; its one button removes.
  await expect(page.getByRole('button', { name: 'Ja, verwijder deze banner' })).toBeHidden();
  await page.getByText(`De banner "${title}" verwijderen…`).click();
  await page.getByRole('button', { name: 'Ja, verwijder deze banner' }).click();
  await expect(page.getByText(`De banner "${title}" is verwijderd.`)).toBeVisible();
  await expect(page.getByTestId('banners-table')).not.toContainText(title);

  // A pop-up of the same section: created, looked at, deleted.
  const popupTitle = `Hulp bij een kinderfeest ${Date.now()}`;
  await page.getByRole('link', { name: 'Nieuwe pop-up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Nieuwe pop-up/ })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel('Titel').fill(popupTitle);
  await page.getByLabel('Tekst op de knop').fill('Stel je vraag');
  await page.getByLabel('Beschrijving').fill('We denken binnen een werkdag met je mee.');
  await page.getByRole('button', { name: 'Pop-up aanmaken' }).click();
  await expect(page.getByText('De pop-up is aangemaakt.')).toBeVisible();
  await expect(page.getByLabel('Beschrijving')).toHaveValue('We denken binnen een werkdag met je mee.');
  await lookAt(page, 'backoffice-popup-edit');
  await page.getByText(`De pop-up "${popupTitle}" verwijderen…`).click();
  await page.getByRole('button', { name: 'Ja, verwijder deze pop-up' }).click();
  await expect(page.getByText(`De pop-up "${popupTitle}" is verwijderd.`)).toBeVisible();
  await expect(page.getByTestId('popups-table')).not.toContainText(popupTitle);
});
