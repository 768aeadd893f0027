import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server.ts';
import { auditLog, cities, filterGroups, filters, provinces, seoPageCities, seoPageFilters, seoPages, users } from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../../config/password-hashing.ts';
import type { Actor } from '../../portal/actor.ts';
import { LIST_PAGE_SIZE } from '../../portal/list-query.ts';
import { NotFoundForActor, PermissionDenied } from '../../portal/permissions.server.ts';
import { SeoPageFormSchema, type SeoPageInput } from './seo-admin.schemas.ts';
import { createSeoPage, getSeoPageForAdmin, listSeoPagesForAdmin, removeSeoPage, saveSeoPage, seoEditorOptions } from './seo-admin.server.ts';
import { getSeoPageBySlug } from './seo.server.ts';

// The operators' SEO landing pages (decision 104): per platform, slugs unique, only the platform's own
// filters and places, the public read sees every change, and nothing for a provider.

let database: DatabaseHandle;
let operator: Actor;
let provider: Actor;
const NL = 1;
const DE = 2;

const actorOf = async (email: string, role: Actor['role']): Promise<Actor> => {
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { userId: user!.id, role, email, firstName: null, lastName: null, locale: 'nl', sessionId: 0, secondFactor: true, organisationIds: [] };
};

const auditFor = async (action: string, id: number) =>
  database.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(sql`${auditLog.action} = ${action}`, sql`(${auditLog.detail}->>'id')::int = ${id}`));

const cityOf = async (platformId: number, name: string) => {
  const [row] = await database.db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.platformId, platformId), eq(cities.name, name)));
  return row!.id;
};

const filterOf = async (platformId: number) => {
  const [row] = await database.db
    .select({ id: filters.id })
    .from(filters)
    .innerJoin(filterGroups, eq(filterGroups.id, filters.filterGroupId))
    .where(eq(filterGroups.platformId, platformId))
    .limit(1);
  return row!.id;
};

/** A page's input as the form would send it. */
const input = (fields: Record<string, unknown>): SeoPageInput => SeoPageFormSchema.parse({ title: 'Proefuitje', active: 'on', ...fields });

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  operator = await actorOf(DEMO_ADMIN_EMAIL, 'ADMIN');
  provider = await actorOf(DEMO_PROVIDER_EMAIL, 'USER');
});
afterAll(async () => {
  await database?.close();
});

describe('SEO pages in the back office', () => {
  it('creates a page with texts, a place and a filter; the public read finds it; edits and removes it, with audit entries', async () => {
    const amsterdam = await cityOf(NL, 'Amsterdam');
    const filter = await filterOf(NL);
    const created = await createSeoPage(
      database.db,
      operator,
      NL,
      input({
        slug: '/Proefuitje/amsterdam/',
        pageTitle: 'Proefuitje [in #locatie]',
        pageDescription: 'Alles over #zoekterm [in #locatie].',
        searchQuery: 'proeverij',
        cityIds: String(amsterdam),
        filterIds: [String(filter)],
      }),
    );
    expect(created.ok).toBe(true);
    const id = created.ok ? created.id : 0;
    const page = await getSeoPageForAdmin(database.db, operator, NL, id);
    expect(page).toMatchObject({ slug: 'proefuitje/amsterdam', active: true, cityIds: [amsterdam], filterIds: [filter], searchQuery: 'proeverij' });
    expect(await getSeoPageBySlug(database.db, NL, 'proefuitje/amsterdam')).toMatchObject({ id, cities: [{ id: amsterdam, name: 'Amsterdam' }] });
    expect(await auditFor('seo-page-created', id)).toHaveLength(1);

    // Switched off and its links replaced: the public read no longer finds it.
    const saved = await saveSeoPage(
      database.db,
      operator,
      NL,
      id,
      input({ slug: 'proefuitje/amsterdam', active: undefined, pageTitle: 'Nieuw [in #locatie]' }),
    );
    expect(saved).toEqual({ ok: true });
    expect(await getSeoPageForAdmin(database.db, operator, NL, id)).toMatchObject({
      active: false,
      cityIds: [],
      filterIds: [],
      pageTitle: 'Nieuw [in #locatie]',
    });
    expect(await getSeoPageBySlug(database.db, NL, 'proefuitje/amsterdam')).toBeNull();
    expect(await auditFor('seo-page-saved', id)).toHaveLength(1);

    expect(await removeSeoPage(database.db, operator, NL, id)).toEqual({ slug: 'proefuitje/amsterdam' });
    expect(await database.db.select().from(seoPages).where(eq(seoPages.id, id))).toHaveLength(0);
    expect(await database.db.select().from(seoPageCities).where(eq(seoPageCities.seoPageId, id))).toHaveLength(0);
    expect(await database.db.select().from(seoPageFilters).where(eq(seoPageFilters.seoPageId, id))).toHaveLength(0);
    expect(await auditFor('seo-page-deleted', id)).toHaveLength(1);
  });

  it('refuses a slug another page of the platform has, on create and on edit; another platform may have it', async () => {
    const [existing] = await database.db.select({ id: seoPages.id, slug: seoPages.slug }).from(seoPages).where(eq(seoPages.platformId, NL)).limit(1);
    expect(await createSeoPage(database.db, operator, NL, input({ slug: existing!.slug }))).toEqual({ ok: false, error: 'duplicate-slug' });
    const other = await createSeoPage(database.db, operator, NL, input({ slug: 'dubbel-proef' }));
    const otherId = other.ok ? other.id : 0;
    expect(await saveSeoPage(database.db, operator, NL, otherId, input({ slug: existing!.slug }))).toEqual({ ok: false, error: 'duplicate-slug' });
    // Its own slug is no duplicate of itself.
    expect(await saveSeoPage(database.db, operator, NL, otherId, input({ slug: 'dubbel-proef', title: 'Anders' }))).toEqual({ ok: true });
    const elsewhere = await createSeoPage(database.db, operator, DE, input({ slug: 'dubbel-proef' }));
    expect(elsewhere.ok).toBe(true);
  });

  it('refuses unknown placeholders, malformed and reserved slugs in the schema', () => {
    const refused = (fields: Record<string, unknown>) => {
      const parsed = SeoPageFormSchema.safeParse({ title: 'Proefuitje', slug: 'proef', ...fields });
      return parsed.success ? [] : parsed.error.issues.map((issue) => `${String(issue.path[0])}:${issue.message}`);
    };
    expect(refused({ pageTitle: 'Uitje in #plaats' })).toEqual(['pageTitle:portal.backOffice.seo.errors.placeholder']);
    expect(refused({ metaDescription: 'Voor #Locatie' })).toEqual(['metaDescription:portal.backOffice.seo.errors.placeholder']);
    expect(refused({ title: 'Uitje #locaties' })).toEqual(['title:portal.backOffice.seo.errors.placeholder']);
    expect(refused({ pageTitle: 'Uitje [in #locatie] met #zoekterm, nummer #1' })).toEqual([]);
    expect(refused({ slug: 'met spatie' })).toEqual(['slug:portal.backOffice.seo.errors.slug']);
    expect(refused({ slug: 'a//b' })).toEqual(['slug:portal.backOffice.seo.errors.slug']);
    expect(refused({ slug: 'uitjes/amsterdam' })).toEqual(['slug:portal.backOffice.seo.errors.reservedSlug']);
  });

  it("refuses another platform's filters and places", async () => {
    expect(await createSeoPage(database.db, operator, NL, input({ slug: 'vreemd-filter', filterIds: String(await filterOf(DE)) }))).toEqual({
      ok: false,
      error: 'unknown-filter',
    });
    const [germanProvince] = await database.db.select({ id: provinces.id }).from(provinces).where(eq(provinces.platformId, DE)).limit(1);
    expect(await createSeoPage(database.db, operator, NL, input({ slug: 'vreemde-plaats', provinceIds: String(germanProvince!.id) }))).toEqual({
      ok: false,
      error: 'unknown-location',
    });
    expect(await database.db.select().from(seoPages).where(eq(seoPages.slug, 'vreemd-filter'))).toHaveLength(0);
  });

  it("treats a page of another platform as missing (404) and lists only the platform's pages, searched, sorted and paged", async () => {
    const [german] = await database.db.select({ id: seoPages.id }).from(seoPages).where(eq(seoPages.platformId, DE)).limit(1);
    await expect(getSeoPageForAdmin(database.db, operator, NL, german!.id)).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(saveSeoPage(database.db, operator, NL, german!.id, input({ slug: 'kaping' }))).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(removeSeoPage(database.db, operator, NL, german!.id)).rejects.toBeInstanceOf(NotFoundForActor);

    const all = await listSeoPagesForAdmin(database.db, operator, NL, { page: 1, sort: 'slug', direction: 'asc', search: '' });
    const [{ n }] = (await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(seoPages)
      .where(eq(seoPages.platformId, NL))) as [{ n: number }];
    expect(all.total).toBe(n);
    expect(all.items.length).toBe(Math.min(n, LIST_PAGE_SIZE));
    const slugs = all.items.map((item) => item.slug);
    expect(slugs).toEqual([...slugs].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const found = await listSeoPagesForAdmin(database.db, operator, NL, { page: 1, sort: 'slug', direction: 'desc', search: 'amsterdam' });
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.every((item) => item.slug.includes('amsterdam') || item.title.toLowerCase().includes('amsterdam'))).toBe(true);
  });

  it("offers the platform's own places and filters in the editor", async () => {
    const options = await seoEditorOptions(database.db, operator, NL);
    expect(options.places.some((place) => place.type === 'CITY' && place.name === 'Amsterdam')).toBe(true);
    expect(options.places.some((place) => place.type === 'PROVINCE')).toBe(true);
    expect(options.filters.length).toBeGreaterThan(0);
    const germanIds = new Set((await seoEditorOptions(database.db, operator, DE)).filters.map((filter) => filter.id));
    expect(options.filters.some((filter) => germanIds.has(filter.id))).toBe(false);
  });

  it('denies a provider every call (PermissionDenied)', async () => {
    const query = { page: 1, sort: 'slug' as const, direction: 'asc' as const, search: '' };
    const [page] = await database.db.select({ id: seoPages.id }).from(seoPages).where(eq(seoPages.platformId, NL)).limit(1);
    await expect(listSeoPagesForAdmin(database.db, provider, NL, query)).rejects.toBeInstanceOf(PermissionDenied);
    await expect(getSeoPageForAdmin(database.db, provider, NL, page!.id)).rejects.toBeInstanceOf(PermissionDenied);
    await expect(seoEditorOptions(database.db, provider, NL)).rejects.toBeInstanceOf(PermissionDenied);
    await expect(createSeoPage(database.db, provider, NL, input({ slug: 'van-aanbieder' }))).rejects.toBeInstanceOf(PermissionDenied);
    await expect(saveSeoPage(database.db, provider, NL, page!.id, input({ slug: 'van-aanbieder' }))).rejects.toBeInstanceOf(PermissionDenied);
    await expect(removeSeoPage(database.db, provider, NL, page!.id)).rejects.toBeInstanceOf(PermissionDenied);
    expect(await database.db.select().from(seoPages).where(eq(seoPages.id, page!.id))).toHaveLength(1);
  });
});
