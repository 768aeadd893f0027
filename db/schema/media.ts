import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './_helpers.ts';
import { mediaType } from './enums.ts';

/** An image or video; owners (activities, events, banners, filters ...) reference it. */
export const media = pgTable('media', {
  id: serial('id').primaryKey(),
  title: text('title'),
  alt: text('alt'),
  url: text('url').notNull(),
  type: mediaType('type').notNull().default('IMAGE'),
  index: integer('index').notNull().default(0),
  width: integer('width'),
  height: integer('height'),
  ...timestamps,
});
