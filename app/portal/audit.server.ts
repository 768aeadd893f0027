import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { auditLog } from '../../db/schema/index.ts';

/**
 * What the audit log records: the accounts' events (issue 17) and every change a portal user makes to
 * what the site shows (issue 18). `detail` names the entity (`{ entity: 'activity', id }`).
 */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-in-second-factor-failed',
  'account-locked',
  'sign-out',
  'sign-out-everywhere',
  'session-revoked',
  'sign-up',
  'email-verified',
  'password-reset-requested',
  'password-reset',
  'password-changed',
  'email-change-requested',
  'email-changed',
  'invitation',
  'invitation-accepted',
  'role-changed',
  'second-factor-enabled',
  'second-factor-disabled',
  'legacy-password-upgraded',
  'activity-created',
  'activity-saved',
  'activity-submitted',
  'activity-switched-on',
  'activity-switched-off',
  'activity-edit-discarded',
  'activity-approved',
  'activity-rejected',
  'event-created',
  'event-saved',
  'event-submitted',
  'event-switched',
  'event-approved',
  'event-rejected',
  'organisation-updated',
  'contact-person-added',
  'contact-person-changed',
  'contact-person-removed',
  'lead-updated',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

type Executor = Pick<Database, 'insert' | 'select'>;

export interface AuditEntry {
  action: AuditAction;
  actorUserId?: number | null;
  subjectUserId?: number | null;
  ip?: string | null;
  detail?: Record<string, unknown>;
}

/** Writes one line of the audit log (who, what, when, from which IP). */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorUserId: entry.actorUserId ?? null,
    subjectUserId: entry.subjectUserId ?? null,
    ip: entry.ip ?? null,
    detail: entry.detail ?? null,
  });
}

/**
 * How often something happened recently, by IP or by account: the abuse limits count in the audit log,
 * so every server process sees the same numbers without a shared cache.
 */
export async function recentAuditCount(
  db: Executor,
  actions: readonly AuditAction[],
  by: { ip: string } | { subjectUserId: number },
  windowMs: number,
): Promise<number> {
  const since = new Date(Date.now() - windowMs);
  const who = 'ip' in by ? eq(auditLog.ip, by.ip) : eq(auditLog.subjectUserId, by.subjectUserId);
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(inArray(auditLog.action, [...actions]), who, gt(auditLog.at, since)));
  return row?.n ?? 0;
}
