import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.server.ts';
import { activities, organisations } from '../../../db/schema/index.ts';
import type { Actor } from '../../portal/actor.ts';
import { recordAudit } from '../../portal/audit.server.ts';
import { LIST_PAGE_SIZE, type ListQuery, searchPattern } from '../../portal/list-query.ts';
import { NotFoundForActor, requirePermission } from '../../portal/permissions.server.ts';
import { type EditingState, editingStateOf } from './activity-editing.types.ts';

/**
 * The operators' list of a platform's activities (docs/decisions/120): searched, sorted and paged on the
 * server, with their on/off switch and review state, for the bulk actions (switch off, move to another
 * organisation). And the move itself, an operator's command on one activity.
 */

export const ACTIVITY_ADMIN_SORTS = ['title', 'organisation', 'updatedAt'] as const;
export type ActivityAdminSort = (typeof ACTIVITY_ADMIN_SORTS)[number];

export interface ActivityAdminRow {
  id: number;
  title: string;
  organisationId: number | null;
  organisationName: string | null;
  online: boolean;
  state: EditingState;
  updatedAt: Date;
}

export async function listActivitiesForAdmin(
  db: Database,
  actor: Actor,
  platformId: number,
  query: ListQuery<ActivityAdminSort>,
): Promise<{ items: ActivityAdminRow[]; total: number }> {
  requirePermission(actor, 'backoffice:manage');
  const pattern = searchPattern(query.search);
  const editCopy = alias(activities, 'edit_copy');
  const order = { title: sql`lower(${activities.title})`, organisation: sql`lower(${organisations.name})`, updatedAt: activities.updatedAt }[query.sort];
  const rows = await db
    .select({
      id: activities.id,
      title: activities.title,
      organisationId: activities.organisationId,
      organisationName: organisations.name,
      online: activities.status,
      approved: activities.approved,
      approvalStatus: activities.approvalStatus,
      submittedAt: activities.submittedAt,
      copyApprovalStatus: editCopy.approvalStatus,
      copySubmittedAt: editCopy.submittedAt,
      hasCopy: sql<boolean>`${editCopy.id} IS NOT NULL`,
      updatedAt: activities.updatedAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(activities)
    .leftJoin(organisations, eq(organisations.id, activities.organisationId))
    .leftJoin(editCopy, eq(editCopy.id, activities.childId))
    .where(
      and(
        eq(activities.platformId, platformId),
        eq(activities.isEditCopy, false),
        pattern
          ? or(
              sql`${activities.title} ILIKE ${pattern}`,
              sql`${organisations.name} ILIKE ${pattern}`,
              // A number also finds the activity by its id (an operator often has one from a mail or an address).
              /^\d{1,9}$/.test(query.search) ? eq(activities.id, Number(query.search)) : undefined,
            )
          : undefined,
      ),
    )
    .orderBy(query.direction === 'asc' ? asc(order) : desc(order), asc(activities.id))
    .limit(LIST_PAGE_SIZE)
    .offset((query.page - 1) * LIST_PAGE_SIZE);
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map(({ total: _total, approved, approvalStatus, submittedAt, copyApprovalStatus, copySubmittedAt, hasCopy, ...row }) => ({
      ...row,
      state: editingStateOf({ approved, approvalStatus, submittedAt }, hasCopy ? { approvalStatus: copyApprovalStatus, submittedAt: copySubmittedAt } : null),
    })),
  };
}

export type MoveResult = { ok: true; from: number | null } | { ok: false; error: 'other-platform' | 'already-there' };

/**
 * Moves an activity (and its edit copy) to another organisation of the same platform: an operator's
 * command (docs/decisions/120); the provider of the new organisation keeps it from now on. An
 * organisation of another platform is refused (the activity's filters and places are its platform's).
 * A missing activity or organisation is NotFoundForActor. Audited with where it came from.
 */
export async function moveActivity(db: Database, actor: Actor, id: number, organisationId: number): Promise<MoveResult> {
  requirePermission(actor, 'backoffice:manage');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: activities.id,
        isEditCopy: activities.isEditCopy,
        platformId: activities.platformId,
        organisationId: activities.organisationId,
        childId: activities.childId,
      })
      .from(activities)
      .where(eq(activities.id, id))
      .for('update');
    if (!row || row.isEditCopy) throw new NotFoundForActor('activity');
    const [target] = await tx.select({ platformId: organisations.platformId }).from(organisations).where(eq(organisations.id, organisationId));
    if (!target) throw new NotFoundForActor('organisation');
    if (target.platformId !== row.platformId) return { ok: false as const, error: 'other-platform' as const };
    if (row.organisationId === organisationId) return { ok: false as const, error: 'already-there' as const };
    await tx
      .update(activities)
      .set({ organisationId, version: sql`${activities.version} + 1` })
      .where(row.childId ? or(eq(activities.id, id), eq(activities.id, row.childId)) : eq(activities.id, id));
    await recordAudit(tx, {
      action: 'activity-moved',
      actorUserId: actor.userId,
      detail: { entity: 'activity', id, from: row.organisationId, to: organisationId },
    });
    return { ok: true as const, from: row.organisationId };
  });
}
