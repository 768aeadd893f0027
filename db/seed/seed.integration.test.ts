import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import { type DatabaseHandle, queryRows } from '../client.server.ts';
import { BRAND_OF_PLATFORM, CATALOGS, templateTitles } from './catalog.ts';
import { demoImageUrl, demoVideoUrl } from './demo-images.ts';
import { isDatabaseEmpty, resetDatabase, seedDatabase } from './seed.server.ts';

const REFERENCE_DATE = new Date('2026-03-15T00:00:00Z');

/** One md5 per application table over all its rows in a stable order (the search data versions and the links' signing key are random by design). */
async function digest(handle: DatabaseHandle): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    handle.db,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('search_versions', 'notification_keys') ORDER BY tablename`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ hash: string; count: number }>(
      handle.db,
      sql.raw(`SELECT md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS hash, count(*)::int AS count FROM "${name}" t`),
    );
    result[name] = `${row!.count}:${row!.hash}`;
  }
  return result;
}

describe('demo seed: determinism', () => {
  it('gives identical rows for the same seed and reference date, different ones for another seed', async () => {
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    try {
      await seedDatabase(first.db, { seed: 7, activities: 150, referenceDate: REFERENCE_DATE });
      await seedDatabase(second.db, { seed: 7, activities: 150, referenceDate: REFERENCE_DATE });
      const a = await digest(first);
      expect(a.activities).toMatch(/^150:/);
      expect(await digest(second)).toEqual(a);

      // Reseeding after a reset (what `npm run seed` does on a filled database) gives the same data again.
      await resetDatabase(second.db);
      expect(await isDatabaseEmpty(second.db)).toBe(true);
      await seedDatabase(second.db, { seed: 7, activities: 150, referenceDate: REFERENCE_DATE });
      expect(await digest(second)).toEqual(a);

      await resetDatabase(second.db);
      await seedDatabase(second.db, { seed: 8, activities: 150, referenceDate: REFERENCE_DATE });
      const other = await digest(second);
      expect(other.activities).not.toEqual(a.activities);
      expect(other.platforms).toEqual(a.platforms);
    } finally {
      await first.close();
      await second.close();
    }
  }, 120_000);
});

describe('demo seed: content of the test seed', () => {
  let handle: DatabaseHandle;
  const rows = <T>(query: string) => queryRows<T>(handle.db, sql.raw(query));

  beforeAll(async () => {
    handle = await createTestDatabase({ seeded: true });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('gives every platform public activities, filters, geography, SEO pages, banners and pop-ups', async () => {
    const counts = await rows<Record<string, number>>(`
      SELECT p.id,
        (SELECT count(*)::int FROM activities a WHERE a.platform_id = p.id AND a.approved AND a.status AND NOT a.is_edit_copy) AS activities,
        (SELECT count(*)::int FROM filters f JOIN filter_groups g ON g.id = f.filter_group_id WHERE g.platform_id = p.id) AS filters,
        (SELECT count(*)::int FROM provinces x WHERE x.platform_id = p.id) AS provinces,
        (SELECT count(*)::int FROM regions x WHERE x.platform_id = p.id) AS regions,
        (SELECT count(*)::int FROM cities x WHERE x.platform_id = p.id) AS cities,
        (SELECT count(*)::int FROM seo_pages x WHERE x.platform_id = p.id) AS seo_pages,
        (SELECT count(*)::int FROM banners x WHERE x.platform_id = p.id AND x.cta_type = 'AD') AS ad_banners,
        (SELECT count(*)::int FROM banners x WHERE x.platform_id = p.id AND x.cta_type = 'QUESTION') AS question_banners,
        (SELECT count(*)::int FROM popups x WHERE x.platform_id = p.id) AS popups,
        (SELECT count(*)::int FROM organisations x WHERE x.platform_id = p.id) AS organisations,
        (SELECT count(*)::int FROM blogs b WHERE b.platform_id = coalesce(p.blog_source_platform_id, p.id)) AS blogs
      FROM platforms p ORDER BY p.id`);
    expect(counts.map((c) => c.id)).toEqual([1, 2, 3, 4]);
    for (const c of counts) {
      expect(c.activities, `platform ${c.id}`).toBeGreaterThan(30);
      expect(c.filters).toBeGreaterThanOrEqual(15);
      expect(c.cities).toBeGreaterThan(100);
      expect(c.regions).toBeGreaterThan(5);
      expect(c.seo_pages).toBeGreaterThanOrEqual(5);
      expect(c.ad_banners).toBeGreaterThan(0);
      expect(c.question_banners).toBeGreaterThan(0);
      expect(c.popups).toBeGreaterThan(0);
      expect(c.organisations).toBeGreaterThan(0);
      expect(c.blogs).toBeGreaterThanOrEqual(8);
    }
    expect(counts.map((c) => c.provinces)).toEqual([12, 16, 12, 11]);
  });

  it('keeps the blog lists apart: nl and be share platform 1, de and kids have their own, positions 0..n', async () => {
    const lists = await rows<{ platform_id: number; positions: number[]; source: number | null }>(`
      SELECT p.id AS platform_id, p.blog_source_platform_id AS source,
        ARRAY(SELECT b.position FROM blogs b WHERE b.platform_id = p.id ORDER BY b.position) AS positions
      FROM platforms p ORDER BY p.id`);
    const byId = new Map(lists.map((l) => [l.platform_id, l]));
    expect(byId.get(4)!.source).toBe(1);
    expect(byId.get(4)!.positions).toEqual([]);
    for (const id of [1, 2, 3]) {
      const positions = byId.get(id)!.positions;
      expect(positions).toEqual(positions.map((_, i) => i));
    }
    const [html] = await rows<{ content: string; button_title: string; button_url: string }>(
      `SELECT content, button_title, button_url FROM blogs WHERE platform_id = 1 ORDER BY position LIMIT 1`,
    );
    expect(html!.content).toMatch(/<h2>/);
    expect(html!.content).toMatch(/<ul>/);
    expect(html!.content).toMatch(/href="\/uitjes"/);
    expect(html!.button_title).toBe('Lees meer');
    expect(html!.button_url).toBe('/blog');
  });

  it('uses real places with their coordinates', async () => {
    const places = await rows<{ platform_id: number; name: string; lat: number; lon: number; province: string }>(`
      SELECT c.platform_id, c.name, c.lat, c.lon, p.name AS province
      FROM cities c JOIN provinces p ON p.id = c.province_id
      WHERE (c.platform_id, c.name) IN ((1, 'Amsterdam'), (3, 'Amsterdam'), (4, 'Gent'), (2, 'München'), (1, 'Maastricht'))
      ORDER BY c.platform_id, c.name`);
    const find = (platform: number, name: string) => places.find((p) => p.platform_id === platform && p.name === name)!;
    expect(find(1, 'Amsterdam').lat).toBeCloseTo(52.37, 1);
    expect(find(1, 'Amsterdam').lon).toBeCloseTo(4.89, 1);
    expect(find(1, 'Amsterdam').province).toBe('Noord-Holland');
    expect(find(3, 'Amsterdam').province).toBe('Noord-Holland');
    expect(find(1, 'Maastricht').province).toBe('Limburg');
    expect(find(4, 'Gent').lat).toBeCloseTo(51.05, 1);
    expect(find(4, 'Gent').lon).toBeCloseTo(3.72, 1);
    expect(find(4, 'Gent').province).toBe('Oost-Vlaanderen');
    expect(find(2, 'München').lat).toBeCloseTo(48.14, 1);
    expect(find(2, 'München').lon).toBeCloseTo(11.58, 1);
    expect(find(2, 'München').province).toBe('Bayern');
    const [ruhr] = await rows<{ count: number }>(
      `SELECT count(*)::int AS count FROM cities c JOIN regions r ON r.id = c.region_id WHERE r.name = 'Ruhrgebiet' AND c.name IN ('Essen', 'Dortmund', 'Bochum')`,
    );
    expect(ruhr!.count).toBe(3);
  });

  it('has unique public slugs per platform, edit copies on the slug of their original, and redirects that lead somewhere', async () => {
    const [duplicates] = await rows<{ count: number }>(`
      SELECT count(*)::int AS count FROM (
        SELECT platform_id, slug FROM activities WHERE NOT is_edit_copy GROUP BY 1, 2 HAVING count(*) > 1) d`);
    expect(duplicates!.count).toBe(0);
    const copies = await rows<{ same_slug: boolean; original_live: boolean }>(`
      SELECT o.slug = c.slug AS same_slug, o.approved AND o.status AS original_live
      FROM activities o JOIN activities c ON c.id = o.child_id`);
    expect(copies.length).toBeGreaterThan(0);
    expect(copies.every((c) => c.same_slug && c.original_live)).toBe(true);
    const [badRedirects] = await rows<{ total: number; broken: number }>(`
      SELECT count(*)::int AS total,
        count(*) FILTER (WHERE a.slug <> r.new_slug OR EXISTS (
          SELECT 1 FROM activities x WHERE x.platform_id = a.platform_id AND x.slug = r.old_slug))::int AS broken
      FROM redirects r JOIN activities a ON a.id = r.activity_id`);
    expect(badRedirects!.total).toBeGreaterThan(0);
    expect(badRedirects!.broken).toBe(0);
  });

  it('gives activities 1-5 media, 1-4 filters and 1-2 cities; a few serve their whole province or region', async () => {
    const [shape] = await rows<Record<string, number>>(`
      WITH s AS (
        SELECT a.id,
          (SELECT count(*) FROM activity_media m WHERE m.activity_id = a.id) AS media,
          (SELECT count(*) FROM activity_filters f WHERE f.activity_id = a.id) AS filters,
          (SELECT count(*) FROM activity_cities c WHERE c.activity_id = a.id) AS cities,
          (SELECT count(*) FROM activity_provinces p WHERE p.activity_id = a.id) AS provinces
        FROM activities a)
      SELECT min(media)::int AS min_media, max(media)::int AS max_media, min(filters)::int AS min_filters,
        max(filters)::int AS max_filters, min(cities)::int AS min_cities, max(cities)::int AS max_cities,
        min(provinces)::int AS min_provinces, max(provinces)::int AS max_provinces,
        (count(*) FILTER (WHERE provinces > 0))::float / count(*) AS province_wide,
        (SELECT count(DISTINCT activity_id)::float FROM activity_regions) / count(*) AS region_wide,
        (SELECT count(*)::int FROM media WHERE type = 'VIDEO') AS videos,
        (SELECT count(*)::int FROM activities WHERE NOT approved) AS unapproved,
        (SELECT count(*)::int FROM activities WHERE NOT status) AS inactive,
        (SELECT count(*)::int FROM review_comments) AS reviews
      FROM s`);
    expect(shape).toMatchObject({ min_media: 1, min_cities: 1, max_cities: 2, min_provinces: 0 });
    // docs/decisions/101: a province or region as a whole only for the few that serve all of it.
    expect(shape!.province_wide).toBeGreaterThan(0.03);
    expect(shape!.province_wide).toBeLessThan(0.2);
    expect(shape!.region_wide).toBeGreaterThan(0.01);
    expect(shape!.region_wide).toBeLessThan(0.12);
    expect(shape!.max_media).toBeGreaterThanOrEqual(3);
    expect(shape!.max_media).toBeLessThanOrEqual(5);
    expect(shape!.min_filters).toBeGreaterThanOrEqual(1);
    expect(shape!.max_filters).toBeLessThanOrEqual(4);
    expect(shape!.videos).toBeGreaterThan(0);
    expect(shape!.unapproved).toBeGreaterThan(0);
    expect(shape!.inactive).toBeGreaterThan(0);
    expect(shape!.reviews).toBeGreaterThan(0);
    const [kids] = await rows<{ without_age: number }>(
      `SELECT count(*) FILTER (WHERE minimum_age IS NULL)::int AS without_age FROM activities WHERE platform_id = 3`,
    );
    expect(kids!.without_age).toBe(0);
  });

  it("shows in each gallery only pictures and clips of the activity's own kind, each once", async () => {
    const galleries = await rows<{ platform_id: number; title: string; urls: string[] }>(`
      SELECT a.platform_id, a.title, array_agg(m.url ORDER BY m.index) AS urls
      FROM activities a JOIN activity_media am ON am.activity_id = a.id JOIN media m ON m.id = am.media_id
      GROUP BY a.id`);
    expect(galleries.length).toBeGreaterThan(100);
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const gallery of galleries) {
      const templates = CATALOGS[BRAND_OF_PLATFORM[gallery.platform_id]!].templates;
      const template = templates.find((t) =>
        templateTitles(t).some((title) => new RegExp(`^${title.split('{city}').map(escape).join('.+')}$`).test(gallery.title)),
      );
      expect(template, gallery.title).toBeDefined();
      const own = new Set([...template!.images.map(demoImageUrl), ...template!.images.map(demoVideoUrl)]);
      for (const url of gallery.urls) expect(own.has(url), `${gallery.title}: ${url}`).toBe(true);
      expect(new Set(gallery.urls).size, gallery.title).toBe(gallery.urls.length);
    }
  });

  it('speaks Belgian Dutch on the Belgian site: uitstappen, never the Dutch uitjes, in every text of its rows', async () => {
    // Every text column of every table with a platform, for platform 4; slugs and URLs are addresses
    // shared with the Dutch site (core.md 2), and "Uitjesbaas" is the brand's name. Search synonyms are
    // what visitors type, the Dutch words included (teamuitje finds the Teamuitstap filter), never shown.
    const columns = await rows<{ table_name: string; column_name: string }>(`
      SELECT c.table_name, c.column_name FROM information_schema.columns c
      WHERE c.table_schema = 'public' AND c.data_type IN ('text', 'character varying')
        AND c.column_name NOT LIKE '%slug%' AND c.column_name NOT LIKE '%url%' AND c.column_name NOT IN ('search_query', 'website', 'email')
        AND EXISTS (SELECT 1 FROM information_schema.columns p WHERE p.table_schema = 'public' AND p.table_name = c.table_name AND p.column_name = 'platform_id')
        AND c.table_name <> 'search_synonyms'
      ORDER BY 1, 2`);
    expect(columns.length).toBeGreaterThan(20);
    const dutch: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const found = await rows<{ text: string }>(
        `SELECT DISTINCT "${column}" AS text FROM "${table}" WHERE platform_id = 4 AND replace(lower("${column}"), 'uitjesbaas', '') ~ 'uitje'`,
      );
      dutch.push(...found.map((f) => `${table}.${column}: ${f.text.slice(0, 120)}`));
    }
    const filters = await rows<{ text: string }>(`
      SELECT f.name || ': ' || coalesce(f.description, '') AS text FROM filters f JOIN filter_groups g ON g.id = f.filter_group_id
      WHERE g.platform_id = 4 AND (f.name ~* 'uitje' OR f.description ~* 'uitje')`);
    dutch.push(...filters.map((f) => `filters: ${f.text}`));
    const [platform] = await rows<{ text: string }>(`SELECT (to_jsonb(p) - 'activity_route')::text AS text FROM platforms p WHERE id = 4`);
    if (/uitje/.test(platform!.text.toLowerCase().replaceAll('uitjesbaas', ''))) dutch.push(`platforms: ${platform!.text}`);
    expect(dutch).toEqual([]);
  });

  it('only points at demo files that exist under public/', async () => {
    const urls = await rows<{ url: string; width: number | null }>(`SELECT DISTINCT url, width FROM media`);
    expect(urls.length).toBeGreaterThan(10);
    for (const { url, width } of urls) {
      expect(existsSync(path.join('public', url)), url).toBe(true);
      expect(width).toBeGreaterThan(0);
    }
  });

  it('puts kids events around the reference date, some open-ended, some with a gallery', async () => {
    const [kids] = await rows<Record<string, number>>(`
      SELECT count(*)::int AS total,
        count(*) FILTER (WHERE start_date >= date_trunc('day', now()) - interval '30 days' AND start_date <= now() + interval '130 days')::int AS around,
        count(*) FILTER (WHERE start_date >= now())::int AS upcoming,
        count(*) FILTER (WHERE end_date IS NULL)::int AS open_ended,
        count(*) FILTER (WHERE organisation_id IS NULL OR city_id IS NULL)::int AS unlinked,
        count(*) FILTER (WHERE (SELECT count(*) FROM event_media m WHERE m.event_id = e.id) >= 4)::int AS galleries
      FROM events e WHERE platform_id = 3`);
    expect(kids!.total).toBeGreaterThanOrEqual(40);
    expect(kids!.around).toBe(kids!.total);
    expect(kids!.upcoming).toBeGreaterThan(kids!.total! / 2);
    expect(kids!.open_ended).toBeGreaterThan(0);
    expect(kids!.unlinked).toBe(0);
    expect(kids!.galleries).toBeGreaterThan(0);
  });

  it('has filter groups with pictures, the hidden special-wishes group and linked SEO pages', async () => {
    const groups = await rows<{ platform_id: number; name: string; image: boolean; filters_without_image: number }>(`
      SELECT g.platform_id, g.name, g.image_id IS NOT NULL AND g.header_image_id IS NOT NULL AS image,
        (SELECT count(*)::int FROM filters f WHERE f.filter_group_id = g.id AND f.image_id IS NULL) AS filters_without_image
      FROM filter_groups g ORDER BY g.platform_id, g."order"`);
    for (const platform of [1, 2, 3, 4]) {
      expect(groups.some((g) => g.platform_id === platform && g.name === 'Speciale wensen')).toBe(true);
    }
    expect(groups.filter((g) => g.platform_id === 3)[0]!.name).toBe('Activiteiten');
    expect(groups.every((g) => g.image && g.filters_without_image === 0)).toBe(true);

    const pages = await rows<{ platform_id: number; slug: string; cities: string[]; provinces: string[]; filters: string[]; page_title: string }>(`
      SELECT s.platform_id, s.slug, s.page_title,
        ARRAY(SELECT c.name FROM seo_page_cities x JOIN cities c ON c.id = x.city_id WHERE x.seo_page_id = s.id) AS cities,
        ARRAY(SELECT p.name FROM seo_page_provinces x JOIN provinces p ON p.id = x.province_id WHERE x.seo_page_id = s.id) AS provinces,
        ARRAY(SELECT f.name FROM seo_page_filters x JOIN filters f ON f.id = x.filter_id WHERE x.seo_page_id = s.id) AS filters
      FROM seo_pages s ORDER BY s.platform_id, s.slug`);
    const page = (platform: number, slug: string) => pages.find((p) => p.platform_id === platform && p.slug === slug);
    expect(page(1, 'bedrijfsuitje/amsterdam')).toMatchObject({ cities: ['Amsterdam'], filters: ['Bedrijfsuitje'], page_title: 'Bedrijfsuitje [in #locatie]' });
    expect(page(1, 'bedrijfsuitje/noord-brabant')).toMatchObject({ provinces: ['Noord-Brabant'] });
    expect(pages.filter((p) => p.platform_id === 1 && p.slug.startsWith('bedrijfsuitje/') && p.provinces.length === 1)).toHaveLength(12);
    for (const slug of ['bedrijfsuitje', 'personeelsuitje', 'groepsuitje', 'teambuilding', 'teamuitje']) expect(page(1, slug), slug).toBeDefined();
    expect(page(4, 'bedrijfsuitje/gent')).toMatchObject({ cities: ['Gent'] });
    expect(page(2, 'firmenausflug/munchen')).toMatchObject({ cities: ['München'], filters: ['Firmenausflug'] });
    expect(page(2, 'betriebsausflug')).toBeDefined();
    expect(page(3, 'kinderfeestje')).toBeDefined();
    expect(pages.filter((p) => p.platform_id === 3 && p.slug.startsWith('kinderuitje/'))).toHaveLength(12);
    expect(pages.every((p) => !p.page_title.includes('#') || /\[[^\]]*#(locatie|zoekterm)[^\]]*\]/.test(p.page_title))).toBe(true);
  });

  it('has one administrator and organisation logins', async () => {
    const [users] = await rows<{ admins: number; linked: number }>(`
      SELECT count(*) FILTER (WHERE r.name = 'ADMIN')::int AS admins,
        (SELECT count(*)::int FROM user_organisations) AS linked
      FROM users u JOIN roles r ON r.id = u.role_id`);
    expect(users!.admins).toBe(1);
    expect(users!.linked).toBeGreaterThan(0);
  });

  it('counts its statistics as the site counts: a day never has fewer views than phone reveals, website clicks and requests (docs/decisions/113)', async () => {
    const [days] = await rows<{ days: number; fewer: number }>(`
      SELECT count(*)::int AS days, count(*) FILTER (WHERE views < phone_clicks + web_clicks + offer_requests)::int AS fewer
      FROM service_mail_statistics`);
    expect(days!.days).toBeGreaterThan(0);
    expect(days!.fewer).toBe(0);
  });
});
