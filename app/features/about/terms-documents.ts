/**
 * The general terms in the three languages the group publishes them in (screens.md About us). The
 * documents are static files of the site; their legal text is not part of this code base.
 */
export const TERMS_DOCUMENTS = [
  { lang: 'nl', href: '/documents/algemene-voorwaarden.html' },
  { lang: 'de', href: '/documents/allgemeine-geschaeftsbedingungen.html' },
  { lang: 'fr', href: '/documents/conditions-generales.html' },
] as const;
