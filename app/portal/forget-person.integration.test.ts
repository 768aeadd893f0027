import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../db/client.server.ts';
import {
  activities,
  auditLog,
  contactMessages,
  eventSubmissions,
  events,
  mailOutbox,
  newsletterSubscribers,
  quoteRequests,
  users,
} from '../../db/schema/index.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import { DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../config/password-hashing.ts';
import type { Actor } from './actor.ts';
import { countPersonData, ForgetPersonSchema, forgetPerson } from './forget-person.server.ts';
import { FORGOTTEN } from './forgotten.ts';
import { PermissionDenied } from './permissions.server.ts';

// "Forget this person" (decision 104): after it, the address is in no text column of the tables that held
// it (leads, messages, subscriptions, event submissions, mails, and the audit log that records the act);
// the rows of leads, messages and submissions stay (counts and statistics), another person's data stays.

const ADDRESS = 'lotte.vergeet@bakkerij.example';
const OTHER = 'blijft@bakkerij.example';
const TABLES = ['quote_requests', 'contact_messages', 'newsletter_subscribers', 'event_submissions', 'mail_outbox', 'audit_log'] as const;

let database: DatabaseHandle;
let admin: Actor;
let provider: Actor;
let teamMail: number;
let pendingMail: number;

const actorFor = (userId: number, role: Actor['role']): Actor => ({
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

/** Every row of the tables above with the address in any of its text (or JSON) columns, per table. */
async function traces(address: string): Promise<Record<string, number>> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    database.db,
    sql`SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name IN ${sql.raw(`(${TABLES.map((t) => `'${t}'`).join(', ')})`)}
          AND data_type IN ('text', 'character varying', 'jsonb', 'json')`,
  );
  expect(new Set(columns.map((c) => c.table_name)).size).toBe(TABLES.length);
  const found: Record<string, number> = {};
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)}::text ILIKE ${`%${address}%`}`,
    );
    if (row!.n > 0) found[`${table}.${column}`] = row!.n;
  }
  return found;
}

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const { db } = database;
  const [operator] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PROVIDER_EMAIL));
  admin = actorFor(operator!.id, 'ADMIN');
  provider = { ...actorFor(user!.id, 'USER'), organisationIds: [1, 2, 3] };
  const [activity] = await db.select({ id: activities.id }).from(activities).where(eq(activities.platformId, 1)).limit(1);
  const person = (email: string) => ({ name: email === ADDRESS ? 'Lotte Vergeet' : 'Bram Blijft', email, phone: '06 12345678' });

  await db.insert(quoteRequests).values([
    {
      activityId: activity!.id,
      ...person(ADDRESS),
      // The address as the visitor typed it, in another letter case.
      email: 'Lotte.Vergeet@Bakkerij.example',
      address: 'Bakkerstraat 1',
      zipcode: '1234 AB',
      city: 'Utrecht',
      companyName: 'Bakkerij Lotte',
      description: 'Bel mij gerust',
      reference: 'REF-1',
      leadNote: 'Gebeld',
    },
    { activityId: activity!.id, ...person(OTHER), description: `Mijn collega ${ADDRESS} komt ook` },
    { activityId: activity!.id, ...person(OTHER), description: 'Alleen ik' },
  ]);
  await db.insert(contactMessages).values([
    { platformId: 1, type: 'Question', ...person(ADDRESS), companyName: 'Bakkerij Lotte', description: 'Een vraag' },
    { platformId: 3, type: 'Ad', ...person(` ${ADDRESS.toUpperCase()} `) },
    { platformId: 1, type: 'Question', ...person(OTHER) },
  ]);
  await db.insert(newsletterSubscribers).values([
    { platformId: 1, name: 'Lotte Vergeet', email: ADDRESS },
    { platformId: 3, name: 'Lotte Vergeet', email: ADDRESS },
    { platformId: 1, name: 'Bram Blijft', email: OTHER },
  ]);
  const [event] = await db
    .insert(events)
    .values({ title: 'Kinderfeest', startDate: new Date('2099-06-01T10:00:00Z'), platformId: 3 })
    .returning({ id: events.id });
  await db.insert(eventSubmissions).values([
    {
      eventId: event!.id,
      platformId: 3,
      name: 'Lotte Vergeet',
      companyName: 'Bakkerij Lotte',
      email: ADDRESS,
      iban: 'NL91ABNA0417164300',
      province: 'Utrecht',
      city: 'Utrecht',
      address: 'Bakkerstraat 1',
      zipcode: '1234 AB',
    },
    {
      eventId: event!.id,
      platformId: 3,
      name: 'Bram Blijft',
      email: OTHER,
      iban: 'NL02RABO0123456789',
      province: 'Utrecht',
      city: 'Utrecht',
      address: 'Straat 2',
      zipcode: '1234 CD',
    },
  ]);
  const mail = (kind: string, values: Partial<typeof mailOutbox.$inferInsert>) => ({
    messageId: `<${kind}.1.${kind}@uitjesbaas.nl>`,
    platformId: 1,
    kind,
    fromAddress: '"Uitjesbaas" <noreply@uitjesbaas.nl>',
    toAddress: 'info@uitjesbaas.nl',
    subject: 'Vraag van Lotte Vergeet',
    text: `Naam: Lotte Vergeet\nE-mailadres: ${ADDRESS}`,
    status: 'kept' as const,
    ...values,
  });
  const mails = await db
    .insert(mailOutbox)
    .values([
      mail('contact-team', { replyTo: ADDRESS }),
      mail('contact-confirmation', { toAddress: ADDRESS, replyTo: 'info@uitjesbaas.nl', status: 'pending', html: `<p>${ADDRESS}</p>` }),
      mail('quote-confirmation', { toAddress: ADDRESS, status: 'failed', lastError: `550 5.1.1 <${ADDRESS}>: unknown user` }),
      mail('other-person', { toAddress: OTHER, subject: 'Voor Bram', text: 'Hallo Bram' }),
    ])
    .returning({ id: mailOutbox.id });
  [teamMail, pendingMail] = [mails[0]!.id, mails[1]!.id];
});
afterAll(async () => {
  await database?.close();
});

describe('forget this person', () => {
  it('counts the rows that hold the address before anything is removed', async () => {
    expect(await countPersonData(database.db, admin, ` ${ADDRESS.toUpperCase()}`)).toEqual({
      quoteRequests: 2,
      contactMessages: 2,
      subscriptions: 2,
      eventSubmissions: 1,
      mails: 3,
    });
    expect(Object.keys(await traces(ADDRESS)).length).toBeGreaterThan(5);
  });

  it('refuses a provider, and removes nothing for them', async () => {
    await expect(countPersonData(database.db, provider, ADDRESS)).rejects.toBeInstanceOf(PermissionDenied);
    await expect(forgetPerson(database.db, provider, ADDRESS)).rejects.toBeInstanceOf(PermissionDenied);
    expect((await countPersonData(database.db, admin, ADDRESS)).quoteRequests).toBe(2);
  });

  it('accepts only an e-mail address (normalised) in its form', () => {
    expect(ForgetPersonSchema.safeParse({ email: ' Lotte@Example.ORG ' })).toEqual({ success: true, data: { email: 'lotte@example.org' } });
    expect(ForgetPersonSchema.safeParse({ email: 'lotte' }).error?.issues[0]?.message).toBe('portal.errors.email');
  });

  it('leaves no trace of the address in any text column, keeps the rows, and logs it without the address', async () => {
    const { db } = database;
    const before = {
      quotes: await db.$count(quoteRequests),
      messages: await db.$count(contactMessages),
      submissions: await db.$count(eventSubmissions),
      mails: await db.$count(mailOutbox),
    };
    const counts = await forgetPerson(db, admin, ADDRESS);
    expect(counts).toEqual({ quoteRequests: 2, contactMessages: 2, subscriptions: 2, eventSubmissions: 1, mails: 3 });

    expect(await traces(ADDRESS)).toEqual({});
    // Nor the name, the IBAN or the street the person typed.
    for (const trace of ['Lotte Vergeet', 'NL91ABNA0417164300', 'Bakkerstraat']) expect(await traces(trace)).toEqual({});

    expect(await db.$count(quoteRequests)).toBe(before.quotes);
    expect(await db.$count(contactMessages)).toBe(before.messages);
    expect(await db.$count(eventSubmissions)).toBe(before.submissions);
    expect(await db.$count(mailOutbox)).toBe(before.mails);
    expect(await db.$count(newsletterSubscribers, eq(newsletterSubscribers.email, OTHER))).toBe(1);
    expect(await db.$count(quoteRequests, eq(quoteRequests.name, FORGOTTEN))).toBe(2);
    const [submission] = await db.select().from(eventSubmissions).where(eq(eventSubmissions.iban, FORGOTTEN));
    expect(submission).toMatchObject({ name: FORGOTTEN, email: FORGOTTEN, address: FORGOTTEN, zipcode: FORGOTTEN, province: 'Utrecht' });

    // Another person's data stays as it was (only a lead that mentioned the address lost its texts).
    expect(await db.$count(quoteRequests, and(eq(quoteRequests.email, OTHER), eq(quoteRequests.description, 'Alleen ik')))).toBe(1);
    expect(await db.$count(contactMessages, eq(contactMessages.email, OTHER))).toBe(1);
    expect(await db.$count(eventSubmissions, eq(eventSubmissions.email, OTHER))).toBe(1);
    expect(await db.$count(mailOutbox, eq(mailOutbox.toAddress, OTHER))).toBe(1);

    // The team's mail keeps its team address; the mail that had not gone out yet never will.
    const [team] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, teamMail));
    expect(team).toMatchObject({ toAddress: 'info@uitjesbaas.nl', replyTo: null, subject: FORGOTTEN, text: FORGOTTEN, status: 'kept' });
    const [pending] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, pendingMail));
    expect(pending).toMatchObject({ toAddress: FORGOTTEN, status: 'failed', html: null });

    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'person-forgotten'));
    expect(entry).toMatchObject({
      actorUserId: admin.userId,
      detail: {
        entity: 'person',
        emailSha256: createHash('sha256').update(ADDRESS).digest('hex'),
        quoteRequests: 2,
        contactMessages: 2,
        subscriptions: 2,
        eventSubmissions: 1,
        mails: 3,
      },
    });
    expect(await countPersonData(db, admin, ADDRESS)).toEqual({ quoteRequests: 0, contactMessages: 0, subscriptions: 0, eventSubmissions: 0, mails: 0 });
  });
});
