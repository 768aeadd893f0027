import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.server.ts';
import { contactMessages } from '../../../db/schema/index.ts';
import type { PortalLanguage } from '../../config/portal-links.ts';
// Every locale's texts (the export is written on the server only).
import '../../i18n/catalogues.server.ts';
import { translate } from '../../i18n/i18n.ts';
import type { Actor } from '../../portal/actor.ts';
import { type CsvExport, csvDateTime, csvRowsOf, newestFirstKey, newestFirstPages } from '../../portal/csv.server.ts';
import { LIST_PAGE_SIZE, type ListQuery, searchPattern } from '../../portal/list-query.ts';
import { requirePermission } from '../../portal/permissions.server.ts';
import type { CONTACT_TYPES } from './contact.schemas.ts';

/**
 * The operators' list of a platform's contact messages (decision 104: FAQ questions and advertising
 * requests), searched by name or e-mail, sorted and paged on the server, and the same list as CSV.
 */

export const CONTACT_MESSAGE_SORTS = ['createdAt', 'name', 'email', 'type'] as const;
export type ContactMessageSort = (typeof CONTACT_MESSAGE_SORTS)[number];

export interface ContactMessageAdminRow {
  id: number;
  createdAt: Date;
  type: (typeof CONTACT_TYPES)[number];
  name: string;
  email: string;
  phone: string;
  companyName: string | null;
  description: string | null;
}

const listColumns = {
  id: contactMessages.id,
  createdAt: contactMessages.createdAt,
  type: contactMessages.type,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  companyName: contactMessages.companyName,
  description: contactMessages.description,
};

/** The platform's messages that the search finds: the list and its CSV alike. */
function matching(platformId: number, search: string): SQL | undefined {
  const pattern = searchPattern(search);
  return and(
    eq(contactMessages.platformId, platformId),
    pattern ? sql`(${contactMessages.name} ILIKE ${pattern} OR ${contactMessages.email} ILIKE ${pattern})` : undefined,
  );
}

export async function listContactMessages(
  db: Database,
  actor: Actor,
  platformId: number,
  query: ListQuery<ContactMessageSort>,
): Promise<{ items: ContactMessageAdminRow[]; total: number }> {
  requirePermission(actor, 'backoffice:manage');
  const order = { createdAt: contactMessages.createdAt, name: contactMessages.name, email: contactMessages.email, type: contactMessages.type }[query.sort];
  const rows = await db
    .select({ ...listColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(contactMessages)
    .where(matching(platformId, query.search))
    .orderBy(query.direction === 'asc' ? asc(order) : desc(order), desc(contactMessages.id))
    .limit(LIST_PAGE_SIZE)
    .offset((query.page - 1) * LIST_PAGE_SIZE);
  return { total: rows[0]?.total ?? 0, items: rows.map(({ total: _total, ...row }) => row) };
}

/** The platform's messages (narrowed by the same search) as a CSV export of any size, newest first. */
export function contactMessagesCsv(db: Database, actor: Actor, platformId: number, search: string, locale: PortalLanguage): CsvExport {
  requirePermission(actor, 'backoffice:manage');
  const pages = newestFirstPages(contactMessages.createdAt, contactMessages.id, (after, size) =>
    db
      .select({ ...listColumns, key: newestFirstKey(contactMessages.createdAt) })
      .from(contactMessages)
      .where(and(matching(platformId, search), after))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(size),
  );
  const label = (key: string) => translate(locale, `portal.backOffice.messages.columns.${key}`);
  return {
    header: ['createdAt', 'type', 'name', 'companyName', 'email', 'phone', 'description'].map(label),
    batches: csvRowsOf(pages, (row) => [
      csvDateTime(row.createdAt),
      translate(locale, `portal.backOffice.messages.types.${row.type}`),
      row.name,
      row.companyName,
      row.email,
      row.phone,
      row.description,
    ]),
  };
}
