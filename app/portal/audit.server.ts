import { and, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.server.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { type AuditAction, AUDIT_OBJECTS, type AuditObject, type AuditObjectRef } from './audit-actions.ts';
import type { Actor } from './actor.ts';
import { LIST_PAGE_SIZE, searchPattern } from './list-query.ts';
import { requirePermission } from './permissions.server.ts';
import { cappedTotal } from './list-total.server.ts';

export { AUDIT_ACTIONS, type AuditAction } from './audit-actions.ts';

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
  const detail = entry.detail ?? null;
  await db.insert(auditLog).values({
    action: entry.action,
    actorUserId: entry.actorUserId ?? null,
    subjectUserId: entry.subjectUserId ?? null,
    ip: entry.ip ?? null,
    detail,
    platformId: detail ? platformOfDetail(sql`${JSON.stringify(detail)}::jsonb`) : null,
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

/** What the operators' audit log is narrowed by (decision 104); days are calendar days in the platforms' time zone. */
export interface AuditLogFilter {
  /** Part of the acting user's e-mail address. */
  user: string;
  /** What the entries are about (an entity of the detail, or `account`), or '' for all. */
  entity: AuditObject | '';
  /** With `entity`: that one object (its id, or the account's user id). */
  objectId?: number | null;
  /** One action, or '' for all. */
  action?: AuditAction | '';
  /** Entries about this platform's things only; null for every entry (also those about no platform). */
  platformId?: number | null;
  /** First and last day (YYYY-MM-DD), inclusive; null for open. */
  from: string | null;
  to: string | null;
  page: number;
}

export interface AuditLogRow {
  id: number;
  at: Date;
  action: string;
  actorUserId: number | null;
  actorEmail: string | null;
  subjectUserId: number | null;
  subjectEmail: string | null;
  ip: string | null;
  entity: string | null;
  entityId: string | null;
  detail: Record<string, unknown> | null;
  /** What the entry is about, for its name and link (audit-actions.ts). */
  object: AuditObjectRef;
  /** The object's name as it is now (a title, a name, an address); null when it is gone or has none. */
  objectName: string | null;
}

const dayStart = (day: string) => sql`((${day}::date)::timestamp AT TIME ZONE 'Europe/Amsterdam')`;
const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp AT TIME ZONE 'Europe/Amsterdam')`;

/** A number of a detail (its text matched first, so a stray value is no error but no number). */
const numberOf = (detail: SQL, key: string) => sql`(CASE WHEN ${detail} ->> ${key} ~ '^[0-9]{1,9}$' THEN (${detail} ->> ${key})::int END)`;
const detailNumber = (key: string) => numberOf(sql`${auditLog.detail}`, key);
const entityOf = sql`(${auditLog.detail} ->> 'entity')`;

/**
 * The platform an entry is about, worked out once when it is written (the column `platform_id`): the one
 * its detail names, else the platform of its object (an activity, event, organisation, a contact
 * person's organisation, a lead's activity, a submission, a mail). Null for what belongs to no platform
 * (accounts, a forgotten person). Migration 0029 filled the entries written before with the same rule.
 */
function platformOfDetail(detail: SQL): SQL<number | null> {
  const id = numberOf(detail, 'id');
  return sql<number | null>`COALESCE(
  (SELECT p.id FROM platforms p WHERE p.id = ${numberOf(detail, 'platformId')}),
  CASE ${detail} ->> 'entity'
    WHEN 'activity' THEN (SELECT a.platform_id FROM activities a WHERE a.id = ${id})
    WHEN 'event' THEN (SELECT e.platform_id FROM events e WHERE e.id = ${id})
    WHEN 'organisation' THEN (SELECT o.platform_id FROM organisations o WHERE o.id = ${id})
    WHEN 'contact-person' THEN (SELECT o.platform_id FROM organisations o WHERE o.id = ${numberOf(detail, 'organisationId')})
    WHEN 'lead' THEN (SELECT a.platform_id FROM quote_requests q JOIN activities a ON a.id = q.activity_id WHERE q.id = ${id})
    WHEN 'event-submission' THEN (SELECT s.platform_id FROM event_submissions s WHERE s.id = ${id})
    WHEN 'mail' THEN (SELECT m.platform_id FROM mail_outbox m WHERE m.id = ${id})
  END)`;
}

/** The name of an entry's object as it is now (no personal data: a lead is named by its number only). */
const nameOfObject = sql<string | null>`CASE ${entityOf}
    WHEN 'activity' THEN (SELECT a.title FROM activities a WHERE a.id = ${detailNumber('id')})
    WHEN 'event' THEN (SELECT e.title FROM events e WHERE e.id = ${detailNumber('id')})
    WHEN 'organisation' THEN (SELECT o.name FROM organisations o WHERE o.id = ${detailNumber('id')})
    WHEN 'contact-person' THEN (SELECT o.name FROM organisations o WHERE o.id = ${detailNumber('organisationId')})
    WHEN 'event-submission' THEN (SELECT e.title FROM event_submissions s JOIN events e ON e.id = s.event_id WHERE s.id = ${detailNumber('id')})
    WHEN 'filter-group' THEN COALESCE((SELECT g.name FROM filter_groups g WHERE g.id = ${detailNumber('id')}), ${auditLog.detail} ->> 'name')
    WHEN 'filter' THEN COALESCE((SELECT f.name FROM filters f WHERE f.id = ${detailNumber('id')}), ${auditLog.detail} ->> 'name')
    WHEN 'banner' THEN COALESCE((SELECT b.title FROM banners b WHERE b.id = ${detailNumber('id')}), ${auditLog.detail} ->> 'title')
    WHEN 'popup' THEN COALESCE((SELECT p.title FROM popups p WHERE p.id = ${detailNumber('id')}), ${auditLog.detail} ->> 'title')
    WHEN 'seo-page' THEN COALESCE((SELECT p.slug FROM seo_pages p WHERE p.id = ${detailNumber('id')}), ${auditLog.detail} ->> 'slug')
    WHEN 'blog' THEN (SELECT b.title FROM blogs b WHERE b.id = ${detailNumber('id')})
    WHEN 'redirect' THEN ${auditLog.detail} ->> 'oldSlug'
    WHEN 'search-synonym' THEN ${auditLog.detail} ->> 'term'
  END`;

/** The condition of the object filter: an entity (and its id), or the account acted upon. */
function objectCondition(entity: AuditObject | '', objectId: number | null) {
  if (!entity) return undefined;
  if (entity === 'account') {
    return objectId ? eq(auditLog.subjectUserId, objectId) : sql`${auditLog.subjectUserId} IS NOT NULL`;
  }
  const about = sql`${entityOf} = ${entity}`;
  // A contact person is looked for by its own number; an organisation also finds its contact persons.
  if (objectId === null) return about;
  if (entity === 'organisation') {
    return sql`((${about} AND ${detailNumber('id')} = ${objectId}) OR (${entityOf} = 'contact-person' AND ${detailNumber('organisationId')} = ${objectId}))`;
  }
  return sql`(${about} AND ${detailNumber('id')} = ${objectId})`;
}

/** The audit log for operators, newest first, paged on the server. */
export async function listAuditLog(db: Database, actor: Actor, filter: AuditLogFilter): Promise<{ items: AuditLogRow[]; total: number }> {
  requirePermission(actor, 'backoffice:manage');
  const actorUser = alias(users, 'actor_user');
  const subjectUser = alias(users, 'subject_user');
  const pattern = searchPattern(filter.user);
  const where = and(
    pattern ? sql`${actorUser.email} ILIKE ${pattern}` : undefined,
    objectCondition(filter.entity, filter.objectId ?? null),
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.platformId ? eq(auditLog.platformId, filter.platformId) : undefined,
    filter.from ? sql`${auditLog.at} >= ${dayStart(filter.from)}` : undefined,
    filter.to ? sql`${auditLog.at} < ${dayEnd(filter.to)}` : undefined,
  );
  const counted = db.select({ at: auditLog.at }).from(auditLog).$dynamic();
  // The page and the count apart, the count stopping at the cap (list-total.server.ts, docs/decisions/113):
  // a count over the window read the whole log, millions of rows after a few years.
  const [rows, total] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        actorUserId: auditLog.actorUserId,
        actorEmail: actorUser.email,
        subjectUserId: auditLog.subjectUserId,
        subjectEmail: subjectUser.email,
        ip: auditLog.ip,
        entity: sql<string | null>`${entityOf}`,
        entityId: sql<string | null>`${auditLog.detail} ->> 'id'`,
        detail: auditLog.detail,
        platformId: auditLog.platformId,
      })
      .from(auditLog)
      .leftJoin(actorUser, eq(actorUser.id, auditLog.actorUserId))
      .leftJoin(subjectUser, eq(subjectUser.id, auditLog.subjectUserId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(LIST_PAGE_SIZE)
      .offset((filter.page - 1) * LIST_PAGE_SIZE),
    // Counted newest first, as the page reads, and by the entries' own columns (the acting user's only
    // when the filter names one): an index-only scan down audit_log_platform_idx (or _at_idx) stopped at
    // the cap. Unsorted and joined, a platform's count read 12,600 rows from the heap for 1,001 (4.6 ms).
    cappedTotal(db, (pattern ? counted.leftJoin(actorUser, eq(actorUser.id, auditLog.actorUserId)) : counted).where(where).orderBy(desc(auditLog.at))),
  ]);
  // The name of the page's entries only: looked up for 25 rows, not the whole log.
  const ids = rows.map((row) => row.id);
  const about = ids.length ? await db.select({ id: auditLog.id, name: nameOfObject }).from(auditLog).where(inArray(auditLog.id, ids)) : [];
  const aboutOf = new Map(about.map((row) => [row.id, row]));
  return {
    total,
    items: rows.map((row) => {
      const detail = row.detail ?? {};
      const known = (AUDIT_OBJECTS as readonly string[]).includes(row.entity ?? '');
      const object: AuditObjectRef = {
        action: row.action,
        object: known ? (row.entity as AuditObject) : row.subjectUserId !== null ? 'account' : null,
        objectId: known ? numberOr(row.entityId) : row.subjectUserId,
        organisationId: numberOr(detail.organisationId),
        platformId: row.platformId,
      };
      const objectName = known ? (aboutOf.get(row.id)?.name ?? null) : object.object === 'account' ? row.subjectEmail : null;
      return { ...row, object, objectName };
    }),
  };
}

const numberOr = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^[0-9]{1,9}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) ? n : null;
};
