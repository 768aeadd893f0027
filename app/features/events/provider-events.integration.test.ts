import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server.ts';
import { cities, events, mailOutbox, media, organisations, platforms, userOrganisations, users } from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../../config/password-hashing.ts';
import type { Actor } from '../../portal/actor.ts';
import { NotFoundForActor, PermissionDenied } from '../../portal/permissions.server.ts';
import { getPublicEvent, searchEvents } from './events.server.ts';
import {
  approveEvent,
  createEvent,
  fromLocalDateTime,
  getEventForEditing,
  getNewEventContext,
  listEventOrganisations,
  listEventsForReview,
  listProviderEvents,
  PROVIDER_EVENTS_PAGE_SIZE,
  rejectEvent,
  saveEvent,
  submitEvent,
  switchEventOff,
  switchEventOn,
  toLocalDateTime,
} from './provider-events.server.ts';
import { EventFormSchema, type EventContent } from './provider-events.schemas.ts';
import { insertUpload } from '../../../tests/support/upload-fixtures.ts';

// A provider's events and their review (decision 104): the lifecycle against the public agenda queries,
// optimistic locking, the permission matrix, sanitising, and the mails of a decision.

let database: DatabaseHandle;
let provider: Actor;
let operator: Actor;
/** A user of another organisation (B) only. */
let otherUser: Actor;
let kidsOrganisationId: number;
let kidsPlatformId: number;
let kidsCityIds: number[];
let foreignEventId: number;
const portal = { portalOrigin: 'http://admin.localhost:3000' };

const actor = (userId: number, role: 'ADMIN' | 'USER', organisationIds: number[], email = 'x@example.org'): Actor => ({
  userId,
  role,
  email,
  firstName: null,
  lastName: null,
  locale: 'nl',
  sessionId: 0,
  secondFactor: false,
  organisationIds,
});

const content = (overrides: Partial<EventContent> = {}): EventContent => ({
  title: 'Speurtocht in het bos',
  startDate: '2031-07-01T10:00',
  endDate: '2031-07-01T16:00',
  cityId: kidsCityIds[0]!,
  website: 'https://speurtocht.example.org',
  description: '<p>Een <strong>spannende</strong> tocht.</p>',
  ...overrides,
});

const publicEvent = (eventId: number) => getPublicEvent(database.db, kidsPlatformId, eventId);
const row = async (eventId: number) => (await database.db.select().from(events).where(eq(events.id, eventId)))[0]!;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const { db } = database;
  const [providerUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PROVIDER_EMAIL));
  const [operatorUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  const links = await db.select({ id: userOrganisations.organisationId }).from(userOrganisations).where(eq(userOrganisations.userId, providerUser!.id));
  const organisationIds = links.map((link) => link.id);
  provider = actor(providerUser!.id, 'USER', organisationIds, DEMO_PROVIDER_EMAIL);
  operator = actor(operatorUser!.id, 'ADMIN', [], DEMO_ADMIN_EMAIL);

  const [kids] = await db
    .select({ organisationId: organisations.id, platformId: organisations.platformId })
    .from(organisations)
    .innerJoin(platforms, eq(platforms.id, organisations.platformId))
    .where(and(inArray(organisations.id, organisationIds), sql`(${platforms.brand} -> 'features' ->> 'agenda')::boolean`))
    .limit(1);
  kidsOrganisationId = kids!.organisationId;
  kidsPlatformId = kids!.platformId;
  kidsCityIds = (await db.select({ id: cities.id }).from(cities).where(eq(cities.platformId, kidsPlatformId)).limit(3)).map((c) => c.id);

  const [foreign] = await db
    .select({ id: events.id, organisationId: events.organisationId })
    .from(events)
    .where(and(isNotNull(events.organisationId), notInArray(events.organisationId, organisationIds), eq(events.platformId, kidsPlatformId)))
    .limit(1);
  foreignEventId = foreign!.id;
  otherUser = actor(operatorUser!.id, 'USER', [foreign!.organisationId!]);
});
afterAll(async () => {
  await database?.close();
});

describe('the review lifecycle of an event', () => {
  it('draft -> submit -> approve: only then on the public agenda; edit live -> pending (public unchanged) -> approve applies', async () => {
    const { db } = database;
    const created = await createEvent(db, provider, { organisationId: kidsOrganisationId, content: content() });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const id = created.id;
    let stored = await row(id);
    expect(stored).toMatchObject({ active: false, approvalStatus: 'EDITING', submittedAt: null, lastEditedById: provider.userId, platformId: kidsPlatformId });
    expect((await getEventForEditing(db, provider, id)).state).toBe('draft');
    expect(await publicEvent(id)).toBeNull();
    // A draft is not in the queue.
    expect((await listEventsForReview(db, operator)).items.some((item) => item.id === id)).toBe(false);

    const submitted = await submitEvent(db, provider, id, stored.version);
    expect(submitted.ok).toBe(true);
    stored = await row(id);
    expect(stored.submittedAt).not.toBeNull();
    expect(await publicEvent(id)).toBeNull();
    const queued = (await listEventsForReview(db, operator)).items.find((item) => item.id === id)!;
    expect(queued).toMatchObject({ kind: 'new', live: null, proposed: { title: 'Speurtocht in het bos', website: 'https://speurtocht.example.org' } });

    const approved = await approveEvent(db, operator, id, stored.version, portal);
    expect(approved.ok).toBe(true);
    stored = await row(id);
    expect(stored).toMatchObject({ active: true, approvalStatus: 'APPROVED', submittedAt: null, reviewComment: null, pendingChanges: null });
    expect((await publicEvent(id))?.title).toBe('Speurtocht in het bos');
    const agenda = await searchEvents(db, kidsPlatformId, { page: 1, limit: 10, filterQuery: { genericSearchQuery: 'Speurtocht in het bos' } });
    expect(agenda.events.some((event) => event.id === id)).toBe(true);

    // Changing the live event: stored as pending changes, the agenda keeps the live values.
    const edited = await saveEvent(db, provider, id, {
      content: content({ title: 'Speurtocht in het donker' }),
      version: stored.version,
      image: { kind: 'keep' },
      submit: true,
    });
    expect(edited).toMatchObject({ ok: true, state: 'changes-submitted' });
    stored = await row(id);
    expect(stored.title).toBe('Speurtocht in het bos');
    expect(stored.pendingChanges).toMatchObject({ title: 'Speurtocht in het donker' });
    expect((await publicEvent(id))?.title).toBe('Speurtocht in het bos');
    expect((await getEventForEditing(db, provider, id)).values.title).toBe('Speurtocht in het donker');
    const change = (await listEventsForReview(db, operator)).items.find((item) => item.id === id)!;
    expect(change).toMatchObject({
      kind: 'changes',
      live: { title: 'Speurtocht in het bos' },
      proposed: { title: 'Speurtocht in het donker' },
      changed: ['title'],
    });

    expect((await approveEvent(db, operator, id, stored.version, portal)).ok).toBe(true);
    stored = await row(id);
    expect(stored).toMatchObject({ title: 'Speurtocht in het donker', pendingChanges: null, submittedAt: null, active: true, approvalStatus: 'APPROVED' });
    expect((await publicEvent(id))?.title).toBe('Speurtocht in het donker');
  });

  it('reject with a comment, change and resubmit; a rejected change keeps the live event and the pending values', async () => {
    const { db } = database;
    const created = await createEvent(db, provider, { organisationId: kidsOrganisationId, content: content({ title: 'Poppenkast' }), submit: true });
    if (!created.ok) throw new Error('not created');
    const id = created.id;
    expect(await rejectEvent(db, operator, id, created.version, 'Vermeld de leeftijd.', portal)).toMatchObject({ ok: true });
    let stored = await row(id);
    expect(stored).toMatchObject({ approvalStatus: 'REJECTED', reviewComment: 'Vermeld de leeftijd.', submittedAt: null, active: false });
    const editor = await getEventForEditing(db, provider, id);
    expect(editor).toMatchObject({ state: 'rejected', reviewComment: 'Vermeld de leeftijd.' });
    // Rejected only what was submitted: a decision on it now says so.
    expect(await approveEvent(db, operator, id, stored.version, portal)).toEqual({ ok: false, error: 'not-submitted' });

    const resubmitted = await saveEvent(db, provider, id, {
      content: content({ title: 'Poppenkast (4+)' }),
      version: stored.version,
      image: { kind: 'keep' },
      submit: true,
    });
    expect(resubmitted).toMatchObject({ ok: true, state: 'submitted' });
    stored = await row(id);
    expect(await approveEvent(db, operator, id, stored.version, portal)).toMatchObject({ ok: true });
    expect((await publicEvent(id))?.title).toBe('Poppenkast (4+)');

    // A change to the live event, rejected: the agenda keeps the live event; the provider keeps the change.
    stored = await row(id);
    await saveEvent(db, provider, id, { content: content({ title: 'Poppenkast XXL' }), version: stored.version, image: { kind: 'keep' }, submit: true });
    stored = await row(id);
    expect(await rejectEvent(db, operator, id, stored.version, 'Te schreeuwerig.', portal)).toMatchObject({ ok: true });
    stored = await row(id);
    expect(stored).toMatchObject({ title: 'Poppenkast (4+)', active: true, approvalStatus: 'APPROVED', reviewComment: 'Te schreeuwerig.', submittedAt: null });
    expect(stored.pendingChanges).toMatchObject({ title: 'Poppenkast XXL' });
    expect((await getEventForEditing(db, provider, id)).state).toBe('changes-rejected');
    expect((await publicEvent(id))?.title).toBe('Poppenkast (4+)');
    // Resubmitted as it is.
    expect(await submitEvent(db, provider, id, stored.version)).toMatchObject({ ok: true });
    expect((await getEventForEditing(db, provider, id)).state).toBe('changes-submitted');
  });

  it('saving the live values again drops the pending changes; nothing to submit then', async () => {
    const { db } = database;
    const created = await createEvent(db, provider, { organisationId: kidsOrganisationId, content: content({ title: 'Kinderboerderij' }), submit: true });
    if (!created.ok) throw new Error('not created');
    await approveEvent(db, operator, created.id, created.version, portal);
    let stored = await row(created.id);
    await saveEvent(db, provider, created.id, { content: content({ title: 'Kinderboerderij!' }), version: stored.version, image: { kind: 'keep' } });
    stored = await row(created.id);
    expect(stored.pendingChanges).not.toBeNull();
    expect(
      await saveEvent(db, provider, created.id, { content: content({ title: 'Kinderboerderij' }), version: stored.version, image: { kind: 'keep' } }),
    ).toMatchObject({
      ok: true,
      state: 'approved',
    });
    stored = await row(created.id);
    expect(stored.pendingChanges).toBeNull();
    expect(await submitEvent(db, provider, created.id, stored.version)).toEqual({ ok: false, error: 'nothing-to-submit' });
  });

  it('switches a live event off at once, without review, and on again', async () => {
    const { db } = database;
    const created = await createEvent(db, provider, { organisationId: kidsOrganisationId, content: content({ title: 'Zandkastelen bouwen' }), submit: true });
    if (!created.ok) throw new Error('not created');
    expect(await switchEventOn(db, provider, created.id)).toEqual({ ok: false, error: 'not-published' });
    await approveEvent(db, operator, created.id, created.version, portal);
    const before = await row(created.id);
    expect(await switchEventOff(db, provider, created.id)).toEqual({ ok: true });
    expect(await publicEvent(created.id)).toBeNull();
    // The content did not change: an open editor still saves against its version.
    expect((await row(created.id)).version).toBe(before.version);
    expect(await switchEventOn(db, provider, created.id)).toEqual({ ok: true });
    expect((await publicEvent(created.id))?.title).toBe('Zandkastelen bouwen');
  });

  it('an event from before the portal (approval null, active) is published: a change waits for review', async () => {
    const { db } = database;
    const [legacy] = await db
      .select()
      .from(events)
      .where(and(inArray(events.organisationId, provider.organisationIds), eq(events.active, true), sql`${events.approvalStatus} IS NULL`))
      .limit(1);
    expect(legacy).toBeDefined();
    const editor = await getEventForEditing(db, provider, legacy!.id);
    expect(editor).toMatchObject({ state: 'approved', published: true, online: true, liveTitle: legacy!.title });
    const values = EventFormSchema.parse({ ...editor.values, title: `${legacy!.title} (nieuw)`, version: String(editor.version) });
    const saved = await saveEvent(db, provider, legacy!.id, { content: values, version: values.version, image: { kind: 'keep' } });
    expect(saved).toMatchObject({ ok: true, state: 'changes-draft' });
    expect((await publicEvent(legacy!.id))?.title).toBe(legacy!.title);
  });
});

describe('optimistic locking', () => {
  it('a save with the version the editor started from wins once; the second tab gets a conflict, nothing is overwritten', async () => {
    const { db } = database;
    const created = await createEvent(db, provider, { organisationId: kidsOrganisationId, content: content({ title: 'Tab een' }) });
    if (!created.ok) throw new Error('not created');
    const version = created.version;
    const first = await saveEvent(db, provider, created.id, { content: content({ title: 'Tab een bewaard' }), version, image: { kind: 'keep' } });
    expect(first).toMatchObject({ ok: true, version: version + 1 });
    const second = await saveEvent(db, provider, created.id, { content: content({ title: 'Tab twee' }), version, image: { kind: 'keep' } });
    expect(second).toEqual({ ok: false, error: 'conflict' });
    expect((await row(created.id)).title).toBe('Tab een bewaard');
    expect(await submitEvent(db, provider, created.id, version)).toEqual({ ok: false, error: 'conflict' });
    // An operator's decision names the version they looked at, too.
    await submitEvent(db, provider, created.id, version + 1);
    expect(await approveEvent(db, operator, created.id, version + 1, portal)).toEqual({ ok: false, error: 'conflict' });
  });
});

describe('who may do what', () => {
  it("a USER of organisation A finds organisation B's event nowhere: reading and every command are 'not found'", async () => {
    const { db } = database;
    const [foreign] = await db.select().from(events).where(eq(events.id, foreignEventId));
    const save = { content: content(), version: foreign!.version, image: { kind: 'keep' } as const };
    await expect(getEventForEditing(db, provider, foreignEventId)).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(saveEvent(db, provider, foreignEventId, save)).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(submitEvent(db, provider, foreignEventId, foreign!.version)).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(switchEventOff(db, provider, foreignEventId)).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(switchEventOn(db, provider, foreignEventId)).rejects.toBeInstanceOf(NotFoundForActor);
    // A missing id answers the same.
    await expect(getEventForEditing(db, provider, 2_000_000_000)).rejects.toBeInstanceOf(NotFoundForActor);
    // Nor may they create an event for organisation B, or see its cities.
    await expect(createEvent(db, provider, { organisationId: otherUser.organisationIds[0]!, content: content() })).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(getNewEventContext(db, provider, otherUser.organisationIds[0]!)).rejects.toBeInstanceOf(NotFoundForActor);
    expect((await row(foreignEventId)).version).toBe(foreign!.version);
    // Their list holds their own organisations' events only.
    const list = await listProviderEvents(db, provider);
    expect(list.items.length).toBe(Math.min(list.total, PROVIDER_EVENTS_PAGE_SIZE));
    const owners = await db
      .select({ organisationId: events.organisationId })
      .from(events)
      .where(
        inArray(
          events.id,
          list.items.map((item) => item.id),
        ),
      );
    for (const owner of owners) expect(provider.organisationIds).toContain(owner.organisationId);
  });

  it("the USER of organisation B may; so may an ADMIN (for any organisation); a USER's events of A are 'not found' for B", async () => {
    const { db } = database;
    expect((await getEventForEditing(db, otherUser, foreignEventId)).id).toBe(foreignEventId);
    expect((await getEventForEditing(db, operator, foreignEventId)).id).toBe(foreignEventId);
    const created = await createEvent(db, provider, { organisationId: kidsOrganisationId, content: content({ title: 'Van A' }) });
    if (!created.ok) throw new Error('not created');
    await expect(getEventForEditing(db, otherUser, created.id)).rejects.toBeInstanceOf(NotFoundForActor);
    const byOperator = await saveEvent(db, operator, created.id, {
      content: content({ title: 'Van A, door de beheerder' }),
      version: created.version,
      image: { kind: 'keep' },
    });
    expect(byOperator).toMatchObject({ ok: true });
    expect((await row(created.id)).lastEditedById).toBe(operator.userId);
  });

  it('the review functions are for operators only: a USER gets PermissionDenied', async () => {
    const { db } = database;
    const created = await createEvent(db, provider, { organisationId: kidsOrganisationId, content: content({ title: 'Zelf goedkeuren?' }), submit: true });
    if (!created.ok) throw new Error('not created');
    await expect(listEventsForReview(db, provider)).rejects.toBeInstanceOf(PermissionDenied);
    await expect(approveEvent(db, provider, created.id, created.version, portal)).rejects.toBeInstanceOf(PermissionDenied);
    await expect(rejectEvent(db, provider, created.id, created.version, 'nee', portal)).rejects.toBeInstanceOf(PermissionDenied);
    expect((await row(created.id)).active).toBe(false);
    expect((await listEventsForReview(db, operator)).items.some((item) => item.id === created.id)).toBe(true);
  });

  it('a city of another platform and an unknown image are refused', async () => {
    const { db } = database;
    const [foreignCity] = await db
      .select({ id: cities.id })
      .from(cities)
      .where(sql`${cities.platformId} <> ${kidsPlatformId}`)
      .limit(1);
    expect(await createEvent(db, provider, { organisationId: kidsOrganisationId, content: content({ cityId: foreignCity!.id }) })).toEqual({
      ok: false,
      error: 'invalid-city',
    });
    expect(await createEvent(db, provider, { organisationId: kidsOrganisationId, content: content(), imageId: 2_000_000_000 })).toEqual({
      ok: false,
      error: 'invalid-image',
    });
  });

  it('offers new events for the organisations on a platform with an agenda', async () => {
    const options = await listEventOrganisations(database.db, provider);
    expect(options.map((o) => o.id)).toContain(kidsOrganisationId);
    const context = await getNewEventContext(database.db, provider, kidsOrganisationId);
    expect(context.cities.length).toBeGreaterThan(10);
  });
});

describe('the description', () => {
  it('is stored sanitised: an XSS payload from the editor is inert', async () => {
    const { db } = database;
    const payload =
      '<p>Hallo<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">klik</a><a href="https://ok.example.org" onclick="alert(4)">ok</a></p><h1 style="color:red">Kop</h1>';
    const created = await createEvent(db, provider, { organisationId: kidsOrganisationId, content: content({ title: 'XSS', description: payload }) });
    if (!created.ok) throw new Error('not created');
    const stored = (await row(created.id)).description!;
    expect(stored).not.toMatch(/<script|onerror|onclick|javascript:|<img|style=/i);
    expect(stored).toContain('<a href="https://ok.example.org"');
    expect(stored).toContain('<h2>Kop</h2>');
    // An emptied editor is no description.
    const saved = await saveEvent(db, provider, created.id, {
      content: content({ title: 'XSS', description: '<p></p>' }),
      version: created.version,
      image: { kind: 'keep' },
    });
    expect(saved.ok).toBe(true);
    expect((await row(created.id)).description).toBeNull();
  });
});

describe('the mails of a decision', () => {
  it('approval and rejection mail the organisation and the last editor through the outbox', async () => {
    const { db } = database;
    const [organisation] = await db.select({ email: organisations.email }).from(organisations).where(eq(organisations.id, kidsOrganisationId));
    const created = await createEvent(db, provider, { organisationId: kidsOrganisationId, content: content({ title: 'Mail mij' }), submit: true });
    if (!created.ok) throw new Error('not created');
    await rejectEvent(db, operator, created.id, created.version, 'Graag een foto.', portal);
    const mailsOf = (kind: string) =>
      db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, kind), sql`${mailOutbox.messageId} LIKE ${`<${kind}.${created.id}.%`}`));
    // One mail per recipient (docs/decisions/116): the organisation's address and the last editor.
    const rejections = await mailsOf('event-rejected');
    const [rejection] = rejections;
    expect(rejection).toBeDefined();
    expect(rejections.map((m) => m.toAddress)).toContain(DEMO_PROVIDER_EMAIL);
    if (organisation?.email) expect(rejections.map((m) => m.toAddress)).toContain(organisation.email);
    expect(rejection!.subject).toContain('Mail mij');
    expect(rejection!.text).toContain('Graag een foto.');
    expect(rejection!.text).toContain(`${portal.portalOrigin}/portaal/evenementen/${created.id}`);

    const stored = await row(created.id);
    await submitEvent(db, provider, created.id, stored.version);
    await approveEvent(db, operator, created.id, stored.version + 1, portal);
    const approvals = await mailsOf('event-approved');
    const approval = approvals.find((m) => m.toAddress === DEMO_PROVIDER_EMAIL);
    expect(approval!.subject).toBe('Uw evenement "Mail mij" is goedgekeurd');
  });
});

describe('the editor', () => {
  it('shows times in Amsterdam and keeps a replaced image', async () => {
    expect(toLocalDateTime(fromLocalDateTime('2031-01-15T09:30'))).toBe('2031-01-15T09:30');
    expect(fromLocalDateTime('2031-07-01T14:00').toISOString()).toBe('2031-07-01T12:00:00.000Z');
    const { db } = database;
    const image = await insertUpload(db, provider.userId, '/images/00000000-0000-4000-8000-000000000001.jpg');
    const created = await createEvent(db, provider, { organisationId: kidsOrganisationId, content: content({ title: 'Met foto' }), imageId: image!.id });
    if (!created.ok) throw new Error('not created');
    expect((await getEventForEditing(db, provider, created.id)).image).toEqual({ id: image!.id, url: '/images/00000000-0000-4000-8000-000000000001.jpg' });
    await saveEvent(db, provider, created.id, { content: content({ title: 'Met foto' }), version: created.version, image: { kind: 'remove' } });
    expect((await getEventForEditing(db, provider, created.id)).image).toBeNull();
  });

  it('approving changes whose new image is gone meanwhile keeps the live image', async () => {
    const { db } = database;
    const live = await insertUpload(db, provider.userId, '/images/00000000-0000-4000-8000-000000000002.jpg');
    const fresh = await insertUpload(db, provider.userId, '/images/00000000-0000-4000-8000-000000000003.jpg');
    const created = await createEvent(db, provider, {
      organisationId: kidsOrganisationId,
      content: content({ title: 'Twee fotos' }),
      imageId: live!.id,
      submit: true,
    });
    if (!created.ok) throw new Error('not created');
    await approveEvent(db, operator, created.id, created.version, portal);
    let stored = await row(created.id);
    await saveEvent(db, provider, created.id, {
      content: content({ title: 'Twee fotos' }),
      version: stored.version,
      image: { kind: 'set', mediaId: fresh!.id },
      submit: true,
    });
    // The upload clean-up deletes the new image (nothing but the pending JSON refers to it).
    await db.delete(media).where(eq(media.id, fresh!.id));
    stored = await row(created.id);
    expect(await approveEvent(db, operator, created.id, stored.version, portal)).toMatchObject({ ok: true });
    expect((await row(created.id)).imageId).toBe(live!.id);
  });

  it('the form schema refuses an end before the start, a non-http website and a short title, naming the field', () => {
    const refused = EventFormSchema.safeParse({
      title: 'ab',
      startDate: '2031-07-02T10:00',
      endDate: '2031-07-01T10:00',
      cityId: '5',
      website: 'javascript:alert(1)',
      version: '1',
    });
    expect(refused.success).toBe(false);
    const fields = Object.fromEntries(refused.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(fields).toMatchObject({ title: 'portal.events.errors.title', website: 'portal.events.errors.website' });
    const ends = EventFormSchema.safeParse({ title: 'Goed', startDate: '2031-07-02T10:00', endDate: '2031-07-01T10:00', cityId: '5', version: '1' });
    expect(ends.error!.issues.map((issue) => [issue.path[0], issue.message])).toEqual([['endDate', 'portal.events.errors.endBeforeStart']]);
  });
});
