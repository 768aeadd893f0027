import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupPlaces } from '../../../app/features/places/places.server.ts';
import type { DatabaseHandle } from '../../../db/client.server.ts';
import { cities, provinces } from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { createTestApp } from '../../../tests/support/test-app.ts';
import { insertWriteFixtures } from '../../../tests/support/write-fixtures.ts';

describe('POST /api/public/locations/city', () => {
  let database: DatabaseHandle;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  const post = async (host: string, body: unknown): Promise<Response> =>
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
    expect(location).toEqual({ id: expect.any(Number), name: 'Zwolle', province: 'Overijssel', type: 'CITY' });
    const again = await post('nl.localhost', suggestion);
    expect(await again.json()).toEqual(location);
    // One shape for one location (core.md 3, Public location): the list call answers the same object.
    const filterQuery = encodeURIComponent(JSON.stringify({ genericSearchQuery: 'Zwolle', type: 'CITY' }));
    const listed = await api.request('nl.localhost', `/api/public/locations?page=1&limit=10&filterQuery=${filterQuery}`);
    expect(((await listed.json()) as { locations: unknown[] }).locations).toContainEqual(location);
    const [row] = await database.db.select().from(cities).where(eq(cities.id, location.id));
    expect(row).toMatchObject({ locationId: suggestion!.locationId, lat: suggestion!.lat, lon: suggestion!.lon, platformId: 1 });
  });

  it('takes name, coordinates and province from the gazetteer, not from the request', async () => {
    const [suggestion] = await lookupPlaces(1, 'Deventer');
    const response = await post('nl.localhost', { ...suggestion, name: 'Hackville', lat: 0, lon: 0, province: 'Nergensland' });
    expect(await response.json()).toMatchObject({ name: 'Deventer', province: 'Overijssel' });
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
