import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.server.ts';
import { cities, provinces } from '../../../db/schema/index.ts';
import type { PlatformRow } from '../../request-context.server.ts';
import { type CountryCode, gazetteerPlace, searchGazetteer } from './places.gazetteer.ts';
import { searchGooglePlaces } from './places.google.ts';
import type { PublicLocation } from '../locations/locations.schemas.ts';
import { type CitySuggestion, CitySuggestionSchema } from './places.schemas.ts';

/** Country whose places a platform offers (core.md 9: 1 nl, 2 de, 3 kids nl, 4 be). */
const PLATFORM_COUNTRY: Record<number, CountryCode> = { 1: 'NL', 2: 'DE', 3: 'NL', 4: 'BE' };

function countryOf(platformId: number, countryCode?: string): CountryCode {
  const code = countryCode?.toUpperCase();
  if (code === 'NL' || code === 'BE' || code === 'DE') return code;
  return PLATFORM_COUNTRY[platformId] ?? 'NL';
}

export interface PlacesOptions {
  /** Google Places key (GOOGLE_PLACES_API_KEY); absent: the bundled GeoNames gazetteer answers. */
  googleApiKey?: string | undefined;
  fetch?: typeof fetch;
}

/**
 * City suggestions for the admin city lookup (GET /api/admin/googleLocations/cities): places of the
 * platform's country matching `searchQuery`, at most 10. Offline from the gazetteer by default
 * (decisions.md 11), from Google Places Text Search when a key is configured.
 */
export async function lookupPlaces(platformId: number, searchQuery: string, options: PlacesOptions = {}): Promise<CitySuggestion[]> {
  const country = countryOf(platformId);
  const query = searchQuery.trim().slice(0, 100);
  if (!query) return [];
  if (options.googleApiKey) return searchGooglePlaces(options.googleApiKey, country, query, platformId, options.fetch);
  return searchGazetteer(country, query, platformId);
}

export type CreateCityResult =
  | { status: 'found' | 'created'; location: PublicLocation }
  /** The place is not in the gazetteer of the platform's country (and no Google key vouches for it). */
  | { status: 'unknown-place' };

/**
 * Creates the city of a place result on the platform, or returns the one already there (same
 * locationId). A GeoNames id is taken from the gazetteer (its name, coordinates and province win over
 * the request); a Google place id is accepted only with a configured Google key. The province is
 * found by name or created. Safe under concurrent calls (unique indexes, ON CONFLICT).
 */
export async function createOrFetchCity(
  db: Database,
  platform: Pick<PlatformRow, 'id' | 'countryCode'>,
  input: CitySuggestion,
  options: PlacesOptions = {},
): Promise<CreateCityResult> {
  const suggestion = CitySuggestionSchema.parse(input);
  const existing = await findCity(db, platform.id, suggestion.locationId);
  if (existing) return { status: 'found', location: existing };

  let place: { name: string; lon: number; lat: number; province: string | null };
  if (/^\d+$/.test(suggestion.locationId)) {
    const known = gazetteerPlace(countryOf(platform.id, platform.countryCode), suggestion.locationId);
    if (!known) return { status: 'unknown-place' };
    place = known;
  } else if (options.googleApiKey) {
    place = suggestion;
  } else {
    return { status: 'unknown-place' };
  }

  await db.transaction(async (tx) => {
    let provinceId: number | null = null;
    if (place.province) {
      await tx.insert(provinces).values({ name: place.province, platformId: platform.id }).onConflictDoNothing();
      const [row] = await tx
        .select({ id: provinces.id })
        .from(provinces)
        .where(and(eq(provinces.platformId, platform.id), eq(provinces.name, place.province)));
      provinceId = row?.id ?? null;
    }
    await tx
      .insert(cities)
      .values({ name: place.name, locationId: suggestion.locationId, lon: place.lon, lat: place.lat, platformId: platform.id, provinceId })
      .onConflictDoNothing();
  });
  const created = await findCity(db, platform.id, suggestion.locationId);
  return { status: 'created', location: created! };
}

async function findCity(db: Database, platformId: number, locationId: string): Promise<PublicLocation | null> {
  const rows = await queryRows<{ id: number; name: string; province: string | null; type: 'CITY' }>(
    db,
    sql`SELECT c.id, c.name, p.name AS province, c.type FROM cities c LEFT JOIN provinces p ON p.id = c.province_id
        WHERE c.platform_id = ${platformId} AND c.location_id = ${locationId} LIMIT 1`,
  );
  const row = rows[0];
  // The one shape of a public location (core.md 3: province is its name), as GET /locations answers it.
  return row ? { id: row.id, name: row.name, province: row.province, type: row.type } : null;
}

/**
 * The city a visitor named in a form (the event form asks for a province and a city by name): the
 * platform's city of that name, the one in the named province first; else the gazetteer's place of that
 * name in the platform's country, created as a city. Null when neither knows the name.
 */
export async function cityNamed(
  db: Database,
  platform: Pick<PlatformRow, 'id' | 'countryCode'>,
  cityName: string,
  provinceName: string | null,
): Promise<number | null> {
  const name = cityName.trim();
  if (!name) return null;
  const province = provinceName?.trim().toLowerCase() ?? '';
  const [known] = await queryRows<{ id: number }>(
    db,
    sql`SELECT c.id FROM cities c LEFT JOIN provinces p ON p.id = c.province_id
        WHERE c.platform_id = ${platform.id} AND lower(c.name) = lower(${name})
        ORDER BY (lower(p.name) = ${province}) DESC NULLS LAST, c.id LIMIT 1`,
  );
  if (known) return known.id;
  const places = (await lookupPlaces(platform.id, name)).filter((place) => place.name.toLowerCase() === name.toLowerCase());
  const place = places.find((p) => p.province?.toLowerCase() === province) ?? places[0];
  if (!place) return null;
  const created = await createOrFetchCity(db, platform, place);
  return created.status === 'unknown-place' ? null : created.location.id;
}
