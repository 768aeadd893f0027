import type { Brand } from '../config/brand.ts';
import type { PublicPlatform } from '../site-shell/site-shell.types.ts';

/** What the page head needs to know about the site (page-head.server.ts loads it per request). */

/** The parts of the brand shell the head uses (the root's SiteShell satisfies it). */
export interface HeadShell {
  platform: PublicPlatform;
  brand: Pick<Brand, 'locale' | 'htmlLang'>;
}

/** A language version of the site (hreflang). */
export interface HeadAlternate {
  platformId: number;
  hrefLang: string;
  /** Origin of that version, e.g. https://www.uitjesbaas.be */
  origin: string;
  /** The version x-default points at. */
  isDefault: boolean;
}

export interface HeadContext {
  /** Canonical origin of the current platform: https:// + its domain. */
  origin: string;
  /** The language versions of the current site, the current one included; empty when it stands alone. */
  alternates: HeadAlternate[];
}

/** https:// + domain, without a trailing slash. */
export function originOf(domain: string): string {
  const bare = domain.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  return `https://${bare}`;
}
