/**
 * The kinds of place a location is (core.md 3): the database enum `location_type`, the API's
 * `LocationType`, the overview's location filter and the SEO pages all use this one list.
 */
export const LOCATION_TYPES = ['CITY', 'PROVINCE', 'REGION'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];
