import { expect, test, waitForHydration } from './fixtures.ts';
import { expectNoAxeViolations, failNextPost, forgetForcedFailure, screenshot, WIDTHS } from './content-support.ts';

const TEXTS = {
  nl: {
    name: 'Naam',
    email: 'E-mailadres',
    submit: 'Aanmelden',
    nameRequired: 'Vul uw naam in',
    emailRequired: 'Vul uw e-mailadres in',
    emailInvalid: 'Geen valide e-mailadres',
    error: 'Er ging iets mis met het aanmelden. Probeer het nog eens.',
    thanks: 'Bedankt voor je aanmelding!',
  },
  de: {
    name: 'Name',
    email: 'E-Mail-Adresse',
    submit: 'Anmelden',
    nameRequired: 'Bitte geben Sie Ihren Namen ein',
    emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
    emailInvalid: 'Keine gültige E-Mail-Adresse',
    error: 'Das Formular konnte nicht gesendet werden. Bitte versuchen Sie es später noch einmal.',
    thanks: 'Vielen Dank für Ihre Anmeldung!',
  },
} as const;
const textsFor = (brand: string) => (brand === 'de' ? TEXTS.de : TEXTS.nl);

/**
 * Untagged (nl and kids): the padding per width, axe and the form's client-side states. The description,
 * the image and the no-JS form post on every brand are checked in tests/pages/content.integration.test.ts.
 */
test.describe('newsletter /nieuwsbrief', () => {
  for (const width of WIDTHS) {
    test(`brand texts, padding scale and no axe violations at ${width}px`, async ({ page, brand }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/nieuwsbrief');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', brand === 'kids' ? /kinderen|gezin/ : /nieuwsbrief|Newsletter/i);
      const padding = await page.getByTestId('newsletter-section').evaluate((el) => getComputedStyle(el).paddingTop);
      expect(padding).toBe(width >= 640 ? '72px' : '32px');
      await expect(page.getByTestId('newsletter-image')).toHaveCount(1);
      await expectNoAxeViolations(page);
      await screenshot(page, `newsletter-${brand}-${width}`);
    });
  }

  test('shows errors only for touched fields, in the brand language', async ({ page, brand }) => {
    const t = textsFor(brand);
    await page.goto('/nieuwsbrief');
    await waitForHydration(page);
    const name = page.getByLabel(t.name);
    const email = page.getByLabel(t.email);
    await name.focus();
    await name.blur();
    await expect(page.getByText(t.nameRequired)).toBeVisible();
    // The e-mail field was never touched: no message for it yet.
    await expect(page.getByText(t.emailRequired)).toHaveCount(0);
    await email.focus();
    await email.blur();
    await expect(page.getByText(t.emailRequired)).toBeVisible();
    await email.fill('geen-adres');
    await email.blur();
    await expect(page.getByText(t.emailInvalid)).toBeVisible();
    await name.fill('Sam');
    await expect(page.getByText(t.nameRequired)).toHaveCount(0);
  });

  test('idle -> sending -> sent: inputs hidden, thanks shown, button disabled', async ({ page, brand }) => {
    const t = textsFor(brand);
    await page.goto('/nieuwsbrief');
    await waitForHydration(page);
    const form = page.getByTestId('newsletter-form');
    await expect(form).toHaveAttribute('data-status', 'idle');
    // Hold the answer back to see the sending state.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/nieuwsbrief.data*', async (route) => {
      await held;
      await route.fallback();
    });
    await page.getByLabel(t.name).fill('Sam de Vries');
    await page.getByLabel(t.email).fill(`sam.${brand}.${Date.now()}@example.org`);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(form).toHaveAttribute('data-status', 'sending');
    await expect(form.getByRole('button')).toBeDisabled();
    await expect(form.getByRole('button')).toHaveText(brand === 'de' ? 'Anmeldung läuft...' : 'Bezig met aanmelden...');
    release();
    await expect(form).toHaveAttribute('data-status', 'sent');
    await expect(page.getByText(t.thanks)).toBeVisible();
    await expect(page.getByLabel(t.name)).toHaveCount(0);
    await expect(form.getByRole('button')).toBeDisabled();
  });

  test('a server error shows the message above the form and keeps it usable', async ({ page, brand, consoleErrors }) => {
    const t = textsFor(brand);
    await page.goto('/nieuwsbrief');
    await waitForHydration(page);
    await failNextPost(page, '/nieuwsbrief');
    await page.getByLabel(t.name).fill('Sam de Vries');
    await page.getByLabel(t.email).fill('sam@example.org');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(t.error);
    await expect(page.getByLabel(t.name)).toHaveValue('Sam de Vries');
    await expect(page.getByRole('button', { name: t.submit })).toBeEnabled();
    await page.unrouteAll();
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.thanks)).toBeVisible();
    forgetForcedFailure(consoleErrors, '/nieuwsbrief');
  });
});
