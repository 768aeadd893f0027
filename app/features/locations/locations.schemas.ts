import { z } from 'zod';
import { LocationTypeSchema, PagingSchema, SearchTextSchema, clientText, jsonQueryParam } from '../../public-api/public-api.schemas.ts';

/** Locations (cities, provinces, regions) for the location search, and city suggestions (core.md 3, 7). */

export const LocationFilterQuerySchema = z
  .strictObject({
    /** Name search: prefix and typo-tolerant. Without it, provinces are listed. */
    genericSearchQuery: SearchTextSchema,
    /** Only this kind; default: PROVINCE without a query, every kind with one. */
    type: LocationTypeSchema.nullish(),
  })
  .meta({ id: 'LocationFilterQuery' });
export type LocationFilterQuery = z.infer<typeof LocationFilterQuerySchema>;
export type LocationFilterQueryInput = z.input<typeof LocationFilterQuerySchema>;

export const LocationListQuerySchema = PagingSchema.extend({
  filterQuery: jsonQueryParam(LocationFilterQuerySchema),
});

export const PublicLocationSchema = z
  .object({
    id: z.number().int().meta({ description: 'Id within its type (cities, provinces and regions are numbered separately).' }),
    name: z.string(),
    province: z.string().nullable().meta({ description: "Name of a city's province; null for provinces and regions." }),
    type: LocationTypeSchema,
  })
  .meta({ id: 'PublicLocation' });
export type PublicLocation = z.infer<typeof PublicLocationSchema>;

export const LocationListSchema = z
  .object({ locations: z.array(PublicLocationSchema), pageCount: z.number().int(), total: z.number().int() })
  .meta({ id: 'LocationList' });
export type LocationList = z.infer<typeof LocationListSchema>;

export const CitySuggestionQuerySchema = z.object({
  platformId: z.coerce
    .number({ error: 'platformId must be a platform id' })
    .int('platformId must be a platform id')
    .min(1, 'platformId must be a platform id')
    .max(2_147_483_647, 'platformId must be a platform id'),
  searchQuery: clientText('searchQuery', 200).pipe(z.string().trim().min(1, 'searchQuery is required')),
});
export type CitySuggestionQuery = z.infer<typeof CitySuggestionQuerySchema>;

export const CitySuggestionSchema = z
  .object({
    locationId: z.string(),
    name: z.string(),
    lon: z.number(),
    lat: z.number(),
    province: z.string().nullable(),
    platform: z.number().int(),
  })
  .meta({ id: 'CitySuggestion', description: 'A place from the maps service (or the gazetteer), to create or fetch a location.' });
export type CitySuggestion = z.infer<typeof CitySuggestionSchema>;

export const CitySuggestionListSchema = z.array(CitySuggestionSchema).meta({ id: 'CitySuggestionList' });
