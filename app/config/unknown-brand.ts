import type { Brand, BrandFeatures } from './brand.ts';

/**
 * The company screens without extras: what a platform without brand settings shows, and what the seeded
 * company brands start from (db/seed/platform-data.ts).
 */
export const PLAIN_FEATURES: BrandFeatures = {
  agenda: false,
  heroDropdown: 'companyTypes',
  categoryCards: 'filterGroups',
  newActivities: true,
  organisationEvents: false,
  eventSubmission: false,
  aboutPhone: false,
  seoLinkBoxes: false,
};

/**
 * The brand of a platform without (valid) brand settings, such as a row added by hand: black, Dutch, the
 * plain company screens. Apart from ./brand.ts so the browser (root.tsx's fallback) does not load its schema.
 */
export function unknownBrand(platformId: number): Brand {
  return {
    platformId,
    kind: 'unknown',
    locale: 'nl',
    htmlLang: 'nl-NL',
    palette: { primary: '#000000', secondary: '#000000', light: '#ffffff', border: '#000000' },
    hreflang: null,
    features: PLAIN_FEATURES,
  };
}
