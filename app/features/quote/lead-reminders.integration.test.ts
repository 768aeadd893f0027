import { and, asc, eq, isNotNull, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../../db/client.server.ts';
import { activities, mailOutbox, quoteRequests, users } from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { DEMO_ADMIN_EMAIL } from '../../config/password-hashing.ts';
import { PermissionDenied } from '../../portal/permissions.server.ts';
import type { Actor } from '../../portal/actor.ts';
import { leadDueTimes } from '../../config/lead-follow-up.ts';
import { remindUnansweredLeads } from './lead-reminders.server.ts';
import { listLeadsWaiting } from './quote-admin.server.ts';

// Leads left unanswered (docs/decisions/117): the due times in business hours of the platform's zone; the
// provider's one reminder, sent once also with two passes at once and after a pass that died before its
// commit; the operators' list of leads waiting after 72 business hours.

let database: DatabaseHandle;
let operator: Actor;
/** An activity of an organisation on the nl platform, and where its quote requests go. */
let activityId: number;

const PORTAL_ORIGIN = 'http://admin.localhost';

const actor = (userId: number, role: Actor['role']): Actor => ({
  userId,
  role,
  email: 'x@example.org',
  firstName: null,
  lastName: null,
  locale: 'nl',
  sessionId: 0,
  secondFactor: false,
  organisationIds: [],
});

/** A request of `createdAt` with the due times a request of that moment gets on nl. */
async function lead(createdAt: Date, values: Partial<typeof quoteRequests.$inferInsert> = {}): Promise<number> {
  const [row] = await database.db
    .insert(quoteRequests)
    .values({ activityId, name: 'Joris Bakker', email: 'joris@example.org', phone: '06 1234 5678', createdAt, ...leadDueTimes(createdAt, 'NL'), ...values })
    .returning({ id: quoteRequests.id });
  return row!.id;
}

/** The reminder mails of these leads (the Message-ID names the kind and the lead). */
const remindersOf = (ids: number[]) =>
  database.db
    .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject, body: mailOutbox.text, headers: mailOutbox.headers })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'lead-reminder'), or(...ids.map((id) => like(mailOutbox.messageId, `<lead-reminder.${id}.%`)))))
    .orderBy(asc(mailOutbox.id));

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  operator = actor(admin!.id, 'ADMIN');
  const [activity] = await database.db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.platformId, 1), eq(activities.isEditCopy, false), isNotNull(activities.organisationId)))
    .orderBy(asc(activities.id))
    .limit(1);
  activityId = activity!.id;
  // Only this file's requests are due: the demo's have no due times (they are from before the reminders).
  await database.db.update(quoteRequests).set({ reminderDueAt: null, waitingDueAt: null });
}, 180_000);
afterAll(async () => {
  await database?.close();
});

describe('due times', () => {
  it('count business hours in the platform zone: Friday 17:30 is reminded on Wednesday 11:30 and listed the Wednesday after at 09:30', () => {
    // Friday 5 June 2026, 17:30 in Amsterdam (summer time, UTC+2).
    const friday = new Date('2026-06-05T15:30:00Z');
    const { reminderDueAt, waitingDueAt } = leadDueTimes(friday, 'NL');
    // 0.5 h on Friday, 10 on Monday and Tuesday, 3.5 on Wednesday.
    expect(reminderDueAt.toISOString()).toBe('2026-06-10T09:30:00.000Z');
    // 0.5 + 5 x 10 + 10 + 10 + 1.5: Wednesday 17 June, 09:30.
    expect(waitingDueAt.toISOString()).toBe('2026-06-17T07:30:00.000Z');
  });

  it('start at the next opening outside business hours, across the change to winter time', () => {
    // Saturday 24 October 2026, 23:00 in Berlin; summer time ends that night.
    const saturday = new Date('2026-10-24T21:00:00Z');
    const { reminderDueAt } = leadDueTimes(saturday, 'DE');
    // Monday 08:00 (UTC+1 now) plus 24 business hours: Wednesday 12:00.
    expect(reminderDueAt.toISOString()).toBe('2026-10-28T11:00:00.000Z');
  });
});

describe('the reminder', () => {
  it('goes to the addresses the request went to, once, when it is due and the lead is unanswered', async () => {
    const created = new Date('2026-06-05T15:30:00Z');
    const due = await lead(created);
    const answered = await lead(created, { answeredAt: new Date('2026-06-08T07:00:00Z'), leadStatus: 'ANSWERED' });
    const notYet = await lead(new Date('2026-06-09T08:00:00Z'));
    const ids = [due, answered, notYet];

    expect(await remindUnansweredLeads({ db: database.db, portalOrigin: PORTAL_ORIGIN, now: new Date('2026-06-10T09:29:00Z') })).toBe(0);
    expect(await remindUnansweredLeads({ db: database.db, portalOrigin: PORTAL_ORIGIN, now: new Date('2026-06-10T09:30:00Z') })).toBe(1);
    const mails = await remindersOf(ids);
    expect(mails.length).toBeGreaterThan(0);
    const [{ title }] = (await database.db.select({ title: activities.title }).from(activities).where(eq(activities.id, activityId))) as [{ title: string }];
    expect(mails.map((mail) => mail.subject)).toEqual(mails.map(() => `Herinnering: offerteaanvraag ${due} voor ${title} wacht op antwoord`));
    expect(mails[0]!.body).toContain('Joris Bakker');
    expect(mails[0]!.body).toContain(`${PORTAL_ORIGIN}/portaal/aanvragen/${due}`);
    expect(mails[0]!.body).toContain('5 juni 2026 om 17:30');
    // A notification: its kind's one-click unsubscribe (docs/decisions/116).
    expect(mails[0]!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    // Once: a later pass sends nothing for it.
    expect(await remindUnansweredLeads({ db: database.db, portalOrigin: PORTAL_ORIGIN, now: new Date('2026-06-20T09:30:00Z') })).toBe(1);
    const after = await remindersOf(ids);
    expect(after.filter((mail) => mail.subject.includes(`offerteaanvraag ${due} `))).toHaveLength(mails.length);
    expect(after.some((mail) => mail.subject.includes(`offerteaanvraag ${answered} `))).toBe(false);
    expect(after.filter((mail) => mail.subject.includes(`offerteaanvraag ${notYet} `))).toHaveLength(mails.length);
  });

  it('is written in the language of its platform (German on the German brand)', async () => {
    const [german] = await database.db
      .select({ id: activities.id })
      .from(activities)
      .where(and(eq(activities.platformId, 2), eq(activities.isEditCopy, false), isNotNull(activities.organisationId)))
      .orderBy(asc(activities.id))
      .limit(1);
    const created = new Date('2026-02-02T09:00:00Z');
    const id = await lead(created, { activityId: german!.id, ...leadDueTimes(created, 'DE') });
    expect(await remindUnansweredLeads({ db: database.db, portalOrigin: PORTAL_ORIGIN, now: new Date('2026-02-20T12:00:00Z') })).toBeGreaterThanOrEqual(1);
    const [mail] = await remindersOf([id]);
    expect(mail!.subject).toMatch(new RegExp(`^Erinnerung: Angebotsanfrage ${id} für .+ wartet auf Antwort$`));
    expect(mail!.body).toContain('2. Februar 2026 um 10:00');
  });

  it('is sent once by two passes at once', async () => {
    const id = await lead(new Date('2026-03-02T09:00:00Z'));
    const now = new Date('2026-03-20T12:00:00Z');
    const counts = await Promise.all([
      remindUnansweredLeads({ db: database.db, portalOrigin: PORTAL_ORIGIN, now }),
      remindUnansweredLeads({ db: database.db, portalOrigin: PORTAL_ORIGIN, now }),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    const recipients = (await remindersOf([id])).map((mail) => mail.to);
    expect(recipients.length).toBeGreaterThan(0);
    expect(new Set(recipients).size).toBe(recipients.length);
  });

  it('survives a pass that dies before its commit: nothing is left of it, and the next pass sends it', async () => {
    const id = await lead(new Date('2026-04-06T09:00:00Z'));
    const now = new Date('2026-04-20T12:00:00Z');
    // The process dies after the pass did its work and before the commit: the transaction rolls back.
    const dying = {
      transaction: (work: (tx: unknown) => Promise<unknown>) =>
        database.db.transaction(async (tx) => {
          await work(tx);
          throw new Error('killed before the commit');
        }),
    } as unknown as Database;
    await expect(remindUnansweredLeads({ db: dying, portalOrigin: PORTAL_ORIGIN, now })).rejects.toThrow('killed before the commit');
    expect(await remindersOf([id])).toEqual([]);
    expect((await database.db.select({ remindedAt: quoteRequests.remindedAt }).from(quoteRequests).where(eq(quoteRequests.id, id)))[0]!.remindedAt).toBeNull();
    expect(await remindUnansweredLeads({ db: database.db, portalOrigin: PORTAL_ORIGIN, now })).toBe(1);
    expect((await remindersOf([id])).length).toBeGreaterThan(0);
  });
});

describe('the operators’ list of leads waiting', () => {
  it('holds the unanswered leads 72 business hours old, the longest waiting first; a provider may not read it', async () => {
    const now = new Date('2026-09-30T12:00:00Z');
    const older = await lead(new Date('2026-09-01T09:00:00Z'));
    const newer = await lead(new Date('2026-09-21T09:00:00Z'));
    const young = await lead(new Date('2026-09-28T09:00:00Z'));
    const answered = await lead(new Date('2026-09-01T09:00:00Z'), { answeredAt: new Date('2026-09-02T09:00:00Z'), leadStatus: 'ANSWERED' });
    const { items, total } = await listLeadsWaiting(database.db, operator, 1, now);
    const mine = items.map((item) => item.id).filter((id) => [older, newer, young, answered].includes(id));
    expect(mine).toEqual([older, newer]);
    expect(total).toBeGreaterThanOrEqual(2);
    // Another platform's list has none of them.
    const other = await listLeadsWaiting(database.db, operator, 2, now);
    expect(other.items.some((item) => [older, newer].includes(item.id))).toBe(false);
    await expect(listLeadsWaiting(database.db, actor(operator.userId, 'USER'), 1, now)).rejects.toBeInstanceOf(PermissionDenied);
  });
});
