import { z } from 'zod';

/**
 * The brand: everything a feature may ask about the site a visitor is on, in one value (docs/architecture.md#house-rule-7,
 * decision 098). It is data on the platform's row (`platforms.brand`, `locale_string`,
 * `search_language`; the four brands are seeded from db/seed/platform-data.ts), read once when the
 * server loads the platforms (server/platform-registry.ts) and handed to loaders and actions (request
 * context), API routes (`c.var.brand`) and the browser (root loader data, `useSiteShell().brand`).
 * Features ask the brand (`brand.features.agenda`), never a platform id; a fifth brand is a row and a
 * catalogue, not code. Pure and isomorphic: no database access.
 */

/** Which catalogue a brand speaks (app/i18n/catalogues/<locale>): 'nl', 'de', 'be' (Flemish Dutch), ... */
export type Locale = string;

const colour = z.string().regex(/^#[0-9a-f]{6}$/i);

const BrandPaletteSchema = z.object({ primary: colour, secondary: colour, light: colour, border: colour });
export type BrandPalette = z.infer<typeof BrandPaletteSchema>;

/** What the screens show per brand (screens.md 2 and the screens it names). */
const BrandFeaturesSchema = z.object({
  /** The agenda of events (/agenda, its menu entry and sitemap entry; core.md 2: kids only). */
  agenda: z.boolean(),
  /** Home hero dropdown: company types (a filter group) or the filters of the group 'Activiteiten'. */
  heroDropdown: z.enum(['companyTypes', 'activityFilters']),
  /** Home category cards: one per filter group, or one per filter of 'Activiteiten'. */
  categoryCards: z.enum(['filterGroups', 'activityFilters']),
  /** Home block of new activities. */
  newActivities: z.boolean(),
  /** The activity detail's tab 'current' with the organisation's events (screens.md 2: kids only). */
  organisationEvents: z.boolean(),
  /** The advertise page ends with the agenda banner and the event-submission form. */
  eventSubmission: z.boolean(),
  /** The about page shows the phone link (screens.md About us: German site only). */
  aboutPhone: z.boolean(),
  /** Home and blog pages end with the 'Handige links' boxes to the Dutch company site's landing pages (screens.md Home, Blogs). */
  seoLinkBoxes: z.boolean(),
});
export type BrandFeatures = z.infer<typeof BrandFeaturesSchema>;

/** What a platform row says about its brand (`platforms.brand`, jsonb), checked when the server reads it. */
export const BrandSettingsSchema = z.object({
  kind: z.enum(['company', 'kids']),
  locale: z.string().regex(/^[a-z]{2,3}$/),
  palette: BrandPaletteSchema,
  /**
   * Sites in one hreflang group link each other as language alternates (decisions.md 1: the Dutch and
   * Belgian company sites, the Dutch one as x-default); null: the site stands alone.
   */
  hreflang: z.object({ group: z.string().min(1), isDefault: z.boolean() }).nullable(),
  features: BrandFeaturesSchema,
});
export type BrandSettings = z.infer<typeof BrandSettingsSchema>;

export type BrandKind = BrandSettings['kind'] | 'unknown';

export interface Brand extends Omit<BrandSettings, 'kind'> {
  /** The platform row this brand belongs to (core.md 1). */
  platformId: number;
  kind: BrandKind;
  /** BCP 47 tag for <html lang>, hreflang, dates and numbers (the row's `locale_string`). */
  htmlLang: string;
}

/** The parts of a platform row the brand is read from. */
export interface BrandSource {
  id: number;
  localeString: string;
  brand: unknown;
}

/**
 * The brand of a platform row, or why its settings do not pass the schema (the server then uses
 * `unknownBrand`, ./unknown-brand.ts, and logs the reason).
 */
export function brandOfPlatform(row: BrandSource): { brand: Brand } | { problem: string } {
  const settings = BrandSettingsSchema.safeParse(row.brand);
  if (!settings.success) return { problem: z.prettifyError(settings.error) };
  return { brand: { ...settings.data, platformId: row.id, htmlLang: row.localeString } };
}

/** The filter group whose filters the kids brand offers on the home page. */
export const ACTIVITY_FILTER_GROUP = 'Activiteiten';
