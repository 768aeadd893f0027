import type { Page, Request } from '@playwright/test';
import { waitForHydration } from './fixtures.ts';
import { DEMO_ADMIN, DEMO_PASSWORD, expect, lookAt, signIn, test } from './portal-support.ts';

// Moving through the portal's menu cancels no request (DevTools showed net::ERR_ABORTED on every click,
// although each answer was 200): each click is one navigation whose requests all finish.

/** Every request of the page that failed, with why (ERR_ABORTED: cancelled). */
function failedRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('requestfailed', (request: Request) => failed.push(`${request.method()} ${new URL(request.url()).pathname}: ${request.failure()?.errorText}`));
  return failed;
}

/** Clicks each menu entry in turn (as a person would) and waits for its page. */
async function walkMenu(page: Page, entries: string[]) {
  const menu = page.getByRole('navigation', { name: 'Portaalmenu' });
  for (const name of entries) {
    // 'Beoordelen' says how much waits for review after its name ('Beoordelen (12 wachten: …)').
    const link = menu.getByRole('link', { name: new RegExp(`^${name}( \\(|$)`) });
    const href = await link.getAttribute('href');
    await link.click();
    // React Router changes the address once the new page's data has arrived: only then is the next
    // click a new navigation and not one that cancels this one (as a person clicking twice would).
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await waitForHydration(page);
  }
}

// The operator's walk begins with the sign-in form (its post and redirect are navigations too); the
// provider's starts from a session signed in once per worker.
test('an operator moves through the menu without a cancelled request', async ({ page }) => {
  const failed = failedRequests(page);
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await page.waitForURL(/\/portaal(\/|$)/);
  await waitForHydration(page);
  await walkMenu(page, ['Beoordelen', 'Beheer', 'Account', 'Overzicht']);
  expect(failed).toEqual([]);
});

test.describe('as the demo provider', () => {
  test.use({ signedInAs: 'provider' });
  test('a provider moves through the menu without a cancelled request', async ({ page }) => {
    const failed = failedRequests(page);
    await page.goto('/portaal');
    await waitForHydration(page);
    await walkMenu(page, ['Aanvragen', 'Statistieken', 'Evenementen', 'Account', 'Overzicht']);
    expect(failed).toEqual([]);
  });
});

test.describe('notification preferences (docs/decisions/116)', () => {
  test.use({ signedInAs: 'provider' });

  test('a provider finds them from the account page and chooses per kind', async ({ page }) => {
    await page.goto('/portaal/account');
    await page.getByRole('region', { name: 'Meldingen per mail' }).getByRole('link', { name: 'Meldingen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meldingen' })).toBeVisible();
    await lookAt(page, 'notification-preferences');
    // Reminders: no other test of the shared demo provider waits for one of those mails.
    const reminders = page.getByLabel('Herinneringen aan openstaande aanvragen');
    await reminders.selectOption({ label: 'Uit' });
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Uw keuzes zijn opgeslagen.')).toBeVisible();
    await page.reload();
    await expect(reminders).toHaveValue('off');
    await reminders.selectOption({ label: 'Direct een mail' });
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Uw keuzes zijn opgeslagen.')).toBeVisible();
  });
});
