import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.server.ts';
import { mediaJsonById } from '../../public-api/media-json.server.ts';
import { type Paging, pageCountOf } from '../../public-api/public-api.schemas.ts';
import { type OrganisationRef, organisationIdSql, textSearchConfig } from '../../public-api/visibility.server.ts';
import type { Event, EventFilterQuery, EventList } from './events.schemas.ts';

/**
 * Public events (agenda, organisation page): active events of the request's platform only.
 * Calendar days are those of Europe/Amsterdam (all platforms are in that time zone).
 */

const TIME_ZONE = sql.raw(`'Europe/Amsterdam'`);

/** The event row as JSON in the public shape; `e` is the events alias. */
const eventJson = sql`json_build_object(
  'id', e.id, 'title', e.title, 'active', e.active,
  'startDate', e.start_date, 'endDate', e.end_date,
  'website', e.website, 'description', e.description,
  'image', ${mediaJsonById(sql.raw('e.image_id'))},
  'organisation', (SELECT json_build_object('id', o.id, 'name', o.name, 'city', o.city, 'website', o.website) FROM organisations o WHERE o.id = e.organisation_id),
  'city', (SELECT json_build_object('id', c.id, 'name', c.name, 'province', p.name) FROM cities c LEFT JOIN provinces p ON p.id = c.province_id WHERE c.id = e.city_id),
  'createdAt', e.created_at, 'updatedAt', e.updated_at)`;

interface RawEvent extends Omit<Event, 'startDate' | 'endDate' | 'createdAt' | 'updatedAt'> {
  startDate: string;
  endDate: string | null;
  createdAt: string;
  updatedAt: string;
}

/** json_build_object renders timestamps without the ISO `T`/offset form JSON clients expect: normalise. */
function toEvent(raw: RawEvent): Event {
  const iso = (value: string) => new Date(value).toISOString();
  return {
    ...raw,
    startDate: iso(raw.startDate),
    endDate: raw.endDate === null ? null : iso(raw.endDate),
    createdAt: iso(raw.createdAt),
    updatedAt: iso(raw.updatedAt),
  };
}

function conditions(platformId: number, query: EventFilterQuery | undefined): SQL[] {
  const where: SQL[] = [sql`e.platform_id = ${platformId}`, sql`e.active`];
  if (!query) return where;
  const q = query.genericSearchQuery;
  if (q) {
    where.push(
      sql`(to_tsvector(${textSearchConfig(platformId)}, e.title || ' ' || coalesce(e.description, '')) @@ websearch_to_tsquery(${textSearchConfig(platformId)}, ${q}) OR e.title %> ${q})`,
    );
  }
  if (query.city != null) where.push(sql`e.city_id = ${query.city}`);
  if (query.date) {
    const range = typeof query.date === 'string' ? { from: query.date, to: query.date } : query.date;
    // Overlap: the event starts on or before the last day and ends (or, without an end, starts) on or after the first.
    if (range.to) where.push(sql`(e.start_date AT TIME ZONE ${TIME_ZONE})::date <= ${range.to}::date`);
    if (range.from) where.push(sql`(coalesce(e.end_date, e.start_date) AT TIME ZONE ${TIME_ZONE})::date >= ${range.from}::date`);
  }
  return where;
}

async function listEvents(db: Database, where: SQL[], order: SQL, paging: Paging): Promise<EventList> {
  const rows = await queryRows<{ total: number; events: RawEvent[] | null }>(
    db,
    sql`WITH matched AS (SELECT e.* FROM events e WHERE ${sql.join(where, sql` AND `)})
        SELECT (SELECT count(*)::int FROM matched) AS total,
               (SELECT json_agg(p.j ORDER BY p.n) FROM (
                  SELECT ${eventJson} AS j, row_number() OVER (ORDER BY ${order}) AS n
                  FROM matched e ORDER BY ${order} LIMIT ${paging.limit} OFFSET ${(paging.page - 1) * paging.limit}) p) AS events`,
  );
  const total = Number(rows[0]?.total ?? 0);
  return { events: (rows[0]?.events ?? []).map(toEvent), pageCount: pageCountOf(total, paging.limit), total };
}

/** The agenda: active events of the platform matching the filter JSON, by start date (ASC unless asked otherwise). */
export async function searchEvents(db: Database, platformId: number, query: Paging & { filterQuery?: EventFilterQuery | undefined }): Promise<EventList> {
  const direction = sql.raw(query.filterQuery?.orderBy?.direction === 'DESC' ? 'DESC' : 'ASC');
  return listEvents(db, conditions(platformId, query.filterQuery), sql`e.start_date ${direction}, e.id ${direction}`, query);
}

/** One active event of the platform, or null. */
export async function getPublicEvent(db: Database, platformId: number, eventId: number): Promise<Event | null> {
  const rows = await queryRows<{ j: RawEvent }>(
    db,
    sql`SELECT ${eventJson} AS j FROM events e WHERE e.id = ${eventId} AND e.platform_id = ${platformId} AND e.active`,
  );
  return rows[0] ? toEvent(rows[0].j) : null;
}

/**
 * An organisation's coming events (not yet ended), soonest first: the organisation page shows the next
 * few, so past events would only push them off the first page.
 */
export async function listOrganisationEvents(db: Database, platformId: number, organisation: OrganisationRef, paging: Paging): Promise<EventList> {
  return listEvents(
    db,
    [
      sql`e.platform_id = ${platformId}`,
      sql`e.active`,
      sql`e.organisation_id = ${organisationIdSql(platformId, organisation)}`,
      sql`coalesce(e.end_date, e.start_date) >= now()`,
    ],
    sql`e.start_date ASC, e.id ASC`,
    paging,
  );
}
