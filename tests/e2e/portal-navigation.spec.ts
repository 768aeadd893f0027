import type { Page, Request } from '@playwright/test';
import { waitForHydration } from './fixtures.ts';
import { DEMO_ADMIN, DEMO_PASSWORD, expect, signIn, test } from './portal-support.ts';

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
    const link = menu.getByRole('link', { name, exact: true });
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
