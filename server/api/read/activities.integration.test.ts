import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ActivityDetailSchema, ActivityListItemSchema, ActivityListSchema } from '../../../app/features/activities/activities.schemas.ts';
import type { ActivityFilterQueryInput } from '../../../app/features/activities/activities.schemas.ts';
import { type DatabaseHandle, queryRows } from '../../../db/client.server.ts';
import { type ReadFixtures, type requestAs } from '../../../tests/support/read-fixtures.ts';
import { setUpReadFixtureApp } from '../../../tests/support/read-fixture-app.ts';

let handle: DatabaseHandle;
let fx: ReadFixtures;
let request: ReturnType<typeof requestAs>;

setUpReadFixtureApp((app) => ({ handle, fx, request } = app));

type List = { activities: { id: number; title: string }[]; pageCount: number; total: number; counts: { filterId: number; count: number }[] };

function listUrl(filterQuery: ActivityFilterQueryInput | string, page = 1, limit = 15): string {
  const json = typeof filterQuery === 'string' ? filterQuery : JSON.stringify(filterQuery);
  return `/api/public/activities?page=${page}&limit=${limit}&filterQuery=${encodeURIComponent(json)}`;
}

async function list(filterQuery: ActivityFilterQueryInput, options: { host?: string; page?: number; limit?: number } = {}): Promise<List> {
  const response = await request(options.host ?? 'nl.localhost', listUrl(filterQuery, options.page, options.limit));
  expect(response.status).toBe(200);
  return (await response.json()) as List;
}

const titles = (body: List) => body.activities.map((a) => a.title).sort();
const countOf = (body: List, filterId: number) => body.counts.find((c) => c.filterId === filterId)?.count;

const P1_VISIBLE = ['Bedrijfsuitje Haarlem', 'Escape room Rotterdam', 'Kanoën op de Amstel', 'Wijnproeverij', 'Workshop schilderen'];

describe(`GET /api/public/activities on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('answers the list shape: activities, pageCount, total and a count for every filter of the platform', async () => {
    const response = await request('nl.localhost', listUrl({}));
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = await response.json();
    expect(ActivityListSchema.strict().safeParse(body).success).toBe(true);
    for (const item of body.activities) expect(ActivityListItemSchema.strict().parse(item)).toEqual(item);
    expect(body.total).toBe(5);
    expect(body.pageCount).toBe(1);
    expect(body.counts.map((c: { filterId: number }) => c.filterId).sort((a: number, b: number) => a - b)).toEqual(
      [fx.filters.sport, fx.filters.cultuur, fx.filters.binnen, fx.filters.buiten, fx.filters.rolstoel].map((f) => f.id).sort((a, b) => a - b),
    );
    const kano = body.activities.find((a: { id: number }) => a.id === fx.activities.kano.id);
    expect(kano).not.toHaveProperty('price');
    expect(kano).not.toHaveProperty('duration');
    expect(kano.organisation).toEqual({ id: fx.organisations.orgA.id, name: 'Kano Amsterdam BV', city: 'Amsterdam', website: 'kano.example' });
    expect(kano.media.map((m: { index: number }) => m.index)).toEqual([0, 1, 2]);
    expect(kano.child).toBeNull();
    expect(kano.platform).toEqual({ id: 1, name: 'Uitjesbaas' });
    expect(kano.filters.map((f: { name: string }) => f.name)).toEqual(['Sport', 'Buiten']);
  });

  it('shows only approved, switched-on originals of the request platform', async () => {
    expect(titles(await list({}))).toEqual(P1_VISIBLE);
    expect(titles(await list({}, { host: 'de.localhost' }))).toEqual(['Kanufahren in München']);
    expect(titles(await list({}, { host: 'kids.localhost' }))).toEqual(['Speurtocht in het bos']);
    expect(titles(await list({}, { host: 'be.localhost' }))).toEqual(['Kanoën op de Schelde']);
    const all = await list({ genericSearchQuery: 'kano' });
    expect(titles(all)).toEqual(['Kanoën op de Amstel']);
  });

  it('pages: pageCount and total over the whole result, the last page partial, past the end empty', async () => {
    const order = { orderBy: { field: 'title', direction: 'ASC' } } as const;
    const page1 = await list(order, { limit: 2 });
    const page3 = await list(order, { limit: 2, page: 3 });
    const page4 = await list(order, { limit: 2, page: 4 });
    expect([page1.total, page1.pageCount]).toEqual([5, 3]);
    expect(page1.activities.map((a) => a.title)).toEqual(P1_VISIBLE.slice(0, 2));
    expect(page3.activities.map((a) => a.title)).toEqual(['Workshop schilderen']);
    expect(page4.activities).toEqual([]);
    expect(page4.total).toBe(5);
  });

  it('keeps a random order stable per seed: pages never repeat or skip an item', async () => {
    // Keys spread over the range (five random ones may all fall between two seeds' starting points).
    await handle.db.execute(sql`UPDATE activities SET random_key = ((id::bigint * 429496729) % 2147483647)::int WHERE platform_id = 1`);
    const orders: string[] = [];
    for (const seed of [1, 77, 12345, 999_999, 2_000_000_000]) {
      const filterQuery = { orderBy: { field: 'random', direction: 'DESC', seed } } as const;
      const pages = [1, 2, 3].map((page) => list(filterQuery, { page, limit: 2 }));
      const ids = (await Promise.all(pages)).flatMap((p) => p.activities.map((a) => a.id));
      expect(ids).toHaveLength(5);
      expect(new Set(ids).size).toBe(5);
      const again = (await list(filterQuery, { limit: 5 })).activities.map((a) => a.id);
      expect(again).toEqual(ids);
      orders.push(ids.join(','));
    }
    expect(new Set(orders).size).toBeGreaterThan(1);
  });

  it('takes the specification\'s string form of orderBy ("random DESC", "title ASC") like the object form', async () => {
    const titles = async (orderBy: ActivityFilterQueryInput['orderBy']) => (await list({ orderBy })).activities.map((a) => a.title);
    expect(await titles('title ASC')).toEqual(await titles({ field: 'title', direction: 'ASC' }));
    expect(await titles('title desc')).toEqual([...P1_VISIBLE].reverse());
    expect(await titles('title')).toEqual(await titles({ field: 'title', direction: 'DESC' }));
    expect((await titles('random DESC')).sort()).toEqual([...P1_VISIBLE].sort());
  });

  it('orders by title and by creation date', async () => {
    expect((await list({ orderBy: { field: 'title', direction: 'DESC' } })).activities.map((a) => a.title)).toEqual([...P1_VISIBLE].reverse());
    expect((await list({ orderBy: { field: 'createdAt', direction: 'DESC' } })).activities.map((a) => a.title)).toEqual([
      'Wijnproeverij',
      'Escape room Rotterdam',
      'Bedrijfsuitje Haarlem',
      'Kanoën op de Amstel',
      'Workshop schilderen',
    ]);
  });

  describe('filters: ANY within a group, ALL across groups', () => {
    it('each filter alone', async () => {
      expect(titles(await list({ filters: [fx.filters.sport.id] }))).toEqual(['Escape room Rotterdam', 'Kanoën op de Amstel']);
      expect(titles(await list({ filters: [fx.filters.cultuur.id] }))).toEqual(['Bedrijfsuitje Haarlem', 'Wijnproeverij']);
      expect(titles(await list({ filters: [fx.filters.binnen.id] }))).toEqual(['Bedrijfsuitje Haarlem', 'Escape room Rotterdam', 'Workshop schilderen']);
      expect(titles(await list({ filters: [fx.filters.buiten.id] }))).toEqual(['Kanoën op de Amstel']);
      expect(titles(await list({ filters: [fx.filters.rolstoel.id] }))).toEqual(['Escape room Rotterdam']);
    });

    it('two filters of one group: either', async () => {
      expect(titles(await list({ filters: [fx.filters.sport.id, fx.filters.cultuur.id] }))).toEqual([
        'Bedrijfsuitje Haarlem',
        'Escape room Rotterdam',
        'Kanoën op de Amstel',
        'Wijnproeverij',
      ]);
    });

    it('filters of two groups: both', async () => {
      expect(titles(await list({ filters: [fx.filters.sport.id, fx.filters.binnen.id] }))).toEqual(['Escape room Rotterdam']);
      expect(titles(await list({ filters: [fx.filters.cultuur.id, fx.filters.buiten.id] }))).toEqual([]);
    });

    it("ignores ids that are not filters of the request's platform", async () => {
      expect(titles(await list({ filters: [fx.filters.sportDe.id] }))).toEqual(P1_VISIBLE);
      expect(titles(await list({ filters: [2_000_000_000, fx.filters.buiten.id] }))).toEqual(['Kanoën op de Amstel']);
    });
  });

  describe('counts per filter', () => {
    it('without a selection: the public activities having each filter', async () => {
      const body = await list({});
      expect(countOf(body, fx.filters.sport.id)).toBe(2);
      expect(countOf(body, fx.filters.cultuur.id)).toBe(2);
      expect(countOf(body, fx.filters.binnen.id)).toBe(3);
      expect(countOf(body, fx.filters.buiten.id)).toBe(1);
      expect(countOf(body, fx.filters.rolstoel.id)).toBe(1);
      expect(countOf(body, fx.filters.sportDe.id)).toBeUndefined();
    });

    it("with a selection: every other constraint kept, the filter's own group ignored", async () => {
      const body = await list({ filters: [fx.filters.sport.id, fx.filters.binnen.id] });
      // Type group (Sport, Cultuur) counted among Binnen activities; Locatie group among Sport activities.
      expect(countOf(body, fx.filters.sport.id)).toBe(1);
      expect(countOf(body, fx.filters.cultuur.id)).toBe(1);
      expect(countOf(body, fx.filters.binnen.id)).toBe(1);
      expect(countOf(body, fx.filters.buiten.id)).toBe(1);
      expect(countOf(body, fx.filters.rolstoel.id)).toBe(1);
    });

    it('follow the text and location constraints, 0 when nothing matches', async () => {
      const body = await list({ genericSearchQuery: 'escape' });
      expect(
        body.counts
          .filter((c) => c.count > 0)
          .map((c) => c.filterId)
          .sort(),
      ).toEqual([fx.filters.sport.id, fx.filters.binnen.id, fx.filters.rolstoel.id].sort());
      expect(countOf(body, fx.filters.cultuur.id)).toBe(0);
    });
  });

  describe('genericSearchQuery: full text with stemming plus trigram typo tolerance', () => {
    it('finds words in title and description (Dutch stemming)', async () => {
      expect(titles(await list({ genericSearchQuery: 'grachten' }))).toEqual(['Kanoën op de Amstel']);
      expect(titles(await list({ genericSearchQuery: 'Bedrijfsuitje' }))).toEqual(['Bedrijfsuitje Haarlem']);
    });

    it('finds the plural the Dutch stemmer misses, and typos', async () => {
      expect(titles(await list({ genericSearchQuery: 'bedrijfsuitjes' }))).toEqual(['Bedrijfsuitje Haarlem']);
      expect(titles(await list({ genericSearchQuery: 'Rotterdm' }))).toEqual(['Escape room Rotterdam']);
      expect(titles(await list({ genericSearchQuery: 'Wijnproeverei' }))).toEqual(['Wijnproeverij']);
    });

    it('leaves stop words out as websearch does, and honours its operators', async () => {
      expect(titles(await list({ genericSearchQuery: 'met grachten' }))).toEqual(['Kanoën op de Amstel']);
      expect((await list({ genericSearchQuery: 'het een' })).total).toBe(0);
      expect(titles(await list({ genericSearchQuery: 'grachten or wijnproeverij' }))).toEqual(['Kanoën op de Amstel', 'Wijnproeverij']);
      expect(titles(await list({ genericSearchQuery: '"escape room"' }))).toEqual(['Escape room Rotterdam']);
    });

    it('searches company names', async () => {
      expect(titles(await list({ genericSearchQuery: 'Atelier' }))).toEqual(['Workshop schilderen']);
    });

    it('stems German on the German platform', async () => {
      expect(titles(await list({ genericSearchQuery: 'Firmenausflug' }, { host: 'de.localhost' }))).toEqual(['Kanufahren in München']);
    });

    it('ranks the best match first and finds nothing for nonsense', async () => {
      const body = await list({ genericSearchQuery: 'rotterdam escape', orderBy: { field: 'random', direction: 'DESC', seed: 3 } });
      expect(body.activities[0]?.title).toBe('Escape room Rotterdam');
      expect((await list({ genericSearchQuery: 'qqqxxyyzz' })).total).toBe(0);
      expect((await list({ genericSearchQuery: '   ' })).total).toBe(5);
    });
  });

  it('personCount: personsMin <= n <= personsMax, an empty bound open', async () => {
    expect(titles(await list({ personCount: 30 }))).toEqual(['Bedrijfsuitje Haarlem', 'Kanoën op de Amstel', 'Workshop schilderen']);
    expect(titles(await list({ personCount: 8 }))).toEqual(['Escape room Rotterdam', 'Kanoën op de Amstel', 'Wijnproeverij', 'Workshop schilderen']);
  });

  it("minimumAge: the child's age within the activity's age range, an empty bound open", async () => {
    expect(titles(await list({ minimumAge: 3 }, { host: 'kids.localhost' }))).toEqual([]);
    expect(titles(await list({ minimumAge: 4 }, { host: 'kids.localhost' }))).toEqual(['Speurtocht in het bos']);
    expect(titles(await list({ minimumAge: 11 }, { host: 'kids.localhost' }))).toEqual([]);
    expect(titles(await list({ minimumAge: 10 }))).toEqual(['Bedrijfsuitje Haarlem', 'Escape room Rotterdam', 'Kanoën op de Amstel', 'Workshop schilderen']);
  });

  // Location semantics (docs/decisions/101).
  it('city: linked to the city itself, or to its province as a whole (not to a region that spans provinces)', async () => {
    expect(titles(await list({ city: fx.cities.amsterdam.id }))).toEqual(['Kanoën op de Amstel', 'Wijnproeverij']);
    expect(titles(await list({ city: fx.cities.haarlem.id }))).toEqual(['Bedrijfsuitje Haarlem', 'Wijnproeverij']);
    expect(titles(await list({ city: fx.cities.utrecht.id }))).toEqual([]);
    expect(titles(await list({ city: fx.cities.muenchen.id }))).toEqual([]);
  });

  it('province and region: linked directly or through one of their cities', async () => {
    expect(titles(await list({ province: fx.provinces.nh.id }))).toEqual(['Bedrijfsuitje Haarlem', 'Kanoën op de Amstel', 'Wijnproeverij']);
    expect(titles(await list({ province: fx.provinces.zh.id }))).toEqual(['Escape room Rotterdam']);
    expect(titles(await list({ region: fx.regions.randstad.id }))).toEqual(['Escape room Rotterdam', 'Kanoën op de Amstel']);
  });

  it('a province never shows fewer activities than one of its cities', async () => {
    for (const province of [fx.provinces.nh, fx.provinces.zh]) {
      const all = titles(await list({ province: province.id }));
      const cities = await queryRows<{ id: number }>(handle.db, sql`SELECT id FROM cities WHERE province_id = ${province.id}`);
      for (const city of cities) expect(all).toEqual(expect.arrayContaining(titles(await list({ city: Number(city.id) }))));
    }
  });

  it('a city no activity names (a gazetteer place) gives those within 25 km, nearest first, and its province as a whole', async () => {
    const inserted = await queryRows<{ id: number }>(
      handle.db,
      sql`INSERT INTO cities (name, location_id, lat, lon, platform_id, province_id) VALUES ('Amstelveen', 'nl-asv', 52.3039, 4.8584, 1, ${fx.provinces.nh.id}) RETURNING id`,
    );
    const amstelveen = Number(inserted[0]!.id);
    // Amsterdam 8 km, Haarlem 17 km; the province-wide Wijnproeverij has no city, so it comes last.
    const ordered = (await list({ city: amstelveen, orderBy: { field: 'random', direction: 'DESC', seed: 7 } })).activities.map((a) => a.title);
    expect(ordered).toEqual(['Kanoën op de Amstel', 'Bedrijfsuitje Haarlem', 'Wijnproeverij']);
  });

  it('advancedCitySearch: activities with a city within the radius, nearest first', async () => {
    const near = (radiusKm: number) => list({ advancedCitySearch: { cityId: fx.cities.amsterdam.id, radiusKm } });
    expect(titles(await near(5))).toEqual(['Kanoën op de Amstel']);
    expect(titles(await near(25))).toEqual(['Bedrijfsuitje Haarlem', 'Kanoën op de Amstel']);
    expect((await near(70)).activities.map((a) => a.title)).toEqual(['Kanoën op de Amstel', 'Bedrijfsuitje Haarlem', 'Escape room Rotterdam']);
  });

  it('geographicLocation', async () => {
    expect(titles(await list({ geographicLocation: 'EUROPE' }))).toEqual(['Escape room Rotterdam']);
    expect(titles(await list({ geographicLocation: 'OUTSIDE_EUROPE' }))).toEqual([]);
  });

  it('combines every constraint, as the overview sends them', async () => {
    const body = await list({
      orderBy: { field: 'random', direction: 'DESC', seed: 42 },
      filters: [fx.filters.sport.id],
      genericSearchQuery: null,
      personCount: 20,
      city: fx.cities.amsterdam.id,
      region: null,
      province: null,
      advancedCitySearch: null,
      geographicLocation: 'ORIGIN_COUNTRY',
      minimumAge: null,
    });
    expect(titles(body)).toEqual(['Kanoën op de Amstel']);
    expect(countOf(body, fx.filters.cultuur.id)).toBe(1); // Wijnproeverij: NH province, 2-20 persons
    expect(countOf(body, fx.filters.buiten.id)).toBe(1);
  });

  describe('invalid requests answer 400 with a message per field', () => {
    const cases: [string, string, string][] = [
      ['invalid JSON', listUrl('{"orderBy":'), 'filterQuery'],
      ['an unknown field', listUrl({ colour: 'red' } as never), 'filterQuery.colour'],
      ['a wrong type', listUrl({ personCount: 'ten' } as never), 'filterQuery.personCount'],
      ['a wrong nested value', listUrl({ orderBy: { field: 'price', direction: 'DESC' } } as never), 'filterQuery.orderBy.field'],
      ['an unknown order in the string form', listUrl({ orderBy: 'price DESC' } as never), 'filterQuery.orderBy'],
      ['filters not a list', listUrl({ filters: 3 } as never), 'filterQuery.filters'],
      ['JSON that is not an object', listUrl('[1,2]'), 'filterQuery'],
      ['page 0', listUrl({}, 0), 'page'],
      ['page not a number', '/api/public/activities?page=one&limit=15&filterQuery={}', 'page'],
      ['limit 101', listUrl({}, 1, 101), 'limit'],
      ['limit 0', listUrl({}, 1, 0), 'limit'],
      ['no filterQuery', '/api/public/activities?page=1&limit=15', 'filterQuery'],
      ['no page', '/api/public/activities?limit=15&filterQuery={}', 'page'],
    ];
    it.each(cases)('%s', async (_name, url, field) => {
      const response = await request('nl.localhost', url);
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(typeof body.error.message).toBe('string');
      expect(Object.keys(body.error.fields)).toContain(field);
      expect(typeof body.error.fields[field]).toBe('string');
    });
  });
});

describe('GET /api/public/activities/{activitySlug}', () => {
  it('answers the public detail without price, duration or edit fields', async () => {
    const response = await request('nl.localhost', '/api/public/activities/kanoen-op-de-amstel');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(ActivityDetailSchema.strict().parse(body)).toEqual(body);
    for (const field of ['price', 'duration', 'isEditCopy', 'child', 'lastEditedBy', 'randomKey', 'searchVector', 'quoteRequests']) {
      expect(body).not.toHaveProperty(field);
    }
    expect(body.title).toBe('Kanoën op de Amstel'); // the original, never its edit copy
    expect(body.media.map((m: { url: string }) => m.url)).toEqual(['/media/kano-1.jpg', '/media/kano-2.jpg', '/media/kano-0.jpg']);
    expect(body.cities).toEqual([{ id: fx.cities.amsterdam.id, name: 'Amsterdam', lat: 52.3728, lon: 4.8936, provinceId: fx.provinces.nh.id }]);
    expect(body.organisation).toEqual({ id: fx.organisations.orgA.id, name: 'Kano Amsterdam BV', city: 'Amsterdam', website: 'kano.example' });
    expect(body.reviewComment).toEqual({ text: 'Mooie foto’s' });
    expect(body.contactPhone).toBe('020-1234567');
    expect(body.platform).toEqual({ id: 1, name: 'Uitjesbaas' });
  });

  it('lists provinces and regions of the activity', async () => {
    const wijn = await (await request('nl.localhost', '/api/public/activities/wijnproeverij')).json();
    expect(wijn.provinces).toEqual([{ id: fx.provinces.nh.id, name: 'Noord-Holland' }]);
    const escape = await (await request('nl.localhost', '/api/public/activities/escape-room-rotterdam')).json();
    expect(escape.regions).toEqual([{ id: fx.regions.randstad.id, name: 'Randstad' }]);
  });

  it.each([
    ['an unknown slug', 'nl.localhost', 'bestaat-niet'],
    ['an unapproved activity', 'nl.localhost', 'kano-niet-goedgekeurd'],
    ['a switched-off activity', 'nl.localhost', 'kano-uitgeschakeld'],
    ['a rejected activity', 'nl.localhost', 'kano-afgewezen'],
    ['an activity in editing', 'nl.localhost', 'kano-in-bewerking'],
    ["another platform's activity", 'de.localhost', 'kanoen-op-de-amstel'],
    ['an old slug', 'nl.localhost', 'kano-amstel-oud'],
  ])('answers 404 for %s', async (_name, host, slug) => {
    const response = await request(host, `/api/public/activities/${slug}`);
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('NOT_FOUND');
  });
});

describe('GET /api/public/activities/redirects', () => {
  it("answers the activity's current slug for an old one, following renames", async () => {
    for (const slug of ['kano-amstel-oud', 'kano-amstel-tussen']) {
      const response = await request('nl.localhost', `/api/public/activities/redirects?slug=${slug}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ activityId: fx.activities.kano.id, oldSlug: slug, newSlug: 'kanoen-op-de-amstel' });
    }
  });

  it('answers 404 for unknown slugs, hidden activities and other platforms; 400 without a slug', async () => {
    expect((await request('nl.localhost', '/api/public/activities/redirects?slug=nooit-bestaan')).status).toBe(404);
    expect((await request('nl.localhost', '/api/public/activities/redirects?slug=verborgen-oud')).status).toBe(404);
    expect((await request('nl.localhost', '/api/public/activities/redirects?slug=kanu-alt')).status).toBe(404);
    expect((await request('de.localhost', '/api/public/activities/redirects?slug=kanu-alt')).status).toBe(200);
    const missing = await request('nl.localhost', '/api/public/activities/redirects');
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields.slug).toBeTypeOf('string');
  });
});
