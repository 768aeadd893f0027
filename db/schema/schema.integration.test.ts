import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import { type DatabaseHandle, queryRows } from '../client.server.ts';
import * as schema from './index.ts';

/** Every entity of core.md section 3 and the table that stores it. */
const ENTITY_TABLES: Record<string, string[]> = {
  Activity: ['activities', 'activity_filters', 'activity_cities', 'activity_provinces', 'activity_regions', 'activity_media'],
  Redirect: ['redirects'],
  Banner: ['banners'],
  City: ['cities'],
  Province: ['provinces'],
  Region: ['regions'],
  'Contact person': ['contact_persons', 'contact_person_organisations'],
  Event: ['events', 'event_media'],
  'Event request': ['event_submissions'],
  Filter: ['filters'],
  'Filter group': ['filter_groups'],
  Media: ['media'],
  Organisation: ['organisations'],
  Platform: ['platforms'],
  'Pop-up': ['popups'],
  'Quote request': ['quote_requests'],
  'Contact message': ['contact_messages'],
  'Newsletter subscription': ['newsletter_subscribers'],
  'Review comment': ['review_comments'],
  'Service mail statistics': ['service_mail_statistics'],
  User: ['users', 'user_organisations'],
  Role: ['roles'],
  'User token': ['user_tokens'],
  'SEO page': ['seo_pages', 'seo_page_cities', 'seo_page_provinces', 'seo_page_regions', 'seo_page_filters'],
  'Menu item': ['menu_items'],
  Blog: ['blogs'],
};

const ENUMS = {
  approval_status: ['APPROVED', 'REJECTED', 'EDITING'],
  indoor_outdoor: ['INDOOR', 'OUTDOOR', 'BOTH'],
  geographic_location: ['ORIGIN_COUNTRY', 'EUROPE', 'OUTSIDE_EUROPE'],
  link_target: ['newWindow', 'sameWindow'],
  location_type: ['CITY', 'PROVINCE', 'REGION'],
  media_type: ['VIDEO', 'IMAGE'],
  cta_type: ['AD', 'QUESTION'],
  other_type: ['CALENDAR', 'NOTE'],
  role_name: ['ADMIN', 'USER'],
};

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

describe(`schema on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('runs without JIT compilation and with 32 MB work_mem on a server (decision 020)', async () => {
    if (handle.kind !== 'postgres') return; // PGlite has no JIT; its settings are its own.
    const rows = await queryRows<{ jit: string; workMem: string }>(
      handle.db,
      sql`SELECT current_setting('jit') AS jit, current_setting('work_mem') AS "workMem"`,
    );
    expect(rows[0]).toEqual({ jit: 'off', workMem: '32MB' });
  });

  it('has a table for every entity of core.md section 3', async () => {
    const rows = await queryRows<{ table_name: string }>(handle.db, sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`);
    const present = new Set(rows.map((row) => row.table_name));
    const missing = Object.entries(ENTITY_TABLES).flatMap(([entity, tables]) =>
      tables.filter((table) => !present.has(table)).map((table) => `${entity}: ${table}`),
    );
    expect(missing).toEqual([]);
    // And the Drizzle schema declares exactly the tables the migrations made.
    const declared = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table as PgTable));
    for (const table of declared) expect(present, table).toContain(table);
  });

  it('has every enumeration of core.md section 3 with its values', async () => {
    const rows = await queryRows<{ name: string; value: string }>(
      handle.db,
      sql`SELECT t.typname AS name, e.enumlabel AS value FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid ORDER BY t.typname, e.enumsortorder`,
    );
    for (const [name, values] of Object.entries(ENUMS)) {
      expect(
        rows.filter((row) => row.name === name).map((row) => row.value),
        name,
      ).toEqual(values);
    }
  });

  it('stems Dutch and German full text and has trigram similarity', async () => {
    const [row] = await queryRows<{ nl: string; de: string; sim: number }>(
      handle.db,
      sql`SELECT to_tsvector('dutch', 'kookworkshops')::text AS nl, to_tsvector('german', 'Betriebsausflüge')::text AS de, similarity('Amsterdam', 'Amsterdm') AS sim`,
    );
    expect(row!.nl).toContain('kookworkshop');
    expect(row!.de).toContain('betriebsausflug');
    expect(row!.sim).toBeGreaterThan(0.5);
  });

  it('has the indexes the overview queries need', async () => {
    const rows = await queryRows<{ indexname: string }>(handle.db, sql`SELECT indexname FROM pg_indexes WHERE schemaname = 'public'`);
    const names = rows.map((row) => row.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        'activities_search_idx',
        'search_words_word_trgm_idx',
        'activity_search_keys_idx',
        'activity_search_random_idx',
        'activity_search_created_idx',
        'activities_public_idx',
        'activity_filters_filter_idx',
        'activity_cities_city_idx',
        'cities_name_trgm_idx',
        'events_public_idx',
        // Built by the worker's backfill step (db/backfills.server.ts), as the tests' setup runs it.
        'quote_requests_organisation_idx',
        'service_mail_statistics_counts_idx',
        'quote_requests_platform_idx',
        'quote_requests_organisation_answers_idx',
        'activities_organisation_title_idx',
      ]),
    );
  });

  it('has an index led by every foreign key of a table that grows with use', async () => {
    // Without one, deleting the referenced row (ON DELETE SET NULL / CASCADE) and every lookup by the
    // column read the whole referencing table: deleting an approved edit copy scanned all activities.
    const unindexed = await queryRows<{ key: string }>(
      handle.db,
      sql`SELECT c.conrelid::regclass || '.' || a.attname || ' -> ' || c.confrelid::regclass AS key
          FROM pg_constraint c
          JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
          WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace
            AND NOT EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.conrelid AND i.indkey[0] = c.conkey[1])
          ORDER BY 1`,
    );
    // What may stay without: references to the geography and the platforms and roles (never deleted while
    // in use), and the operators' own small catalogues (tens to hundreds of rows).
    const NEVER_DELETED = ['platforms', 'roles', 'regions', 'provinces', 'cities'];
    const SMALL_CATALOGUES = [
      'filters',
      'filter_groups',
      'blogs',
      'banners',
      'popups',
      'seo_page_filters',
      'seo_page_cities',
      'seo_page_provinces',
      'seo_page_regions',
    ];
    const left = unindexed
      .map((row) => row.key)
      .filter((key) => {
        const [column, referenced] = key.split(' -> ') as [string, string];
        return !NEVER_DELETED.includes(referenced) && !SMALL_CATALOGUES.includes(column.split('.')[0]!);
      });
    expect(left).toEqual([]);
  });

  it("fills the search vector in the language of the activity's platform row", async () => {
    await handle.db.insert(schema.platforms).values([
      { id: 1, name: 'nl', domain: 'nl', email: 'a@b.nl', countryCode: 'NL', languageCode: 'nl', localeString: 'nl-NL', hostMatchOrder: 1 },
      {
        id: 2,
        name: 'de',
        domain: 'de',
        email: 'a@b.de',
        countryCode: 'DE',
        languageCode: 'de',
        localeString: 'de-DE',
        hostMatchOrder: 2,
        searchLanguage: 'german',
      },
    ]);
    await handle.db.insert(schema.activities).values([
      { title: 'Kookworkshops in de stad', slug: 'koken', platformId: 1 },
      { title: 'Kochkurse in der Stadt', slug: 'kochen', platformId: 2 },
    ]);
    const rows = await queryRows<{ slug: string; language: string }>(
      handle.db,
      sql`SELECT slug, search_language::text AS language FROM activities WHERE search_vector @@ websearch_to_tsquery('dutch', ${'kookworkshop'}) OR search_vector @@ websearch_to_tsquery('german', ${'Kochkursen'}) ORDER BY slug`,
    );
    expect(rows).toEqual([
      { slug: 'kochen', language: 'german' },
      { slug: 'koken', language: 'dutch' },
    ]);
    // An activity moved to another platform is stemmed in that platform's language.
    await handle.db.execute(sql`UPDATE activities SET platform_id = 2 WHERE slug = 'koken'`);
    const moved = await queryRows<{ language: string }>(handle.db, sql`SELECT search_language::text AS language FROM activities WHERE slug = 'koken'`);
    expect(moved).toEqual([{ language: 'german' }]);
  });
});
