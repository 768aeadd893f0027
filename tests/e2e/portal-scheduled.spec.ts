import type { Page } from '@playwright/test';
import { waitForHydration } from './fixtures.ts';
import { expect, lookAt, test } from './portal-support.ts';

// Scheduled publishing (docs/decisions/121), on admin.localhost and kids.localhost: the demo operator
// schedules a banner of the kids site a minute ahead; the list shows it as planned, the Planning page shows
// it going on at that moment, and the kids agenda shows it from then on (the e2e server runs the job every
// second: SCHEDULE_POLL_MS in playwright.config.ts), not before.

// A refused form answers 400 (the page shows why); the browser logs that as a failed resource.
test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 4\d\d/] });
test.use({ signedInAs: 'operator' });

const KIDS = 3;
const ZONE = 'Europe/Amsterdam';
const portalUrl = () => new URL(test.info().project.use.baseURL!);

/** A moment as `<input type="datetime-local">` holds it on the wall clock of the kids site's zone. */
function wallClock(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** A kids page's HTML as an anonymous visitor gets it (Node does not resolve *.localhost: loopback with the Host header). */
async function kidsHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(`http://127.0.0.1:${portalUrl().port}${path}`, { headers: { host: `kids.localhost:${portalUrl().port}` } });
  expect(response.status()).toBe(200);
  return response.text();
}

/** Whether the kids agenda shows the banner: it picks one switched-on banner at random, a fresh address per look. */
async function agendaShows(page: Page, title: string): Promise<boolean> {
  for (let i = 0; i < 12; i++) if ((await kidsHtml(page, `/agenda?s=${Date.now()}${i}`)).includes(title)) return true;
  return false;
}

test('a banner scheduled a minute ahead appears on the kids agenda on time', async ({ page }) => {
  test.setTimeout(180_000);
  const title = `Sinterklaasfeest ${Date.now()}`;
  // The next whole minute with at least 20 s to fill in and save the form.
  const publishAt = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
  const publishLocal = wallClock(publishAt);

  await page.goto(`/portaal/beheer/banners/nieuw?platform=${KIDS}`);
  await expect(page.getByRole('heading', { level: 1, name: /Nieuwe banner/ })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel('Titel').fill(title);
  await page.getByLabel('Tekst op de knop').fill('Kom kijken');
  await page.getByLabel('Link', { exact: true }).fill('/agenda');
  // Switched on and a time to publish: refused under the field.
  await page.getByLabel(/^Publiceren op/).fill(publishLocal);
  await page.getByRole('button', { name: 'Banner aanmaken' }).click();
  await expect(page.getByTestId('form-errors')).toContainText('Het staat al aan.');
  await expect(page.getByLabel(/^Publiceren op/)).toHaveAccessibleDescription(/Het staat al aan/);
  await waitForHydration(page);
  await page.getByLabel('Tonen op de site').uncheck();
  await lookAt(page, 'scheduled-banner-new');
  await page.getByRole('button', { name: 'Banner aanmaken' }).click();
  await expect(page.getByText('De banner is aangemaakt.')).toBeVisible();
  await expect(page.getByTestId('banner-status')).toHaveText('Uit');
  await expect(page.getByLabel(/^Publiceren op/)).toHaveValue(publishLocal);
  const [, hour, minute] = /T(\d\d):(\d\d)$/.exec(publishLocal)!;
  await expect(page.getByTestId('schedule-badge')).toContainText(`Gepland: publiceert`);
  await expect(page.getByTestId('schedule-badge')).toContainText(`${hour}:${minute}`);
  const editPath = new URL(page.url()).pathname;

  // The list says it is planned; the Planning page at that moment shows it going on.
  await page.goto(`/portaal/beheer/banners?platform=${KIDS}&zoek=${encodeURIComponent(title)}`);
  await expect(page.getByTestId('banners-table').getByTestId('schedule-badge')).toContainText(`${hour}:${minute}`);
  await lookAt(page, 'scheduled-banners');
  await page.goto(`/portaal/beheer/planning?platform=${KIDS}&moment=${publishLocal}`);
  const planned = page.getByTestId('schedule-banners').getByRole('listitem').filter({ hasText: title });
  await expect(planned).toContainText('gaat aan');
  await lookAt(page, 'scheduled-planning');

  // Not on the site before its time (while it is off, no render shows it) ...
  if (Date.now() < publishAt.getTime() - 3000) expect(await agendaShows(page, title)).toBe(false);
  // ... and on it within moments of its time: the job (every second here) switches it on and the
  // page-cache trigger drops the cached agenda pages.
  let seenAt = 0;
  await expect
    .poll(
      async () => {
        if (await agendaShows(page, title)) seenAt = Date.now();
        return seenAt > 0;
      },
      { timeout: 120_000, intervals: [1000], message: 'the scheduled banner on the kids agenda' },
    )
    .toBe(true);
  expect(seenAt).toBeGreaterThanOrEqual(publishAt.getTime());
  expect(seenAt - publishAt.getTime(), 'shown within 20 s of its time').toBeLessThan(20_000);

  // The editor shows it switched on, the schedule done; then it is deleted, so the demo data stays as it was.
  await page.goto(`${editPath}?platform=${KIDS}`);
  await expect(page.getByTestId('banner-status')).toHaveText('Aan');
  await expect(page.getByLabel(/^Publiceren op/)).toHaveValue('');
  await waitForHydration(page);
  await page.getByText(`De banner "${title}" verwijderen…`).click();
  await page.getByRole('button', { name: 'Ja, verwijder deze banner' }).click();
  await expect(page.getByText(`De banner "${title}" is verwijderd.`)).toBeVisible();
});
