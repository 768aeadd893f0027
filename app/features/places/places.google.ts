import type { CountryCode } from './places.gazetteer.ts';
import type { CitySuggestion } from './places.schemas.ts';

/** Places API (New) Text Search. */
export const PLACES_TEXT_SEARCH_URL = 'https://places.googleapis.com/v1/places:searchText';

const LANGUAGE: Record<CountryCode, string> = { NL: 'nl', BE: 'nl', DE: 'de' };

/** The HTTP request of a city search: cities (`locality`) in one country, in the site's language. */
export function buildPlacesTextSearchRequest(apiKey: string, country: CountryCode, searchQuery: string, maxResults = 10): { url: string; init: RequestInit } {
  return {
    url: PLACES_TEXT_SEARCH_URL,
    init: {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Goog-Api-Key': apiKey,
        'X-Goog-FieldMask': 'places.id,places.displayName,places.location,places.addressComponents',
      },
      body: JSON.stringify({
        textQuery: searchQuery,
        includedType: 'locality',
        strictTypeFiltering: true,
        regionCode: country.toLowerCase(),
        languageCode: LANGUAGE[country],
        pageSize: maxResults,
      }),
      signal: AbortSignal.timeout(5000),
    },
  };
}

interface GooglePlace {
  id?: string;
  displayName?: { text?: string };
  location?: { latitude?: number; longitude?: number };
  addressComponents?: Array<{ longText?: string; types?: string[] }>;
}

/** City suggestions from a Text Search answer; Belgian provinces are level 2, others level 1. */
export function parsePlacesTextSearchResponse(body: unknown, country: CountryCode, platformId: number): CitySuggestion[] {
  const places = ((body as { places?: GooglePlace[] } | null)?.places ?? []) as GooglePlace[];
  const provinceLevel = country === 'BE' ? 'administrative_area_level_2' : 'administrative_area_level_1';
  return places
    .filter((p) => p.id && p.displayName?.text && typeof p.location?.latitude === 'number' && typeof p.location?.longitude === 'number')
    .map((p) => ({
      locationId: p.id!,
      name: p.displayName!.text!,
      lat: p.location!.latitude!,
      lon: p.location!.longitude!,
      province: p.addressComponents?.find((c) => c.types?.includes(provinceLevel))?.longText ?? null,
      platform: platformId,
    }));
}

/** Calls Google Places; throws on a non-2xx answer (the caller decides what a failure yields). */
export async function searchGooglePlaces(
  apiKey: string,
  country: CountryCode,
  searchQuery: string,
  platformId: number,
  fetchImpl: typeof fetch = fetch,
): Promise<CitySuggestion[]> {
  const { url, init } = buildPlacesTextSearchRequest(apiKey, country, searchQuery);
  const response = await fetchImpl(url, init);
  if (!response.ok) throw new Error(`Google Places answered ${response.status}`);
  return parsePlacesTextSearchResponse(await response.json(), country, platformId);
}
