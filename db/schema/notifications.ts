import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { platforms } from './platforms.ts';
import { users } from './users.ts';

// Notifications (docs/decisions/116): what each person wants per kind, what waits for their daily digest,
// which digests went out, and the organisation addresses that turned a kind off.

/**
 * A person's choice for one kind of notification: 'immediate', 'daily' or 'off'. No row: the kind's
 * default (app/mail/notification-kinds.ts), so a new kind needs no backfill.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    choice: text('choice').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * An address that is no person's account (an organisation's mailbox, a service address) and followed the
 * unsubscribe link of a kind: only the SHA-256 of the lower-cased address is kept, never the address.
 */
export const notificationAddressOptOuts = pgTable(
  'notification_address_opt_outs',
  {
    addressHash: text('address_hash').notNull(),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.addressHash, t.kind] })],
);

/** One daily digest of one kind for one person on one day (Europe/Amsterdam): the row that makes it once. */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** The Message-ID of the digest's outbox row. */
    messageId: text('message_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_digests_once_uq').on(t.userId, t.kind, t.day),
    // Retention (server/jobs/retention.ts) removes the old ones by age.
    index('notification_digests_created_idx').on(t.createdAt),
  ],
);

/**
 * Something waiting for the notification job (server/jobs/notification-digest.ts): a line a person chose
 * to read in their next daily digest, or (`immediate`) a mail due at once that was raised where no portal
 * origin is known (a provider's submission raising `review.waiting`), already in the reader's language.
 */
export const notificationDigestItems = pgTable(
  'notification_digest_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    platformId: integer('platform_id').references(() => platforms.id, { onDelete: 'set null' }),
    immediate: boolean('immediate').notNull().default(false),
    /** The subject of an immediate mail; a digest has its own. */
    subject: text('subject'),
    line: text('line').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the job queued it in the outbox (alone or in a digest); until then it waits. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    digestId: integer('digest_id').references(() => notificationDigests.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The job's question, "who has something waiting": the waiting rows only.
    index('notification_digest_items_waiting_idx')
      .on(t.immediate, t.userId, t.kind, t.id)
      .where(sql`${t.sentAt} IS NULL`),
    index('notification_digest_items_digest_idx').on(t.digestId),
    // Retention (server/jobs/retention.ts) removes the sent ones by the age of their mail.
    index('notification_digest_items_sent_idx')
      .on(t.sentAt)
      .where(sql`${t.sentAt} IS NOT NULL`),
    // A person removed (forgetting them, decision 103) takes their waiting lines with them: found here.
    index('notification_digest_items_user_idx').on(t.userId),
  ],
);

/**
 * The key unsubscribe links are signed with (HMAC-SHA256): made once by the migration from random
 * UUIDs, the same for every process that shares the database, never shown.
 */
export const notificationKeys = pgTable('notification_keys', {
  id: integer('id').primaryKey(),
  key: text('key').notNull(),
});
