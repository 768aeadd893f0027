import { sql } from 'drizzle-orm';
import type { Database } from '../client.server.ts';

type Tx = Pick<Database, 'execute'>;

/**
 * A short history for a few demo records (docs/decisions/119), so the history pages have something to
 * show: two versions each of the demo provider's two oldest live activities, of three SEO pages and two
 * blogs of nl, and of two banners of kids. Version 2 is the record as seeded; version 1 the same with one
 * or two fields as they were before (an activity's price and group size, a page's or article's state, a
 * banner switched off). The snapshots are built in SQL with the shapes the features store (activity:
 * activity-versions.server.ts; SEO page, blog, banner: their *-admin.server.ts); no randomness and the
 * times relative to the reference date, so the same seed gives the same rows.
 */
export async function insertDemoContentVersions(tx: Tx, input: { providerId: number; adminId: number; referenceDate: Date }): Promise<void> {
  const first = new Date(input.referenceDate.getTime() - 40 * 86_400_000);
  const second = new Date(input.referenceDate.getTime() - 10 * 86_400_000);

  // Activities: the snapshot is what the review compares (content, gallery, place names).
  await tx.execute(sql`
    WITH picked AS (
      SELECT a.* FROM activities a
      JOIN user_organisations uo ON uo.organisation_id = a.organisation_id AND uo.user_id = ${input.providerId}
      WHERE a.approved AND NOT a.is_edit_copy AND a.child_id IS NULL AND a.price IS NOT NULL AND a.persons_max IS NOT NULL
      ORDER BY a.id LIMIT 2
    ), snap AS (
      SELECT p.id, jsonb_build_object(
        'content', jsonb_build_object(
          'title', p.title, 'description', coalesce(p.description, ''), 'personsMin', p.persons_min, 'personsMax', p.persons_max,
          'price', p.price::float8, 'duration', p.duration, 'minimumAge', p.minimum_age, 'maximumAge', p.maximum_age,
          'indoorOutdoor', p.indoor_outdoor, 'geographicLocation', p.geographic_location,
          'filterIds', coalesce((SELECT jsonb_agg(f.filter_id ORDER BY f.filter_id) FROM activity_filters f WHERE f.activity_id = p.id), '[]'),
          'cityIds', coalesce((SELECT jsonb_agg(c.id ORDER BY c.name, c.id) FROM activity_cities l JOIN cities c ON c.id = l.city_id WHERE l.activity_id = p.id), '[]'),
          'provinceIds', coalesce((SELECT jsonb_agg(c.id ORDER BY c.name, c.id) FROM activity_provinces l JOIN provinces c ON c.id = l.province_id WHERE l.activity_id = p.id), '[]'),
          'regionIds', coalesce((SELECT jsonb_agg(c.id ORDER BY c.name, c.id) FROM activity_regions l JOIN regions c ON c.id = l.region_id WHERE l.activity_id = p.id), '[]'),
          'locationDescription', p.location_description, 'website', p.website, 'showWebsite', p.show_website,
          'contactFirstName', p.contact_first_name, 'contactLastName', p.contact_last_name, 'contactPhone', p.contact_phone,
          'contactEmail', p.contact_email, 'serviceMail', p.service_mail,
          'media', coalesce((SELECT jsonb_agg(CASE WHEN m.type = 'IMAGE' THEN jsonb_build_object('type', 'IMAGE', 'mediaId', m.id, 'alt', coalesce(m.alt, ''))
                                                   ELSE jsonb_build_object('type', 'VIDEO', 'url', m.url, 'alt', coalesce(m.alt, '')) END ORDER BY m.index, m.id)
                             FROM activity_media am JOIN media m ON m.id = am.media_id WHERE am.activity_id = p.id), '[]')),
        'media', coalesce((SELECT jsonb_agg(jsonb_build_object('mediaId', CASE WHEN m.type = 'IMAGE' THEN m.id END, 'type', m.type, 'url', m.url, 'alt', coalesce(m.alt, '')) ORDER BY m.index, m.id)
                           FROM activity_media am JOIN media m ON m.id = am.media_id WHERE am.activity_id = p.id), '[]'),
        'places', jsonb_build_object(
          'cities', coalesce((SELECT jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name) ORDER BY c.name, c.id) FROM activity_cities l JOIN cities c ON c.id = l.city_id WHERE l.activity_id = p.id), '[]'),
          'provinces', coalesce((SELECT jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name) ORDER BY c.name, c.id) FROM activity_provinces l JOIN provinces c ON c.id = l.province_id WHERE l.activity_id = p.id), '[]'),
          'regions', coalesce((SELECT jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name) ORDER BY c.name, c.id) FROM activity_regions l JOIN regions c ON c.id = l.region_id WHERE l.activity_id = p.id), '[]'))
      ) AS now, p.price, p.persons_max FROM picked p
    )
    INSERT INTO content_versions (entity_kind, entity_id, version, snapshot, changed_fields, author_id, created_at)
    SELECT 'activity', id, 1,
           jsonb_set(jsonb_set(now, '{content,price}', to_jsonb(price::float8 - 2.5)), '{content,personsMax}', to_jsonb(persons_max + 10)),
           '{}'::text[], ${input.providerId}::int, ${first}::timestamptz FROM snap
    UNION ALL
    SELECT 'activity', id, 2, now, ARRAY['personsMax', 'price']::text[], ${input.providerId}::int, ${second}::timestamptz FROM snap`);

  // SEO pages: version 1 was switched off and had no meta description yet.
  await tx.execute(sql`
    WITH snap AS (
      SELECT s.id, jsonb_build_object(
        'slug', s.slug, 'title', s.title, 'active', s.active, 'searchQuery', s.search_query, 'metaTitle', s.meta_title,
        'metaDescription', s.meta_description, 'pageTitle', s.page_title, 'pageDescription', s.page_description,
        'filterIds', coalesce((SELECT jsonb_agg(l.filter_id ORDER BY l.filter_id) FROM seo_page_filters l WHERE l.seo_page_id = s.id), '[]'),
        'cityIds', coalesce((SELECT jsonb_agg(l.city_id ORDER BY l.city_id) FROM seo_page_cities l WHERE l.seo_page_id = s.id), '[]'),
        'provinceIds', coalesce((SELECT jsonb_agg(l.province_id ORDER BY l.province_id) FROM seo_page_provinces l WHERE l.seo_page_id = s.id), '[]'),
        'regionIds', coalesce((SELECT jsonb_agg(l.region_id ORDER BY l.region_id) FROM seo_page_regions l WHERE l.seo_page_id = s.id), '[]')) AS now
      FROM seo_pages s WHERE s.platform_id = 1 AND s.active AND s.meta_description IS NOT NULL ORDER BY s.id LIMIT 3
    )
    INSERT INTO content_versions (entity_kind, entity_id, version, snapshot, changed_fields, author_id, created_at)
    SELECT 'seo-page', id, 1, now || '{"active": false, "metaDescription": null}', '{}'::text[], ${input.adminId}::int, ${first}::timestamptz FROM snap
    UNION ALL
    SELECT 'seo-page', id, 2, now, ARRAY['active', 'metaDescription']::text[], ${input.adminId}::int, ${second}::timestamptz FROM snap`);

  // Blogs: version 1 was a draft.
  await tx.execute(sql`
    WITH snap AS (
      SELECT b.id, jsonb_build_object(
        'title', b.title, 'state', CASE WHEN b.active THEN 'published' ELSE 'draft' END, 'publishedAt', to_char(b.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'),
        'content', b.content, 'tags', to_jsonb(b.tags), 'provinces', to_jsonb(b.provinces), 'buttonTitle', b.button_title, 'buttonUrl', b.button_url,
        'websiteUrl', b.website_url, 'imageId', b.image_id, 'imageUrl', m.url, 'imageAlt', m.alt) AS now
      FROM blogs b LEFT JOIN media m ON m.id = b.image_id WHERE b.platform_id = 1 AND b.active ORDER BY b.id LIMIT 2
    )
    INSERT INTO content_versions (entity_kind, entity_id, version, snapshot, changed_fields, author_id, created_at)
    SELECT 'blog', id, 1, now || '{"state": "draft"}', '{}'::text[], ${input.adminId}::int, ${first}::timestamptz FROM snap
    UNION ALL
    SELECT 'blog', id, 2, now, ARRAY['state']::text[], ${input.adminId}::int, ${second}::timestamptz FROM snap`);

  // Banners: version 1 was switched off.
  await tx.execute(sql`
    WITH snap AS (
      SELECT b.id, jsonb_build_object(
        'title', b.title, 'buttonTitle', b.button_title, 'link', b.link, 'linkTarget', b.link_target, 'ctaType', b.cta_type,
        'active', b.active, 'imageId', b.image_id, 'imageUrl', m.url) AS now
      FROM banners b LEFT JOIN media m ON m.id = b.image_id WHERE b.platform_id = 3 AND b.active ORDER BY b.id LIMIT 2
    )
    INSERT INTO content_versions (entity_kind, entity_id, version, snapshot, changed_fields, author_id, created_at)
    SELECT 'banner', id, 1, now || '{"active": false}', '{}'::text[], ${input.adminId}::int, ${first}::timestamptz FROM snap
    UNION ALL
    SELECT 'banner', id, 2, now, ARRAY['active']::text[], ${input.adminId}::int, ${second}::timestamptz FROM snap`);
}
