import sharp from 'sharp';
import { waitForHydration } from './fixtures.ts';
import { expect, lookAt, test } from './portal-support.ts';

// The back office's content (decision 104) on admin.localhost and nl.localhost: the demo operator creates an
// SEO landing page for a new address with #locatie in its heading (the preview fills it as the site
// will; an unknown placeholder and a taken address are refused) and the public address shows it; then
// writes a blog article with a header image, publishes it, previews it, and the brand's blog list shows it.

const portalUrl = () => new URL(test.info().project.use.baseURL!);
const brandUrl = (path: string) => `http://nl.localhost:${portalUrl().port}${path}`;

// The refused duplicate address answers 400 on purpose (the browser logs the failed .data request).
test.use({ allowedConsoleErrors: [/status of 400 .*\/portaal\/beheer\/seo\/nieuw\.data/] });

// As the demo operator, signed in once per worker (the sign-in is not what these tests check).
test.use({ signedInAs: 'operator' });

test('the operator creates an SEO page with #locatie and the public address shows its texts filled in', async ({ page }) => {
  test.setTimeout(120_000);
  const slug = `proefuitje-${Date.now().toString(36)}/amsterdam`;

  await page.goto(`${portalUrl().origin}/portaal/beheer/seo?platform=1`);
  await expect(page.getByRole('heading', { level: 1, name: /SEO-pagina’s · Uitjesbaas/ })).toBeVisible();
  await expect(page.getByTestId('seo-pages-table').locator('tbody tr').first()).toBeVisible();
  await lookAt(page, 'backoffice-seo');

  await page.getByRole('link', { name: 'Nieuwe SEO-pagina' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Nieuwe SEO-pagina/ })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel('Adres', { exact: true }).fill(slug);
  await page.getByLabel('Titel', { exact: true }).fill('Proefuitje [in #locatie]');
  await page.getByRole('textbox', { name: /^Zoekterm/ }).fill('proeverij');
  await page.getByRole('textbox', { name: /^Kop op de pagina/ }).fill('Proefuitje in #plaats');
  await page.getByRole('textbox', { name: /^Tekst onder de kop/ }).fill('Een middag vol #zoekterm [in #locatie], met gids.');
  await page.getByTestId('seo-places').getByLabel('Amsterdam', { exact: true }).check();
  await expect(page.getByTestId('seo-chosen-places')).toHaveText('Gekozen: Amsterdam');

  // The preview fills the texts for the chosen place as the public site does, and names a wrong placeholder.
  await page.getByLabel('Voor plaats').selectOption({ label: 'Amsterdam' });
  await expect(page.getByTestId('seo-preview-heading')).toHaveText('Proefuitje in #plaats');
  await expect(page.getByTestId('seo-preview')).toContainText('Onbekend: #plaats.');
  await expect(page.getByTestId('seo-preview-description')).toHaveText('Een middag vol proeverij in Amsterdam, met gids.');

  // Refused before the post: only #locatie and #zoekterm.
  await page.getByRole('button', { name: 'Pagina aanmaken' }).click();
  await expect(page.getByTestId('form-errors')).toBeFocused();
  await expect(page.getByTestId('form-errors')).toContainText('Kop op de pagina: Alleen #locatie en #zoekterm mogen in de tekst');
  await lookAt(page, 'backoffice-seo-new');

  await page.getByRole('textbox', { name: /^Kop op de pagina/ }).fill('Proefuitje [in #locatie]');
  await expect(page.getByTestId('seo-preview-heading')).toHaveText('Proefuitje in Amsterdam');
  await page.getByRole('button', { name: 'Pagina aanmaken' }).click();
  await expect(page).toHaveURL(/\/portaal\/beheer\/seo\/\d+\?platform=1&nieuw=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'De pagina is aangemaakt.' })).toBeVisible();
  // The server's preview: the place the address ends in, and the address check by the public resolution.
  await expect(page.getByTestId('seo-preview-heading')).toHaveText('Proefuitje in Amsterdam');
  await expect(page.getByTestId('seo-address-check')).toHaveText(`Op /${slug} toont de site deze pagina.`);
  await lookAt(page, 'backoffice-seo-edit');
  const editUrl = page.url();

  // The public address: the landing page with its texts, the placeholder filled.
  await page.goto(brandUrl(`/${slug}`));
  await waitForHydration(page);
  await expect(page.getByTestId('seo-landing').getByRole('heading', { level: 1 })).toHaveText('Proefuitje in Amsterdam');
  await expect(page.getByTestId('seo-landing')).toContainText('Een middag vol proeverij in Amsterdam, met gids.');
  await expect(page).toHaveTitle(/^Proefuitje in Amsterdam/);

  // A second page with the same address is refused by the server.
  await page.goto(`${portalUrl().origin}/portaal/beheer/seo/nieuw?platform=1`);
  await waitForHydration(page);
  await page.getByLabel('Adres', { exact: true }).fill(slug);
  await page.getByLabel('Titel', { exact: true }).fill('Nog een proefuitje');
  await page.getByRole('button', { name: 'Pagina aanmaken' }).click();
  await expect(page.getByTestId('form-errors')).toContainText('Adres: Deze site heeft al een pagina met dit adres.');
  await expect(page.getByLabel('Adres', { exact: true })).toHaveValue(slug);

  // An edit shows on the public address at once (the cached page is dropped).
  await page.goto(editUrl);
  await waitForHydration(page);
  await page.getByRole('textbox', { name: /^Kop op de pagina/ }).fill('Proefmiddag [in #locatie]');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Opgeslagen.' })).toBeVisible();
  await page.goto(brandUrl(`/${slug}`));
  await expect(page.getByTestId('seo-landing').getByRole('heading', { level: 1 })).toHaveText('Proefmiddag in Amsterdam');
});

test('the operator writes and publishes a blog article; the preview and the brand’s blog list show it', async ({ page }) => {
  test.setTimeout(120_000);
  const title = `Proeven op het water ${Date.now().toString(36)}`;

  await page.goto(`${portalUrl().origin}/portaal/beheer/blogs?platform=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs · Uitjesbaas' })).toBeVisible();
  await expect(page.getByTestId('blogs-table').locator('tbody tr').first()).toBeVisible();
  await lookAt(page, 'backoffice-blogs');

  // The Belgian site reads the Dutch list: the page says so.
  await page.goto(`${portalUrl().origin}/portaal/beheer/blogs?platform=4`);
  await expect(page.getByText('Uitjesbaas België toont de artikelen van Uitjesbaas.')).toBeVisible();

  await page.goto(`${portalUrl().origin}/portaal/beheer/blogs?platform=1`);
  await page.getByRole('link', { name: 'Nieuw artikel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Nieuw artikel/ })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel('Titel', { exact: true }).fill(title);
  const toolbar = page.getByRole('toolbar', { name: 'Opmaak' });
  await expect(toolbar).toBeVisible();
  await page.getByRole('textbox', { name: 'Tekst van het artikel' }).click();
  await page.keyboard.type('Met de sloep langs de ');
  await toolbar.getByRole('button', { name: 'Vet' }).click();
  await page.keyboard.type('grachten');
  await toolbar.getByRole('button', { name: 'Vet' }).click();
  await page.keyboard.type(' en onderweg kaas proeven.');
  await page.getByLabel('Tags').fill('Buiten, Teambuilding');
  await page.getByLabel('Noord-Holland').check();
  const image = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#2f6f9f' } })
    .png()
    .toBuffer();
  await page.locator('input[type="file"][name="image"]').setInputFiles({ name: 'sloep.png', mimeType: 'image/png', buffer: image });
  await expect(page.getByTestId('blog-image-preview')).toBeVisible();
  await page.getByLabel('Beschrijving van de afbeelding').fill('Een sloep op de gracht');
  await page.getByLabel('Gepubliceerd').check();
  await lookAt(page, 'backoffice-blog-new');

  await page.getByRole('button', { name: 'Artikel opslaan' }).click();
  await expect(page).toHaveURL(/\/portaal\/beheer\/blogs\/\d+\?platform=1&nieuw=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'Het artikel is opgeslagen.' })).toBeVisible();
  await expect(page.getByTestId('blog-state')).toHaveText('Gepubliceerd');
  await expect(page.getByRole('textbox', { name: 'Tekst van het artikel' }).locator('strong')).toHaveText('grachten');
  await expect(page.getByTestId('blog-image-preview')).toHaveAttribute('src', /^\/images\/[0-9a-f-]{36}\.png\?w=400$/);
  await lookAt(page, 'backoffice-blog-edit');

  await page.getByRole('link', { name: 'Voorbeeld bekijken' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Voorbeeld · Gepubliceerd' })).toBeVisible();
  await expect(page.getByTestId('blog-preview').getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByTestId('blog-preview-body').locator('strong')).toHaveText('grachten');
  await expect(page.getByTestId('blog-preview').getByRole('img', { name: 'Een sloep op de gracht' })).toBeVisible();
  await lookAt(page, 'backoffice-blog-preview');

  // On the brand's blog list and its page.
  await page.goto(brandUrl('/blogs'));
  await waitForHydration(page);
  const card = page.getByTestId('blog-list').getByRole('link', { name: title });
  await expect(card.first()).toBeVisible();
  await card.first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('blog-body').locator('strong')).toHaveText('grachten');
});
