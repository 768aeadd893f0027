import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server.ts';
import { redirects } from '../../db/schema/activities.ts';
import { quoteRequests } from '../../db/schema/leads.ts';
import { queryRows } from '../../db/client.server.ts';
import { publicActivitySql } from '../../app/public-api/visibility.server.ts';
import { sql } from 'drizzle-orm';
import { BRAND_EXPECTATIONS, BRAND_HOSTS, type BrandName } from '../support/brand-expectations.ts';
import { createPageTestApp, type PageTestApp, type ReceivedPage } from '../support/page-test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';

// The visitor's journey through home, overview, detail and organisations as the server sends it (screens.md
// 2-5, 8; decisions.md 1-9): texts, links, status codes, redirects, canonical links and the no-JS form posts.
// What needs a browser (hydration, client-side filtering, dialogs, focus, layout, axe) stays in tests/e2e.
// This file sends quote requests, so it has its own database.

let database: DatabaseHandle;
let site: PageTestApp;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  site = await createPageTestApp(database);
});
afterAll(async () => {
  await site?.close();
  await database?.close();
});

const BRANDS = Object.keys(BRAND_HOSTS) as BrandName[];
/** The brands whose pages speak Dutch: the journey's Dutch texts are checked on each of them. */
const DUTCH_BRANDS: BrandName[] = ['nl', 'kids', 'be'];
/** One company brand and the kids brand, whose demo data differ: enough where the brand changes only the data. */
const NL_AND_KIDS: BrandName[] = ['nl', 'kids'];

const visitor = (brand: BrandName) => site.visitor(BRAND_HOSTS[brand]);
const byTestId = (page: ReceivedPage, id: string) => [...page.document.querySelectorAll(`[data-testid="${id}"]`)];
const hrefs = (elements: Element[]) => elements.map((element) => element.getAttribute('href')!);
async function json<T>(brand: BrandName, path: string): Promise<T> {
  const response = await site.request(BRAND_HOSTS[brand], path, { headers: { accept: 'application/json' } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

describe('brand hosts (decisions.md 1-5)', () => {
  it.each(BRANDS)('%s: the home page names the brand in its title, language and platform', async (brand) => {
    const expected = BRAND_EXPECTATIONS[brand];
    const home = await visitor(brand).get('/');
    expect(home.status).toBe(200);
    expect(home.document.documentElement.getAttribute('lang')).toBe(expected.lang);
    expect(home.document.documentElement.getAttribute('data-platform')).toBe(String(expected.platformId));
    expect(home.document.title).toMatch(new RegExp(`${expected.name}$`));
  });

  it.each(BRANDS)('%s: an unknown path is the not-found screen in the brand language, with HTTP 404', async (brand) => {
    const page = await visitor(brand).get('/dit-bestaat-niet');
    expect(page.status).toBe(404);
    expect(page.screen.getByRole('heading', { level: 1 }).textContent).toBe(brand === 'de' ? 'Hoppla! Seite nicht gefunden.' : 'Oeps! Pagina niet gevonden.');
  });

  it.each(BRANDS)('%s: /agenda exists only on the kids platform', async (brand) => {
    expect((await visitor(brand).get('/agenda')).status).toBe(brand === 'kids' ? 200 : 404);
  });

  // Brand hosts stay anonymous: no brand page sets a cookie, so the page cache and s-maxage stay valid;
  // the portal's session lives on the portal host only.
  it.each(BRANDS)('%s: no page of a crawl of the brand host sets a cookie; the portal is not there', async (brand) => {
    const host = BRAND_HOSTS[brand];
    const origin = `http://${host}`;
    const queue = ['/', '/uitjes', '/blogs', '/overzicht', '/adverteren', '/helpdesk', '/nieuwsbrief', '/over-ons', '/portaal/inloggen', '/api/portal/me'];
    const seen = new Set<string>();
    while (queue.length > 0 && seen.size < 40) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      seen.add(path);
      const response = await site.request(host, path);
      expect(response.headers.getSetCookie(), `Set-Cookie on ${path}`).toEqual([]);
      if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) continue;
      for (const match of (await response.text()).matchAll(/href="([^"#?]+)"/g)) {
        const href = new URL(match[1]!, origin);
        if (href.origin === origin && !/\.[a-z0-9]+$/i.test(href.pathname)) queue.push(href.pathname);
      }
    }
    expect(seen.size).toBeGreaterThan(15);
    expect((await site.request(host, '/portaal/inloggen')).status).toBe(404);
    expect((await site.request(host, '/api/portal/me')).status).toBe(404);
  });
});

describe('home (screens.md 2)', () => {
  it.each(NL_AND_KIDS)('%s: new activities on company brands only, at most 3 blogs, the footer links', async (brand) => {
    const home = await visitor(brand).get('/');
    const newActivities = byTestId(home, 'new-activities');
    if (brand === 'kids') {
      expect(newActivities).toHaveLength(0);
    } else {
      const links = [...newActivities[0]!.querySelectorAll('a')].filter((a) => /Bekijk dit uitje/.test(a.textContent ?? ''));
      expect(links.length).toBeGreaterThan(0);
      expect(links[0]!.getAttribute('href')).toMatch(/^\/uitjes\/[a-z0-9-]+$/);
      // Each new activity shows its description (screens.md 2), as text, never markup.
      const descriptions = [...newActivities[0]!.querySelectorAll('[data-testid="new-activity-description"]')];
      expect(descriptions).toHaveLength(links.length);
      for (const description of descriptions) {
        expect(description.textContent!.length).toBeGreaterThan(20);
        expect(description.textContent).not.toMatch(/<[a-z]/i);
      }
    }
    const blogs = byTestId(home, 'home-blogs')[0]!;
    expect(blogs.querySelectorAll('[data-testid="blog-card"]').length).toBeLessThanOrEqual(3);
    expect([...blogs.querySelectorAll('a')].find((a) => a.textContent?.trim() === 'Alle blogs')?.getAttribute('href')).toBe('/blogs');
    const footer = home.document.querySelector('footer')!;
    const footerLink = (name: string) => [...footer.querySelectorAll('a')].find((a) => a.textContent?.trim() === name)?.getAttribute('href');
    expect(footerLink('Alle aanbieders')).toBe('/overzicht');
    expect(footerLink('Blogs')).toBe('/blogs');
    expect(footer.querySelectorAll('a[href^="mailto:"]')).toHaveLength(1);
  });
});

describe('organisations (screens.md 2, 5)', () => {
  it.each(DUTCH_BRANDS)('%s: the overview is ordered by name; an organisation page shows its activities', async (brand) => {
    const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });
    const overview = await visitor(brand).get('/overzicht');
    expect(overview.status).toBe(200);
    const organisations = byTestId(overview, 'organisation');
    const names = organisations.map((organisation) => organisation.querySelector('h1, h2, h3')!.textContent!.trim());
    expect(names.length).toBeGreaterThan(3);
    expect([...names].sort(collator.compare)).toEqual(names);
    const titles = [...organisations[0]!.querySelectorAll('ul a')].map((a) => a.textContent!.trim());
    expect([...titles].sort(collator.compare)).toEqual(titles);

    const href = organisations[0]!.querySelector('h1 a, h2 a, h3 a')!.getAttribute('href')!;
    expect(href).toMatch(/^\/overzicht\/[a-z0-9-]+-\d+$/);
    const page = await visitor(brand).get(href);
    expect(page.status).toBe(200);
    expect(page.screen.getByRole('heading', { level: 1 }).textContent).toBe(names[0]);
    expect(byTestId(page, 'activity-card')).toHaveLength(titles.length);
    if (brand === 'kids') expect(page.screen.getByRole('heading', { name: 'Actuele evenementen' })).toBeTruthy();
  });

  it.each(NL_AND_KIDS)('%s: an unknown organisation is the not-found screen with HTTP 404', async (brand) => {
    const page = await visitor(brand).get('/overzicht/bestaat-niet-99999');
    expect(page.status).toBe(404);
    expect(byTestId(page, 'not-found')).toHaveLength(1);
  });

  it.each(NL_AND_KIDS)('%s: an organisation under another name answers 301 to its own slug', async (brand) => {
    const list = await json<{ activities: Array<{ organisation: { id: number } }> }>(brand, '/api/public/activities?page=1&limit=1&filterQuery=%7B%7D');
    const organisation = list.activities[0]!.organisation;
    const wrong = await visitor(brand).get(`/overzicht/iets-anders-${organisation.id}`, { redirect: 'manual' });
    expect(wrong.status).toBe(301);
    const target = wrong.response.headers.get('location')!;
    expect(target).toMatch(new RegExp(`^/overzicht/[a-z0-9-]+-${organisation.id}$`));
    expect(target).not.toContain('iets-anders');
    expect((await visitor(brand).get(target)).status).toBe(200);
  });

  /** The organisation page's events section on every brand (its empty text: screens.md 8). */
  const ORGANISATION_EVENTS: Record<BrandName, { title: string; empty: string }> = {
    nl: { title: 'Actuele evenementen', empty: 'Geen actuele evenementen gevonden van deze organisatie.' },
    be: { title: 'Actuele evenementen', empty: 'Geen actuele evenementen gevonden van deze organisatie.' },
    kids: { title: 'Actuele evenementen', empty: 'Geen actuele evenementen gevonden van deze organisatie.' },
    de: { title: 'Aktuelle Veranstaltungen', empty: 'Keine aktuellen Veranstaltungen dieses Anbieters gefunden.' },
  };

  it.each(BRANDS)("%s: an organisation's page shows its coming events, or says there are none", async (brand) => {
    const expected = ORGANISATION_EVENTS[brand];
    const overview = await visitor(brand).get('/overzicht');
    const links = hrefs(byTestId(overview, 'organisation').map((organisation) => organisation.querySelector('h1 a, h2 a, h3 a')!));
    let sawEvents = false;
    let sawEmpty = false;
    for (const href of links.slice(0, 40)) {
      const page = await visitor(brand).get(href);
      expect(page.screen.getByRole('heading', { level: 2, name: expected.title })).toBeTruthy();
      const empty = byTestId(page, 'events-empty');
      if (empty.length > 0) {
        expect(empty[0]!.textContent).toBe(expected.empty);
        sawEmpty = true;
      } else {
        sawEvents = true;
      }
      if (sawEvents && sawEmpty) break;
    }
    expect({ sawEvents, sawEmpty }).toEqual({ sawEvents: true, sawEmpty: true });
  });
});

describe('activity detail (screens.md 2, 8)', () => {
  it.each(NL_AND_KIDS)('%s: an old slug redirects permanently to the new one; an unknown slug is the not-found screen', async (brand) => {
    // Demo data keeps some imported activities' old "<oldId>-<title>" address as a redirect (db/seed).
    const rows = await database.db.select({ oldSlug: redirects.oldSlug, newSlug: redirects.newSlug }).from(redirects);
    let followed = 0;
    for (const row of rows) {
      const old = await visitor(brand).get(`/uitjes/${row.oldSlug}`, { redirect: 'manual' });
      // An activity of another platform is not on this host.
      if (old.status === 404) continue;
      expect(old.status).toBe(301);
      expect(old.response.headers.get('location')).toMatch(new RegExp(`/uitjes/${row.newSlug}$`));
      expect((await visitor(brand).get(`/uitjes/${row.oldSlug}`)).status).toBe(200);
      followed += 1;
      break;
    }
    expect(followed, `an old slug of an activity on ${brand} in the demo data`).toBe(1);

    const missing = await visitor(brand).get('/uitjes/dit-uitje-bestaat-niet-meer');
    expect(missing.status).toBe(404);
    expect(byTestId(missing, 'not-found')).toHaveLength(1);
  });

  it('de: an activity page says in German how fast its provider usually answers, from 5 leads in the window (docs/decisions/115)', async () => {
    // A public activity of an organisation on the German brand.
    const [{ id, slug }] = (await queryRows<{ id: number; slug: string }>(
      database.db,
      sql`SELECT a.id, a.slug FROM activities a WHERE ${publicActivitySql(2, 'a')} AND a.organisation_id IS NOT NULL ORDER BY a.id LIMIT 1`,
    )) as [{ id: number; slug: string }];
    // Five requests of the last days, each answered half an hour later: the newest 24 hours do not count.
    const now = Date.now();
    const leads = [2, 3, 4, 5, 6].map((days) => {
      const createdAt = new Date(now - days * 86_400_000);
      return {
        activityId: id,
        name: 'Jana Weber',
        email: 'jana@example.de',
        phone: '0151 1234567',
        createdAt,
        answeredAt: new Date(createdAt.getTime() + 1_800_000),
        leadStatus: 'ANSWERED' as const,
      };
    });
    await database.db.insert(quoteRequests).values(leads);
    const page = await visitor('de').get(`/uitjes/${slug}`);
    expect(byTestId(page, 'response-badge')[0]?.textContent).toMatch(
      /^Antwortet meist innerhalb (einer Stunde|von \d+ Stunden|eines Werktags|von \d+ Werktagen)$/,
    );
  });

  it.each(NL_AND_KIDS)('%s: without JavaScript the quote form posts to the server, which answers with messages or the thank-you', async (brand) => {
    const list = await json<{ activities: Array<{ slug: string }> }>(brand, '/api/public/activities?page=1&limit=1&filterQuery=%7B%7D');
    const guest = visitor(brand);
    const detail = await guest.get(`/uitjes/${list.activities[0]!.slug}`);
    const quoteForm = { form: (form: HTMLFormElement) => form.closest('[data-testid="quote-panel"]') !== null };
    const refused = await guest.submit(detail, {}, quoteForm);
    expect(refused.status).toBe(400);
    const panel = byTestId(refused, 'quote-panel')[0]!;
    expect(panel.querySelector('[data-testid="error-name"]')?.textContent).toBe('Vul uw naam in');
    const sent = await guest.submit(refused, { name: 'Piet Pieters', email: 'piet@example.com', phone: '0612345678' }, quoteForm);
    expect(sent.status).toBe(200);
    expect(byTestId(sent, 'quote-success')).toHaveLength(1);
  });
});

describe('overview (screens.md 2, 4, 5; decisions.md 9)', () => {
  it.each(NL_AND_KIDS)('%s: the banner follows card index 2, the check-list is above the cards and follows index 7', async (brand) => {
    const overview = await visitor(brand).get('/uitjes');
    const list = overview.screen.getByRole('list', { name: 'Uitjes' });
    const items = [...list.children].filter((child) => child.tagName === 'LI');
    expect(items[3]!.querySelector('[data-testid="banner"]')).not.toBeNull();
    expect(items[9]!.querySelector('[data-testid="benefit-checklist"]')).not.toBeNull();
    expect(byTestId(overview, 'benefit-checklist')).toHaveLength(2);
    expect(overview.screen.getByRole('link', { name: 'Naar de helpdesk' }).getAttribute('href')).toBe('/helpdesk');
  });

  it.each(NL_AND_KIDS)("%s: a card links its title and organisation; only the first card's image loads eagerly", async (brand) => {
    const overview = await visitor(brand).get('/uitjes');
    const cards = byTestId(overview, 'activity-card');
    expect(cards).toHaveLength(15);
    const links = [...cards[0]!.querySelectorAll('a')];
    expect(cards[0]!.querySelector('h1 a, h2 a, h3 a')!.getAttribute('href')).toMatch(/^\/uitjes\/[a-z0-9-]+$/);
    expect(links[1]!.getAttribute('href')).toMatch(/^\/overzicht\/[a-z0-9-]+-\d+$/);
    // Images have their size set; the first card's first image is the LCP on phones (eager, high priority).
    const image = cards[0]!.querySelector('img')!;
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('width')).toBe('400');
    expect(cards[1]!.querySelector('img')!.getAttribute('loading')).toBe('lazy');
  });

  it.each(NL_AND_KIDS)('%s: without JavaScript the filter form and the pagination are plain GET requests', async (brand) => {
    const guest = visitor(brand);
    const overview = await guest.get('/uitjes');
    const sidebar = byTestId(overview, 'filter-sidebar')[0]!;
    // A filter with more than one page (15 cards) of results, for the pagination after it.
    const countOf = (box: HTMLInputElement) =>
      Number(/\d+/.exec(box.closest('label')?.querySelector('[data-testid="filter-count"]')?.textContent ?? '')?.[0] ?? 0);
    const checkbox = [...sidebar.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find((box) => countOf(box) > 15)!;
    const filtered = await guest.submit(overview, { [checkbox.name]: checkbox.value }, { form: (form) => sidebar.contains(form) || form.contains(sidebar) });
    expect(filtered.url).toMatch(/[?&]filter=\d+/);
    expect(byTestId(filtered, 'filter-chip')).toHaveLength(1);
    const pagination = byTestId(filtered, 'pagination')[0]!;
    const second = [...pagination.querySelectorAll('a')].find((a) => a.getAttribute('aria-label') === 'Pagina 2' || a.textContent?.trim() === '2')!;
    const pageTwo = await guest.get(second.getAttribute('href')!);
    expect(pageTwo.status).toBe(200);
    expect(pageTwo.url).toMatch(/[?&]page=2/);
  });

  it('a search where no activity matches every word shows the closest activities, saying so, with the closest categories as links', async () => {
    for (const [brand, typed, closest, title] of [
      ['nl', 'suschi xyzq', 'sushi', 'Geen exacte resultaten voor “suschi xyzq”, dit komt in de buurt'],
      ['de', 'Kochkurs xyzq', 'Kochkurs', 'Keine genauen Treffer für „Kochkurs xyzq“, das kommt dem am nächsten'],
      ['kids', 'zwemmen xyzq', 'zwemmen', 'Geen exacte resultaten voor “zwemmen xyzq”, dit komt in de buurt'],
    ] as const) {
      const page = await visitor(brand).get(`/uitjes?q=${encodeURIComponent(typed)}`);
      expect(page.status, brand).toBe(200);
      const note = byTestId(page, 'closest-note')[0]!;
      expect(note.querySelector('h3')?.textContent?.trim(), brand).toBe(title);
      expect(note.textContent, brand).toContain(closest);
      // The search field keeps what was typed; the list is the closest query's.
      expect(page.document.querySelector<HTMLInputElement>('input[name="q"]')?.value, brand).toBe(typed);
      expect(page.document.querySelectorAll('[data-testid="overview-results"] li a[href^="/uitjes/"]').length, brand).toBeGreaterThan(0);
      expect(byTestId(page, 'no-results'), brand).toHaveLength(0);
      const categories = [...byTestId(page, 'closest-categories')[0]!.querySelectorAll('a')];
      expect(categories.length, brand).toBeGreaterThan(0);
      for (const link of categories) expect(link.getAttribute('href'), brand).toMatch(/^\/uitjes\?filter=\d+&seed=\d+$/);
    }
  });

  it('without JavaScript a search whose closest query needs other filters offers its correction as a link that leads to results', async () => {
    const guest = visitor('nl');
    const none = await guest.get(`/uitjes?q=${encodeURIComponent('suschi xyzq')}&persons=100000`);
    expect(byTestId(none, 'closest-note')).toHaveLength(0);
    const link = [...byTestId(none, 'no-results-corrected')[0]!.querySelectorAll('a')].find((a) => a.textContent?.trim() === 'sushi')!;
    expect(link.getAttribute('href')).toMatch(/^\/uitjes\?q=sushi&seed=\d+$/);
    const found = await guest.get(link.getAttribute('href')!);
    expect(found.document.querySelector('[data-testid="overview-results"] a[href^="/uitjes/"]')).not.toBeNull();
  });
});

/** The generic SEO landing page of each brand and its public origin (db/seed/content-seo.ts). */
const LANDING: Record<BrandName, { slug: string; origin: string }> = {
  nl: { slug: 'bedrijfsuitje', origin: 'https://www.uitjesbaas.nl' },
  be: { slug: 'bedrijfsuitje', origin: 'https://www.uitjesbaas.be' },
  de: { slug: 'firmenausflug', origin: 'https://www.ausflugsbaas.de' },
  kids: { slug: 'kinderfeestje', origin: 'https://www.kidsuitjes.nl' },
};

// The overview's URL is the whole filter state (decisions.md 9); what is not valid on this platform is
// ignored like any bad parameter, and the page's canonical link names only the valid state.
describe('overview URL state (decisions.md 9)', () => {
  const canonicalOf = (page: ReceivedPage) => page.document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
  const filterIds = async (brand: BrandName) =>
    (await json<{ filters: Array<{ id: number }> }>(brand, '/api/public/filters?page=1&limit=100&filterQuery=%7B%7D')).filters.map((filter) => filter.id);

  it.each(BRANDS)("%s: another brand's filter id is dropped: no chip, not in the canonical link", async (brand) => {
    const own = await filterIds(brand);
    const others = await filterIds(brand === 'de' ? 'nl' : 'de');
    const foreign = others.find((id) => !own.includes(id)) ?? 999_999;
    const page = await visitor(brand).get(`/uitjes?filter=${foreign}`);
    expect(page.status).toBe(200);
    expect(byTestId(page, 'filter-chip')).toHaveLength(0);
    expect(canonicalOf(page)).toBe(`${LANDING[brand].origin}/uitjes`);
    expect(byTestId(page, 'no-results')).toHaveLength(0);
  });

  it.each(BRANDS)('%s: an unknown location is ignored like an unknown filter', async (brand) => {
    const page = await visitor(brand).get('/uitjes?location=CITY-99999');
    expect(page.status).toBe(200);
    expect(byTestId(page, 'filter-chip')).toHaveLength(0);
    expect(byTestId(page, 'no-results')).toHaveLength(0);
    expect(canonicalOf(page)).toBe(`${LANDING[brand].origin}/uitjes`);
  });

  it.each(BRANDS)('%s: a page past the last answers 404 and never suggests removing filters', async (brand) => {
    const page = await visitor(brand).get('/uitjes?page=999');
    expect(page.status).toBe(404);
    expect(page.html).not.toMatch(/minder filters|weniger Filtern/);
    expect((await visitor(brand).get('/uitjes?page=2')).status).toBe(200);
  });

  it.each(BRANDS)('%s: the canonical link is built from the valid state; a landing page state points to the landing page', async (brand) => {
    const { origin, slug } = LANDING[brand];
    const guest = visitor(brand);
    expect(canonicalOf(await guest.get('/uitjes?persons=abc&age=99&area=MARS'))).toBe(`${origin}/uitjes`);
    expect(canonicalOf(await guest.get('/uitjes?persons=12&utm_source=x'))).toBe(`${origin}/uitjes?persons=12`);
    const landing = await json<{ filters: Array<{ id: number }> }>(brand, `/api/public/seo?slug=${slug}`);
    const filters = landing.filters.map((filter) => `filter=${filter.id}`).join('&');
    expect(canonicalOf(await guest.get(`/uitjes?${filters}`))).toBe(`${origin}/${slug}`);
    // With anything more than the landing page's filters it stays the overview.
    expect(canonicalOf(await guest.get(`/uitjes?${filters}&persons=12`))).toBe(`${origin}/uitjes?${filters}&persons=12`);
  });
});
