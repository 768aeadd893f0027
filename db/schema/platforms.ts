import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { BrandSettings } from '../../app/config/brand.ts';
import { regconfig, timestamps } from './_helpers.ts';

/** One row per brand variant (the seeded four: 1 nl, 2 de, 3 kids, 4 be); hosts and brand are data. */
export const platforms = pgTable('platforms', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  alternativeName: text('alternative_name'),
  domain: text('domain').notNull(),
  /** Substrings of the request host that select this platform (decisions.md 2). */
  hostFragments: text('host_fragments').array().notNull().default([]),
  /** Order in which host fragments are tried (Belgian, Dutch business, German, kids). */
  hostMatchOrder: integer('host_match_order').notNull(),
  email: text('email').notNull(),
  salesEmail: text('sales_email'),
  phone: text('phone'),
  countryCode: text('country_code').notNull(),
  languageCode: text('language_code').notNull(),
  /** BCP 47 tag of the site's language: <html lang>, hreflang (the brand's `htmlLang`). */
  localeString: text('locale_string').notNull(),
  /** Text-search configuration of the site's language; copied onto its activities (drizzle/0009). */
  searchLanguage: regconfig('search_language').notNull().default('dutch'),
  /** What the site shows and speaks (app/config/brand.ts, checked when the server loads the platforms). */
  brand: jsonb('brand').$type<BrandSettings>(),
  activityRoute: text('activity_route').notNull().default('uitjes'),
  gaProperty: text('ga_property'),
  logoUrl: text('logo_url'),
  tagline: text('tagline'),
  /** Platform whose blog list this platform shows (Belgium shares the Dutch company list). */
  blogSourcePlatformId: integer('blog_source_platform_id'),
  mailCampaignSubscriberGroupName: text('mail_campaign_subscriber_group_name'),
  mailCampaignSubscriberGroupId: text('mail_campaign_subscriber_group_id'),
  mailCampaignAdvertiserGroupName: text('mail_campaign_advertiser_group_name'),
  mailCampaignAdvertiserGroupId: text('mail_campaign_advertiser_group_id'),
  ...timestamps,
});

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    title: text('title').notNull(),
    url: text('url').notNull(),
    isExternalLink: boolean('is_external_link').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** Where the item shows: the navigation modal or the footer. */
    placement: text('placement', { enum: ['navigation', 'footer'] })
      .notNull()
      .default('navigation'),
    ...timestamps,
  },
  (t) => [index('menu_items_platform_idx').on(t.platformId, t.placement, t.position)],
);
