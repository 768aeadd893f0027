import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

// Activity detail (screens.md 2, 3, 4, 5, 8): gallery, quote form, contact buttons, tracking. What the server
// sends (old-slug redirects, the not-found screen, the organisation page's events on every brand, the quote
// form's posts without JavaScript) is checked in tests/pages/journey.integration.test.ts.

interface Item {
  id: number;
  slug: string;
  title: string;
  media: Array<{ type: 'IMAGE' | 'VIDEO'; alt: string | null; title: string | null }>;
  organisation: { id: number; name: string } | null;
  website: string | null;
  showWebsite: boolean;
}

/**
 * GET a JSON API path from the browser (Node cannot resolve *.localhost brand hosts). Starts on a
 * light same-origin page when the tab is still blank.
 */
async function api<T>(page: Page, path: string): Promise<{ status: number; body: T }> {
  if (!page.url().startsWith('http')) {
    // A JSON page makes the browser ask for /favicon.ico; answer it so nothing logs a 404.
    await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
    await page.goto('/healthz');
  }
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { accept: 'application/json' } });
    return { status: response.status, body: response.ok ? await response.json() : null };
  }, path);
}

async function activities(page: Page, pageNumber = 1): Promise<{ activities: Item[]; pageCount: number }> {
  const filterQuery = encodeURIComponent(JSON.stringify({ orderBy: { field: 'title', direction: 'ASC' } }));
  const { status, body } = await api<{ activities: Item[]; pageCount: number }>(
    page,
    `/api/public/activities?page=${pageNumber}&limit=100&filterQuery=${filterQuery}`,
  );
  expect(status).toBe(200);
  return body;
}

async function findActivity(request: Page, wanted: (item: Item) => boolean): Promise<Item> {
  for (let p = 1; p <= 10; p++) {
    const list = await activities(request, p);
    const found = list.activities.find(wanted);
    if (found) return found;
    if (p >= list.pageCount) break;
  }
  throw new Error('no activity in the demo data fits this test');
}

const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Array<{ event?: string; activity?: { id: number }; filters?: unknown }>);
const eventsNamed = async (page: Page, name: string) => (await dataLayer(page)).filter((e) => e.event === name);

function dropExpectedFailures(errors: string[], url: RegExp) {
  const kept = errors.filter((e) => !(e.startsWith('Failed to load resource') && url.test(e)));
  errors.splice(0, errors.length, ...kept);
}

/** Tomorrow and yesterday as YYYY-MM-DD. */
function isoDay(offset: number) {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Every axe rule (not only the WCAG tags) on the detail page shown: once per width, on one with a gallery. */
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('detail at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('gallery: no axe violations, breadcrumbs, index wraps at both ends, video button, lightbox closes on Escape', async ({ page }) => {
    const item = await findActivity(page, (a) => a.media.length >= 3 && a.media.some((m) => m.type === 'VIDEO'));
    await page.goto(`/uitjes/${item.slug}`);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    const crumbs = page.getByTestId('breadcrumbs');
    await expect(crumbs.getByRole('link')).toHaveCount(2);
    await expect(crumbs.getByRole('link').nth(0)).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link').nth(1)).toHaveAttribute('href', '/uitjes');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(item.title);

    const total = item.media.length;
    const position = page.getByTestId('gallery-position');
    await expect(position).toHaveText(`1 van ${total}`);
    await page.getByTestId('gallery-previous').click();
    await expect(position).toHaveText(`${total} van ${total}`);
    await page.getByTestId('gallery-next').click();
    await expect(position).toHaveText(`1 van ${total}`);
    await page.getByTestId('gallery-video-button').click();
    const firstVideo = item.media.findIndex((m) => m.type === 'VIDEO') + 1;
    await expect(position).toHaveText(`${firstVideo} van ${total}`);
    await expect(page.getByTestId('gallery-video')).toBeVisible();

    await page.getByTestId('gallery-next').click();
    const firstImage = item.media.findIndex((m) => m.type === 'IMAGE');
    // A thumbnail is named by what it shows: its number and its alt text (else its title, else the activity's).
    const shown = item.media[firstImage]!;
    await page
      .getByTestId('gallery')
      .getByRole('button', { name: `Toon foto ${firstImage + 1}: ${shown.alt ?? shown.title ?? item.title}`, exact: true })
      .click();
    await page.getByRole('button', { name: 'Vergroot afbeelding' }).click();
    const lightbox = page.getByTestId('lightbox');
    await expect(lightbox).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
  });

  test('quote request: every validation message, then the thank-you and one offer event', async ({ page, consoleErrors }) => {
    const item = await findActivity(page, () => true);
    await page.goto(`/uitjes/${item.slug}`);
    await waitForHydration(page);
    const form = page.getByTestId('quote-panel');
    await expect(form.getByLabel('Dhr.')).toBeChecked();
    // Consent is never pre-ticked (decisions.md 18).
    await expect(form.getByLabel(/nieuwsbrief/)).not.toBeChecked();
    await form.getByTestId('quote-submit').click();
    await expect(form.getByTestId('error-name')).toHaveText('Vul uw naam in');
    await expect(form.getByTestId('error-email')).toHaveText('Vul uw e-mailadres in');
    await expect(form.getByTestId('error-phone')).toHaveText('Vul uw telefoonnummer in');

    await form.getByLabel(/^Naam/).fill('Jan Jansen');
    await form.getByLabel(/^E-mailadres/).fill('jan@');
    await form.getByLabel(/^Telefoonnummer/).fill('12');
    await form.getByLabel('Aantal personen').fill('0');
    await form.getByLabel('Geplande datum').fill(isoDay(-1));
    await form.getByTestId('quote-submit').click();
    await expect(form.getByTestId('error-name')).toHaveCount(0);
    await expect(form.getByTestId('error-email')).toHaveText('Vul een geldig e-mailadres in');
    await expect(form.getByTestId('error-phone')).toHaveText('Vul een geldig telefoonnummer in');
    await expect(form.getByTestId('error-numberOfPersons')).toHaveText('Vul een aantal personen van minimaal 1 in');
    await expect(form.getByTestId('error-plannedDate')).toHaveText('Kies een datum in de toekomst');

    await form.getByLabel(/^E-mailadres/).fill('jan@example.com');
    await form.getByLabel(/^Telefoonnummer/).fill('06 12345678');
    await form.getByLabel('Aantal personen').fill('12');
    await form.getByLabel('Geplande datum').fill(isoDay(14));
    expect(await eventsNamed(page, 'activity_view_offer')).toHaveLength(0);
    await form.getByTestId('quote-submit').click();
    await expect(page.getByTestId('quote-success')).toContainText('Bedankt voor je aanvraag!');
    // Sent before the browser's validation had loaded, the invalid posts were refused by the server (400).
    dropExpectedFailures(consoleErrors, /status of 400 .*\.data/);
    const offers = await eventsNamed(page, 'activity_view_offer');
    expect(offers).toHaveLength(1);
    expect(offers[0]!.activity!.id).toBe(item.id);
  });

  test('a failed quote request shows the error above the form (screens.md 8)', async ({ page, consoleErrors }) => {
    const item = await findActivity(page, () => true);
    await page.goto(`/uitjes/${item.slug}`);
    await waitForHydration(page);
    await page.route(/\/uitjes\/.*\.data/, (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
    const form = page.getByTestId('quote-panel');
    await form.getByLabel(/^Naam/).fill('Jan Jansen');
    await form.getByLabel(/^E-mailadres/).fill('jan@example.com');
    await form.getByLabel(/^Telefoonnummer/).fill('0612345678');
    await form.getByTestId('quote-submit').click();
    await expect(page.getByTestId('quote-error')).toHaveText('Het formulier kon niet worden verzonden. Probeer het later nog eens.');
    await expect(form.getByTestId('quote-submit')).toBeEnabled();
    expect(await eventsNamed(page, 'activity_view_offer')).toHaveLength(0);
    dropExpectedFailures(consoleErrors, /\.data/);
  });

  test('tracking: general view once, phone and website only the first time, statistics reach the server', async ({ page }) => {
    const item = await findActivity(page, (a) => a.showWebsite && !!a.website);
    await page.goto(`/uitjes/${item.slug}`);
    await waitForHydration(page);
    await expect.poll(async () => (await eventsNamed(page, 'activity_view_general')).length).toBe(1);
    const phoneStat = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/public/activities/${item.id}/statistics/phone`));
    const aside = page.locator('aside');
    await aside.getByTestId('phone-reveal').click();
    await phoneStat;
    await expect(aside.getByTestId('phone-number')).toHaveAttribute('href', /^tel:/);
    expect(await eventsNamed(page, 'activity_view_phone')).toHaveLength(1);

    const website = aside.getByTestId('website-button');
    await expect(website).toHaveAttribute('href', /^https?:\/\//);
    await page.context().route(/^https?:\/\/(?!.*localhost)/, (route) => route.fulfill({ status: 200, body: 'ok' }));
    const webStat = page.waitForRequest((r) => r.url().endsWith(`/statistics/web`));
    const [popup] = await Promise.all([page.waitForEvent('popup'), website.click()]);
    await webStat;
    await popup.close();
    const [popup2] = await Promise.all([page.waitForEvent('popup'), website.click()]);
    await popup2.close();
    expect(await eventsNamed(page, 'activity_view_website')).toHaveLength(1);
    expect(await eventsNamed(page, 'activity_view_general')).toHaveLength(1);
  });

  test('the overview hands its filters to the tag-manager event of the opened activity', async ({ page }) => {
    await page.goto('/uitjes');
    await waitForHydration(page);
    await page.getByTestId('filter-sidebar').getByRole('checkbox').first().check();
    await expect(page.getByTestId('filter-chip')).toHaveCount(1);
    const chip = (await page.getByTestId('filter-chip').innerText()).replace('×', '').trim();
    await page.getByTestId('activity-card').first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/uitjes\/[a-z0-9-]+$/);
    await expect.poll(async () => (await eventsNamed(page, 'activity_view_from_search')).length).toBe(1);
    const [event] = await eventsNamed(page, 'activity_view_from_search');
    expect(event!.filters).toMatchObject({ genericFilters: [{ name: chip }], searchQuery: null });
  });

  test('other activities: the first 4, a toggle for all', async ({ page }) => {
    const counts = new Map<number, number>();
    const first = await activities(page);
    for (let p = 1; p <= first.pageCount; p++) {
      for (const a of (await activities(page, p)).activities) if (a.organisation) counts.set(a.organisation.id, (counts.get(a.organisation.id) ?? 0) + 1);
    }
    const item = await findActivity(page, (a) => !!a.organisation && (counts.get(a.organisation.id) ?? 0) >= 6);
    await page.goto(`/uitjes/${item.slug}`);
    await waitForHydration(page);
    const others = page.getByTestId('other-activities');
    await expect(others.getByRole('listitem')).toHaveCount(4);
    await others.getByTestId('others-toggle').click();
    expect(await others.getByRole('listitem').count()).toBeGreaterThan(4);
    await expect(others.getByTestId('others-toggle')).toHaveText('Toon minder');
  });
});

/**
 * Opens the 'Actueel' tab once the tabs' lazily loaded code runs: the page hydrates before that boundary
 * does, and a click on the server-rendered tab in between can be lost (the tab stays unselected).
 */
async function openCurrentTab(page: Page) {
  const tab = page.getByRole('tab', { name: 'Actueel' });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
  }).toPass();
}

test.describe("kids: the 'current' tab", { tag: '@kids-brand' }, () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the 'current' tab lists the organisation's coming events with dd/MM/yyyy dates", async ({ page }) => {
    const events = await api<{ events: Array<{ organisation: { id: number } | null }> }>(page, `/api/public/events?page=1&limit=15`);
    const organisationId = events.body.events.find((e) => e.organisation)?.organisation?.id;
    expect(organisationId, 'a coming event with an organisation').toBeTruthy();
    const list = await api<{ activities: Item[] }>(page, `/api/public/organisations/${organisationId}/activities?page=1&limit=1`);
    const slug = list.body.activities[0]?.slug;
    expect(slug, 'an activity of that organisation').toBeTruthy();
    await page.goto(`/uitjes/${slug}`);
    await waitForHydration(page);
    await openCurrentTab(page);
    const panel = page.getByTestId('tab-current');
    await expect(panel.getByTestId('events').getByRole('listitem').first()).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  });

  test('an organisation whose events are all over shows the current-events empty message (currentEvents.noResults)', async ({ page }) => {
    // It may read up to 25 detail pages' HTML before it finds such an organisation.
    test.slow();
    const list = await api<{ activities: Item[] }>(page, `/api/public/activities?page=1&limit=100&filterQuery=${encodeURIComponent('{}')}`);
    const seen = new Set<number>();
    let visits = 0;
    for (const activity of list.body.activities) {
      const organisationId = activity.organisation?.id;
      if (!organisationId || seen.has(organisationId)) continue;
      seen.add(organisationId);
      const coming = await api<{ events: unknown[] }>(page, `/api/public/organisations/${organisationId}/events?page=1&limit=5`);
      if (coming.body.events.length > 0) continue;
      // No coming events: the tab shows only when the organisation has events at all (past ones here).
      // The server HTML says whether it is there: read without opening the page, only a page with it is opened.
      const hasCurrentTab = await page.evaluate(async (path) => {
        const html = await (await fetch(path)).text();
        const tabs = new DOMParser().parseFromString(html, 'text/html').querySelectorAll('[role="tab"]');
        return [...tabs].some((tab) => tab.textContent?.trim() === 'Actueel');
      }, `/uitjes/${activity.slug}`);
      visits += 1;
      if (!hasCurrentTab) {
        if (visits >= 25) break;
        continue;
      }
      await page.goto(`/uitjes/${activity.slug}`);
      await waitForHydration(page);
      await openCurrentTab(page);
      await expect(page.getByTestId('tab-current')).toContainText('Er zijn op dit moment geen actuele evenementen.');
      return;
    }
    throw new Error('no organisation with only past events among the first activities');
  });
});

test.describe('detail at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('no axe violations; the quote form opens as a modal and sends', async ({ page }) => {
    const item = await findActivity(page, (a) => a.media.length >= 2);
    await page.goto(`/uitjes/${item.slug}`);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await expect(page.getByTestId('quote-panel')).toBeHidden();
    await page.getByTestId('quote-open').click();
    const modal = page.getByTestId('quote-modal');
    await expect(modal).toBeVisible();
    await modal.getByLabel(/^Naam/).fill('Anna de Vries');
    await modal.getByLabel(/^E-mailadres/).fill('anna@example.com');
    await modal.getByLabel(/^Telefoonnummer/).fill('+31 20 1234567');
    await modal.getByTestId('quote-submit').click();
    await expect(modal.getByTestId('quote-success')).toBeVisible();
  });
});
