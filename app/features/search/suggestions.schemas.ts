import { z } from 'zod';
import { LOCATION_TYPES } from '../../config/location-types.ts';

/**
 * Suggestions while typing in the keyword field (decision 105): activities, categories (filters) and places
 * for what the visitor has typed so far. Isomorphic: the route (OpenAPI), the service and the browser.
 */

/** Suggestions start at this many characters (decision 105). */
export const SUGGEST_MIN_LENGTH = 2;
/** A suggestion query is the start of a search: longer text is not typed into a keyword field. */
export const SUGGEST_MAX_LENGTH = 100;
/** How many of each kind the call answers at most. */
export const SUGGEST_LIMITS = { activities: 5, categories: 3, places: 3 } as const;

// Tab, line breaks and other control characters (C0, DEL, C1) are never typed into a one-line field.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/u;

export const SuggestionQuerySchema = z.object({
  q: z
    .string({ error: 'q must be text' })
    .max(SUGGEST_MAX_LENGTH, `q must be at most ${SUGGEST_MAX_LENGTH} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), 'q must not contain control characters')
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(SUGGEST_MIN_LENGTH, `q must have at least ${SUGGEST_MIN_LENGTH} characters`))
    .meta({ description: `What the visitor has typed so far (${SUGGEST_MIN_LENGTH} to ${SUGGEST_MAX_LENGTH} characters); its last word may be unfinished.` }),
});
export type SuggestionQuery = z.infer<typeof SuggestionQuerySchema>;

export const ActivitySuggestionSchema = z
  .object({ id: z.number().int(), title: z.string(), slug: z.string(), companyName: z.string().nullable() })
  .meta({ id: 'ActivitySuggestion', description: 'A public activity; its page is /uitjes/{slug}.' });
export type ActivitySuggestion = z.infer<typeof ActivitySuggestionSchema>;

export const CategorySuggestionSchema = z
  .object({
    id: z.number().int().meta({ description: 'The filter id, as the overview filters by it (filterQuery.filters).' }),
    name: z.string(),
    group: z.object({ id: z.number().int(), name: z.string() }),
  })
  .meta({ id: 'CategorySuggestion', description: 'A filter whose name (or whose group name) matches the text.' });
export type CategorySuggestion = z.infer<typeof CategorySuggestionSchema>;

export const PlaceSuggestionSchema = z
  .object({
    id: z.number().int().meta({ description: 'Id within its type, as in GET /api/public/locations.' }),
    name: z.string(),
    // Not the shared LocationType component: the OpenAPI document makes that one nullable (a nullish use of it).
    type: z.enum(LOCATION_TYPES),
    province: z.string().nullable().meta({ description: "A city's province; null for provinces and regions." }),
  })
  .meta({ id: 'PlaceSuggestion', description: 'A known location (city, province or region) of the platform.' });
export type PlaceSuggestion = z.infer<typeof PlaceSuggestionSchema>;

export const SearchSuggestionsSchema = z
  .object({
    activities: z.array(ActivitySuggestionSchema).meta({ description: `At most ${SUGGEST_LIMITS.activities}, by the search's relevance.` }),
    categories: z.array(CategorySuggestionSchema).meta({ description: `At most ${SUGGEST_LIMITS.categories}.` }),
    places: z.array(PlaceSuggestionSchema).meta({ description: `At most ${SUGGEST_LIMITS.places}.` }),
  })
  .meta({ id: 'SearchSuggestions' });
export type SearchSuggestions = z.infer<typeof SearchSuggestionsSchema>;
