import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_PASSWORD, DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../../app/config/password-hashing.ts';
import { CATALOGUES } from '../../app/i18n/catalogues.server.ts';
import { type DatabaseHandle, queryRows } from '../../db/client.server.ts';
import {
  activities,
  banners,
  blogs,
  eventSubmissions,
  events,
  filterGroups,
  filters,
  organisations,
  popups,
  quoteRequests,
  seoPages,
  userOrganisations,
  users,
} from '../../db/schema/index.ts';
import { createPageTestApp, type PageTestApp, parsePage, type ReceivedPage, type Visitor } from '../support/page-test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';

// The portal's screens as the server sends them (as a provider and as an operator, in Dutch and German),
// and the activity workflow's texts: the reach a new activity starts with, the notice after "save and
// send for review", and who sent a change in the operator's review.

const PORTAL = 'admin.localhost';
let database: DatabaseHandle;
let site: PageTestApp;
let provider: Visitor;
let operator: Visitor;
let history: { activity: number; seoPage: number; blog: number; banner: number };
let ids: {
  organisation: number;
  kidsOrganisation: number;
  activity: number;
  event: number | null;
  lead: number | null;
  filterGroup: number;
  filter: number;
  seoPage: number | null;
  blog: number | null;
  banner: number | null;
  popup: number | null;
  submission: number | null;
  user: number;
};

async function signedIn(email: string): Promise<Visitor> {
  const visitor = site.visitor(PORTAL);
  const answer = await visitor.send('/api/portal/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_ACCOUNT_PASSWORD }),
  });
  expect(answer.status).toBe(200);
  return visitor;
}

const first = async <T>(rows: Promise<T[]>): Promise<T> => {
  const [row] = await rows;
  if (!row) throw new Error('the demo data has no such row');
  return row;
};

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  site = await createPageTestApp(database);
  provider = await signedIn(DEMO_PROVIDER_EMAIL);
  operator = await signedIn(DEMO_ADMIN_EMAIL);
  const db = database.db;
  const me = await first(db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PROVIDER_EMAIL)));
  const own = await db
    .select({ id: organisations.id, platformId: organisations.platformId })
    .from(userOrganisations)
    .innerJoin(organisations, eq(organisations.id, userOrganisations.organisationId))
    .where(eq(userOrganisations.userId, me.id))
    .orderBy(organisations.id);
  const organisation = own.find((o) => o.platformId === 1)!;
  const kidsOrganisation = own.find((o) => o.platformId === 3)!;
  const activity = await first(
    db
      .select({ id: activities.id })
      .from(activities)
      .where(and(eq(activities.organisationId, organisation.id), eq(activities.isEditCopy, false)))
      .limit(1),
  );
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      inArray(
        events.organisationId,
        own.map((o) => o.id),
      ),
    )
    .limit(1);
  const [lead] = await db
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .innerJoin(activities, eq(activities.id, quoteRequests.activityId))
    .where(eq(activities.organisationId, organisation.id))
    .limit(1);
  const group = await first(db.select({ id: filterGroups.id }).from(filterGroups).where(eq(filterGroups.platformId, 1)).limit(1));
  const filter = await first(db.select({ id: filters.id }).from(filters).where(eq(filters.filterGroupId, group.id)).limit(1));
  const [submission] = await db.select({ id: eventSubmissions.id }).from(eventSubmissions).limit(1);
  ids = {
    organisation: organisation.id,
    kidsOrganisation: kidsOrganisation.id,
    activity: activity.id,
    event: event?.id ?? null,
    lead: lead?.id ?? null,
    filterGroup: group.id,
    filter: filter.id,
    seoPage: (await db.select({ id: seoPages.id }).from(seoPages).limit(1))[0]?.id ?? null,
    blog: (await db.select({ id: blogs.id }).from(blogs).limit(1))[0]?.id ?? null,
    banner: (await db.select({ id: banners.id }).from(banners).limit(1))[0]?.id ?? null,
    popup: (await db.select({ id: popups.id }).from(popups).limit(1))[0]?.id ?? null,
    submission: submission?.id ?? null,
    user: me.id,
  };
  // The demo records with a version history (db/seed/content-versions.ts, docs/decisions/119).
  const versioned = async (kind: string) =>
    (await queryRows<{ id: number }>(db, sql`SELECT min(entity_id) AS id FROM content_versions WHERE entity_kind = ${kind}`))[0]!.id;
  history = { activity: await versioned('activity'), seoPage: await versioned('seo-page'), blog: await versioned('blog'), banner: await versioned('banner') };
});
afterAll(async () => {
  await site?.close();
  await database?.close();
});

/**
 * Text keys shown instead of their text: a key has a catalogue's top-level name, a dot and more name
 * ("location.known", "portal.review.submittedBy"); the translator answers the key itself when it has no
 * text (app/i18n/translator.ts). Looked for in the page's text and in the attributes people hear or see.
 */
const TOP_LEVEL_KEYS = [...new Set(Object.values(CATALOGUES).flatMap((catalogue) => Object.keys(catalogue)))];
const RAW_KEY = new RegExp(`(?<![\\w@/.:-])(?:${TOP_LEVEL_KEYS.join('|')})(?:\\.[A-Za-z0-9_]+)+(?![\\w@/-])`, 'g');

function rawKeysIn(page: Pick<ReceivedPage, 'document'>): string[] {
  const { document } = page;
  // Text node by text node: the page's text run together would join the end of one text to the next.
  const texts: string[] = [document.title];
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  const attributes = ['aria-label', 'placeholder', 'title', 'alt', 'aria-description'];
  for (const element of document.body.querySelectorAll(attributes.map((name) => `[${name}]`).join(', '))) {
    for (const name of attributes) texts.push(element.getAttribute(name) ?? '');
  }
  return [...new Set(texts.flatMap((text) => text.match(RAW_KEY) ?? []))];
}

const withLocale = (path: string, locale: 'nl' | 'de') => `${path}${path.includes('?') ? '&' : '?'}taal=${locale}`;

const providerScreens = () => [
  '/portaal',
  '/portaal/account',
  '/portaal/aanvragen',
  ...(ids.lead ? [`/portaal/aanvragen/${ids.lead}`] : []),
  '/portaal/statistieken',
  '/portaal/statistieken/uitleg',
  `/portaal/organisaties/${ids.organisation}`,
  '/portaal/evenementen',
  `/portaal/evenementen/nieuw?organisatie=${ids.kidsOrganisation}`,
  ...(ids.event ? [`/portaal/evenementen/${ids.event}`] : []),
  '/portaal/activiteiten/nieuw',
  `/portaal/activiteiten/nieuw?organisatie=${ids.organisation}`,
  `/portaal/activiteiten/${ids.activity}`,
  `/portaal/activiteiten/${history.activity}/versies`,
  `/portaal/activiteiten/${history.activity}/versies?van=2&naar=1`,
  '/portaal/pagina-die-er-niet-is',
];

const operatorScreens = () => [
  '/portaal',
  '/portaal/beoordelen',
  `/portaal/beoordelen/activiteiten/${ids.activity}`,
  '/portaal/beoordelen/evenementen',
  '/portaal/beheer',
  '/portaal/beheer/filters',
  `/portaal/beheer/filters/groepen/${ids.filterGroup}`,
  `/portaal/beheer/filters/${ids.filter}`,
  '/portaal/beheer/seo',
  '/portaal/beheer/seo/nieuw',
  ...(ids.seoPage ? [`/portaal/beheer/seo/${ids.seoPage}`] : []),
  '/portaal/beheer/blogs',
  '/portaal/beheer/blogs/nieuw',
  ...(ids.blog ? [`/portaal/beheer/blogs/${ids.blog}`, `/portaal/beheer/blogs/${ids.blog}/voorbeeld`] : []),
  '/portaal/beheer/doorverwijzingen',
  '/portaal/beheer/synoniemen',
  '/portaal/beheer/importeren',
  '/portaal/beheer/banners',
  '/portaal/beheer/banners/nieuw',
  '/portaal/beheer/banners/pop-ups/nieuw',
  ...(ids.popup ? [`/portaal/beheer/banners/pop-ups/${ids.popup}`] : []),
  ...(ids.banner ? [`/portaal/beheer/banners/${ids.banner}`] : []),
  `/portaal/activiteiten/${history.activity}/versies`,
  `/portaal/beheer/seo/${history.seoPage}/versies?platform=1`,
  `/portaal/beheer/blogs/${history.blog}/versies?platform=1`,
  `/portaal/beheer/banners/${history.banner}/versies?platform=3`,
  '/portaal/beheer/aanmeldingen',
  ...(ids.submission ? [`/portaal/beheer/aanmeldingen/${ids.submission}`] : []),
  '/portaal/beheer/gebruikers',
  `/portaal/beheer/gebruikers/${ids.user}`,
  '/portaal/beheer/organisaties',
  '/portaal/beheer/berichten',
  '/portaal/beheer/offerteaanvragen',
  '/portaal/beheer/nieuwsbrief',
  '/portaal/beheer/vergeten',
  '/portaal/beheer/mail',
  '/portaal/beheer/logboek',
  '/portaal/account',
];

const anonymousScreens = ['/portaal/inloggen', '/portaal/aanmelden', '/portaal/wachtwoord-vergeten', '/portaal/inloggen/link'];

describe('every portal screen shows texts, never a text key', () => {
  it('the check finds a key shown raw', () => {
    const page = parsePage('<html><body><p>Locaties bij info@uitjes.example</p><h3>location.known</h3></body></html>', `http://${PORTAL}/`);
    expect(rawKeysIn(page)).toEqual(['location.known']);
  });

  for (const locale of ['nl', 'de'] as const) {
    it(`as a provider, ${locale}`, async () => {
      for (const path of providerScreens()) {
        const page = await provider.get(withLocale(path, locale));
        expect(page.status === 200 || (path.includes('niet-is') && page.status === 404), `${path}: ${page.status}`).toBe(true);
        expect(page.document.documentElement.getAttribute('lang'), path).toBe(locale);
        expect(rawKeysIn(page), path).toEqual([]);
      }
    });

    it(`as an operator, ${locale}`, async () => {
      for (const path of operatorScreens()) {
        const page = await operator.get(withLocale(path, locale));
        expect(page.status, path).toBe(200);
        expect(rawKeysIn(page), path).toEqual([]);
      }
    });

    it(`signed out, ${locale}`, async () => {
      const visitor = site.visitor(PORTAL);
      for (const path of anonymousScreens) {
        const page = await visitor.get(withLocale(path, locale));
        expect(page.status, path).toBe(200);
        expect(rawKeysIn(page), path).toEqual([]);
      }
    });
  }
});

describe('a new activity', () => {
  it("starts in the platform's own country, which the reach names, in the provider's language", async () => {
    for (const [locale, country] of [
      ['nl', 'Nederland'],
      ['de', 'Niederlande'],
    ] as const) {
      const page = await provider.get(withLocale(`/portaal/activiteiten/nieuw?organisatie=${ids.organisation}`, locale));
      const reach = page.screen.getByRole('combobox', { name: locale === 'nl' ? 'Bereik' : 'Reichweite' }) as HTMLSelectElement;
      const chosen = reach.querySelector('option[selected]') ?? reach.querySelector('option');
      expect(chosen?.getAttribute('value')).toBe('ORIGIN_COUNTRY');
      expect(chosen?.textContent).toContain(country);
      expect(page.document.getElementById(reach.getAttribute('aria-describedby')!)?.textContent).toContain(country);
    }
  });

  it('saved as a draft says so; sent for review says that, and the review shows who sent it', async () => {
    const form = await provider.get(`/portaal/activiteiten/nieuw?organisatie=${ids.organisation}`);
    const values = { title: 'Proeverij in de polder', description: '<p>Kaas en wijn proeven op een boerderij.</p>' };
    const editorForm = (f: HTMLFormElement) => f.querySelector('[name="title"]') !== null;
    const draft = await provider.submit(form, values, { form: editorForm, button: { name: 'intent', value: 'save' } });
    expect(draft.status).toBe(200);
    expect(draft.screen.getByText('De activiteit is als concept opgeslagen.')).toBeTruthy();

    const again = await provider.get(`/portaal/activiteiten/nieuw?organisatie=${ids.organisation}`);
    const sent = await provider.submit(
      again,
      { ...values, title: 'Proeverij aan de dijk' },
      { form: editorForm, button: { name: 'intent', value: 'save-submit' } },
    );
    expect(sent.status).toBe(200);
    expect(sent.html).not.toContain('als concept opgeslagen');
    expect(sent.screen.getByText(/ter beoordeling ingestuurd/)).toBeTruthy();
    const id = Number(/\/portaal\/activiteiten\/(\d+)/.exec(sent.url)![1]);
    const [stored] = await database.db.select({ geographicLocation: activities.geographicLocation }).from(activities).where(eq(activities.id, id));
    expect(stored!.geographicLocation).toBe('ORIGIN_COUNTRY');

    const me = await database.db
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.email, DEMO_PROVIDER_EMAIL));
    const name = [me[0]!.firstName, me[0]!.lastName].filter(Boolean).join(' ') || me[0]!.email;
    const review = await operator.get(`/portaal/beoordelen/activiteiten/${id}`);
    expect(review.status).toBe(200);
    expect(review.screen.getByTestId('review-sender').textContent).toMatch(new RegExp(`^Ingestuurd op .+ door ${name}\\.$`));
  });
});

describe('an amount', () => {
  it('is read as the provider writes it and shown as the page’s language writes it, in the editor and the review', async () => {
    const form = await provider.get(`/portaal/activiteiten/nieuw?organisatie=${ids.organisation}`);
    const editorForm = (f: HTMLFormElement) => f.querySelector('[name="title"]') !== null;
    const saved = await provider.submit(
      form,
      { title: 'Kaasmaken op de boerderij', description: '<p>Zelf kaas maken.</p>', price: '1.234,50' },
      { form: editorForm, button: { name: 'intent', value: 'save-submit' } },
    );
    expect(saved.status).toBe(200);
    const id = Number(/\/portaal\/activiteiten\/(\d+)/.exec(saved.url)![1]);
    const [stored] = await database.db.select({ price: activities.price }).from(activities).where(eq(activities.id, id));
    expect(Number(stored!.price)).toBe(1234.5);

    for (const locale of ['nl', 'de'] as const) {
      const editor = await provider.get(withLocale(`/portaal/activiteiten/${id}`, locale));
      expect(editor.document.querySelector<HTMLInputElement>('input[name="price"]')!.value).toBe('1234,50');
    }
    const review = await operator.get(`/portaal/beoordelen/activiteiten/${id}`);
    const priceRow = [...review.document.querySelectorAll('[data-testid="review-diff"] tbody tr')].find((row) =>
      row.querySelector('th')?.textContent?.startsWith('Prijs'),
    );
    expect(priceRow?.querySelector('td')?.textContent).toBe('1234,50');

    // A typed amount that is no amount is refused naming the field, and what was typed stays.
    const again = await provider.get(`/portaal/activiteiten/${id}`);
    const refused = await provider.submit(again, { price: '12,345' }, { form: editorForm, button: { name: 'intent', value: 'save' } });
    expect(refused.status).toBe(400);
    expect(refused.document.querySelector<HTMLInputElement>('input[name="price"]')!.value).toBe('12,345');
    expect(
      refused.document.getElementById(
        refused.document
          .querySelector('input[name="price"]')!
          .getAttribute('aria-describedby')!
          .split(' ')
          .find((x) => x.endsWith('-error'))!,
      )?.textContent,
    ).toBeTruthy();
  });
});

describe('the reviewer', () => {
  const linked = '<p>Boek <a href="https://spam.example/win">bij ons op de site</a>.</p><ul><li>Koffie</li></ul>';
  const seen = 'Boek bij ons op de site [→ https://spam.example/win].\n• Koffie';

  it('sees where every link of an activity’s description points', async () => {
    const form = await provider.get(`/portaal/activiteiten/nieuw?organisatie=${ids.organisation}`);
    const sent = await provider.submit(
      form,
      { title: 'Vlotten bouwen aan de plas', description: linked },
      { form: (f) => f.querySelector('[name="title"]') !== null, button: { name: 'intent', value: 'save-submit' } },
    );
    const id = Number(/\/portaal\/activiteiten\/(\d+)/.exec(sent.url)![1]);
    const review = await operator.get(`/portaal/beoordelen/activiteiten/${id}`);
    const row = [...review.document.querySelectorAll('[data-testid="review-diff"] tbody tr')].find((tr) =>
      tr.querySelector('th')?.textContent?.startsWith('Beschrijving'),
    );
    expect(row?.querySelector('td')?.textContent).toBe(seen);
  });

  it('sees where every link of an event’s description points', async () => {
    const choose = await provider.get('/portaal/evenementen/nieuw');
    const form = await provider.get(choose.document.querySelector<HTMLAnchorElement>('main li a')!.getAttribute('href')!);
    const isEventForm = (f: HTMLFormElement) => f.querySelector('[name="description"]') !== null;
    const place = form.document.querySelector<HTMLSelectElement>('form select[name="cityId"]') ?? (form.screen.getByLabelText('Plaats') as HTMLSelectElement);
    const title = `Lampionnenoptocht ${Date.now()}`;
    const sent = await provider.submit(
      form,
      { title, startDate: '2031-10-01T18:00', description: linked, [place.name]: place.options[2]!.value },
      { form: isEventForm, button: { name: 'intent', value: 'submit' } },
    );
    expect(sent.status).toBe(200);
    const queue = await operator.get('/portaal/beoordelen/evenementen');
    const item = [...queue.document.querySelectorAll('article')].find((article) => article.textContent?.includes(title));
    expect(item?.querySelector('[data-testid="proposed-description"]')?.textContent).toBe(seen);
  });
});
