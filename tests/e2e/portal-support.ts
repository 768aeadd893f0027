import { request as playwrightRequest, type Page } from '@playwright/test';
import { expectNoAxeViolations, screenshot } from './content-support.ts';
import { expect, test as base, waitForHydration } from './fixtures.ts';
import { linkFromMail } from './mailbox.ts';

// What every portal spec needs: requests with the portal's Host header, the demo accounts signed in once
// per worker, signing in and out through the form where that is under test, and looking at a page (axe,
// screenshots at 375 and 1280 px).

export const DEMO_ADMIN = 'beheer@uitjes.example';
export const DEMO_PROVIDER = 'aanbieder@uitjes.example';
export const DEMO_PASSWORD = 'demo-uitjes-2026';

/** The demo accounts a test can start as without going through the sign-in form. */
export type DemoAccount = 'operator' | 'provider';
const DEMO_EMAILS: Record<DemoAccount, string> = { operator: DEMO_ADMIN, provider: DEMO_PROVIDER };

/** The portal's session cookie, with the __Host- prefix when the portal is served over https. */
const SESSION_COOKIE = /^(__Host-)?uitjes_session$/;

interface SessionCookie {
  name: string;
  value: string;
}

/**
 * Signs a demo account in through the portal API (POST /api/portal/sign-in, the call the sign-in form's
 * server step makes) and returns its session cookie. To 127.0.0.1 with the portal's Host and Origin,
 * since Node does not resolve *.localhost as Chromium does.
 */
async function signInOverApi(baseURL: string, email: string): Promise<SessionCookie> {
  const portal = new URL(baseURL);
  const api = await playwrightRequest.newContext();
  try {
    const response = await api.post(`http://127.0.0.1:${portal.port}/api/portal/sign-in`, {
      headers: { host: portal.host, origin: portal.origin },
      data: { email, password: DEMO_PASSWORD },
    });
    expect(response.status(), `sign-in of ${email}`).toBe(200);
    const header = response
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => h.value)
      .find((value) => /^(__Host-)?uitjes_session=/.test(value));
    const pair = header!.split(';')[0]!;
    const separator = pair.indexOf('=');
    return { name: pair.slice(0, separator), value: pair.slice(separator + 1) };
  } finally {
    await api.dispose();
  }
}

/**
 * The portal's tests. `test.use({ signedInAs: 'provider' })` starts each test's page signed in as that demo
 * account (Playwright's storage state, https://playwright.dev/docs/auth), from one sign-in per worker: the
 * sign-in form is under test in portal-accounts.spec.ts only. `switchAccount` swaps the page's session for
 * another demo account's, as a second person at the same screen. A test on a shared session never signs
 * out or changes that account's password: either ends the session (every session, for a password) for
 * the other tests of the worker and the other worker as well.
 */
export const test = base.extend<
  { signedInAs: DemoAccount | null; switchAccount: (page: Page, account: DemoAccount) => Promise<void> },
  { demoSessions: (account: DemoAccount) => Promise<SessionCookie> }
>({
  signedInAs: [null, { option: true }],
  demoSessions: [
    async ({}, use, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      // Lazily, once per account and worker: a spec that needs only the provider does not sign in the operator.
      const sessions = new Map<DemoAccount, Promise<SessionCookie>>();
      await use((account) => {
        if (!sessions.has(account)) sessions.set(account, signInOverApi(baseURL, DEMO_EMAILS[account]));
        return sessions.get(account)!;
      });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ signedInAs, demoSessions, storageState, baseURL }, use) => {
    if (!signedInAs) return use(storageState);
    const cookie = await demoSessions(signedInAs);
    const domain = new URL(baseURL!).hostname;
    await use({ cookies: [{ ...cookie, domain, path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' }], origins: [] });
  },
  switchAccount: async ({ demoSessions, baseURL }, use) => {
    await use(async (page, account) => {
      const cookie = await demoSessions(account);
      const domain = new URL(baseURL!).hostname;
      // Only the session: the CSRF cookie stays, as after signing out (a fresh one set while a request of the
      // previous page is still under way could differ from the token in the next page's form).
      await page.context().clearCookies({ domain, name: SESSION_COOKIE });
      await page.context().addCookies([{ ...cookie, domain, path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' }]);
    });
  },
});

export { expect };

/**
 * Requests from the test itself (not the page): to 127.0.0.1 with the portal's Host header, since
 * Node does not resolve *.localhost as Chromium does.
 */
export function portalRequest(
  page: Page,
  path: string,
  init: { method?: 'GET' | 'POST'; form?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  const url = new URL(path, page.url());
  const target = `http://127.0.0.1:${url.port}${url.pathname}${url.search}`;
  const headers = { host: url.host, ...init.headers };
  return init.method === 'POST'
    ? page.request.post(target, { form: init.form, headers, maxRedirects: 0 })
    : page.request.get(target, { headers, maxRedirects: 0 });
}

/**
 * Posts a portal form from the test itself, as its page would (the CSRF token of a GET of that page, the
 * portal's Origin): a server step a journey needs but does not test. Returns the answer's status.
 */
async function postPortalForm(page: Page, path: string, fields: Record<string, string>): Promise<number> {
  const portal = new URL(test.info().project.use.baseURL!);
  const target = new URL(path, `http://127.0.0.1:${portal.port}`).href;
  const headers = { host: portal.host, origin: portal.origin };
  await page.request.get(target, { headers });
  const csrf = (await page.context().cookies(target)).find((c) => /^(__Host-)?uitjes_csrf$/.test(c.name))!.value;
  return (await page.request.post(target, { headers, form: { ...fields, csrf }, maxRedirects: 0 })).status();
}

/**
 * A new provider account with its address verified, for a journey that needs an account of its own (one
 * that may change its password without ending the demo accounts' shared sessions): the sign-up and the
 * verification link's forms posted from the test; portal-accounts.spec.ts goes through both in the browser.
 */
export async function createVerifiedAccount(page: Page, account: { name: string; email: string; password: string }) {
  const signUp = {
    platformId: '1',
    name: account.name,
    organisationName: `${account.name} Uitjes`,
    email: account.email,
    phone: '020 123 4567',
    password: account.password,
  };
  expect(await postPortalForm(page, '/portaal/aanmelden?taal=nl&platform=1', signUp)).toBeLessThan(400);
  const link = new URL(await linkFromMail(account.email, '/portaal/bevestigen'));
  expect(await postPortalForm(page, `${link.pathname}${link.search}`, { token: link.searchParams.get('token')! })).toBeLessThan(400);
}

/** Every portal page looked at: axe finds nothing, and a screenshot at both widths. */
export async function lookAt(page: Page, name: string) {
  await waitForHydration(page);
  // A button's name holds what it shows (the editor's toolbar showed H2 named 'Kop').
  await expectNoAxeViolations(page, ['label-content-name-mismatch']);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 375) expect(await sidewaysScrollers(page), `${name}: what scrolls sideways on a phone`).toEqual([]);
    await screenshot(page, `portal-${name}-${width}`);
  }
}

/**
 * What scrolls sideways on the page as it is now (the page itself, or a box of it): on a phone a menu item
 * or a column off-screen is one a user does not know is there. A box that is meant to scroll (a grid of
 * numbers with a sticky first column) says so with `data-scrolls-sideways`.
 */
async function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
      const overflow = getComputedStyle(element).overflowX;
      return (overflow === 'auto' || overflow === 'scroll') && element.scrollWidth > element.clientWidth + 1 && !element.closest('[data-scrolls-sideways]');
    });
    const described = boxes.map((element) => element.outerHTML.slice(0, 160));
    return document.documentElement.scrollWidth > window.innerWidth + 1 ? ['the page itself', ...described] : described;
  });
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/portaal/inloggen');
  await waitForHydration(page);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  // Wait for the server's answer: a page.goto right after the click would cancel the sign-in.
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/portaal/inloggen')),
    page.getByRole('button', { name: 'Inloggen' }).click(),
  ]);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Uitloggen' }).first().click();
  await expect(page.getByText('U bent uitgelogd.')).toBeVisible();
}
