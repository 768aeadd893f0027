import { sql } from 'drizzle-orm';
import { mediaJsonOf } from './media-json.server.ts';

/**
 * The public activity list item (core.md 3 "Activity list item") as SQL, shared by every reader that
 * lists activities: the overview search (app/features/search) and an organisation's activities
 * (app/features/activities). It reads the activities of the calling statement's CTE `page` (id, ord).
 */

const MEDIA_JSON = mediaJsonOf('m');

/**
 * The activities of the statement's CTE `page` (id, ord) as a JSON array in page order, each a list item
 * (core.md 3 "Activity list item"). Media and filters are aggregated for the whole page at once and joined,
 * rather than read by a subquery per item (which built the filters' hash table once per item): a page of
 * 15 took about a fifth less time at 100k activities (docs/decisions/080-log.md, 27 Nov 2026).
 */
export const pageItemsJson = sql.raw(`(SELECT json_agg(json_build_object(
  'id', a.id, 'createdAt', a.created_at, 'updatedAt', a.updated_at, 'approved', a.approved, 'slug', a.slug,
  'title', a.title, 'companyName', a.company_name, 'description', a.description,
  'personsMin', a.persons_min, 'personsMax', a.persons_max, 'status', a.status, 'approvalStatus', a.approval_status,
  'website', a.website, 'showWebsite', a.show_website, 'indoorOutdoor', a.indoor_outdoor,
  'contactFirstName', a.contact_first_name, 'contactLastName', a.contact_last_name,
  'platform', json_build_object('id', pl.id, 'name', pl.name),
  'organisation', CASE WHEN o.id IS NULL THEN NULL ELSE json_build_object('id', o.id, 'name', o.name, 'city', o.city, 'website', o.website) END,
  'media', coalesce(med.items, '[]'::json),
  'filters', coalesce(fil.items, '[]'::json),
  'lastEditedBy', NULL, 'child', NULL,
  'minimumAge', a.minimum_age, 'maximumAge', a.maximum_age) ORDER BY p.ord)
  FROM page p JOIN activities a ON a.id = p.id JOIN platforms pl ON pl.id = a.platform_id
  LEFT JOIN organisations o ON o.id = a.organisation_id
  LEFT JOIN (SELECT am.activity_id, json_agg(${MEDIA_JSON} ORDER BY m.index, m.id) AS items
             FROM activity_media am JOIN media m ON m.id = am.media_id
             WHERE am.activity_id IN (SELECT id FROM page) GROUP BY am.activity_id) med ON med.activity_id = a.id
  LEFT JOIN (SELECT af.activity_id, json_agg(json_build_object('id', f.id, 'name', f.name, 'filterGroup', json_build_object('id', g.id, 'name', g.name)) ORDER BY g.id, f.id) AS items
             FROM activity_filters af JOIN filters f ON f.id = af.filter_id JOIN filter_groups g ON g.id = f.filter_group_id
             WHERE af.activity_id IN (SELECT id FROM page) GROUP BY af.activity_id) fil ON fil.activity_id = a.id)`);

/** json_build_object writes timestamps in PostgreSQL's form; the API answers ISO 8601 in UTC. */
export function toListItem<T extends { createdAt: string; updatedAt: string }>(raw: T): T {
  return { ...raw, createdAt: new Date(raw.createdAt).toISOString(), updatedAt: new Date(raw.updatedAt).toISOString() };
}
