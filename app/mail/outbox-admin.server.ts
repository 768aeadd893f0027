import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { mailOutbox, type outboxStatus } from '../../db/schema/index.ts';
import type { Actor } from '../portal/actor.ts';
import type { OutboxStatus } from './outbox-status.ts';
import { recordAudit } from '../portal/audit.server.ts';
import { FORGOTTEN } from '../portal/forgotten.ts';
import { LIST_PAGE_SIZE, type ListQuery, searchPattern } from '../portal/list-query.ts';
import { cappedTotal } from '../portal/list-total.server.ts';
import { NotFoundForActor, requirePermission } from '../portal/permissions.server.ts';

/**
 * The operators' view of the mail outbox (decision 104): the mails of one platform or all, by status, with
 * the last error of a failed one, and "send again". The outbox worker (server/jobs/outbox-worker.ts)
 * takes every `pending` row whose next_attempt_at has come, so sending again is putting the row back
 * there with a fresh count of attempts; it keeps its Message-ID, so a receiver sees a repeat as one.
 */

// The screens' list of statuses is the database's, to the letter.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _sameStatuses: Same<OutboxStatus, (typeof outboxStatus.enumValues)[number]> = true;

export const OUTBOX_SORTS = ['createdAt', 'status', 'attempts', 'nextAttemptAt'] as const;
export type OutboxSort = (typeof OUTBOX_SORTS)[number];

/** Statuses a mail can be sent again from: given up on, or kept while no SMTP server was set. */
const RESENDABLE: readonly OutboxStatus[] = ['failed', 'kept'];

export interface OutboxRow {
  id: number;
  createdAt: Date;
  platformId: number | null;
  kind: string;
  toAddress: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: Date;
  sentAt: Date | null;
  lastError: string | null;
  /** Whether "send again" is offered (a forgotten person's mail never is: it has no address). */
  resendable: boolean;
}

export interface OutboxFilter {
  /** One platform's mails, or null for all (also the portal's own account mails, which have none). */
  platformId: number | null;
  status: OutboxStatus | null;
}

export async function listOutbox(
  db: Database,
  actor: Actor,
  filter: OutboxFilter,
  query: ListQuery<OutboxSort>,
): Promise<{ items: OutboxRow[]; total: number }> {
  requirePermission(actor, 'backoffice:manage');
  const pattern = searchPattern(query.search);
  const order = { createdAt: mailOutbox.createdAt, status: mailOutbox.status, attempts: mailOutbox.attempts, nextAttemptAt: mailOutbox.nextAttemptAt }[
    query.sort
  ];
  const where = and(
    filter.platformId === null ? undefined : eq(mailOutbox.platformId, filter.platformId),
    filter.status === null ? undefined : eq(mailOutbox.status, filter.status),
    pattern ? sql`(${mailOutbox.toAddress} ILIKE ${pattern} OR ${mailOutbox.subject} ILIKE ${pattern})` : undefined,
  );
  // The page and the count apart, the count stopping at the cap (list-total.server.ts, docs/decisions/113).
  const [rows, total] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        createdAt: mailOutbox.createdAt,
        platformId: mailOutbox.platformId,
        kind: mailOutbox.kind,
        toAddress: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        nextAttemptAt: mailOutbox.nextAttemptAt,
        sentAt: mailOutbox.sentAt,
        lastError: mailOutbox.lastError,
        text: mailOutbox.text,
      })
      .from(mailOutbox)
      .where(where)
      .orderBy(query.direction === 'asc' ? asc(order) : desc(order), desc(mailOutbox.id))
      .limit(LIST_PAGE_SIZE)
      .offset((query.page - 1) * LIST_PAGE_SIZE),
    cappedTotal(db, db.select({ id: mailOutbox.id }).from(mailOutbox).where(where).$dynamic()),
  ]);
  return {
    total,
    items: rows.map(({ text, ...row }) => ({ ...row, resendable: RESENDABLE.includes(row.status) && text !== FORGOTTEN })),
  };
}

export type ResendResult = { ok: true } | { ok: false; error: 'not-resendable' };

/** Puts a failed (or kept) mail back in the queue, due now; a missing id is "not found". */
export async function resendMail(db: Database, actor: Actor, mailId: number): Promise<ResendResult> {
  requirePermission(actor, 'backoffice:manage');
  return db.transaction(async (tx) => {
    const [mail] = await tx.select({ status: mailOutbox.status, text: mailOutbox.text }).from(mailOutbox).where(eq(mailOutbox.id, mailId)).for('update');
    if (!mail) throw new NotFoundForActor('mail');
    if (!RESENDABLE.includes(mail.status) || mail.text === FORGOTTEN) return { ok: false as const, error: 'not-resendable' as const };
    await tx
      .update(mailOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, mailId));
    await recordAudit(tx, { action: 'mail-resent', actorUserId: actor.userId, detail: { entity: 'mail', id: mailId } });
    return { ok: true as const };
  });
}
