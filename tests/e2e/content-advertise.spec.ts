import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, waitForHydration } from './fixtures.ts';
import { expectNoAxeViolations, failNextPost, forgetForcedFailure, forgetForcedResourceFailures, screenshot, WIDTHS } from './content-support.ts';
import { screenshotPath, UPDATING_SCREENSHOTS } from './screenshots.ts';

const MESSAGES = {
  name: 'Vul een naam in',
  email: 'Vul een email in',
  emailInvalid: 'Email adres is niet geldig',
  iban: 'Vul een IBAN in',
  ibanInvalid: 'IBAN is niet geldig',
  province: 'Vul een provincie in',
  city: 'Vul een stad in',
  address: 'Vul een straat en huisnummer in',
  zipcode: 'Vul een postcode in',
  title: 'Vul een titel in',
  description: 'Vul een beschrijving in',
  website: 'Vul een website in',
  startDate: 'Vul een startdatum in',
  media: 'Voeg een afbeelding toe',
};

async function pngImage(width = 400, height = 200) {
  return sharp({ create: { width, height, channels: 3, background: '#e72e6c' } })
    .png()
    .toBuffer();
}

/** A photo-like JPEG (gradient and noise), as a camera or phone would give it. */
async function photoJpeg(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    raw[i] = (x * 255) / width;
    raw[i + 1] = (y * 255) / height;
    raw[i + 2] = (x * y) % 256;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Originals the e2e server stored (DATA_DIR/uploads of the run, see playwright.config.ts). */
async function storedUploads(): Promise<string[]> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'uploads');
  return (await readdir(dir).catch(() => [] as string[])).filter((name) => /\.(jpg|png)$/.test(name));
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * A URL of the e2e server by loopback address: *.localhost resolves inside Chromium only, not in
 * Playwright's own requests (the host header still names the brand where it matters).
 */
function loopback(page: Page, pathAndQuery: string): string {
  const url = new URL(pathAndQuery, page.url() === 'about:blank' ? test.info().project.use.baseURL : page.url());
  url.hostname = '127.0.0.1';
  return url.toString();
}

/** Every field of the event form as plain controls (no JavaScript): native date inputs, a select. */
async function fillEventWithoutScript(form: Locator, overrides: { title?: string } = {}) {
  await form.getByLabel('Naam', { exact: true }).fill('Els Jansen');
  await form.getByLabel('Bedrijfsnaam').fill('Poppentheater Jansen');
  await form.getByLabel('E-mailadres').fill('els@example.org');
  await form.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
  await form.getByLabel('Titel van het evenement').fill(overrides.title ?? 'Poppenkast in het park');
  await form.getByLabel('Beschrijving').fill('Een vrolijke voorstelling voor kinderen vanaf drie jaar.');
  await form.getByLabel('Startdatum').fill(isoDay(20));
  await form.getByLabel('Einddatum (optioneel)').fill(isoDay(21));
  await form.getByLabel('Straat en huisnummer').fill('Parkweg 1');
  await form.getByLabel('Postcode').fill('3511 AB');
  await form.getByLabel('Plaats').fill('Utrecht');
  await form.getByLabel('Provincie').selectOption('Utrecht');
  await form.getByLabel('Website').fill('https://poppenkast.example.org');
}

async function openEventForm(page: Page) {
  await page.getByRole('button', { name: 'Plaats uw evenement!' }).click();
  await expect(page.getByTestId('event-form')).toBeVisible();
}

/** Types a day into a react-aria date picker (day, month, year segments). */
async function typeDate(page: Page, testId: string, date: Date) {
  await page.getByTestId(testId).getByRole('spinbutton').first().click();
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  await page.keyboard.type(`${dd}${mm}${date.getFullYear()}`);
}

async function fillValidEvent(page: Page) {
  const form = page.getByTestId('event-form');
  await form.getByLabel('Naam', { exact: true }).fill('Els Jansen');
  await form.getByLabel('E-mailadres').fill('els@example.org');
  await form.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
  await form.getByLabel('Titel van het evenement').fill('Poppenkast in het park');
  await form.getByLabel('Beschrijving').fill('Een vrolijke voorstelling voor kinderen vanaf drie jaar.');
  await typeDate(page, 'date-startDate', new Date(Date.now() + 20 * 86_400_000));
  await form.getByLabel('Straat en huisnummer').fill('Parkweg 1');
  await form.getByLabel('Postcode').fill('3511 AB');
  await form.getByLabel('Plaats').fill('Utrecht');
  await form.getByLabel('Provincie').selectOption('Utrecht');
  await form.getByLabel('Website').fill('https://poppenkast.example.org');
}

test.describe('advertise /adverteren', () => {
  for (const width of WIDTHS) {
    // Texts, claims, the portal links and the event button per brand: tests/pages/content.integration.test.ts.
    test(`the page passes axe at ${width}px`, async ({ page, brand }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/adverteren');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('question-form')).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshot(page, `advertise-${brand}-${width}`);
    });

    test(`the event form opened by its button passes axe at ${width}px`, { tag: '@kids-brand' }, async ({ page, brand }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/adverteren');
      await waitForHydration(page);
      // Collapsed until the button is pressed; then the form shows and the button is gone.
      await expect(page.getByTestId('event-form')).toHaveCount(0);
      await openEventForm(page);
      await expect(page.getByRole('button', { name: 'Plaats uw evenement!' })).toHaveCount(0);
      await expect(page.getByText('Een .jpg-, .jpeg- of .png-bestand van maximaal 2 MB en minimaal 154 x 50 pixels. Eén bestand.')).toBeVisible();
      await expect(page.getByTestId('date-endDate')).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshot(page, `advertise-${brand}-${width}-event-form`);
    });
  }

  // Untagged (nl and kids): the German texts of this form are checked in tests/pages/content.integration.test.ts.
  test('the advertising question is sent as a contact message, or says that it failed', async ({ page, consoleErrors }) => {
    const form = page.getByTestId('question-form');
    await page.goto('/adverteren');
    await waitForHydration(page);
    await failNextPost(page, '/adverteren');
    await form.getByLabel('Naam', { exact: true }).fill('Sam de Vries');
    await form.getByLabel('E-mailadres').fill('sam@example.org');
    await form.getByLabel('Telefoonnummer').fill('020 123 4567');
    await form.getByRole('button', { name: 'Versturen' }).click();
    await expect(form.getByRole('alert')).toHaveText('Het formulier kon niet worden verzonden. Probeer het later nog eens.');
    await page.unrouteAll();
    await form.getByRole('button', { name: 'Versturen' }).click();
    await expect(form.getByTestId('form-sent')).toBeVisible();
    await expect(form.getByTestId('question-submit')).toBeDisabled();
    forgetForcedFailure(consoleErrors, '/adverteren');
  });

  // The question form posted without JavaScript, on every brand: tests/pages/content.integration.test.ts.

  test.describe('event submission (kids)', { tag: '@kids-brand' }, () => {
    test('every required-field message, then the invalid e-mail and IBAN messages', async ({ page }) => {
      await page.goto('/adverteren');
      await waitForHydration(page);
      await openEventForm(page);
      const form = page.getByTestId('event-form');
      await form.getByRole('button', { name: 'Evenement versturen' }).click();
      for (const message of [
        MESSAGES.name,
        MESSAGES.email,
        MESSAGES.iban,
        MESSAGES.province,
        MESSAGES.city,
        MESSAGES.address,
        MESSAGES.zipcode,
        MESSAGES.title,
        MESSAGES.description,
        MESSAGES.website,
        MESSAGES.startDate,
        MESSAGES.media,
      ]) {
        await expect(form.getByText(message, { exact: true })).toBeVisible();
      }
      // Company name and end date are optional: no message for them.
      await expect(form.getByTestId('field-error').filter({ hasText: /\S/ })).toHaveCount(12);
      await form.getByLabel('E-mailadres').fill('els@');
      await form.getByLabel('E-mailadres').blur();
      await expect(form.getByText(MESSAGES.emailInvalid)).toBeVisible();
      // A Dutch IBAN with wrong check digits, and a German one of the wrong length.
      for (const iban of ['NL92 ABNA 0417 1643 00', 'DE89 3704 0044 0532 0130']) {
        await form.getByLabel('IBAN').fill(iban);
        await form.getByLabel('IBAN').blur();
        await expect(form.getByText(MESSAGES.ibanInvalid)).toBeVisible();
      }
      await form.getByLabel('IBAN').fill('BE68 5390 0754 7034');
      await expect(form.getByText(MESSAGES.ibanInvalid)).toHaveCount(0);
      // The placeholder counts as no province.
      await form.getByLabel('Provincie').selectOption({ label: 'Selecteer een provincie' });
      await form.getByLabel('Provincie').blur();
      await expect(form.getByText(MESSAGES.province)).toBeVisible();
    });

    test('the end date picker does not accept a day before the start', async ({ page }) => {
      await page.goto('/adverteren?evenement=open');
      await waitForHydration(page);
      await fillValidEvent(page);
      await page.getByLabel('Afbeelding').setInputFiles({ name: 'poppenkast.png', mimeType: 'image/png', buffer: await pngImage() });
      await expect(page.getByTestId('image-upload')).toHaveAttribute('data-state', 'uploaded');
      await typeDate(page, 'date-endDate', new Date(Date.now() + 15 * 86_400_000));
      await expect(page.getByTestId('date-endDate')).toHaveAttribute('data-invalid', 'true');
      await page.getByTestId('event-form').getByRole('button', { name: 'Evenement versturen' }).click();
      await expect(page.getByText('De einddatum ligt voor de startdatum')).toBeVisible();
    });

    test('a complete event with an uploaded image is sent', async ({ page }) => {
      await page.goto('/adverteren');
      await waitForHydration(page);
      await openEventForm(page);
      await fillValidEvent(page);
      await page.getByLabel('Afbeelding').setInputFiles({ name: 'poppenkast.png', mimeType: 'image/png', buffer: await pngImage() });
      await expect(page.getByTestId('image-upload')).toHaveAttribute('data-state', 'uploaded');
      await expect(page.getByTestId('image-preview')).toBeVisible();
      await page.getByRole('button', { name: 'Evenement versturen' }).click();
      await expect(page.getByTestId('event-form-sent')).toHaveText(/Bedankt! We hebben uw evenement ontvangen/);
    });

    test('a failed upload is only logged: no message, and the form asks for an image', async ({ page, consoleErrors }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto('/adverteren?evenement=open');
      await waitForHydration(page);
      await page.route('**/api/public/media/image', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
      await fillValidEvent(page);
      await page.getByLabel('Afbeelding').setInputFiles({ name: 'poppenkast.png', mimeType: 'image/png', buffer: await pngImage() });
      await expect(page.getByTestId('image-upload')).toHaveAttribute('data-state', 'empty');
      await expect.poll(() => warnings.some((text) => text.includes('event image upload failed'))).toBe(true);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await page.getByRole('button', { name: 'Evenement versturen' }).click();
      await expect(page.getByText(MESSAGES.media)).toBeVisible();
      forgetForcedResourceFailures(consoleErrors, '/api/public/media/image');
    });

    test('a server error while sending the event says so and keeps the input', async ({ page, consoleErrors }) => {
      await page.goto('/adverteren?evenement=open');
      await waitForHydration(page);
      await fillValidEvent(page);
      await page.getByLabel('Afbeelding').setInputFiles({ name: 'poppenkast.png', mimeType: 'image/png', buffer: await pngImage() });
      await expect(page.getByTestId('image-upload')).toHaveAttribute('data-state', 'uploaded');
      await failNextPost(page, '/adverteren');
      await page.getByRole('button', { name: 'Evenement versturen' }).click();
      await expect(page.getByTestId('event-form').getByRole('alert')).toHaveText('Het formulier kon niet worden verzonden. Probeer het later nog eens.');
      await expect(page.getByLabel('Titel van het evenement')).toHaveValue('Poppenkast in het park');
      forgetForcedFailure(consoleErrors, '/adverteren');
    });

    test('a file and a day chosen before the scripts ran are taken over by the picker and the upload', async ({ page }) => {
      // Hold the scripts back until the visitor has picked a day and a photo in the plain controls.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/static/**/*.js', async (route) => {
        await released;
        await route.fallback();
      });
      await page.goto('/adverteren?evenement=open', { waitUntil: 'commit' });
      const form = page.getByTestId('event-form');
      await form.getByLabel('Startdatum').fill(isoDay(30));
      await form.getByLabel('Afbeelding').setInputFiles({ name: 'poppenkast.png', mimeType: 'image/png', buffer: await pngImage() });
      release();
      await waitForHydration(page);
      await expect(page.getByTestId('image-upload')).toHaveAttribute('data-state', 'uploaded');
      await expect(form.locator('input[type=file]')).not.toHaveAttribute('name', /./);
      // The picker takes the day over once the visitor leaves the field (not while typing in it).
      await expect(page.getByTestId('date-startDate')).toHaveCount(0);
      await form.getByLabel('Startdatum').blur();
      await expect(page.getByTestId('date-startDate').locator('input[type=hidden][name=startDate]')).toHaveValue(isoDay(30));
      // Leaving the field validated it without posting the form (the upload is still there).
      await expect(page.getByTestId('image-upload')).toHaveAttribute('data-state', 'uploaded');
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the button opens a form of plain controls, and a plain POST answers the messages', async ({ page }) => {
        await page.goto('/adverteren');
        await page.getByRole('button', { name: 'Plaats uw evenement!' }).click();
        await expect(page).toHaveURL(/evenement=open/);
        const form = page.getByTestId('event-form');
        await expect(form).toBeVisible();
        await expect(form).toHaveAttribute('enctype', 'multipart/form-data');
        await expect(form.getByLabel('Startdatum')).toHaveAttribute('type', 'date');
        await expect(form.getByLabel('Einddatum (optioneel)')).toHaveAttribute('type', 'date');
        await expect(form.getByLabel('Afbeelding')).toHaveAttribute('name', 'image');
        await expect(form.getByLabel('Afbeelding')).toHaveAttribute('type', 'file');
        await form.getByLabel('IBAN').fill('NL00 0000 0000 0000 00');
        await form.getByRole('button', { name: 'Evenement versturen' }).click();
        await expect(page.getByTestId('event-form').getByText(MESSAGES.name)).toBeVisible();
        await expect(page.getByTestId('event-form').getByText(MESSAGES.ibanInvalid)).toBeVisible();
        await expect(page.getByTestId('event-form').getByText(MESSAGES.startDate)).toBeVisible();
        await expect(page.getByTestId('event-form').getByText(MESSAGES.media)).toBeVisible();
        await expect(page.getByTestId('event-form').getByLabel('IBAN')).toHaveValue('NL00 0000 0000 0000 00');
        await expect(page.getByTestId('event-form').getByLabel('Startdatum')).toHaveAttribute('aria-describedby', /\S/);
      });

      test('every field filled and a real JPEG attached: the event is sent and the image stored', async ({ page }, testInfo) => {
        const photo = testInfo.outputPath('speeltuin.jpg');
        await writeFile(photo, await photoJpeg(333, 111));
        const before = new Set(await storedUploads());
        await page.goto('/adverteren?evenement=open');
        const form = page.getByTestId('event-form');
        await fillEventWithoutScript(form);
        await form.getByLabel('Afbeelding').setInputFiles(photo);
        await form.getByRole('button', { name: 'Evenement versturen' }).click();
        await expect(page.getByTestId('event-form-sent')).toHaveText(/Bedankt! We hebben uw evenement ontvangen/);
        // The original landed in the run's image storage (only this test stores a 333 x 111 image) and
        // the image route serves it: the action stored it as the upload API would.
        const added = (await storedUploads()).filter((name) => !before.has(name));
        const sizes = await Promise.all(added.map(async (name) => (await sharp(path.join(process.env.E2E_DATA_DIR!, 'uploads', name)).metadata()).width));
        const stored = added[sizes.indexOf(333)];
        expect(stored, `a stored 333 px wide upload among ${added.join(', ')}`).toMatch(/^[0-9a-f-]{36}\.jpg$/);
        const served = await page.request.get(loopback(page, `/images/${stored}?w=400`));
        expect(served.status()).toBe(200);
        expect(served.headers()['content-type']).toMatch(/^image\//);
      });

      test('an answer with messages keeps the values and the stored image; the next POST sends it', async ({ page }) => {
        await page.goto('/adverteren?evenement=open');
        const form = page.getByTestId('event-form');
        await fillEventWithoutScript(form, { title: '' });
        await form.getByLabel('Afbeelding').setInputFiles({ name: 'poppenkast.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg(400, 200) });
        await form.getByRole('button', { name: 'Evenement versturen' }).click();
        await expect(form.getByText(MESSAGES.title)).toBeVisible();
        await expect(form.getByTestId('field-error').filter({ hasText: /\S/ })).toHaveCount(1);
        await expect(form.getByLabel('Naam', { exact: true })).toHaveValue('Els Jansen');
        await expect(form.getByLabel('Startdatum')).toHaveValue(isoDay(20));
        await expect(form.getByLabel('Einddatum (optioneel)')).toHaveValue(isoDay(21));
        await expect(form.getByLabel('Provincie')).toHaveValue('Utrecht');
        await expect(page.getByTestId('image-upload')).toHaveAttribute('data-state', 'uploaded');
        await expect(page.getByTestId('image-received')).toHaveText(/Uw afbeelding is ontvangen/);
        // The preview is the stored image, loaded from the image route.
        await expect(page.getByTestId('image-preview')).toHaveAttribute('src', /^\/images\/[0-9a-f-]{36}\.jpg$/);
        await expect(page.getByTestId('image-preview')).toHaveJSProperty('naturalWidth', 400);
        await form.getByLabel('Titel van het evenement').fill('Poppenkast in het park');
        await form.getByRole('button', { name: 'Evenement versturen' }).click();
        await expect(page.getByTestId('event-form-sent')).toBeVisible();
      });

      test('a file that is no image, or one over 2 MB, answers its message on the image field', async ({ page }) => {
        await page.goto('/adverteren?evenement=open');
        const form = page.getByTestId('event-form');
        await fillEventWithoutScript(form);
        await form
          .getByLabel('Afbeelding')
          .setInputFiles({ name: 'poppenkast.png', mimeType: 'image/png', buffer: Buffer.from('Dit is geen afbeelding, alleen tekst.\n') });
        await form.getByRole('button', { name: 'Evenement versturen' }).click();
        await expect(form.getByTestId('image-upload').getByTestId('field-error')).toHaveText('Alleen .jpg-, .jpeg- of .png-afbeeldingen zijn toegestaan');
        await expect(form.getByLabel('Afbeelding')).toHaveAttribute('aria-invalid', 'true');
        await expect(form.getByTestId('field-error').filter({ hasText: /\S/ })).toHaveCount(1);
        await expect(form.getByLabel('Titel van het evenement')).toHaveValue('Poppenkast in het park');
        await form.getByLabel('Afbeelding').setInputFiles({ name: 'groot.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(2.5 * 1024 * 1024, 1) });
        await form.getByRole('button', { name: 'Evenement versturen' }).click();
        await expect(form.getByTestId('image-upload').getByTestId('field-error')).toHaveText('De afbeelding is groter dan 2 MB');
      });

      test('a body beyond what any form sends gets a plain 413 page', async ({ page }) => {
        await page.goto('/adverteren?evenement=open');
        const form = page.getByTestId('event-form');
        await form.getByLabel('Afbeelding').setInputFiles({ name: 'enorm.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(9 * 1024 * 1024, 1) });
        const answer = page.waitForResponse((response) => response.request().method() === 'POST');
        await form.getByRole('button', { name: 'Evenement versturen' }).click();
        expect((await answer).status()).toBe(413);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formulier te groot');
        await expect(page.getByText('Het formulier is te groot om te verzenden')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Terug naar het formulier' })).toHaveAttribute('href', '/adverteren?evenement=open');
      });

      for (const width of WIDTHS) {
        test(`the form of plain controls at ${width}px`, async ({ page }) => {
          await page.setViewportSize({ width, height: 900 });
          await page.goto('/adverteren?evenement=open');
          await expect(page.getByTestId('event-form')).toBeVisible();
          // The shared screenshot helper scrolls with scripts; without JavaScript a plain full-page shot.
          if (UPDATING_SCREENSHOTS) await page.screenshot({ path: screenshotPath(`advertise-kids-${width}-event-form-no-js.png`), fullPage: true });
        });
      }
    });

    for (const width of WIDTHS) {
      test(`the form of plain controls passes axe at ${width}px (scripts stripped: axe needs JavaScript)`, async ({ page }) => {
        await page.route('**/adverteren?evenement=open', async (route) => {
          const response = await route.fetch({
            url: loopback(page, '/adverteren?evenement=open'),
            headers: { ...route.request().headers(), host: new URL(route.request().url()).host },
          });
          const html = (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
          await route.fulfill({ response, body: html });
        });
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/adverteren?evenement=open');
        await expect(page.getByTestId('event-form').getByLabel('Startdatum')).toHaveAttribute('type', 'date');
        await expect(page.getByTestId('event-form').getByLabel('Afbeelding')).toHaveAttribute('name', 'image');
        await expectNoAxeViolations(page);
      });
    }
  });
});
