import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../client.server.ts';

/**
 * Every SEO landing page of the demo with a place (a city or a province, such as the footer's
 * /bedrijfsuitje/amsterdam) lists at least this many activities (docs/decisions/007-demo-data.md).
 */
export const LANDING_PAGE_MINIMUM = 5;

type Executor = Pick<Database, 'execute'>;

/**
 * Tops up the landing pages of a platform that the generated catalogue leaves short of
 * LANDING_PAGE_MINIMUM public activities: the activities nearest to the page's place take its filters
 * (an outing type such as Bedrijfsuitje) and, when they are not there yet, the place as their second
 * city (a provider who also works there). Those already at the place come first, then the nearest by
 * their first town. Only activities without a pending edit copy (the copy would not follow), with room
 * for it (at most four filters, two of one group, two cities) are chosen, so every other rule of the demo
 * holds. Pages are done one after another in id order, so the result is the same on every run.
 */
export async function coverLandingPages(tx: Executor, platformId: number): Promise<void> {
  const pages = await queryRows<{ id: number }>(
    tx,
    sql`SELECT s.id FROM seo_pages s WHERE s.platform_id = ${platformId}
      AND (EXISTS (SELECT 1 FROM seo_page_cities x WHERE x.seo_page_id = s.id) OR EXISTS (SELECT 1 FROM seo_page_provinces x WHERE x.seo_page_id = s.id))
      ORDER BY s.id`,
  );
  for (const page of pages) await coverLandingPage(tx, platformId, page.id);
}

/** Public, and not an edit copy: what the landing page can list (app/public-api/visibility.server.ts). */
const PUBLIC = sql`a.approved AND a.status AND NOT a.is_edit_copy AND (a.approval_status IS NULL OR a.approval_status = 'APPROVED')`;

async function coverLandingPage(tx: Executor, platformId: number, pageId: number): Promise<void> {
  // The page's place as the search reads it (search-keys.server.ts): its cities and the cities of its
  // provinces, its provinces and those of its cities (an activity serving a whole province is there too).
  // The centre is its first city, or its province's largest (cities are numbered largest first).
  const page = sql`page AS (
        SELECT ARRAY(SELECT filter_id FROM seo_page_filters WHERE seo_page_id = ${pageId}) AS filters,
          ARRAY(SELECT city_id FROM seo_page_cities WHERE seo_page_id = ${pageId}
            UNION SELECT c.id FROM seo_page_provinces x JOIN cities c ON c.province_id = x.province_id WHERE x.seo_page_id = ${pageId}) AS cities,
          ARRAY(SELECT province_id FROM seo_page_provinces WHERE seo_page_id = ${pageId}
            UNION SELECT c.province_id FROM seo_page_cities x JOIN cities c ON c.id = x.city_id WHERE x.seo_page_id = ${pageId} AND c.province_id IS NOT NULL) AS provinces
      )`;
  // Most pages list enough already (all of them in large loads): the count stops at the minimum.
  const [listed] = await queryRows<{ n: number }>(
    tx,
    sql`WITH ${page}
      SELECT count(*)::int AS n FROM (
        SELECT 1 FROM activities a, page
        WHERE a.platform_id = ${platformId} AND ${PUBLIC}
          AND (EXISTS (SELECT 1 FROM activity_cities ac WHERE ac.activity_id = a.id AND ac.city_id = ANY(page.cities))
            OR EXISTS (SELECT 1 FROM activity_provinces ap WHERE ap.activity_id = a.id AND ap.province_id = ANY(page.provinces)))
          AND cardinality(page.filters) = (SELECT count(*) FROM activity_filters af WHERE af.activity_id = a.id AND af.filter_id = ANY(page.filters))
        LIMIT ${LANDING_PAGE_MINIMUM}) listed`,
  );
  if (listed!.n >= LANDING_PAGE_MINIMUM) return;
  const rows = await queryRows<{ id: number; located: boolean; add_city: number | null; add_filters: number[] }>(
    tx,
    sql`WITH ${page}, centre AS (
        SELECT c.id, c.lat, c.lon FROM cities c, page WHERE c.id = ANY(page.cities) ORDER BY c.id LIMIT 1
      ), candidates AS (
        SELECT a.id,
          EXISTS (SELECT 1 FROM activity_cities ac WHERE ac.activity_id = a.id AND ac.city_id = ANY(page.cities))
            OR EXISTS (SELECT 1 FROM activity_provinces ap WHERE ap.activity_id = a.id AND ap.province_id = ANY(page.provinces)) AS located,
          ARRAY(SELECT f FROM unnest(page.filters) AS f EXCEPT SELECT af.filter_id FROM activity_filters af WHERE af.activity_id = a.id) AS add_filters,
          (SELECT count(*) FROM activity_filters af WHERE af.activity_id = a.id) AS filter_count,
          (SELECT count(*) FROM activity_cities ac WHERE ac.activity_id = a.id) AS city_count,
          (SELECT (c.lat - centre.lat) ^ 2 + ((c.lon - centre.lon) * cos(radians(centre.lat))) ^ 2
             FROM activity_cities ac JOIN cities c ON c.id = ac.city_id WHERE ac.activity_id = a.id ORDER BY c.id LIMIT 1) AS distance
        FROM activities a, page, centre
        WHERE a.platform_id = ${platformId} AND ${PUBLIC} AND a.child_id IS NULL
      )
      SELECT c.id, c.located, CASE WHEN c.located THEN NULL ELSE (SELECT id FROM centre) END AS add_city, c.add_filters
      FROM candidates c
      WHERE NOT (c.located AND cardinality(c.add_filters) = 0)
        AND (c.located OR c.city_count < 2)
        AND c.filter_count + cardinality(c.add_filters) <= 4
        AND NOT EXISTS (
          SELECT 1 FROM unnest(c.add_filters) AS f JOIN filters x ON x.id = f
          WHERE (SELECT count(*) FROM activity_filters af JOIN filters y ON y.id = af.filter_id
                 WHERE af.activity_id = c.id AND y.filter_group_id = x.filter_group_id) >= 2)
      ORDER BY c.located DESC, c.distance, c.id
      LIMIT ${LANDING_PAGE_MINIMUM - listed!.n}`,
  );
  const filters = rows.flatMap((row) => row.add_filters.map((filterId) => sql`(${row.id}, ${filterId})`));
  if (filters.length > 0) await tx.execute(sql`INSERT INTO activity_filters (activity_id, filter_id) VALUES ${sql.join(filters, sql`, `)}`);
  const cities = rows.flatMap((row) => (row.add_city === null ? [] : [sql`(${row.id}, ${row.add_city})`]));
  if (cities.length > 0) await tx.execute(sql`INSERT INTO activity_cities (activity_id, city_id) VALUES ${sql.join(cities, sql`, `)}`);
}
