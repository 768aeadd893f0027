import { z } from 'zod';
import { scheduleSchema, withScheduleRules } from '../../portal/schedule.ts';
import { MAX_DATABASE_ID } from '../../config/database-id.ts';
import { LOCATION_TYPES, type LocationType } from '../../config/location-types.ts';
import { OWN_FIRST_SEGMENTS } from '../../config/site-paths.ts';

// An SEO landing page as the back office edits it (decision 104, core.md 3 and 4): one schema for the form
// in the browser (before the post) and the action. Messages are catalogue keys (portal.backOffice.seo.errors.*).

/** The placeholders the public site fills (core.md 4 "SEO texts"); any other `#word` would show as typed. */
export const SEO_PLACEHOLDERS = ['#locatie', '#zoekterm'] as const;

/** `#` and a word that starts with a letter: '#locatie', but also '#Locatie', '#locaties', '#plaats'. */
const PLACEHOLDER_LIKE = /#(\p{L}[\p{L}\p{N}_]*)/gu;

/** The `#words` of a text that the public site would not fill (each once, in order of appearance). */
export function unknownPlaceholders(text: string): string[] {
  const found = [...text.matchAll(PLACEHOLDER_LIKE)].map((match) => `#${match[1]}`);
  return [...new Set(found.filter((word) => !(SEO_PLACEHOLDERS as readonly string[]).includes(word)))];
}

export const SEO_EDITOR_LIMITS = {
  slugMax: 200,
  titleMax: 200,
  metaTitleMax: 200,
  metaDescriptionMax: 500,
  pageTitleMax: 200,
  pageDescriptionMax: 2_000,
  searchQueryMax: 200,
  /** Places and filters one page links (a page is about one place; the form offers a few more). */
  linksMax: 50,
} as const;

const L = SEO_EDITOR_LIMITS;

/** Path segments of lower-case letters, digits and dashes, as the public site's slugify() writes place names. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

const slug = z
  .string('portal.backOffice.seo.errors.slug')
  .trim()
  // Typed with the slashes of an address ("/bedrijfsuitje/amsterdam/"): stored without them, like the lookups.
  .transform((value) => value.toLowerCase().replace(/^\/+|\/+$/g, ''))
  .pipe(
    z.string().min(1, 'portal.backOffice.seo.errors.slug').max(L.slugMax, 'portal.backOffice.seo.errors.slug').regex(SLUG, 'portal.backOffice.seo.errors.slug'),
  )
  .refine((value) => !OWN_FIRST_SEGMENTS.has(value.split('/')[0]!), 'portal.backOffice.seo.errors.reservedSlug');

/** A text with placeholders: only #locatie and #zoekterm. */
const template = (max: number, message: string) =>
  z
    .string(message)
    .trim()
    .max(max, message)
    .refine((value) => unknownPlaceholders(value).length === 0, 'portal.backOffice.seo.errors.placeholder');

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional()).transform((value) => value ?? null);

const id = (message: string) => z.coerce.number(message).int(message).positive(message).max(MAX_DATABASE_ID, message);

/** Checkboxes and repeated fields: one value or several. */
const ids = (message: string) =>
  z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z
      .array(id(message))
      .max(L.linksMax, message)
      .transform((list) => [...new Set(list)]),
  );

export const SeoPageFormSchema = withScheduleRules(
  z.object({
    slug,
    title: template(L.titleMax, 'portal.backOffice.seo.errors.title').pipe(z.string().min(1, 'portal.backOffice.seo.errors.title')),
    active: z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean()),
    searchQuery: optional(z.string().trim().max(L.searchQueryMax, 'portal.backOffice.seo.errors.searchQuery')),
    metaTitle: optional(template(L.metaTitleMax, 'portal.backOffice.seo.errors.metaTitle')),
    metaDescription: optional(template(L.metaDescriptionMax, 'portal.backOffice.seo.errors.metaDescription')),
    pageTitle: optional(template(L.pageTitleMax, 'portal.backOffice.seo.errors.pageTitle')),
    pageDescription: optional(template(L.pageDescriptionMax, 'portal.backOffice.seo.errors.pageDescription')),
    filterIds: ids('portal.backOffice.seo.errors.filters'),
    cityIds: ids('portal.backOffice.seo.errors.locations'),
    provinceIds: ids('portal.backOffice.seo.errors.locations'),
    regionIds: ids('portal.backOffice.seo.errors.locations'),
    /** Switched on and off at these times of the platform's zone (docs/decisions/121). */
    ...scheduleSchema(),
  }),
  (page) => page.active,
);
export type SeoPageInput = z.output<typeof SeoPageFormSchema>;

/** A place as the preview's address parameter names it: `CITY-12`, `PROVINCE-3`, `REGION-7`. */
export const PREVIEW_PARAM = 'voorbeeld';

export function previewKey(location: { type: LocationType; id: number }): string {
  return `${location.type}-${location.id}`;
}

export function parsePreviewKey(value: string | null): { type: LocationType; id: number } | null {
  const match = /^([A-Z]+)-(\d{1,10})$/.exec(value ?? '');
  if (!match || !(LOCATION_TYPES as readonly string[]).includes(match[1]!)) return null;
  const parsed = Number(match[2]);
  return parsed >= 1 && parsed <= MAX_DATABASE_ID ? { type: match[1] as LocationType, id: parsed } : null;
}
