import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { screenshot } from './content-support.ts';
import { waitForHydration } from './fixtures.ts';
import { mailWith } from './mailbox.ts';
import { expect, lookAt, test } from './portal-support.ts';

// A provider's leads (decisions 104, 115) on admin.localhost: the demo provider finds a quote request a
// visitor sent on the nl brand, opens it, answers it from the portal (the mail reaches the visitor), marks
// it quoted, keeps a note, and downloads the list as CSV. (A foreign lead's 404, the forms' refusals and
// the export's refused filter: tests/pages/portal.integration.test.ts.)

// The demo data has no quote requests. The seed gives the demo provider the three oldest organisations
// of nl (db/seed/seed.server.ts), platform 1's first rows: a visitor asks one of their public
// activities for a quote through the public API, as the activity page's form does (a request from the
// test: the form is the activity page's subject, not this one's).
async function sendQuoteRequest(page: Page, visitor: string): Promise<string> {
  const port = new URL(test.info().project.use.baseURL!).port;
  const nl = { host: `nl.localhost:${port}`, origin: `http://nl.localhost:${port}` };
  for (const organisationId of [1, 2, 3]) {
    const response = await page.request.get(`http://127.0.0.1:${port}/api/public/organisations/${organisationId}/activities?page=1&limit=1`, { headers: nl });
    if (!response.ok()) continue;
    const { activities } = (await response.json()) as { activities: Array<{ id: number; title: string }> };
    const activity = activities[0];
    if (!activity) continue;
    const sent = await page.request.post(`http://127.0.0.1:${port}/api/public/activities/${activity.id}/quoteRequest`, {
      headers: nl,
      data: {
        name: visitor,
        gender: 'vrouw',
        email: 'lotte@bakkerij.example',
        phone: '06 12345678',
        companyName: 'Bakkerij Lotte',
        numberOfPersons: 18,
        plannedDate: '2099-06-15',
        description: 'Graag een voorstel voor ons teamuitje, met lunch.',
        city: 'Utrecht',
        subscribe: false,
      },
    });
    expect(sent.status(), 'the quote request').toBe(201);
    return activity.title;
  }
  throw new Error('no public activity of the demo provider on nl');
}

// As the demo provider, signed in once per worker (the sign-in is not what this test checks).
test.use({ signedInAs: 'provider' });

test('the demo provider follows up a quote request and downloads the leads as CSV', async ({ page }) => {
  test.setTimeout(90_000);
  const visitor = `Lotte Leads ${Date.now()}`;
  const activityTitle = await sendQuoteRequest(page, visitor);

  await page.goto(test.info().project.use.baseURL!);
  await expect(page.getByRole('heading', { name: /^Welkom/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Portaalmenu' }).getByRole('link', { name: 'Aanvragen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aanvragen' })).toBeVisible();
  const row = page.getByTestId('lead-row').filter({ hasText: visitor });
  await expect(row).toContainText(activityTitle);
  await expect(row).toContainText('Nieuw');
  await lookAt(page, 'leads');

  // Narrowed to the activity (a GET form: the filter is in the address).
  await page.getByLabel('Activiteit').selectOption({ label: activityTitle });
  await page.getByRole('button', { name: 'Filteren' }).click();
  await expect(page).toHaveURL(/[?&]activiteit=\d+/);
  await expect(page.getByTestId('lead-row').filter({ hasText: visitor })).toBeVisible();

  await page.getByRole('link', { name: visitor }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Aanvraag van ${visitor}` })).toBeVisible();
  const fields = page.getByTestId('lead-fields');
  await expect(fields).toContainText('lotte@bakkerij.example');
  await expect(fields).toContainText('Bakkerij Lotte');
  await expect(fields).toContainText('15-06-2099');
  await expect(fields).toContainText('Graag een voorstel voor ons teamuitje, met lunch.');
  await waitForHydration(page);
  await lookAt(page, 'lead');

  // Won is not offered before an answer; the answer goes by mail, and the lead is answered.
  await expect(page.getByTestId('lead-moves').getByRole('button', { name: 'Markeer als gewonnen' })).toHaveCount(0);
  await page.getByLabel('Uw antwoord').fill('Dank voor uw aanvraag! Op 15 juni hebben we plaats; de offerte volgt vandaag.');
  await page.getByRole('button', { name: 'Antwoord versturen' }).click();
  await expect(page.getByText('Uw antwoord is verstuurd.')).toBeVisible();
  await expect(page.getByTestId('lead-answers')).toContainText('Op 15 juni hebben we plaats');
  await expect(page.getByTestId('lead-status')).toHaveText('Beantwoord');
  await expect(page.getByLabel('Uw antwoord')).toHaveValue('');
  // The visitor gets it from the brand, with the provider to reply to.
  const mail = await mailWith('lotte@bakkerij.example', 'Op 15 juni hebben we plaats');
  expect(mail.headers).toMatch(/^Reply-To:[^\n]*aanbieder@uitjes\.example/im);
  expect(mail.headers).toMatch(/^From:[^\n]*noreply@/im);
  expect(mail.body).toContain(`Beste ${visitor},`);

  await page.getByRole('button', { name: 'Markeer als offerte verstuurd' }).click();
  await expect(page.getByText('De aanvraag staat op offerte verstuurd.')).toBeVisible();
  await page.getByLabel('Notitie', { exact: true }).fill('Gebeld op maandag; offerte volgt.');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De notitie is opgeslagen.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Notitie', { exact: true })).toHaveValue('Gebeld op maandag; offerte volgt.');
  await expect(page.getByTestId('lead-status')).toHaveText('Offerte verstuurd');
  // Received, answered and quoted have their times; only the close has none yet.
  await expect(page.getByTestId('lead-steps').getByText('Nog niet')).toHaveCount(1);

  await page.getByRole('link', { name: 'Terug naar de aanvragen' }).click();
  await expect(page.getByTestId('lead-row').filter({ hasText: visitor })).toContainText('Offerte verstuurd');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('leads-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^aanvragen-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...lines] = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(header).toBe(
    'Ontvangen,Activiteit,Status,Aanhef,Naam,Bedrijf,E-mailadres,Telefoonnummer,Aantal personen,Geplande datum,Adres,Postcode,Plaats,Referentie,Opmerking,Notitie',
  );
  const line = lines.find((l) => l.includes(visitor));
  expect(line).toContain(',Offerte verstuurd,Mevrouw,');
  expect(line).toContain('Gebeld op maandag; offerte volgt.');
});

test('the public page of an activity says how fast its provider usually answers (docs/decisions/115)', async ({ page }) => {
  // The demo provider answers most of its demo requests within hours: its nl activities carry the badge.
  const port = new URL(test.info().project.use.baseURL!).port;
  const listed = await page.request.get(`http://127.0.0.1:${port}/api/public/organisations/1/activities?page=1&limit=1`, {
    headers: { host: `nl.localhost:${port}` },
  });
  const { activities } = (await listed.json()) as { activities: Array<{ slug: string }> };
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`http://nl.localhost:${port}/uitjes/${activities[0]!.slug}`);
    await expect(page.getByTestId('response-badge')).toHaveText(/^Reageert meestal binnen (een uur|\d+ uur|een werkdag|\d+ werkdagen)$/);
    await screenshot(page, `response-badge-${width}`);
  }
});
