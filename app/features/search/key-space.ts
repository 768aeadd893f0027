/**
 * The ranges of activity_search's keys (drizzle/0007, 0013). TypeScript computes the filter and the
 * indoor/outdoor keys itself, with the constants below, written once; PostgreSQL computes the same keys
 * with the functions the migrations fixed (search_filter_key, search_indoor_outdoor_keys), and
 * key-space.integration.test.ts checks that both agree.
 *
 *   words      1 .. 2^28-1        search_lexemes.id of each full-text lexeme
 *   filters    2^28 + filter id    search_filter_key()
 *   cities     2^28 + 2^26 + id    search_city_key()
 *   provinces  2^28 + 2*2^26 + id  search_province_key()
 *   regions    2^28 + 3*2^26 + id  search_region_key()
 *   indoor     2^29 + 1            search_indoor_outdoor_keys('INDOOR')
 *   outdoor    2^29 + 2            search_indoor_outdoor_keys('OUTDOOR')
 */

/** activity_search's key of filter `id` is FILTER_KEY_BASE + id. */
export const FILTER_KEY_BASE = 2 ** 28;

/** The keys of activities held indoors and outdoors (BOTH has both). */
export const INDOOR_KEY = 2 ** 29 + 1;
export const OUTDOOR_KEY = 2 ** 29 + 2;
