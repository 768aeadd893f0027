import type { LocationType } from '../../config/location-types.ts';

/** One row of the back office's SEO page list (decision 104). */
export interface SeoPageAdminRow {
  id: number;
  slug: string;
  title: string;
  active: boolean;
  /** Switched on and off at these moments (docs/decisions/121); null for none. */
  publishAt: Date | null;
  unpublishAt: Date | null;
  pageTitle: string | null;
  locationCount: number;
  filterCount: number;
  updatedAt: Date;
}

/** An SEO page in the back office's editor: the stored fields and what it links. */
export interface SeoPageAdminDetail {
  id: number;
  slug: string;
  title: string;
  active: boolean;
  publishAt: Date | null;
  unpublishAt: Date | null;
  searchQuery: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  pageTitle: string | null;
  pageDescription: string | null;
  filterIds: number[];
  cityIds: number[];
  provinceIds: number[];
  regionIds: number[];
  updatedAt: Date;
}

/** A place the editor offers (the platform's cities, provinces and regions). */
export interface SeoPlaceOption {
  id: number;
  name: string;
  type: LocationType;
}

/** A filter the editor offers, with its group's name. */
export interface SeoFilterOption {
  id: number;
  name: string;
  group: string;
}

export interface SeoEditorOptions {
  places: SeoPlaceOption[];
  filters: SeoFilterOption[];
}

/** Why a save was refused: a field of the form and its catalogue key. */
export type SeoPageCommandError = 'duplicate-slug' | 'unknown-filter' | 'unknown-location';
