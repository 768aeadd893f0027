import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.server.ts';
import { activities, bulkActions, organisations } from '../../../db/schema/index.ts';
import type { Actor } from '../../portal/actor.ts';
import { recordAudit } from '../../portal/audit.server.ts';
import { NotFoundForActor, requirePermission } from '../../portal/permissions.server.ts';
import { moveActivity } from './activity-admin.server.ts';
import { setActivityOnline } from './activity-editing.server.ts';
import { approveActivity, type DecisionUndo, rejectActivity, reopenReview } from './activity-review.server.ts';
import { BULK_UNDO_MINUTES, type BulkKind, type BulkOutcome, type BulkRowOutcome, type BulkSkipReason, type UndoSkipReason } from './activity-bulk.ts';

/**
 * An operator's work on many activities at once (docs/decisions/120): approve, reject with one comment,
 * switch off, or move to another organisation of the same platform. Each row goes through the same
 * service as the single action (its permission check, transaction, audit line, mails and page-cache
 * triggers), one after the other; a row that cannot be done (missing, of another platform than the list,
 * decided meanwhile, already so) is skipped and said so, never silently. The action and each row's state
 * before it are stored, so the operator can take the latest one back within BULK_UNDO_MINUTES.
 */

/** What a row held before the action: what an undo puts back. */
type RowBefore = { kind: 'decision'; undo: DecisionUndo } | { kind: 'online' } | { kind: 'organisation'; from: number | null; to: number };

/** A row as stored: its outcome and, when done, its state before. */
interface StoredRow extends BulkRowOutcome {
  before?: RowBefore;
  /** An unexpected error's message (for the developers; the page says only that it failed). */
  error?: string;
}

export type BulkInput =
  | { kind: 'approve'; ids: number[] }
  | { kind: 'reject'; ids: number[]; comment: string }
  | { kind: 'switch-off'; ids: number[] }
  | { kind: 'move'; ids: number[]; organisationId: number };

export type BulkResult = { ok: true; outcome: BulkOutcome } | { ok: false; error: 'organisation' };

const PERMISSION = { approve: 'review:decide', reject: 'review:decide', 'switch-off': 'backoffice:manage', move: 'backoffice:manage' } as const;

/**
 * Runs one bulk action. `platformId`: the platform the list shows (the back office works on one); a row of
 * another platform is skipped. Null where the list spans every platform (the review queue).
 */
export async function runBulkAction(
  db: Database,
  actor: Actor,
  input: BulkInput,
  options: { platformId: number | null; portalOrigin: string },
): Promise<BulkResult> {
  requirePermission(actor, PERMISSION[input.kind]);
  const ids = [...new Set(input.ids)];
  let target: { id: number; name: string; platformId: number } | undefined;
  if (input.kind === 'move') {
    [target] = await db
      .select({ id: organisations.id, name: organisations.name, platformId: organisations.platformId })
      .from(organisations)
      .where(eq(organisations.id, input.organisationId));
    if (!target || (options.platformId !== null && target.platformId !== options.platformId)) return { ok: false, error: 'organisation' };
  }
  const found = ids.length
    ? await db
        .select({ id: activities.id, title: activities.title, platformId: activities.platformId, isEditCopy: activities.isEditCopy, online: activities.status })
        .from(activities)
        .where(inArray(activities.id, ids))
    : [];
  const byId = new Map(found.filter((row) => !row.isEditCopy).map((row) => [row.id, row]));
  const rows: StoredRow[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    const skip = (reason: BulkSkipReason) => rows.push({ id, title: row?.title ?? null, done: false, reason });
    if (!row) {
      skip('not-found');
      continue;
    }
    if (options.platformId !== null && row.platformId !== options.platformId) {
      skip('other-platform');
      continue;
    }
    try {
      const before = await actOnRow(db, actor, input, id, row.online, options.portalOrigin);
      if (typeof before === 'string') skip(before);
      else rows.push({ id, title: row.title, done: true, before });
    } catch (error) {
      if (error instanceof NotFoundForActor) skip('not-found');
      else rows.push({ id, title: row.title, done: false, reason: 'failed', error: String(error) });
    }
  }
  const detail = input.kind === 'reject' ? { comment: input.comment } : target ? { organisationId: target.id, organisationName: target.name } : {};
  const [stored] = await db
    .insert(bulkActions)
    .values({ actorUserId: actor.userId, kind: input.kind, detail, rows })
    .returning({ id: bulkActions.id, createdAt: bulkActions.createdAt });
  const done = rows.filter((r) => r.done).length;
  await recordAudit(db, {
    action: 'bulk-action',
    actorUserId: actor.userId,
    detail: { bulkAction: stored!.id, kind: input.kind, done, skipped: rows.length - done, ...detail },
  });
  return { ok: true, outcome: outcomeOf({ id: stored!.id, kind: input.kind, detail, rows, undoRows: null, createdAt: stored!.createdAt, undoneAt: null }) };
}

/** One row through its single action's service: its state before, or why it was skipped. */
async function actOnRow(db: Database, actor: Actor, input: BulkInput, id: number, online: boolean, portalOrigin: string): Promise<RowBefore | BulkSkipReason> {
  switch (input.kind) {
    case 'approve': {
      const result = await approveActivity(db, actor, id, portalOrigin);
      return result.ok ? { kind: 'decision', undo: result.undo } : 'not-pending';
    }
    case 'reject': {
      const result = await rejectActivity(db, actor, id, input.comment, portalOrigin);
      return result.ok ? { kind: 'decision', undo: result.undo } : 'not-pending';
    }
    case 'switch-off':
      if (!online) return 'already-off';
      await setActivityOnline(db, actor, id, false);
      return { kind: 'online' };
    case 'move': {
      const result = await moveActivity(db, actor, id, input.organisationId);
      return result.ok ? { kind: 'organisation', from: result.from, to: input.organisationId } : result.error;
    }
  }
}

type BulkActionRow = Pick<typeof bulkActions.$inferSelect, 'id' | 'kind' | 'detail' | 'rows' | 'undoRows' | 'createdAt' | 'undoneAt'>;

const undoUntil = (createdAt: Date) => new Date(createdAt.getTime() + BULK_UNDO_MINUTES * 60_000);

/** What the page shows of a stored action: the rows' outcomes without their stored states. */
function outcomeOf(action: BulkActionRow, now = new Date()): BulkOutcome {
  const strip = (rows: unknown[] | null) =>
    (rows as StoredRow[] | null)?.map(({ id, title, done, reason }) => ({ id, title, done, ...(reason ? { reason } : {}) })) ?? null;
  const until = undoUntil(action.createdAt);
  return {
    id: action.id,
    kind: action.kind as BulkKind,
    comment: typeof action.detail.comment === 'string' ? action.detail.comment : null,
    organisationName: typeof action.detail.organisationName === 'string' ? action.detail.organisationName : null,
    rows: strip(action.rows) ?? [],
    undoRows: strip(action.undoRows),
    createdAt: action.createdAt.toISOString(),
    undoUntil: until.toISOString(),
    undoable: action.undoneAt === null && until > now && (action.rows as StoredRow[]).some((row) => row.done),
  };
}

/**
 * The operator's latest bulk action while it can still be taken back, or just was (the pages show its
 * outcome and the undo button); null when there is none of the last BULK_UNDO_MINUTES.
 */
export async function latestBulkAction(db: Database, actor: Actor): Promise<BulkOutcome | null> {
  requirePermission(actor, 'review:decide');
  // The latest only: when it is too old, an older one is not offered instead (the undo takes the latest only).
  const [latest] = await db.select().from(bulkActions).where(eq(bulkActions.actorUserId, actor.userId)).orderBy(desc(bulkActions.id)).limit(1);
  return latest && undoUntil(latest.createdAt) > new Date() ? outcomeOf(latest) : null;
}

export type UndoResult = { ok: true; outcome: BulkOutcome } | { ok: false; error: 'expired' | 'undone' | 'not-latest' };

/**
 * Takes back the operator's latest bulk action, within BULK_UNDO_MINUTES of it, once. Only the operator
 * who did it (docs/decisions/120: another operator did not see what was chosen; an action of another
 * operator is NotFoundForActor). Each done row is put back through a service of its own, audited per row;
 * a row that changed since (switched on again, moved again, edited, decided again) or cannot be put back
 * (an approved change is live and its copy gone) is left as it is and said so.
 */
export async function undoBulkAction(db: Database, actor: Actor, bulkActionId: number): Promise<UndoResult> {
  requirePermission(actor, 'review:decide');
  const [action] = await db
    .select()
    .from(bulkActions)
    .where(and(eq(bulkActions.id, bulkActionId), eq(bulkActions.actorUserId, actor.userId)));
  if (!action) throw new NotFoundForActor('bulk action');
  const [latest] = await db
    .select({ id: bulkActions.id })
    .from(bulkActions)
    .where(eq(bulkActions.actorUserId, actor.userId))
    .orderBy(desc(bulkActions.id))
    .limit(1);
  if (latest?.id !== action.id) return { ok: false, error: 'not-latest' };
  // The claim: one undo wins, and only within the window (the database's clock, as the insert's).
  const [claimed] = await db
    .update(bulkActions)
    .set({ undoneAt: sql`now()` })
    .where(
      and(eq(bulkActions.id, action.id), isNull(bulkActions.undoneAt), sql`${bulkActions.createdAt} > now() - make_interval(mins => ${BULK_UNDO_MINUTES})`),
    )
    .returning({ undoneAt: bulkActions.undoneAt });
  if (!claimed) return { ok: false, error: action.undoneAt ? 'undone' : 'expired' };
  const undoRows: BulkRowOutcome[] = [];
  for (const row of action.rows as StoredRow[]) {
    if (!row.done || !row.before) continue;
    const skip = (reason: UndoSkipReason) => undoRows.push({ id: row.id, title: row.title, done: false, reason });
    try {
      const reason = await undoRow(db, actor, row.id, row.before);
      if (reason) skip(reason);
      else undoRows.push({ id: row.id, title: row.title, done: true });
    } catch (error) {
      if (error instanceof NotFoundForActor) skip('gone');
      else skip('failed');
    }
  }
  await db.update(bulkActions).set({ undoRows }).where(eq(bulkActions.id, action.id));
  const done = undoRows.filter((r) => r.done).length;
  await recordAudit(db, {
    action: 'bulk-undone',
    actorUserId: actor.userId,
    detail: { bulkAction: action.id, kind: action.kind, done, skipped: undoRows.length - done },
  });
  return { ok: true, outcome: outcomeOf({ ...action, undoRows, undoneAt: claimed.undoneAt }) };
}

/** Puts one row back; null when done, else why not. */
async function undoRow(db: Database, actor: Actor, id: number, before: RowBefore): Promise<UndoSkipReason | null> {
  switch (before.kind) {
    case 'decision': {
      const result = await reopenReview(db, actor, id, before.undo);
      return result.ok ? null : result.reason;
    }
    case 'online': {
      const [row] = await db.select({ online: activities.status }).from(activities).where(eq(activities.id, id));
      if (!row) return 'gone';
      if (row.online) return 'already-on';
      await setActivityOnline(db, actor, id, true);
      return null;
    }
    case 'organisation': {
      const [row] = await db.select({ organisationId: activities.organisationId }).from(activities).where(eq(activities.id, id));
      if (!row) return 'gone';
      if (row.organisationId !== before.to) return 'changed';
      if (before.from === null) return 'no-organisation';
      const result = await moveActivity(db, actor, id, before.from);
      return result.ok ? null : 'changed';
    }
  }
}
