import { within } from '@testing-library/dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server.ts';
import { createPageTestApp, type PageTestApp, type ReceivedPage } from '../support/page-test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';

/**
 * The content screens (about us, advertising, blogs, helpdesk, newsletter, the kids agenda) as the
 * server sends them, on every brand: texts, links, head tags and the no-JS form posts. What needs a
 * browser (hydration, the accordion and the client-side form states, layout per width, axe) stays in
 * tests/e2e/content-*.spec.ts. This file posts forms, so it has its own seeded database.
 */
type Brand = 'nl' | 'de' | 'kids' | 'be';
const BRANDS: Brand[] = ['nl', 'de', 'kids', 'be'];
const NAME: Record<Brand, string> = { nl: 'Uitjesbaas', de: 'Ausflugsbaas', kids: 'Kidsuitjes', be: 'Uitjesbaas België' };
const PLATFORM_ID: Record<Brand, number> = { nl: 1, de: 2, kids: 3, be: 4 };

let database: DatabaseHandle;
let site: PageTestApp;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  // Every post here comes from one address: the per-IP write limit (20 a minute) is for visitors.
  site = await createPageTestApp(database, { RATE_LIMIT_WRITES: '10000' });
});
afterAll(async () => {
  await site?.close();
  await database?.close();
});

const visit = (brand: Brand) => site.visitor(`${brand}.localhost`);
const byTestId = (page: ReceivedPage | Element, id: string) =>
  ('document' in page ? page.document : page).querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
const allByTestId = (page: ReceivedPage | Element, id: string) =>
  [...('document' in page ? page.document : page).querySelectorAll(`[data-testid="${id}"]`)] as HTMLElement[];
const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const meta = (page: ReceivedPage, selector: string) => page.document.querySelector(selector)?.getAttribute('content') ?? null;
const h1 = (page: ReceivedPage) => text(page.screen.getByRole('heading', { level: 1 }));

/** All JSON-LD things of a page (graphs flattened). */
function ldTypes(page: ReceivedPage): string[] {
  return [...page.document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const data = JSON.parse(script.textContent ?? '');
    const things = Array.isArray(data) ? data : (data['@graph'] ?? [data]);
    return things.map((thing: { '@type': string }) => thing['@type']);
  });
}

describe('about us /over-ons', () => {
  const MAIL: Record<Brand, string> = { nl: 'info@uitjesbaas.nl', de: 'info@ausflugsbaas.de', kids: 'info@kidsuitjes.nl', be: 'info@uitjesbaas.be' };

  it.each(BRANDS)('%s: description, the other platforms, privacy, terms and contact', async (brand) => {
    const page = await visit(brand).get('/over-ons');
    expect(page.status).toBe(200);
    expect(h1(page)).not.toBe('');
    expect(text(byTestId(page, 'about-description')!.querySelector('h1,h2,h3'))).toContain(NAME[brand]);
    // The other three brands, from the platform rows; never the current one.
    const others = [...byTestId(page, 'other-platforms')!.querySelectorAll('li')];
    expect(others).toHaveLength(3);
    expect(others.map((li) => text(li.querySelector('p.text-lg')))).not.toContain(NAME[brand]);
    expect(byTestId(page, 'about-privacy')!.querySelector('h2')).not.toBeNull();
    const terms = [...byTestId(page, 'terms-links')!.querySelectorAll('a')];
    expect(terms.map((a) => a.getAttribute('hreflang'))).toEqual(['nl', 'de', 'fr']);
    expect(byTestId(page, 'about-mail')!.getAttribute('href')).toBe(`mailto:${MAIL[brand]}`);
    if (brand === 'de') expect(byTestId(page, 'about-phone')!.getAttribute('href')).toMatch(/^tel:\+49/);
    else expect(byTestId(page, 'about-phone')).toBeNull();
  });
});

describe('advertise /adverteren', () => {
  it.each(BRANDS)('%s: texts, claims, the portal links in the brand language, the question form', async (brand) => {
    const page = await visit(brand).get('/adverteren');
    expect(page.status).toBe(200);
    expect(h1(page)).not.toBe('');
    const claims = text(byTestId(page, 'advertise-claims'));
    expect(claims).toContain('8.000');
    expect(claims).toMatch(/35 excl\. btw|35 € zzgl\. MwSt\./);
    expect(claims).toMatch(/1 maand|1 Monat/);
    expect(claims).toMatch(/3 maanden|3 Monate/);
    // The portal's sign-in and sign-up in the brand's language, naming the platform.
    const query = `\\?taal=${brand === 'de' ? 'de' : 'nl'}&platform=${PLATFORM_ID[brand]}$`;
    expect(byTestId(page, 'advertiser-login')!.getAttribute('href')).toMatch(new RegExp(`^https?://[^/]+/portaal/inloggen${query}`));
    expect(byTestId(page, 'provider-sign-up')!.getAttribute('href')).toMatch(new RegExp(`^https?://admin\\.localhost(:\\d+)?/portaal/aanmelden${query}`));
    expect(byTestId(page, 'question-form')).not.toBeNull();
    if (brand === 'kids') {
      expect(byTestId(page, 'agenda-promo')!.querySelector('a')!.getAttribute('href')).toBe('/agenda');
      // Collapsed until the button is pressed.
      expect(byTestId(page, 'event-form')).toBeNull();
      expect(page.screen.getByRole('button', { name: 'Plaats uw evenement!' })).toBeTruthy();
    } else {
      expect(byTestId(page, 'agenda-promo')).toBeNull();
      expect(page.screen.queryByRole('button', { name: /Plaats uw evenement|Veranstaltung eintragen/ })).toBeNull();
    }
  });

  it.each(BRANDS)('%s: the question form posted without scripts answers the messages, then the sent label', async (brand) => {
    const visitor = visit(brand);
    const de = brand === 'de';
    const form = (candidate: HTMLFormElement) => candidate.dataset.testid === 'question-form';
    const empty = await visitor.submit(await visitor.get('/adverteren'), {}, { form });
    expect(text(byTestId(empty, 'question-form'))).toContain(de ? 'Bitte geben Sie Ihren Namen ein' : 'Vul uw naam in');
    const sent = await visitor.submit(
      empty,
      {
        [fieldName(empty, de ? 'Name' : 'Naam')]: 'Sam de Vries',
        [fieldName(empty, de ? 'E-Mail-Adresse' : 'E-mailadres')]: 'sam@example.org',
        [fieldName(empty, de ? 'Telefonnummer' : 'Telefoonnummer')]: '020 123 4567',
      },
      { form },
    );
    expect(sent.status).toBe(200);
    expect(byTestId(byTestId(sent, 'question-form')!, 'form-sent')).not.toBeNull();
    expect(byTestId(sent, 'question-submit')!.hasAttribute('disabled')).toBe(true);
  });

  it('kids: ?evenement=open (the button without scripts) serves the event form of plain controls', async () => {
    const visitor = visit('kids');
    const closed = await visitor.get('/adverteren');
    // The button is a GET form to the same page: without scripts it asks for ?evenement=open.
    const page = await visitor.submit(closed, {}, { form: (form) => byTestId(form, 'event-form-open') !== null, button: { name: 'evenement', value: 'open' } });
    expect(page.url).toMatch(/evenement=open/);
    const form = byTestId(page, 'event-form')!;
    expect(form.getAttribute('enctype')).toBe('multipart/form-data');
    expect(page.screen.queryByRole('button', { name: 'Plaats uw evenement!' })).toBeNull();
    expect(page.screen.getByLabelText('Startdatum').getAttribute('type')).toBe('date');
    expect(page.screen.getByLabelText('Einddatum (optioneel)').getAttribute('type')).toBe('date');
    const image = page.screen.getByLabelText('Afbeelding');
    expect([image.getAttribute('type'), image.getAttribute('name')]).toEqual(['file', 'image']);
    expect(text(form)).toContain('Een .jpg-, .jpeg- of .png-bestand van maximaal 2 MB en minimaal 154 x 50 pixels. Eén bestand.');
  });
});

/** The name attribute of the control labelled `label` (exact), to post it as a browser would. */
function fieldName(page: ReceivedPage, label: string | RegExp): string {
  const control = page.screen.getByLabelText(label, typeof label === 'string' ? { exact: true } : {});
  return control.getAttribute('name')!;
}

describe('blogs /blogs, /blog/{id} and the tag pages', () => {
  const PROVINCES = [
    'Noord-Holland',
    'Utrecht',
    'Groningen',
    'Friesland',
    'Overijssel',
    'Zeeland',
    'Zuid-Holland',
    'Gelderland',
    'Limburg',
    'Noord-Brabant',
    'Flevoland',
    'Drenthe',
  ];

  it.each(BRANDS)('%s: the overview has its head, cards with cut texts and their button', async (brand) => {
    const page = await visit(brand).get('/blogs');
    expect(page.status).toBe(200);
    expect(h1(page)).not.toBe('');
    const description = meta(page, 'meta[name="description"]')!;
    expect(description.length).toBeGreaterThan(100);
    expect(description.length).toBeLessThanOrEqual(170);
    const cards = allByTestId(page, 'blog-card');
    expect(cards.length).toBeGreaterThan(3);
    for (const card of cards) {
      expect(text(card.querySelector('h1,h2,h3,h4')).length).toBeLessThanOrEqual(63);
      expect(text(card.querySelector('p')).length).toBeLessThanOrEqual(123);
      const button = within(card).getByRole('link', { name: new RegExp(`^${brand === 'de' ? 'Weiterlesen' : 'Lees meer'}`) });
      expect(button.getAttribute('href')).toMatch(/^\/blog\/\d+$/);
      expect(card.querySelector('img')!.getAttribute('width')).toBe('400');
    }
    // 'Handige links' only on the Dutch company site, with every link.
    const boxes = byTestId(page, 'link-boxes');
    if (brand !== 'nl') expect(boxes).toBeNull();
    else {
      expect(text(boxes!.querySelector('h2'))).toBe('Handige links');
      expect([...boxes!.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
        ...['amsterdam', 'utrecht', 'rotterdam', 'maastricht', 'eindhoven'].map((city) => `/bedrijfsuitje/${city}`),
        '/bedrijfsuitje',
        '/personeelsuitje',
        '/groepsuitje',
        '/teambuilding',
        '/teamuitje',
        ...PROVINCES.map((province) => `/bedrijfsuitje/${province.toLowerCase()}`),
      ]);
    }
  });

  it('the Belgian site shows the Dutch company list', async () => {
    const titles = async (brand: Brand) => allByTestId(await visit(brand).get('/blogs'), 'blog-card').map((card) => text(card.querySelector('h1,h2,h3,h4')));
    expect(await titles('be')).toEqual(await titles('nl'));
  });

  it.each(BRANDS)('%s: a detail page has its head, breadcrumbs, back link, clean body, button, related activities, website and tags', async (brand) => {
    const visitor = visit(brand);
    const overview = await visitor.get('/blogs');
    const href = byTestId(overview, 'blog-card')!.querySelector('h1 a,h2 a,h3 a,h4 a')!.getAttribute('href')!;
    const page = await visitor.get(href);
    expect(page.status).toBe(200);
    const title = h1(page);
    expect(meta(page, 'meta[name="description"]')!.length).toBeLessThanOrEqual(170);
    expect(meta(page, 'meta[property="og:type"]')).toBe('article');
    // Both are sent; the width decides which one shows (tests/e2e/content-blogs.spec.ts).
    expect(byTestId(page, 'blog-back')!.getAttribute('href')).toBe('/blogs');
    const crumbs = page.screen.getByRole('navigation', { name: /Kruimelpad|Brotkrumen/ });
    const crumbLinks = within(crumbs).getAllByRole('link');
    expect(crumbLinks).toHaveLength(2);
    expect(crumbLinks[1]!.getAttribute('href')).toBe('/blogs');
    expect(text(crumbs.querySelector('[aria-current="page"]'))).toBe(title);
    const body = byTestId(page, 'blog-body')!;
    expect(text(body.querySelector('p'))).not.toBe('');
    expect(body.querySelectorAll('script, [onclick], [onerror]')).toHaveLength(0);
    expect(body.querySelector('a[href$=".html"]')!.getAttribute('href')).toMatch(/^\/blogs\/[a-z0-9-]+\.html$/);
    expect(page.document.querySelector('article img')).not.toBeNull();
    expect(page.screen.getByRole('link', { name: brand === 'de' ? 'Mehr lesen' : 'Lees meer' }).getAttribute('href')).toBe('/blogs');
    const related = byTestId(page, 'related-activities')!;
    expect(text(related.querySelector('h2'))).toBe(brand === 'de' ? 'Passende Ausflüge' : brand === 'be' ? 'Relevante uitstappen' : 'Relevante uitjes');
    expect(related.querySelector('a')!.getAttribute('href')).toMatch(/^\/uitjes\//);
    // 'Lees meer op de website' to the article's source, and its tags' pages (screens.md Blogs).
    const website = byTestId(page, 'blog-website')!;
    expect(text(website)).toMatch(new RegExp(brand === 'de' ? '^Mehr auf der Website lesen' : '^Lees meer op de website'));
    expect(website.getAttribute('href')).toMatch(/^https:\/\/[^/]+/);
    expect(website.getAttribute('target')).toBe('_blank');
    const tags = [...byTestId(page, 'blog-tags')!.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toMatch(/^\/blogs\/[a-z0-9-]+\.html$/);
  });

  it.each(BRANDS)('%s: a tag page lists the articles with that tag, has a head and is in the sitemap; an unknown tag is 404', async (brand) => {
    const visitor = visit(brand);
    const overview = await visitor.get('/blogs');
    const article = await visitor.get(byTestId(overview, 'blog-card')!.querySelector('h1 a,h2 a,h3 a,h4 a')!.getAttribute('href')!);
    const tag = byTestId(article, 'blog-tags')!.querySelector('a')!;
    const name = text(tag);
    const href = tag.getAttribute('href')!;
    const page = await visitor.get(href);
    expect(page.status).toBe(200);
    expect(h1(page)).toContain(name);
    expect(page.document.title).toContain(name);
    expect(page.document.querySelector('link[rel="canonical"]')!.getAttribute('href')).toMatch(new RegExp(`${href.replace('.', '\\.')}$`));
    // The article we came from is among the cards (at most 12 a page).
    const titles = allByTestId(page, 'blog-card').map((card) => text(card.querySelector('h1,h2,h3,h4')));
    expect(titles.length).toBeLessThanOrEqual(12);
    expect(titles.some((cardTitle) => h1(article).startsWith(cardTitle.replace(/\.\.\.$/, '').trim()))).toBe(true);
    expect((await visitor.get('/sitemaps/pages-1.xml')).html).toContain(`${href}</loc>`);
    expect((await visitor.get('/blogs/bestaat-niet.html')).status).toBe(404);
  });

  it.each(BRANDS)('%s: an unknown blog id redirects to /not-found (404)', async (brand) => {
    for (const id of ['999999', 'abc']) {
      const page = await visit(brand).get(`/blog/${id}`);
      expect(new URL(page.url).pathname).toBe('/not-found');
      expect(page.status).toBe(404);
      expect(h1(page)).toMatch(/Oeps! Pagina niet gevonden.|Hoppla! Seite nicht gefunden./);
    }
  });
});

describe('helpdesk /helpdesk', () => {
  const QUESTIONS: Record<Brand, string[]> = {
    nl: [
      'Wat kost een bedrijfsuitje?',
      'Hoe krijg ik meer informatie over een uitje?',
      'Kan ik de aanbieder bellen?',
      'Kunnen jullie helpen met het kiezen van een uitje?',
    ],
    de: [
      'Was kostet ein Firmenausflug?',
      'Wie erhalte ich weitere Informationen zu einem Ausflug?',
      'Kann ich den Anbieter anrufen?',
      'Können Sie bei der Auswahl eines Ausflugs helfen?',
    ],
    kids: ['Wat kost een uitje?', 'Kunnen jullie helpen met het vinden van een uitje?'],
    be: [
      'Wat kost een bedrijfsuitstap?',
      'Hoe krijg ik meer informatie over een uitstap?',
      'Kan ik de aanbieder bellen?',
      'Kunnen jullie helpen met het kiezen van een uitstap?',
    ],
  };
  const NL = {
    name: 'Naam',
    email: 'E-mailadres',
    phone: 'Telefoonnummer',
    company: /Bedrijfsnaam/,
    remark: /Opmerking/,
    sent: 'Verzonden',
    required: ['Vul uw naam in', 'Vul uw e-mailadres in', 'Vul uw telefoonnummer in'],
    success: /Bedankt voor je bericht/,
  };
  const DE: typeof NL = {
    name: 'Name',
    email: 'E-Mail-Adresse',
    phone: 'Telefonnummer',
    company: /Firma/,
    remark: /Anmerkung/,
    sent: 'Gesendet',
    required: ['Bitte geben Sie Ihren Namen ein', 'Bitte geben Sie Ihre E-Mail-Adresse ein', 'Bitte geben Sie Ihre Telefonnummer ein'],
    success: /Vielen Dank für Ihre Nachricht/,
  };

  it.each(BRANDS)('%s: the FAQ of the brand, closed, and the labelled question form', async (brand) => {
    const t = brand === 'de' ? DE : NL;
    const page = await visit(brand).get('/helpdesk');
    expect(page.status).toBe(200);
    expect(h1(page)).not.toBe('');
    const faq = within(byTestId(page, 'faq')!);
    const triggers = faq.getAllByRole('button');
    expect(triggers).toHaveLength(QUESTIONS[brand].length);
    for (const [index, question] of QUESTIONS[brand].entries()) expect(faq.getByRole('button', { name: question })).toBe(triggers[index]);
    expect(triggers[0]!.getAttribute('aria-expanded')).toBe('false');
    for (const label of [t.name, t.email, t.phone]) expect(page.screen.getByLabelText(label, { exact: true })).toBeTruthy();
    expect(page.screen.getByLabelText(t.company)).toBeTruthy();
    expect(page.screen.getByLabelText(t.remark)).toBeTruthy();
  });

  it.each(BRANDS)('%s: a plain POST answers the messages, then the sent state', async (brand) => {
    const t = brand === 'de' ? DE : NL;
    const visitor = visit(brand);
    const form = (candidate: HTMLFormElement) => candidate.dataset.testid === 'question-form';
    const empty = await visitor.submit(await visitor.get('/helpdesk'), {}, { form });
    for (const message of t.required) expect(text(byTestId(empty, 'question-form'))).toContain(message);
    const sent = await visitor.submit(
      empty,
      { [fieldName(empty, t.name)]: 'Sam de Vries', [fieldName(empty, t.email)]: 'sam@example.org', [fieldName(empty, t.phone)]: '020 123 4567' },
      { form },
    );
    expect(text(sent.document.body)).toMatch(t.success);
    const submit = byTestId(sent, 'question-submit')!;
    expect(text(submit)).toBe(t.sent);
    expect(submit.hasAttribute('disabled')).toBe(true);
  });
});

describe('newsletter /nieuwsbrief', () => {
  const TEXTS = {
    nl: {
      name: 'Naam',
      email: 'E-mailadres',
      required: ['Vul uw naam in', 'Vul uw e-mailadres in'],
      invalid: 'Geen valide e-mailadres',
      thanks: 'Bedankt voor je aanmelding!',
      done: 'Aangemeld',
    },
    de: {
      name: 'Name',
      email: 'E-Mail-Adresse',
      required: ['Bitte geben Sie Ihren Namen ein', 'Bitte geben Sie Ihre E-Mail-Adresse ein'],
      invalid: 'Keine gültige E-Mail-Adresse',
      thanks: 'Vielen Dank für Ihre Anmeldung!',
      done: 'Angemeldet',
    },
  };

  it.each(BRANDS)('%s: the brand description, the image, and a plain POST through every message to the thanks', async (brand) => {
    const t = brand === 'de' ? TEXTS.de : TEXTS.nl;
    const visitor = visit(brand);
    const page = await visitor.get('/nieuwsbrief');
    expect(page.status).toBe(200);
    expect(h1(page)).not.toBe('');
    expect(meta(page, 'meta[name="description"]')).toMatch(brand === 'kids' ? /kinderen|gezin/ : /nieuwsbrief|Newsletter/i);
    expect(allByTestId(page, 'newsletter-image')).toHaveLength(1);
    const form = (candidate: HTMLFormElement) => candidate.dataset.testid === 'newsletter-form';
    const empty = await visitor.submit(page, {}, { form });
    for (const message of t.required) expect(text(byTestId(empty, 'newsletter-form'))).toContain(message);
    const invalid = await visitor.submit(empty, { [fieldName(empty, t.name)]: 'Sam', [fieldName(empty, t.email)]: 'sam@' }, { form });
    expect(text(byTestId(invalid, 'newsletter-form'))).toContain(t.invalid);
    expect((invalid.screen.getByLabelText(t.name) as HTMLInputElement).value).toBe('Sam');
    const sent = await visitor.submit(invalid, { [fieldName(invalid, t.email)]: `nojs.${brand}@example.org` }, { form });
    expect(text(sent.document.body)).toContain(t.thanks);
    expect(sent.screen.getByRole('button', { name: t.done }).hasAttribute('disabled')).toBe(true);
  });
});

describe('agenda /agenda (kids only)', () => {
  const DATE = /^\d{2}\/\d{2}\/\d{4}( – \d{2}\/\d{2}\/\d{4})?$/;
  /** The list's items in order: 'event', 'ad' or 'banner'. */
  const slots = (page: ReceivedPage) =>
    [...byTestId(page, 'agenda-list')!.children].map((li) =>
      byTestId(li, 'event-card') ? 'event' : byTestId(li, 'agenda-ad-label') ? 'ad' : byTestId(li, 'agenda-banner') ? 'banner' : '?',
    );

  it('a list of 15 with ad labels after 1 and 7, a banner after 4, dates dd/MM/yyyy, page links and Events in JSON-LD', async () => {
    const page = await visit('kids').get('/agenda');
    expect(page.status).toBe(200);
    expect(h1(page)).toBe('Agenda');
    const cards = allByTestId(page, 'event-card');
    expect(cards).toHaveLength(15);
    expect(slots(page).slice(0, 11)).toEqual(['event', 'ad', 'event', 'event', 'event', 'banner', 'event', 'event', 'event', 'ad', 'event']);
    for (const date of allByTestId(page, 'event-date')) expect(text(date).replace(/^Datum:\s*/, '')).toMatch(DATE);
    expect(text(byTestId(page, 'agenda-count'))).toMatch(/\d+ agendapunten gevonden/);
    expect(byTestId(page, 'agenda-clear')).toBeNull();
    // The items as events for search engines, one per card.
    expect(ldTypes(page).filter((type) => type === 'Event')).toHaveLength(cards.length);
    // The page links are there without scripts; their count and clicks are checked in tests/e2e/content-agenda.spec.ts,
    // whose quick-start database has enough events for more than five pages.
    expect(within(byTestId(page, 'agenda-pagination')!).getByRole('link', { name: 'Pagina 2' }).getAttribute('href')).toMatch(/[?&]page=2\b/);
  });

  it('pages by ?page= as the overview does: past the last page is the not-found screen; an old ?pagina= address is moved', async () => {
    const first = await visit('kids').get('/agenda');
    const last = Number(
      text(
        within(byTestId(first, 'agenda-pagination')!)
          .getAllByRole('link')
          .filter((link) => /^\d+$/.test(text(link)))
          .at(-1)!,
      ),
    );
    expect((await visit('kids').get(`/agenda?page=${last}`)).status).toBe(200);
    const past = await visit('kids').get(`/agenda?page=${last + 1}`);
    expect(past.status).toBe(404);
    expect(byTestId(past, 'not-found')).not.toBeNull();
    // A search without results is an empty page 1, not a missing page.
    expect((await visit('kids').get('/agenda?q=qqqzzzxxyy')).status).toBe(200);
    const moved = await visit('kids').get('/agenda?q=kids&pagina=2', { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.response.headers.get('location')).toBe('/agenda?q=kids&page=2');
  });

  it('events with four or more images show a 4-image grid', async () => {
    let grid: HTMLElement | null = null;
    for (let pageNumber = 1; pageNumber <= 5 && !grid; pageNumber++) grid = byTestId(await visit('kids').get(`/agenda?page=${pageNumber}`), 'event-image-grid');
    expect(grid!.querySelectorAll('img')).toHaveLength(4);
  });

  it('the filter form is a GET form: title and dates land in the URL, no matches say so, Wissen clears', async () => {
    const visitor = visit('kids');
    const form = (candidate: HTMLFormElement) => candidate.querySelector('[name="q"]') !== null;
    const start = await visitor.get('/agenda');
    const none = await visitor.submit(start, { q: 'qqqzzzxxyy' }, { form });
    expect(none.url).toMatch(/q=qqqzzzxxyy/);
    expect(text(byTestId(none, 'agenda-empty'))).toBe('Geen agendapunten gevonden');
    expect(allByTestId(none, 'event-card')).toHaveLength(0);
    const cleared = await visitor.get(byTestId(none, 'agenda-clear')!.getAttribute('href')!);
    expect(allByTestId(cleared, 'event-card')).toHaveLength(15);
    const later = await visitor.submit(cleared, { [fieldName(cleared, 'Vanaf')]: '2030-01-01' }, { form });
    expect(later.url).toMatch(/van=2030-01-01/);
    expect(byTestId(later, 'agenda-empty')).not.toBeNull();
  });

  it("the kids header has the 'current agenda' button to /agenda", async () => {
    const page = await visit('kids').get('/uitjes');
    const button = within(page.screen.getByRole('banner')).getByRole('link', { name: 'Actuele agenda' });
    expect(button.getAttribute('href')).toBe('/agenda');
  });

  it.each(['nl', 'de', 'be'] as const)('%s: the agenda answers 404, and no header button leads there', async (brand) => {
    const page = await visit(brand).get('/agenda');
    expect(page.status).toBe(404);
    expect(byTestId(page, 'agenda-button')).toBeNull();
  });
});

describe('SEO landing pages, canonical links, structured data and robots.txt', () => {
  /** A seeded landing page per brand with a place in its path (db/seed/content-seo.ts). */
  const LANDING: Record<Brand, { path: string; heading: string; canonical: string; generic: string; hreflang: boolean }> = {
    nl: {
      path: '/bedrijfsuitje/amsterdam',
      heading: 'Bedrijfsuitje in Amsterdam',
      canonical: 'https://www.uitjesbaas.nl/bedrijfsuitje/amsterdam',
      generic: '/bedrijfsuitje',
      hreflang: true,
    },
    be: {
      path: '/bedrijfsuitje/gent',
      heading: 'Bedrijfsuitstap in Gent',
      canonical: 'https://www.uitjesbaas.be/bedrijfsuitje/gent',
      generic: '/bedrijfsuitje',
      hreflang: true,
    },
    de: {
      path: '/firmenausflug/munchen',
      heading: 'Firmenausflug in München',
      canonical: 'https://www.ausflugsbaas.de/firmenausflug/munchen',
      generic: '/firmenausflug',
      hreflang: false,
    },
    kids: {
      path: '/kinderfeestje/utrecht',
      heading: 'Kinderfeestje in Utrecht',
      canonical: 'https://www.kidsuitjes.nl/kinderfeestje/utrecht',
      generic: '/kinderfeestje',
      hreflang: false,
    },
  };
  const canonical = (page: ReceivedPage) => page.document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;

  it.each(BRANDS)('%s: a landing page shows the filtered overview with the page texts and a full head', async (brand) => {
    const expected = LANDING[brand];
    const page = await visit(brand).get(`${expected.path}?utm_source=nieuwsbrief`);
    expect(page.status).toBe(200);
    // One <h1>: the overview's own header carries the landing page's title.
    expect(page.screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(text(byTestId(page, 'seo-landing')!.querySelector('h1'))).toBe(expected.heading);
    expect(page.document.title).toMatch(new RegExp(`^${expected.heading}`));
    expect(meta(page, 'meta[name="description"]')).toMatch(new RegExp(expected.heading.split(' in ')[1]!));
    // The page's own clean URL: no tracking parameter.
    expect(canonical(page)).toBe(expected.canonical);
    expect(ldTypes(page)).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'BreadcrumbList']));
    // The overview below lists activities of that place (or says there are none).
    expect(byTestId(page, 'overview-results')?.querySelector('a[href^="/uitjes/"]') ?? byTestId(page, 'no-results')).not.toBeNull();
  });

  it.each(BRANDS)('%s: hreflang links the Dutch and Belgian versions of a page both sites have; others stand alone', async (brand) => {
    const page = await visit(brand).get(LANDING[brand].generic);
    const alternates = Object.fromEntries(
      [...page.document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    );
    expect(alternates).toEqual(
      LANDING[brand].hreflang
        ? {
            'nl-NL': 'https://www.uitjesbaas.nl/bedrijfsuitje',
            'nl-BE': 'https://www.uitjesbaas.be/bedrijfsuitje',
            'x-default': 'https://www.uitjesbaas.nl/bedrijfsuitje',
          }
        : {},
    );
  });

  it.each(BRANDS)('%s: a deeper path without its own SEO page is sent to the page of its first segment (301); an unknown path is a 404', async (brand) => {
    const expected = LANDING[brand];
    const redirect = await visit(brand).get(`${expected.generic}/atlantis`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(new URL(redirect.response.headers.get('location')!, 'http://x').pathname).toBe(expected.generic);
    expect((await visit(brand).get(`${expected.generic}/atlantis`)).status).toBe(200);
    const unknown = await visit(brand).get('/geen-landingspagina/ergens');
    expect(unknown.status).toBe(404);
    expect(byTestId(unknown, 'not-found')).not.toBeNull();
    expect(canonical(unknown)).toBeNull();
  });

  it('de: a place written with its umlaut, percent-encoded or spelled out keeps its place in the redirect', async () => {
    for (const path of ['/firmenausflug/k%C3%B6ln', '/firmenausflug/koeln', '/Firmenausflug/K%C3%B6ln']) {
      const redirect = await visit('de').get(path, { redirect: 'manual' });
      expect(redirect.status, path).toBe(301);
      expect(new URL(redirect.response.headers.get('location')!, 'http://x').pathname, path).toBe('/firmenausflug/koln');
    }
    expect(text(byTestId(await visit('de').get('/firmenausflug/k%C3%B6ln'), 'seo-landing')!.querySelector('h1'))).toContain('Köln');
  });

  it('nl: a province landing page lists at least as many activities as a city in it (docs/decisions/101)', async () => {
    const found = async (path: string) => Number(/\d[\d.]*/.exec(text(byTestId(await visit('nl').get(path), 'found-count')))![0].replace(/\./g, ''));
    const amsterdam = await found('/bedrijfsuitje/amsterdam');
    expect(amsterdam).toBeGreaterThan(0);
    expect(await found('/bedrijfsuitje/noord-holland')).toBeGreaterThanOrEqual(amsterdam);
    // A city finds what happens in or near it, not half the catalogue.
    expect(amsterdam).toBeLessThan((await found('/bedrijfsuitje')) / 4);
  });

  it.each(BRANDS)('%s: the overview lists its activities and canonicalises filters, not tracking parameters; a detail page is a place', async (brand) => {
    const visitor = visit(brand);
    const overview = await visitor.get('/uitjes');
    const filter = byTestId(overview, 'filter-sidebar')!.querySelector('input[type="checkbox"]')!.getAttribute('value');
    // With a group size besides: a filter alone may be an SEO landing page, whose canonical link is the landing page.
    const filtered = await visitor.get(`/uitjes?utm_source=mail&filter=${filter}&gclid=x&persons=12`);
    expect(ldTypes(filtered)).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'ItemList']));
    expect(canonical(filtered)).toMatch(new RegExp(`/uitjes\\?filter=${filter}&persons=12$`));
    const href = overview.document.querySelector('a[href^="/uitjes/"]')!.getAttribute('href')!;
    const detail = await visitor.get(href);
    expect(ldTypes(detail)).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'BreadcrumbList', 'TouristAttraction']));
    expect(canonical(detail)).toMatch(new RegExp(`${href}$`));
  });

  it.each(BRANDS)('%s: robots.txt points at the sitemap on the origin of the canonical links', async (brand) => {
    const home = canonical(await visit(brand).get('/'));
    expect(home).toMatch(/^https:\/\/www\./);
    const robots = await visit(brand).get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.html).toContain(`Sitemap: ${new URL('/sitemap.xml', home!).toString()}`);
  });
});

describe('hostile input is inert', () => {
  /** Payloads that would run script or break SQL if any layer interpolated them unescaped. */
  const XSS = ['<script>window.__xss=1</script>', '"><img src=x onerror="window.__xss=1">', "javascript:window.__xss=1//'", '<svg/onload=window.__xss=1>'];
  const SQLI = ["' OR 1=1 --", "'; DROP TABLE activities; --", '1) UNION SELECT password FROM users --', "%' AND pg_sleep(2) --", '\\x00\\'];

  it.each(['nl', 'kids'] as const)('%s: the API answers injection attempts with data or a 400, never a 500, and the data survives', async (brand) => {
    const visitor = visit(brand);
    const statuses: number[] = [];
    const total = async (filterQuery: unknown) => {
      const answer = await visitor.get(`/api/public/activities?page=1&limit=5&filterQuery=${encodeURIComponent(JSON.stringify(filterQuery))}`);
      statuses.push(answer.status);
      return answer.status === 200 ? (JSON.parse(answer.html) as { total: number }).total : null;
    };
    const first = await total({});
    for (const payload of [...SQLI, ...XSS]) {
      await total({ genericSearchQuery: payload });
      const query = encodeURIComponent(JSON.stringify({ genericSearchQuery: payload }));
      statuses.push((await visitor.get(`/api/public/locations?page=1&limit=10&filterQuery=${query}`)).status);
      statuses.push((await visitor.get(`/api/public/activities/${encodeURIComponent(payload)}`)).status);
      statuses.push((await visitor.get(`/api/public/seo?slug=${encodeURIComponent(payload)}`)).status);
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(first).toBeGreaterThan(0);
    expect(await total({})).toBe(first);
  });

  it.each(['nl', 'kids'] as const)('%s: a quote request full of markup is stored and answered, and the detail page stays clean', async (brand) => {
    const visitor = visit(brand);
    const href = (await visitor.get('/uitjes')).document.querySelector('a[href^="/uitjes/"]')!.getAttribute('href')!;
    const activity = JSON.parse((await visitor.get(`/api/public/activities/${href.split('/').pop()}`)).html) as { id: number };
    const answer = await visitor.send(`/api/public/activities/${activity.id}/quoteRequest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: XSS[0],
        email: 'xss-test@example.com',
        phone: '+31 20 123 4567',
        numberOfPersons: 5,
        description: [...XSS, ...SQLI].join(' '),
        companyName: XSS[1],
        city: XSS[2],
        subscribe: false,
      }),
    });
    expect(answer.status).toBeLessThan(300);
    // The detail page sends no markup of the payloads as markup.
    const detail = await visitor.get(href);
    expect(detail.status).toBe(200);
    expect(detail.document.querySelectorAll('img[src="x"], svg[onload]')).toHaveLength(0);
    expect(detail.html).not.toContain('<script>window.__xss');
  });
});
