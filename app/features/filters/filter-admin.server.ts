import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.server.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { filterGroups, filters } from '../../../db/schema/index.ts';
import { recordAudit } from '../../portal/audit.server.ts';
import type { Actor } from '../../portal/actor.ts';
import { NotFoundForActor, requirePermission } from '../../portal/permissions.server.ts';
import type { FilterAdminError, FilterAdminRow, FilterGroupAdminRow, ImageChange } from './filter-admin.schemas.ts';
import { imageAfterChange } from '../../portal/media-ownership.server.ts';

/**
 * The operators' filter groups and filters (decision 104, core.md 3), per platform. Every function takes the
 * actor and needs 'backoffice:manage'; a group or filter of another platform is as unknown as a missing
 * one. The public pages and the search's cached counts follow by themselves: filters and filter_groups
 * carry the page-cache triggers (drizzle/0002) and the search-change triggers (drizzle/0018).
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Tx;

export type FilterAdminResult<T = object> = ({ ok: true } & T) | { ok: false; error: FilterAdminError };

const imageJson = (column: string) => sql.raw(`(SELECT json_build_object('id', m.id, 'url', m.url, 'alt', m.alt) FROM media m WHERE m.id = ${column})`);

/**
 * Activities using a filter, an edit copy counted as its original: kept by the database in filter_usage
 * (db/schema/filters.ts, migration 0041), where counting the links at each view read every one of them
 * (109,352 at 100,000 activities, docs/decisions/113). A filter without a row is used by none.
 */
const usageSql = (filterId: SQL | number) => sql`coalesce((SELECT u.activities FROM filter_usage u WHERE u.filter_id = ${filterId}), 0)`;

/** The platform's groups in the order the public panel shows them (order, name), each with its filters by name. */
export async function listFilterGroupsForAdmin(db: Database, actor: Actor, platformId: number): Promise<FilterGroupAdminRow[]> {
  requirePermission(actor, 'backoffice:manage');
  const rows = await queryRows<FilterGroupAdminRow>(
    db,
    sql`SELECT g.id, g.name, g."order", ${imageJson('g.image_id')} AS image, ${imageJson('g.header_image_id')} AS "headerImage",
          coalesce((SELECT json_agg(json_build_object('id', f.id, 'name', f.name, 'description', f.description, 'filterGroupId', f.filter_group_id,
                       'image', ${imageJson('f.image_id')}, 'activityCount', ${usageSql(sql.raw('f.id'))}) ORDER BY f.name, f.id)
                    FROM filters f WHERE f.filter_group_id = g.id), '[]'::json) AS filters
        FROM filter_groups g WHERE g.platform_id = ${platformId}
        ORDER BY g."order", g.name, g.id`,
  );
  return rows;
}

/** One group of the platform for its edit page (NotFoundForActor when it is not there). */
export async function getFilterGroupForAdmin(db: Database, actor: Actor, platformId: number, groupId: number): Promise<FilterGroupAdminRow> {
  const group = (await listFilterGroupsForAdmin(db, actor, platformId)).find((g) => g.id === groupId);
  if (!group) throw new NotFoundForActor('filter group');
  return group;
}

/** One filter of the platform for its edit page. */
export async function getFilterForAdmin(db: Database, actor: Actor, platformId: number, filterId: number): Promise<FilterAdminRow> {
  requirePermission(actor, 'backoffice:manage');
  const [row] = await queryRows<FilterAdminRow>(
    db,
    sql`SELECT f.id, f.name, f.description, f.filter_group_id AS "filterGroupId", ${imageJson('f.image_id')} AS image,
          ${usageSql(sql.raw('f.id'))} AS "activityCount"
        FROM filters f JOIN filter_groups g ON g.id = f.filter_group_id
        WHERE f.id = ${filterId} AND g.platform_id = ${platformId}`,
  );
  if (!row) throw new NotFoundForActor('filter');
  return row;
}

/** Names are unique per platform, whatever their case (the unique index catches the exact same name too). */
async function groupNameTaken(tx: Executor, platformId: number, name: string, exceptId: number | null): Promise<boolean> {
  const [row] = await tx
    .select({ id: filterGroups.id })
    .from(filterGroups)
    .where(
      and(
        eq(filterGroups.platformId, platformId),
        sql`lower(${filterGroups.name}) = lower(${name})`,
        exceptId === null ? undefined : ne(filterGroups.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function filterNameTaken(tx: Executor, platformId: number, name: string, exceptId: number | null): Promise<boolean> {
  const [row] = await tx
    .select({ id: filters.id })
    .from(filters)
    .innerJoin(filterGroups, eq(filterGroups.id, filters.filterGroupId))
    .where(and(eq(filterGroups.platformId, platformId), sql`lower(${filters.name}) = lower(${name})`, exceptId === null ? undefined : ne(filters.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

async function groupOf(tx: Executor, platformId: number, groupId: number) {
  const [row] = await tx
    .select()
    .from(filterGroups)
    .where(and(eq(filterGroups.id, groupId), eq(filterGroups.platformId, platformId)))
    .limit(1);
  return row ?? null;
}

async function filterOf(tx: Executor, platformId: number, filterId: number) {
  const [row] = await tx
    .select({ id: filters.id, name: filters.name, imageId: filters.imageId, filterGroupId: filters.filterGroupId })
    .from(filters)
    .innerJoin(filterGroups, eq(filterGroups.id, filters.filterGroupId))
    .where(and(eq(filters.id, filterId), eq(filterGroups.platformId, platformId)))
    .limit(1);
  return row ?? null;
}

export interface FilterGroupInput {
  name: string;
  order: number;
  image: ImageChange;
  headerImage: ImageChange;
}

export async function createFilterGroup(db: Database, actor: Actor, platformId: number, input: FilterGroupInput): Promise<FilterAdminResult<{ id: number }>> {
  requirePermission(actor, 'backoffice:manage');
  try {
    return await db.transaction(async (tx) => {
      if (await groupNameTaken(tx, platformId, input.name, null)) return { ok: false, error: 'duplicate-name' as const };
      const imageId = await imageAfterChange(tx, null, input.image, actor);
      const headerImageId = await imageAfterChange(tx, null, input.headerImage, actor);
      if (imageId === 'invalid-image' || headerImageId === 'invalid-image') return { ok: false, error: 'invalid-image' as const };
      const [row] = await tx
        .insert(filterGroups)
        .values({ platformId, name: input.name, order: input.order, imageId, headerImageId })
        .returning({ id: filterGroups.id });
      await recordAudit(tx, { action: 'filter-group-created', actorUserId: actor.userId, detail: { entity: 'filter-group', id: row!.id, platformId } });
      return { ok: true as const, id: row!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: 'duplicate-name' };
    throw error;
  }
}

export async function saveFilterGroup(db: Database, actor: Actor, platformId: number, groupId: number, input: FilterGroupInput): Promise<FilterAdminResult> {
  requirePermission(actor, 'backoffice:manage');
  try {
    return await db.transaction(async (tx) => {
      const group = await groupOf(tx, platformId, groupId);
      if (!group) throw new NotFoundForActor('filter group');
      if (await groupNameTaken(tx, platformId, input.name, groupId)) return { ok: false, error: 'duplicate-name' as const };
      const imageId = await imageAfterChange(tx, group.imageId, input.image, actor);
      const headerImageId = await imageAfterChange(tx, group.headerImageId, input.headerImage, actor);
      if (imageId === 'invalid-image' || headerImageId === 'invalid-image') return { ok: false, error: 'invalid-image' as const };
      await tx
        .update(filterGroups)
        .set({ name: input.name, order: input.order, imageId, headerImageId, updatedAt: new Date() })
        .where(eq(filterGroups.id, groupId));
      await recordAudit(tx, { action: 'filter-group-saved', actorUserId: actor.userId, detail: { entity: 'filter-group', id: groupId, platformId } });
      return { ok: true as const };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: 'duplicate-name' };
    throw error;
  }
}

/** Removes an empty group; a group with filters is refused (its filters go first, each with its own question). */
export async function removeFilterGroup(db: Database, actor: Actor, platformId: number, groupId: number): Promise<FilterAdminResult<{ name: string }>> {
  requirePermission(actor, 'backoffice:manage');
  return db.transaction(async (tx) => {
    const group = await groupOf(tx, platformId, groupId);
    if (!group) throw new NotFoundForActor('filter group');
    const [child] = await tx.select({ id: filters.id }).from(filters).where(eq(filters.filterGroupId, groupId)).limit(1);
    if (child) return { ok: false, error: 'group-not-empty' as const };
    await tx.delete(filterGroups).where(eq(filterGroups.id, groupId));
    await recordAudit(tx, {
      action: 'filter-group-removed',
      actorUserId: actor.userId,
      detail: { entity: 'filter-group', id: groupId, platformId, name: group.name },
    });
    return { ok: true as const, name: group.name };
  });
}

/**
 * Moves a group one place up or down in the platform's order. The groups are numbered again 0, 1, 2 ...
 * in their new order, so equal order numbers (which sort by name) cannot make a move do nothing.
 */
export async function moveFilterGroup(db: Database, actor: Actor, platformId: number, groupId: number, direction: 'up' | 'down'): Promise<void> {
  requirePermission(actor, 'backoffice:manage');
  await db.transaction(async (tx) => {
    const groups = await tx
      .select({ id: filterGroups.id, order: filterGroups.order })
      .from(filterGroups)
      .where(eq(filterGroups.platformId, platformId))
      .orderBy(asc(filterGroups.order), asc(filterGroups.name), asc(filterGroups.id))
      .for('update');
    const at = groups.findIndex((g) => g.id === groupId);
    if (at < 0) throw new NotFoundForActor('filter group');
    const to = direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= groups.length) return;
    [groups[at], groups[to]] = [groups[to]!, groups[at]!];
    for (const [index, group] of groups.entries()) {
      if (group.order !== index) await tx.update(filterGroups).set({ order: index, updatedAt: new Date() }).where(eq(filterGroups.id, group.id));
    }
    await recordAudit(tx, { action: 'filter-group-moved', actorUserId: actor.userId, detail: { entity: 'filter-group', id: groupId, platformId, direction } });
  });
}

export interface FilterInput {
  name: string;
  description: string | null;
  filterGroupId: number;
  image: ImageChange;
}

export async function createFilter(db: Database, actor: Actor, platformId: number, input: FilterInput): Promise<FilterAdminResult<{ id: number }>> {
  requirePermission(actor, 'backoffice:manage');
  return db.transaction(async (tx) => {
    if (!(await groupOf(tx, platformId, input.filterGroupId))) return { ok: false, error: 'unknown-group' as const };
    if (await filterNameTaken(tx, platformId, input.name, null)) return { ok: false, error: 'duplicate-name' as const };
    const imageId = await imageAfterChange(tx, null, input.image, actor);
    if (imageId === 'invalid-image') return { ok: false, error: 'invalid-image' as const };
    const [row] = await tx
      .insert(filters)
      .values({ name: input.name, description: input.description, filterGroupId: input.filterGroupId, imageId })
      .returning({ id: filters.id });
    await recordAudit(tx, { action: 'filter-created', actorUserId: actor.userId, detail: { entity: 'filter', id: row!.id, platformId } });
    return { ok: true as const, id: row!.id };
  });
}

export async function saveFilter(db: Database, actor: Actor, platformId: number, filterId: number, input: FilterInput): Promise<FilterAdminResult> {
  requirePermission(actor, 'backoffice:manage');
  return db.transaction(async (tx) => {
    const filter = await filterOf(tx, platformId, filterId);
    if (!filter) throw new NotFoundForActor('filter');
    if (!(await groupOf(tx, platformId, input.filterGroupId))) return { ok: false, error: 'unknown-group' as const };
    if (await filterNameTaken(tx, platformId, input.name, filterId)) return { ok: false, error: 'duplicate-name' as const };
    const imageId = await imageAfterChange(tx, filter.imageId, input.image, actor);
    if (imageId === 'invalid-image') return { ok: false, error: 'invalid-image' as const };
    await tx
      .update(filters)
      .set({ name: input.name, description: input.description, filterGroupId: input.filterGroupId, imageId, updatedAt: new Date() })
      .where(eq(filters.id, filterId));
    await recordAudit(tx, { action: 'filter-saved', actorUserId: actor.userId, detail: { entity: 'filter', id: filterId, platformId } });
    return { ok: true as const };
  });
}

export type RemoveFilterResult = { ok: true; name: string } | { ok: false; error: 'needs-confirmation'; name: string; activityCount: number };

/**
 * Removes a filter. One that activities use is removed only when `confirmed` (the page first said how
 * many use it): their links go with it (ON DELETE CASCADE), the public pages and counts follow.
 */
export async function removeFilter(
  db: Database,
  actor: Actor,
  platformId: number,
  filterId: number,
  options: { confirmed: boolean },
): Promise<RemoveFilterResult> {
  requirePermission(actor, 'backoffice:manage');
  return db.transaction(async (tx) => {
    const filter = await filterOf(tx, platformId, filterId);
    if (!filter) throw new NotFoundForActor('filter');
    const [usage] = await queryRows<{ n: number }>(tx, sql`SELECT ${usageSql(filterId)} AS n`);
    const activityCount = usage?.n ?? 0;
    if (activityCount > 0 && !options.confirmed) return { ok: false as const, error: 'needs-confirmation' as const, name: filter.name, activityCount };
    await tx.delete(filters).where(eq(filters.id, filterId));
    await recordAudit(tx, {
      action: 'filter-removed',
      actorUserId: actor.userId,
      detail: { entity: 'filter', id: filterId, platformId, name: filter.name, activityCount },
    });
    return { ok: true as const, name: filter.name };
  });
}
