import { readFile } from 'node:fs/promises';
import { expect, test, waitForHydration } from './fixtures.ts';
import { DEMO_ADMIN, DEMO_PASSWORD, lookAt, signIn } from './portal-support.ts';

// The back office's people (issue 19) on admin.localhost: a visitor asks a question and a quote on the
// nl brand, the demo operator finds the message in the list, downloads the list as CSV, forgets the address, and
// the list no longer shows it; the audit log shows the act (without the address). The quote requests,
// the newsletter, the mail outbox and the audit log are looked at too.

// The hand-typed bad date answers 400; the browser logs that as a failed resource.
test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 400/] });

const NL = 1;
const portalUrl = () => new URL(test.info().project.use.baseURL!);

test('the operator finds a contact message, exports it, forgets the person, and the log says so', async ({ page }) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const name = `Femke Vergeet ${stamp}`;
  const email = `femke.${stamp}@voorbeeld.example`;

  // The visitor: a question with the helpdesk form of the nl site.
  await page.goto(`http://nl.localhost:${portalUrl().port}/helpdesk`);
  await waitForHydration(page);
  await page.getByLabel('Naam', { exact: true }).fill(name);
  await page.getByLabel('E-mailadres', { exact: true }).fill(email);
  await page.getByLabel('Telefoonnummer', { exact: true }).fill('020 123 4567');
  await page.getByLabel(/Opmerking/).fill('Kunnen jullie mij terugbellen?');
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByText(/Bedankt voor je bericht/)).toBeVisible();
  // ... and asks an activity of nl for a quote, through the public API as the activity page's form does.
  const activityTitle = await page.evaluate(
    async ({ name, email }) => {
      const listed = await fetch('/api/public/organisations/1/activities?page=1&limit=1');
      const activity = ((await listed.json()) as { activities: Array<{ id: number; title: string }> }).activities[0]!;
      const sent = await fetch(`/api/public/activities/${activity.id}/quoteRequest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, gender: 'vrouw', email, phone: '06 12345678', numberOfPersons: 14, subscribe: false }),
      });
      if (sent.status !== 201) throw new Error(`quote request answered ${sent.status}`);
      return activity.title;
    },
    { name, email },
  );

  // The operator: the contact messages of nl, searched by the address.
  await page.goto(portalUrl().href);
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: /^Welkom/ })).toBeVisible();
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
  await page.getByLabel('Onderdeel').selectOption('person');
  await page.getByLabel('Gebruiker (e-mail)').fill('beheer@');
  await page.getByRole('button', { name: 'Filteren' }).click();
  const audit = page.getByTestId('audit-table');
  const entry = audit.getByRole('row').filter({ hasText: 'person-forgotten' }).first();
  await expect(entry).toContainText(DEMO_ADMIN);
  await expect(entry).toContainText('"contactMessages":1');
  await expect(entry).toContainText('"quoteRequests":1');
  await expect(audit).not.toContainText(email);
  await lookAt(page, 'backoffice-audit');

  // A date typed by hand that is none: 400, the field named.
  const refused = await page.goto('/portaal/beheer/logboek?van=gisteren');
  expect(refused?.status()).toBe(400);
  await expect(page.getByTestId('field-error')).toHaveText('Vul een geldige datum in.');
});
