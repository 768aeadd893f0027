import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.server.ts';
import { organisations, platforms } from '../../../db/schema/index.ts';
import type { Actor } from '../../portal/actor.ts';
import { LIST_PAGE_SIZE, type ListQuery, searchPattern } from '../../portal/list-query.ts';
import type { OrganisationChoice, OrganisationScope } from '../../portal/organisation-choice.ts';
import { waitingForReviewOf } from '../../portal/review-waiting.server.ts';
import { cappedTotal } from '../../portal/list-total.server.ts';
import { requirePermission } from '../../portal/permissions.server.ts';

/** The operators' list of a platform's organisations (decision 104): searched, sorted and paged on the server. */

export const ORGANISATION_SORTS = ['name', 'city', 'createdAt', 'activities'] as const;
export type OrganisationSort = (typeof ORGANISATION_SORTS)[number];

export interface OrganisationAdminRow {
  id: number;
  name: string;
  city: string | null;
  email: string | null;
  activityCount: number;
  userCount: number;
  createdAt: Date;
}

export async function listOrganisationsForAdmin(
  db: Database,
  actor: Actor,
  platformId: number,
  query: ListQuery<OrganisationSort>,
): Promise<{ items: OrganisationAdminRow[]; total: number }> {
  requirePermission(actor, 'backoffice:manage');
  // The outer row's id written with its table: in a query of one table Drizzle writes a column without
  // it, and a bare "id" inside the subquery is the activity's own (it counted the wrong rows, reading them all).
  const organisationId = sql.raw('"organisations"."id"');
  const activityCount = sql<number>`(SELECT count(*)::int FROM activities a WHERE a.organisation_id = ${organisationId} AND NOT a.is_edit_copy)`;
  const userCount = sql<number>`(SELECT count(*)::int FROM user_organisations uo WHERE uo.organisation_id = ${organisationId})`;
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const order = { name: organisations.name, city: organisations.city, createdAt: organisations.createdAt, activities: activityCount }[query.sort];
  const where = and(
    eq(organisations.platformId, platformId),
    pattern
      ? // A number also finds the organisation by its id (an operator often has one from a mail or a URL).
        sql`(${organisations.name} ILIKE ${pattern} OR ${organisations.city} ILIKE ${pattern} OR ${organisations.email} ILIKE ${pattern}${
          /^\d{1,9}$/.test(query.search) ? sql` OR ${organisations.id} = ${Number(query.search)}` : sql``
        })`
      : undefined,
  );
  // The page and the count apart, the count stopping at the cap (list-total.server.ts, docs/decisions/113): with
  // a count over the window every organisation's activities and users were counted before the first 25 were sent.
  const [items, total] = await Promise.all([
    db
      .select({
        id: organisations.id,
        name: organisations.name,
        city: organisations.city,
        email: organisations.email,
        activityCount,
        userCount,
        createdAt: organisations.createdAt,
      })
      .from(organisations)
      .where(where)
      .orderBy(query.direction === 'asc' ? asc(order) : desc(order), asc(organisations.id))
      .limit(LIST_PAGE_SIZE)
      .offset((query.page - 1) * LIST_PAGE_SIZE),
    cappedTotal(db, db.select({ id: organisations.id }).from(organisations).where(where).$dynamic()),
  ]);
  return { total, items };
}

export const ORGANISATION_CHOICES_LIMIT = 10;

/**
 * Organisations of every platform for the operators' picker (decision 104: an invitation names them by
 * name, not by typed numbers): by part of the name (the name's start first) or by number, at most 10.
 * In the scope `waitingForReview` only those with an activity waiting for review (the review queue's
 * filter): a semi-join with the waiting rows' index (activities_waiting_idx), a few thousand entries.
 */
export async function findOrganisationChoices(db: Database, actor: Actor, text: string, scope: OrganisationScope = 'any'): Promise<OrganisationChoice[]> {
  requirePermission(actor, 'backoffice:manage');
  const search = text.trim().slice(0, 100);
  const pattern = searchPattern(search);
  if (!pattern) return [];
  const prefix = `${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: organisations.id, name: organisations.name, city: organisations.city, platformName: platforms.name })
    .from(organisations)
    .innerJoin(platforms, eq(platforms.id, organisations.platformId))
    .where(
      and(
        /^\d{1,9}$/.test(search)
          ? sql`(${organisations.name} ILIKE ${pattern} OR ${organisations.id} = ${Number(search)})`
          : sql`${organisations.name} ILIKE ${pattern}`,
        scope === 'waitingForReview' ? waitingForReviewOf(organisations.id) : undefined,
      ),
    )
    .orderBy(sql`(${organisations.name} ILIKE ${prefix}) DESC`, asc(organisations.name), asc(organisations.id))
    .limit(ORGANISATION_CHOICES_LIMIT);
}

/** The organisations of these ids as the picker shows them (ids of none are left out). */
export async function organisationChoicesOf(db: Database, actor: Actor, ids: readonly number[]): Promise<OrganisationChoice[]> {
  requirePermission(actor, 'backoffice:manage');
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: organisations.id, name: organisations.name, city: organisations.city, platformName: platforms.name })
    .from(organisations)
    .innerJoin(platforms, eq(platforms.id, organisations.platformId))
    .where(inArray(organisations.id, [...ids]));
  // In the order they were chosen.
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}
