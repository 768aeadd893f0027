import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, queryRows } from '../../../db/client.server.ts';
import { activities, activityFilters, auditLog, filterGroups, filters, users } from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../../config/password-hashing.ts';
import type { Actor } from '../../portal/actor.ts';
import { NotFoundForActor, PermissionDenied } from '../../portal/permissions.server.ts';
import { listFilters } from './filters.server.ts';
import {
  createFilter,
  createFilterGroup,
  getFilterForAdmin,
  listFilterGroupsForAdmin,
  moveFilterGroup,
  removeFilter,
  removeFilterGroup,
  saveFilter,
  saveFilterGroup,
} from './filter-admin.server.ts';
import { insertUpload } from '../../../tests/support/upload-fixtures.ts';

// The operators' filters and filter groups (decision 104): per platform, names unique, images, order, a used
// filter removed only after the question, and nothing for a provider.

let database: DatabaseHandle;
let operator: Actor;
let provider: Actor;
const NL = 1;
const DE = 2;
const keep = { kind: 'keep' } as const;

const actorOf = async (email: string, role: Actor['role']): Promise<Actor> => {
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { userId: user!.id, role, email, firstName: null, lastName: null, locale: 'nl', sessionId: 0, secondFactor: true, organisationIds: [] };
};

/** A fresh upload of the operator's (only its uploader may refer to it). */
const newImage = async () => (await insertUpload(database.db, operator.userId)).id;

const auditFor = async (action: string, id: number) =>
  database.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(sql`${auditLog.action} = ${action}`, sql`(${auditLog.detail}->>'id')::int = ${id}`));

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  operator = await actorOf(DEMO_ADMIN_EMAIL, 'ADMIN');
  provider = await actorOf(DEMO_PROVIDER_EMAIL, 'USER');
});
afterAll(async () => {
  await database?.close();
});

describe('filter groups', () => {
  it('creates, edits (name, order, images) and removes an empty group, with audit entries', async () => {
    const image = await newImage();
    const header = await newImage();
    const created = await createFilterGroup(database.db, operator, NL, {
      name: 'Seizoen',
      order: 7,
      image: { kind: 'set', mediaId: image },
      headerImage: { kind: 'set', mediaId: header },
    });
    expect(created.ok).toBe(true);
    const id = created.ok ? created.id : 0;
    const listed = (await listFilterGroupsForAdmin(database.db, operator, NL)).find((g) => g.id === id);
    expect(listed).toMatchObject({ name: 'Seizoen', order: 7, image: { id: image }, headerImage: { id: header }, filters: [] });
    expect(await auditFor('filter-group-created', id)).toHaveLength(1);

    expect(await saveFilterGroup(database.db, operator, NL, id, { name: 'Jaargetijde', order: 3, image: { kind: 'remove' }, headerImage: keep })).toEqual({
      ok: true,
    });
    const [row] = await database.db.select().from(filterGroups).where(eq(filterGroups.id, id));
    expect(row).toMatchObject({ name: 'Jaargetijde', order: 3, imageId: null, headerImageId: header });
    expect(await auditFor('filter-group-saved', id)).toHaveLength(1);

    expect(await removeFilterGroup(database.db, operator, NL, id)).toEqual({ ok: true, name: 'Jaargetijde' });
    expect(await database.db.select().from(filterGroups).where(eq(filterGroups.id, id))).toHaveLength(0);
    expect(await auditFor('filter-group-removed', id)).toHaveLength(1);
  });

  it('refuses a duplicate name on the platform (any case), allows it on another platform', async () => {
    const [existing] = await database.db.select().from(filterGroups).where(eq(filterGroups.platformId, NL)).limit(1);
    const input = { name: existing!.name.toUpperCase(), order: 0, image: keep, headerImage: keep };
    expect(await createFilterGroup(database.db, operator, NL, input)).toEqual({ ok: false, error: 'duplicate-name' });
    const other = await createFilterGroup(database.db, operator, NL, { ...input, name: 'Uniek genoeg' });
    expect(other.ok).toBe(true);
    if (!other.ok) return;
    expect(await saveFilterGroup(database.db, operator, NL, other.id, input)).toEqual({ ok: false, error: 'duplicate-name' });
    const elsewhere = await createFilterGroup(database.db, operator, DE, { ...input, name: 'Uniek genoeg' });
    expect(elsewhere.ok).toBe(true);
  });

  it('refuses to remove a group that still has filters, and a group of another platform is unknown', async () => {
    const [group] = await database.db.select().from(filterGroups).where(eq(filterGroups.platformId, NL)).limit(1);
    expect(await removeFilterGroup(database.db, operator, NL, group!.id)).toEqual({ ok: false, error: 'group-not-empty' });
    await expect(removeFilterGroup(database.db, operator, DE, group!.id)).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(saveFilterGroup(database.db, operator, DE, group!.id, { name: 'x', order: 0, image: keep, headerImage: keep })).rejects.toBeInstanceOf(
      NotFoundForActor,
    );
  });

  it('moves a group up and down in the public order', async () => {
    const before = (await listFilterGroupsForAdmin(database.db, operator, DE)).map((g) => g.id);
    await moveFilterGroup(database.db, operator, DE, before[1]!, 'up');
    const after = (await listFilterGroupsForAdmin(database.db, operator, DE)).map((g) => g.id);
    expect(after.slice(0, 2)).toEqual([before[1], before[0]]);
    await moveFilterGroup(database.db, operator, DE, before[1]!, 'down');
    expect((await listFilterGroupsForAdmin(database.db, operator, DE)).map((g) => g.id)).toEqual(before);
    // The first group cannot go further up.
    await moveFilterGroup(database.db, operator, DE, before[0]!, 'up');
    expect((await listFilterGroupsForAdmin(database.db, operator, DE)).map((g) => g.id)).toEqual(before);
  });
});

describe('filters', () => {
  it('creates a filter with an image that the public filter list shows, edits and removes it', async () => {
    const [group] = await database.db
      .select()
      .from(filterGroups)
      .where(and(eq(filterGroups.platformId, NL), eq(filterGroups.name, 'Activiteiten')));
    const image = await newImage();
    const created = await createFilter(database.db, operator, NL, {
      name: 'Bootcamp',
      description: 'Buiten sporten',
      filterGroupId: group!.id,
      image: { kind: 'set', mediaId: image },
    });
    expect(created.ok).toBe(true);
    const id = created.ok ? created.id : 0;
    expect(await auditFor('filter-created', id)).toHaveLength(1);

    const publicList = await listFilters(database.db, NL, { page: 1, limit: 100, filterQuery: {} });
    expect(publicList.filters.find((f) => f.id === id)).toMatchObject({
      name: 'Bootcamp',
      activityCount: 0,
      image: { id: image },
      filterGroup: { id: group!.id },
    });

    // Linked to a public activity, the cached counts follow (the platform's search data version).
    const [activity] = await database.db
      .select({ id: activities.id })
      .from(activities)
      .where(sql`${activities.platformId} = ${NL} AND ${activities.approved} AND ${activities.status} AND NOT ${activities.isEditCopy}`)
      .limit(1);
    await database.db.insert(activityFilters).values({ activityId: activity!.id, filterId: id });
    const counted = await listFilters(database.db, NL, { page: 1, limit: 100, filterQuery: {} });
    expect(counted.filters.find((f) => f.id === id)?.activityCount).toBe(1);

    expect(await saveFilter(database.db, operator, NL, id, { name: 'Bootcamp buiten', description: null, filterGroupId: group!.id, image: keep })).toEqual({
      ok: true,
    });
    expect(await getFilterForAdmin(database.db, operator, NL, id)).toMatchObject({
      name: 'Bootcamp buiten',
      description: null,
      image: { id: image },
      activityCount: 1,
    });
    expect(await auditFor('filter-saved', id)).toHaveLength(1);

    // Used by one activity: the first step only says so; the confirmed second step removes it.
    expect(await removeFilter(database.db, operator, NL, id, { confirmed: false })).toEqual({
      ok: false,
      error: 'needs-confirmation',
      name: 'Bootcamp buiten',
      activityCount: 1,
    });
    expect(await database.db.select().from(filters).where(eq(filters.id, id))).toHaveLength(1);
    expect(await removeFilter(database.db, operator, NL, id, { confirmed: true })).toEqual({ ok: true, name: 'Bootcamp buiten' });
    expect(await database.db.select().from(filters).where(eq(filters.id, id))).toHaveLength(0);
    expect(await database.db.select().from(activityFilters).where(eq(activityFilters.filterId, id))).toHaveLength(0);
    expect(await auditFor('filter-removed', id)).toHaveLength(1);
  });

  it('counts an activity and its edit copy once, in the platform’s list as for one filter, for every filter of the platform', async () => {
    const db = database.db;
    const [group] = await db.select().from(filterGroups).where(eq(filterGroups.platformId, NL)).limit(1);
    const created = await createFilter(db, operator, NL, { name: 'Telfilter', description: null, filterGroupId: group!.id, image: keep });
    if (!created.ok) throw new Error('not created');
    const id = created.id;
    const originals = await db
      .select({ id: activities.id, slug: activities.slug, organisationId: activities.organisationId })
      .from(activities)
      .where(sql`${activities.platformId} = ${NL} AND NOT ${activities.isEditCopy} AND ${activities.childId} IS NULL`)
      .orderBy(activities.id)
      .limit(3);
    const [both, copyOnly, alone] = originals;
    // An edit copy of each of the first two; the filter on the first and its copy (counted once), on the
    // second one's copy alone (counted as its original) and on the third (no copy).
    const copies = await db
      .insert(activities)
      .values(
        [both!, copyOnly!].map((original) => ({
          title: 'Kopie',
          slug: original.slug,
          platformId: NL,
          organisationId: original.organisationId,
          isEditCopy: true,
        })),
      )
      .returning({ id: activities.id });
    await db.update(activities).set({ childId: copies[0]!.id }).where(eq(activities.id, both!.id));
    await db.update(activities).set({ childId: copies[1]!.id }).where(eq(activities.id, copyOnly!.id));
    await db.insert(activityFilters).values([
      { activityId: both!.id, filterId: id },
      { activityId: copies[0]!.id, filterId: id },
      { activityId: copies[1]!.id, filterId: id },
      { activityId: alone!.id, filterId: id },
    ]);
    const listed = (await listFilterGroupsForAdmin(db, operator, NL)).flatMap((g) => g.filters);
    expect(listed.find((f) => f.id === id)?.activityCount).toBe(3);
    expect((await getFilterForAdmin(db, operator, NL, id)).activityCount).toBe(3);
    // Every filter of the platform: the activities (an edit copy as its original) linked to it, counted apart.
    const expected = await queryRows<{ filter_id: number; n: number }>(
      db,
      sql`SELECT af.filter_id, count(DISTINCT coalesce(original.id, af.activity_id))::int AS n
          FROM activity_filters af LEFT JOIN activities original ON original.child_id = af.activity_id
          GROUP BY af.filter_id`,
    );
    const byFilter = new Map(expected.map((row) => [row.filter_id, row.n]));
    expect(listed.length).toBeGreaterThan(1);
    for (const filter of listed) expect(filter.activityCount).toBe(byFilter.get(filter.id) ?? 0);
    await db
      .update(activities)
      .set({ childId: null })
      .where(sql`${activities.id} IN (${both!.id}, ${copyOnly!.id})`);
    await db.delete(activities).where(sql`${activities.id} IN (${copies[0]!.id}, ${copies[1]!.id})`);
    expect(await removeFilter(db, operator, NL, id, { confirmed: true })).toEqual({ ok: true, name: 'Telfilter' });
  });

  it('removes an unused filter at once', async () => {
    const [group] = await database.db.select().from(filterGroups).where(eq(filterGroups.platformId, NL)).limit(1);
    const created = await createFilter(database.db, operator, NL, { name: 'Ongebruikt', description: null, filterGroupId: group!.id, image: keep });
    if (!created.ok) throw new Error('not created');
    expect(await removeFilter(database.db, operator, NL, created.id, { confirmed: false })).toEqual({ ok: true, name: 'Ongebruikt' });
  });

  it('refuses a duplicate name on the platform, a group of another platform and a missing image', async () => {
    const [existing] = await database.db
      .select({ name: filters.name, groupId: filters.filterGroupId })
      .from(filters)
      .innerJoin(filterGroups, eq(filterGroups.id, filters.filterGroupId))
      .where(eq(filterGroups.platformId, NL))
      .limit(1);
    const [foreignGroup] = await database.db.select().from(filterGroups).where(eq(filterGroups.platformId, DE)).limit(1);
    const base = { description: null, filterGroupId: existing!.groupId, image: keep };
    expect(await createFilter(database.db, operator, NL, { ...base, name: existing!.name.toLowerCase() })).toEqual({ ok: false, error: 'duplicate-name' });
    expect(await createFilter(database.db, operator, NL, { ...base, name: 'Nieuw', filterGroupId: foreignGroup!.id })).toEqual({
      ok: false,
      error: 'unknown-group',
    });
    expect(await createFilter(database.db, operator, NL, { ...base, name: 'Nieuw', image: { kind: 'set', mediaId: 2_000_000_000 } })).toEqual({
      ok: false,
      error: 'invalid-image',
    });
    // The same name on another platform is fine.
    expect((await createFilter(database.db, operator, DE, { ...base, name: existing!.name, filterGroupId: foreignGroup!.id })).ok).toBe(true);
  });

  it('treats a filter of another platform as unknown', async () => {
    const [nlFilter] = await database.db
      .select({ id: filters.id, groupId: filters.filterGroupId })
      .from(filters)
      .innerJoin(filterGroups, eq(filterGroups.id, filters.filterGroupId))
      .where(eq(filterGroups.platformId, NL))
      .limit(1);
    await expect(getFilterForAdmin(database.db, operator, DE, nlFilter!.id)).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(removeFilter(database.db, operator, DE, nlFilter!.id, { confirmed: true })).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(
      saveFilter(database.db, operator, DE, nlFilter!.id, { name: 'x', description: null, filterGroupId: nlFilter!.groupId, image: keep }),
    ).rejects.toBeInstanceOf(NotFoundForActor);
  });
});

describe('a provider (USER)', () => {
  it('may do nothing here', async () => {
    const [group] = await database.db.select().from(filterGroups).where(eq(filterGroups.platformId, NL)).limit(1);
    const [filter] = await database.db.select().from(filters).where(eq(filters.filterGroupId, group!.id)).limit(1);
    const calls = [
      () => listFilterGroupsForAdmin(database.db, provider, NL),
      () => getFilterForAdmin(database.db, provider, NL, filter!.id),
      () => createFilterGroup(database.db, provider, NL, { name: 'x', order: 0, image: keep, headerImage: keep }),
      () => saveFilterGroup(database.db, provider, NL, group!.id, { name: 'x', order: 0, image: keep, headerImage: keep }),
      () => removeFilterGroup(database.db, provider, NL, group!.id),
      () => moveFilterGroup(database.db, provider, NL, group!.id, 'down'),
      () => createFilter(database.db, provider, NL, { name: 'x', description: null, filterGroupId: group!.id, image: keep }),
      () => saveFilter(database.db, provider, NL, filter!.id, { name: 'x', description: null, filterGroupId: group!.id, image: keep }),
      () => removeFilter(database.db, provider, NL, filter!.id, { confirmed: true }),
    ];
    for (const call of calls) await expect(call()).rejects.toBeInstanceOf(PermissionDenied);
    expect(await database.db.select().from(filters).where(eq(filters.id, filter!.id))).toHaveLength(1);
  });
});
