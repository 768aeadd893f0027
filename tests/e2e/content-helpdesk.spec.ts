import { expect, test, waitForHydration } from './fixtures.ts';
import { expectNoAxeViolations, failNextPost, forgetForcedFailure, screenshot, WIDTHS } from './content-support.ts';

const NL = {
  questions: {
    company: [
      'Wat kost een bedrijfsuitje?',
      'Hoe krijg ik meer informatie over een uitje?',
      'Kan ik de aanbieder bellen?',
      'Kunnen jullie helpen met het kiezen van een uitje?',
    ],
    kids: ['Wat kost een uitje?', 'Kunnen jullie helpen met het vinden van een uitje?'],
  },
  name: 'Naam',
  email: 'E-mailadres',
  phone: 'Telefoonnummer',
  company: /Bedrijfsnaam/,
  remark: /Opmerking/,
  submit: 'Versturen',
  sent: 'Verzonden',
  nameRequired: 'Vul uw naam in',
  emailRequired: 'Vul uw e-mailadres in',
  emailInvalid: 'Vul een geldig e-mailadres in',
  phoneRequired: 'Vul uw telefoonnummer in',
  phoneInvalid: 'Vul een geldig telefoonnummer in',
  error: 'Het formulier kon niet worden verzonden. Probeer het later nog eens.',
  success: /Bedankt voor je bericht/,
};
/**
 * Untagged (nl and kids): the browser's part of the helpdesk, the accordion and the form's client-side
 * states. The questions and the no-JS form post on every brand (German and Belgian texts included) are
 * checked in tests/pages/content.integration.test.ts.
 */

test.describe('helpdesk /helpdesk', () => {
  for (const width of WIDTHS) {
    test(`header, FAQ accordion of the brand and the question form at ${width}px`, async ({ page, brand }) => {
      const t = NL;
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/helpdesk');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const questions = t.questions[brand === 'kids' ? 'kids' : 'company'];
      const triggers = page.getByTestId('faq').getByRole('button');
      await expect(triggers).toHaveCount(questions.length);
      for (const [index, question] of questions.entries()) await expect(triggers.nth(index)).toHaveAccessibleName(question);
      // Closed at first; a press opens the answer, a second press closes it again.
      const first = triggers.first();
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByTestId('faq').getByRole('paragraph').first()).toBeVisible();
      for (const label of [t.name, t.email, t.phone]) await expect(page.getByLabel(label, { exact: true })).toBeVisible();
      await expect(page.getByLabel(t.company)).toBeVisible();
      await expect(page.getByLabel(t.remark)).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshot(page, `helpdesk-${brand}-${width}`);
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test('every validation message of the question form, for touched fields', async ({ page }) => {
    const t = NL;
    await page.goto('/helpdesk');
    await waitForHydration(page);
    // Only the field left behind shows its message.
    await page.getByLabel(t.name, { exact: true }).focus();
    await page.getByLabel(t.name, { exact: true }).blur();
    await expect(page.getByText(t.nameRequired)).toBeVisible();
    await expect(page.getByText(t.emailRequired)).toHaveCount(0);
    await expect(page.getByText(t.phoneRequired)).toHaveCount(0);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.nameRequired)).toBeVisible();
    await expect(page.getByText(t.emailRequired)).toBeVisible();
    await expect(page.getByText(t.phoneRequired)).toBeVisible();
    await page.getByLabel(t.email, { exact: true }).fill('sam@');
    await page.getByLabel(t.phone, { exact: true }).fill('12');
    await page.getByLabel(t.phone, { exact: true }).blur();
    await expect(page.getByText(t.emailInvalid)).toBeVisible();
    await expect(page.getByText(t.phoneInvalid)).toBeVisible();
    // Nothing was sent: the button is still the submit button.
    await expect(page.getByRole('button', { name: t.submit })).toBeEnabled();
  });

  test("after a valid submit the button is a disabled 'sent' label at once, then the thanks show", async ({ page }) => {
    const t = NL;
    await page.goto('/helpdesk');
    await waitForHydration(page);
    // Hold the answer back to see the state before it arrives.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/helpdesk.data*', async (route) => {
      await held;
      await route.fallback();
    });
    await page.getByLabel(t.name, { exact: true }).fill('Sam de Vries');
    await page.getByLabel(t.email, { exact: true }).fill('sam@example.org');
    await page.getByLabel(t.phone, { exact: true }).fill('020 123 4567');
    await page.getByLabel(t.company).fill('De Vries BV');
    await page.getByLabel(t.remark).fill('Hebben jullie ook uitjes voor 80 personen?');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByTestId('question-submit')).toHaveText(t.sent);
    await expect(page.getByTestId('question-submit')).toBeDisabled();
    release();
    await expect(page.getByText(t.success)).toBeVisible();
    await expect(page.getByTestId('question-submit')).toBeDisabled();
  });

  test('a server error shows the failure text and lets the visitor send again', async ({ page, consoleErrors }) => {
    const t = NL;
    await page.goto('/helpdesk');
    await waitForHydration(page);
    await failNextPost(page, '/helpdesk');
    await page.getByLabel(t.name, { exact: true }).fill('Sam de Vries');
    await page.getByLabel(t.email, { exact: true }).fill('sam@example.org');
    await page.getByLabel(t.phone, { exact: true }).fill('020 123 4567');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(t.error);
    await expect(page.getByRole('button', { name: t.submit })).toBeEnabled();
    await expect(page.getByLabel(t.name, { exact: true })).toHaveValue('Sam de Vries');
    forgetForcedFailure(consoleErrors, '/helpdesk');
  });
});
