import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server.ts';
import {
  activities,
  auditLog,
  filterGroups,
  filters,
  mailOutbox,
  organisations,
  redirects,
  reviewFieldNotes,
  userOrganisations,
  users,
} from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { insertUpload } from '../../../tests/support/upload-fixtures.ts';
import { DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../../config/password-hashing.ts';
import type { Actor } from '../../portal/actor.ts';
import { NotFoundForActor, PermissionDenied } from '../../portal/permissions.server.ts';
import { findActivityRedirect } from './activities.server.ts';
import { type ActivityContent, ActivityContentSchema, type ActivityContentInput } from './activity-editing.schemas.ts';
import { createActivity, getActivityForEditing, saveActivity, submitActivity } from './activity-editing.server.ts';
import { reviewRows } from './activity-review-diff.ts';
import { approveActivity, getReviewItem, rejectActivity } from './activity-review.server.ts';
import { answerFieldNotes, latestChangeRequest, openFieldNotes } from './review-notes.server.ts';

// Change requests pinned to fields and the fields only operators decide (docs/decisions/118), on the
// demo database: an operator's notes per field and per photo, the provider's answers, the resubmission
// compared with the version of the request; locked fields refused for a provider, an address set by an
// operator; and who may read, write and answer what.

const PORTAL = 'http://admin.localhost:3000';
let database: DatabaseHandle;
let provider: Actor;
let admin: Actor;
let stranger: Actor;
let ownOrganisation: { id: number; platformId: number };
let platformFilterId: number;

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

const content = (overrides: Partial<ActivityContentInput> = {}): ActivityContent =>
  ActivityContentSchema.parse({
    title: 'Suppen op de Vecht',
    description: '<p>Een rustige tocht.</p>',
    personsMin: 4,
    personsMax: 20,
    price: 30,
    filterIds: [platformFilterId],
    ...overrides,
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
  const [own] = await db
    .select({ id: organisations.id, platformId: organisations.platformId })
    .from(organisations)
    .where(eq(organisations.id, provider.organisationIds[0]!));
  ownOrganisation = own!;
  const [foreign] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(sql`${organisations.id} NOT IN (${sql.join(provider.organisationIds, sql`, `)})`)
    .limit(1);
  const [strangerUser] = await db
    .insert(users)
    .values({ email: 'notes-stranger@example.org', roleId: adminUser!.roleId === 1 ? 2 : 1, locale: 'nl' })
    .returning({ id: users.id });
  stranger = actor(strangerUser!.id, 'USER', [foreign!.id]);
  const [filter] = await db
    .select({ id: filters.id })
    .from(filters)
    .innerJoin(filterGroups, eq(filterGroups.id, filters.filterGroupId))
    .where(eq(filterGroups.platformId, ownOrganisation.platformId))
    .limit(1);
  platformFilterId = filter!.id;
});
afterAll(async () => {
  await database?.close();
});

/** A submitted draft with one photo, ready for review. */
async function submittedDraft(title: string): Promise<{ id: number; photoId: number }> {
  const db = database.db;
  const upload = await insertUpload(db, provider.userId);
  const created = await createActivity(db, provider, ownOrganisation.id, content({ title, media: [{ type: 'IMAGE', mediaId: upload.id, alt: 'Een sup' }] }));
  if (!created.ok) throw new Error(created.error);
  await submitActivity(db, provider, created.id);
  const editing = await getActivityForEditing(db, provider, created.id);
  return { id: created.id, photoId: editing.media[0]!.mediaId! };
}

const labels = { yes: 'ja', no: 'nee', enumLabel: (_field: string, value: string) => value, amount: (value: number) => String(value) };

describe('notes pinned to fields', () => {
  it('an operator asks for changes on two fields and a photo; the provider answers and resubmits; the operator sees the answers and what changed', async () => {
    const db = database.db;
    const { id, photoId } = await submittedDraft('Suppen op de Vecht');

    const rejected = await rejectActivity(db, admin, id, '', PORTAL, [
      { field: 'title', mediaId: null, note: 'Noem de rivier en de plaats.' },
      { field: 'price', mediaId: null, note: 'Is dit per persoon?' },
      { field: 'media', mediaId: photoId, note: 'Deze foto is te donker.' },
    ]);
    expect(rejected).toMatchObject({ ok: true });
    expect((await getActivityForEditing(db, provider, id)).state).toBe('rejected');

    // The provider reads the notes of the open request, each with its field (and photo).
    const open = await openFieldNotes(db, provider, id);
    expect(open?.round).toBe(1);
    expect(open?.notes.map((n) => [n.field, n.mediaId, n.note])).toEqual([
      ['title', null, 'Noem de rivier en de plaats.'],
      ['price', null, 'Is dit per persoon?'],
      ['media', photoId, 'Deze foto is te donker.'],
    ]);

    // The mail of the request names each field with its note.
    const [mail] = await db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'review-rejected'), sql`${mailOutbox.text} LIKE ${'%Suppen op de Vecht%'}`))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail?.text).toContain('- Titel: Noem de rivier en de plaats.');
    expect(mail?.text).toContain('- Prijs: Is dit per persoon?');
    expect(mail?.text).toMatch(/foto 1: Deze foto is te donker\./);

    // Answers, a change to one of the two fields, and the resubmission.
    const [titleNote, priceNote] = open!.notes;
    expect(
      await answerFieldNotes(
        db,
        provider,
        id,
        new Map([
          [titleNote!.id, 'Aangepast.'],
          [priceNote!.id, 'Ja, per persoon.'],
        ]),
      ),
    ).toBe(2);
    const editing = await getActivityForEditing(db, provider, id);
    const saved = await saveActivity(db, provider, id, editing.version, { ...editing.content, title: 'Suppen op de Vecht bij Utrecht' });
    expect(saved.ok).toBe(true);
    await submitActivity(db, provider, id);
    expect(await openFieldNotes(db, provider, id)).toBeNull();
    // A closed request's notes are no longer answered.
    await expect(answerFieldNotes(db, provider, id, new Map([[titleNote!.id, 'Later']]))).rejects.toBeInstanceOf(NotFoundForActor);

    // The operator sees the answers and, per field, what changed since the request.
    const request = await latestChangeRequest(db, admin, id);
    expect(request?.resubmittedAt).not.toBeNull();
    expect(request?.notes.map((n) => n.answer)).toEqual(['Aangepast.', 'Ja, per persoon.', null]);
    const item = await getReviewItem(db, admin, id);
    const since = reviewRows(item.proposed, request!.snapshot, new Map(), labels).filter((row) => row.changed);
    expect(since.map((row) => [row.field, row.live, row.proposed])).toEqual([['title', 'Suppen op de Vecht', 'Suppen op de Vecht bij Utrecht']]);

    expect((await approveActivity(db, admin, id, PORTAL)).ok).toBe(true);
    const audit = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(sql`${auditLog.detail}->>'id' = ${String(id)}`);
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['activity-rejected', 'activity-notes-answered', 'activity-approved']));
  });

  it('one comment for the whole activity stays possible; a request needs a comment or a note', async () => {
    const db = database.db;
    const { id } = await submittedDraft('Alleen een toelichting');
    expect(await rejectActivity(db, admin, id, '   ', PORTAL, [])).toEqual({ ok: false, error: 'empty' });
    expect(await rejectActivity(db, admin, id, 'Graag een betere beschrijving.', PORTAL)).toMatchObject({ ok: true });
    expect((await getActivityForEditing(db, provider, id)).reviewComment).toBe('Graag een betere beschrijving.');
    expect((await openFieldNotes(db, provider, id))?.notes).toEqual([]);
  });

  it('refuses a note on a field that is not in the list, or on a photo that is not the activity’s, writing nothing', async () => {
    const db = database.db;
    const { id, photoId } = await submittedDraft('Verkeerde opmerkingen');
    expect(await rejectActivity(db, admin, id, '', PORTAL, [{ field: 'slug', mediaId: null, note: 'Nee' }])).toEqual({
      ok: false,
      error: 'invalid-note',
      field: 'slug',
    });
    expect(await rejectActivity(db, admin, id, '', PORTAL, [{ field: 'media', mediaId: photoId + 100_000, note: 'Nee' }])).toMatchObject({
      ok: false,
      field: `media.${photoId + 100_000}`,
    });
    expect(await rejectActivity(db, admin, id, '', PORTAL, [{ field: 'title', mediaId: photoId, note: 'Nee' }])).toMatchObject({ ok: false });
    expect((await getActivityForEditing(db, provider, id)).state).toBe('submitted');
    expect(await db.select().from(reviewFieldNotes).where(eq(reviewFieldNotes.activityId, id))).toEqual([]);
  });

  it('only operators write notes; only the owning organisation reads and answers them (another id is not found)', async () => {
    const db = database.db;
    const { id } = await submittedDraft('Wie mag wat');
    await expect(rejectActivity(db, provider, id, '', PORTAL, [{ field: 'title', mediaId: null, note: 'Zelf' }])).rejects.toBeInstanceOf(PermissionDenied);
    await expect(latestChangeRequest(db, provider, id)).rejects.toBeInstanceOf(PermissionDenied);
    expect((await rejectActivity(db, admin, id, '', PORTAL, [{ field: 'title', mediaId: null, note: 'Korter' }])).ok).toBe(true);
    const open = await openFieldNotes(db, provider, id);
    const noteId = open!.notes[0]!.id;

    await expect(openFieldNotes(db, stranger, id)).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(answerFieldNotes(db, stranger, id, new Map([[noteId, 'Van een ander']]))).rejects.toBeInstanceOf(NotFoundForActor);
    // The provider's own activity, but a note of another activity: not found either.
    const other = await submittedDraft('Een andere activiteit');
    expect((await rejectActivity(db, admin, other.id, '', PORTAL, [{ field: 'price', mediaId: null, note: 'Prijs?' }])).ok).toBe(true);
    const otherNote = (await openFieldNotes(db, provider, other.id))!.notes[0]!.id;
    await expect(answerFieldNotes(db, provider, id, new Map([[otherNote, 'Verkeerd']]))).rejects.toBeInstanceOf(NotFoundForActor);
    const [row] = await db.select({ answer: reviewFieldNotes.answer }).from(reviewFieldNotes).where(eq(reviewFieldNotes.id, otherNote));
    expect(row?.answer).toBeNull();
  });
});

describe('fields only operators decide', () => {
  it('refuses a provider’s save that changes a locked field, naming it, and writes nothing', async () => {
    const db = database.db;
    const { id } = await submittedDraft('Op slot');
    expect((await approveActivity(db, admin, id, PORTAL)).ok).toBe(true);
    const before = await getActivityForEditing(db, provider, id);
    for (const [field, value] of [
      ['slug', 'een-betere-plek'],
      ['platformId', '999'],
      ['randomKey', '1'],
    ] as const) {
      const result = await saveActivity(db, provider, id, before.version, { ...before.content, title: 'Zou niet mogen' }, { [field]: value });
      expect(result).toEqual({ ok: false, error: 'operator-field', field, reason: 'locked' });
    }
    // Nothing of those saves stayed: no edit copy, the same version and address.
    const after = await getActivityForEditing(db, provider, id);
    expect(after.state).toBe('approved');
    expect(after.version).toBe(before.version);
    expect(after.slug).toBe(before.slug);
    // The same value as now is no change: the save goes through.
    expect((await saveActivity(db, provider, id, before.version, before.content, { slug: before.slug })).ok).toBe(true);
  });

  it('lets an operator give a live activity another address, with a redirect; brand and order stay closed to everyone', async () => {
    const db = database.db;
    const { id } = await submittedDraft('Nieuw adres');
    const draft = await getActivityForEditing(db, admin, id);
    // A draft's address follows its title until approval.
    expect(await saveActivity(db, admin, id, draft.version, draft.content, { slug: 'vast-adres' })).toMatchObject({ reason: 'draft' });
    expect((await approveActivity(db, admin, id, PORTAL)).ok).toBe(true);
    const live = await getActivityForEditing(db, admin, id);
    expect(await saveActivity(db, admin, id, live.version, live.content, { slug: 'Geen Adres!' })).toMatchObject({ reason: 'slugInvalid' });
    const [taken] = await db
      .select({ slug: activities.slug })
      .from(activities)
      .where(and(eq(activities.platformId, ownOrganisation.platformId), eq(activities.approved, true), sql`${activities.id} <> ${id}`))
      .limit(1);
    expect(await saveActivity(db, admin, id, live.version, live.content, { slug: taken!.slug })).toMatchObject({ reason: 'slugTaken' });
    expect(await saveActivity(db, admin, id, live.version, live.content, { platformId: '999' })).toMatchObject({ field: 'platformId', reason: 'notEditable' });

    const saved = await saveActivity(db, admin, id, live.version, live.content, { slug: `suppen-vast-${id}` });
    expect(saved.ok).toBe(true);
    const [row] = await db.select({ slug: activities.slug }).from(activities).where(eq(activities.id, id));
    expect(row?.slug).toBe(`suppen-vast-${id}`);
    expect((await findActivityRedirect(db, ownOrganisation.platformId, live.slug))?.newSlug).toBe(`suppen-vast-${id}`);
    // Approving an edit that keeps the title keeps the operator's address.
    await submitActivity(db, provider, id);
    expect(await approveActivity(db, admin, id, PORTAL)).toMatchObject({ ok: true, slug: `suppen-vast-${id}`, redirectedFrom: null });
    const trail = await db.select({ oldSlug: redirects.oldSlug }).from(redirects).where(eq(redirects.activityId, id));
    expect(trail.map((r) => r.oldSlug)).toEqual([live.slug]);
  });
});
