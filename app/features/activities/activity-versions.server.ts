import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.server.ts';
import { activities } from '../../../db/schema/index.ts';
import type { Actor } from '../../portal/actor.ts';
import { mayActFor, NotFoundForActor } from '../../portal/permissions.server.ts';
import { listVersions, readVersion, recordVersion, type StoredVersion, type VersionSummary } from '../../portal/versions.server.ts';
import { ACTIVITY_FIELDS, type ActivityField } from './activity-fields.ts';
import type { ReviewSide } from './activity-review-diff.ts';

/**
 * An activity's approved versions (docs/decisions/119). Every approval (of a draft or of an edit copy,
 * activity-review.server.ts) stores what went live: the editor's content (every field of ACTIVITY_FIELDS,
 * links included) with the gallery's addresses and alt texts and the places' names, which is what the
 * review's comparison reads (`ReviewSide`), so any two versions compare as the review compares. A
 * restore (activity-editing.server.ts, `restoreActivityVersion`) makes a version the content of a new
 * edit copy sent for review: never live at once.
 */

export type ActivitySnapshot = ReviewSide;

/**
 * The fields of a version, as compared for "what changed": every field of ACTIVITY_FIELDS; the gallery by
 * its images' addresses, kinds and alt texts (an approved copy's media are new rows, so their ids change
 * with every approval though the images do not), the lists of ids in order of id.
 */
export function activityFieldsOf(snapshot: ActivitySnapshot): Record<ActivityField, unknown> {
  const content = snapshot.content;
  return Object.fromEntries(
    (Object.keys(ACTIVITY_FIELDS) as ActivityField[]).map((field) => {
      if (field === 'media') return [field, snapshot.media.map((m) => ({ type: m.type, url: m.url, alt: m.alt }))];
      const value = content[field];
      return [field, Array.isArray(value) ? [...(value as number[])].sort((a, b) => a - b) : (value ?? null)];
    }),
  ) as Record<ActivityField, unknown>;
}

/**
 * Stores the version that just went live, in the approval's transaction; its author is who wrote it (the
 * provider who last saved or sent it; the approving operator is in the audit log). `before` is the live content
 * the approval replaced, kept as version 1 when the activity had no history yet (approved before
 * versions were kept); null for a new activity's first approval.
 */
export async function recordActivityVersion(
  tx: Parameters<typeof recordVersion>[0],
  authorId: number | null,
  activityId: number,
  snapshot: ActivitySnapshot,
  before: ActivitySnapshot | null,
): Promise<number> {
  return recordVersion(tx, { kind: 'activity', entityId: activityId, authorId, snapshot, fieldsOf: activityFieldsOf, before });
}

/** The activity whose history the actor may see: an original of an organisation they act for, else not found. */
async function activityFor(db: Pick<Database, 'select'>, actor: Actor, id: number) {
  const [row] = await db
    .select({ id: activities.id, organisationId: activities.organisationId, isEditCopy: activities.isEditCopy, platformId: activities.platformId })
    .from(activities)
    .where(eq(activities.id, id))
    .limit(1);
  if (!row || row.isEditCopy || !mayActFor(actor, row.organisationId)) throw new NotFoundForActor('activity');
  return row;
}

/** The activity's approved versions, newest first: its provider (own organisation) and operators. */
export async function listActivityVersions(db: Database, actor: Actor, id: number): Promise<VersionSummary[]> {
  await activityFor(db, actor, id);
  return listVersions(db, 'activity', id);
}

/** One approved version with its content (NotFoundForActor for another's activity or an unknown version). */
export async function getActivityVersion(db: Database, actor: Actor, id: number, version: number): Promise<StoredVersion<ActivitySnapshot>> {
  await activityFor(db, actor, id);
  const stored = await readVersion<ActivitySnapshot>(db, 'activity', id, version);
  if (!stored) throw new NotFoundForActor('activity version');
  return stored;
}
