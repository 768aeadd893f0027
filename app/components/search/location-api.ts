import type { LocationType } from '../../config/location-types.ts';
import { portalPlacesHref } from '../../config/portal-links.ts';
/**
 * Browser calls of the location autocomplete (core.md 7): known locations of the platform, places from
 * the gazetteer when none match, and turning a chosen place into a location. Same-origin, relative URLs.
 */
/** A public location as both location calls answer it (core.md 3: province is the name of a city's province). */
export interface LocationOption {
  id: number;
  name: string;
  type: LocationType;
  province: string | null;
}

/** A place from the maps-service / gazetteer lookup (core.md 3: city suggestion). */
export interface PlaceSuggestion {
  locationId: string;
  name: string;
  lon: number;
  lat: number;
  province: string | null;
  platform?: number | { id: number } | null;
}

/** screens.md 9: at most 10 suggestions; the list call asks for 100 (screens.md 5). */
export const SUGGESTION_LIMIT = 10;

export const LOCATIONS_PATH = '/api/public/locations';
/**
 * The visitor's place lookup (gazetteer, or Google Places when configured), used when no location
 * matches; core.md 7's admin lookup answers 401 to visitors (docs/decisions/009-visitor-place-lookup.md).
 */
export const PLACES_PATH = '/api/public/places';
export const CITY_PATH = '/api/public/locations/city';

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Only what the combobox keeps of a location (the API's one shape: province is a name or null). */
function toOption(raw: LocationOption): LocationOption {
  return { id: raw.id, name: raw.name, type: raw.type, province: raw.province };
}

/**
 * Locations matching `text`; provinces when `text` is empty (screens.md 7). `only` narrows them to one
 * kind (the agenda's city box asks for cities), `limit` caps the answer.
 */
export async function fetchLocations(
  text: string,
  signal?: AbortSignal,
  { only, limit = 100 }: { only?: LocationOption['type']; limit?: number } = {},
): Promise<LocationOption[]> {
  const query = text.trim();
  const filterQuery = JSON.stringify(query ? { genericSearchQuery: query, ...(only ? { type: only } : {}) } : { type: only ?? 'PROVINCE' });
  const params = new URLSearchParams({ page: '1', limit: String(limit), filterQuery });
  const body = await json<{ locations: LocationOption[] }>(await fetch(`${LOCATIONS_PATH}?${params}`, { signal, headers: { accept: 'application/json' } }));
  return body.locations.map(toOption);
}

/**
 * The places of an organisation's platform matching `text`, from the portal's lookup (its place boxes:
 * the portal's host is no platform's, so the public search would answer for the default one).
 */
export async function fetchOrganisationPlaces(organisationId: number, text: string, signal?: AbortSignal, only?: 'CITY'): Promise<LocationOption[]> {
  const body = await json<{ locations: LocationOption[] }>(
    await fetch(portalPlacesHref(organisationId, text, only), { signal, headers: { accept: 'application/json' } }),
  );
  return body.locations.map(toOption);
}

/** Places from the gazetteer for `text` (used when no known location matches). */
export async function fetchPlaces(text: string, _platformId: number, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  // The platform is the request host's; the parameter stays for callers that know it.
  const params = new URLSearchParams({ searchQuery: text.trim() });
  const body = await json<PlaceSuggestion[] | { places: PlaceSuggestion[] }>(
    await fetch(`${PLACES_PATH}?${params}`, { signal, headers: { accept: 'application/json' } }),
  );
  return Array.isArray(body) ? body : body.places;
}

/** Creates (or fetches) the location of a chosen place. */
export async function createCity(place: PlaceSuggestion): Promise<LocationOption> {
  const platform = typeof place.platform === 'object' && place.platform ? place.platform.id : place.platform;
  const response = await fetch(CITY_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      locationId: place.locationId,
      name: place.name,
      lon: place.lon,
      lat: place.lat,
      province: place.province,
      ...(platform ? { platform } : {}),
    }),
  });
  return toOption(await json<LocationOption>(response));
}
