import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server.ts';
import { activities, auditLog, contactMessages, mailOutbox, newsletterSubscribers, quoteRequests, users } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import { DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../config/password-hashing.ts';
import { contactMessagesCsv, listContactMessages } from '../features/contact/contact-admin.server.ts';
import { listSubscribers, subscribersCsv } from '../features/newsletter/newsletter-admin.server.ts';
import { listQuoteRequestsForAdmin, quoteRequestsCsv } from '../features/quote/quote-admin.server.ts';
import { listOutbox, resendMail } from '../mail/outbox-admin.server.ts';
import type { Actor } from './actor.ts';
import { type AuditEntry, listAuditLog, recordAudit } from './audit.server.ts';
import { type CsvExport, CSV_BATCH_SIZE, csvStreamResponse } from './csv.server.ts';
import { FORGOTTEN } from './forgotten.ts';
import { LIST_PAGE_SIZE, LIST_TOTAL_CAP, type ListQuery } from './list-query.ts';
import { NotFoundForActor, PermissionDenied } from './permissions.server.ts';

// The back office's lists of people (decision 104): contact messages, quote requests and newsletter
// subscribers per platform, paged, sorted and searched on the server, and their CSV files; the mail
// outbox with "send again"; the audit log with its filters. Operators only: a USER is refused.

/** An export as the operator downloads it: the streamed response's bytes, its byte order mark kept (text() drops it). */
const downloaded = async (csv: CsvExport) => {
  const response = csvStreamResponse(csv, 'x.csv', (error) => {
    throw error;
  });
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
};

let database: DatabaseHandle;
let admin: Actor;
let provider: Actor;
/** An activity of platform 1 and one of platform 3. */
let nlActivity: number;
let kidsActivity: number;

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

const query = <Sort extends string>(sort: Sort, changes: Partial<ListQuery<Sort>> = {}): ListQuery<Sort> => ({
  page: 1,
  sort,
  direction: 'desc',
  search: '',
  ...changes,
});

const NL_MESSAGES = 30;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const { db } = database;
  const [operator] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PROVIDER_EMAIL));
  admin = actorFor(operator!.id, 'ADMIN');
  provider = { ...actorFor(user!.id, 'USER'), organisationIds: [1, 2, 3] };
  const [nl] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.platformId, 1), eq(activities.isEditCopy, false)))
    .limit(1);
  const [kids] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.platformId, 3), eq(activities.isEditCopy, false)))
    .limit(1);
  [nlActivity, kidsActivity] = [nl!.id, kids!.id];
  const start = Date.UTC(2026, 4, 1, 10);
  await db.insert(contactMessages).values(
    Array.from({ length: NL_MESSAGES }, (_, i) => ({
      platformId: 1,
      type: i % 2 === 0 ? ('Question' as const) : ('Ad' as const),
      name: `Vrager ${String(i).padStart(2, '0')}`,
      email: `vrager${i}@lijst.example`,
      phone: '020 123 4567',
      description: i === 0 ? '=SUM(A1)\nmet een tweede regel' : 'Een vraag',
      createdAt: new Date(start + i * 60_000),
    })),
  );
  await db.insert(contactMessages).values({ platformId: 3, type: 'Question', name: 'Kids vrager', email: 'kids@lijst.example', phone: '020 123 4567' });
  await db.insert(quoteRequests).values([
    { activityId: nlActivity, name: 'Offerte Nl', email: 'offerte-nl@lijst.example', phone: '06 12345678', numberOfPersons: 20 },
    { activityId: kidsActivity, name: 'Offerte Kids', email: 'offerte-kids@lijst.example', phone: '06 12345678' },
  ]);
  await db.insert(newsletterSubscribers).values([
    { platformId: 1, name: 'Lezer Nl', email: 'lezer-nl@lijst.example', confirmedAt: new Date() },
    { platformId: 3, name: 'Lezer Kids', email: 'lezer-kids@lijst.example', confirmedAt: new Date() },
    // Never followed the confirmation link: not on the list.
    { platformId: 1, name: 'Lezer Wacht', email: 'lezer-wacht@lijst.example' },
  ]);
});
afterAll(async () => {
  await database?.close();
});

describe('contact messages', () => {
  it("lists one platform's messages, 25 a page, newest first, searched by name or e-mail", async () => {
    const first = await listContactMessages(database.db, admin, 1, query('createdAt'));
    const own = first.total;
    expect(own).toBeGreaterThanOrEqual(NL_MESSAGES);
    expect(first.items).toHaveLength(LIST_PAGE_SIZE);
    expect(first.items[0]!.name).toBe('Vrager 29');
    expect(first.items.some((item) => item.email === 'kids@lijst.example')).toBe(false);
    const second = await listContactMessages(database.db, admin, 1, query('createdAt', { page: 2 }));
    expect(second.items).toHaveLength(own - LIST_PAGE_SIZE);

    const byName = await listContactMessages(database.db, admin, 1, query('name', { direction: 'asc', search: 'vrager 0' }));
    expect(byName.items.map((item) => item.name)).toEqual([
      'Vrager 00',
      'Vrager 01',
      'Vrager 02',
      'Vrager 03',
      'Vrager 04',
      'Vrager 05',
      'Vrager 06',
      'Vrager 07',
      'Vrager 08',
      'Vrager 09',
    ]);
    const byEmail = await listContactMessages(database.db, admin, 1, query('createdAt', { search: 'VRAGER17@' }));
    expect(byEmail.items.map((item) => item.name)).toEqual(['Vrager 17']);
    // A % in the search is a character, not a wildcard.
    expect((await listContactMessages(database.db, admin, 1, query('createdAt', { search: '%' }))).total).toBe(0);

    const kids = await listContactMessages(database.db, admin, 3, query('createdAt'));
    expect(kids.items.map((item) => item.email)).toContain('kids@lijst.example');
    expect(kids.items.some((item) => item.email.endsWith('@lijst.example') && item.email !== 'kids@lijst.example')).toBe(false);
  });

  it('exports the same list as CSV with a BOM, a header in the language and escaped formulas', async () => {
    const csv = await downloaded(contactMessagesCsv(database.db, admin, 1, 'vrager', 'nl'));
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Ontvangen,Soort,Naam,Bedrijf,E-mailadres,Telefoonnummer,Bericht');
    expect(lines[1]).toContain('Vrager 29,');
    expect(csv).toContain(`,"'=SUM(A1)\nmet een tweede regel"`);
    expect(csv).not.toContain('kids@lijst.example');
    const de = await downloaded(contactMessagesCsv(database.db, admin, 1, 'vrager 01', 'de'));
    expect(de.slice(1).split('\r\n')[0]).toBe('Eingegangen,Art,Name,Firma,E-Mail-Adresse,Telefonnummer,Nachricht');
    expect(de).toContain(',Werbung,Vrager 01,');
  });

  it('exports every row of a list longer than many read batches exactly once, newest first, also rows a microsecond apart', async () => {
    const count = CSV_BATCH_SIZE * 2 + 345;
    // Rows a microsecond apart share their millisecond: a key read into a JavaScript Date would lose them.
    await database.db.execute(sql`
      INSERT INTO contact_messages (platform_id, type, name, email, phone, created_at)
      SELECT 2, 'Question', 'Veel ' || lpad(n::text, 5, '0'), 'veel' || n || '@lang.example', '0612345678',
             timestamptz '2026-03-01 10:00:00.000000+00' + n * interval '1 microsecond'
      FROM generate_series(1, ${count}) AS n`);
    const csv = await downloaded(contactMessagesCsv(database.db, admin, 2, 'lang.example', 'nl'));
    const names = csv
      .slice(1)
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[2]);
    expect(names).toHaveLength(count);
    expect(new Set(names).size).toBe(count);
    expect(names[0]).toBe(`Veel ${String(count).padStart(5, '0')}`);
    expect(names.at(-1)).toBe('Veel 00001');
  });

  it('refuses a provider', async () => {
    await expect(listContactMessages(database.db, provider, 1, query('createdAt'))).rejects.toBeInstanceOf(PermissionDenied);
    expect(() => contactMessagesCsv(database.db, provider, 1, '', 'nl')).toThrow(PermissionDenied);
  });
});

describe('quote requests', () => {
  it("lists the requests of the platform's activities with activity and status, and as CSV", async () => {
    const nl = await listQuoteRequestsForAdmin(database.db, admin, 1, query('createdAt', { search: '@lijst.example' }));
    expect(nl.items.map((item) => item.name)).toEqual(['Offerte Nl']);
    expect(nl.items[0]).toMatchObject({ activityId: nlActivity, status: 'NEW', numberOfPersons: 20 });
    const kids = await listQuoteRequestsForAdmin(database.db, admin, 3, query('activity', { search: 'offerte' }));
    expect(kids.items.map((item) => item.name)).toEqual(['Offerte Kids']);

    const csv = await downloaded(quoteRequestsCsv(database.db, admin, 1, 'offerte', 'nl'));
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [header, line] = csv.slice(1).split('\r\n');
    expect(header).toBe('Ontvangen,Activiteit,Organisatie,Status,Naam,Bedrijf,E-mailadres,Telefoonnummer,Aantal personen,Geplande datum,Plaats,Opmerking');
    expect(line).toContain(',Nieuw,Offerte Nl,,offerte-nl@lijst.example,06 12345678,20,');
    expect(csv).not.toContain('Offerte Kids');
  });

  // docs/decisions/113: a search finds requests by the words of the name and address (migration 0038,
  // person_search_words), the last word of the search may be the beginning of one.
  it('finds a request by the words of its name or address, the last one begun, in any order', async () => {
    const at = Date.UTC(2026, 5, 1, 10);
    await database.db.insert(quoteRequests).values([
      { activityId: nlActivity, name: 'Quinten van der Qwist', email: 'Quinten.Qwist@Qmail.example', phone: '06', createdAt: new Date(at) },
      { activityId: nlActivity, name: 'Xander Xansen', email: 'xander@xansen-bouw.example', phone: '06', createdAt: new Date(at + 1000) },
      { activityId: nlActivity, name: 'Xanthe Smit', email: 'x.smit@woord.example', phone: '06', createdAt: new Date(at + 2000) },
      { activityId: nlActivity, name: "Ellen O'Neill-Étienne", email: 'ellen@woord.example', phone: '06', createdAt: new Date(at + 3000) },
    ]);
    const names = async (search: string) => {
      const list = await listQuoteRequestsForAdmin(database.db, admin, 1, query('createdAt', { search }));
      expect(list.total).toBe(list.items.length);
      return list.items.map((item) => item.name);
    };
    expect(await names('xan')).toEqual(['Xanthe Smit', 'Xander Xansen']);
    expect(await names('Xander Xans')).toEqual(['Xander Xansen']);
    expect(await names('xansen xander')).toEqual(['Xander Xansen']);
    expect(await names('van der qwist')).toEqual(['Quinten van der Qwist']);
    expect(await names('qwist quinten')).toEqual(['Quinten van der Qwist']);
    expect(await names('quinten.qwist@qm')).toEqual(['Quinten van der Qwist']);
    expect(await names('@qmail.example')).toEqual(['Quinten van der Qwist']);
    expect(await names('xansen-bouw')).toEqual(['Xander Xansen']);
    expect(await names('woord.example')).toEqual(["Ellen O'Neill-Étienne", 'Xanthe Smit']);
    expect(await names("o'neill étienne")).toEqual(["Ellen O'Neill-Étienne"]);
    // Only the last word may be begun; a word's middle or end is not a word.
    expect(await names('xa xansen')).toEqual([]);
    expect(await names('ansen')).toEqual([]);
    // Nothing to search for: nothing found, rather than every request.
    expect(await names('@')).toEqual([]);
    expect(await names('%')).toEqual([]);
    // The CSV finds what the list finds.
    const csv = await downloaded(quoteRequestsCsv(database.db, admin, 1, 'xan', 'nl'));
    expect(
      csv
        .slice(1)
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[4]),
    ).toEqual(['Xanthe Smit', 'Xander Xansen']);
    await database.db.execute(sql`DELETE FROM quote_requests WHERE created_at >= ${new Date(at)} AND created_at <= ${new Date(at + 3000)}`);
  });

  it('refuses a provider', async () => {
    await expect(listQuoteRequestsForAdmin(database.db, provider, 1, query('createdAt'))).rejects.toBeInstanceOf(PermissionDenied);
    expect(() => quoteRequestsCsv(database.db, provider, 1, '', 'nl')).toThrow(PermissionDenied);
  });
});

describe('newsletter subscribers', () => {
  it("lists one platform's subscribers and exports them", async () => {
    const nl = await listSubscribers(database.db, admin, 1, query('consentAt', { search: 'lijst.example' }));
    expect(nl.items.map((item) => item.email)).toEqual(['lezer-nl@lijst.example']);
    const kids = await listSubscribers(database.db, admin, 3, query('email', { search: 'LEZER' }));
    expect(kids.items.map((item) => item.email)).toEqual(['lezer-kids@lijst.example']);
    const csv = await downloaded(subscribersCsv(database.db, admin, 1, 'lezer', 'nl'));
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [header, line] = csv.slice(1).split('\r\n');
    expect(header).toBe('Naam,E-mailadres,Toestemming');
    expect(line).toMatch(/^Lezer Nl,lezer-nl@lijst\.example,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('refuses a provider', async () => {
    await expect(listSubscribers(database.db, provider, 1, query('consentAt'))).rejects.toBeInstanceOf(PermissionDenied);
    expect(() => subscribersCsv(database.db, provider, 1, '', 'nl')).toThrow(PermissionDenied);
  });
});

describe('the mail outbox', () => {
  let failed: number;
  let sent: number;
  let forgotten: number;

  beforeAll(async () => {
    const mail = (kind: string, values: Partial<typeof mailOutbox.$inferInsert>) => ({
      messageId: `<${kind}.${Math.random()}@test.example>`,
      kind,
      fromAddress: 'noreply@test.example',
      toAddress: 'ontvanger@outbox.example',
      subject: `Onderwerp ${kind}`,
      text: 'Tekst',
      ...values,
    });
    const rows = await database.db
      .insert(mailOutbox)
      .values([
        mail('outbox-failed', { platformId: 1, status: 'failed', attempts: 12, lastError: '550 mailbox unavailable' }),
        mail('outbox-sent', { platformId: 1, status: 'sent', attempts: 1, sentAt: new Date() }),
        mail('outbox-kids', { platformId: 3, status: 'failed', attempts: 12, lastError: 'timeout' }),
        mail('outbox-forgotten', { platformId: 1, status: 'failed', toAddress: FORGOTTEN, text: FORGOTTEN }),
      ])
      .returning({ id: mailOutbox.id });
    [failed, sent, , forgotten] = rows.map((row) => row.id) as [number, number, number, number];
  });

  it('lists by status, for one platform or all, with the last error', async () => {
    const search = 'outbox.example';
    const nlFailed = await listOutbox(database.db, admin, { platformId: 1, status: 'failed' }, query('createdAt', { search }));
    expect(nlFailed.items.map((item) => item.kind)).toEqual(['outbox-failed']);
    expect(nlFailed.items[0]).toMatchObject({ lastError: '550 mailbox unavailable', attempts: 12, resendable: true });
    const allFailed = await listOutbox(database.db, admin, { platformId: null, status: 'failed' }, query('createdAt', { search }));
    expect(allFailed.items.map((item) => item.kind).sort()).toEqual(['outbox-failed', 'outbox-kids']);
    const nlAll = await listOutbox(database.db, admin, { platformId: 1, status: null }, query('createdAt', { search }));
    expect(nlAll.items.map((item) => item.kind).sort()).toEqual(['outbox-failed', 'outbox-sent']);
    const sentRow = nlAll.items.find((item) => item.id === sent)!;
    expect(sentRow.resendable).toBe(false);
  });

  it('sends a failed mail again: pending, due now, attempts from zero, in the audit log', async () => {
    const before = Date.now();
    expect(await resendMail(database.db, admin, failed)).toEqual({ ok: true });
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed));
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before - 60_000);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mail-resent'), sql`${auditLog.detail} ->> 'id' = ${String(failed)}`));
    expect(entry).toMatchObject({ actorUserId: admin.userId, detail: { entity: 'mail', id: failed } });
  });

  it('refuses to resend a pending, a sent or a forgotten mail, and a missing one is not found', async () => {
    expect(await resendMail(database.db, admin, failed)).toEqual({ ok: false, error: 'not-resendable' });
    expect(await resendMail(database.db, admin, sent)).toEqual({ ok: false, error: 'not-resendable' });
    expect(await resendMail(database.db, admin, forgotten)).toEqual({ ok: false, error: 'not-resendable' });
    await expect(resendMail(database.db, admin, 2_000_000_000)).rejects.toBeInstanceOf(NotFoundForActor);
  });

  it('refuses a provider', async () => {
    await expect(listOutbox(database.db, provider, { platformId: null, status: null }, query('createdAt'))).rejects.toBeInstanceOf(PermissionDenied);
    await expect(resendMail(database.db, provider, failed)).rejects.toBeInstanceOf(PermissionDenied);
  });
});

describe('the audit log', () => {
  beforeAll(async () => {
    await database.db.insert(auditLog).values([
      { action: 'activity-saved', actorUserId: provider.userId, detail: { entity: 'activity', id: 7 }, at: new Date('2026-03-10T22:30:00Z') },
      { action: 'banner-saved', actorUserId: admin.userId, detail: { entity: 'banner', id: 3 }, at: new Date('2026-03-12T09:00:00Z') },
      { action: 'activity-approved', actorUserId: admin.userId, detail: { entity: 'activity', id: 7 }, at: new Date('2026-03-13T09:00:00Z') },
    ]);
  });

  it('lists newest first, filtered by user, entity and days (in Amsterdam)', async () => {
    const march = { from: '2026-03-01', to: '2026-03-31', page: 1 };
    const all = await listAuditLog(database.db, admin, { user: '', entity: '', ...march });
    expect(all.items.map((item) => item.action)).toEqual(['activity-approved', 'banner-saved', 'activity-saved']);
    expect(all.total).toBe(3);
    expect(all.items[0]).toMatchObject({ actorEmail: DEMO_ADMIN_EMAIL, entity: 'activity', entityId: '7' });
    const byUser = await listAuditLog(database.db, admin, { user: 'AANBIEDER@', entity: '', ...march });
    expect(byUser.items.map((item) => item.action)).toEqual(['activity-saved']);
    expect(byUser.total).toBe(1);
    const byEntity = await listAuditLog(database.db, admin, { user: '', entity: 'activity', ...march });
    expect(byEntity.items.map((item) => item.action)).toEqual(['activity-approved', 'activity-saved']);
    // 22:30 UTC on 10 March is 23:30 on 10 March in Amsterdam: that day's, not the 11th's.
    const tenth = await listAuditLog(database.db, admin, { user: '', entity: '', from: '2026-03-10', to: '2026-03-10', page: 1 });
    expect(tenth.items.map((item) => item.action)).toEqual(['activity-saved']);
    const eleventh = await listAuditLog(database.db, admin, { user: '', entity: '', from: '2026-03-11', to: '2026-03-11', page: 1 });
    expect(eleventh.total).toBe(0);
  });

  it('narrows to the platform an entry is about, an action, and one object; names and places each object', async () => {
    const db = database.db;
    const [kids] = await db
      .select({ title: activities.title, organisationId: activities.organisationId })
      .from(activities)
      .where(eq(activities.id, kidsActivity));
    const april = { user: '', entity: '' as const, from: '2026-04-01', to: '2026-04-30', page: 1 };
    // Written as the services write them (recordAudit works out each entry's platform), then dated.
    const entries: Array<AuditEntry & { at: Date }> = [
      { action: 'activity-saved', actorUserId: provider.userId, detail: { entity: 'activity', id: kidsActivity }, at: new Date('2026-04-02T09:00:00Z') },
      { action: 'activity-approved', actorUserId: admin.userId, detail: { entity: 'activity', id: nlActivity }, at: new Date('2026-04-03T09:00:00Z') },
      {
        action: 'banner-deleted',
        actorUserId: admin.userId,
        detail: { entity: 'banner', id: 99, platformId: 3, title: 'Zomer' },
        at: new Date('2026-04-04T09:00:00Z'),
      },
      {
        action: 'contact-person-changed',
        actorUserId: provider.userId,
        detail: { entity: 'contact-person', id: 5, organisationId: kids!.organisationId },
        at: new Date('2026-04-05T09:00:00Z'),
      },
      { action: 'sign-in', actorUserId: provider.userId, subjectUserId: provider.userId, at: new Date('2026-04-06T09:00:00Z') },
    ];
    for (const { at, ...entry } of entries) {
      await recordAudit(db, entry);
      await db.execute(sql`UPDATE audit_log SET at = ${at.toISOString()}::timestamptz WHERE id = (SELECT max(id) FROM audit_log)`);
    }
    const kidsOnly = await listAuditLog(db, admin, { ...april, platformId: 3 });
    expect(kidsOnly.items.map((item) => item.action)).toEqual(['contact-person-changed', 'banner-deleted', 'activity-saved']);
    expect(kidsOnly.items.map((item) => item.object.platformId)).toEqual([3, 3, 3]);
    // Every site: also the sign-in, which is about no platform.
    const everywhere = await listAuditLog(db, admin, { ...april, platformId: null });
    expect(everywhere.items.map((item) => item.action)).toEqual(['sign-in', 'contact-person-changed', 'banner-deleted', 'activity-approved', 'activity-saved']);
    expect(everywhere.items[0]).toMatchObject({ object: { object: 'account', objectId: provider.userId, platformId: null } });
    const saved = everywhere.items.find((item) => item.action === 'activity-saved')!;
    expect(saved).toMatchObject({ object: { object: 'activity', objectId: kidsActivity }, objectName: kids!.title });
    // A deleted banner keeps the name its entry recorded.
    expect(everywhere.items.find((item) => item.action === 'banner-deleted')!.objectName).toBe('Zomer');

    expect((await listAuditLog(db, admin, { ...april, action: 'activity-approved' })).items.map((item) => item.object.objectId)).toEqual([nlActivity]);
    const oneActivity = await listAuditLog(db, admin, { ...april, entity: 'activity', objectId: kidsActivity });
    expect(oneActivity.items.map((item) => item.action)).toEqual(['activity-saved']);
    // An organisation's entries include those about its contact persons.
    const organisation = await listAuditLog(db, admin, { ...april, entity: 'organisation', objectId: kids!.organisationId });
    expect(organisation.items.map((item) => item.action)).toEqual(['contact-person-changed']);
    const account = await listAuditLog(db, admin, { ...april, entity: 'account', objectId: provider.userId });
    expect(account.items.map((item) => item.action)).toEqual(['sign-in']);
  });

  it('refuses a provider', async () => {
    await expect(listAuditLog(database.db, provider, { user: '', entity: '', from: null, to: null, page: 1 })).rejects.toBeInstanceOf(PermissionDenied);
  });
});

// docs/decisions/113: the lists over tables that only grow count up to LIST_TOTAL_CAP and no
// further; the page itself is the same as with an exact count.
describe('lists of millions: the count stops at the cap', () => {
  it('counts the mails of a platform exactly up to the cap, one more above it, and still pages newest first', async () => {
    const kind = 'capped-count';
    await database.db.execute(sql`
      INSERT INTO mail_outbox (message_id, platform_id, kind, from_address, to_address, subject, text, status, created_at)
      SELECT '<capped-' || g || '@test.example>', 4, ${kind}, 'noreply@test.example', 'ontvanger@capped.example', 'Onderwerp ' || g, 'Tekst', 'sent',
             now() - make_interval(mins => g)
      FROM generate_series(1, ${LIST_TOTAL_CAP + 50}) g`);
    const all = await listOutbox(database.db, admin, { platformId: 4, status: null }, query('createdAt'));
    expect(all.total).toBe(LIST_TOTAL_CAP + 1);
    expect(all.items.map((row) => row.subject).slice(0, 2)).toEqual(['Onderwerp 1', 'Onderwerp 2']);
    const last = await listOutbox(
      database.db,
      admin,
      { platformId: 4, status: null },
      query('createdAt', { page: Math.ceil((LIST_TOTAL_CAP + 50) / LIST_PAGE_SIZE) }),
    );
    expect(last.items.at(-1)?.subject).toBe(`Onderwerp ${LIST_TOTAL_CAP + 50}`);
    // A search that finds fewer is counted exactly.
    const some = await listOutbox(database.db, admin, { platformId: 4, status: null }, query('createdAt', { search: 'Onderwerp 99' }));
    expect(some.total).toBe(11);
    await database.db.execute(sql`DELETE FROM mail_outbox WHERE kind = ${kind}`);
  });

  it('counts a search of the quote requests up to the cap and pages it newest first; a rarer search exactly', async () => {
    await database.db.execute(sql`
      INSERT INTO quote_requests (activity_id, name, email, phone, created_at)
      SELECT ${nlActivity}, 'Veelvrager ' || g, 'veelvrager-' || g || '@capped.example', '06', now() - make_interval(mins => g)
      FROM generate_series(1, ${LIST_TOTAL_CAP + 50}) g`);
    const all = await listQuoteRequestsForAdmin(database.db, admin, 1, query('createdAt', { search: 'veelvrager' }));
    expect(all.total).toBe(LIST_TOTAL_CAP + 1);
    expect(all.items.map((row) => row.name).slice(0, 2)).toEqual(['Veelvrager 1', 'Veelvrager 2']);
    const last = await listQuoteRequestsForAdmin(
      database.db,
      admin,
      1,
      query('createdAt', { search: 'capped.example', page: Math.ceil((LIST_TOTAL_CAP + 50) / LIST_PAGE_SIZE) }),
    );
    expect(last.items.at(-1)?.name).toBe(`Veelvrager ${LIST_TOTAL_CAP + 50}`);
    // Found by the address's word and the beginning of a number: 99 and 990-999 (the name has the number too).
    const some = await listQuoteRequestsForAdmin(database.db, admin, 1, query('createdAt', { search: 'veelvrager-99' }));
    expect(some.total).toBe(11);
    expect(some.items.map((row) => row.name)).toEqual(['Veelvrager 99', ...Array.from({ length: 10 }, (_, i) => `Veelvrager ${990 + i}`)]);
    await database.db.execute(sql`DELETE FROM quote_requests WHERE email LIKE '%@capped.example'`);
  });
});
