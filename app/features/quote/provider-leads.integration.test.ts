import { and, desc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server.ts';
import { activities, leadAnswers, mailOutbox, quoteRequests, userOrganisations, users } from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../../config/password-hashing.ts';
import type { Actor } from '../../portal/actor.ts';
import { LIST_TOTAL_CAP } from '../../portal/list-query.ts';
import { NotFoundForActor } from '../../portal/permissions.server.ts';
import { leadsCsv } from './provider-leads-csv.server.ts';
import { LEADS_PAGE_SIZE, LeadAnswerSchema, LeadFilterSchema, leadFilterInput, LeadMoveSchema, LeadNoteSchema } from './provider-leads.schemas.ts';
import { answerLead, getLead, getLeadPage, listLeadActivities, listLeads, leadPagesForExport, moveLead, saveLeadNote } from './provider-leads.server.ts';

// A provider's leads (decision 104): only the quote requests of the activities of the organisations linked
// to the actor; another organisation's lead or activity id answers like a missing one; operators see all.

let database: DatabaseHandle;
/** The demo provider, a USER of their organisations ("org A"). */
let provider: Actor;
let admin: Actor;
/** Two activities of the provider's organisations, and one of an organisation not theirs ("org B"). */
let ownActivity: number;
let ownOther: number;
let foreignActivity: number;
let foreignLead: number;
const OWN_LEADS = 30;

const actorFor = (userId: number, role: Actor['role'], organisationIds: number[]): Actor => ({
  userId,
  role,
  email: 'x@example.org',
  firstName: null,
  lastName: null,
  locale: 'nl',
  sessionId: 0,
  secondFactor: false,
  organisationIds,
});

const lead = (activityId: number, createdAt: Date, values: Partial<typeof quoteRequests.$inferInsert> = {}) => ({
  activityId,
  name: 'Sanne de Vries',
  email: 'sanne@bakkerij.example',
  phone: '06 12345678',
  numberOfPersons: 12,
  createdAt,
  ...values,
});

const all = { page: 1 } as const;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const { db } = database;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PROVIDER_EMAIL));
  const orgs = await db.select({ id: userOrganisations.organisationId }).from(userOrganisations).where(eq(userOrganisations.userId, user!.id));
  const organisationIds = orgs.map((r) => r.id);
  provider = actorFor(user!.id, 'USER', organisationIds);
  const [operator] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  admin = actorFor(operator!.id, 'ADMIN', []);
  const own = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(inArray(activities.organisationId, organisationIds), eq(activities.isEditCopy, false)))
    .orderBy(activities.id)
    .limit(2);
  const [foreign] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(isNotNull(activities.organisationId), notInArray(activities.organisationId, organisationIds)))
    .orderBy(activities.id)
    .limit(1);
  [ownActivity, ownOther, foreignActivity] = [own[0]!.id, own[1]!.id, foreign!.id];
  // The demo seed gives the demo provider quote requests (db/seed/demo-leads.ts): these tests count their own.
  await db.delete(quoteRequests);
  // 30 for one own activity, one a day back from 1 June 2026 noon UTC...
  const june = Date.UTC(2026, 5, 1, 12);
  await db
    .insert(quoteRequests)
    .values(Array.from({ length: OWN_LEADS }, (_, i) => lead(ownActivity, new Date(june - i * 86_400_000), { name: `Klant ${i}` })));
  // ... one late in the evening of 10 March in Amsterdam (22:30 UTC), which is still 10 March there ...
  await db.insert(quoteRequests).values(
    lead(ownOther, new Date('2026-03-10T22:30:00Z'), {
      name: '=HYPERLINK("http://evil.example","klik")',
      companyName: '+31 bedrijf',
      description: 'Graag, met "lunch"\nen een borrel',
      reference: '@ref',
    }),
  );
  // ... and three of another organisation's activity.
  const foreignRows = await db
    .insert(quoteRequests)
    .values([0, 1, 2].map((i) => lead(foreignActivity, new Date(june + i * 3_600_000), { name: `Vreemd ${i}`, email: 'vreemd@elders.example' })))
    .returning({ id: quoteRequests.id });
  foreignLead = foreignRows[0]!.id;
});
afterAll(async () => {
  await database?.close();
});

describe('the leads list', () => {
  it("shows a provider only their organisations' leads, newest first, 25 a page", async () => {
    const first = await listLeads(database.db, provider, all);
    expect(first.total).toBe(OWN_LEADS + 1);
    expect(first.newer).toBeNull();
    expect(first.older).toMatchObject({ id: first.items.at(-1)!.id });
    expect(first.items).toHaveLength(LEADS_PAGE_SIZE);
    expect(first.items.every((item) => item.activityId === ownActivity || item.activityId === ownOther)).toBe(true);
    const times = first.items.map((item) => item.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(first.items[0]).toMatchObject({ name: 'Klant 0', status: 'NEW', numberOfPersons: 12 });
    expect(first.items[0]!.activityTitle).toEqual(expect.any(String));

    const second = await listLeads(database.db, provider, { page: 2 });
    expect(second.items).toHaveLength(OWN_LEADS + 1 - LEADS_PAGE_SIZE);
    expect(second.items.at(-1)!.activityId).toBe(ownOther);
    const ids = new Set([...first.items, ...second.items].map((item) => item.id));
    expect(ids.size).toBe(OWN_LEADS + 1);
    expect((await listLeads(database.db, provider, { page: 3 })).items).toEqual([]);
    expect(second).toMatchObject({ older: null, newer: { id: second.items[0]!.id } });

    // The pager goes by place: the page after the first's last lead is page 2, the page before page 2's first is page 1.
    const next = await listLeads(database.db, provider, { page: 2, after: first.older! });
    expect(next.items.map((item) => item.id)).toEqual(second.items.map((item) => item.id));
    expect(next).toMatchObject({ older: null, newer: { id: second.items[0]!.id } });
    const back = await listLeads(database.db, provider, { page: 1, before: next.newer! });
    expect(back.items.map((item) => item.id)).toEqual(first.items.map((item) => item.id));
    expect(back.newer).toBeNull();
    expect(back.older).toEqual(first.older);
  });

  it('reads a place from the address to the microsecond, and refuses one that is no place', () => {
    const place = '2026-06-01T12:00:00.123456Z~42';
    expect(LeadFilterSchema.parse({ after: place })).toMatchObject({ after: { at: '2026-06-01T12:00:00.123456Z', id: 42 } });
    for (const wrong of [
      '2026-02-30T12:00:00Z~1',
      '2026-06-01T24:00:00Z~1',
      '2026-06-01 12:00:00Z~1',
      '2026-06-01T12:00:00Z',
      '2026-06-01T12:00:00Z~99999999999',
      "x'); DROP",
    ]) {
      const parsed = LeadFilterSchema.safeParse({ after: wrong });
      expect(parsed.success, wrong).toBe(false);
      expect(parsed.error?.issues[0]).toMatchObject({ message: 'portal.leads.errors.page', path: ['after'] });
    }
    expect(LeadFilterSchema.safeParse({ after: place, before: place }).success).toBe(false);
  });

  it("answers a filter on another organisation's activity, or a missing one, as not found (as statistics does), and never offers it", async () => {
    for (const activityId of [foreignActivity, 999_999]) {
      await expect(listLeads(database.db, provider, { page: 1, activityId })).rejects.toBeInstanceOf(NotFoundForActor);
      await expect(leadPagesForExport(database.db, provider, { activityId })).rejects.toBeInstanceOf(NotFoundForActor);
    }
    // A provider is offered their own activities (with leads or not), never another organisation's.
    const options = (await listLeadActivities(database.db, provider, foreignActivity)).map((o) => o.id);
    const own = await database.db
      .select({ id: activities.id })
      .from(activities)
      .where(and(inArray(activities.organisationId, provider.organisationIds), eq(activities.isEditCopy, false)));
    expect(options.sort()).toEqual(own.map((row) => row.id).sort());
    expect(options).toEqual(expect.arrayContaining([ownActivity, ownOther]));
    expect(options).not.toContain(foreignActivity);
  });

  it('shows nothing to a user without organisations, or of an unknown one', async () => {
    for (const nobody of [actorFor(provider.userId, 'USER', []), actorFor(provider.userId, 'USER', [999_999])]) {
      expect(await listLeads(database.db, nobody, all)).toEqual({ items: [], total: 0, older: null, newer: null });
      expect(await listLeadActivities(database.db, nobody)).toEqual([]);
      await expect(getLead(database.db, nobody, foreignLead)).rejects.toBeInstanceOf(NotFoundForActor);
    }
  });

  it('lets an operator see every organisation’s leads', async () => {
    const everything = await listLeads(database.db, admin, all);
    expect(everything.total).toBe(OWN_LEADS + 4);
    expect((await listLeads(database.db, admin, { page: 1, activityId: foreignActivity })).total).toBe(3);
    expect((await listLeadActivities(database.db, admin)).map((o) => o.id)).toEqual(expect.arrayContaining([ownActivity, ownOther, foreignActivity]));
  });

  it('narrows by activity, by days in Amsterdam time, and by status', async () => {
    expect((await listLeads(database.db, provider, { page: 1, activityId: ownOther })).total).toBe(1);
    // 22:30 UTC on 10 March is 23:30 on 10 March in Amsterdam: that day's, not the 11th's.
    const tenth = await listLeads(database.db, provider, { page: 1, from: '2026-03-10', to: '2026-03-10' });
    expect(tenth.items.map((item) => item.activityId)).toEqual([ownOther]);
    expect((await listLeads(database.db, provider, { page: 1, from: '2026-03-11', to: '2026-03-11' })).total).toBe(0);
    // 1 June back to 23 May: 10 days of the 30.
    expect((await listLeads(database.db, provider, { page: 1, from: '2026-05-23' })).total).toBe(10);
    expect((await listLeads(database.db, provider, { page: 1, to: '2026-05-22' })).total).toBe(OWN_LEADS + 1 - 10);
    expect((await listLeads(database.db, provider, { page: 1, status: 'WON' })).total).toBe(0);
    expect((await listLeads(database.db, provider, { page: 1, status: 'NEW' })).total).toBe(OWN_LEADS + 1);
  });
});

describe('one lead', () => {
  it('has every field the visitor sent, and the activity', async () => {
    const [item] = (await listLeads(database.db, provider, { page: 1, activityId: ownOther })).items;
    const detail = await getLead(database.db, provider, item!.id);
    expect(detail).toMatchObject({
      id: item!.id,
      activityId: ownOther,
      name: '=HYPERLINK("http://evil.example","klik")',
      gender: 'man',
      email: 'sanne@bakkerij.example',
      phone: '06 12345678',
      numberOfPersons: 12,
      companyName: '+31 bedrijf',
      reference: '@ref',
      description: 'Graag, met "lunch"\nen een borrel',
      status: 'NEW',
      note: null,
      statusUpdatedAt: null,
    });
    expect(detail.activityTitle).toEqual(expect.any(String));
    expect(detail.organisationName).toEqual(expect.any(String));
  });

  it('keeps the note the provider sets; an empty note clears it', async () => {
    const [item] = (await listLeads(database.db, provider, all)).items;
    await saveLeadNote(database.db, provider, item!.id, '  Gebeld op maandag, offerte volgt.  ');
    const saved = await getLead(database.db, provider, item!.id);
    expect(saved).toMatchObject({ status: 'NEW', note: 'Gebeld op maandag, offerte volgt.', answeredAt: null });
    expect(saved.statusUpdatedAt).toBeInstanceOf(Date);
    await saveLeadNote(database.db, provider, item!.id, '');
    expect(await getLead(database.db, provider, item!.id)).toMatchObject({ note: null });
  });

  it("answers another organisation's lead, and a missing one, with NotFoundForActor and leaves it as it was", async () => {
    await expect(getLead(database.db, provider, foreignLead)).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(getLeadPage(database.db, provider, foreignLead)).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(moveLead(database.db, provider, foreignLead, { to: 'ANSWERED', lostReason: null })).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(saveLeadNote(database.db, provider, foreignLead, 'weg')).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(answerLead(database.db, provider, foreignLead, 'Hallo, wij doen het goedkoper.')).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(getLead(database.db, provider, 999_999_999)).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(moveLead(database.db, provider, 999_999_999, { to: 'WON', lostReason: null })).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(answerLead(database.db, provider, 999_999_999, 'Hallo')).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(getLead(database.db, provider, -1)).rejects.toBeInstanceOf(NotFoundForActor);
    const [row] = await database.db.select().from(quoteRequests).where(eq(quoteRequests.id, foreignLead));
    expect(row).toMatchObject({ leadStatus: 'NEW', leadNote: null, leadUpdatedAt: null, answeredAt: null });
    expect(await database.db.select().from(leadAnswers).where(eq(leadAnswers.quoteRequestId, foreignLead))).toEqual([]);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'lead-answer'))).toEqual([]);
  });

  it("lets an operator read and follow up any organisation's lead", async () => {
    expect((await getLead(database.db, admin, foreignLead)).name).toBe('Vreemd 0');
    await moveLead(database.db, admin, foreignLead, { to: 'ANSWERED', lostReason: null });
    await saveLeadNote(database.db, admin, foreignLead, 'Door beheer gesloten');
    expect(await getLead(database.db, admin, foreignLead)).toMatchObject({ status: 'ANSWERED', note: 'Door beheer gesloten' });
    await database.db
      .update(quoteRequests)
      .set({ leadStatus: 'NEW', leadNote: null, leadUpdatedAt: null, answeredAt: null })
      .where(eq(quoteRequests.id, foreignLead));
  });
});

/** Every lead the export writes, page after page. */
async function exported(actor: Actor, filter: Parameters<typeof leadPagesForExport>[2]) {
  const all = [];
  for await (const page of await leadPagesForExport(database.db, actor, filter)) all.push(...page);
  return all;
}

describe('the CSV export', () => {
  it('is UTF-8 with a BOM, a header in the user’s language, and escapes quotes, line breaks and formulas', async () => {
    const csv = leadsCsv(await exported(provider, { activityId: ownOther }), 'nl');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rest] = csv.slice(1).split('\r\n');
    expect(header).toBe(
      'Ontvangen,Activiteit,Status,Aanhef,Naam,Bedrijf,E-mailadres,Telefoonnummer,Aantal personen,Geplande datum,Adres,Postcode,Plaats,Referentie,Opmerking,Notitie',
    );
    const row = rest.join('\r\n');
    expect(row.startsWith('2026-03-10 23:30,')).toBe(true);
    // A formula a visitor typed is text in the spreadsheet (' before =, +, @), and quotes are doubled.
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""klik"")"`);
    expect(row).toContain(",'+31 bedrijf,");
    expect(row).toContain(",'@ref,");
    expect(row).toContain('"Graag, met ""lunch""\nen een borrel"');
    expect(row).toContain(',Nieuw,De heer,');
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(leadsCsv([], 'de').slice(1).split('\r\n')[0]).toMatch(/^Eingegangen,Aktivität,Status,Anrede,/);
  });

  it('carries the filtered leads, newest first, and none of another organisation', async () => {
    const leads = await exported(provider, {});
    expect(leads).toHaveLength(OWN_LEADS + 1);
    expect(leads.some((l) => l.activityId === foreignActivity)).toBe(false);
    expect(leads.map((l) => l.createdAt.getTime())).toEqual(leads.map((l) => l.createdAt.getTime()).sort((a, b) => b - a));
  });
});

describe('the filter and form payloads', () => {
  const parse = (query: string) => LeadFilterSchema.safeParse(leadFilterInput(new URLSearchParams(query)));

  it('reads the filters from the address, empty fields left out', () => {
    expect(parse('activiteit=12&van=2026-01-01&tot=2026-01-31&status=WON&pagina=3')).toMatchObject({
      success: true,
      data: { activityId: 12, from: '2026-01-01', to: '2026-01-31', status: 'WON', page: 3 },
    });
    expect(parse('activiteit=&van=&status=')).toMatchObject({ success: true, data: { page: 1 } });
  });

  it('names the wrong field with its catalogue key', () => {
    const messages = (query: string) => {
      const result = parse(query);
      return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
    };
    expect(messages('van=gisteren')).toEqual({ from: 'portal.leads.errors.date' });
    expect(messages('tot=2026-02-30')).toEqual({ to: 'portal.leads.errors.date' });
    expect(messages('van=2026-02-01&tot=2026-01-01')).toEqual({ to: 'portal.leads.errors.range' });
    expect(messages('status=MAYBE')).toEqual({ status: 'portal.leads.errors.status' });
    expect(messages('activiteit=abc')).toEqual({ activityId: 'portal.leads.errors.activity' });
    expect(messages('pagina=0')).toEqual({ page: 'portal.leads.errors.page' });
  });

  it('takes a move to a known step (LOST with its reason), an answer and a note of at most 5000 characters', () => {
    expect(LeadMoveSchema.parse({ to: 'QUOTED', lostReason: 'PRICE' })).toEqual({ to: 'QUOTED', lostReason: null });
    expect(LeadMoveSchema.parse({ to: 'LOST', lostReason: 'PRICE' })).toEqual({ to: 'LOST', lostReason: 'PRICE' });
    const issue = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) => {
      const first = result.error?.issues[0];
      return first && [first.path.join('.'), first.message];
    };
    expect(issue(LeadMoveSchema.safeParse({ to: 'LOST' }))).toEqual(['lostReason', 'portal.leads.errors.lostReason']);
    expect(issue(LeadMoveSchema.safeParse({ to: 'LOST', lostReason: 'BORED' }))).toEqual(['lostReason', 'portal.leads.errors.lostReason']);
    expect(issue(LeadMoveSchema.safeParse({ to: 'NEW' }))).toEqual(['to', 'portal.leads.errors.status']);
    expect(issue(LeadMoveSchema.safeParse({ to: 'CONTACTED' }))).toEqual(['to', 'portal.leads.errors.status']);
    expect(LeadAnswerSchema.parse({ leadAnswer: '  Graag!  ' })).toEqual({ leadAnswer: 'Graag!' });
    expect(issue(LeadAnswerSchema.safeParse({ leadAnswer: '   ' }))).toEqual(['leadAnswer', 'portal.leads.errors.answerEmpty']);
    expect(issue(LeadAnswerSchema.safeParse({}))).toEqual(['leadAnswer', 'portal.leads.errors.answerEmpty']);
    expect(issue(LeadAnswerSchema.safeParse({ leadAnswer: 'x'.repeat(5001) }))).toEqual(['leadAnswer', 'portal.leads.errors.answerLength']);
    expect(LeadNoteSchema.parse({ leadNote: ' ok ' })).toEqual({ leadNote: 'ok' });
    expect(LeadNoteSchema.parse({})).toEqual({ leadNote: null });
    expect(issue(LeadNoteSchema.safeParse({ leadNote: 'x'.repeat(5001) }))).toEqual(['leadNote', 'portal.leads.errors.noteLength']);
  });
});

describe('a provider with thousands of leads', () => {
  const BURST = 4_100;
  const SPREAD = 1_500;
  beforeAll(async () => {
    // Leads a minute apart over two activities, and more than four export windows' worth arriving in the
    // same microsecond (an import, say): the export's shortest window and the pager's ties by id.
    await database.db.execute(sql`
      INSERT INTO quote_requests (activity_id, name, email, phone, number_of_persons, created_at)
      SELECT CASE WHEN g % 2 = 0 THEN ${ownActivity}::int ELSE ${ownOther}::int END, 'Veel ' || g, 'veel@lijst.example', '06 12345678', 10,
             '2025-06-01T12:00:00Z'::timestamptz - make_interval(mins => g)
      FROM generate_series(1, ${SPREAD}) g`);
    await database.db.execute(sql`
      INSERT INTO quote_requests (activity_id, name, email, phone, number_of_persons, created_at)
      SELECT ${ownActivity}::int, 'Tegelijk ' || g, 'veel@lijst.example', '06 12345678', 10, '2025-05-20T08:00:00.000001Z'::timestamptz
      FROM generate_series(1, ${BURST}) g`);
  });
  afterAll(async () => {
    await database.db.delete(quoteRequests).where(eq(quoteRequests.email, 'veel@lijst.example'));
  });

  /** The provider's leads in the list's order, as the database sorts them. */
  async function expectedOrder(): Promise<number[]> {
    const rows = await database.db
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(inArray(quoteRequests.activityId, [ownActivity, ownOther]))
      .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id));
    return rows.map((row) => row.id);
  }

  it('counts up to the cap and no further', async () => {
    expect((await listLeads(database.db, provider, all)).total).toBe(LIST_TOTAL_CAP + 1);
    // Below the cap the count is exact: half the spread and the one of 10 March.
    expect((await listLeads(database.db, provider, { page: 1, activityId: ownOther })).total).toBe(SPREAD / 2 + 1);
    expect((await listLeads(database.db, provider, { page: 1, from: '2025-05-20', to: '2025-05-20' })).total).toBe(LIST_TOTAL_CAP + 1);
    expect((await listLeads(database.db, provider, { page: 1, from: '2026-03-10', to: '2026-03-10' })).total).toBe(1);
  });

  it('pages by place through every lead exactly once, also through leads of the same microsecond', async () => {
    const order = await expectedOrder();
    const seen: number[] = [];
    let page = await listLeads(database.db, provider, all);
    for (let n = 2; ; n++) {
      seen.push(...page.items.map((item) => item.id));
      if (!page.older) break;
      page = await listLeads(database.db, provider, { page: n, after: page.older });
    }
    expect(seen).toEqual(order);
    // And back from inside the burst: the page before is the one the pager came from.
    const burstStart = OWN_LEADS + 1 + SPREAD;
    const inBurst = await listLeads(database.db, provider, { page: 2, after: { at: '2025-05-20T08:00:00.000001Z', id: order[burstStart + 40]! } });
    expect(inBurst.items.map((item) => item.id)).toEqual(order.slice(burstStart + 41, burstStart + 41 + LEADS_PAGE_SIZE));
    const before = await listLeads(database.db, provider, { page: 1, before: inBurst.newer! });
    expect(before.items.map((item) => item.id)).toEqual(order.slice(burstStart + 41 - LEADS_PAGE_SIZE, burstStart + 41));
  });

  it('exports every lead exactly once, newest first, in windows that read each lead once', async () => {
    const leads = await exported(provider, {});
    expect(leads.map((lead) => lead.id)).toEqual(await expectedOrder());
    const burst = await exported(provider, { from: '2025-05-20', to: '2025-05-20' });
    expect(burst).toHaveLength(BURST);
    const operator = await exported(admin, { activityId: ownActivity });
    expect(operator.map((lead) => lead.id)).toEqual((await expectedOrder()).filter((id) => leads.find((lead) => lead.id === id)!.activityId === ownActivity));
  });
});
