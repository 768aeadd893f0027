import { eq, sql } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { type ViteDevServer, createServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandSettings } from '../../app/config/brand.ts';
import { PLAIN_FEATURES } from '../../app/config/unknown-brand.ts';
import type * as NlCatalogue from '../../app/i18n/catalogues/nl/index.ts';
import type { Catalogue } from '../../app/i18n/catalogues/nl/index.ts';
import type * as I18n from '../../app/i18n/i18n.ts';
import type { DatabaseHandle } from '../../db/client.server.ts';
import { activities, activityCities, activityFilters, cities, filterGroups, filters, organisations, platforms, provinces } from '../../db/schema/index.ts';
import { createTestApp } from '../support/test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';

/**
 * Decision 098's proof that the brand is data: a fifth site, French-speaking Belgium on fr.localhost, made
 * of a platform row, its content and a (test) catalogue, with no line of code about it. The pages are
 * rendered by the real app (React Router's server build from source, through Vite) behind the real
 * Hono server, on a seeded database.
 */

const FIFTH = 5;
const SETTINGS: BrandSettings = {
  kind: 'company',
  locale: 'fr',
  palette: { primary: '#c8102e', secondary: '#1d3557', light: '#fdf0f2', border: '#e89aa6' },
  hreflang: null,
  features: { ...PLAIN_FEATURES, organisationEvents: true },
};

/** The test catalogue: the Dutch one with the texts these checks read in French. */
function frenchCatalogue(nl: Catalogue): Catalogue {
  return {
    ...nl,
    site: { ...nl.site, skipToContent: 'Aller au contenu', menu: 'Menu', closeMenu: 'Fermer le menu', home: 'Accueil' },
    pages: {
      ...nl.pages,
      home: { title: "Sorties d'entreprise et team building", kidsTitle: 'Sorties en famille' },
      activities: { ...nl.pages.activities, title: 'Toutes les sorties' },
    },
  };
}

let database: DatabaseHandle;
let vite: ViteDevServer;
let request: (host: string, path: string) => Promise<Response>;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const { db } = database;
  // The fifth platform row: everything the site is and shows is here.
  await db.insert(platforms).values({
    id: FIFTH,
    name: 'Sortiesbaas',
    alternativeName: "Sorties d'entreprise en Wallonie",
    domain: 'www.sortiesbaas.be',
    hostFragments: ['sortiesbaas.be', 'fr.localhost'],
    hostMatchOrder: 0,
    email: 'info@sortiesbaas.be',
    countryCode: 'BE',
    languageCode: 'fr',
    localeString: 'fr-BE',
    searchLanguage: 'french',
    brand: SETTINGS,
    tagline: "Toutes les sorties d'entreprise en Wallonie",
  });
  // Its content, as an operator would enter it: a filter, a place, a provider and two activities.
  const [group] = await db.insert(filterGroups).values({ name: 'Type de sortie', platformId: FIFTH, order: 1 }).returning();
  const [filter] = await db.insert(filters).values({ name: 'Atelier culinaire', filterGroupId: group!.id }).returning();
  const [province] = await db.insert(provinces).values({ name: 'Namur', platformId: FIFTH }).returning();
  const [city] = await db.insert(cities).values({ name: 'Namur', lon: 4.867, lat: 50.467, provinceId: province!.id, platformId: FIFTH }).returning();
  const [organisation] = await db.insert(organisations).values({ name: 'Maison Mosane', platformId: FIFTH }).returning();
  const rows = await db
    .insert(activities)
    .values(
      ['Atelier de cuisine wallonne à Namur', 'Dégustation de bières à Namur'].map((title, i) => ({
        title,
        slug: i === 0 ? 'atelier-cuisine-namur' : 'degustation-bieres-namur',
        description: i === 0 ? 'Cuisinez ensemble les plats de la région avec un chef.' : 'Goûtez les bières des brasseries de la vallée.',
        companyName: 'Maison Mosane',
        platformId: FIFTH,
        organisationId: organisation!.id,
        approved: true,
        status: true,
        approvalStatus: 'APPROVED' as const,
        personsMin: 6,
        personsMax: 40,
        price: '45.00',
      })),
    )
    .returning({ id: activities.id });
  await db.insert(activityFilters).values(rows.map((row) => ({ activityId: row.id, filterId: filter!.id })));
  await db.insert(activityCities).values(rows.map((row) => ({ activityId: row.id, cityId: city!.id })));

  // The app from source: the build and the catalogues module it renders with are the same instances.
  vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'silent' });
  const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  const i18n = (await vite.ssrLoadModule('/app/i18n/i18n.ts')) as typeof I18n;
  const { nl } = (await vite.ssrLoadModule('/app/i18n/catalogues/nl/index.ts')) as typeof NlCatalogue;
  i18n.provideTexts('fr', frenchCatalogue(nl));
  const app = await createTestApp(database, {}, { build });
  request = async (host, path) => app.request(host, path);
}, 120_000);

afterAll(async () => {
  await vite?.close();
  await database?.close();
});

describe('a fifth brand from data alone (decision 098)', () => {
  it('renders its home page in its language, colours and name', async () => {
    const response = await request('fr.localhost', '/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="fr-BE"');
    expect(html).toContain('--brand-primary:#c8102e');
    expect(html).toContain('Aller au contenu');
    expect(html).toContain('<title>Sorties d&#x27;entreprise et team building');
    expect(html).toContain('Sortiesbaas');
    expect(html).toContain('Atelier de cuisine wallonne à Namur');
  });

  it('lists its own activities on the overview, and only those', async () => {
    const response = await request('fr.localhost', '/uitjes');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Toutes les sorties');
    expect(html).toContain('Atelier de cuisine wallonne à Namur');
    expect(html).toContain('Dégustation de bières à Namur');
    expect(html).toContain('Atelier culinaire');
    expect(html).not.toContain('Uitjesbaas');
  });

  it('shows an activity page with its canonical link on its own domain', async () => {
    const response = await request('fr.localhost', '/uitjes/atelier-cuisine-namur');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Cuisinez ensemble les plats de la région');
    expect(html).toContain('href="https://www.sortiesbaas.be/uitjes/atelier-cuisine-namur"');
    expect((await request('nl.localhost', '/uitjes/atelier-cuisine-namur')).status).toBe(404);
  });

  it('answers the API for its host, searching its activities stemmed in its own language', async () => {
    const listUrl = (filterQuery: object) => `/api/public/activities?page=1&limit=15&filterQuery=${encodeURIComponent(JSON.stringify(filterQuery))}`;
    const list = await request('fr.localhost', listUrl({}));
    expect(list.status).toBe(200);
    const body = (await list.json()) as { activities: Array<{ title: string }> };
    expect(body.activities.map((activity) => activity.title).sort()).toEqual(['Atelier de cuisine wallonne à Namur', 'Dégustation de bières à Namur']);
    // A search finds its activity; its document is stemmed with the configuration the platform row names.
    const search = await request('fr.localhost', listUrl({ genericSearchQuery: 'cuisiner' }));
    expect(search.status).toBe(200);
    const found = (await search.json()) as { activities: Array<{ title: string }> };
    expect(found.activities.map((activity) => activity.title)).toEqual(['Atelier de cuisine wallonne à Namur']);
    const [language] = await database.db
      .select({ language: sql<string>`search_language::text` })
      .from(activities)
      .where(eq(activities.slug, 'atelier-cuisine-namur'));
    expect(language).toEqual({ language: 'french' });
  });
});
