import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server.ts';
import { cities, provinces } from '../../../db/schema/index.ts';
import { insertWriteFixtures } from '../../../server/api/write/test-fixtures.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { createTestApp } from '../../../tests/support/test-app.ts';
import { buildPlacesTextSearchRequest, parsePlacesTextSearchResponse, PLACES_TEXT_SEARCH_URL } from './places.google.ts';
import { lookupPlaces } from './places.server.ts';

describe('lookupPlaces from the bundled gazetteer', () => {
  it("finds real places of the platform's country with their province", async () => {
    const [amsterdam] = await lookupPlaces(1, 'amster');
    expect(amsterdam).toEqual({ locationId: '2759794', name: 'Amsterdam', lon: 4.88969, lat: 52.37403, province: 'Noord-Holland', platform: 1 });
    expect((await lookupPlaces(3, 'Den Haag'))[0]).toMatchObject({ name: 'Den Haag', province: 'Zuid-Holland', platform: 3 });
    expect((await lookupPlaces(4, 'gent'))[0]).toMatchObject({ name: 'Gent', province: 'Oost-Vlaanderen', platform: 4 });
    expect((await lookupPlaces(4, 'luik'))[0]).toMatchObject({ name: 'Luik', province: 'Luik' });
    expect((await lookupPlaces(2, 'koln'))[0]).toMatchObject({ name: 'Köln', province: 'Nordrhein-Westfalen', platform: 2 });
    expect((await lookupPlaces(2, 'München'))[0]).toMatchObject({ name: 'München', province: 'Bayern' });
  });

  it('keeps to the country, puts exact names first and answers at most 10', async () => {
    expect((await lookupPlaces(1, 'München')).length).toBe(0);
    expect((await lookupPlaces(2, 'Amsterdam')).length).toBe(0);
    const utrecht = await lookupPlaces(1, 'utrecht');
    expect(utrecht[0]!.name).toBe('Utrecht');
    expect((await lookupPlaces(2, 'berg')).length).toBe(10);
    expect(await lookupPlaces(1, '   ')).toEqual([]);
  });
});

describe('Google Places provider', () => {
  it('builds a Text Search request for cities in the platform country and language', () => {
    const { url, init } = buildPlacesTextSearchRequest('test-key', 'BE', 'Gent', 10);
    expect(url).toBe(PLACES_TEXT_SEARCH_URL);
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      'X-Goog-Api-Key': 'test-key',
      'X-Goog-FieldMask': 'places.id,places.displayName,places.location,places.addressComponents',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(init.body as string)).toEqual({
      textQuery: 'Gent',
      includedType: 'locality',
      strictTypeFiltering: true,
      regionCode: 'be',
      languageCode: 'nl',
      pageSize: 10,
    });
    expect(JSON.parse(buildPlacesTextSearchRequest('k', 'DE', 'Köln').init.body as string)).toMatchObject({ regionCode: 'de', languageCode: 'de' });
  });

  it('reads city suggestions from an answer (province level 2 in Belgium, 1 elsewhere)', () => {
    const answer = {
      places: [
        {
          id: 'ChIJ-gent',
          displayName: { text: 'Gent' },
          location: { latitude: 51.05, longitude: 3.72 },
          addressComponents: [
            { longText: 'Vlaanderen', types: ['administrative_area_level_1', 'political'] },
            { longText: 'Oost-Vlaanderen', types: ['administrative_area_level_2', 'political'] },
          ],
        },
        { id: 'broken' },
      ],
    };
    expect(parsePlacesTextSearchResponse(answer, 'BE', 4)).toEqual([
      { locationId: 'ChIJ-gent', name: 'Gent', lat: 51.05, lon: 3.72, province: 'Oost-Vlaanderen', platform: 4 },
    ]);
    expect(parsePlacesTextSearchResponse(answer, 'NL', 1)[0]!.province).toBe('Vlaanderen');
    expect(parsePlacesTextSearchResponse({}, 'NL', 1)).toEqual([]);
  });
});

describe('POST /api/public/locations/city', () => {
  let database: DatabaseHandle;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  const post = (host: string, body: unknown) =>
    api.request(host, '/api/public/locations/city', { method: 'POST', headers: { host, 'content-type': 'application/json' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    database = await createTestDatabase();
    await insertWriteFixtures(database.db);
    api = await createTestApp(database, { RATE_LIMIT_WRITES: '1000' });
  });
  afterAll(async () => {
    await database.close();
  });

  it('creates the city of a lookup result with its province, then fetches the same city', async () => {
    const [suggestion] = await lookupPlaces(1, 'Zwolle');
    const created = await post('nl.localhost', suggestion);
    expect(created.status).toBe(200);
    const location = (await created.json()) as { id: number };
    expect(location).toEqual({ id: expect.any(Number), name: 'Zwolle', province: { name: 'Overijssel' }, type: 'CITY' });
    const again = await post('nl.localhost', suggestion);
    expect(await again.json()).toEqual(location);
    const [row] = await database.db.select().from(cities).where(eq(cities.id, location.id));
    expect(row).toMatchObject({ locationId: suggestion!.locationId, lat: suggestion!.lat, lon: suggestion!.lon, platformId: 1 });
  });

  it('takes name, coordinates and province from the gazetteer, not from the request', async () => {
    const [suggestion] = await lookupPlaces(1, 'Deventer');
    const response = await post('nl.localhost', { ...suggestion, name: 'Hackville', lat: 0, lon: 0, province: 'Nergensland' });
    expect(await response.json()).toMatchObject({ name: 'Deventer', province: { name: 'Overijssel' } });
    expect(await database.db.$count(provinces, eq(provinces.name, 'Nergensland'))).toBe(0);
    expect(await database.db.$count(provinces, sql`${provinces.name} = 'Overijssel' AND ${provinces.platformId} = 1`)).toBe(1);
  });

  it('makes one city when the same place is sent many times at once', async () => {
    const [suggestion] = await lookupPlaces(4, 'Brugge');
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('be.localhost', suggestion).then((r) => r.json() as Promise<{ id: number }>)));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(await database.db.$count(cities, eq(cities.locationId, suggestion!.locationId))).toBe(1);
  });

  it('refuses unknown places, places of another country, another platform, and invalid bodies', async () => {
    const [koeln] = await lookupPlaces(2, 'Köln');
    expect((await post('nl.localhost', { ...koeln, platform: 1 })).status).toBe(400);
    expect((await post('nl.localhost', { locationId: '999999999', name: 'X', lon: 1, lat: 1, province: null, platform: 1 })).status).toBe(400);
    // A Google place id is taken only when the Google provider is configured.
    expect((await post('nl.localhost', { locationId: 'ChIJ-made-up', name: 'X', lon: 1, lat: 1, province: null, platform: 1 })).status).toBe(400);
    const [zwolle] = await lookupPlaces(1, 'Zwolle');
    const other = await post('de.localhost', zwolle);
    expect(other.status).toBe(400);
    expect(((await other.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('platform');
    const invalid = await post('nl.localhost', { name: '', lat: 'north' });
    expect(Object.keys(((await invalid.json()) as { error: { fields: Record<string, string> } }).error.fields).sort()).toEqual([
      'lat',
      'locationId',
      'lon',
      'name',
      'platform',
      'province',
    ]);
  });
});
