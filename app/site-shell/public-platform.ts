import type { PlatformRow } from '../request-context.server.ts';
import type { PublicPlatform } from './site-shell.types.ts';

/** What a page may show of the platform row (never its sales address, host fragments or campaign ids). */
export function publicPlatformOf(platform: PlatformRow): PublicPlatform {
  const { id, name, alternativeName, domain, email, phone, logoUrl, tagline, countryCode } = platform;
  return { id, name, alternativeName, domain, email, phone, logoUrl, tagline, countryCode };
}
