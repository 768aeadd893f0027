/**
 * Links from a brand site into the portal (docs/decisions/100): the portal lives on its own origin
 * (`PORTAL_ORIGIN`) and speaks Dutch and German; a brand sends its visitors there in its own language
 * and says which platform they came from, so the portal can start in that language and, on sign-up,
 * create the organisation on that platform.
 */
export const PORTAL_LANGUAGES = ['nl', 'de'] as const;
export type PortalLanguage = (typeof PORTAL_LANGUAGES)[number];

/**
 * The portal's pages, all under one prefix (docs/decisions/103): the server serves them on the portal
 * host only and answers 404 for them on a brand host, so the two faces never share a path.
 */
export const PORTAL_PREFIX = '/portaal';
export const PORTAL_PATHS = {
  home: PORTAL_PREFIX,
  signIn: `${PORTAL_PREFIX}/inloggen`,
  secondFactor: `${PORTAL_PREFIX}/inloggen/code`,
  /** The one-time sign-in link a locked account's right password mails (decision 103). */
  signInLink: `${PORTAL_PREFIX}/inloggen/link`,
  signUp: `${PORTAL_PREFIX}/aanmelden`,
  verifyEmail: `${PORTAL_PREFIX}/bevestigen`,
  forgotPassword: `${PORTAL_PREFIX}/wachtwoord-vergeten`,
  setPassword: `${PORTAL_PREFIX}/wachtwoord-instellen`,
  invitation: `${PORTAL_PREFIX}/uitnodiging`,
  confirmEmail: `${PORTAL_PREFIX}/email-bevestigen`,
  account: `${PORTAL_PREFIX}/account`,
  /** What mails a person gets, per kind (docs/decisions/116). */
  notifications: `${PORTAL_PREFIX}/account/meldingen`,
  /** A notification's one-click unsubscribe (RFC 8058): a page with a button, its POST needs no session. */
  unsubscribe: `${PORTAL_PREFIX}/meldingen/afmelden`,
  users: `${PORTAL_PREFIX}/beheer/gebruikers`,
  /** A provider's quote requests (decision 104): the list, one lead at `${leads}/:id`, the list as CSV. */
  leads: `${PORTAL_PREFIX}/aanvragen`,
  leadsExport: `${PORTAL_PREFIX}/aanvragen/export.csv`,
  /** A provider's figures per day (decision 104) and their CSV. */
  statistics: `${PORTAL_PREFIX}/statistieken`,
  /** How each figure is counted, in words (docs/decisions/113 "Counted openly"). */
  statisticsCounting: `${PORTAL_PREFIX}/statistieken/uitleg`,
  statisticsExport: `${PORTAL_PREFIX}/statistieken/export.csv`,
  signOut: `${PORTAL_PREFIX}/uitloggen`,
  activities: `${PORTAL_PREFIX}/activiteiten`,
  review: `${PORTAL_PREFIX}/beoordelen`,
  /** The operators' back office (decision 104); its sections below it, `?platform=` names the platform. */
  backOffice: `${PORTAL_PREFIX}/beheer`,
  /** One organisation of the provider: its profile and contact persons (decision 104). */
  organisation: (id: number) => `${PORTAL_PREFIX}/organisaties/${id}`,
  /** A provider's events on the kids agenda (decision 104): the list, a new one, one event's editor. */
  events: `${PORTAL_PREFIX}/evenementen`,
  /** Providers' place boxes: the places of an organisation's platform (the public search answers for the host's). */
  places: `${PORTAL_PREFIX}/plaatsen`,
  newEvent: `${PORTAL_PREFIX}/evenementen/nieuw`,
  event: (id: number) => `${PORTAL_PREFIX}/evenementen/${id}`,
  /** Operators: the events waiting for review (new ones and changes to live ones). */
  reviewEvents: `${PORTAL_PREFIX}/beoordelen/evenementen`,
} as const;

/** Whether a path is one of the portal's (the prefix itself or below it). */
export function isPortalPath(pathname: string): boolean {
  return pathname === PORTAL_PREFIX || pathname.startsWith(`${PORTAL_PREFIX}/`);
}

/** The portal language for a brand's html lang ('nl-BE' -> 'nl'); Dutch for any other language. */
export function portalLanguageOf(htmlLang: string): PortalLanguage {
  const language = htmlLang.split('-')[0]!.toLowerCase();
  return (PORTAL_LANGUAGES as readonly string[]).includes(language) ? (language as PortalLanguage) : 'nl';
}

/** The advertisers' sign-in on the portal, in the brand's language: `/portaal/inloggen?taal=de&platform=2`. */
export function portalSignInUrl(portalOrigin: string, brand: { platformId: number; htmlLang: string }): string {
  return portalUrl(portalOrigin, PORTAL_PATHS.signIn, brand);
}

/** A provider's sign-up on the portal, from a brand: the new organisation lands on that brand's platform. */
export function portalSignUpUrl(portalOrigin: string, brand: { platformId: number; htmlLang: string }): string {
  return portalUrl(portalOrigin, PORTAL_PATHS.signUp, brand);
}

function portalUrl(portalOrigin: string, path: string, brand: { platformId: number; htmlLang: string }): string {
  const url = new URL(path, portalOrigin);
  url.searchParams.set('taal', portalLanguageOf(brand.htmlLang));
  url.searchParams.set('platform', String(brand.platformId));
  return url.href;
}

/**
 * The portal's place lookup (app/routes/portal/provider/places.ts): the cities, provinces and regions of the
 * platform of an organisation the user acts for, or its cities only. The portal has its own host, so the
 * public location search, which answers for the host's platform, cannot serve its place boxes.
 */
export const PORTAL_PLACES_LOOKUP = { organisation: 'organisatie', search: 'zoek', kind: 'soort' } as const;

/** The address of a lookup of the places of `organisationId`'s platform named like `text`. */
export function portalPlacesHref(organisationId: number, text: string, only?: 'CITY'): string {
  const params = new URLSearchParams({ [PORTAL_PLACES_LOOKUP.organisation]: String(organisationId), [PORTAL_PLACES_LOOKUP.search]: text.trim() });
  if (only) params.set(PORTAL_PLACES_LOOKUP.kind, only);
  return `${PORTAL_PATHS.places}?${params}`;
}

/**
 * The portal's links to an activity's public page end in this fragment: the page then sends no view
 * (docs/decisions/113 "Counted openly"), so a provider looking at their own activity, or an operator at
 * one under review, does not add to its figures. A fragment never reaches the server or the page cache.
 */
export const OWN_VISIT_FRAGMENT = 'vanuit-portaal';

/** An activity's public address as the portal links to it: its own visits are not counted. */
export const ownVisitLink = (publicUrl: string) => `${publicUrl}#${OWN_VISIT_FRAGMENT}`;
