import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.server.ts';
import { searchDataVersionSql } from '../../public-api/search-summary-cache.server.ts';
import type { ActivityFilterQuery } from '../activities/activities.schemas.ts';
import { type TextKeys, resolveTextKeys, resolveTextKeysIn } from './search-text.server.ts';

/**
 * From a query to activity_search keys, for every engine (search-engine.ts): the text's units
 * (search-text.server.ts) and the keys of its place conditions, with the search data version they were
 * looked up in.
 */

/** websearch_to_tsquery's operators that make a match not need every word: `or` and a leading `-`. */
const WEBSEARCH_OPERATORS = /(^|\s)-\S|(^|\s)or(\s|$)/iu;

/**
 * What a search's text and places come to in activity_search keys (drizzle/0007), looked up in one round
 * trip before the search itself, so that the search statement carries them as literal arrays (the
 * planner estimates literal arrays from the column's statistics; a subquery's result it cannot).
 */
export interface SearchKeys {
  /** The query's text units (search-text.server.ts): words, synonyms, compounds, filter and place names by kind. */
  text: TextKeys | null;
  /** Match websearch_to_tsquery on the activity's full document too (operators, or no word to go by). */
  exact: 'no' | 'also' | 'only';
  /** Per place condition (city, province, region, radius): its keys, any of which places an activity there. */
  places: number[][];
  /** The centre of a radius search (advancedCitySearch, or a city no activity names): results nearest first. */
  centre?: { lat: number; lon: number } | null;
  /** The search data version the keys were looked up in. */
  version: string | null;
}

interface ResolvedKeys {
  city: number[] | null;
  province: number[] | null;
  region: number[] | null;
  near: number[] | null;
  centre: { lat: number; lon: number } | null;
}

/** The radius around a city that no activity names (a place the gazetteer added by its coordinates). */
export const UNLINKED_CITY_RADIUS_KM = 25;

/** Great-circle distance in km between cities-like rows `a` and `b` (SQL expressions with lat and lon). */
export function distanceKm(a: { lat: SQL; lon: SQL }, b: { lat: SQL; lon: SQL }): SQL {
  return sql`2 * 6371.0088 * asin(least(1, sqrt(
    power(sin(radians(${b.lat} - ${a.lat}) / 2), 2) + cos(radians(${a.lat})) * cos(radians(${b.lat})) * power(sin(radians(${b.lon} - ${a.lon}) / 2), 2))))`;
}

/** The keys of the cities within `radius` km of city row `o` (alias), a bounding box on cities(lat, lon) first. */
function citiesWithin(o: string, radius: SQL): SQL {
  const origin = { lat: sql.raw(`${o}.lat`), lon: sql.raw(`${o}.lon`) };
  return sql`SELECT search_city_key(c.id) FROM cities c
    WHERE c.platform_id = ${sql.raw(o)}.platform_id
      AND c.lat BETWEEN ${origin.lat} - ${radius} / 111.045 AND ${origin.lat} + ${radius} / 111.045
      AND c.lon BETWEEN ${origin.lon} - ${radius} / (111.045 * greatest(cos(radians(${origin.lat})), 0.01))
                    AND ${origin.lon} + ${radius} / (111.045 * greatest(cos(radians(${origin.lat})), 0.01))
      AND ${distanceKm(origin, { lat: sql`c.lat`, lon: sql`c.lon` })} <= ${radius}`;
}

/**
 * Looks up the keys of the query's text (resolveTextKeys: words, synonyms, compounds, typos, filter and
 * place names) and of its place conditions. With `version` (the in-process index's, which the caller
 * checks against the database afterwards) what this process already looked up in that version is used,
 * and a search without place conditions whose words are all known needs no statement.
 */
export async function resolveSearchKeys(db: Database, platformId: number, query: ActivityFilterQuery, version?: string): Promise<SearchKeys | null> {
  const q = query.genericSearchQuery || null;
  const near = query.advancedCitySearch;
  const placeless = query.city == null && query.province == null && query.region == null && !near;
  if (!q && placeless) return null;
  const textLookup: Promise<{ keys: TextKeys | null; version: string | null | undefined }> = !q
    ? Promise.resolve({ keys: null, version: undefined })
    : version !== undefined
      ? resolveTextKeysIn(db, platformId, q, version)
      : resolveTextKeys(db, platformId, q).then((keys) => ({ keys, version: undefined }));
  if (placeless && version !== undefined) {
    const text = await textLookup;
    return { text: text.keys, exact: exactTextMatchNeed(q, text.keys), places: [], centre: null, version: text.version ?? null };
  }
  const none = sql`NULL::json`;
  // A city that no activity names: the gazetteer knows it by its coordinates only.
  const unlinked = sql`NOT EXISTS (SELECT 1 FROM activity_cities ac WHERE ac.city_id = o.id)`;
  // The place keys are looked up beside the text's (another pooled connection on a server).
  const placeLookup = queryRows<{ keys: ResolvedKeys; version: string | null }>(
    db,
    sql`SELECT json_build_object(
      -- A city (docs/decisions/101): linked to the city itself or to its province as a whole; a city no
      -- activity names (a gazetteer place) also gives the cities within UNLINKED_CITY_RADIUS_KM of it.
      'city', ${
        query.city != null
          ? // A city of another platform gives no keys: no results, never an unfiltered list.
            sql`coalesce((SELECT to_json(ARRAY(
              SELECT search_city_key(o.id) UNION SELECT search_province_key(o.province_id) WHERE o.province_id IS NOT NULL
              UNION (${citiesWithin('o', sql`${UNLINKED_CITY_RADIUS_KM}::float8`)} AND o.lat IS NOT NULL AND ${unlinked})))
              FROM cities o WHERE o.id = ${query.city} AND o.platform_id = ${platformId}), '[]'::json)`
          : none
      },
      -- A province or region: linked to it, or to one of its cities.
      'province', ${
        query.province != null
          ? sql`to_json(ARRAY(SELECT search_province_key(${query.province}) UNION SELECT search_city_key(c.id) FROM cities c WHERE c.province_id = ${query.province} AND c.platform_id = ${platformId}))`
          : none
      },
      'region', ${
        query.region != null
          ? sql`to_json(ARRAY(SELECT search_region_key(${query.region}) UNION SELECT search_city_key(c.id) FROM cities c WHERE c.region_id = ${query.region} AND c.platform_id = ${platformId}))`
          : none
      },
      -- The cities within the great-circle radius.
      'near', ${
        near
          ? sql`coalesce((SELECT to_json(ARRAY(${citiesWithin('o', sql`${near.radiusKm}::float8`)})) FROM cities o WHERE o.id = ${near.cityId} AND o.platform_id = ${platformId}), '[]'::json)`
          : none
      },
      -- Radius searches list the nearest first: the centre is the radius search's city, or the unlinked city.
      'centre', ${
        near
          ? sql`(SELECT json_build_object('lat', o.lat, 'lon', o.lon) FROM cities o WHERE o.id = ${near.cityId} AND o.platform_id = ${platformId} AND o.lat IS NOT NULL)`
          : query.city != null
            ? sql`(SELECT json_build_object('lat', o.lat, 'lon', o.lon) FROM cities o WHERE o.id = ${query.city} AND o.platform_id = ${platformId} AND o.lat IS NOT NULL AND ${unlinked})`
            : none
      }) AS keys, ${searchDataVersionSql(platformId)} AS version`,
    { prepared: 'search-place-keys' },
  );
  const [text, rows] = await Promise.all([textLookup, placeLookup]);
  const resolved = rows[0]!.keys;
  const places = [resolved.city, resolved.province, resolved.region, resolved.near].filter((keys): keys is number[] => keys !== null);
  // Text keys of another version than the places' (the data changed in between) match no version: the
  // caller then neither keeps them nor answers from an index with them.
  const keysVersion = text.version !== undefined && text.version !== rows[0]!.version ? null : rows[0]!.version;
  return { text: text.keys, exact: exactTextMatchNeed(q, text.keys), places, centre: resolved.centre, version: keysVersion };
}

/**
 * Without websearch operators every exact match is also a match of its words (each word of it is in the
 * document); with them (or with no word to go by) the exact form is asked as well.
 */
function exactTextMatchNeed(q: string | null, text: TextKeys | null): SearchKeys['exact'] {
  return !q ? 'no' : !text ? 'only' : WEBSEARCH_OPERATORS.test(q) ? 'also' : 'no';
}
