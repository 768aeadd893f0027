import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { regconfig, timestamps, tsvector } from './_helpers.ts';
import { approvalStatus, geographicLocation, indoorOutdoor } from './enums.ts';
import { filters } from './filters.ts';
import { cities, provinces, regions } from './geography.ts';
import { media } from './media.ts';
import { organisations } from './organisations.ts';
import { platforms } from './platforms.ts';
import { users } from './users.ts';

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    approved: boolean('approved').notNull().default(false),
    title: text('title').notNull(),
    companyName: text('company_name'),
    /** Provider's on/off switch: an inactive activity is never public. */
    status: boolean('status').notNull().default(true),
    minimumAge: integer('minimum_age'),
    maximumAge: integer('maximum_age'),
    personsMin: integer('persons_min'),
    personsMax: integer('persons_max'),
    price: numeric('price', { precision: 10, scale: 2 }),
    duration: text('duration'),
    description: text('description'),
    website: text('website'),
    showWebsite: boolean('show_website').notNull().default(true),
    locationDescription: text('location_description'),
    isEditCopy: boolean('is_edit_copy').notNull().default(false),
    slug: text('slug').notNull(),
    contactFirstName: text('contact_first_name'),
    contactLastName: text('contact_last_name'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    geographicLocation: geographicLocation('geographic_location').notNull().default('ORIGIN_COUNTRY'),
    indoorOutdoor: indoorOutdoor('indoor_outdoor').notNull().default('BOTH'),
    approvalStatus: approvalStatus('approval_status'),
    oldIdx: integer('old_idx'),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    /** The pending edit copy of this activity (core.md: `child`). */
    childId: integer('child_id').references((): AnyPgColumn => activities.id, { onDelete: 'set null' }),
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    lastEditedById: integer('last_edited_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where quote requests for this activity are mailed (core.md `serviceMail`), before the organisation's contacts. */
    serviceMail: text('service_mail'),
    /** When the provider sent this draft or edit copy for review; null while it is still a draft. */
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    /** Raised by every save; a save that names an older version is refused (optimistic locking, decision 104). */
    version: integer('version').notNull().default(1),
    /** Fixed random number per row; XOR with a visit seed gives a stable shuffled order for paging. */
    randomKey: integer('random_key')
      .notNull()
      .default(sql`floor(random() * 2147483647)::int`),
    /** The platform's text-search configuration, set by a trigger from `platforms.search_language` (drizzle/0009). */
    searchLanguage: regconfig('search_language').notNull().default('dutch'),
    /** Weighted full-text document, stemmed in the platform's language. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector(search_language, coalesce(title, '')), 'A') || setweight(to_tsvector(search_language, coalesce(company_name, '')), 'B') || setweight(to_tsvector(search_language, coalesce(location_description, '')), 'C') || setweight(to_tsvector(search_language, coalesce(description, '')), 'D')`,
    ),
    /**
     * Copies of the activity's link-table ids for the faceted search (one row read instead of a probe per
     * link table and row). Only the triggers of drizzle/0004 write them; never set them from code.
     */
    filterIds: integer('filter_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    cityIds: integer('city_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    provinceIds: integer('province_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    regionIds: integer('region_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    ...timestamps,
  },
  (t) => [
    // Public slugs are unique per platform; edit copies share the slug of their original.
    uniqueIndex('activities_platform_slug_uq')
      .on(t.platformId, t.slug)
      .where(sql`NOT ${t.isEditCopy}`),
    // The public listing: approved, active, original rows of one platform. It also carries every column
    // the overview filters on besides text and places, so the faceted search reads it index-only.
    index('activities_public_idx')
      .on(
        t.platformId,
        t.randomKey,
        t.id,
        t.approvalStatus,
        t.personsMin,
        t.personsMax,
        t.minimumAge,
        t.maximumAge,
        t.geographicLocation,
        t.createdAt,
        t.filterIds,
        t.cityIds,
        t.provinceIds,
        t.regionIds,
      )
      .where(sql`${t.approved} AND ${t.status} AND NOT ${t.isEditCopy}`),
    index('activities_public_created_idx')
      .on(t.platformId, t.createdAt)
      .where(sql`${t.approved} AND ${t.status} AND NOT ${t.isEditCopy}`),
    index('activities_organisation_idx').on(t.organisationId),
    // And activities_organisation_title_idx (organisation_id, title, id) WHERE NOT is_edit_copy, built
    // CONCURRENTLY by the worker (db/backfills.server.ts, ACTIVITIES_BY_ORGANISATION_INDEX_BACKFILL): a
    // provider's activities by title from the index alone.
    // An original's edit copy: found by child_id when a review is listed, a filter's usage counted or an
    // edit copy deleted (the foreign key's ON DELETE SET NULL looks its referrers up by this column).
    index('activities_child_idx')
      .on(t.childId)
      .where(sql`${t.childId} IS NOT NULL`),
    index('activities_last_edited_by_idx')
      .on(t.lastEditedById)
      .where(sql`${t.lastEditedById} IS NOT NULL`),
    // The operators' review queue: drafts and edit copies sent for review, oldest first (decision 104).
    index('activities_review_idx')
      .on(t.submittedAt, t.id)
      .where(sql`${t.submittedAt} IS NOT NULL`),
    // The activities of a leads filter by title (an operator's are the whole catalogue): read in this
    // order and stopped after the options shown, instead of sorting 100,000 titles (docs/decisions/113).
    index('activities_title_idx').on(t.title, t.id),
    // What waits for review, by platform, kind and organisation: the navigation's count per platform on
    // every operator's page and the review queue's choices with their counts are counted in this index
    // alone (an index-only scan), not by fetching each waiting row from its own page (docs/decisions/113).
    index('activities_waiting_idx')
      .on(t.platformId, t.isEditCopy, t.organisationId)
      .where(sql`${t.submittedAt} IS NOT NULL AND ${t.approvalStatus} = 'EDITING'`),
    // The review queue's page in its default order (the longest waiting first, or last): read in this order
    // and stopped after the page, where the planner, expecting few waiting rows, fetched and sorted all of them.
    index('activities_waiting_submitted_idx')
      .on(t.submittedAt, t.id)
      .where(sql`${t.submittedAt} IS NOT NULL AND ${t.approvalStatus} = 'EDITING'`),
    index('activities_search_idx').using('gin', t.searchVector),
  ],
);

/**
 * The distinct words of activity titles and company names per platform, for typo-tolerant search: a
 * misspelt word is matched by trigram against this short list, and the words it finds are searched in
 * the full-text index (the pg_trgm documentation's spelling-suggestion pattern). Filled by a trigger on
 * activities (drizzle/0004); words of removed activities stay, they merely match nothing.
 */
export const searchWords = pgTable(
  'search_words',
  {
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.word] }), index('search_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

/**
 * The activity search's own copy of every public activity (docs/decisions/020, drizzle/0007): narrow rows
 * (about 100 bytes, a tenth of an activity row) so that the rows a broad search has to count stay in
 * the database's memory, one partition per platform (LIST on platform_id, created in SQL: Drizzle does
 * not declare partitions). `keys` holds every search key of the activity in one integer array with one
 * GIN index: the ids of its words (search_lexemes), its filters, cities, provinces and regions, each kind
 * in its own range (search_*_key functions), so a search's text, place and filter conditions are one
 * index scan. Kept by statement triggers on activities; never written by application code.
 */
export const activitySearch = pgTable(
  'activity_search',
  {
    id: integer('id').notNull(),
    platformId: integer('platform_id').notNull(),
    randomKey: integer('random_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    personsMin: integer('persons_min'),
    personsMax: integer('persons_max'),
    minimumAge: integer('minimum_age'),
    maximumAge: integer('maximum_age'),
    geographicLocation: geographicLocation('geographic_location').notNull(),
    filterIds: integer('filter_ids').array().notNull(),
    keys: integer('keys').array().notNull(),
    // What relevance reads (drizzle/0014), so a text search ranks its matches from this row alone: the
    // word ids of the title (full-text weight A) and of the company name (B), and both folded.
    titleKeys: integer('title_keys')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    companyKeys: integer('company_keys')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    titleFold: text('title_fold').notNull().default(''),
    companyFold: text('company_fold').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.platformId] }),
    index('activity_search_keys_idx').using('gin', t.keys),
    index('activity_search_random_idx').on(t.randomKey, t.id),
    // The newest first (home's new activities, the overview's 'newest' order) without sorting the platform.
    index('activity_search_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * Search synonyms per platform (docs/decisions/105-search-relevance.md), kept as data so that
 * operators can edit them: a visitor's `term` (one word, an abbreviation or a phrase such as "slecht
 * weer"; compared folded, without accents or case) also finds what each of its `expansions` finds (a
 * word, a filter's or place's name), and with `indoorOutdoor` the activities held indoors (INDOOR: INDOOR
 * or BOTH) or outdoors. Changes bump the search data version (drizzle/0013).
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    expansions: text('expansions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    indoorOutdoor: indoorOutdoor('indoor_outdoor'),
  },
  (t) => [uniqueIndex('search_synonyms_platform_term_uq').on(t.platformId, t.term)],
);

/** Every word (full-text lexeme) of public activities, numbered for activity_search.keys. */
export const searchLexemes = pgTable('search_lexemes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  lexeme: text('lexeme').notNull().unique(),
});

/**
 * Per platform a `version` that changes, at commit, with every transaction that changes what that
 * platform's activity search can find or count: its public rows in activity_search, its filters, filter
 * groups, places and synonyms (drizzle/0018). Only such changes move it, and only for their platform:
 * drafts, edit copies and no-op updates never do, and writers hold the row for their commit only, so
 * they never wait for each other's open transactions. Results derived from the whole result set (totals,
 * facet counts, the in-process index) are kept per version (app/public-api/search-summary-cache.server.ts).
 */
export const searchVersions = pgTable('search_versions', {
  platformId: integer('platform_id')
    .primaryKey()
    .references(() => platforms.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * At most one row per open transaction that changed search data: its deferred trigger (drizzle/0018)
 * moves the changed platforms' versions at commit and deletes the row again.
 */
export const searchChangeMarks = pgTable('search_change_marks', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
});

export const activityFilters = pgTable(
  'activity_filters',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    filterId: integer('filter_id')
      .notNull()
      .references(() => filters.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.filterId] }), index('activity_filters_filter_idx').on(t.filterId, t.activityId)],
);

export const activityCities = pgTable(
  'activity_cities',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.cityId] }), index('activity_cities_city_idx').on(t.cityId, t.activityId)],
);

export const activityProvinces = pgTable(
  'activity_provinces',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.provinceId] }), index('activity_provinces_province_idx').on(t.provinceId, t.activityId)],
);

export const activityRegions = pgTable(
  'activity_regions',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.regionId] }), index('activity_regions_region_idx').on(t.regionId, t.activityId)],
);

export const activityMedia = pgTable(
  'activity_media',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.mediaId] }), index('activity_media_media_idx').on(t.mediaId)],
);

/** Old slugs of an activity; a visitor on an old URL is sent to the new one with a 301. */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    oldSlug: text('old_slug').notNull(),
    newSlug: text('new_slug').notNull(),
    ...timestamps,
  },
  (t) => [
    index('redirects_old_slug_idx').on(t.oldSlug),
    index('redirects_activity_idx').on(t.activityId),
    // The back office's list, newest first, read down to its page (the platform checked per row).
    index('redirects_created_idx').on(t.createdAt, t.id),
  ],
);

/** The reviewer's remark on an activity (core.md: reviewComment). */
export const reviewComments = pgTable('review_comments', {
  id: serial('id').primaryKey(),
  activityId: integer('activity_id')
    .notNull()
    .unique()
    .references(() => activities.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  ...timestamps,
});

/**
 * An operator's bulk action on activities (docs/decisions/120): what was done to which rows, each row's
 * state before it (what an undo puts back) and, once undone, what the undo did per row. The undo is
 * offered for the operator's latest bulk action for a few minutes (BULK_UNDO_MINUTES).
 */
export const bulkActions = pgTable(
  'bulk_actions',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** approve, reject, switch-off or move. */
    kind: text('kind').notNull(),
    /** The comment of a rejection, the organisation of a move. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** Per row: its id, title, outcome (done or skipped with a reason) and the state before (bulk-actions.ts). */
    rows: jsonb('rows').$type<unknown[]>().notNull(),
    /** Per row, what the undo did; null until undone. */
    undoRows: jsonb('undo_rows').$type<unknown[]>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('bulk_actions_actor_idx').on(t.actorUserId, t.createdAt)],
);

/**
 * An operator's request for changes on an activity (docs/decisions/118): one per "request changes" (the
 * rejection), numbered per activity (`round`), with what the version under review held then (`snapshot`,
 * the review comparison's side: content, media and places) so the next review can show what changed
 * since. `activityId` is the original's id: an edit copy is deleted on approval, the requests stay.
 */
export const reviewRequests = pgTable(
  'review_requests',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    requestedById: integer('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the provider sent the activity for review again; null while the request is open. */
    resubmittedAt: timestamp('resubmitted_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('review_requests_activity_round_uq').on(t.activityId, t.round),
    // A removed user's requests are found by these (ON DELETE SET NULL).
    index('review_requests_requested_by_idx')
      .on(t.requestedById)
      .where(sql`${t.requestedById} IS NOT NULL`),
  ],
);

/**
 * The operator's note on one field of the comparison (a key of ACTIVITY_FIELDS; for one photo also its
 * media id), and the provider's answer (docs/decisions/118).
 */
export const reviewFieldNotes = pgTable(
  'review_field_notes',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => reviewRequests.id, { onDelete: 'cascade' }),
    /** The original activity's id (as the request's): who may read the note is decided by it. */
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    // No foreign key on purpose: a reference to media makes its row an owner of the image
    // (app/portal/media-ownership.server.ts) and keeps it from being removed; a note only names the photo
    // as the request's snapshot shows it, and outlives it.
    mediaId: integer('media_id'),
    note: text('note').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    answer: text('answer'),
    answeredById: integer('answered_by_id').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('review_field_notes_request_idx').on(t.requestId),
    index('review_field_notes_activity_idx').on(t.activityId),
    // A removed user's notes and answers are found by these (ON DELETE SET NULL).
    index('review_field_notes_author_idx')
      .on(t.authorId)
      .where(sql`${t.authorId} IS NOT NULL`),
    index('review_field_notes_answered_by_idx')
      .on(t.answeredById)
      .where(sql`${t.answeredById} IS NOT NULL`),
  ],
);
