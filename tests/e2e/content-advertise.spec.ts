import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, waitForHydration } from './fixtures.ts';
import { expectNoAxeViolations, failNextPost, forgetForcedFailure, forgetForcedResourceFailures, screenshot, WIDTHS } from './content-support.ts';

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
    test(`texts, claims, login link and question form at ${width}px`, async ({ page, brand }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/adverteren');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const claims = page.getByTestId('advertise-claims');
      await expect(claims).toContainText('8.000');
      await expect(claims).toContainText(/35 excl\. btw|35 € zzgl\. MwSt\./);
      await expect(claims).toContainText(/1 maand|1 Monat/);
      await expect(claims).toContainText(/3 maanden|3 Monate/);
      await expect(page.getByTestId('advertiser-login')).toHaveAttribute('href', /^https?:\/\//);
      await expect(page.getByTestId('question-form')).toBeVisible();
      if (brand === 'kids') {
        await expect(page.getByTestId('agenda-promo').getByRole('link')).toHaveAttribute('href', '/agenda');
        // Collapsed until the button is pressed; then the form shows and the button is gone.
        await expect(page.getByTestId('event-form')).toHaveCount(0);
        await expectNoAxeViolations(page);
        await screenshot(page, `advertise-${brand}-${width}`);
        await openEventForm(page);
        await expect(page.getByRole('button', { name: 'Plaats uw evenement!' })).toHaveCount(0);
        await expect(page.getByText('Een .jpg-, .jpeg- of .png-bestand van maximaal 2 MB en minimaal 154 x 50 pixels. Eén bestand.')).toBeVisible();
        await expect(page.getByTestId('date-endDate')).toBeVisible();
        await expectNoAxeViolations(page);
        await screenshot(page, `advertise-${brand}-${width}-event-form`);
      } else {
        await expect(page.getByTestId('agenda-promo')).toHaveCount(0);
        await expect(page.getByRole('button', { name: /Plaats uw evenement|Veranstaltung eintragen/ })).toHaveCount(0);
        await expectNoAxeViolations(page);
        await screenshot(page, `advertise-${brand}-${width}`);
      }
    });
  }

  test('the advertising question is sent as a contact message, or says that it failed', async ({ page, brand, consoleErrors }) => {
    const submit = brand === 'de' ? 'Senden' : 'Versturen';
    const form = page.getByTestId('question-form');
    await page.goto('/adverteren');
    await waitForHydration(page);
    await failNextPost(page, '/adverteren');
    await form.getByLabel(brand === 'de' ? 'Name' : 'Naam', { exact: true }).fill('Sam de Vries');
    await form.getByLabel(brand === 'de' ? 'E-Mail-Adresse' : 'E-mailadres').fill('sam@example.org');
    await form.getByLabel(brand === 'de' ? 'Telefonnummer' : 'Telefoonnummer').fill('020 123 4567');
    await form.getByRole('button', { name: submit }).click();
    await expect(form.getByRole('alert')).toHaveText(/Het formulier kon niet worden verzonden. Probeer het later nog eens.|Das Formular konnte nicht gesendet werden/);
    await page.unrouteAll();
    await form.getByRole('button', { name: submit }).click();
    await expect(form.getByTestId('form-sent')).toBeVisible();
    await expect(form.getByTestId('question-submit')).toBeDisabled();
    forgetForcedFailure(consoleErrors, '/adverteren');
  });

  test.describe('question form without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a plain POST answers the messages, then the sent label', async ({ page, brand }) => {
      const form = page.getByTestId('question-form');
      const submit = brand === 'de' ? 'Senden' : 'Versturen';
      await page.goto('/adverteren');
      await form.getByRole('button', { name: submit }).click();
      await expect(page.getByTestId('question-form').getByText(brand === 'de' ? 'Bitte geben Sie Ihren Namen ein' : 'Vul uw naam in')).toBeVisible();
      await form.getByLabel(brand === 'de' ? 'Name' : 'Naam', { exact: true }).fill('Sam de Vries');
      await form.getByLabel(brand === 'de' ? 'E-Mail-Adresse' : 'E-mailadres').fill('sam@example.org');
      await form.getByLabel(brand === 'de' ? 'Telefonnummer' : 'Telefoonnummer').fill('020 123 4567');
      await form.getByRole('button', { name: submit }).click();
      await expect(page.getByTestId('question-form').getByTestId('form-sent')).toBeVisible();
      await expect(page.getByTestId('question-submit')).toBeDisabled();
    });
  });

  test.describe('event submission (kids)', () => {
    test.beforeEach(({ brand }) => {
      test.skip(brand !== 'kids', 'kids platform only');
    });

    test('every required-field message, then the invalid e-mail and IBAN messages', async ({ page }) => {
      await page.goto('/adverteren');
      await waitForHydration(page);
      await openEventForm(page);
      const form = page.getByTestId('event-form');
      await form.getByRole('button', { name: 'Evenement versturen' }).click();
      for (const message of [MESSAGES.name, MESSAGES.email, MESSAGES.iban, MESSAGES.province, MESSAGES.city, MESSAGES.address, MESSAGES.zipcode, MESSAGES.title, MESSAGES.description, MESSAGES.website, MESSAGES.startDate, MESSAGES.media]) {
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

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the button opens the form, and a plain POST answers the messages', async ({ page }) => {
        await page.goto('/adverteren');
        await page.getByRole('button', { name: 'Plaats uw evenement!' }).click();
        await expect(page).toHaveURL(/evenement=open/);
        const form = page.getByTestId('event-form');
        await expect(form).toBeVisible();
        await expect(form.getByText('Een afbeelding toevoegen kan alleen met JavaScript ingeschakeld.')).toBeVisible();
        await form.getByLabel('IBAN').fill('NL00 0000 0000 0000 00');
        await form.getByRole('button', { name: 'Evenement versturen' }).click();
        await expect(page.getByTestId('event-form').getByText(MESSAGES.name)).toBeVisible();
        await expect(page.getByTestId('event-form').getByText(MESSAGES.ibanInvalid)).toBeVisible();
        await expect(page.getByTestId('event-form').getByText(MESSAGES.startDate)).toBeVisible();
        await expect(page.getByTestId('event-form').getByLabel('IBAN')).toHaveValue('NL00 0000 0000 0000 00');
      });
    });
  });
});
