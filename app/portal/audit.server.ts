import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.server.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import type { Actor } from './actor.ts';
import { LIST_PAGE_SIZE, searchPattern } from './list-query.ts';
import { requirePermission } from './permissions.server.ts';

/**
 * What the audit log records: the accounts' events (issue 17) and every change a portal user makes to
 * what the site shows (issue 18). `detail` names the entity (`{ entity: 'activity', id }`).
 */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-in-second-factor-failed',
  'account-locked',
  'sign-in-link-sent',
  'second-factor-locked',
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
  'person-forgotten',
  'mail-resent',
  'filter-group-created',
  'filter-group-saved',
  'filter-group-moved',
  'filter-group-removed',
  'filter-created',
  'filter-saved',
  'filter-removed',
  'redirect-added',
  'redirect-removed',
  'banner-created',
  'banner-saved',
  'banner-switched',
  'banner-deleted',
  'popup-created',
  'popup-saved',
  'popup-deleted',
  'seo-page-created',
  'seo-page-saved',
  'seo-page-deleted',
  'blog-created',
  'blog-saved',
  'blog-deleted',
  'submission-approved',
  'submission-rejected',
  'user-activated',
  'user-deactivated',
  'user-organisation-linked',
  'user-organisation-unlinked',
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

/** What the operators' audit log is narrowed by (issue 19); days are calendar days in the platforms' time zone. */
export interface AuditLogFilter {
  /** Part of the acting user's e-mail address. */
  user: string;
  /** The entity named in the detail (`activity`, `event`, `person`, ...), or '' for all. */
  entity: string;
  /** First and last day (YYYY-MM-DD), inclusive; null for open. */
  from: string | null;
  to: string | null;
  page: number;
}

export interface AuditLogRow {
  id: number;
  at: Date;
  action: string;
  actorEmail: string | null;
  subjectEmail: string | null;
  ip: string | null;
  entity: string | null;
  entityId: string | null;
  detail: Record<string, unknown> | null;
}

const dayStart = (day: string) => sql`((${day}::date)::timestamp AT TIME ZONE 'Europe/Amsterdam')`;
const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp AT TIME ZONE 'Europe/Amsterdam')`;

/** The audit log for operators, newest first, paged on the server. */
export async function listAuditLog(db: Database, actor: Actor, filter: AuditLogFilter): Promise<{ items: AuditLogRow[]; total: number }> {
  requirePermission(actor, 'backoffice:manage');
  const actorUser = alias(users, 'actor_user');
  const subjectUser = alias(users, 'subject_user');
  const pattern = searchPattern(filter.user);
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      actorEmail: actorUser.email,
      subjectEmail: subjectUser.email,
      ip: auditLog.ip,
      entity: sql<string | null>`${auditLog.detail} ->> 'entity'`,
      entityId: sql<string | null>`${auditLog.detail} ->> 'id'`,
      detail: auditLog.detail,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(auditLog)
    .leftJoin(actorUser, eq(actorUser.id, auditLog.actorUserId))
    .leftJoin(subjectUser, eq(subjectUser.id, auditLog.subjectUserId))
    .where(
      and(
        pattern ? sql`${actorUser.email} ILIKE ${pattern}` : undefined,
        filter.entity ? sql`${auditLog.detail} ->> 'entity' = ${filter.entity}` : undefined,
        filter.from ? sql`${auditLog.at} >= ${dayStart(filter.from)}` : undefined,
        filter.to ? sql`${auditLog.at} < ${dayEnd(filter.to)}` : undefined,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(LIST_PAGE_SIZE)
    .offset((filter.page - 1) * LIST_PAGE_SIZE);
  return { total: rows[0]?.total ?? 0, items: rows.map(({ total: _total, ...row }) => row) };
}

/** The entities the log names, for the filter's choice. */
export async function listAuditEntities(db: Database, actor: Actor): Promise<string[]> {
  requirePermission(actor, 'backoffice:manage');
  const rows = await db
    .selectDistinct({ entity: sql<string>`${auditLog.detail} ->> 'entity'` })
    .from(auditLog)
    .where(sql`${auditLog.detail} ->> 'entity' IS NOT NULL`)
    .orderBy(sql`1`);
  return rows.map((row) => row.entity);
}
