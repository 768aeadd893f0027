/**
 * The brand: everything a feature may ask about the site a visitor is on, in one value (house rule 7,
 * issue 23). The server resolves it once per request from the platform the host selects (server/app.ts)
 * and hands it to loaders and actions (request context), API routes (`c.var.brand`) and the browser
 * (root loader data, `useSiteShell().brand`). Features ask the brand (`brand.features.agenda`), never a
 * platform id. Pure and isomorphic: data only, no database access.
 */

/** Which catalogue a brand speaks (app/i18n): Dutch, German, Flemish Dutch. */
export type Locale = 'nl' | 'de' | 'be';

export type BrandKind = 'company' | 'kids' | 'unknown';

export interface BrandPalette {
  primary: string;
  secondary: string;
  light: string;
  border: string;
}

/** What the screens show per brand (screens.md 2 and the screens it names). */
export interface BrandFeatures {
  /** The agenda of events (/agenda, its menu entry and sitemap entry; core.md 2: kids only). */
  agenda: boolean;
  /** Home hero dropdown: company types (a filter group) or the filters of the group 'Activiteiten'. */
  heroDropdown: 'companyTypes' | 'activityFilters';
  /** Home category cards: one per filter group, or one per filter of 'Activiteiten'. */
  categoryCards: 'filterGroups' | 'activityFilters';
  /** Home block of new activities. */
  newActivities: boolean;
  /** Activity detail tab 'current' and the organisation page's events. */
  organisationEvents: boolean;
  /** The advertise page ends with the agenda banner and the event-submission form. */
  eventSubmission: boolean;
  /** The about page shows the phone link (screens.md About us: German site only). */
  aboutPhone: boolean;
}

export interface Brand {
  /** The platform row this brand belongs to (core.md 1). */
  platformId: number;
  kind: BrandKind;
  locale: Locale;
  /** BCP 47 tag for <html lang>, hreflang, dates and numbers. */
  htmlLang: string;
  palette: BrandPalette;
  /** PostgreSQL text-search configuration of this brand's language (activities.search_vector, events). */
  searchLanguage: 'dutch' | 'german';
  /**
   * Sites in one hreflang group link each other as language alternates (decisions.md 1: the Dutch and
   * Belgian company sites, the Dutch one as x-default); null: the site stands alone.
   */
  hreflang: { group: string; isDefault: boolean } | null;
  features: BrandFeatures;
  /** Host fragments the platform row is seeded with (production domain, development host; decisions.md 2). */
  seedHosts: { fragments: readonly string[]; matchOrder: number };
}

const COMPANY_PALETTE: BrandPalette = { primary: '#34aadf', secondary: '#02906f', light: '#eaf6fc', border: '#99cfe7' };
const KIDS_PALETTE: BrandPalette = { primary: '#e72e6c', secondary: '#5eba94', light: '#f7ecf0', border: '#f2b1c7' };
const UNKNOWN_PALETTE: BrandPalette = { primary: '#000000', secondary: '#000000', light: '#ffffff', border: '#000000' };

const COMPANY_FEATURES: BrandFeatures = {
  agenda: false,
  heroDropdown: 'companyTypes',
  categoryCards: 'filterGroups',
  newActivities: true,
  organisationEvents: false,
  eventSubmission: false,
  aboutPhone: false,
};
const KIDS_FEATURES: BrandFeatures = {
  agenda: true,
  heroDropdown: 'activityFilters',
  categoryCards: 'activityFilters',
  newActivities: false,
  organisationEvents: true,
  eventSubmission: true,
  aboutPhone: false,
};

/** The brands of the four platforms (decisions.md 1-5). */
export const BRANDS: readonly Brand[] = [
  {
    platformId: 1,
    kind: 'company',
    locale: 'nl',
    htmlLang: 'nl-NL',
    palette: COMPANY_PALETTE,
    searchLanguage: 'dutch',
    hreflang: { group: 'company-nl', isDefault: true },
    features: COMPANY_FEATURES,
    seedHosts: { fragments: ['uitjesbaas.nl', 'nl.localhost'], matchOrder: 2 },
  },
  {
    platformId: 2,
    kind: 'company',
    locale: 'de',
    htmlLang: 'de-DE',
    palette: COMPANY_PALETTE,
    searchLanguage: 'german',
    hreflang: null,
    features: { ...COMPANY_FEATURES, aboutPhone: true },
    seedHosts: { fragments: ['ausflugsbaas.de', 'de.localhost'], matchOrder: 3 },
  },
  {
    platformId: 3,
    kind: 'kids',
    locale: 'nl',
    htmlLang: 'nl-NL',
    palette: KIDS_PALETTE,
    searchLanguage: 'dutch',
    hreflang: null,
    features: KIDS_FEATURES,
    seedHosts: { fragments: ['kidsuitjes.nl', 'kids.localhost'], matchOrder: 4 },
  },
  {
    platformId: 4,
    kind: 'company',
    locale: 'be',
    htmlLang: 'nl-BE',
    palette: COMPANY_PALETTE,
    searchLanguage: 'dutch',
    hreflang: { group: 'company-nl', isDefault: false },
    features: COMPANY_FEATURES,
    seedHosts: { fragments: ['uitjesbaas.be', 'be.localhost'], matchOrder: 1 },
  },
];

/** A platform without a brand of its own (a row added by hand): black, Dutch, the company screens. */
export function unknownBrand(platformId: number): Brand {
  return {
    platformId,
    kind: 'unknown',
    locale: 'nl',
    htmlLang: 'nl-NL',
    palette: UNKNOWN_PALETTE,
    searchLanguage: 'dutch',
    hreflang: null,
    features: COMPANY_FEATURES,
    seedHosts: { fragments: [], matchOrder: 99 },
  };
}

/** The brand of a platform. */
export function brandOf(platformId: number): Brand {
  return BRANDS.find((brand) => brand.platformId === platformId) ?? unknownBrand(platformId);
}

/** The brands that are language alternates of `brand` (itself included); empty when it stands alone. */
export function hreflangAlternates(brand: Brand): Brand[] {
  const group = brand.hreflang?.group;
  return group ? BRANDS.filter((other) => other.hreflang?.group === group) : [];
}

/** The filter group whose filters the kids brand offers on the home page. */
export const ACTIVITY_FILTER_GROUP = 'Activiteiten';
