import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server.ts';
import { activities, auditLog, bulkActions, filterGroups, filters, organisations, reviewComments, userOrganisations, users } from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../../config/password-hashing.ts';
import type { Actor } from '../../portal/actor.ts';
import { NotFoundForActor, PermissionDenied } from '../../portal/permissions.server.ts';
import { BULK_UNDO_MINUTES, BulkFormSchema, bulkFormFromFields } from './activity-bulk.ts';
import { latestBulkAction, runBulkAction, undoBulkAction } from './activity-bulk.server.ts';
import { ActivityContentSchema } from './activity-editing.schemas.ts';
import { createActivity, saveActivity, setActivityOnline, submitActivity } from './activity-editing.server.ts';
import { approveActivity, listReviewQueue } from './activity-review.server.ts';
import { moveActivity } from './activity-admin.server.ts';

// Bulk work for operators (docs/decisions/120) on the demo database: every row through its single
// action's service (audited per row), rows that cannot be done skipped and named, and the undo of the
// latest action within its window, by the operator who did it.

const PORTAL = 'http://admin.localhost:3000';
let database: DatabaseHandle;
let provider: Actor;
let admin: Actor;
let otherAdmin: Actor;
let own: { id: number; platformId: number };
let sibling: number; // another organisation of the same platform
let foreignPlatformOrganisation: number;
let filterId: number;

const actor = (userId: number, role: Actor['role'], organisationIds: number[]): Actor => ({
  userId,
  role,
  email: 'x@example.org',
  firstName: 'Test',
  lastName: null,
  locale: 'nl',
  sessionId: 0,
  secondFactor: false,
  organisationIds,
});

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const db = database.db;
  const [providerUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PROVIDER_EMAIL));
  const [adminUser] = await db.select({ id: users.id, roleId: users.roleId }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  const links = await db.select({ id: userOrganisations.organisationId }).from(userOrganisations).where(eq(userOrganisations.userId, providerUser!.id));
  provider = actor(
    providerUser!.id,
    'USER',
    links.map((l) => l.id),
  );
  admin = actor(adminUser!.id, 'ADMIN', []);
  const [second] = await db
    .insert(users)
    .values({ email: 'tweede-beheerder@example.org', roleId: adminUser!.roleId, locale: 'nl' })
    .returning({ id: users.id });
  otherAdmin = actor(second!.id, 'ADMIN', []);
  const [ownRow] = await db
    .select({ id: organisations.id, platformId: organisations.platformId })
    .from(organisations)
    .where(eq(organisations.id, provider.organisationIds[0]!));
  own = ownRow!;
  const [siblingRow] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.platformId, own.platformId), sql`${organisations.id} NOT IN (${sql.join(provider.organisationIds, sql`, `)})`))
    .limit(1);
  sibling = siblingRow!.id;
  const [foreign] = await db.select({ id: organisations.id }).from(organisations).where(ne(organisations.platformId, own.platformId)).limit(1);
  foreignPlatformOrganisation = foreign!.id;
  const [filter] = await db
    .select({ id: filters.id })
    .from(filters)
    .innerJoin(filterGroups, eq(filterGroups.id, filters.filterGroupId))
    .where(eq(filterGroups.platformId, own.platformId))
    .limit(1);
  filterId = filter!.id;
});
afterAll(async () => {
  await database?.close();
});

const content = (title: string) =>
  ActivityContentSchema.parse({ title, description: '<p>Een tocht.</p>', personsMin: 2, personsMax: 20, price: 10, filterIds: [filterId] });

/** A new activity of the provider, sent for review. */
async function submittedDraft(title: string): Promise<number> {
  const created = await createActivity(database.db, provider, own.id, content(title));
  if (!created.ok) throw new Error(created.error);
  await submitActivity(database.db, provider, created.id);
  return created.id;
}

const row = async (id: number) => (await database.db.select().from(activities).where(eq(activities.id, id)))[0]!;
const auditOf = async (action: string, ids: number[]) =>
  (
    await database.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, action), inArray(sql<number>`(${auditLog.detail}->>'id')::int`, ids)))
  ).map((entry) => entry.detail?.id);
const queueIds = async () => (await listReviewQueue(database.db, admin, { search: 'Bulktest' })).items.map((item) => item.id);
const options = { platformId: null, portalOrigin: PORTAL };

describe('approving in bulk', () => {
  it('approves each row through the single approval, skips and names the rest, and the undo puts drafts back in the queue', async () => {
    const db = database.db;
    const ids = [await submittedDraft('Bulktest een'), await submittedDraft('Bulktest twee'), await submittedDraft('Bulktest drie')];
    const decided = await submittedDraft('Bulktest al besloten');
    await approveActivity(db, admin, decided, PORTAL);
    const before = await Promise.all(ids.map(row));

    const result = await runBulkAction(db, admin, { kind: 'approve', ids: [...ids, decided, 99_999_999] }, options);
    if (!result.ok) throw new Error(result.error);
    expect(result.outcome.rows.map((r) => [r.id, r.done, r.reason ?? null])).toEqual([
      [ids[0], true, null],
      [ids[1], true, null],
      [ids[2], true, null],
      [decided, false, 'not-pending'],
      [99_999_999, false, 'not-found'],
    ]);
    expect(result.outcome.rows[4]!.title).toBeNull();
    expect(result.outcome.undoable).toBe(true);
    for (const id of ids) expect(await row(id)).toMatchObject({ approved: true, approvalStatus: 'APPROVED', submittedAt: null });
    // One audit line per approved row (the single approval's), and one for the action.
    expect((await auditOf('activity-approved', ids)).sort()).toEqual([...ids].sort());
    const [summary] = await db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.action, 'bulk-action'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(summary!.detail).toMatchObject({ kind: 'approve', done: 3, skipped: 2, bulkAction: result.outcome.id });

    expect(await latestBulkAction(db, admin)).toMatchObject({ id: result.outcome.id, undoable: true });
    // Only the operator who did it sees it and may take it back.
    expect(await latestBulkAction(db, otherAdmin)).toBeNull();
    await expect(undoBulkAction(db, otherAdmin, result.outcome.id)).rejects.toThrow(NotFoundForActor);

    const undone = await undoBulkAction(db, admin, result.outcome.id);
    if (!undone.ok) throw new Error(undone.error);
    expect(undone.outcome.undoRows!.map((r) => [r.id, r.done])).toEqual(ids.map((id) => [id, true]));
    expect(undone.outcome.undoable).toBe(false);
    for (const [i, id] of ids.entries()) {
      const now = await row(id);
      expect(now).toMatchObject({ approved: false, approvalStatus: 'EDITING', submittedAt: before[i]!.submittedAt, slug: before[i]!.slug });
    }
    expect(await queueIds()).toEqual(expect.arrayContaining(ids));
    expect((await auditOf('activity-review-reopened', ids)).sort()).toEqual([...ids].sort());
    // Once only.
    expect(await undoBulkAction(db, admin, result.outcome.id)).toEqual({ ok: false, error: 'undone' });
  });

  it('says per row that an applied change or a row edited since cannot be taken back', async () => {
    const db = database.db;
    // A live activity with a change waiting (an edit copy), and a draft.
    const live = await submittedDraft('Bulktest live');
    await approveActivity(db, admin, live, PORTAL);
    const saved = await saveActivity(db, provider, live, (await row(live)).version, content('Bulktest live, gewijzigd'));
    if (!saved.ok) throw new Error(saved.error);
    await submitActivity(db, provider, live);
    const draft = await submittedDraft('Bulktest later bewerkt');
    const result = await runBulkAction(db, admin, { kind: 'approve', ids: [live, draft] }, options);
    if (!result.ok) throw new Error(result.error);
    expect(result.outcome.rows.every((r) => r.done)).toBe(true);
    // The provider changes the approved draft before the undo: an edit copy begins.
    const edited = await saveActivity(db, provider, draft, (await row(draft)).version, content('Bulktest later bewerkt 2'));
    if (!edited.ok) throw new Error(edited.error);
    const undone = await undoBulkAction(db, admin, result.outcome.id);
    if (!undone.ok) throw new Error(undone.error);
    expect(undone.outcome.undoRows!.map((r) => [r.id, r.done, r.reason])).toEqual([
      [live, false, 'applied'],
      [draft, false, 'changed'],
    ]);
    expect(await row(live)).toMatchObject({ title: 'Bulktest live, gewijzigd', approved: true });
    expect(await row(draft)).toMatchObject({ approved: true });
  });
});

describe('rejecting in bulk', () => {
  it('rejects each row with the one comment, and the undo puts them back in the queue without it', async () => {
    const db = database.db;
    const ids = [await submittedDraft('Bulktest afwijzen een'), await submittedDraft('Bulktest afwijzen twee')];
    const result = await runBulkAction(db, admin, { kind: 'reject', ids, comment: 'Voeg een prijs per persoon toe.' }, options);
    if (!result.ok) throw new Error(result.error);
    expect(result.outcome).toMatchObject({ kind: 'reject', comment: 'Voeg een prijs per persoon toe.' });
    for (const id of ids) expect(await row(id)).toMatchObject({ approvalStatus: 'REJECTED', submittedAt: null });
    const comments = await db.select().from(reviewComments).where(inArray(reviewComments.activityId, ids));
    expect(comments.map((c) => c.text)).toEqual(['Voeg een prijs per persoon toe.', 'Voeg een prijs per persoon toe.']);
    expect((await auditOf('activity-rejected', ids)).sort()).toEqual([...ids].sort());

    const undone = await undoBulkAction(db, admin, result.outcome.id);
    if (!undone.ok) throw new Error(undone.error);
    for (const id of ids) expect(await row(id)).toMatchObject({ approvalStatus: 'EDITING' });
    expect(await db.select().from(reviewComments).where(inArray(reviewComments.activityId, ids))).toEqual([]);
    expect(await queueIds()).toEqual(expect.arrayContaining(ids));
  });
});

describe('switching off and moving in the back office', () => {
  it('switches off the platform’s rows, skips another platform’s and one already off; the undo switches on what is still off', async () => {
    const db = database.db;
    const [a, b, offAlready] = [await submittedDraft('Bulktest uit een'), await submittedDraft('Bulktest uit twee'), await submittedDraft('Bulktest al uit')];
    await setActivityOnline(db, admin, offAlready, false);
    const [elsewhere] = await db
      .select({ id: activities.id })
      .from(activities)
      .where(and(ne(activities.platformId, own.platformId), eq(activities.isEditCopy, false), eq(activities.status, true)))
      .limit(1);
    const result = await runBulkAction(
      db,
      admin,
      { kind: 'switch-off', ids: [a, b, offAlready, elsewhere!.id] },
      { platformId: own.platformId, portalOrigin: PORTAL },
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.outcome.rows.map((r) => [r.id, r.done, r.reason ?? null])).toEqual([
      [a, true, null],
      [b, true, null],
      [offAlready, false, 'already-off'],
      [elsewhere!.id, false, 'other-platform'],
    ]);
    expect((await row(elsewhere!.id)).status).toBe(true);
    expect((await auditOf('activity-switched-off', [a, b])).sort()).toEqual([a, b].sort());

    // Someone switches b on again before the undo: left as it is, and said so.
    await setActivityOnline(db, provider, b, true);
    const undone = await undoBulkAction(db, admin, result.outcome.id);
    if (!undone.ok) throw new Error(undone.error);
    expect(undone.outcome.undoRows!.map((r) => [r.id, r.done, r.reason ?? null])).toEqual([
      [a, true, null],
      [b, false, 'already-on'],
    ]);
    expect((await row(a)).status).toBe(true);
    expect((await row(offAlready)).status).toBe(false);
  });

  it('moves rows to an organisation of the same platform, refuses one of another platform, and the undo moves back what was not moved again', async () => {
    const db = database.db;
    const [a, b] = [await submittedDraft('Bulktest verhuizen een'), await submittedDraft('Bulktest verhuizen twee')];
    expect(
      await runBulkAction(
        db,
        admin,
        { kind: 'move', ids: [a], organisationId: foreignPlatformOrganisation },
        { platformId: own.platformId, portalOrigin: PORTAL },
      ),
    ).toEqual({
      ok: false,
      error: 'organisation',
    });
    // Without a platform scope the service itself refuses a target of another platform, per row.
    const across = await runBulkAction(db, admin, { kind: 'move', ids: [a], organisationId: foreignPlatformOrganisation }, options);
    expect(across.ok && across.outcome.rows[0]).toMatchObject({ done: false, reason: 'other-platform' });

    const result = await runBulkAction(db, admin, { kind: 'move', ids: [a, b], organisationId: sibling }, { platformId: own.platformId, portalOrigin: PORTAL });
    if (!result.ok) throw new Error(result.error);
    expect(result.outcome.rows.every((r) => r.done)).toBe(true);
    expect((await row(a)).organisationId).toBe(sibling);
    const moved = await db.select({ detail: auditLog.detail }).from(auditLog).where(eq(auditLog.action, 'activity-moved'));
    expect(moved.map((m) => m.detail)).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: a, from: own.id, to: sibling }), expect.objectContaining({ id: b, from: own.id, to: sibling })]),
    );
    // The provider of the old organisation no longer reaches it.
    await expect(setActivityOnline(db, provider, a, false)).rejects.toThrow(NotFoundForActor);

    // b is moved on by hand before the undo.
    const [third] = await db
      .select({ id: organisations.id })
      .from(organisations)
      .where(and(eq(organisations.platformId, own.platformId), ne(organisations.id, own.id), ne(organisations.id, sibling)))
      .limit(1);
    await moveActivity(db, admin, b, third!.id);
    const undone = await undoBulkAction(db, admin, result.outcome.id);
    if (!undone.ok) throw new Error(undone.error);
    expect(undone.outcome.undoRows!.map((r) => [r.id, r.done, r.reason ?? null])).toEqual([
      [a, true, null],
      [b, false, 'changed'],
    ]);
    expect((await row(a)).organisationId).toBe(own.id);
    expect((await row(b)).organisationId).toBe(third!.id);
  });
});

describe('the undo’s window and who may act', () => {
  it('refuses an undo after the window, and one of an action that is no longer the latest', async () => {
    const db = database.db;
    const first = await runBulkAction(db, admin, { kind: 'approve', ids: [await submittedDraft('Bulktest venster een')] }, options);
    const second = await runBulkAction(db, admin, { kind: 'approve', ids: [await submittedDraft('Bulktest venster twee')] }, options);
    if (!first.ok || !second.ok) throw new Error('bulk failed');
    expect(await undoBulkAction(db, admin, first.outcome.id)).toEqual({ ok: false, error: 'not-latest' });
    await db
      .update(bulkActions)
      .set({ createdAt: sql`now() - make_interval(mins => ${BULK_UNDO_MINUTES + 1})` })
      .where(eq(bulkActions.id, second.outcome.id));
    expect(await latestBulkAction(db, admin)).toBeNull();
    expect(await undoBulkAction(db, admin, second.outcome.id)).toEqual({ ok: false, error: 'expired' });
    expect((await row(second.outcome.rows[0]!.id)).approved).toBe(true);
  });

  it('is for operators only', async () => {
    const db = database.db;
    const id = await submittedDraft('Bulktest aanbieder');
    for (const kind of ['approve', 'switch-off'] as const) {
      await expect(runBulkAction(db, provider, { kind, ids: [id] }, options)).rejects.toThrow(PermissionDenied);
    }
    await expect(runBulkAction(db, provider, { kind: 'move', ids: [id], organisationId: own.id }, options)).rejects.toThrow(PermissionDenied);
    await expect(undoBulkAction(db, provider, 1)).rejects.toThrow(PermissionDenied);
    await expect(latestBulkAction(db, provider)).rejects.toThrow(PermissionDenied);
    expect((await row(id)).submittedAt).not.toBeNull();
  });
});

describe('the bulk form', () => {
  const parse = (fields: Record<string, unknown>) => BulkFormSchema.safeParse(bulkFormFromFields(fields));
  it('reads the ticked rows, or every row of the page with “all on this page”', () => {
    expect(parse({ action: 'approve', id: ['3', '4'] })).toMatchObject({ success: true, data: { ids: [3, 4] } });
    expect(parse({ action: 'approve', id: '3', allOnPage: 'on', pageId: ['3', '4', '5'] })).toMatchObject({ success: true, data: { ids: [3, 4, 5] } });
  });
  it('refuses no rows, a rejection without a comment and a move without an organisation', () => {
    const messages = (fields: Record<string, unknown>) => {
      const parsed = parse(fields);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(messages({ action: 'approve' })).toEqual(['portal.bulk.errors.none']);
    expect(messages({ action: 'reject', id: '3' })).toHaveLength(1);
    expect(messages({ action: 'move', id: '3', organisationId: '0' })).toEqual(['portal.bulk.errors.organisation']);
    expect(messages({ action: 'approve', id: Array.from({ length: 101 }, (_, i) => String(i + 1)) })).toEqual(['portal.bulk.errors.tooMany']);
  });
});
