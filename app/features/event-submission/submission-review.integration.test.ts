import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server.ts';
import { auditLog, cities, eventSubmissions, events, mailOutbox, media, organisations, provinces, users } from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../../config/password-hashing.ts';
import type { Actor } from '../../portal/actor.ts';
import { NotFoundForActor, PermissionDenied } from '../../portal/permissions.server.ts';
import { searchEvents } from '../events/events.server.ts';
import { cityNamed } from '../places/places.server.ts';
import { approveSubmission, getSubmission, listPendingSubmissions, maskIban, rejectSubmission } from './submission-review.server.ts';

// The operators' review of events sent with the public form (decision 104): the queue per platform, the
// detail with the IBAN masked, approve (live in the agenda, the organisation found or created, a mail to
// the submitter) and reject; only operators.

const NL = 1;
const KIDS = 3;
let database: DatabaseHandle;
let admin: Actor;
let provider: Actor;

const actorFor = (userId: number, role: Actor['role']): Actor => ({
  userId,
  role,
  email: 'x@example.org',
  firstName: null,
  lastName: null,
  locale: 'nl',
  sessionId: 0,
  secondFactor: true,
  organisationIds: [],
});

/** A submission as the public form stores it (event-submission.server.ts): an inactive event and the sender's details. */
async function submit(title: string, companyName: string | null, platformId = KIDS, place = { province: 'Utrecht', city: 'Utrecht' }) {
  const [image] = await database.db.select({ id: media.id }).from(media).limit(1);
  const [event] = await database.db
    .insert(events)
    .values({
      title,
      active: false,
      startDate: new Date(Date.now() + 20 * 86_400_000),
      website: 'https://poppenkast.example.org',
      description: 'Een vrolijke voorstelling.',
      imageId: image!.id,
      platformId,
    })
    .returning({ id: events.id });
  const [row] = await database.db
    .insert(eventSubmissions)
    .values({
      eventId: event!.id,
      platformId,
      name: 'Els Jansen',
      companyName,
      email: 'els@example.org',
      iban: 'NL91ABNA0417164300',
      ...place,
      address: 'Parkweg 1',
      zipcode: '3511 AB',
    })
    .returning({ id: eventSubmissions.id });
  return { submissionId: row!.id, eventId: event!.id };
}

async function eventOf(id: number) {
  const [row] = await database.db.select().from(events).where(eq(events.id, id));
  return row!;
}

async function lastAudit() {
  const [row] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row!;
}

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const [operator] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PROVIDER_EMAIL));
  admin = actorFor(operator!.id, 'ADMIN');
  provider = actorFor(user!.id, 'USER');
});
afterAll(async () => {
  await database?.close();
});

describe('event submissions in the back office', () => {
  it('masks an IBAN but for its last four characters, in groups of four', () => {
    expect(maskIban('NL91ABNA0417164300')).toBe('NL•• •••• •••• ••43 00');
    expect(maskIban('DE89 3704 0044 0532 0130 00')).toBe('DE•• •••• •••• •••• ••30 00');
  });

  it("queues the platform's undecided submissions, oldest first, and never shows the full IBAN", async () => {
    const first = await submit('Poppenkast in het park', 'Poppentheater Jansen');
    const second = await submit('Kinderconcert', null);
    const elsewhere = await submit('Bedrijfsconcert', null, NL);
    const queue = await listPendingSubmissions(database.db, admin, KIDS);
    const ids = queue.items.map((item) => item.id);
    expect(ids).toContain(first.submissionId);
    expect(ids.indexOf(first.submissionId)).toBeLessThan(ids.indexOf(second.submissionId));
    expect(ids).not.toContain(elsewhere.submissionId);
    expect(JSON.stringify(queue)).not.toContain('NL91ABNA0417164300');
    const detail = await getSubmission(database.db, admin, KIDS, first.submissionId);
    expect(detail).toMatchObject({ title: 'Poppenkast in het park', pending: true, ibanMasked: 'NL•• •••• •••• ••43 00', organisation: null });
    expect(JSON.stringify(detail)).not.toContain('0417');
    await expect(getSubmission(database.db, admin, NL, first.submissionId)).rejects.toBeInstanceOf(NotFoundForActor);
  });

  it('approving puts the event in the agenda, creates the organisation when new, mails the submitter', async () => {
    const { submissionId, eventId } = await submit('Poppenkast op het plein', 'Theater De Vrolijke Noot');
    const result = await approveSubmission(database.db, admin, KIDS, submissionId, cityNamed);
    expect(result).toMatchObject({ ok: true, eventId, organisationCreated: true });
    const event = await eventOf(eventId);
    expect(event).toMatchObject({ active: true, approvalStatus: 'APPROVED' });
    // In the agenda at the place the submitter named: the platform's Utrecht, which the city filter finds.
    const [utrecht] = await database.db
      .select({ id: cities.id })
      .from(cities)
      .where(and(eq(cities.platformId, KIDS), eq(cities.name, 'Utrecht')));
    expect(event.cityId).toBe(utrecht!.id);
    const inUtrecht = await searchEvents(database.db, KIDS, { page: 1, limit: 100, filterQuery: { city: utrecht!.id } });
    expect(inUtrecht.events.map((e) => e.id)).toContain(eventId);
    const [organisation] = await database.db.select().from(organisations).where(eq(organisations.id, event.organisationId!));
    expect(organisation).toMatchObject({ name: 'Theater De Vrolijke Noot', platformId: KIDS, email: 'els@example.org', city: 'Utrecht' });
    expect(await lastAudit()).toMatchObject({
      action: 'submission-approved',
      actorUserId: admin.userId,
      detail: { entity: 'event-submission', id: submissionId, eventId, organisationCreated: true },
    });
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'event-submission-approved')).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail).toMatchObject({ toAddress: 'els@example.org', platformId: KIDS });
    expect(mail!.subject).toContain('Poppenkast op het plein');
    // Decided: out of the queue, and a second decision is refused.
    expect((await listPendingSubmissions(database.db, admin, KIDS)).items.map((i) => i.id)).not.toContain(submissionId);
    expect(await approveSubmission(database.db, admin, KIDS, submissionId, cityNamed)).toEqual({ ok: false, error: 'already-decided' });
    expect(await rejectSubmission(database.db, admin, KIDS, submissionId, null)).toEqual({ ok: false, error: 'already-decided' });
  });

  it('approving places the event in a city the platform did not have yet: the gazetteer’s place of that name, in its province', async () => {
    const { submissionId, eventId } = await submit('Kinderfeest', null, KIDS, { province: 'Utrecht', city: 'bunnik ' });
    expect(await database.db.$count(cities, and(eq(cities.platformId, KIDS), eq(cities.name, 'Bunnik')))).toBe(0);
    await approveSubmission(database.db, admin, KIDS, submissionId, cityNamed);
    const [bunnik] = await database.db
      .select({ id: cities.id, province: provinces.name })
      .from(cities)
      .leftJoin(provinces, eq(provinces.id, cities.provinceId))
      .where(and(eq(cities.platformId, KIDS), eq(cities.name, 'Bunnik')));
    expect(bunnik).toMatchObject({ province: 'Utrecht' });
    expect((await eventOf(eventId)).cityId).toBe(bunnik!.id);
  });

  it('approving links the event to the existing organisation of that name (case aside), creating none', async () => {
    const [existing] = await database.db
      .select({ id: organisations.id, name: organisations.name })
      .from(organisations)
      .where(eq(organisations.platformId, KIDS))
      .limit(1);
    const { submissionId, eventId } = await submit('Speurtocht', `  ${existing!.name.toUpperCase()} `);
    const [before] = await database.db.select({ n: sql<number>`count(*)::int` }).from(organisations);
    expect((await getSubmission(database.db, admin, KIDS, submissionId)).organisation).toEqual(existing);
    expect(await approveSubmission(database.db, admin, KIDS, submissionId, cityNamed)).toMatchObject({
      ok: true,
      organisationId: existing!.id,
      organisationCreated: false,
    });
    expect((await eventOf(eventId)).organisationId).toBe(existing!.id);
    const [after] = await database.db.select({ n: sql<number>`count(*)::int` }).from(organisations);
    expect(after!.n).toBe(before!.n);
  });

  it('rejecting keeps the event off the agenda as REJECTED, with the reason in the event and the audit log', async () => {
    const { submissionId, eventId } = await submit('Twijfelachtig feest', 'Feest BV');
    const [before] = await database.db.select({ n: sql<number>`count(*)::int` }).from(organisations);
    expect(await rejectSubmission(database.db, admin, KIDS, submissionId, '  Geen evenement voor kinderen. ')).toMatchObject({ ok: true, eventId });
    expect(await eventOf(eventId)).toMatchObject({
      active: false,
      approvalStatus: 'REJECTED',
      reviewComment: 'Geen evenement voor kinderen.',
      organisationId: null,
    });
    expect(await lastAudit()).toMatchObject({ action: 'submission-rejected', detail: { id: submissionId, comment: 'Geen evenement voor kinderen.' } });
    const [after] = await database.db.select({ n: sql<number>`count(*)::int` }).from(organisations);
    expect(after!.n).toBe(before!.n);
    expect((await getSubmission(database.db, admin, KIDS, submissionId)).pending).toBe(false);
  });

  it('a submission of another platform cannot be decided from this one', async () => {
    const { submissionId, eventId } = await submit('Op de verkeerde site', null, NL);
    await expect(approveSubmission(database.db, admin, KIDS, submissionId, cityNamed)).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(rejectSubmission(database.db, admin, KIDS, submissionId, null)).rejects.toBeInstanceOf(NotFoundForActor);
    expect((await eventOf(eventId)).approvalStatus).toBeNull();
  });

  it('a USER may do none of it (PermissionDenied), and nothing changes', async () => {
    const { submissionId, eventId } = await submit('Niet voor aanbieders', 'Aanbieder BV');
    await expect(listPendingSubmissions(database.db, provider, KIDS)).rejects.toBeInstanceOf(PermissionDenied);
    await expect(getSubmission(database.db, provider, KIDS, submissionId)).rejects.toBeInstanceOf(PermissionDenied);
    await expect(approveSubmission(database.db, provider, KIDS, submissionId, cityNamed)).rejects.toBeInstanceOf(PermissionDenied);
    await expect(rejectSubmission(database.db, provider, KIDS, submissionId, 'nee')).rejects.toBeInstanceOf(PermissionDenied);
    expect(await eventOf(eventId)).toMatchObject({ active: false, approvalStatus: null });
  });
});
