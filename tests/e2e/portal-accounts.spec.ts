import { expect } from './fixtures.ts';
import { linkFromMail } from './mailbox.ts';
import { createVerifiedAccount, lookAt, signIn, signOut, test } from './portal-support.ts';

// Portal part 1 (decision 103) on admin.localhost, as its users go through it: sign up, read the verification
// mail (a real SMTP server), verify, sign in, sign out; forgot password; an operator invites a user who
// sets a password. The mails come from the outbox through nodemailer (tests/support/e2e-mail-catcher.ts).
// The sign-in form is under test here (the other portal specs start from sessions signed in once per
// worker); what the forms answer without a browser (CSRF, origin, the German texts, the demo provider's
// dashboard) is in tests/pages/portal.integration.test.ts.

// A refused form answers 4xx (so a browser without JavaScript gets the right status too): Chromium logs
// that for the route's data request. That is the design, not a fault.
test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 4\d\d .*\.data/] });

test('a provider signs up, verifies the address from the mail, signs in and out', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `nieuw.${Date.now()}@uitjes.example`;
  await page.goto('/portaal/aanmelden?taal=nl&platform=3');
  await lookAt(page, 'sign-up');
  await page.getByLabel('Uw naam').fill('Nina Nieuw');
  await page.getByLabel('Naam van uw organisatie').fill('Nieuw Kinderuitje');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Telefoonnummer').fill('020 123 4567');
  await page.getByLabel('Wachtwoord', { exact: true }).fill('een heel goed wachtwoord');
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page.getByRole('heading', { name: 'Kijk in uw mailbox' })).toBeVisible();

  // Not active before the link is followed.
  await signIn(page, email, 'een heel goed wachtwoord');
  await expect(page.getByText('Uw e-mailadres is nog niet bevestigd.', { exact: false })).toBeVisible();

  const link = await linkFromMail(email, '/portaal/bevestigen');
  await page.goto(link);
  await lookAt(page, 'verify');
  await page.getByRole('button', { name: 'E-mailadres bevestigen' }).click();
  await expect(page.getByText('Uw e-mailadres is bevestigd.', { exact: false })).toBeVisible();
  // The link works once.
  await page.goto(link);
  await page.getByRole('button', { name: 'E-mailadres bevestigen' }).click();
  await expect(page.getByText('Deze link is verlopen of al gebruikt.', { exact: false })).toBeVisible();

  await signIn(page, email, 'een heel goed wachtwoord');
  await expect(page.getByRole('heading', { name: 'Welkom, Nina' })).toBeVisible();
  await expect(page.getByText('U beheert 1 organisatie.')).toBeVisible();
  await lookAt(page, 'home');
  const session = (await page.context().cookies()).find((c) => c.name === 'uitjes_session')!;
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', domain: 'admin.localhost' });
  await page.goto('/portaal/account');
  await lookAt(page, 'account');
  await signOut(page);
  expect((await page.context().cookies()).some((c) => c.name === 'uitjes_session')).toBe(false);
  await page.goto('/portaal');
  await expect(page).toHaveURL(/\/portaal\/inloggen/);
});

test('forgot password: the same answer for anyone, a link that sets a new password once', async ({ page }) => {
  test.setTimeout(90_000);
  // An account of its own: a new password for a demo account would end the sessions the other tests share.
  const email = `vergeten.${Date.now()}@uitjes.example`;
  await createVerifiedAccount(page, { name: 'Vera Vergeten', email, password: 'een eerste goed wachtwoord' });
  await page.goto('/portaal/wachtwoord-vergeten');
  await lookAt(page, 'forgot-password');
  await page.getByLabel('E-mailadres').fill('niemand.bekend@uitjes.example');
  await page.getByRole('button', { name: 'Link versturen' }).click();
  const done = page.getByText('Als er een account bij dit e-mailadres hoort', { exact: false });
  await expect(done).toBeVisible();
  await page.goto('/portaal/wachtwoord-vergeten');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Link versturen' }).click();
  await expect(done).toBeVisible();

  const link = await linkFromMail(email, '/portaal/wachtwoord-instellen');
  await page.goto(link);
  await lookAt(page, 'set-password');
  await page.getByLabel('Nieuw wachtwoord').fill('qwerty123456');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByText('Dit wachtwoord wordt te vaak gebruikt.', { exact: false }).first()).toBeVisible();
  await page.getByLabel('Nieuw wachtwoord').fill('een nieuw goed wachtwoord');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByText('Uw wachtwoord is opgeslagen.', { exact: false })).toBeVisible();
  await page.goto(link);
  await expect(page.getByText('Deze link is verlopen of al gebruikt.', { exact: false })).toBeVisible();
  await signIn(page, email, 'een nieuw goed wachtwoord');
  await expect(page.getByRole('heading', { name: 'Welkom, Vera' })).toBeVisible();
});

test.describe('as the demo provider', () => {
  test.use({ signedInAs: 'provider' });

  test('the demo provider’s dashboard', async ({ page }) => {
    await page.goto('/portaal');
    await expect(page.getByTestId('activities').getByRole('row').nth(1)).toBeVisible();
    await lookAt(page, 'dashboard');
  });
});

test.describe('as the demo operator', () => {
  test.use({ signedInAs: 'operator' });

  test('an operator invites a user, who sets a password from the mail and signs in', async ({ page }) => {
    test.setTimeout(90_000);
    const email = `collega.${Date.now()}@uitjes.example`;
    await page.goto('/portaal');
    await expect(page.getByRole('heading', { name: 'Welkom, Beheer' })).toBeVisible();
    await page.getByRole('link', { name: 'Gebruikers' }).first().click();
    await expect(page.getByRole('heading', { name: 'Gebruikers', level: 1 })).toBeVisible();
    await lookAt(page, 'users');
    await page.getByLabel('E-mailadres', { exact: true }).fill(email);
    await page.getByLabel('Voornaam').fill('Carla');
    await page.getByRole('button', { name: 'Uitnodiging versturen' }).click();
    await expect(page.getByText(`De uitnodiging is verstuurd naar ${email}.`)).toBeVisible();
    // The invited person's own browser: without the operator's session (signing out would end it for the
    // other tests that share it). The CSRF cookie stays, as after signing out.
    await page.context().clearCookies({ name: /^(__Host-)?uitjes_session$/ });

    await page.goto(await linkFromMail(email, '/portaal/uitnodiging'));
    await lookAt(page, 'invitation');
    await page.getByLabel('Nieuw wachtwoord').fill('carla haar eigen wachtwoord');
    await page.getByRole('button', { name: 'Account activeren' }).click();
    await expect(page.getByText('Uw account is actief.', { exact: false })).toBeVisible();
    await page.goto('/portaal/inloggen?taal=nl&platform=1');
    await lookAt(page, 'sign-in');
    await signIn(page, email, 'carla haar eigen wachtwoord');
    await expect(page.getByRole('heading', { name: 'Welkom, Carla' })).toBeVisible();
    // A provider has no users page (its address answers 403: server/portal/portal-permissions.integration.test.ts).
    await expect(page.getByRole('link', { name: 'Gebruikers' })).toHaveCount(0);
  });
});

test('the sign-in page in German, as the brand link asks for it', async ({ page }) => {
  await page.goto('/portaal/inloggen?taal=de&platform=2');
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await lookAt(page, 'sign-in-de');
});
