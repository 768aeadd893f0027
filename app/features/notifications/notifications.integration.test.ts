import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server.ts';
import {
  mailOutbox,
  notificationAddressOptOuts,
  notificationDigestItems,
  notificationDigests,
  notificationPreferences,
  platforms,
  roles,
  users,
} from '../../../db/schema/index.ts';
import { seededBrand } from '../../../tests/support/brands.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { insertWriteFixtures, validQuote, type WriteFixtures } from '../../../tests/support/write-fixtures.ts';
import { sendDueNotifications } from '../../mail/notification-digest.server.ts';
import { addressHash, notifyReviewWaiting, unsubscribeToken } from '../../mail/notifications.server.ts';
import type { Actor } from '../../portal/actor.ts';
import { NotFoundForActor } from '../../portal/permissions.server.ts';
import type { Site } from '../../request-context.server.ts';
import { requestNewsletterConfirmation } from '../newsletter/newsletter.server.ts';
import { QuoteRequestSchema } from '../quote/quote.schemas.ts';
import { submitQuoteRequest } from '../quote/quote.server.ts';
import { listNotificationPreferences, readUnsubscribeLink, setNotificationPreferences, unsubscribe } from './notification-preferences.server.ts';

// Notifications (docs/decisions/116): each person's choice per kind, the one-click unsubscribe of every
// notification mail, and the daily digest sent once however many runners there are.

const ORIGIN = 'http://admin.localhost:3000';
/** The fixture activity's contact address (quoteRecipients' third rule): made a person's account below. */
const PROVIDER_ADDRESS = 'planning@kano.example';

let database: DatabaseHandle;
let fixtures: WriteFixtures;
let site: Site;
let provider: Actor;
let otherProvider: Actor;
let operator: Actor;

const actor = (userId: number, role: 'ADMIN' | 'USER', email: string): Actor => ({
  userId,
  role,
  email,
  firstName: 'Piet',
  lastName: null,
  locale: 'nl',
  sessionId: 0,
  secondFactor: true,
  organisationIds: [],
});

async function addUser(email: string, role: 'ADMIN' | 'USER', locale = 'nl'): Promise<number> {
  const [r] = await database.db.select({ id: roles.id }).from(roles).where(eq(roles.name, role));
  const [row] = await database.db.insert(users).values({ email, roleId: r!.id, firstName: 'Piet', locale, platformId: 1 }).returning({ id: users.id });
  return row!.id;
}

async function quote(): Promise<{ id: number; mails: Array<typeof mailOutbox.$inferSelect> }> {
  const result = await submitQuoteRequest(
    database.db,
    site,
    fixtures.activityNl,
    QuoteRequestSchema.parse(validQuote()),
    requestNewsletterConfirmation,
    ORIGIN,
  );
  if (result.status !== 'stored') throw new Error(result.status);
  const mails = await database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'quote-provider'), inArray(mailOutbox.messageId, result.mailMessageIds)));
  return { id: result.quoteRequestId, mails };
}

function tokenOf(mail: { headers: Record<string, string> | null }): string {
  const header = mail.headers?.['List-Unsubscribe'] ?? '';
  return new URL(/^<(.+)>$/.exec(header)![1]!).searchParams.get('token')!;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insert(roles)
    .values([{ name: 'ADMIN' }, { name: 'USER' }])
    .onConflictDoNothing();
  fixtures = await insertWriteFixtures(database.db);
  const [platform] = await database.db.select().from(platforms).where(eq(platforms.id, 1));
  site = { platform: platform!, brand: seededBrand(1) };
  provider = actor(await addUser(PROVIDER_ADDRESS.toUpperCase(), 'USER'), 'USER', PROVIDER_ADDRESS);
  otherProvider = actor(await addUser('ander@elders.example', 'USER'), 'USER', 'ander@elders.example');
  operator = actor(await addUser('redactie@uitjes.example', 'ADMIN', 'de'), 'ADMIN', 'redactie@uitjes.example');
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  const { db } = database;
  await db.delete(notificationPreferences);
  await db.delete(notificationAddressOptOuts);
  await db.delete(notificationDigestItems);
  await db.delete(notificationDigests);
  await db.delete(mailOutbox);
});

describe('preferences', () => {
  it('are on by default: at once for the providers’ kinds, a daily digest for the operators’ review queue', async () => {
    expect(await listNotificationPreferences(database.db, provider, provider.userId)).toEqual([
      { kind: 'lead.new', choice: 'immediate', chosen: false },
      { kind: 'review.outcome', choice: 'immediate', chosen: false },
      { kind: 'lead.reminder', choice: 'immediate', chosen: false },
    ]);
    const operators = await listNotificationPreferences(database.db, operator, operator.userId);
    expect(operators.find((p) => p.kind === 'review.waiting')).toEqual({ kind: 'review.waiting', choice: 'daily', chosen: false });
  });

  it('are saved per person and kind, and a kind the form left out keeps its choice', async () => {
    expect(await setNotificationPreferences(database.db, provider, provider.userId, { 'lead-new': 'daily', 'review-outcome': 'off' })).toEqual([
      'lead.new',
      'review.outcome',
    ]);
    expect(await setNotificationPreferences(database.db, provider, provider.userId, { 'lead-new': 'daily', 'lead-reminder': 'off' })).toEqual([
      'lead.reminder',
    ]);
    const mine = await listNotificationPreferences(database.db, provider, provider.userId);
    expect(mine.map((p) => `${p.kind}=${p.choice}`)).toEqual(['lead.new=daily', 'review.outcome=off', 'lead.reminder=off']);
    // Another person's are untouched.
    expect((await listNotificationPreferences(database.db, otherProvider, otherProvider.userId)).every((p) => p.choice === 'immediate')).toBe(true);
  });

  it('cannot be read or changed for another person by changing the id, not even by an operator', async () => {
    await expect(listNotificationPreferences(database.db, provider, otherProvider.userId)).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(setNotificationPreferences(database.db, provider, otherProvider.userId, { 'lead-new': 'off' })).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(setNotificationPreferences(database.db, operator, provider.userId, { 'lead-new': 'off' })).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(listNotificationPreferences(database.db, operator, provider.userId)).rejects.toBeInstanceOf(NotFoundForActor);
    expect(await database.db.$count(notificationPreferences)).toBe(0);
  });

  it("refuse an operator's kind for a provider", async () => {
    await expect(setNotificationPreferences(database.db, provider, provider.userId, { 'review-waiting': 'immediate' })).rejects.toBeInstanceOf(
      NotFoundForActor,
    );
  });
});

describe('a new lead', () => {
  it('mails a person at once, at their account’s address, with a one-click unsubscribe (RFC 8058)', async () => {
    const { mails } = await quote();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.toAddress).toBe(PROVIDER_ADDRESS.toUpperCase());
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/admin\.localhost:3000\/portaal\/meldingen\/afmelden\?token=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail!.text).toContain(`${ORIGIN}/portaal/account/meldingen`);
    expect(mail!.text).toContain(`${ORIGIN}/portaal/meldingen/afmelden?token=${tokenOf(mail!)}`);
  });

  it('waits for the daily digest when the person chose so, and is left out when they chose off', async () => {
    await setNotificationPreferences(database.db, provider, provider.userId, { 'lead-new': 'daily' });
    const first = await quote();
    expect(first.mails).toHaveLength(0);
    const items = await database.db.select().from(notificationDigestItems).where(eq(notificationDigestItems.userId, provider.userId));
    expect(items).toMatchObject([
      { kind: 'lead.new', immediate: false, sentAt: null, line: `Offerteaanvraag ${first.id} voor "Kanoën op de Vecht" (${site.platform.name})` },
    ]);

    await setNotificationPreferences(database.db, provider, provider.userId, { 'lead-new': 'off' });
    expect((await quote()).mails).toHaveLength(0);
    expect(await database.db.$count(notificationDigestItems)).toBe(1);
  });
});

describe('unsubscribe', () => {
  it('turns that kind off for that person, without a session, and no other kind', async () => {
    const { mails } = await quote();
    const token = tokenOf(mails[0]!);
    expect(await readUnsubscribeLink(database.db, token)).toEqual({ ok: true, kind: 'lead.new', person: true });
    expect(await unsubscribe(database.db, token)).toEqual({ ok: true, kind: 'lead.new', person: true });
    // Twice is harmless (mail scanners, a second click).
    expect(await unsubscribe(database.db, token)).toEqual({ ok: true, kind: 'lead.new', person: true });
    const mine = await listNotificationPreferences(database.db, provider, provider.userId);
    expect(mine.map((p) => `${p.kind}=${p.choice}`)).toEqual(['lead.new=off', 'review.outcome=immediate', 'lead.reminder=immediate']);
    expect((await quote()).mails).toHaveLength(0);
  });

  it('turns a kind off for an address that is no one’s account (the organisation’s mailbox)', async () => {
    await database.db.update(users).set({ email: 'nog-iemand@kano.example' }).where(eq(users.id, provider.userId));
    try {
      const { mails } = await quote();
      expect(mails.map((m) => m.toAddress)).toEqual([PROVIDER_ADDRESS]);
      expect(mails[0]!.text).not.toContain('/portaal/account/meldingen');
      expect(await unsubscribe(database.db, tokenOf(mails[0]!))).toEqual({ ok: true, kind: 'lead.new', person: false });
      expect(await database.db.select().from(notificationAddressOptOuts)).toMatchObject([{ addressHash: addressHash(PROVIDER_ADDRESS), kind: 'lead.new' }]);
      expect((await quote()).mails).toHaveLength(0);
    } finally {
      await database.db.update(users).set({ email: PROVIDER_ADDRESS.toUpperCase() }).where(eq(users.id, provider.userId));
    }
  });

  it('refuses a token that is changed, forged or of another kind’s signature', async () => {
    const token = await unsubscribeToken(database.db, { kind: 'lead.new', userId: provider.userId });
    const [payload, mac] = token.split('.') as [string, string];
    const otherPerson = Buffer.from(`u:${otherProvider.userId}:lead.new`).toString('base64url');
    const otherKind = Buffer.from(`u:${provider.userId}:review.outcome`).toString('base64url');
    for (const bad of [`${otherPerson}.${mac}`, `${otherKind}.${mac}`, `${payload}.${mac.slice(0, -2)}AA`, `${payload}`, '', 'x'.repeat(400)]) {
      expect(await unsubscribe(database.db, bad)).toEqual({ ok: false });
    }
    expect(await database.db.$count(notificationPreferences)).toBe(0);
  });
});

describe('the operators’ review queue', () => {
  it('raises a digest line per operator by default, a mail due at once for one who chose so, nothing for off', async () => {
    const second = actor(await addUser('tweede@uitjes.example', 'ADMIN'), 'ADMIN', 'tweede@uitjes.example');
    const third = actor(await addUser('derde@uitjes.example', 'ADMIN'), 'ADMIN', 'derde@uitjes.example');
    await setNotificationPreferences(database.db, second, second.userId, { 'review-waiting': 'immediate' });
    await setNotificationPreferences(database.db, third, third.userId, { 'review-waiting': 'off' });
    const raised = await database.db.transaction((tx) => notifyReviewWaiting(tx, { platformId: 1, organisationId: null, title: 'Bierproeverij' }));
    expect(raised.immediate).toEqual([second.userId]);
    expect(raised.daily).toContain(operator.userId);
    expect(raised.daily).not.toContain(third.userId);

    // The job mails the one due at once on its next pass, whatever the hour, with its unsubscribe.
    const night = new Date('2031-03-04T01:00:00Z');
    expect(await sendDueNotifications({ db: database.db, portalOrigin: ORIGIN, digestHour: 7, now: night })).toEqual({ immediate: 1, digests: 0 });
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'tweede@uitjes.example'));
    expect(mail).toMatchObject({ kind: 'notification-review-waiting', subject: 'Ter beoordeling: Bierproeverij' });
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toContain(`${ORIGIN}/portaal/beoordelen`);
    await database.db
      .update(users)
      .set({ active: false })
      .where(inArray(users.id, [second.userId, third.userId]));
  });
});

describe('the daily digest', () => {
  it('goes out once a day per person and kind, from the digest hour, with every line, however many runners', async () => {
    await setNotificationPreferences(database.db, provider, provider.userId, { 'lead-new': 'daily' });
    const a = await quote();
    const b = await quote();
    const options = { db: database.db, portalOrigin: ORIGIN, digestHour: 7 };
    // 06:30 in Amsterdam (CET): not yet.
    expect(await sendDueNotifications({ ...options, now: new Date('2031-03-04T05:30:00Z') })).toEqual({ immediate: 0, digests: 0 });
    const morning = new Date('2031-03-04T06:05:00Z');
    const passes = await Promise.all([1, 2, 3].map(() => sendDueNotifications({ ...options, now: morning })));
    expect(passes.reduce((n, p) => n + p.digests, 0)).toBe(1);
    const digests = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, PROVIDER_ADDRESS.toUpperCase()));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.kind).toBe('notification-digest-lead-new');
    expect(digests[0]!.subject).toContain('(2)');
    expect(digests[0]!.text).toContain(`Offerteaanvraag ${a.id} voor`);
    expect(digests[0]!.text).toContain(`Offerteaanvraag ${b.id} voor`);
    expect(digests[0]!.headers?.['List-Unsubscribe']).toMatch(/afmelden\?token=/);

    // Another lead the same day waits for tomorrow's digest, however often the job runs.
    const c = await quote();
    expect(await sendDueNotifications({ ...options, now: new Date('2031-03-04T20:00:00Z') })).toEqual({ immediate: 0, digests: 0 });
    expect(await sendDueNotifications({ ...options, now: new Date('2031-03-05T07:00:00Z') })).toEqual({ immediate: 0, digests: 1 });
    const [tomorrow] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'notification-digest-lead-new'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(tomorrow!.text).toContain(`Offerteaanvraag ${c.id} voor`);
    expect(tomorrow!.text).not.toContain(`Offerteaanvraag ${a.id} voor`);
    expect(await database.db.$count(notificationDigests)).toBe(2);
  });

  it('is written in the person’s language (German on de)', async () => {
    await setNotificationPreferences(database.db, operator, operator.userId, { 'review-waiting': 'daily' });
    await database.db.transaction((tx) => notifyReviewWaiting(tx, { platformId: 2, organisationId: null, title: 'Floßfahrt' }));
    await sendDueNotifications({ db: database.db, portalOrigin: ORIGIN, digestHour: 7, now: new Date('2031-03-04T09:00:00Z') });
    const [digest] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'redactie@uitjes.example'));
    expect(digest!.subject).toMatch(/^Tagesübersicht von .+: Inhalte, die auf Prüfung warten \(1\)$/);
    expect(digest!.text).toContain('Mit einem Klick abmelden');
  });
});
