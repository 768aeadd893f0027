import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './_helpers.ts';
import { mediaType } from './enums.ts';
import { users } from './users.ts';

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

/**
 * Every image a visitor uploaded (upload API or the event form without JavaScript): who (client IP),
 * how much, under which stored name. The per-IP daily cap counts these rows; the upload clean-up job
 * deletes the media of uploads nothing references after a grace period and records when it did. No
 * foreign key on media_id: the record outlives its media row (decision 094).
 */
export const imageUploads = pgTable(
  'image_uploads',
  {
    id: serial('id').primaryKey(),
    mediaId: integer('media_id').notNull(),
    storedName: text('stored_name').notNull(),
    clientIp: text('client_ip').notNull(),
    /**
     * The portal user who uploaded it (null: a visitor on a brand site). Until something references the
     * upload, only this user may refer to it in the portal, and only a visitor's form to a visitor's
     * upload (app/portal/media-ownership.server.ts).
     */
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Bytes the visitor sent (the original file, before re-encoding). */
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When the clean-up deleted the unused media row. */
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
    /** When the clean-up deleted the stored original and its rendered variants. */
    filesRemovedAt: timestamp('files_removed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('image_uploads_client_ip_created_at_idx').on(table.clientIp, table.createdAt),
    index('image_uploads_media_id_idx').on(table.mediaId),
    index('image_uploads_created_at_idx').on(table.createdAt),
    index('image_uploads_uploaded_by_idx')
      .on(table.uploadedById)
      .where(sql`${table.uploadedById} IS NOT NULL`),
  ],
);
