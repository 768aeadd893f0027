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

/**
 * How many activities use each filter: what the back office shows beside a filter and asks about before
 * removing a used one. An edit copy counts as its original, so an activity is counted once: the filter's
 * links less the copies linked to it whose original is linked too. Counting that at each view read every
 * link (109,352 at 100,000 activities, docs/decisions/113), so the database keeps it (migration 0041):
 * statement-level triggers on activity_filters add the differences of the links a statement wrote, and
 * row triggers on activities the pairs an original and its copy make or unmake (child_id set or cleared,
 * an original deleted). A filter without a row is used by none. A load without triggers
 * (session_replication_role = replica, the seeds) recounts it with refresh_filter_usage().
 */
export const filterUsage = pgTable('filter_usage', {
  filterId: integer('filter_id')
    .primaryKey()
    .references(() => filters.id, { onDelete: 'cascade' }),
  activities: integer('activities').notNull().default(0),
});
