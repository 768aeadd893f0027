import { describe, expect, it } from 'vitest';
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
