import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './_helpers.ts';
import { media } from './media.ts';
import { platforms } from './platforms.ts';

export const filterGroups = pgTable(
  'filter_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
    headerImageId: integer('header_image_id').references(() => media.id, { onDelete: 'set null' }),
    order: integer('order').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('filter_groups_platform_name_uq').on(t.platformId, t.name)],
);

export const filters = pgTable(
  'filters',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    filterGroupId: integer('filter_group_id')
      .notNull()
      .references(() => filterGroups.id, { onDelete: 'cascade' }),
    imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('filters_group_idx').on(t.filterGroupId)],
);
