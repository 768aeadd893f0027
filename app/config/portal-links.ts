/**
 * Links from a brand site into the portal (docs/decisions/100): the portal lives on its own origin
 * (`PORTAL_ORIGIN`) and speaks Dutch and German; a brand sends its visitors there in its own language
 * and says which platform they came from, so the portal can start in that language and, on sign-up,
 * create the organisation on that platform.
 */
export const PORTAL_LANGUAGES = ['nl', 'de'] as const;
export type PortalLanguage = (typeof PORTAL_LANGUAGES)[number];

/** The portal language for a brand's html lang ('nl-BE' -> 'nl'); Dutch for any other language. */
export function portalLanguageOf(htmlLang: string): PortalLanguage {
  const language = htmlLang.split('-')[0]!.toLowerCase();
  return (PORTAL_LANGUAGES as readonly string[]).includes(language) ? (language as PortalLanguage) : 'nl';
}

/** The advertisers' sign-in on the portal, in the brand's language: `/inloggen?taal=de&platform=2`. */
export function portalSignInUrl(portalOrigin: string, brand: { platformId: number; htmlLang: string }): string {
  const url = new URL('/inloggen', portalOrigin);
  url.searchParams.set('taal', portalLanguageOf(brand.htmlLang));
  url.searchParams.set('platform', String(brand.platformId));
  return url.href;
}
