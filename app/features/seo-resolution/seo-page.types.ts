import type { LocationType } from '../../config/location-types.ts';

/** A city, province or region an SEO page is about. */
export interface SeoLocation {
  id: number;
  name: string;
  type: LocationType;
}

/** The stored fields of an SEO page (core.md 3) that every reader of it shares. */
export interface SeoPageFields {
  id: number;
  title: string;
  /** Path without leading or trailing slash, e.g. `bedrijfsuitje/amsterdam`. */
  slug: string;
  searchQuery: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  pageTitle: string | null;
  pageDescription: string | null;
}

/** The stored fields of any reading of an SEO page (the read API's, the back office's), its others left out. */
export function seoPageFieldsOf(page: SeoPageFields): SeoPageFields {
  const { id, title, slug, searchQuery, metaTitle, metaDescription, pageTitle, pageDescription } = page;
  return { id, title, slug, searchQuery, metaTitle, metaDescription, pageTitle, pageDescription };
}

/** An SEO page as stored, with its linked locations and filters (what resolution and the sitemap work on). */
export interface SeoPageRecord extends SeoPageFields {
  /** Linked cities, provinces and regions; empty for a generic page. */
  locations: SeoLocation[];
  filterIds: number[];
}
