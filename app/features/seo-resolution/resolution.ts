/**
 * SEO resolution (core.md 2 "Path handling", 4 "SEO resolution" and "SEO texts"). Pure: the lookups are
 * passed in (see resolution.server.ts for the database side), so every rule is unit-tested.
 */
import { slugify } from '../../config/slug.ts';
import type { LocationType } from '../../config/location-types.ts';
import { type SeoLocation, type SeoPageFields, type SeoPageRecord, seoPageFieldsOf } from './seo-page.types.ts';

export const SLUG_NOT_FOUND_MESSAGE = 'Slug not found, trying to trace initial slug values...';

/** An SEO page as the read API answers it (core.md 3: cities, provinces, regions and filters as references). */
export interface SeoPageWithRefs extends SeoPageFields {
  cities: ReadonlyArray<{ id: number; name: string }>;
  provinces: ReadonlyArray<{ id: number; name: string }>;
  regions: ReadonlyArray<{ id: number; name: string }>;
  filters: ReadonlyArray<{ id: number }>;
}

/** The read API's SEO page as the record resolution works on. */
export function seoPageRecordFrom(page: SeoPageWithRefs): SeoPageRecord {
  const refs = (list: ReadonlyArray<{ id: number; name: string }>, type: LocationType) => list.map((ref) => ({ id: Number(ref.id), name: ref.name, type }));
  return {
    ...seoPageFieldsOf(page),
    locations: [...refs(page.cities, 'CITY'), ...refs(page.provinces, 'PROVINCE'), ...refs(page.regions, 'REGION')],
    filterIds: page.filters.map((filter) => Number(filter.id)),
  };
}

export interface SeoTexts {
  title: string;
  metaTitle: string | null;
  metaDescription: string | null;
  pageTitle: string | null;
  pageDescription: string | null;
}

export type SeoResolution =
  | {
      kind: 'page';
      page: SeoPageRecord;
      /** The city, province or region the last path segment names, if any. */
      location: SeoLocation | null;
      texts: SeoTexts;
      /** The page's own clean path ('/' + slug). */
      path: string;
    }
  /** The path is not the page's own: send the visitor to it (HTTP 301). */
  | { kind: 'redirect'; location: string }
  /** No SEO data (the not-found screen). */
  | { kind: 'none' };

export interface SeoLookups {
  /** The active SEO page of the platform with exactly this slug, or null. */
  findPage(slug: string): Promise<SeoPageRecord | null>;
  /** Every city, province and region available on the platform (for generic pages). */
  platformLocations(): Promise<SeoLocation[]>;
  log(message: string): void;
}

export interface NormalizedPath {
  /** The path without query string and without leading/trailing slashes; '/' for the root. */
  slug: string;
  segments: string[];
}

/** core.md 2: query string stripped, leading and trailing slashes removed, root stays '/', split on '/'. */
export function normalizeSeoPath(path: string): NormalizedPath {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = withoutQuery.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return { slug: '/', segments: ['/'] };
  return { slug: trimmed, segments: trimmed.split('/') };
}

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * How a path may name a slug it does not spell exactly: the slug of each segment as the seed and the
 * portal make them (slugify: 'Köln' -> 'koln', capitals, percent-encoded letters), and the same with
 * German's written-out umlauts folded ('koeln', 'duesseldorf' -> 'koln', 'dusseldorf'). Tried only when
 * the path as it is finds no page, so a name that really has 'oe' in it (Soest) is found as it is first.
 */
function slugSpellings(segments: string[]): string[] {
  const slugged = segments.map((segment) => slugify(decoded(segment)));
  const folded = slugged.map((segment) => segment.replace(/([aou])e/g, '$1'));
  return [...new Set([slugged.join('/'), folded.join('/')])];
}

const LOCATION_ORDER: Record<LocationType, number> = { CITY: 0, PROVINCE: 1, REGION: 2 };

/** The location whose slugified name equals the segment; a city wins over a province or region of the same name. */
export function matchLocation(segment: string, candidates: readonly SeoLocation[]): SeoLocation | null {
  const wanted = segment.toLowerCase();
  const matches = candidates.filter((candidate) => slugify(candidate.name) === wanted);
  matches.sort((a, b) => LOCATION_ORDER[a.type] - LOCATION_ORDER[b.type] || a.id - b.id);
  return matches[0] ?? null;
}

export interface PlaceholderValues {
  locatie?: string | null;
  zoekterm?: string | null;
}

const PLACEHOLDERS = [
  ['#locatie', 'locatie'],
  ['#zoekterm', 'zoekterm'],
] as const;

function valueOf(values: PlaceholderValues, key: keyof PlaceholderValues): string | null {
  const value = values[key]?.trim();
  return value ? value : null;
}

function replacePlaceholders(text: string, values: PlaceholderValues): string {
  let result = text;
  for (const [placeholder, key] of PLACEHOLDERS) result = result.split(placeholder).join(valueOf(values, key) ?? '');
  return result;
}

/**
 * core.md 4 "SEO texts": '#locatie' and '#zoekterm' are replaced by their values; a bracketed part that
 * contains a placeholder without a value is removed (other brackets only lose their brackets); extra
 * spaces are collapsed (and a space left before punctuation is dropped).
 */
export function fillSeoText(text: string, values: PlaceholderValues): string;
export function fillSeoText(text: string | null, values: PlaceholderValues): string | null;
export function fillSeoText(text: string | null, values: PlaceholderValues): string | null {
  if (text == null) return null;
  const withoutEmptyParts = text.replace(/\[([^[\]]*)\]/g, (_part, inner: string) => {
    const missing = PLACEHOLDERS.some(([placeholder, key]) => inner.includes(placeholder) && valueOf(values, key) === null);
    return missing ? '' : replacePlaceholders(inner, values);
  });
  return replacePlaceholders(withoutEmptyParts, values)
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/ ([,.;:!?])/g, '$1')
    .trim();
}

/** All texts of a page with the placeholders filled for the matched location. */
export function seoTextsFor(page: SeoPageRecord, location: SeoLocation | null): SeoTexts {
  const values: PlaceholderValues = { locatie: location?.name ?? null, zoekterm: page.searchQuery };
  return {
    title: fillSeoText(page.title, values),
    metaTitle: fillSeoText(page.metaTitle, values),
    metaDescription: fillSeoText(page.metaDescription, values),
    pageTitle: fillSeoText(page.pageTitle, values),
    pageDescription: fillSeoText(page.pageDescription, values),
  };
}

/**
 * core.md 4: look up the full path; failing that, log and retry with the first segment; failing that,
 * no SEO data (silently). A found page is SEO data only when the segment counts match and, for a page
 * whose slug has a location part (more than one segment), the last segment names a location linked to
 * the page (or, for a generic page without linked locations, available on the platform). Otherwise the
 * answer is a redirect to '/' + slug; a redirect to the path itself would loop, so that is no SEO data.
 */
export async function resolveSeoPath(path: string, lookups: SeoLookups): Promise<SeoResolution> {
  const { slug, segments } = normalizeSeoPath(path);
  let page = await lookups.findPage(slug);
  if (!page) {
    // The page's own path written another way ('köln', 'K%C3%B6ln', 'koeln' for the slug 'koln'): sent
    // there, rather than losing the place to the first segment's page below.
    for (const variant of slugSpellings(segments)) {
      if (variant !== slug && (await lookups.findPage(variant))) return { kind: 'redirect', location: `/${variant}` };
    }
    lookups.log(SLUG_NOT_FOUND_MESSAGE);
    const first = segments[0]!;
    // The first segment of a one-segment path is the path itself: the answer would be the same.
    page = first === slug ? null : await lookups.findPage(first);
  }
  if (!page) return { kind: 'none' };

  const pageSlug = normalizeSeoPath(page.slug).slug;
  const pageSegments = normalizeSeoPath(page.slug).segments;
  const target = pageSlug === '/' ? '/' : `/${pageSlug}`;
  const redirect = (): SeoResolution => (pageSlug === slug ? { kind: 'none' } : { kind: 'redirect', location: target });

  if (pageSegments.length !== segments.length) return redirect();
  const last = segments[segments.length - 1]!;
  const candidates = page.locations.length > 0 ? page.locations : segments.length > 1 ? await lookups.platformLocations() : [];
  const location = matchLocation(last, candidates);
  if (segments.length > 1 && !location) return redirect();
  return { kind: 'page', page, location, texts: seoTextsFor(page, location), path: target };
}
