import { z } from 'zod';

/** A city suggestion from a maps service (core.md 3): what the lookup answers and city creation takes. */
export const CitySuggestionSchema = z.object({
  /** GeoNames id (digits) from the bundled gazetteer, or a Google place id. */
  locationId: z.string({ error: 'locationId is required' }).trim().min(1, 'locationId is required').max(300),
  name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(200),
  lon: z.number({ error: 'lon must be a number' }).min(-180).max(180),
  lat: z.number({ error: 'lat must be a number' }).min(-90).max(90),
  /** Name of the province (Land in Germany); null when the source knows none. */
  province: z.string().trim().max(200).nullable(),
  platform: z.number({ error: 'platform is required' }).int().positive(),
});
export type CitySuggestion = z.infer<typeof CitySuggestionSchema>;
