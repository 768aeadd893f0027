import type { BrowserContextOptions, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './content-support.ts';
import { waitForHydration } from './fixtures.ts';
import { expect, lookAt, test } from './portal-support.ts';
import { screenshotPath, UPDATING_SCREENSHOTS } from './screenshots.ts';

// The pop-up over a brand's pages (decision 110): the operator switches one on in the back office; a
// visitor gets it once, as a dialog over the page (focus inside, Escape or its close button close it and
// focus goes back, nothing in the page moves), and not again after a reload; a crawler gets none.
// Runs alone after every other spec (project `popups`): the pop-up shows to every browser on the brand.

test.use({ signedInAs: 'operator' });

const NL = 1;
const portalPort = () => new URL(test.info().project.use.baseURL!).port;
const nlUrl = (path: string) => `http://nl.localhost:${portalPort()}${path}`;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const DESCRIPTION = 'Laat je gegevens achter en we denken binnen één werkdag met je mee.';

/** A visitor of its own (no storage: it has seen no pop-up), on the nl site. */
async function visitor(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  return context.newPage();
}

/**
 * The page with the dialog open, as the visitor sees it (`npm run screenshots` only): the viewport, not
 * the whole page, since the dialog and its overlay are fixed to the viewport.
 */
async function dialogScreenshot(page: Page, name: string) {
  if (!UPDATING_SCREENSHOTS) return;
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, { timeout: 5000 }).catch(() => {});
  await page.screenshot({ path: screenshotPath(`${name}.png`) });
}

/** The layout shifts the page has had since `since` (performance.now() of the page), summed. */
async function layoutShiftSince(page: Page, since: number): Promise<number> {
  return page.evaluate(
    (from) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) if (entry.startTime >= from) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
    since,
  );
}

test('a switched-on pop-up shows once per visitor, as a dialog over the page', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const title = `Hulp bij jullie uitje ${Date.now()}`;

  // The operator makes a pop-up, switched on now and off tomorrow at noon (docs/decisions/121).
  await page.goto(`/portaal/beheer/banners?platform=${NL}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Nieuwe pop-up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Nieuwe pop-up/ })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel('Titel').fill(title);
  await page.getByLabel('Tekst op de knop').fill('Stel je vraag');
  await page.getByLabel('Soort').selectOption('QUESTION');
  await page.getByLabel('Beschrijving').fill(DESCRIPTION);
  const image = await sharp({ create: { width: 1000, height: 400, channels: 3, background: '#2f6f8f' } })
    .png()
    .toBuffer();
  await page.getByLabel('Afbeelding', { exact: true }).setInputFiles({ name: 'uitje.png', mimeType: 'image/png', buffer: image });
  await page.getByLabel(/^Depubliceren op/).fill(`${isoDay(1)}T12:00`);
  await page.getByLabel('Tonen op de site').check();
  await page.getByRole('button', { name: 'Pop-up aanmaken' }).click();
  await expect(page.getByText('De pop-up is aangemaakt.')).toBeVisible();
  await expect(page.getByLabel('Tonen op de site')).toBeChecked();
  await lookAt(page, 'backoffice-popup-shown');
  const editPath = new URL(page.url()).pathname;

  try {
    // A visitor at 1280 px: the page first; the pop-up comes once the page has asked for it.
    const desktop = await visitor(browser, { viewport: { width: 1280, height: 900 } });
    let answerPopup!: () => void;
    const held = new Promise<void>((resolve) => (answerPopup = resolve));
    await desktop.route('**/api/public/popup', async (route) => {
      await held;
      await route.continue();
    });
    await desktop.goto(nlUrl('/'));
    await waitForHydration(desktop);
    await desktop.keyboard.press('Tab');
    const skipLink = desktop.getByRole('link', { name: 'Naar de inhoud' });
    await expect(skipLink).toBeFocused();
    const before = await desktop.evaluate(() => performance.now());
    answerPopup();

    const dialog = desktop.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(DESCRIPTION);
    await expect(dialog.getByRole('link', { name: 'Stel je vraag' })).toHaveAttribute('href', '/helpdesk#question-title');
    await expect(dialog.getByRole('button', { name: 'Sluiten' })).toBeVisible();
    // Focus moved into the dialog, and nothing of the page behind it moved.
    await expect.poll(() => desktop.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    expect(await layoutShiftSince(desktop, before)).toBe(0);
    await expectNoAxeViolations(desktop);
    await dialogScreenshot(desktop, 'site-popup-1280');

    // Escape closes it, and focus is back where it was.
    await desktop.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(skipLink).toBeFocused();

    // Once per visitor: after a reload the page asks again, and shows nothing.
    const asked = desktop.waitForResponse('**/api/public/popup');
    await desktop.reload();
    await waitForHydration(desktop);
    expect((await (await asked).json()).popup.title).toBe(title);
    await desktop.waitForTimeout(500);
    await expect(desktop.getByRole('dialog')).toHaveCount(0);
    await desktop.context().close();

    // A phone (375 px), on another page: its close button closes it.
    const phone = await visitor(browser, { viewport: { width: 375, height: 812 } });
    await phone.goto(nlUrl('/helpdesk'));
    await waitForHydration(phone);
    const phoneDialog = phone.getByRole('dialog', { name: title });
    await expect(phoneDialog).toBeVisible();
    await expectNoAxeViolations(phone);
    await dialogScreenshot(phone, 'site-popup-375');
    await phoneDialog.getByRole('button', { name: 'Sluiten' }).click();
    await expect(phoneDialog).toBeHidden();
    await phone.context().close();

    // A crawler that runs scripts gets no pop-up, and does not even ask.
    const crawler = await visitor(browser, { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    const popupCalls: string[] = [];
    crawler.on('request', (request) => request.url().includes('/api/public/popup') && popupCalls.push(request.url()));
    await crawler.goto(nlUrl('/'));
    await waitForHydration(crawler);
    await crawler.waitForTimeout(1500);
    await expect(crawler.getByRole('dialog')).toHaveCount(0);
    expect(popupCalls).toEqual([]);
    await crawler.context().close();
  } finally {
    // Deleted (it asks first), so the demo data stays as it was.
    await page.goto(`${editPath}?platform=${NL}`);
    await waitForHydration(page);
    await page.getByText(`De pop-up "${title}" verwijderen…`).click();
    await page.getByRole('button', { name: 'Ja, verwijder deze pop-up' }).click();
    await expect(page.getByText(`De pop-up "${title}" is verwijderd.`)).toBeVisible();
  }
});
