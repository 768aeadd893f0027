import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './_helpers.ts';
import { ctaType, linkTarget } from './enums.ts';
import { filters } from './filters.ts';
import { cities, provinces, regions } from './geography.ts';
import { media } from './media.ts';
import { platforms } from './platforms.ts';

/**
 * Scheduled publishing (docs/decisions/121): the moment the item is switched on (`publish_at`) and off
 * (`unpublish_at`). The worker's job flips `active` when one is due and clears it, so a set field is
 * always a change still to come; off after on when both are set.
 */
const schedule = {
  publishAt: timestamp('publish_at', { withTimezone: true }),
  unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
};

/** The job's look-ups of due rows (partial: only the few rows with a schedule), and off after on. */
function scheduleIndexes(table: string, t: { publishAt: AnyPgColumn; unpublishAt: AnyPgColumn }) {
  return [
    index(`${table}_publish_at_idx`)
      .on(t.publishAt)
      .where(sql`${t.publishAt} IS NOT NULL`),
    index(`${table}_unpublish_at_idx`)
      .on(t.unpublishAt)
      .where(sql`${t.unpublishAt} IS NOT NULL`),
    check(`${table}_schedule_order`, sql`${t.unpublishAt} > ${t.publishAt}`),
  ];
}

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    buttonTitle: text('button_title').notNull(),
    link: text('link').notNull(),
    linkTarget: linkTarget('link_target').notNull().default('sameWindow'),
    active: boolean('active').notNull().default(true),
    ctaType: ctaType('cta_type').notNull().default('AD'),
    amountOfClicks: integer('amount_of_clicks').notNull().default(0),
    imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    ...schedule,
    ...timestamps,
  },
  (t) => [
    index('banners_platform_active_idx')
      .on(t.platformId)
      .where(sql`${t.active}`),
    ...scheduleIndexes('banners', t),
  ],
);

/**
 * Pop-ups: shown over a brand's pages once per visitor (docs/decisions/110). `active` decides whether one
 * is shown, and like banners, SEO pages and blogs it can be switched on and off at a time set ahead
 * (docs/decisions/121: the days `shown_from`..`shown_until` became these times).
 */
export const popups = pgTable(
  'popups',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    buttonTitle: text('button_title').notNull(),
    ctaType: ctaType('cta_type').notNull().default('QUESTION'),
    description: text('description'),
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    active: boolean('active').notNull().default(false),
    ...schedule,
    ...timestamps,
  },
  (t) => [
    index('popups_platform_active_idx')
      .on(t.platformId)
      .where(sql`${t.active}`),
    ...scheduleIndexes('popups', t),
  ],
);

/** Blog articles: database content per platform (decisions.md 15); HTML is sanitised on write and read. */
export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    /** Position within the platform's list (the spec's article ids 0..n). */
    position: integer('position').notNull(),
    title: text('title').notNull(),
    imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    buttonTitle: text('button_title'),
    buttonUrl: text('button_url'),
    /** Tag names; each has a page /blogs/{slug}.html (screens.md Blogs). */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Names of the provinces the article is about: its 'Relevante uitjes' come from there. */
    provinces: text('provinces')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The page the article's 'Lees meer op de website' link opens. */
    websiteUrl: text('website_url'),
    active: boolean('active').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    ...schedule,
    ...timestamps,
  },
  (t) => [uniqueIndex('blogs_platform_position_uq').on(t.platformId, t.position), ...scheduleIndexes('blogs', t)],
);

export const seoPages = pgTable(
  'seo_pages',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    active: boolean('active').notNull().default(true),
    /** Path without leading or trailing slash, e.g. `bedrijfsuitje` or `bedrijfsuitje/amsterdam`. */
    slug: text('slug').notNull(),
    searchQuery: text('search_query'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    pageTitle: text('page_title'),
    pageDescription: text('page_description'),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    ...schedule,
    ...timestamps,
  },
  (t) => [uniqueIndex('seo_pages_platform_slug_uq').on(t.platformId, t.slug), ...scheduleIndexes('seo_pages', t)],
);

export const seoPageCities = pgTable(
  'seo_page_cities',
  {
    seoPageId: integer('seo_page_id')
      .notNull()
      .references(() => seoPages.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.seoPageId, t.cityId] })],
);

export const seoPageProvinces = pgTable(
  'seo_page_provinces',
  {
    seoPageId: integer('seo_page_id')
      .notNull()
      .references(() => seoPages.id, { onDelete: 'cascade' }),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.seoPageId, t.provinceId] })],
);

export const seoPageRegions = pgTable(
  'seo_page_regions',
  {
    seoPageId: integer('seo_page_id')
      .notNull()
      .references(() => seoPages.id, { onDelete: 'cascade' }),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.seoPageId, t.regionId] })],
);

export const seoPageFilters = pgTable(
  'seo_page_filters',
  {
    seoPageId: integer('seo_page_id')
      .notNull()
      .references(() => seoPages.id, { onDelete: 'cascade' }),
    filterId: integer('filter_id')
      .notNull()
      .references(() => filters.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.seoPageId, t.filterId] })],
);
