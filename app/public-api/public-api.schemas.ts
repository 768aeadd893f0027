import { LOCATION_TYPES } from '../config/location-types.ts';
import { z } from 'zod';

/**
 * Building blocks shared by the public read API of several features (media, organisation and platform
 * references, paging). Isomorphic: used by the services, the HTTP routes (OpenAPI) and the browser
 * client. Features import from here, never from each other (docs/architecture.md#house-rule-2; docs/decisions/020-public-read-api.md).
 */

export const IsoDateTimeSchema = z.iso.datetime({ offset: true });

export const MediaSchema = z
  .object({
    id: z.number().int(),
    title: z.string().nullable(),
    alt: z.string().nullable(),
    url: z.string(),
    type: z.enum(['VIDEO', 'IMAGE']),
    index: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  })
  .meta({ id: 'Media', description: 'An image or video.' });
export type Media = z.infer<typeof MediaSchema>;

export const OrganisationRefSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    city: z.string().nullable(),
    website: z.string().nullable(),
  })
  .meta({ id: 'OrganisationRef', description: 'The organisation behind an activity or event; its display slug is name + "-" + id.' });
export type OrganisationRef = z.infer<typeof OrganisationRefSchema>;

export const PlatformRefSchema = z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: 'PlatformRef', description: 'The platform (brand variant) a record belongs to.' });
export type PlatformRef = z.infer<typeof PlatformRefSchema>;

export const LocationTypeSchema = z.enum(LOCATION_TYPES).meta({ id: 'LocationType' });

/** Largest page a list call answers (core.md 7; screens.md 9 uses at most 100). */
export const MAX_PAGE_SIZE = 100;

/** `page` and `limit` of every list call, as query-string values (numbers in text) or numbers. */
export const PageSchema = z.coerce
  .number({ error: 'page must be a whole number of at least 1' })
  .int('page must be a whole number of at least 1')
  .min(1, 'page must be a whole number of at least 1')
  .max(1_000_000, 'page is too large');
export const LimitSchema = z.coerce
  .number({ error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  .int(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
  .min(1, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
  .max(MAX_PAGE_SIZE, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`);

export const PagingSchema = z.object({ page: PageSchema, limit: LimitSchema });
export type Paging = z.infer<typeof PagingSchema>;

export function pageCountOf(total: number, limit: number): number {
  return Math.ceil(total / limit);
}

/** Text a client sends: PostgreSQL text cannot hold a NUL character, so it is refused up front (400, not 500). */
export function clientText(name: string, maxLength: number) {
  return z
    .string({ error: `${name} must be text` })
    .max(maxLength, `${name} must be at most ${maxLength} characters`)
    .refine((value) => !value.includes('\u0000'), `${name} must not contain NUL characters`);
}

/** An optional free-text query: trimmed; blank means no query. */
export const SearchTextSchema = clientText('genericSearchQuery', 200)
  .transform((value) => value.replace(/\s+/g, ' ').trim())
  .nullish();

/**
 * A query parameter carrying JSON (`filterQuery`), validated by `schema`. Invalid JSON and every schema
 * issue become ordinary Zod issues, so the API answers 400 with one message per field.
 */
export function jsonQueryParam<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .max(10_000, 'filterQuery is too long')
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'filterQuery must be valid JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

export const ORDER_DIRECTIONS = ['ASC', 'DESC'] as const;
export type OrderDirection = (typeof ORDER_DIRECTIONS)[number];

/**
 * The string form of a list's `orderBy`, as the specification writes it (screens.md 7: "orderBy random
 * DESC", "startDate ASC"): a field, optionally a direction (any case), read into the object form.
 * Clients written from the specification send it; the object form stays the documented default.
 */
export function orderByText<const F extends string>(fields: readonly F[], defaultDirection: OrderDirection) {
  // Spelled out for any case (not the 'i' flag): the pattern is also the OpenAPI document's.
  const pattern = new RegExp(`^\\s*(${fields.join('|')})(?:\\s+([Aa][Ss][Cc]|[Dd][Ee][Ss][Cc]))?\\s*$`);
  return z
    .string()
    .max(40)
    .regex(pattern, `orderBy must be one of ${fields.join(', ')}, optionally followed by ASC or DESC`)
    .transform((text) => {
      const [, field, direction] = pattern.exec(text)!;
      return { field: field as F, direction: (direction?.toUpperCase() ?? defaultDirection) as OrderDirection };
    })
    .meta({ description: `The string form "<field> <direction>", e.g. "${fields[0]} ${defaultDirection}".` });
}
