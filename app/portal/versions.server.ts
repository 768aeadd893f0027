import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { contentVersions, users, type VersionedKind } from '../../db/schema/index.ts';
import { personLabel } from './actor.ts';

export type { VersionedKind } from '../../db/schema/index.ts';

/**
 * The version history of an activity, SEO page, blog or banner (docs/decisions/119), written once for
 * the four: each feature hands over its record's snapshot and how to read it as fields; this module
 * numbers the versions, says which fields differ from the previous one and reads them back. Like
 * `recordAudit` it checks no permission itself: it is called only from a feature's service, inside the
 * transaction that changed the record and after that service checked the actor.
 */

type Executor = Pick<Database, 'select' | 'insert' | 'delete'>;

/** A record's content as fields (name → value), compared field by field between two versions. */
export type FieldsOf<S> = (snapshot: S) => Record<string, unknown>;

export interface VersionSummary {
  version: number;
  createdAt: Date;
  /** Who made the version (full name, else e-mail address); null before the history began or when forgotten. */
  author: string | null;
  /** The fields that differ from the previous version; empty for the first. */
  changedFields: string[];
}

export interface StoredVersion<S> extends VersionSummary {
  snapshot: S;
}

/** The same value as JSON stores it (key order of objects aside), so a value read back equals the one written. */
function canonical(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The fields whose values differ between two versions' fields, in the order of `after`'s fields. */
export function changedFieldsOf(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const names = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return names.filter((name) => canonical(before[name]) !== canonical(after[name]));
}

/** The newest version of a record, or null when it has none yet. */
async function latest(tx: Pick<Database, 'select'>, kind: VersionedKind, entityId: number) {
  const [row] = await tx
    .select({ version: contentVersions.version, snapshot: contentVersions.snapshot })
    .from(contentVersions)
    .where(and(eq(contentVersions.entityKind, kind), eq(contentVersions.entityId, entityId)))
    .orderBy(desc(contentVersions.version))
    .limit(1);
  return row ?? null;
}

/**
 * Stores the record's new version: numbered after the newest, with the fields that differ from it.
 * A record changed before its history began first gets its earlier state as version 1 (`before`, read
 * by the caller before the change; no author), so the state it had is never lost to its first change.
 * The caller holds the record's row lock, so two changes never take the same number (and the unique
 * index would refuse it).
 */
export async function recordVersion<S extends object>(
  tx: Executor,
  entry: { kind: VersionedKind; entityId: number; authorId: number | null; snapshot: S; fieldsOf: FieldsOf<S>; before?: S | null },
): Promise<number> {
  let previous = await latest(tx, entry.kind, entry.entityId);
  if (!previous && entry.before) {
    await tx.insert(contentVersions).values({
      entityKind: entry.kind,
      entityId: entry.entityId,
      version: 1,
      snapshot: entry.before as Record<string, unknown>,
      changedFields: [],
      authorId: null,
    });
    previous = { version: 1, snapshot: entry.before as Record<string, unknown> };
  }
  const version = (previous?.version ?? 0) + 1;
  // JSON round trip: the snapshot is compared and stored as it will be read back (dates as text).
  const snapshot = JSON.parse(JSON.stringify(entry.snapshot)) as Record<string, unknown>;
  const changedFields = previous ? changedFieldsOf(entry.fieldsOf(previous.snapshot as S), entry.fieldsOf(snapshot as S)) : [];
  await tx.insert(contentVersions).values({
    entityKind: entry.kind,
    entityId: entry.entityId,
    version,
    snapshot,
    changedFields,
    authorId: entry.authorId,
  });
  return version;
}

/** A record's versions, newest first. */
export async function listVersions(db: Pick<Database, 'select'>, kind: VersionedKind, entityId: number): Promise<VersionSummary[]> {
  const rows = await db
    .select({
      version: contentVersions.version,
      createdAt: contentVersions.createdAt,
      changedFields: contentVersions.changedFields,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(contentVersions)
    .leftJoin(users, eq(users.id, contentVersions.authorId))
    .where(and(eq(contentVersions.entityKind, kind), eq(contentVersions.entityId, entityId)))
    .orderBy(desc(contentVersions.version));
  return rows.map((row) => ({
    version: row.version,
    createdAt: row.createdAt,
    changedFields: row.changedFields,
    author: row.email ? personLabel({ email: row.email, firstName: row.firstName, lastName: row.lastName }) : null,
  }));
}

/** One version of a record with its snapshot, or null when the record has no such version. */
export async function readVersion<S>(db: Pick<Database, 'select'>, kind: VersionedKind, entityId: number, version: number): Promise<StoredVersion<S> | null> {
  const [row] = await db
    .select({
      version: contentVersions.version,
      createdAt: contentVersions.createdAt,
      changedFields: contentVersions.changedFields,
      snapshot: contentVersions.snapshot,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(contentVersions)
    .leftJoin(users, eq(users.id, contentVersions.authorId))
    .where(and(eq(contentVersions.entityKind, kind), eq(contentVersions.entityId, entityId), eq(contentVersions.version, version)))
    .limit(1);
  if (!row) return null;
  return {
    version: row.version,
    createdAt: row.createdAt,
    changedFields: row.changedFields,
    snapshot: row.snapshot as S,
    author: row.email ? personLabel({ email: row.email, firstName: row.firstName, lastName: row.lastName }) : null,
  };
}

/** Removes a record's versions with the record (there is no foreign key to do it). */
export async function removeVersions(tx: Executor, kind: VersionedKind, entityId: number): Promise<void> {
  await tx.delete(contentVersions).where(and(eq(contentVersions.entityKind, kind), eq(contentVersions.entityId, entityId)));
}

/** How many versions a record has (the record's page names it on its history link). */
export async function countVersions(db: Pick<Database, 'select'>, kind: VersionedKind, entityId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contentVersions)
    .where(and(eq(contentVersions.entityKind, kind), eq(contentVersions.entityId, entityId)));
  return row?.n ?? 0;
}

/** One field of two versions side by side, for the operators' field-by-field comparison. */
export interface FieldComparisonRow {
  field: string;
  left: string;
  right: string;
  changed: boolean;
}

/**
 * Two versions field by field, as text (the feature says how each field reads: `show`), in the order
 * of `fields`. Used for SEO pages, blogs and banners; an activity's comparison is the review's own.
 */
export function compareFields<S extends object>(
  fields: ReadonlyArray<keyof S & string>,
  left: S,
  right: S,
  show: (field: string, value: unknown) => string,
): FieldComparisonRow[] {
  return fields.map((field) => ({
    field,
    left: show(field, left[field]),
    right: show(field, right[field]),
    changed: canonical(left[field]) !== canonical(right[field]),
  }));
}
