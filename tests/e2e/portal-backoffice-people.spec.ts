import { readFile } from 'node:fs/promises';
import { DEMO_ADMIN, expect, lookAt, test } from './portal-support.ts';

// The back office's people (decision 104) on admin.localhost: a visitor asks a question and a quote on the
// nl brand, the demo operator finds the message in the list, downloads the list as CSV, forgets the address, and
// the list no longer shows it; the audit log shows the act (without the address). The quote requests,
// the newsletter, the mail outbox and the audit log are looked at too.

// The refused address in the forget form answers 400; the browser logs that as a failed resource.
test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 400/] });

const NL = 1;
// As the demo operator, signed in once per worker (the sign-in is not what this test checks).
test.use({ signedInAs: 'operator' });
const portalUrl = () => new URL(test.info().project.use.baseURL!);

test('the operator finds a contact message, exports it, forgets the person, and the log says so', async ({ page }) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const name = `Femke Vergeet ${stamp}`;
  const email = `femke.${stamp}@voorbeeld.example`;

  // The visitor (seeded through the brand's own endpoints, not typed: the forms are content-helpdesk's
  // and the activity page's subject): a question with the helpdesk form of the nl site, posted as a
  // browser without scripts posts it ...
  const nl = { host: `nl.localhost:${portalUrl().port}`, origin: `http://nl.localhost:${portalUrl().port}` };
  const asked = await page.request.post(`http://127.0.0.1:${portalUrl().port}/helpdesk`, {
    headers: nl,
    form: { form: 'question', type: 'Question', name, email, phone: '020 123 4567', companyName: '', description: 'Kunnen jullie mij terugbellen?' },
    maxRedirects: 0,
  });
  expect(asked.status()).toBeLessThan(400);
  // ... and asks an activity of nl for a quote, through the public API as the activity page's form does.
  const listed = await page.request.get(`http://127.0.0.1:${portalUrl().port}/api/public/organisations/1/activities?page=1&limit=1`, { headers: nl });
  const activity = ((await listed.json()) as { activities: Array<{ id: number; title: string }> }).activities[0]!;
  const activityTitle = activity.title;
  const sent = await page.request.post(`http://127.0.0.1:${portalUrl().port}/api/public/activities/${activity.id}/quoteRequest`, {
    headers: nl,
    data: { name, gender: 'vrouw', email, phone: '06 12345678', numberOfPersons: 14, subscribe: false },
  });
  expect(sent.status()).toBe(201);

  // The operator: the contact messages of nl, searched by the address.
  await page.goto(`/portaal/beheer?platform=${NL}`);
  await page.getByRole('navigation', { name: 'Beheermenu' }).getByRole('link', { name: 'Contactberichten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contactberichten' })).toBeVisible();
  const messages = page.getByTestId('messages-table');
  await expect(messages.getByRole('row').filter({ hasText: name })).toContainText(email);
  await lookAt(page, 'backoffice-messages');
  await page.getByLabel('Zoek op naam of e-mail').fill(email);
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(/zoek=/);
  await expect(messages.getByRole('row')).toHaveCount(2);

  // The CSV of what the list shows.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('messages-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^berichten-1-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, line, rest] = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(header).toBe('Ontvangen,Soort,Naam,Bedrijf,E-mailadres,Telefoonnummer,Bericht');
  // Only the searched message: the list's search goes into the file.
  expect(line).toContain(`,Vraag,${name},,${email},020 123 4567,Kunnen jullie mij terugbellen?`);
  expect(rest ?? '').toBe('');

  // The other lists of people, looked at.
  await page.getByRole('navigation', { name: 'Beheermenu' }).getByRole('link', { name: 'Offerteaanvragen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Offerteaanvragen' })).toBeVisible();
  const quote = page.getByTestId('quotes-table').getByRole('row').filter({ hasText: name });
  await expect(quote).toContainText(activityTitle);
  await expect(quote).toContainText('Nieuw');
  await lookAt(page, 'backoffice-quotes');
  await page.getByRole('navigation', { name: 'Beheermenu' }).getByRole('link', { name: 'Nieuwsbrief' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuwsbrief' })).toBeVisible();
  await lookAt(page, 'backoffice-subscribers');

  // Forget the person: first what holds the address, then the confirmation.
  await page.getByRole('navigation', { name: 'Beheermenu' }).getByRole('link', { name: 'Persoon vergeten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Persoon vergeten' })).toBeVisible();
  await lookAt(page, 'backoffice-forget');
  await page.getByLabel('E-mailadres').fill('geen-adres');
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page.getByTestId('field-error')).toHaveText('Vul een geldig e-mailadres in.');
  await page.getByLabel('E-mailadres').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page.getByTestId('forget-count-contactMessages')).toHaveText('1');
  await expect(page.getByTestId('forget-count-quoteRequests')).toHaveText('1');
  // To the team and the provider (about the visitor) and the visitor's two confirmations.
  await expect(page.getByTestId('forget-count-mails')).toHaveText('4');
  await lookAt(page, 'backoffice-forget-found');
  await page.getByRole('button', { name: 'Definitief vergeten' }).click();
  await expect(page.getByText('De gegevens zijn gewist. Het logboek vermeldt het zonder het adres.')).toBeVisible();

  // The list no longer knows the address; the message is still counted, as a forgotten person.
  await page.goto(`/portaal/beheer/berichten?platform=${NL}&zoek=${encodeURIComponent(email)}`);
  await expect(messages).toContainText('Niets gevonden.');
  await page.goto(`/portaal/beheer/berichten?platform=${NL}`);
  await expect(messages).not.toContainText(name);
  await expect(messages.getByRole('row').filter({ hasText: 'Vergeten persoon' }).first()).toBeVisible();
  await page.goto(`/portaal/beheer/offerteaanvragen?platform=${NL}`);
  await expect(page.getByTestId('quotes-table')).not.toContainText(name);

  // The outbox: the mails about the person have lost their address too.
  await page.getByRole('navigation', { name: 'Beheermenu' }).getByRole('link', { name: 'Uitgaande mail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uitgaande mail' })).toBeVisible();
  await expect(page.getByTestId('outbox-table')).not.toContainText(email);
  await lookAt(page, 'backoffice-outbox');
  await page.getByLabel('Sites').selectOption({ label: 'Alle sites' });
  await page.getByLabel('Status').selectOption({ label: 'Verzonden' });
  await page.getByRole('button', { name: 'Tonen' }).click();
  await expect(page).toHaveURL(/sites=alle/);
  await expect(page).toHaveURL(/status=sent/);

  // The audit log: the act, by the operator, without the address.
  await page.getByRole('navigation', { name: 'Beheermenu' }).getByRole('link', { name: 'Logboek' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Logboek' })).toBeVisible();
  // A forgotten person belongs to no site: the log of every site shows the act.
  await page.getByLabel('Sites').selectOption('alle');
  await page.getByLabel('Onderdeel', { exact: true }).selectOption('person');
  await page.getByLabel('Gebruiker (e-mail)').fill('beheer@');
  await page.getByRole('button', { name: 'Filteren' }).click();
  const audit = page.getByTestId('audit-table');
  const entry = audit.getByRole('row').filter({ hasText: 'Gegevens van een persoon gewist' }).first();
  await expect(entry).toContainText(DEMO_ADMIN);
  await expect(entry).toContainText('Contactberichten: 1');
  await expect(entry).toContainText('Offerteaanvragen: 1');
  await expect(audit).not.toContainText(email);
  await lookAt(page, 'backoffice-audit');
});
