import { type SQLWrapper, sql } from 'drizzle-orm';
import { activities } from '../../db/schema/index.ts';

/**
 * What waits for a decision: drafts and edit copies sent for review (the review queue, its count in the
 * navigation, the organisation lookup's scope). The step is written in the query, not sent as a
 * parameter, so a prepared statement's generic plan still matches the partial indexes' predicates
 * (activities_waiting_idx, activities_waiting_submitted_idx).
 */
export const waitingForReview = () => sql`${activities.submittedAt} IS NOT NULL AND ${activities.approvalStatus} = 'EDITING'`;

/** Whether the organisation of this id has an activity waiting for a decision (the organisation lookup's scope). */
export const waitingForReviewOf = (organisationId: SQLWrapper) =>
  sql`EXISTS (SELECT 1 FROM ${activities} WHERE ${activities.organisationId} = ${organisationId} AND ${waitingForReview()})`;
