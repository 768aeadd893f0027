import sharp from 'sharp';
import { waitForHydration } from './fixtures.ts';
import { expect, lookAt, test } from './portal-support.ts';

// The back office's filters and redirects (decision 104) on admin.localhost, with their effect on nl.localhost:
// the demo operator adds a filter with an image to a group of nl and the public overview's filter panel
// shows it with its count, and with 1 once an activity has it (edited and approved in the portal);
// removing a filter that activities use first says how many and asks; a redirect added in the back office
// makes the old address answer 301 to the activity.

// A refused form answers 4xx (so a browser without JavaScript gets the right status too): Chromium logs
// that for the route's data request. That is the design, not a fault.
test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 4\d\d .*\.data/] });

const port = () => new URL(test.info().project.use.baseURL!).port;
const brandUrl = (path: string) => `http://nl.localhost:${port()}${path}`;

// As the demo operator, signed in once per worker (the sign-in is not what these tests check).
test.use({ signedInAs: 'operator' });

test('the operator adds a filter with an image; the public filter list shows it with its count; a used filter is removed only after asking', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/portaal/beheer/filters?platform=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Filters' })).toBeVisible();
  await lookAt(page, 'backoffice-filters');

  // A new filter with an image in the group "Activiteiten".
  const name = `Bootcamp ${Date.now() % 100_000}`;
  const newFilter = page.locator('#nieuw-filter');
  await newFilter.getByLabel('Naam van het filter').fill(name);
  await newFilter.getByLabel('Filtergroep').selectOption({ label: 'Activiteiten' });
  await newFilter.getByLabel('Beschrijving').fill('Buiten sporten met het hele team.');
  const image = await sharp({ create: { width: 480, height: 240, channels: 3, background: '#2f7d5b' } })
    .png()
    .toBuffer();
  await newFilter.getByLabel('Afbeelding').setInputFiles({ name: 'bootcamp.png', mimeType: 'image/png', buffer: image });
  await newFilter.getByRole('button', { name: 'Filter toevoegen' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Filter ${name} is toegevoegd.` })).toBeVisible();
  const group = page.getByTestId('filter-group-admin').filter({ has: page.getByRole('heading', { name: 'Activiteiten', exact: true }) });
  const row = group.getByTestId('filter-admin-row').filter({ hasText: name });
  await expect(row).toContainText('0 activiteiten');
  await expect(row.locator('img')).toHaveAttribute('src', /^\/images\/[0-9a-f-]{36}\.png\?w=400$/);
  await lookAt(page, 'backoffice-filters-added');

  // A duplicate name is refused, with the field named.
  await newFilter.getByLabel('Naam van het filter').fill(name.toUpperCase());
  await newFilter.getByRole('button', { name: 'Filter toevoegen' }).click();
  await expect(newFilter.getByTestId('field-error')).toHaveText('Deze naam is op deze site al in gebruik.');

  // The public overview of nl: the new filter in its group, with its count (no activity has it yet).
  await page.goto(brandUrl('/uitjes'));
  await waitForHydration(page);
  const panelGroup = page.getByTestId('filter-sidebar').getByTestId('filter-group').filter({ hasText: 'Activiteiten' });
  const publicFilter = panelGroup.locator('label').filter({ hasText: name });
  await expect(publicFilter).toBeVisible();
  await expect(publicFilter.getByTestId('filter-count')).toHaveText('(0)');

  // Its edit page: the stored image is shown.
  await page.goto('/portaal/beheer/filters?platform=1');
  await page.getByRole('link', { name: `Filter ${name} bewerken` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Filter ${name} bewerken` })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Huidige afbeelding' })).toBeVisible();
  await lookAt(page, 'backoffice-filter-edit');
  await page.getByRole('link', { name: 'Terug naar de filters' }).click();

  // One activity gets the filter through the portal's activity editor (an edit the operator approves);
  // the public count follows. Any activity of nl will do, but not one another test may be editing at the
  // same time: the demo provider's (portal-activities.spec.ts) belong to nl's three oldest organisations,
  // so take one of the newest organisation among the list's first page.
  const list = await page.request.get(`http://127.0.0.1:${port()}/api/public/activities?page=1&limit=50&filterQuery=%7B%7D`, {
    headers: { host: `nl.localhost:${port()}` },
  });
  expect(list.status()).toBe(200);
  const { activities } = (await list.json()) as { activities: { id: number; organisation: { id: number } | null }[] };
  const byNewestOrganisation = activities.toSorted((a, b) => (b.organisation?.id ?? 0) - (a.organisation?.id ?? 0));
  const activityId = byNewestOrganisation[0]!.id;
  await page.goto(`http://admin.localhost:${port()}/portaal/activiteiten/${activityId}`);
  await waitForHydration(page);
  await expect(page.getByTestId('editing-state')).toHaveText('Goedgekeurd');
  await page.getByRole('checkbox', { name, exact: true }).check();
  await page.getByRole('button', { name: 'Opslaan en ter beoordeling insturen' }).click();
  await expect(page.getByText('Opgeslagen en ter beoordeling ingestuurd.')).toBeVisible();
  await page.goto(`/portaal/beoordelen/activiteiten/${activityId}`);
  await page.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(page).toHaveURL(/\/portaal\/beoordelen\?besluit=approve/);
  await page.goto(brandUrl('/uitjes'));
  await waitForHydration(page);
  await expect(publicFilter.getByTestId('filter-count')).toHaveText('(1)');

  // A filter that activities use: the first click says how many and asks; cancelling keeps it.
  await page.goto(`http://admin.localhost:${port()}/portaal/beheer/filters?platform=1`);
  await expect(row).toContainText('1 activiteit');
  await row.getByRole('button', { name: `Filter ${name} verwijderen` }).click();
  const confirm = page.getByTestId('confirm-removal');
  await expect(confirm).toContainText(`Filter ${name} verwijderen?`);
  await expect(confirm).toContainText('Dit filter wordt door 1 activiteit gebruikt.');
  await lookAt(page, 'backoffice-filters-confirm');
  await confirm.getByRole('link', { name: 'Annuleren' }).click();
  await expect(page.getByTestId('confirm-removal')).toHaveCount(0);
  await expect(row).toBeVisible();

  // Asked again and confirmed: removed, and the public list no longer shows it.
  await row.getByRole('button', { name: `Filter ${name} verwijderen` }).click();
  await page.getByTestId('confirm-removal').getByRole('button', { name: 'Ja, filter verwijderen' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Filter ${name} is verwijderd.` })).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.goto(brandUrl('/uitjes'));
  await waitForHydration(page);
  await expect(page.getByTestId('filter-sidebar').getByText(name)).toHaveCount(0);
});

test('a redirect added in the back office sends the old address to the activity with a 301', async ({ page }) => {
  test.setTimeout(90_000);
  // An activity of nl and its current address.
  await page.goto(brandUrl('/uitjes'));
  const href = await page.getByTestId('activity-card').first().locator('a[href^="/uitjes/"]').first().getAttribute('href');
  const slug = href!.replace('/uitjes/', '');
  const oldSlug = `oud-adres-${Date.now()}`;

  await page.goto(`http://admin.localhost:${port()}/portaal/beheer/doorverwijzingen?platform=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Doorverwijzingen' })).toBeVisible();
  await lookAt(page, 'backoffice-redirects');

  // Refused: an activity that does not exist, an old address that is a live activity's.
  await page.getByLabel('Oud adres', { exact: true }).fill(oldSlug);
  await page.getByLabel('Activiteit', { exact: true }).fill('bestaat-echt-niet');
  await page.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(page.getByTestId('field-error')).toHaveText('Deze activiteit bestaat niet op deze site.');
  await page.getByLabel('Oud adres', { exact: true }).fill(slug);
  await page.getByLabel('Activiteit', { exact: true }).fill(slug);
  await page.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(page.getByTestId('field-error')).toHaveText('Deze doorverwijzing zou naar zichzelf terugleiden.');

  // Added, pasted as a whole address.
  await page.getByLabel('Oud adres', { exact: true }).fill(`https://nl.localhost/uitjes/${oldSlug}`);
  await page.getByLabel('Activiteit', { exact: true }).fill(slug);
  await page.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(page.getByRole('status').filter({ hasText: `/uitjes/${oldSlug} gaat naar /uitjes/${slug}` })).toBeVisible();
  await page.getByLabel('Zoeken op adres of activiteit').fill(oldSlug);
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page.getByTestId('redirects').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('redirects')).toContainText(`/uitjes/${slug}`);

  // The public site: 301 to the current address, and the browser lands on the activity.
  // `connection: close` on each request of this long test: the server drops a socket idle for 5 s, and
  // Playwright's request context may reuse such a socket for the next request (read ECONNRESET).
  const answer = await page.request.get(`http://127.0.0.1:${port()}/uitjes/${oldSlug}`, {
    headers: { host: `nl.localhost:${port()}`, connection: 'close' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe(`/uitjes/${slug}`);
  await page.goto(brandUrl(`/uitjes/${oldSlug}`));
  expect(new URL(page.url()).pathname).toBe(`/uitjes/${slug}`);

  // Removed: the old address is gone again.
  await page.goto(`http://admin.localhost:${port()}/portaal/beheer/doorverwijzingen?platform=1&zoek=${oldSlug}`);
  await page.getByRole('button', { name: `Doorverwijzing van ${oldSlug} verwijderen` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Doorverwijzing van /uitjes/${oldSlug} verwijderd.` })).toBeVisible();
  const gone = await page.request.get(`http://127.0.0.1:${port()}/uitjes/${oldSlug}`, {
    headers: { host: `nl.localhost:${port()}`, connection: 'close' },
    maxRedirects: 0,
  });
  expect(gone.status()).toBe(404);
});
