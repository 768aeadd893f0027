import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.server.ts';
import { newsletterSubscribers } from '../../../db/schema/index.ts';
import type { PortalLanguage } from '../../config/portal-links.ts';
// Every locale's texts (the export is written on the server only).
import '../../i18n/catalogues.server.ts';
import { translate } from '../../i18n/i18n.ts';
import type { Actor } from '../../portal/actor.ts';
import { type CsvExport, csvDateTime, csvRowsOf, newestFirstKey, newestFirstPages } from '../../portal/csv.server.ts';
import { LIST_PAGE_SIZE, type ListQuery, searchPattern } from '../../portal/list-query.ts';
import { requirePermission } from '../../portal/permissions.server.ts';

/**
 * The operators' list of a platform's newsletter subscribers (decision 104; the database is the list,
 * decisions.md 13), searched by name or e-mail, sorted and paged on the server, and as CSV for the
 * mailing tool. Only confirmed subscribers are on it: a pending one has not confirmed by the mail's link
 * yet and gets no newsletter (double opt-in, decisions.md 18).
 */

export const SUBSCRIBER_SORTS = ['consentAt', 'name', 'email'] as const;
export type SubscriberSort = (typeof SUBSCRIBER_SORTS)[number];

export interface SubscriberAdminRow {
  id: number;
  name: string;
  email: string;
  consentAt: Date;
}

const listColumns = {
  id: newsletterSubscribers.id,
  name: newsletterSubscribers.name,
  email: newsletterSubscribers.email,
  consentAt: newsletterSubscribers.consentAt,
};

/** The platform's confirmed subscribers that the search finds: the list and its CSV alike. */
function matching(platformId: number, search: string): SQL | undefined {
  const pattern = searchPattern(search);
  return and(
    eq(newsletterSubscribers.platformId, platformId),
    isNotNull(newsletterSubscribers.confirmedAt),
    pattern ? sql`(${newsletterSubscribers.name} ILIKE ${pattern} OR ${newsletterSubscribers.email} ILIKE ${pattern})` : undefined,
  );
}

export async function listSubscribers(
  db: Database,
  actor: Actor,
  platformId: number,
  query: ListQuery<SubscriberSort>,
): Promise<{ items: SubscriberAdminRow[]; total: number }> {
  requirePermission(actor, 'backoffice:manage');
  const order = { consentAt: newsletterSubscribers.consentAt, name: newsletterSubscribers.name, email: newsletterSubscribers.email }[query.sort];
  const rows = await db
    .select({ ...listColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(newsletterSubscribers)
    .where(matching(platformId, query.search))
    .orderBy(query.direction === 'asc' ? asc(order) : desc(order), desc(newsletterSubscribers.id))
    .limit(LIST_PAGE_SIZE)
    .offset((query.page - 1) * LIST_PAGE_SIZE);
  return { total: rows[0]?.total ?? 0, items: rows.map(({ total: _total, ...row }) => row) };
}

/** The platform's subscribers (narrowed by the same search) as a CSV export of any size, newest consent first. */
export function subscribersCsv(db: Database, actor: Actor, platformId: number, search: string, locale: PortalLanguage): CsvExport {
  requirePermission(actor, 'backoffice:manage');
  const pages = newestFirstPages(newsletterSubscribers.consentAt, newsletterSubscribers.id, (after, size) =>
    db
      .select({ ...listColumns, key: newestFirstKey(newsletterSubscribers.consentAt) })
      .from(newsletterSubscribers)
      .where(and(matching(platformId, search), after))
      .orderBy(desc(newsletterSubscribers.consentAt), desc(newsletterSubscribers.id))
      .limit(size),
  );
  const label = (key: string) => translate(locale, `portal.backOffice.subscribers.columns.${key}`);
  return {
    header: ['name', 'email', 'consentAt'].map(label),
    batches: csvRowsOf(pages, (row) => [row.name, row.email, csvDateTime(row.consentAt)]),
  };
}
