/**
 * Platforms (brand variants) and how a request host selects one (core.md 1, decisions.md 1-4). What a
 * platform's brand shows and speaks is ./brand.ts; both are data on the platform rows (seeded from
 * db/seed/platform-data.ts). Pure and isomorphic: platform rows are passed in.
 */
/** The platform of a host no fragment matches (decisions.md 2). */
export const DEFAULT_PLATFORM_ID = 1;

export interface HostMatcher {
  id: number;
  hostFragments: string[];
  hostMatchOrder: number;
}

/**
 * Where a platform's public site is, as seen from the portal at `portalOrigin`: on a local install (the
 * portal on a `.localhost` host) the platform's own `.localhost` host on the same port, since its
 * production domain is not this install; otherwise https:// and its domain.
 */
export function publicSiteOrigin(platform: { domain: string; hostFragments: readonly string[] }, portalOrigin: string): string {
  const portal = new URL(portalOrigin);
  const local = platform.hostFragments.find((fragment) => fragment.endsWith('.localhost'));
  if (local && (portal.hostname === 'localhost' || portal.hostname.endsWith('.localhost')))
    return `${portal.protocol}//${local}${portal.port ? `:${portal.port}` : ''}`;
  return `https://${platform.domain.replace(/^https?:\/\//, '').replace(/\/+$/, '')}`;
}

/**
 * The platform a host name selects: fragments are tried in match order (Belgian, Dutch business,
 * German, kids); anything else is platform 1. The port and letter case do not matter.
 */
export function resolvePlatformId(host: string | null | undefined, matchers: readonly HostMatcher[]): number {
  const hostname = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '');
  if (!hostname) return DEFAULT_PLATFORM_ID;
  const ordered = [...matchers].sort((a, b) => a.hostMatchOrder - b.hostMatchOrder);
  for (const matcher of ordered) {
    if (matcher.hostFragments.some((fragment) => fragment && hostname.includes(fragment.toLowerCase()))) return matcher.id;
  }
  return DEFAULT_PLATFORM_ID;
}
