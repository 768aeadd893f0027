import { waitForHydration } from './fixtures.ts';
import { expect, lookAt, test } from './portal-support.ts';

// The back office (decision 104), its users and organisations: the demo operator switches platforms, sorts
// and searches the organisations, sorts the users, opens the demo provider and links an organisation to them; the
// provider then has it on their dashboard. (A provider has no back office: tests/pages/portal.integration.test.ts.)

test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 4\d\d .*\.data/] });
// As the demo operator, signed in once per worker; the provider's view by their session, not the form.
test.use({ signedInAs: 'operator' });

test('an operator finds organisations on every platform and links one to a provider', async ({ page, switchAccount }) => {
  test.setTimeout(120_000);
  await page.goto('/portaal');
  await page.getByRole('navigation', { name: 'Portaalmenu' }).getByRole('link', { name: 'Beheer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Beheer' })).toBeVisible();
  await lookAt(page, 'backoffice-home');

  // The organisations of Ausflugsbaas (de), most activities first.
  await page.getByRole('navigation', { name: 'Beheermenu' }).getByRole('link', { name: 'Organisaties' }).click();
  await expect(page).toHaveURL(/\/portaal\/beheer\/organisaties/);
  await waitForHydration(page);
  // The switcher lists the platforms by id: the second is Ausflugsbaas (de).
  await page.getByLabel('Site').selectOption({ index: 1 });
  await expect(page).toHaveURL(/platform=2/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ausflugsbaas');
  // The column's sort link (the back-office menu has an "Activiteiten" page too).
  const organisations = page.getByTestId('organisations-table');
  await organisations.getByRole('link', { name: /Activiteiten/ }).click();
  await expect(page.getByRole('columnheader', { name: /Activiteiten/ })).toHaveAttribute('aria-sort', 'ascending');
  await organisations.getByRole('link', { name: /Activiteiten/ }).click();
  await expect(page.getByRole('columnheader', { name: /Activiteiten/ })).toHaveAttribute('aria-sort', 'descending');
  const counts = await page.getByTestId('organisations-table').locator('tbody tr td:nth-child(4)').allTextContents();
  expect(counts.map(Number)).toEqual([...counts.map(Number)].sort((a, b) => b - a));
  const firstName = (await page.getByTestId('organisations-table').locator('tbody tr').first().getByRole('link').textContent())!.trim();
  await page.getByLabel('Zoek op naam, plaats, e-mail of nummer').fill(firstName);
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page.getByTestId('organisations-table').locator('tbody tr').first()).toContainText(firstName);
  await lookAt(page, 'backoffice-organisations');

  // The demo provider gets that German organisation, and loses it again.
  await page.getByRole('navigation', { name: 'Beheermenu' }).getByRole('link', { name: 'Gebruikers' }).click();
  // The users, sorted by address from z to a by the server; the platform stays chosen.
  await page.getByLabel('Sorteer op').selectOption('email');
  await page.getByLabel('Volgorde').selectOption('desc');
  await page.getByRole('search').getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(/sorteer=email.*richting=desc|richting=desc.*sorteer=email/);
  await expect(page).toHaveURL(/platform=2/);
  // Read until the sorted list is shown: the address bar can change a moment before the list does
  // (once, on a slow machine, the list was read in its previous order).
  await expect(async () => {
    const addresses = await page.getByTestId('users').locator('li > div > p:nth-child(2)').allTextContents();
    expect(addresses.length).toBeGreaterThan(1);
    expect(addresses).toEqual([...addresses].sort().reverse());
  }).toPass({ timeout: 10_000 });
  await page.getByLabel('Zoek op naam of e-mailadres').fill('Anna');
  await page.getByRole('search').getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(/zoek=Anna/);
  await page.getByRole('link', { name: 'Anna Aanbieder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anna Aanbieder' })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel(/Organisatie van .* zoeken om te koppelen/).fill(firstName);
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await page.getByRole('button', { name: `${firstName} koppelen` }).click();
  await expect(page.getByText('De organisatie is gekoppeld.')).toBeVisible();
  await expect(page.getByTestId('user-organisations')).toContainText(firstName);
  await lookAt(page, 'backoffice-user');

  const userPath = new URL(page.url()).pathname;
  await switchAccount(page, 'provider');
  await page.goto('/portaal');
  await expect(page.getByTestId('organisations')).toContainText(firstName);

  // Back as the operator: unlink, so the demo data stays as it was.
  await switchAccount(page, 'operator');
  await page.goto(userPath);
  await waitForHydration(page);
  await page.getByRole('button', { name: `${firstName} ontkoppelen` }).click();
  await expect(page.getByText('De organisatie is ontkoppeld.')).toBeVisible();
  await expect(page.getByTestId('user-organisations')).not.toContainText(firstName);
});
