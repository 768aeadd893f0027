import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './_helpers.ts';
import { approvalStatus, otherType } from './enums.ts';
import { cities } from './geography.ts';
import { media } from './media.ts';
import { organisations } from './organisations.ts';
import { platforms } from './platforms.ts';
import { users } from './users.ts';

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    active: boolean('active').notNull().default(false),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    website: text('website'),
    description: text('description'),
    imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    /** Calendar item or a note (core.md "other type"). */
    type: otherType('type').notNull().default('CALENDAR'),
    /** Review of a provider's event (decision 104), as for activities; null for events that never went through the portal. */
    approvalStatus: approvalStatus('approval_status'),
    reviewComment: text('review_comment'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /**
     * A provider's changes to a published event, waiting for review: the event's own fields as JSON. The
     * agenda keeps showing the event as it is until an operator approves them.
     */
    pendingChanges: jsonb('pending_changes'),
    lastEditedById: integer('last_edited_by_id').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('events_public_idx')
      .on(t.platformId, t.startDate)
      .where(sql`${t.active}`),
    index('events_organisation_idx').on(t.organisationId, t.startDate),
    index('events_city_idx').on(t.cityId),
    index('events_image_idx')
      .on(t.imageId)
      .where(sql`${t.imageId} IS NOT NULL`),
    index('events_last_edited_by_idx')
      .on(t.lastEditedById)
      .where(sql`${t.lastEditedById} IS NOT NULL`),
    index('events_review_idx')
      .on(t.submittedAt, t.id)
      .where(sql`${t.submittedAt} IS NOT NULL`),
    index('events_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

/** Extra images of an event (the agenda shows a 4-image grid from 4 images on). */
export const eventMedia = pgTable(
  'event_media',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.mediaId] }), index('event_media_media_idx').on(t.mediaId)],
);

/** What a visitor sent with the event-submission form; the event itself waits inactive for review. */
export const eventSubmissions = pgTable(
  'event_submissions',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    name: text('name').notNull(),
    companyName: text('company_name'),
    email: text('email').notNull(),
    iban: text('iban').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    zipcode: text('zipcode').notNull(),
    ...timestamps,
  },
  (t) => [index('event_submissions_event_idx').on(t.eventId)],
);
