import { z } from 'zod';

/**
 * The bulk actions' form, outcome and limits (docs/decisions/120), beside the service
 * (activity-bulk.server.ts) because the pages' components read them too.
 */

/** How long the latest bulk action can be taken back. */
export const BULK_UNDO_MINUTES = 10;
/** At most this many rows in one post: one page of a list is 25. */
export const BULK_MAX_ROWS = 100;

export const BULK_KINDS = ['approve', 'reject', 'switch-off', 'move'] as const;
export type BulkKind = (typeof BULK_KINDS)[number];

/** Why a row was left as it was by the action. */
export type BulkSkipReason = 'not-found' | 'other-platform' | 'not-pending' | 'already-off' | 'already-there' | 'failed';
/** Why a row was left as it was by the undo. */
export type UndoSkipReason = 'applied' | 'changed' | 'already-on' | 'gone' | 'no-organisation' | 'failed';

export interface BulkRowOutcome {
  id: number;
  /** Null for an id that names no activity. */
  title: string | null;
  done: boolean;
  reason?: BulkSkipReason | UndoSkipReason;
}

/** A bulk action as the page shows it: per row what happened, and what its undo did. */
export interface BulkOutcome {
  id: number;
  kind: BulkKind;
  comment: string | null;
  organisationName: string | null;
  rows: BulkRowOutcome[];
  /** Null until undone. */
  undoRows: BulkRowOutcome[] | null;
  createdAt: string;
  undoUntil: string;
  undoable: boolean;
}

const ids = z
  .array(z.coerce.number<unknown>().int().positive().max(2_147_483_647))
  .min(1, 'portal.bulk.errors.none')
  .max(BULK_MAX_ROWS, 'portal.bulk.errors.tooMany');

/** The form of a bulk action: the rows chosen (`id`, repeated) and what to do with them. */
export const BulkFormSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('approve'), ids }),
  z.object({
    action: z.literal('reject'),
    ids,
    comment: z.string({ error: 'portal.review.errors.comment' }).trim().min(5, 'portal.review.errors.comment').max(4000, 'portal.errors.tooLong'),
  }),
  z.object({ action: z.literal('switch-off'), ids }),
  z.object({
    action: z.literal('move'),
    ids,
    organisationId: z.coerce.number<unknown>().int().positive('portal.bulk.errors.organisation').max(2_147_483_647, 'portal.bulk.errors.organisation'),
  }),
]);
export type BulkForm = z.infer<typeof BulkFormSchema>;

const list = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * The rows a post names: each ticked row's `id`, or, with "all on this page" ticked (`allOnPage`), every
 * row the page listed (`pageId`, hidden fields): so "all on this page" works without JavaScript too.
 */
export function bulkFormFromFields(raw: Record<string, unknown>): Record<string, unknown> {
  const { id, pageId, allOnPage, ...rest } = raw;
  return { ...rest, ids: list(allOnPage === undefined ? id : pageId) };
}

export const BulkUndoSchema = z.object({ bulkActionId: z.coerce.number<unknown>().int().positive().max(2_147_483_647) });
