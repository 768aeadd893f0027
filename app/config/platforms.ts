/**
 * Platforms (brand variants) and how a request host selects one (core.md 1, decisions.md 1-4).
 * Pure and isomorphic: no database access here; platform rows are passed in.
 */
export const PLATFORM_IDS = [1, 2, 3, 4] as const;
export type PlatformId = (typeof PLATFORM_IDS)[number];
export const DEFAULT_PLATFORM_ID: PlatformId = 1;

export type Locale = 'nl' | 'de' | 'be';

export interface HostMatcher {
  id: number;
  hostFragments: string[];
  hostMatchOrder: number;
}

/** Host fragments seeded with the platform rows: production domains and the development hosts. */
export const DEFAULT_HOST_MATCHERS: HostMatcher[] = [
  { id: 4, hostFragments: ['uitjesbaas.be', 'be.localhost'], hostMatchOrder: 1 },
  { id: 1, hostFragments: ['uitjesbaas.nl', 'nl.localhost'], hostMatchOrder: 2 },
  { id: 2, hostFragments: ['ausflugsbaas.de', 'de.localhost'], hostMatchOrder: 3 },
  { id: 3, hostFragments: ['kidsuitjes.nl', 'kids.localhost'], hostMatchOrder: 4 },
];

/**
 * The platform a host name selects: fragments are tried in match order (Belgian, Dutch business,
 * German, kids); anything else is platform 1. The port and letter case do not matter.
 */
export function resolvePlatformId(host: string | null | undefined, matchers: HostMatcher[] = DEFAULT_HOST_MATCHERS): number {
  const hostname = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '');
  if (!hostname) return DEFAULT_PLATFORM_ID;
  const ordered = [...matchers].sort((a, b) => a.hostMatchOrder - b.hostMatchOrder);
  for (const matcher of ordered) {
    if (matcher.hostFragments.some((fragment) => fragment && hostname.includes(fragment.toLowerCase()))) return matcher.id;
  }
  return DEFAULT_PLATFORM_ID;
}

export type BrandKind = 'company' | 'kids' | 'unknown';

export interface BrandLook {
  kind: BrandKind;
  locale: Locale;
  /** BCP 47 tag for <html lang>, dates and numbers. */
  htmlLang: string;
  palette: { primary: string; secondary: string; light: string; border: string };
}

const COMPANY_PALETTE = { primary: '#34aadf', secondary: '#02906f', light: '#eaf6fc', border: '#99cfe7' };
const KIDS_PALETTE = { primary: '#e72e6c', secondary: '#5eba94', light: '#f7ecf0', border: '#f2b1c7' };
const UNKNOWN_PALETTE = { primary: '#000000', secondary: '#000000', light: '#ffffff', border: '#000000' };

/** The one place that decides what a brand looks like and speaks (house rule 7). */
const BRANDS: Record<PlatformId, BrandLook> = {
  1: { kind: 'company', locale: 'nl', htmlLang: 'nl-NL', palette: COMPANY_PALETTE },
  2: { kind: 'company', locale: 'de', htmlLang: 'de-DE', palette: COMPANY_PALETTE },
  3: { kind: 'kids', locale: 'nl', htmlLang: 'nl-NL', palette: KIDS_PALETTE },
  4: { kind: 'company', locale: 'be', htmlLang: 'nl-BE', palette: COMPANY_PALETTE },
};

export function brandLook(platformId: number): BrandLook {
  return BRANDS[platformId as PlatformId] ?? { kind: 'unknown', locale: 'nl', htmlLang: 'nl-NL', palette: UNKNOWN_PALETTE };
}

/** Routes that only some platforms have (core.md 2: /agenda is kids only). */
export function hasAgenda(platformId: number): boolean {
  return brandLook(platformId).kind === 'kids';
}
