import { BRANDS } from './brand.ts';

/**
 * Platforms (brand variants) and how a request host selects one (core.md 1, decisions.md 1-4). What a
 * platform's brand shows and speaks is ./brand.ts. Pure and isomorphic: platform rows are passed in.
 */
/** The platform of a host no fragment matches (decisions.md 2). */
export const DEFAULT_PLATFORM_ID = 1;

export interface HostMatcher {
  id: number;
  hostFragments: string[];
  hostMatchOrder: number;
}

/** Host fragments seeded with the platform rows (the brands' production domains and development hosts). */
export const DEFAULT_HOST_MATCHERS: HostMatcher[] = BRANDS.map((brand) => ({
  id: brand.platformId,
  hostFragments: [...brand.seedHosts.fragments],
  hostMatchOrder: brand.seedHosts.matchOrder,
})).sort((a, b) => a.hostMatchOrder - b.hostMatchOrder);

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
