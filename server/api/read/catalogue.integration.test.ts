import { describe, expect, it } from 'vitest';
import { PublicBannerSchema } from '../../../app/features/banners/banners.schemas.ts';
import { EventListSchema, EventSchema } from '../../../app/features/events/events.schemas.ts';
import { FilterListSchema } from '../../../app/features/filters/filters.schemas.ts';
import { LocationListSchema } from '../../../app/features/locations/locations.schemas.ts';
import { SeoPageSchema } from '../../../app/features/seo/seo.schemas.ts';
import type { DatabaseHandle } from '../../../db/client.server.ts';
import type { AppEnv } from '../../app-env.ts';
import { type ReadFixtures, calendarDay, daysFromToday, type requestAs } from '../../../tests/support/read-fixtures.ts';
import { setUpReadFixtureApp } from '../../../tests/support/read-fixture-app.ts';

let handle: DatabaseHandle;
let fx: ReadFixtures;
let request: ReturnType<typeof requestAs>;

setUpReadFixtureApp((app) => ({ handle, fx, request } = app));

async function getJson(host: string, path: string, status = 200) {
  const response = await request(host, path);
  expect(response.status).toBe(status);
  return response.json();
}

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const eventTitles = (body: { events: { title: string }[] }) => body.events.map((e) => e.title);

describe('GET /api/public/events', () => {
  it('lists active events of the platform by start date, filterQuery optional', async () => {
    const body = await getJson('nl.localhost', '/api/public/events?page=1&limit=15');
    expect(EventListSchema.strict().parse(body)).toEqual(body);
    expect(eventTitles(body)).toEqual(['Oud evenement', 'Kerstmarkt Amsterdam', 'Lichtjesavond Haarlem']);
    expect([body.total, body.pageCount]).toEqual([3, 1]);
    const kerst = body.events[1];
    expect(EventSchema.strict().parse(kerst)).toEqual(kerst);
    expect(kerst.city).toEqual({ id: fx.cities.amsterdam.id, name: 'Amsterdam', province: 'Noord-Holland' });
    expect(kerst.organisation).toEqual({ id: fx.organisations.orgA.id, name: 'Kano Amsterdam BV', city: 'Amsterdam', website: 'kano.example' });
    expect(kerst.image.url).toBe('/media/event.jpg');
    expect(kerst.startDate).toBe(daysFromToday(10, 9).toISOString());
    expect(eventTitles(await getJson('de.localhost', '/api/public/events?page=1&limit=15'))).toEqual(['Weihnachtsmarkt']);
    expect(eventTitles(await getJson('kids.localhost', '/api/public/events?page=1&limit=15'))).toEqual([]);
  });

  it('pages', async () => {
    const page2 = await getJson('nl.localhost', '/api/public/events?page=2&limit=2');
    expect(eventTitles(page2)).toEqual(['Lichtjesavond Haarlem']);
    expect([page2.total, page2.pageCount]).toEqual([3, 2]);
  });

  it('filters by a day or a range (events overlapping it), city and text; orders DESC on request', async () => {
    const list = async (filterQuery: unknown) => eventTitles(await getJson('nl.localhost', `/api/public/events?page=1&limit=15&filterQuery=${q(filterQuery)}`));
    const day = (n: number) => calendarDay(daysFromToday(n, 12));
    expect(await list({ date: day(11) })).toEqual(['Kerstmarkt Amsterdam']); // inside a multi-day event
    expect(await list({ date: day(12) })).toEqual(['Kerstmarkt Amsterdam']); // its last day
    expect(await list({ date: day(13) })).toEqual([]);
    expect(await list({ date: { from: day(13), to: day(30) } })).toEqual(['Lichtjesavond Haarlem']);
    expect(await list({ date: { from: day(0) } })).toEqual(['Kerstmarkt Amsterdam', 'Lichtjesavond Haarlem']);
    expect(await list({ date: { to: day(0) } })).toEqual(['Oud evenement']);
    expect(await list({ city: fx.cities.haarlem.id })).toEqual(['Lichtjesavond Haarlem']);
    expect(await list({ genericSearchQuery: 'kerstmarkten' })).toEqual(['Kerstmarkt Amsterdam']);
    expect(await list({ genericSearchQuery: 'gezellige' })).toEqual(['Kerstmarkt Amsterdam']);
    expect(await list({ genericSearchQuery: 'Lichtjesavnd' })).toEqual(['Lichtjesavond Haarlem']);
    expect(await list({ orderBy: { field: 'startDate', direction: 'DESC' } })).toEqual(['Lichtjesavond Haarlem', 'Kerstmarkt Amsterdam', 'Oud evenement']);
    expect(await list({ genericSearchQuery: null, date: null, city: null, orderBy: { field: 'startDate', direction: 'ASC' } })).toHaveLength(3);
    // The specification's string form (screens.md 7: "startDate ASC").
    expect(await list({ orderBy: 'startDate DESC' })).toEqual(['Lichtjesavond Haarlem', 'Kerstmarkt Amsterdam', 'Oud evenement']);
  });

  it.each([
    ['a malformed date', { date: '1-12-2026' }, 'filterQuery.date'],
    ['a range ending before it starts', { date: { from: '2026-12-10', to: '2026-12-01' } }, 'filterQuery.date.to'],
    ['an unknown field', { where: 'x' }, 'filterQuery.where'],
    ['another order field', { orderBy: { field: 'title', direction: 'ASC' } }, 'filterQuery.orderBy.field'],
    ['another order field in the string form', { orderBy: 'title ASC' }, 'filterQuery.orderBy'],
  ])('answers 400 for %s', async (_name, filterQuery, field) => {
    const body = await getJson('nl.localhost', `/api/public/events?page=1&limit=15&filterQuery=${q(filterQuery)}`, 400);
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields)).toContain(field);
  });
});

describe('GET /api/public/events/{eventId}', () => {
  it('answers an active event of the platform', async () => {
    const body = await getJson('nl.localhost', `/api/public/events/${fx.events.lichtjes.id}`);
    expect(EventSchema.strict().parse(body)).toEqual(body);
    expect(body).toMatchObject({ id: fx.events.lichtjes.id, title: 'Lichtjesavond Haarlem', endDate: null, organisation: null, image: null });
  });

  it('answers 404 for inactive, unknown and other-platform events; 400 for a non-number', async () => {
    await getJson('nl.localhost', `/api/public/events/${fx.events.inactive.id}`, 404);
    await getJson('nl.localhost', '/api/public/events/987654', 404);
    await getJson('nl.localhost', `/api/public/events/${fx.events.deEvent.id}`, 404);
    const body = await getJson('nl.localhost', '/api/public/events/abc', 400);
    expect(body.error.fields.eventId).toBeTypeOf('string');
  });
});

describe('GET /api/public/filters', () => {
  it('lists the filters of the platform in panel order with public activity counts', async () => {
    const body = await getJson('nl.localhost', `/api/public/filters?page=1&limit=100&filterQuery=${q({})}`);
    expect(FilterListSchema.strict().parse(body)).toEqual(body);
    expect(body.filters.map((f: { filterGroup: { name: string }; name: string }) => `${f.filterGroup.name}/${f.name}`)).toEqual([
      'Type uitje/Cultuur',
      'Type uitje/Sport',
      'Locatie/Binnen',
      'Locatie/Buiten',
      'Speciale wensen/Rolstoeltoegankelijk',
    ]);
    const sport = body.filters.find((f: { id: number }) => f.id === fx.filters.sport.id);
    expect(sport.activityCount).toBe(2); // hidden activities with Sport are not counted
    expect(sport.filterGroup).toMatchObject({ id: fx.groups.typeGroup.id, name: 'Type uitje', order: 1, activityCount: 4 });
    expect(body.total).toBe(5);
  });

  it('filters by group and by name; isolates platforms; pages', async () => {
    const byGroup = await getJson('nl.localhost', `/api/public/filters?page=1&limit=100&filterQuery=${q({ filterGroupId: fx.groups.placeGroup.id })}`);
    expect(byGroup.filters.map((f: { name: string }) => f.name)).toEqual(['Binnen', 'Buiten']);
    const byName = await getJson('nl.localhost', `/api/public/filters?page=1&limit=100&filterQuery=${q({ genericSearchQuery: 'rolstoel' })}`);
    expect(byName.filters.map((f: { name: string }) => f.name)).toEqual(['Rolstoeltoegankelijk']);
    const de = await getJson('de.localhost', `/api/public/filters?page=1&limit=100&filterQuery=${q({})}`);
    expect(de.filters.map((f: { id: number }) => f.id)).toEqual([fx.filters.sportDe.id]);
    const paged = await getJson('nl.localhost', `/api/public/filters?page=3&limit=2&filterQuery=${q({})}`);
    expect([paged.filters.length, paged.pageCount, paged.total]).toEqual([1, 3, 5]);
  });

  it('answers 400 for a bad filterQuery', async () => {
    const body = await getJson('nl.localhost', `/api/public/filters?page=1&limit=100&filterQuery=${q({ filterGroupId: 'x' })}`, 400);
    expect(Object.keys(body.error.fields)).toEqual(['filterQuery.filterGroupId']);
  });
});

describe('GET /api/public/locations', () => {
  const list = (host: string, filterQuery: unknown, limit = 100) => getJson(host, `/api/public/locations?page=1&limit=${limit}&filterQuery=${q(filterQuery)}`);

  it('lists provinces without a query', async () => {
    const body = await list('nl.localhost', {});
    expect(LocationListSchema.strict().parse(body)).toEqual(body);
    expect(body.locations).toEqual([
      { id: fx.provinces.nh.id, name: 'Noord-Holland', province: null, type: 'PROVINCE' },
      { id: fx.provinces.zh.id, name: 'Zuid-Holland', province: null, type: 'PROVINCE' },
    ]);
    expect((await list('de.localhost', { type: 'PROVINCE' })).locations.map((l: { name: string }) => l.name)).toEqual(['Bayern']);
  });

  it('finds cities, provinces and regions by prefix and despite typos, the best match first', async () => {
    expect((await list('nl.localhost', { genericSearchQuery: 'amsterdm' })).locations).toEqual([
      { id: fx.cities.amsterdam.id, name: 'Amsterdam', province: 'Noord-Holland', type: 'CITY' },
    ]);
    expect((await list('nl.localhost', { genericSearchQuery: 'Haar' })).locations.map((l: { name: string }) => l.name)).toEqual(['Haarlem']);
    expect((await list('nl.localhost', { genericSearchQuery: 'rand', type: 'REGION' })).locations.map((l: { name: string }) => l.name)).toEqual(['Randstad']);
    expect((await list('nl.localhost', { genericSearchQuery: 'holland' })).locations.map((l: { type: string }) => l.type)).toEqual(['PROVINCE', 'PROVINCE']);
    expect((await list('nl.localhost', { genericSearchQuery: 'Ams', type: 'PROVINCE' })).locations).toEqual([]);
    expect((await list('nl.localhost', { genericSearchQuery: 'München' })).locations).toEqual([]);
    expect((await list('nl.localhost', { genericSearchQuery: '%' })).locations).toEqual([]);
  });

  it('corrects no place into another: a name typed as it is spelt finds that place, not the ones that look alike (decision 104)', async () => {
    // Rotterdam is close enough to "Amsterdam" for a trigram match (similarity 0.33), but whoever typed
    // Amsterdam means Amsterdam; the typo tolerance is for a text that no place's name begins with.
    const names = async (genericSearchQuery: string) => (await list('nl.localhost', { genericSearchQuery })).locations.map((l: { name: string }) => l.name);
    expect(await names('Amsterdam')).toEqual(['Amsterdam']);
    expect(await names('amsterdam')).toEqual(['Amsterdam']);
    expect(await names('Rotterdam')).toEqual(['Rotterdam']);
    // A later word of the name counts as spelt too: Holland finds both provinces and nothing else.
    expect(await names('holland')).toEqual(['Noord-Holland', 'Zuid-Holland']);
    // A typo still finds its place.
    expect(await names('Rotterdm')).toEqual(['Rotterdam']);
  });

  it('answers 400 for an unknown type or a limit above 100', async () => {
    const badType = await getJson('nl.localhost', `/api/public/locations?page=1&limit=10&filterQuery=${q({ type: 'COUNTRY' })}`, 400);
    expect(Object.keys(badType.error.fields)).toEqual(['filterQuery.type']);
    const badLimit = await getJson('nl.localhost', `/api/public/locations?page=1&limit=101&filterQuery=${q({})}`, 400);
    expect(Object.keys(badLimit.error.fields)).toEqual(['limit']);
  });
});

describe('GET /api/public/banners/random', () => {
  it('answers an active banner of the platform, 404 when there is none', async () => {
    for (let i = 0; i < 5; i += 1) {
      const body = await getJson('nl.localhost', '/api/public/banners/random');
      expect(PublicBannerSchema.strict().parse(body)).toEqual(body);
      expect(body.id).toBe(fx.banners.banner.id); // the inactive one never
      expect(body.image.url).toBe('/media/banner.jpg');
    }
    expect((await getJson('de.localhost', '/api/public/banners/random')).id).toBe(fx.banners.deBanner.id);
    await getJson('kids.localhost', '/api/public/banners/random', 404);
  });
});

describe('GET /api/public/seo', () => {
  it('answers the active SEO page of the slug, with slashes and query string ignored', async () => {
    const body = await getJson('nl.localhost', `/api/public/seo?slug=${encodeURIComponent('/bedrijfsuitje/amsterdam/?x=1')}`);
    expect(SeoPageSchema.strict().parse(body)).toEqual(body);
    expect(body).toMatchObject({ id: fx.seoPages.seoCity.id, slug: 'bedrijfsuitje/amsterdam', platform: 1 });
    expect(body.cities).toEqual([{ id: fx.cities.amsterdam.id, name: 'Amsterdam' }]);
    const root = await getJson('nl.localhost', '/api/public/seo?slug=bedrijfsuitje');
    expect(root.filters).toEqual([{ id: fx.filters.sport.id, name: 'Sport' }]);
    expect(root.searchQuery).toBe('bedrijfsuitje');
  });

  it('answers 404 for inactive, unknown and other-platform pages; 400 without a slug', async () => {
    await getJson('nl.localhost', '/api/public/seo?slug=oud', 404);
    await getJson('nl.localhost', '/api/public/seo?slug=firmenausflug', 404);
    await getJson('de.localhost', '/api/public/seo?slug=firmenausflug', 200);
    await getJson('nl.localhost', '/api/public/seo?slug=bedrijfsuitje/utrecht', 404);
    await getJson('nl.localhost', '/api/public/seo', 400);
  });
});

describe('GET /api/public/organisations/{organisationId}/activities and /events', () => {
  it("lists the organisation's public activities by title, optionally without one", async () => {
    const body = await getJson('nl.localhost', `/api/public/organisations/${fx.organisations.orgA.id}/activities?page=1&limit=100`);
    expect(body.activities.map((a: { title: string }) => a.title)).toEqual(['Bedrijfsuitje Haarlem', 'Kanoën op de Amstel']);
    expect([body.total, body.pageCount]).toEqual([2, 1]);
    expect(body).not.toHaveProperty('counts');
    const without = await getJson(
      'nl.localhost',
      `/api/public/organisations/${fx.organisations.orgA.id}/activities?page=1&limit=100&excludeActivityId=${fx.activities.kano.id}`,
    );
    expect(without.activities.map((a: { title: string }) => a.title)).toEqual(['Bedrijfsuitje Haarlem']);
    const page2 = await getJson('nl.localhost', `/api/public/organisations/${fx.organisations.orgA.id}/activities?page=2&limit=1`);
    expect(page2.activities.map((a: { title: string }) => a.title)).toEqual(['Kanoën op de Amstel']);
  });

  it("lists the organisation's coming active events", async () => {
    const body = await getJson('nl.localhost', `/api/public/organisations/${fx.organisations.orgA.id}/events?page=1&limit=5`);
    expect(EventListSchema.strict().parse(body)).toEqual(body);
    expect(eventTitles(body)).toEqual(['Kerstmarkt Amsterdam']);
  });

  it('answers 404 for unknown or other-platform organisations and 400 for bad input', async () => {
    await getJson('nl.localhost', `/api/public/organisations/${fx.organisations.orgDe.id}/activities?page=1&limit=5`, 404);
    await getJson('nl.localhost', '/api/public/organisations/424242/events?page=1&limit=5', 404);
    await getJson('de.localhost', `/api/public/organisations/${fx.organisations.orgDe.id}/activities?page=1&limit=5`, 200);
    const badId = await getJson('nl.localhost', '/api/public/organisations/abc/activities?page=1&limit=5', 400);
    expect(Object.keys(badId.error.fields)).toEqual(['organisationId']);
    const noPaging = await getJson('nl.localhost', `/api/public/organisations/${fx.organisations.orgA.id}/events`, 400);
    expect(Object.keys(noPaging.error.fields).sort()).toEqual(['limit', 'page']);
  });
});

describe('GET /api/admin/googleLocations/cities', () => {
  it('answers 401 to everyone while there is no login, before looking at the input', async () => {
    for (const path of ['/api/admin/googleLocations/cities?platformId=1&searchQuery=ams', '/api/admin/googleLocations/cities']) {
      const response = await request('nl.localhost', path);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toContain('Bearer');
      expect((await response.json()).error.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('GET /api/admin/googleLocations/cities for a signed-in admin', () => {
  it('answers places from the offline gazetteer of the platform country', async () => {
    const { OpenAPIHono } = await import('@hono/zod-openapi');
    const { registerAdminCityRoutes } = await import('./admin-cities.routes.ts');
    const { parseEnv } = await import('../../../app/config/env.server.ts');
    const parsed = parseEnv({ LOG_LEVEL: 'silent' });
    if (!parsed.ok) throw new Error(parsed.message);
    const api = new OpenAPIHono<AppEnv>();
    // The resolver a future login would pass: here, an admin is always signed in.
    registerAdminCityRoutes(api, { db: handle.db, env: parsed.env, log: undefined as never, statistics: undefined as never }, () => ({
      userId: 1,
      role: 'ADMIN',
    }));
    const nl = await api.request('/admin/googleLocations/cities?platformId=1&searchQuery=Amersfoort');
    expect(nl.status).toBe(200);
    const places = (await nl.json()) as { name: string; lat: number; lon: number; province: string; platform: number }[];
    expect(places[0]).toMatchObject({ name: 'Amersfoort', platform: 1 });
    expect(places[0]!.lat).toBeCloseTo(52.16, 1);
    const de = (await (await api.request('/admin/googleLocations/cities?platformId=2&searchQuery=Heidelberg')).json()) as { name: string }[];
    expect(de[0]!.name).toBe('Heidelberg');
    // A platform id that names no platform: 400 naming the field, not places of some default country.
    const nowhere = await api.request('/admin/googleLocations/cities?platformId=9&searchQuery=Amersfoort');
    expect(nowhere.status).toBe(400);
    expect(((await nowhere.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ platformId: 'no platform has id 9' });
    const user = new OpenAPIHono<AppEnv>();
    registerAdminCityRoutes(user, { db: handle.db, env: parsed.env, log: undefined as never, statistics: undefined as never }, () => ({
      userId: 2,
      role: 'USER',
    }));
    expect((await user.request('/admin/googleLocations/cities?platformId=1&searchQuery=Amersfoort')).status).toBe(403);
  });
});
