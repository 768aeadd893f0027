import { doublePrecision, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './_helpers.ts';
import { locationType } from './enums.ts';
import { platforms } from './platforms.ts';

export const provinces = pgTable(
  'provinces',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Identifier in the external place source (GeoNames id or Google place id). */
    locationId: text('location_id'),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    type: locationType('type').notNull().default('PROVINCE'),
    ...timestamps,
  },
  (t) => [uniqueIndex('provinces_platform_name_uq').on(t.platformId, t.name), index('provinces_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    lonMin: doublePrecision('lon_min').notNull(),
    latMin: doublePrecision('lat_min').notNull(),
    lonMax: doublePrecision('lon_max').notNull(),
    latMax: doublePrecision('lat_max').notNull(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    type: locationType('type').notNull().default('REGION'),
    ...timestamps,
  },
  (t) => [uniqueIndex('regions_platform_name_uq').on(t.platformId, t.name), index('regions_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    locationId: text('location_id'),
    lon: doublePrecision('lon').notNull(),
    lat: doublePrecision('lat').notNull(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    regionId: integer('region_id').references(() => regions.id),
    provinceId: integer('province_id').references(() => provinces.id),
    type: locationType('type').notNull().default('CITY'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cities_platform_location_uq').on(t.platformId, t.locationId),
    index('cities_platform_name_idx').on(t.platformId, t.name),
    index('cities_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('cities_province_idx').on(t.provinceId),
    index('cities_lat_lon_idx').on(t.lat, t.lon),
  ],
);
