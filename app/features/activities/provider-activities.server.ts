import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.server.ts';
import { activities, organisations, platforms, serviceMailStatistics } from '../../../db/schema/index.ts';
import type { Actor } from '../../portal/actor.ts';
import { type EditingState, editingStateOf } from './activity-editing.types.ts';

/** Where an activity stands for its provider: what the public sees and what waits for review. */
export interface ProviderActivityRow {
  id: number;
  title: string;
  slug: string;
  organisationName: string;
  platformName: string;
  /** The provider's on/off switch. */
  online: boolean;
  /** Where it stands in review, as the editor says it (an edit copy's state shown on its original). */
  state: EditingState;
  views30: number;
  quoteRequests30: number;
  updatedAt: Date;
}

/** Provider screens page their lists on the server (decision 104: the 100k demo catalogue). */
export const PROVIDER_PAGE_SIZE = 25;

/**
 * The actor's activities (those of the organisations linked to them; edit copies are shown on their
 * original), the most recently changed first, with the views and quote requests of the last 30 days.
 * Scoped on the server: an operator sees here only organisations linked to them as well (acting for
 * any organisation is the back office's, decision 104).
 */
export async function listProviderActivities(db: Database, actor: Actor, page = 1): Promise<{ items: ProviderActivityRow[]; total: number }> {
  if (actor.organisationIds.length === 0) return { items: [], total: 0 };
  const since = sql`current_date - 30`;
  const stats = (column: 'views' | 'offer_requests') =>
    sql<number>`(SELECT coalesce(sum(${sql.raw(`s.${column}`)}), 0)::int FROM ${serviceMailStatistics} s WHERE s.activity_id = ${activities.id} AND s.submit_date > ${since})`;
  const editCopy = alias(activities, 'edit_copy');
  const rows = await db
    .select({
      id: activities.id,
      title: activities.title,
      slug: activities.slug,
      organisationName: organisations.name,
      platformName: platforms.name,
      online: activities.status,
      approved: activities.approved,
      approvalStatus: activities.approvalStatus,
      submittedAt: activities.submittedAt,
      copyApprovalStatus: editCopy.approvalStatus,
      copySubmittedAt: editCopy.submittedAt,
      hasCopy: sql<boolean>`${editCopy.id} IS NOT NULL`,
      views30: stats('views'),
      quoteRequests30: stats('offer_requests'),
      updatedAt: activities.updatedAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(activities)
    .innerJoin(organisations, eq(organisations.id, activities.organisationId))
    .innerJoin(platforms, eq(platforms.id, activities.platformId))
    .leftJoin(editCopy, eq(editCopy.id, activities.childId))
    // The organisations named on both sides of the join: with the condition on the activities alone the
    // planner hashed all 14,500 organisations of the scale database to join 810 activities (14 ms of 17).
    .where(and(inArray(activities.organisationId, actor.organisationIds), inArray(organisations.id, actor.organisationIds), eq(activities.isEditCopy, false)))
    .orderBy(desc(activities.updatedAt), desc(activities.id))
    .limit(PROVIDER_PAGE_SIZE)
    .offset((Math.max(1, page) - 1) * PROVIDER_PAGE_SIZE);
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map(({ total: _total, approved, approvalStatus, submittedAt, copyApprovalStatus, copySubmittedAt, hasCopy, ...row }) => ({
      ...row,
      state: editingStateOf({ approved, approvalStatus, submittedAt }, hasCopy ? { approvalStatus: copyApprovalStatus, submittedAt: copySubmittedAt } : null),
    })),
  };
}
