import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './_helpers.ts';
import { activities } from './activities.ts';
import { contactMessageType, gender, leadStatus, outboxStatus } from './enums.ts';
import { platforms } from './platforms.ts';
import { users } from './users.ts';

export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    name: text('name').notNull(),
    gender: gender('gender').notNull().default('man'),
    reference: text('reference'),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    numberOfPersons: integer('number_of_persons'),
    plannedDate: timestamp('planned_date', { withTimezone: true }),
    address: text('address'),
    zipcode: text('zipcode'),
    city: text('city'),
    description: text('description'),
    companyName: text('company_name'),
    statisticOptions: jsonb('statistic_options'),
    subscribe: boolean('subscribe').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The provider's own follow-up of the request (portal leads screen). */
    leadStatus: leadStatus('lead_status').notNull().default('NEW'),
    leadNote: text('lead_note'),
    leadUpdatedAt: timestamp('lead_updated_at', { withTimezone: true }),
    /**
     * The pipeline's steps (docs/decisions/115). answered_at: the first answer (sent from the portal or
     * marked), never moved once set: the response time counts from it. quoted_at: when the lead first
     * became QUOTED. closed_at: when it was last won or lost; lost_reason with LOST only.
     */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    lostReason: text('lost_reason'),
    /**
     * Unanswered leads (docs/decisions/117), due times set when the request arrives, in business hours of
     * its platform's zone: reminder_due_at (24) the provider's one reminder, waiting_due_at (72) the
     * operators' list of leads waiting. reminded_at: when the reminder was queued (once). Null due times:
     * a request from before reminders, never reminded.
     */
    reminderDueAt: timestamp('reminder_due_at', { withTimezone: true }),
    waitingDueAt: timestamp('waiting_due_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /**
     * The activity's organisation, copied here so a provider's leads are read by organisation (decision
     * 113, fourth round): kept equal to activities.organisation_id by triggers (migration 0040: on
     * insert, on a change of the lead's activity, on a change of the activity's organisation), never
     * written by the application. Leads from before the migration were filled in batches by
     * db/backfills.server.ts; until that is done (isBackfillDone) nothing reads it. No foreign key: a
     * deleted organisation sets the activity's to null, and the trigger this one.
     */
    organisationId: integer('organisation_id'),
    /**
     * The activity's platform, copied here the same way (migration 0044, the same triggers), so the
     * operators' list of a platform's requests is read down one index without visiting each request's
     * activity to learn its platform (decision 113, fifth round). No foreign key: the activity's has one.
     */
    platformId: integer('platform_id'),
  },
  (t) => [
    // With the id: a provider's leads are read activity by activity newest first (created_at, id) and
    // stopped after a page, in the index's order (without it, every lead of each activity was sorted).
    index('quote_requests_activity_idx').on(t.activityId, t.createdAt, t.id),
    // Every lead newest first (the operators' lists and exports, docs/decisions/113): read backwards down
    // this index and stopped after a page, instead of sorting a million rows for 25.
    index('quote_requests_created_idx').on(t.createdAt, t.id),
    // A provider's leads of one step of the pipeline, activity by activity newest first: without it a
    // rare step read every lead of every activity to fill a page (docs/decisions/113).
    index('quote_requests_activity_status_idx').on(t.activityId, t.leadStatus, t.createdAt, t.id),
    // A provider's leads organisation by organisation newest first (a large provider has 100
    // organisations and 800 activities: 100 index descents instead of 800), the second for one step of
    // the pipeline. Built CONCURRENTLY by the backfill after the fill (db/backfills.server.ts), not
    // by the migration: a build in the migration blocked the writing of leads for its duration.
    index('quote_requests_organisation_idx').on(t.organisationId, t.createdAt, t.id),
    index('quote_requests_organisation_status_idx').on(t.organisationId, t.leadStatus, t.createdAt, t.id),
    // And quote_requests_organisation_answers_idx (organisation_id, created_at) INCLUDE (answered_at), which
    // Drizzle cannot declare: the response figures' month read from the index alone, built CONCURRENTLY by
    // the worker (db/backfills.server.ts, LEADS_ANSWERS_INDEX_BACKFILL).
    // A platform's requests newest first (the back office's list, its count and its CSV), built the same way.
    index('quote_requests_platform_idx').on(t.platformId, t.createdAt, t.id),
    // The operators' list searched by the words of a name or address (person_search_words, migration
    // 0038: a GIN index of each request's words, read only for the matches; docs/decisions/113), and
    // sorted by either: read in the index's order and stopped after a page.
    index('quote_requests_search_words_idx').using('gin', sql`person_search_words(${t.name}, ${t.email})`),
    index('quote_requests_name_idx').on(t.name, t.id),
    index('quote_requests_email_idx').on(t.email, t.id),
    // The reminder job's question and the operators' list: only the unanswered leads are in these.
    index('quote_requests_reminder_due_idx')
      .on(t.reminderDueAt)
      .where(sql`${t.answeredAt} IS NULL AND ${t.remindedAt} IS NULL AND ${t.reminderDueAt} IS NOT NULL`),
    index('quote_requests_waiting_due_idx')
      .on(t.waitingDueAt, t.id)
      .where(sql`${t.answeredAt} IS NULL AND ${t.waitingDueAt} IS NOT NULL`),
  ],
);

/**
 * The answers a provider sent a lead from the portal (docs/decisions/115): kept with the lead, the mail
 * itself queued in the same transaction (mail_outbox_id; null once the retention job removed the mail).
 */
export const leadAnswers = pgTable(
  'lead_answers',
  {
    id: serial('id').primaryKey(),
    quoteRequestId: integer('quote_request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    mailOutboxId: integer('mail_outbox_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('lead_answers_lead_idx').on(t.quoteRequestId, t.sentAt),
    // The foreign keys' other ends: the retention job deletes old mails (set null here) and a user may be
    // removed; without these each such delete would read every answer.
    index('lead_answers_author_idx').on(t.authorUserId),
    index('lead_answers_mail_idx').on(t.mailOutboxId),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  platformId: integer('platform_id')
    .notNull()
    .references(() => platforms.id),
  type: contactMessageType('type').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  companyName: text('company_name'),
  description: text('description'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** When the visitor asked to subscribe (ticked the box, sent the form). */
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When they followed the link of the confirmation mail (double opt-in, decisions.md 18). Null: pending,
     * not on the list; no newsletter goes to them.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** SHA-256 of the confirmation link's secret while pending; cleared when confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('newsletter_platform_email_uq').on(t.platformId, sql`lower(${t.email})`),
    uniqueIndex('newsletter_confirm_token_uq').on(t.confirmTokenHash),
  ],
);

/** Per activity per day counters (core.md "service mail statistics"). */
export const serviceMailStatistics = pgTable(
  'service_mail_statistics',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    submitDate: date('submit_date', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    phoneClicks: integer('phone_clicks').notNull().default(0),
    webClicks: integer('web_clicks').notNull().default(0),
    offerRequests: integer('offer_requests').notNull().default(0),
  },
  // And service_mail_statistics_counts_idx (activity_id, submit_date) INCLUDE (the four counters), which
  // Drizzle cannot declare (no INCLUDE): built CONCURRENTLY by the worker, not by a migration
  // (db/backfills.server.ts, STATISTICS_COUNTS_INDEX_BACKFILL), so a provider's days are read from it alone.
  (t) => [uniqueIndex('service_mail_statistics_activity_day_uq').on(t.activityId, t.submitDate)],
);

/**
 * The figures of every activity together, per Amsterdam day: what an operator's statistics without an
 * activity show. Summing service_mail_statistics for it read a day's row of every activity, a million
 * rows for a year at 100,000 activities (docs/decisions/113). Kept by statement-level triggers on
 * service_mail_statistics (migration 0031: inserted, updated and deleted rows' differences, one upsert
 * per statement), so every writer keeps it without knowing of it; a load that runs without triggers
 * (session_replication_role = replica, the seeds) recomputes it (db/seed/statistics-totals.ts).
 */
export const statisticsDayTotals = pgTable('statistics_day_totals', {
  day: date('day', { mode: 'string' }).primaryKey(),
  views: bigint('views', { mode: 'number' }).notNull().default(0),
  phoneClicks: bigint('phone_clicks', { mode: 'number' }).notNull().default(0),
  webClicks: bigint('web_clicks', { mode: 'number' }).notNull().default(0),
  offerRequests: bigint('offer_requests', { mode: 'number' }).notNull().default(0),
});

/** Mails written in the same transaction as their record and delivered by the outbox worker. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** Stable RFC 5322 Message-ID: a retried delivery carries the same one. */
    messageId: text('message_id').notNull().unique(),
    platformId: integer('platform_id').references(() => platforms.id),
    kind: text('kind').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers of the mail, e.g. List-Unsubscribe (RFC 8058) of a notification (docs/decisions/116). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: outboxStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    // The operators' mail list, newest first, and the retention job's finished mails by age (docs/decisions/113).
    index('mail_outbox_created_idx').on(t.createdAt, t.id),
  ],
);

/** First answer per Idempotency-Key, replayed for 24 h. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  responseStatus: integer('response_status').notNull(),
  responseBody: jsonb('response_body'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
