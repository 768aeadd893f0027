import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../../app/config/password-hashing.ts';
import { leadPagesForExport, listLeads } from '../../app/features/quote/provider-leads.server.ts';
import { LIST_TOTAL_CAP } from '../../app/portal/list-query.ts';
import { providerStatistics } from '../../app/features/statistics/provider-statistics.server.ts';
import { STATISTICS_PERIODS } from '../../app/features/statistics/provider-statistics.schemas.ts';
import type { Actor } from '../../app/portal/actor.ts';
import { type DatabaseHandle, queryRows } from '../../db/client.server.ts';
import { LANDING_PAGE_MINIMUM } from '../../db/seed/landing-pages.ts';
import { DEFAULT_ACTIVITY_COUNT, DEFAULT_SEED, seedDatabase } from '../../db/seed/seed.server.ts';
import { createPageTestApp, type PageTestApp } from '../support/page-test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';

/**
 * The demo data agrees with itself (decision 104 and its list of oddities), on every platform of
 * the default demo (`npm run seed`: 1500 activities, seed 1, built around today) and, where it is a
 * rule of the data alone, of the test seed too (docs/decisions/007-demo-data.md):
 * - no two activities of a platform have the same title;
 * - a title that names a place names the activity's own town, its province or its region;
 * - what a provider's statistics count as quote requests are that provider's quote requests;
 * - every landing page with a place (the footer's /bedrijfsuitje/amsterdam and the like) lists several activities;
 * - an article that names a town or region lists related activities near it.
 */

const BRANDS = [
  { brand: 'nl', platformId: 1 },
  { brand: 'de', platformId: 2 },
  { brand: 'kids', platformId: 3 },
  { brand: 'be', platformId: 4 },
] as const;
/** How near the related activities of an article about a town are (app/features/blogs/related.ts). */
const NEAR_KM = 25;

let demo: DatabaseHandle;
let testSeed: DatabaseHandle;
let site: PageTestApp;

beforeAll(async () => {
  demo = await createTestDatabase();
  await seedDatabase(demo.db, { seed: DEFAULT_SEED, activities: DEFAULT_ACTIVITY_COUNT });
  testSeed = await createTestDatabase({ seeded: true });
  site = await createPageTestApp(demo);
}, 300_000);
afterAll(async () => {
  await site?.close();
  await demo?.close();
  await testSeed?.close();
});

const rows = <T>(handle: DatabaseHandle, query: string) => queryRows<T>(handle.db, sql.raw(query));
const sets = [
  ['the default demo', () => demo],
  ['the test seed', () => testSeed],
] as const;

/** The names of `places` that `text` contains as whole words (in their own spelling), a name inside a longer one left out. */
function namesIn(text: string, places: readonly string[]): string[] {
  const found = places.flatMap((name) => {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const match = new RegExp(`(^|[^\\p{L}\\p{N}-])${escaped}($|[^\\p{L}\\p{N}-])`, 'u').exec(text);
    return match ? [{ name, start: match.index + match[1]!.length }] : [];
  });
  return found
    .filter((x) => !found.some((y) => y !== x && y.name.length > x.name.length && y.start <= x.start && y.start + y.name.length >= x.start + x.name.length))
    .sort((x, y) => x.start - y.start)
    .map((x) => x.name);
}

describe.each(sets)('%s: titles', (_name, handle) => {
  it('are unique per platform (a pending edit copy shares its original title by design)', async () => {
    const repeated = await rows<{ platform_id: number; title: string; count: number }>(
      handle(),
      `SELECT platform_id, title, count(*)::int AS count FROM activities WHERE NOT is_edit_copy GROUP BY 1, 2 HAVING count(*) > 1 ORDER BY 1, 2`,
    );
    expect(repeated).toEqual([]);
    const platforms = await rows<{ id: number }>(handle(), `SELECT DISTINCT platform_id AS id FROM activities ORDER BY 1`);
    expect(platforms.map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });

  it('name only places the activity is in: its town, its province or its region', async () => {
    const activities = await rows<{ platform_id: number; title: string; own: string[] }>(
      handle(),
      `SELECT a.platform_id, a.title, ARRAY(
          SELECT c.name FROM activity_cities ac JOIN cities c ON c.id = ac.city_id WHERE ac.activity_id = a.id
          UNION SELECT p.name FROM activity_cities ac JOIN cities c ON c.id = ac.city_id JOIN provinces p ON p.id = c.province_id WHERE ac.activity_id = a.id
          UNION SELECT r.name FROM activity_cities ac JOIN cities c ON c.id = ac.city_id JOIN regions r ON r.id = c.region_id WHERE ac.activity_id = a.id
          UNION SELECT p.name FROM activity_provinces ap JOIN provinces p ON p.id = ap.province_id WHERE ap.activity_id = a.id
          UNION SELECT r.name FROM activity_regions ar JOIN regions r ON r.id = ar.region_id WHERE ar.activity_id = a.id) AS own
        FROM activities a WHERE NOT a.is_edit_copy ORDER BY a.id`,
    );
    const places = await rows<{ platform_id: number; names: string[] }>(
      handle(),
      `SELECT platform_id, array_agg(DISTINCT name) AS names FROM (
          SELECT platform_id, name FROM cities UNION ALL SELECT platform_id, name FROM provinces UNION ALL SELECT platform_id, name FROM regions) p
        GROUP BY 1`,
    );
    const placesOf = new Map(places.map((p) => [p.platform_id, p.names]));
    const wrong: string[] = [];
    let named = 0;
    for (const activity of activities) {
      const names = namesIn(activity.title, placesOf.get(activity.platform_id)!);
      if (names.length > 0) named += 1;
      for (const name of names) if (!activity.own.includes(name)) wrong.push(`platform ${activity.platform_id}: "${activity.title}" names ${name}`);
    }
    expect(wrong).toEqual([]);
    // Every title names its town: the check above looked at all of them.
    expect(named).toBe(activities.length);
  });
});

describe.each(sets)("%s: a provider's statistics", (_name, handle) => {
  it("count as quote requests, day by day, exactly that provider's quote requests", async () => {
    // Every login with organisations (the demo provider and the organisations' own logins).
    const providers = await rows<{ user_id: number; counted: number; stored: number; days_off: number }>(
      handle(),
      `WITH own AS (SELECT DISTINCT uo.user_id, a.id FROM user_organisations uo JOIN activities a ON a.organisation_id = uo.organisation_id),
        counted AS (SELECT own.user_id, s.activity_id, s.submit_date AS day, s.offer_requests AS n FROM own JOIN service_mail_statistics s ON s.activity_id = own.id),
        stored AS (SELECT own.user_id, q.activity_id, (q.created_at AT TIME ZONE 'Europe/Amsterdam')::date AS day, count(*)::int AS n
                   FROM own JOIN quote_requests q ON q.activity_id = own.id GROUP BY 1, 2, 3)
      SELECT u.user_id,
        (SELECT coalesce(sum(n), 0)::int FROM counted c WHERE c.user_id = u.user_id) AS counted,
        (SELECT coalesce(sum(n), 0)::int FROM stored s WHERE s.user_id = u.user_id) AS stored,
        (SELECT count(*)::int FROM counted c FULL JOIN stored s ON s.user_id = c.user_id AND s.activity_id = c.activity_id AND s.day = c.day
          WHERE coalesce(c.user_id, s.user_id) = u.user_id AND coalesce(c.n, 0) <> coalesce(s.n, 0)) AS days_off
      FROM (SELECT DISTINCT user_id FROM user_organisations) u ORDER BY 1`,
    );
    expect(providers.length).toBeGreaterThan(1);
    for (const provider of providers) expect(provider, `user ${provider.user_id}`).toMatchObject({ counted: provider.stored, days_off: 0 });
    // The demo provider has both, and nothing is counted for a request that is not stored.
    const [demoProvider] = await rows<{ counted: number }>(
      handle(),
      `SELECT coalesce(sum(s.offer_requests), 0)::int AS counted FROM service_mail_statistics s JOIN activities a ON a.id = s.activity_id
        JOIN user_organisations uo ON uo.organisation_id = a.organisation_id JOIN users u ON u.id = uo.user_id WHERE u.email = '${DEMO_PROVIDER_EMAIL}'`,
    );
    expect(demoProvider!.counted).toBeGreaterThan(100);
    const [orphans] = await rows<{ n: number }>(
      handle(),
      `SELECT (SELECT coalesce(sum(offer_requests), 0) FROM service_mail_statistics)::int - (SELECT count(*) FROM quote_requests)::int AS n`,
    );
    expect(orphans!.n).toBe(0);
  });
});

describe('the default demo, as the portal shows it', () => {
  const actor = async (email: string): Promise<Actor> => {
    const [user] = await rows<{ id: number; role: Actor['role']; organisations: number[] }>(
      demo,
      `SELECT u.id, r.name AS role, ARRAY(SELECT organisation_id FROM user_organisations WHERE user_id = u.id ORDER BY 1) AS organisations
        FROM users u JOIN roles r ON r.id = u.role_id WHERE u.email = '${email}'`,
    );
    return {
      userId: user!.id,
      role: user!.role,
      email,
      firstName: null,
      lastName: null,
      locale: 'nl',
      sessionId: 0,
      secondFactor: false,
      organisationIds: user!.organisations,
    };
  };

  it.each([DEMO_PROVIDER_EMAIL, DEMO_ADMIN_EMAIL])(
    '%s: the statistics count as many quote requests as the leads list holds for the same days',
    async (email) => {
      const who = await actor(email);
      for (const period of STATISTICS_PERIODS) {
        const statistics = await providerStatistics(demo.db, who, { period, activityId: null });
        for (const series of [statistics.current, statistics.previous]) {
          const leads = await listLeads(demo.db, who, { page: 1, from: series.from, to: series.to });
          // The list counts up to its cap (docs/decisions/113); its export holds every lead.
          expect(Math.min(series.totals.quoteRequests, LIST_TOTAL_CAP + 1), `${period} days from ${series.from}`).toBe(leads.total);
          let exported = 0;
          for await (const page of await leadPagesForExport(demo.db, who, { from: series.from, to: series.to })) exported += page.length;
          expect(series.totals.quoteRequests, `${period} days from ${series.from}`).toBe(exported);
        }
        expect(statistics.current.totals.quoteRequests).toBeGreaterThan(0);
      }
    },
  );

  it("the footer's landing pages, and every other landing page with a place, each list several activities", async () => {
    const visitor = site.visitor('nl.localhost');
    const footer = [...(await visitor.get('/blogs')).document.querySelectorAll('[data-testid="link-boxes"] a')].map((a) => a.getAttribute('href')!);
    expect(footer).toContain('/bedrijfsuitje/amsterdam');
    const pages = await rows<{ platform_id: number; slug: string }>(
      demo,
      `SELECT s.platform_id, s.slug FROM seo_pages s
        WHERE EXISTS (SELECT 1 FROM seo_page_cities x WHERE x.seo_page_id = s.id) OR EXISTS (SELECT 1 FROM seo_page_provinces x WHERE x.seo_page_id = s.id)
        ORDER BY 1, 2`,
    );
    const paths = [
      ...footer.map((path) => ({ brand: 'nl', path })),
      ...pages.map((page) => ({ brand: BRANDS.find((b) => b.platformId === page.platform_id)!.brand, path: `/${page.slug}` })),
    ];
    const short: string[] = [];
    for (const { brand, path } of paths) {
      const page = await site.visitor(`${brand}.localhost`).get(path);
      expect(page.status, `${brand} ${path}`).toBe(200);
      const cards = page.document.querySelectorAll('[data-testid="activity-card"]').length;
      if (cards < LANDING_PAGE_MINIMUM) short.push(`${brand} ${path}: ${cards}`);
    }
    expect(short).toEqual([]);
    expect(LANDING_PAGE_MINIMUM).toBeGreaterThanOrEqual(3);
  }, 240_000);

  it('an article that names a town lists related activities near it, one that names a region activities in it', async () => {
    const checked: string[] = [];
    const far: string[] = [];
    for (const { brand, platformId } of BRANDS) {
      const blogs = await rows<{ id: number; title: string }>(
        demo,
        `SELECT b.id, b.title FROM blogs b JOIN platforms p ON b.platform_id = coalesce(p.blog_source_platform_id, p.id) WHERE p.id = ${platformId} ORDER BY b.id`,
      );
      const places = await rows<{ id: number; name: string; type: 'CITY' | 'REGION'; province: string }>(
        demo,
        // A town named like a province (Utrecht, Berlin) stands for the province there.
        `SELECT c.id, c.name, 'CITY' AS type, p.name AS province FROM cities c JOIN provinces p ON p.id = c.province_id WHERE c.platform_id = ${platformId}
            AND NOT EXISTS (SELECT 1 FROM provinces x WHERE x.platform_id = c.platform_id AND x.name = c.name)
          UNION ALL SELECT DISTINCT r.id, r.name, 'REGION', p.name FROM regions r JOIN cities c ON c.region_id = r.id JOIN provinces p ON p.id = c.province_id
            WHERE r.platform_id = ${platformId}`,
      );
      for (const blog of blogs) {
        const named = namesIn(blog.title, [...new Set(places.map((p) => p.name))]);
        if (named.length === 0) continue;
        const page = await site.visitor(`${brand}.localhost`).get(`/blog/${blog.id}`);
        for (const group of page.document.querySelectorAll('[data-testid="related-activities"] h3')) {
          const province = group.textContent!.trim();
          // The first place the title names in this province.
          const place = named.flatMap((name) => places.filter((p) => p.name === name && p.province === province))[0];
          if (!place) continue;
          const slugs = [...group.parentElement!.querySelectorAll('a')].map((a) => a.getAttribute('href')!.replace(/^\/uitjes\//, ''));
          expect(slugs.length).toBeGreaterThan(0);
          // Near: a town within NEAR_KM of the named town, or in the named region.
          const nearSql = (activity: string) =>
            place.type === 'CITY'
              ? `EXISTS (SELECT 1 FROM activity_cities ac JOIN cities c ON c.id = ac.city_id, cities o WHERE ac.activity_id = ${activity} AND o.id = ${place.id}
                  AND 2 * 6371.0088 * asin(least(1, sqrt(power(sin(radians(c.lat - o.lat) / 2), 2) + cos(radians(o.lat)) * cos(radians(c.lat)) * power(sin(radians(c.lon - o.lon) / 2), 2)))) <= ${NEAR_KM})`
              : `(EXISTS (SELECT 1 FROM activity_cities ac JOIN cities c ON c.id = ac.city_id WHERE ac.activity_id = ${activity} AND c.region_id = ${place.id})
                  OR EXISTS (SELECT 1 FROM activity_regions ar WHERE ar.activity_id = ${activity} AND ar.region_id = ${place.id}))`;
          const [counts] = await rows<{ listed_far: number; near_available: number }>(
            demo,
            `SELECT
              (SELECT count(*)::int FROM activities a WHERE a.platform_id = ${platformId} AND NOT a.is_edit_copy
                AND a.slug IN (${slugs.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')}) AND NOT ${nearSql('a.id')}) AS listed_far,
              (SELECT count(*)::int FROM activities a WHERE a.platform_id = ${platformId} AND a.approved AND a.status AND NOT a.is_edit_copy
                AND ${nearSql('a.id')}
                AND EXISTS (SELECT 1 FROM activity_cities ac JOIN cities c ON c.id = ac.city_id JOIN provinces p ON p.id = c.province_id
                  WHERE ac.activity_id = a.id AND p.name = '${province.replace(/'/g, "''")}')) AS near_available`,
          );
          // Only where the catalogue has nothing near in that province may the list come from elsewhere in it.
          if (counts!.near_available === 0) continue;
          checked.push(`${brand}: "${blog.title}" (${place.name})`);
          if (counts!.listed_far > 0) far.push(`${brand}: "${blog.title}" lists ${counts!.listed_far} of ${slugs.length} away from ${place.name}`);
        }
      }
    }
    expect(far).toEqual([]);
    // The articles about Amsterdam, Rotterdam, München, the Veluwe ... were all looked at.
    expect(checked).toEqual(
      expect.arrayContaining([
        expect.stringContaining('(Amsterdam)'),
        expect.stringContaining('(Rotterdam)'),
        expect.stringContaining('(München)'),
        expect.stringContaining('(Veluwe)'),
      ]),
    );
    expect(checked.length).toBeGreaterThanOrEqual(10);
  }, 240_000);
});
