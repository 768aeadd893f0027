import { expect, lookAt, test } from './portal-support.ts';

// The organisation page of the portal (decision 104) as the demo provider uses it: from the dashboard to one
// of their organisations, a new phone number, a contact person who gets the quote requests, made the
// primary contact, then removed (after a second step); the portal's not-found screen looked at. That
// another organisation's page (and a form posted to it) answers 404 like a missing one is a server
// answer: tests/pages/portal.integration.test.ts.

// A refused form answers 400 and a missing organisation 404: Chromium logs both. That is the design.
test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 4\d\d/] });
// As the demo provider, signed in once per worker (the sign-in is not what this spec checks).
test.use({ signedInAs: 'provider' });

test('a provider keeps the profile and the contact persons of their organisation', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/portaal');
  const ownLinks = page.getByTestId('organisations').getByRole('link');
  await expect(ownLinks.first()).toBeVisible();
  const name = (await ownLinks.first().textContent())!.trim();
  await ownLinks.first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/portaal\/organisaties\/\d+$/);
  await lookAt(page, 'organisation');

  // The profile: a wrong web address is refused with the field named, a new phone number is kept.
  const profile = page.getByRole('region', { name: 'Gegevens van de organisatie' });
  await profile.getByLabel('Website').fill('ftp://bestanden.example');
  await profile.getByLabel('Telefoonnummer').fill('020 765 4321');
  await profile.getByRole('button', { name: 'Gegevens opslaan' }).click();
  await expect(profile.getByTestId('form-errors')).toContainText('Website: Vul een geldig webadres in');
  await expect(profile.getByLabel('Telefoonnummer')).toHaveValue('020 765 4321');
  await profile.getByLabel('Website').fill('www.ons-uitje.example');
  await profile.getByRole('button', { name: 'Gegevens opslaan' }).click();
  await expect(profile.getByText('De gegevens van de organisatie zijn opgeslagen.')).toBeVisible();
  await page.reload();
  await expect(profile.getByLabel('Telefoonnummer')).toHaveValue('020 765 4321');
  await expect(profile.getByLabel('Website')).toHaveValue('https://www.ons-uitje.example');

  // A new contact person who gets the quote requests.
  const person = `Eva Proef${Date.now() % 100_000}`;
  const [firstName, lastName] = person.split(' ') as [string, string];
  const add = page.getByRole('region', { name: 'Contactpersoon toevoegen' });
  await add.getByLabel('Voornaam').fill(firstName);
  await add.getByLabel('Achternaam').fill(lastName);
  await add.getByLabel('E-mailadres').fill('eva.proef@uitjes.example');
  await add.getByLabel('Telefoonnummer').fill('06 1234 5678');
  await add.getByLabel('Krijgt offerteaanvragen per mail').check();
  await add.getByRole('button', { name: 'Contactpersoon toevoegen' }).click();
  await expect(add.getByText(`${person} is toegevoegd als contactpersoon.`)).toBeVisible();
  await expect(add.getByLabel('Voornaam')).toHaveValue('');
  const contacts = page.getByTestId('contact-persons');
  const entry = contacts.getByTestId('contact-person').filter({ has: page.getByRole('heading', { name: person }) });
  await expect(entry.getByText('Krijgt offerteaanvragen', { exact: true })).toBeVisible();

  // Made the primary contact: the only one.
  await entry.getByRole('button', { name: `Hoofdcontactpersoon maken ${person}` }).click();
  await expect(page.getByText(`${person} is nu de hoofdcontactpersoon.`)).toBeVisible();
  await expect(contacts.getByTestId('contact-person').first().getByRole('heading')).toHaveText(person);
  await expect(contacts.getByText('Hoofdcontactpersoon', { exact: true })).toHaveCount(1);

  // Changed in its own step.
  await entry.getByRole('link', { name: `Bewerken ${person}` }).click();
  await expect(page).toHaveURL(/\?bewerken=\d+$/);
  const editing = contacts.getByTestId('contact-person').filter({ has: page.getByRole('heading', { name: `${person} bewerken` }) });
  await expect(editing.getByLabel('Krijgt offerteaanvragen per mail')).toBeChecked();
  await expect(editing.getByLabel('Hoofdcontactpersoon van deze organisatie')).toBeChecked();
  await lookAt(page, 'organisation-contact-edit');
  await editing.getByLabel('Notities').fill('Bereikbaar op dinsdag en donderdag');
  await editing.getByRole('button', { name: 'Contactpersoon opslaan' }).click();
  await expect(page.getByText(`De gegevens van ${person} zijn opgeslagen.`)).toBeVisible();
  await expect(entry.getByText('Bereikbaar op dinsdag en donderdag')).toBeVisible();

  // Removed after a second step; cancel first keeps them.
  await entry.getByRole('link', { name: `Verwijderen ${person}` }).click();
  const question = page.getByTestId('remove-question');
  await expect(question).toContainText(`Wilt u ${person} verwijderen als contactpersoon van ${name}?`);
  await lookAt(page, 'organisation-contact-remove');
  await question.getByRole('link', { name: 'Annuleren' }).click();
  await expect(question).toHaveCount(0);
  await expect(entry).toBeVisible();
  await entry.getByRole('link', { name: `Verwijderen ${person}` }).click();
  await question.getByRole('button', { name: 'Ja, verwijderen' }).click();
  await expect(page.getByText(`${person} is verwijderd als contactpersoon.`)).toBeVisible();
  await expect(entry).toHaveCount(0);
});

test('the portal’s not-found screen', async ({ page }) => {
  await page.goto('/portaal/organisaties/2000000000');
  await expect(page.getByTestId('portal-error-404')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
  await lookAt(page, 'organisation-not-found');
});
