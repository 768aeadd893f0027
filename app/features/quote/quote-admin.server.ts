import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { isBackfillDone, LEADS_PLATFORM_BACKFILL } from '../../../db/backfills.server.ts';
import { type Database, queryRows } from '../../../db/client.server.ts';
import { activities, organisations, quoteRequests } from '../../../db/schema/index.ts';
import type { PortalLanguage } from '../../config/portal-links.ts';
// Every locale's texts (the export is written on the server only).
import '../../i18n/catalogues.server.ts';
import { translate } from '../../i18n/i18n.ts';
import type { Actor } from '../../portal/actor.ts';
import { type CsvExport, csvDateTime, csvDay, csvRowsOf, newestFirstKey, newestFirstPages } from '../../portal/csv.server.ts';
import { LIST_PAGE_SIZE, LIST_TOTAL_CAP, type ListQuery } from '../../portal/list-query.ts';
import { requirePermission } from '../../portal/permissions.server.ts';
import { cappedTotal } from '../../portal/list-total.server.ts';
import type { LeadStatus } from './provider-leads.schemas.ts';

/**
 * The operators' list of all quote requests of a platform (decision 104): a request belongs to the platform
 * of its activity. Searched by name or e-mail, sorted and paged on the server, and the same list as CSV.
 * Providers see their own in the leads screen (provider-leads.server.ts).
 */

export const QUOTE_REQUEST_SORTS = ['createdAt', 'name', 'email', 'activity', 'status'] as const;
export type QuoteRequestSort = (typeof QUOTE_REQUEST_SORTS)[number];

export interface QuoteRequestAdminRow {
  id: number;
  createdAt: Date;
  activityId: number;
  activityTitle: string;
  organisationName: string | null;
  name: string;
  email: string;
  phone: string;
  companyName: string | null;
  numberOfPersons: number | null;
  plannedDate: Date | null;
  city: string | null;
  description: string | null;
  status: LeadStatus;
}

const listColumns = {
  id: quoteRequests.id,
  createdAt: quoteRequests.createdAt,
  activityId: activities.id,
  activityTitle: activities.title,
  organisationName: organisations.name,
  name: quoteRequests.name,
  email: quoteRequests.email,
  phone: quoteRequests.phone,
  companyName: quoteRequests.companyName,
  numberOfPersons: quoteRequests.numberOfPersons,
  plannedDate: quoteRequests.plannedDate,
  city: quoteRequests.city,
  description: quoteRequests.description,
  status: quoteRequests.leadStatus,
};

/**
 * The requests a search finds: every word of the search is a word of the name or e-mail address, the last
 * one may be the beginning of one ("jan jans" finds Jan Jansen, "piet.jansen@gm" piet.jansen@gmail.com).
 * The rule is the database's (person_search_words and person_search_query, migration 0038), the
 * expression of quote_requests_search_words_idx, so a search reads only the posting lists of its own words.
 */
const found = (name: SQLWrapper, email: SQLWrapper, search: string) => sql`person_search_words(${name}, ${email}) @@ person_search_query(${search})`;

/**
 * A request's platform as a condition: by quote_requests.platform_id once it can be read (its backfill
 * done and quote_requests_platform_idx built, db/backfills.server.ts), so a platform's requests are one
 * range of that index; before, by the request's activity (a visit to each request's activity).
 */
async function ofPlatform(db: Database, platformId: number): Promise<{ condition: SQL; needsActivity: boolean }> {
  return (await isBackfillDone(db, LEADS_PLATFORM_BACKFILL))
    ? { condition: eq(quoteRequests.platformId, platformId), needsActivity: false }
    : { condition: eq(activities.platformId, platformId), needsActivity: true };
}

/** The platform's quote requests that the search finds: the list and its CSV alike. */
function matching(platform: { condition: SQL }, search: string): SQL | undefined {
  return and(platform.condition, search ? found(quoteRequests.name, quoteRequests.email, search) : undefined);
}

export async function listQuoteRequestsForAdmin(
  db: Database,
  actor: Actor,
  platformId: number,
  query: ListQuery<QuoteRequestSort>,
): Promise<{ items: QuoteRequestAdminRow[]; total: number }> {
  requirePermission(actor, 'backoffice:manage');
  const platform = await ofPlatform(db, platformId);
  const order = {
    createdAt: quoteRequests.createdAt,
    name: quoteRequests.name,
    email: quoteRequests.email,
    activity: activities.title,
    status: quoteRequests.leadStatus,
  }[query.sort];
  // The id in the same direction: a sort by name or address reads quote_requests_name_idx or _email_idx
  // (column, id) forwards or backwards and stops after the page, instead of sorting every request.
  const sorted = query.direction === 'asc' ? [asc(order), asc(quoteRequests.id)] : [desc(order), desc(quoteRequests.id)];
  // The requests alone, their activity joined only when the platform or the sort needs it.
  const requests = (needsActivity: boolean) => {
    const from = db.select({ id: quoteRequests.id }).from(quoteRequests).$dynamic();
    return needsActivity ? from.innerJoin(activities, eq(activities.id, quoteRequests.activityId)) : from;
  };
  // The page and the count apart: a count over the window (count(*) over ()) read every request of the
  // platform before the first 25 could be sent; now the page reads down an index and the count stops at
  // the cap (docs/decisions/113). The page's ids first (for the newest first an index-only range of
  // quote_requests_platform_idx, however deep the page), then those 25 requests with their activity.
  const count = () => cappedTotal(db, requests(platform.needsActivity).where(matching(platform, query.search)));
  const page = (matches: SQL | undefined) =>
    db
      .select(listColumns)
      .from(quoteRequests)
      .innerJoin(activities, eq(activities.id, quoteRequests.activityId))
      .leftJoin(organisations, eq(organisations.id, activities.organisationId))
      .where(
        inArray(
          quoteRequests.id,
          requests(platform.needsActivity || query.sort === 'activity')
            .where(and(platform.condition, matches))
            .orderBy(...sorted)
            .limit(LIST_PAGE_SIZE)
            .offset((query.page - 1) * LIST_PAGE_SIZE),
        ),
      )
      .orderBy(...sorted);
  if (!query.search) {
    const [items, total] = await Promise.all([page(undefined), count()]);
    return { total, items };
  }
  // A search: its matches are read first (by the words index, at most one more than the cap), then the
  // page is read from their ids, so the page's plan does not rest on the planner's guess of how many
  // requests the words match. That guess is poor: a prefix's share is taken as 2 % of the table when the
  // words' statistics hold fewer than 100 common words (PostgreSQL's ts_selfuncs), and with 20,000
  // expected matches the page was joined to every request by a hash (1 s) for the 11 found. More than the
  // cap: paged down the sort's index like the whole list.
  // By the platform's column the words' matches are read apart first (MATERIALIZED: planned without the
  // LIMIT): with the limit beside them the planner took its guess of 2 % for the share a LIMIT of 1,001
  // would stop early in, and read every request in turn (a Seq Scan, 2 s for 11 matches).
  const matched = platform.needsActivity
    ? await requests(true)
        .where(matching(platform, query.search))
        .limit(LIST_TOTAL_CAP + 1)
    : await queryRows<{ id: number }>(
        db,
        sql`WITH words AS MATERIALIZED (SELECT ${quoteRequests.id} AS id, ${quoteRequests.platformId} AS platform_id FROM ${quoteRequests}
              WHERE ${found(quoteRequests.name, quoteRequests.email, query.search)})
            SELECT id FROM words WHERE platform_id = ${platformId} LIMIT ${sql.raw(String(LIST_TOTAL_CAP + 1))}`,
      );
  const matches =
    matched.length > LIST_TOTAL_CAP
      ? found(quoteRequests.name, quoteRequests.email, query.search)
      : sql`${quoteRequests.id} = ANY(${`{${matched.map((row) => row.id).join(',')}}`}::int[])`;
  return { total: matched.length, items: matched.length === 0 ? [] : await page(matches) };
}

/** At most this many leads waiting are listed (the oldest first); the count says how many there are. */
export const LEADS_WAITING_SHOWN = 10;

export interface LeadWaitingRow {
  id: number;
  createdAt: Date;
  activityTitle: string;
  organisationName: string | null;
  name: string;
  /** Whether its provider was sent the reminder. */
  reminded: boolean;
}

/**
 * The platform's leads waiting (docs/decisions/117): no answer 72 business hours after the request, the
 * longest waiting first, read from the partial index of unanswered leads by their due time.
 */
export async function listLeadsWaiting(db: Database, actor: Actor, platformId: number, now = new Date()): Promise<{ items: LeadWaitingRow[]; total: number }> {
  requirePermission(actor, 'backoffice:manage');
  const waiting = and(
    eq(activities.platformId, platformId),
    isNull(quoteRequests.answeredAt),
    isNotNull(quoteRequests.waitingDueAt),
    lte(quoteRequests.waitingDueAt, now),
  );
  const [items, total] = await Promise.all([
    db
      .select({
        id: quoteRequests.id,
        createdAt: quoteRequests.createdAt,
        activityTitle: activities.title,
        organisationName: organisations.name,
        name: quoteRequests.name,
        reminded: sql<boolean>`${quoteRequests.remindedAt} IS NOT NULL`,
      })
      .from(quoteRequests)
      .innerJoin(activities, eq(activities.id, quoteRequests.activityId))
      .leftJoin(organisations, eq(organisations.id, activities.organisationId))
      .where(waiting)
      .orderBy(asc(quoteRequests.waitingDueAt), asc(quoteRequests.id))
      .limit(LEADS_WAITING_SHOWN),
    cappedTotal(
      db,
      db.select({ id: quoteRequests.id }).from(quoteRequests).innerJoin(activities, eq(activities.id, quoteRequests.activityId)).where(waiting).$dynamic(),
    ),
  ]);
  return { items, total };
}

/** The platform's quote requests (narrowed by the same search) as a CSV export of any size, newest first. */
export function quoteRequestsCsv(db: Database, actor: Actor, platformId: number, search: string, locale: PortalLanguage): CsvExport {
  requirePermission(actor, 'backoffice:manage');
  const pages = newestFirstPages(quoteRequests.createdAt, quoteRequests.id, async (after, size) =>
    db
      .select({ ...listColumns, key: newestFirstKey(quoteRequests.createdAt) })
      .from(quoteRequests)
      .innerJoin(activities, eq(activities.id, quoteRequests.activityId))
      .leftJoin(organisations, eq(organisations.id, activities.organisationId))
      .where(and(matching(await ofPlatform(db, platformId), search), after))
      .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
      .limit(size),
  );
  const label = (key: string) => translate(locale, `portal.leads.csv.${key}`);
  return {
    header: [
      label('createdAt'),
      label('activity'),
      translate(locale, 'portal.backOffice.quotes.columns.organisation'),
      label('status'),
      label('name'),
      label('companyName'),
      label('email'),
      label('phone'),
      label('numberOfPersons'),
      label('plannedDate'),
      label('city'),
      label('description'),
    ],
    batches: csvRowsOf(pages, (row) => [
      csvDateTime(row.createdAt),
      row.activityTitle,
      row.organisationName,
      translate(locale, `portal.leads.status.${row.status}`),
      row.name,
      row.companyName,
      row.email,
      row.phone,
      row.numberOfPersons,
      csvDay(row.plannedDate),
      row.city,
      row.description,
    ]),
  };
}
