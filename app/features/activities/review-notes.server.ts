import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.server.ts';
import { activities, reviewFieldNotes, reviewRequests } from '../../../db/schema/index.ts';
import type { Actor } from '../../portal/actor.ts';
import { recordAudit } from '../../portal/audit.server.ts';
import { mayActFor, NotFoundForActor, requirePermission } from '../../portal/permissions.server.ts';
import type { ReviewSide } from './activity-review-diff.ts';
import { type ActivityField, isActivityField } from './activity-fields.ts';
import type { FieldNoteInput } from './activity-review.schemas.ts';

/**
 * Change requests pinned to fields (docs/decisions/118): when an operator requests changes (the
 * rejection of decision 104), each note names one field of the comparison (ACTIVITY_FIELDS; a photo also
 * by its media id) and the request keeps what the version under review held then. The provider reads
 * the notes of the open request beside the fields of the editor and answers each; sending for review
 * again closes the request, and the next review compares the version now with the one of the request.
 *
 * Only operators write notes (`review:decide`); only who may act for the activity's organisation reads
 * and answers them (an operator may act for every organisation, as everywhere in the portal); another
 * organisation's activity or note is "not found".
 */

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export interface FieldNote {
  id: number;
  field: ActivityField;
  /** The photo the note is about (a media row of the version under review then), if any. */
  mediaId: number | null;
  note: string;
  answer: string | null;
  answeredAt: Date | null;
}

export interface ChangeRequest {
  round: number;
  requestedAt: Date;
  resubmittedAt: Date | null;
  /** What the version under review held when the changes were requested. */
  snapshot: ReviewSide;
  notes: FieldNote[];
}

export type NoteFailure = { ok: false; error: 'invalid-note'; field: string };

/** Checks the notes against the fields of the list and the photos of the version under review. */
export function badNote(notes: FieldNoteInput[], mediaIds: number[]): NoteFailure | null {
  for (const note of notes) {
    const name = note.mediaId === null ? note.field : `${note.field}.${note.mediaId}`;
    if (!isActivityField(note.field)) return { ok: false, error: 'invalid-note', field: name };
    if (note.mediaId !== null && (note.field !== 'media' || !mediaIds.includes(note.mediaId))) return { ok: false, error: 'invalid-note', field: name };
  }
  return null;
}

/**
 * Writes a request for changes with its notes (inside the rejection's transaction, which checked the
 * permission and the notes): the next round of the activity.
 */
export async function writeChangeRequest(
  tx: Executor,
  actor: Actor,
  activityId: number,
  snapshot: ReviewSide,
  notes: FieldNoteInput[],
): Promise<{ round: number }> {
  requirePermission(actor, 'review:decide');
  const [last] = await tx
    .select({ round: sql<number>`coalesce(max(${reviewRequests.round}), 0)::int` })
    .from(reviewRequests)
    .where(eq(reviewRequests.activityId, activityId));
  const round = (last?.round ?? 0) + 1;
  const [request] = await tx.insert(reviewRequests).values({ activityId, round, snapshot, requestedById: actor.userId }).returning({ id: reviewRequests.id });
  if (notes.length) {
    await tx
      .insert(reviewFieldNotes)
      .values(notes.map((n) => ({ requestId: request!.id, activityId, field: n.field, mediaId: n.mediaId, note: n.note, authorId: actor.userId })));
  }
  return { round };
}

async function notesOf(db: Pick<Database, 'select'>, requestId: number): Promise<FieldNote[]> {
  const rows = await db
    .select({
      id: reviewFieldNotes.id,
      field: reviewFieldNotes.field,
      mediaId: reviewFieldNotes.mediaId,
      note: reviewFieldNotes.note,
      answer: reviewFieldNotes.answer,
      answeredAt: reviewFieldNotes.answeredAt,
    })
    .from(reviewFieldNotes)
    .where(eq(reviewFieldNotes.requestId, requestId))
    .orderBy(asc(reviewFieldNotes.id));
  // A field a later version of the list no longer has is left out rather than shown under no label.
  return rows.flatMap((row) => (isActivityField(row.field) ? [{ ...row, field: row.field }] : []));
}

/** The latest request for changes of an activity (by the original's id), with its notes; null if none. */
async function latestRequest(db: Pick<Database, 'select'>, activityId: number): Promise<ChangeRequest | null> {
  const [request] = await db.select().from(reviewRequests).where(eq(reviewRequests.activityId, activityId)).orderBy(desc(reviewRequests.round)).limit(1);
  if (!request) return null;
  return {
    round: request.round,
    requestedAt: request.createdAt,
    resubmittedAt: request.resubmittedAt,
    snapshot: request.snapshot as ReviewSide,
    notes: await notesOf(db, request.id),
  };
}

/** The organisation of an original activity, or "not found" for an actor who may not act for it. */
async function ownedOriginal(db: Pick<Database, 'select'>, actor: Actor, id: number): Promise<{ id: number }> {
  const [row] = await db
    .select({ id: activities.id, organisationId: activities.organisationId, isEditCopy: activities.isEditCopy })
    .from(activities)
    .where(eq(activities.id, id));
  if (!row || row.isEditCopy || !mayActFor(actor, row.organisationId)) throw new NotFoundForActor('activity');
  return row;
}

/**
 * The notes the provider has to work through: those of the latest request while it is open (not yet
 * sent again). The editor shows each beside its field.
 */
export async function openFieldNotes(db: Database, actor: Actor, id: number): Promise<{ round: number; notes: FieldNote[] } | null> {
  const original = await ownedOriginal(db, actor, id);
  const request = await latestRequest(db, original.id);
  if (!request || request.resubmittedAt) return null;
  return { round: request.round, notes: request.notes };
}

/** The operator's view of the latest request: its notes with the answers, and what the version held then. */
export async function latestChangeRequest(db: Database, actor: Actor, id: number): Promise<ChangeRequest | null> {
  requirePermission(actor, 'review:decide');
  return latestRequest(db, id);
}

/**
 * The provider's answers to the notes of the open request (`answers`: note id to text; an empty text
 * clears an answer). A note of another activity, of a closed request, or an activity that is not the
 * actor's, is "not found". Returns how many answers changed.
 */
export async function answerFieldNotes(db: Database, actor: Actor, id: number, answers: ReadonlyMap<number, string>): Promise<number> {
  if (answers.size === 0) return 0;
  return db.transaction(async (tx) => {
    const original = await ownedOriginal(tx, actor, id);
    const noteIds = [...answers.keys()];
    const open = await tx
      .select({ id: reviewFieldNotes.id, answer: reviewFieldNotes.answer, round: reviewRequests.round })
      .from(reviewFieldNotes)
      .innerJoin(reviewRequests, eq(reviewRequests.id, reviewFieldNotes.requestId))
      .where(and(inArray(reviewFieldNotes.id, noteIds), eq(reviewFieldNotes.activityId, original.id), isNull(reviewRequests.resubmittedAt)));
    if (open.length !== noteIds.length) throw new NotFoundForActor('note');
    let changed = 0;
    for (const note of open) {
      const answer = answers.get(note.id)?.trim() || null;
      if (answer === note.answer) continue;
      await tx
        .update(reviewFieldNotes)
        .set({ answer, answeredById: answer ? actor.userId : null, answeredAt: answer ? new Date() : null })
        .where(eq(reviewFieldNotes.id, note.id));
      changed += 1;
    }
    if (changed) {
      await recordAudit(tx, {
        action: 'activity-notes-answered',
        actorUserId: actor.userId,
        detail: { entity: 'activity', id: original.id, round: open[0]!.round, notes: changed },
      });
    }
    return changed;
  });
}

/** Sending for review again closes the open request (inside the submission's transaction). */
export async function closeOpenRequest(tx: Executor, activityId: number): Promise<void> {
  await tx
    .update(reviewRequests)
    .set({ resubmittedAt: new Date() })
    .where(and(eq(reviewRequests.activityId, activityId), isNull(reviewRequests.resubmittedAt)));
}
