import { z } from 'zod';
import { DatabaseIdSchema } from '../../config/database-id.schemas.ts';
import { readDecimal } from '../../i18n/decimals.ts';
import { GEOGRAPHIC_LOCATIONS, INDOOR_OUTDOOR } from './activities.schemas.ts';

// What a provider owns of an activity (decision 104), one schema for the portal's editor (in the browser and
// in the action) and the portal API. Messages are catalogue keys (portal.errors.*, portal.activityEditor.errors.*).

/** Limits of the editor, in one place: the schema, the form's maxLength and the tests read them. */
export const ACTIVITY_EDITOR_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  descriptionMax: 20_000,
  textMax: 300,
  locationDescriptionMax: 2_000,
  persons: 100_000,
  age: 120,
  price: 1_000_000,
  media: 20,
  places: 200,
  filters: 100,
  altMax: 200,
} as const;

const L = ACTIVITY_EDITOR_LIMITS;
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'portal.errors.tooLong')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional()
    .transform((value) => value ?? null);
const httpUrl = z
  .string()
  .trim()
  .max(500, 'portal.errors.tooLong')
  .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value), 'portal.errors.url')
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional()
  .transform((value) => value ?? null);
const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .refine((value) => value === '' || z.email().safeParse(value).success, 'portal.errors.email')
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional()
  .transform((value) => value ?? null);
const count = (max: number) =>
  z.coerce.number().int('portal.errors.wholeNumber').min(0, 'portal.errors.notNegative').max(max, 'portal.errors.tooLarge').nullable().optional();
const ids = (max: number) => z.array(z.coerce.number().pipe(DatabaseIdSchema)).max(max, 'portal.errors.tooMany').default([]);

/** YouTube and Vimeo links are the videos a provider may add (the page shows them as VIDEO media). */
export const VIDEO_URL = /^https:\/\/(www\.)?(youtube\.com\/watch\?v=[\w-]{6,}|youtu\.be\/[\w-]{6,}|vimeo\.com\/\d{5,})(\S*)$/i;

export const ActivityMediaItemSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('IMAGE'),
    /** An image of this activity or one just uploaded through the image pipeline (POST /api/public/media/image). */
    mediaId: z.coerce.number().pipe(DatabaseIdSchema),
    alt: z.string().trim().min(1, 'portal.activityEditor.errors.altRequired').max(L.altMax, 'portal.errors.tooLong'),
  }),
  z.object({
    type: z.literal('VIDEO'),
    url: z.string().trim().regex(VIDEO_URL, 'portal.activityEditor.errors.videoUrl'),
    alt: z.string().trim().max(L.altMax, 'portal.errors.tooLong').optional().default(''),
  }),
]);
export type ActivityMediaItem = z.infer<typeof ActivityMediaItemSchema>;

export const ActivityContentSchema = z
  .object({
    title: z.string().trim().min(L.titleMin, 'portal.activityEditor.errors.title').max(L.titleMax, 'portal.activityEditor.errors.title'),
    /** HTML from the rich-text editor; the server sanitises it (app/rendering/rich-text.ts) before storing. */
    description: z.string().max(L.descriptionMax, 'portal.errors.tooLong').default(''),
    personsMin: count(L.persons),
    personsMax: count(L.persons),
    price: z.coerce
      .number('portal.errors.number')
      .min(0, 'portal.errors.notNegative')
      .max(L.price, 'portal.errors.tooLarge')
      .multipleOf(0.01, 'portal.errors.cents')
      .nullable()
      .optional(),
    duration: text(100),
    minimumAge: count(L.age),
    maximumAge: count(L.age),
    filterIds: ids(L.filters),
    cityIds: ids(L.places),
    provinceIds: ids(L.places),
    regionIds: ids(L.places),
    geographicLocation: z.enum(GEOGRAPHIC_LOCATIONS).default('ORIGIN_COUNTRY'),
    indoorOutdoor: z.enum(INDOOR_OUTDOOR).default('BOTH'),
    website: httpUrl,
    showWebsite: z.boolean().default(true),
    contactFirstName: text(L.textMax),
    contactLastName: text(L.textMax),
    contactPhone: z
      .string()
      .trim()
      .refine((value) => value === '' || /^\+?[0-9 ()./-]{6,25}$/.test(value), 'portal.errors.phone')
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    contactEmail: email,
    serviceMail: email,
    locationDescription: text(L.locationDescriptionMax),
    media: z.array(ActivityMediaItemSchema).max(L.media, 'portal.errors.tooMany').default([]),
  })
  .superRefine((value, ctx) => {
    if (value.personsMin != null && value.personsMax != null && value.personsMax < value.personsMin) {
      ctx.addIssue({ code: 'custom', path: ['personsMax'], message: 'portal.activityEditor.errors.personsRange' });
    }
    if (value.minimumAge != null && value.maximumAge != null && value.maximumAge < value.minimumAge) {
      ctx.addIssue({ code: 'custom', path: ['maximumAge'], message: 'portal.activityEditor.errors.ageRange' });
    }
  });
export type ActivityContent = z.output<typeof ActivityContentSchema>;
export type ActivityContentInput = z.input<typeof ActivityContentSchema>;

/** A save names the version it started from: an older one is a conflict (two tabs, two people). */
export const ActivitySaveSchema = z.object({ version: z.coerce.number().int().positive(), content: ActivityContentSchema });

export const ReviewDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  // A request for changes carries a comment on the whole activity, notes pinned to fields, or both
  // (docs/decisions/118): the notes are read beside this schema (fieldNotesFromForm), the service
  // refuses a request with neither.
  z.object({
    decision: z.literal('reject'),
    comment: z.string().trim().max(4000, 'portal.errors.tooLong').default(''),
  }),
]);
export type ReviewDecision = z.infer<typeof ReviewDecisionSchema>;

/** The editor's form fields that carry several values (checkboxes, chosen places, media items). */
const LIST_FIELDS = ['filterIds', 'cityIds', 'provinceIds', 'regionIds', 'media'] as const;

/**
 * The content payload from the editor's form fields (the browser checks a submit with it before it is
 * sent, the action reads the post with it): lists from repeated fields, numbers from text, the
 * checkbox as a boolean, each media item from its JSON field. Unreadable media JSON stays a string and
 * is refused by the schema, naming `media`.
 */
export function activityContentFromForm(raw: Record<string, unknown>): Record<string, unknown> {
  const list = (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
  const out: Record<string, unknown> = { ...raw };
  for (const field of LIST_FIELDS) out[field] = list(raw[field]);
  out.media = (out.media as unknown[]).map((item) => {
    if (typeof item !== 'string') return item;
    try {
      return JSON.parse(item) as unknown;
    } catch {
      return item;
    }
  });
  out.showWebsite = raw.showWebsite === 'on' || raw.showWebsite === 'true' || raw.showWebsite === true;
  for (const field of ['personsMin', 'personsMax', 'minimumAge', 'maximumAge']) {
    const value = raw[field];
    out[field] = typeof value === 'string' ? (value.trim() === '' ? null : value) : (value ?? null);
  }
  // The price as the provider writes it in the page's language (24,50; 1.234,50): i18n/decimals.ts.
  out.price = typeof raw.price === 'string' ? (raw.price.trim() === '' ? null : readDecimal(raw.price)) : (raw.price ?? null);
  return out;
}
