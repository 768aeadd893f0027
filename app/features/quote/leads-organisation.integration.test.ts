import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROVIDER_EMAIL } from '../../config/password-hashing.ts';
import { listLeads } from './provider-leads.server.ts';
import { listQuoteRequestsForAdmin, type QuoteRequestSort } from './quote-admin.server.ts';
import { LIST_PAGE_SIZE, type ListQuery } from '../../portal/list-query.ts';
import { organisationResponses } from './response-time.server.ts';
import type { LeadFilter } from './provider-leads.schemas.ts';
import type { Actor } from '../../portal/actor.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import {
  ACTIVITIES_BY_ORGANISATION_INDEX_BACKFILL,
  type Backfill,
  isBackfillDone,
  LEADS_ANSWERS_INDEX_BACKFILL,
  LEADS_ORGANISATION_BACKFILL,
  LEADS_PLATFORM_BACKFILL,
  runBackfills,
  STATISTICS_COUNTS_INDEX_BACKFILL,
} from '../../../db/backfills.server.ts';
import { type DatabaseHandle, queryRows } from '../../../db/client.server.ts';
import { activities, organisations, quoteRequests, userOrganisations, users } from '../../../db/schema/index.ts';

// quote_requests.organisation_id and platform_id (migrations 0040 and 0044, decision 113 fourth and fifth
// rounds): filled for the leads of before in batches by the worker, kept right by triggers for every lead
// written since.

let database: DatabaseHandle;
let provider: Actor;
/** An activity of the provider's, and one of another organisation. */
let ownActivity: number;
let foreignActivity: number;
let foreignOrganisation: number;

const lead = (activityId: number, values: Partial<typeof quoteRequests.$inferInsert> = {}) => ({
  activityId,
  name: 'Sanne de Vries',
  email: 'sanne@bakkerij.example',
  phone: '06 12345678',
  ...values,
});

/** Leads whose organisation_id or platform_id is not their activity's (none, whenever the columns are right). */
const wrongLeads = async () =>
  (
    await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM quote_requests q JOIN activities a ON a.id = q.activity_id WHERE q.organisation_id IS DISTINCT FROM a.organisation_id OR q.platform_id IS DISTINCT FROM a.platform_id`,
    )
  )[0]!.n;

const organisationOf = async (leadId: number) =>
  (await database.db.select({ id: quoteRequests.organisationId }).from(quoteRequests).where(eq(quoteRequests.id, leadId)))[0]!.id;
const platformOf = async (leadId: number) =>
  (await database.db.select({ id: quoteRequests.platformId }).from(quoteRequests).where(eq(quoteRequests.id, leadId)))[0]!.id;

/**
 * The database as a deploy of the backfill's migration leaves it: its column empty (written without the
 * triggers), its indexes not built, every lead up to the largest id left to the fill.
 */
async function undoFill(backfill: Backfill, column: 'organisation_id' | 'platform_id') {
  const { db } = database;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(sql`UPDATE quote_requests SET ${sql.identifier(column)} = NULL`);
  });
  for (const index of backfill.indexes) await db.execute(sql.raw(`DROP INDEX "${index.name}"`));
  await db.execute(
    sql`UPDATE data_backfills SET up_to_id = (SELECT max(id) FROM quote_requests), done_to_id = 0, finished_at = NULL, claimed_until = NULL WHERE name = ${backfill.name}`,
  );
  expect(await isBackfillDone(db, backfill)).toBe(false);
}

/** The operators' list of platform 1 in several sorts and pages, a search too: what it shows. */
async function operatorLists(admin: Actor) {
  const query = (sort: QuoteRequestSort, page: number, search = ''): ListQuery<QuoteRequestSort> => ({
    sort,
    direction: sort === 'createdAt' ? 'desc' : 'asc',
    page,
    search,
  });
  const lists = [];
  for (const [sort, page, search] of [
    ['createdAt', 1, ''],
    ['createdAt', 3, ''],
    ['name', 2, ''],
    ['activity', 1, ''],
    ['status', 1, ''],
    ['createdAt', 1, 'sanne'],
  ] as const) {
    const list = await listQuoteRequestsForAdmin(database.db, admin, 1, query(sort, page, search));
    lists.push({ sort, page, search, total: list.total, ids: list.items.map((item) => item.id) });
  }
  return lists;
}

/** Every page of the provider's list for a filter, followed by place, and its total. */
async function wholeList(filter: Omit<LeadFilter, 'page'> = {}) {
  const ids: number[] = [];
  let page = await listLeads(database.db, provider, { ...filter, page: 1 });
  const total = page.total;
  for (;;) {
    ids.push(...page.items.map((item) => item.id));
    if (!page.older) break;
    page = await listLeads(database.db, provider, { ...filter, page: 1, after: page.older });
  }
  return { ids, total };
}

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const { db } = database;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PROVIDER_EMAIL));
  const organisationIds = (await db.select({ id: userOrganisations.organisationId }).from(userOrganisations).where(eq(userOrganisations.userId, user!.id))).map(
    (row) => row.id,
  );
  provider = {
    userId: user!.id,
    role: 'USER',
    email: DEMO_PROVIDER_EMAIL,
    firstName: null,
    lastName: null,
    locale: 'nl',
    sessionId: 0,
    secondFactor: false,
    organisationIds,
  };
  const [own] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(inArray(activities.organisationId, organisationIds), eq(activities.isEditCopy, false)))
    .orderBy(activities.id)
    .limit(1);
  const [foreign] = await db
    .select({ id: activities.id, organisationId: activities.organisationId })
    .from(activities)
    .where(and(isNotNull(activities.organisationId), notInArray(activities.organisationId, organisationIds), eq(activities.isEditCopy, false)))
    .orderBy(activities.id)
    .limit(1);
  ownActivity = own!.id;
  foreignActivity = foreign!.id;
  foreignOrganisation = foreign!.organisationId!;
});

afterAll(async () => {
  await database?.close();
});

describe('the backfill of quote_requests.organisation_id', () => {
  it('is done in a seeded database: the seed wrote every lead’s organisation, the indexes are built', async () => {
    const [leads] = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM quote_requests`);
    expect(leads!.n).toBeGreaterThan(100);
    expect(await wrongLeads()).toBe(0);
    const indexes = await queryRows<{ name: string; valid: boolean }>(
      database.db,
      sql`SELECT c.relname AS name, i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relname LIKE 'quote_requests_organisation%' ORDER BY 1`,
    );
    expect(indexes).toEqual([
      { name: 'quote_requests_organisation_answers_idx', valid: true },
      { name: 'quote_requests_organisation_idx', valid: true },
      { name: 'quote_requests_organisation_status_idx', valid: true },
    ]);
  });

  it('fills the leads of before in batches, none skipped, while leads are written and activities moved, and the list stays the same', async () => {
    const { db } = database;
    // A gap in the ids (leads deleted), then leads of another organisation's activity, the newest (the
    // fill reaches them last).
    const gone = await db
      .insert(quoteRequests)
      .values(Array.from({ length: 9 }, () => lead(foreignActivity)))
      .returning({ id: quoteRequests.id });
    await db.delete(quoteRequests).where(
      inArray(
        quoteRequests.id,
        gone.map((row) => row.id),
      ),
    );
    await db.insert(quoteRequests).values(Array.from({ length: FOREIGN_LEADS }, () => lead(foreignActivity)));
    // Leads in the response figures' window (the last 30 days but the newest 24 hours), two answered.
    const now = new Date();
    const daysAgo = (days: number, hours = 0) => new Date(now.getTime() - days * 86_400_000 + hours * 3_600_000);
    await db
      .insert(quoteRequests)
      .values([
        lead(ownActivity, { createdAt: daysAgo(3), answeredAt: daysAgo(3, 2) }),
        lead(ownActivity, { createdAt: daysAgo(4), answeredAt: daysAgo(4, 5) }),
        lead(ownActivity, { createdAt: daysAgo(5) }),
      ]);
    // The database as a deploy of migration 0040 leaves it: the column empty (written without the
    // triggers), no indexes, every lead up to the largest id left to the fill.
    await undoFill(LEADS_ORGANISATION_BACKFILL, 'organisation_id');
    const [state] = await queryRows<{ max: number; leads: number; with_organisation: number }>(
      db,
      sql`SELECT max(q.id)::int AS max, count(*)::int AS leads, count(a.organisation_id)::int AS with_organisation
          FROM quote_requests q JOIN activities a ON a.id = q.activity_id`,
    );
    expect(state!.with_organisation).toBeGreaterThan(100);

    // The list read activity by activity, as before the fill.
    const before = await wholeList();
    const beforeWon = await wholeList({ status: 'WON' });
    const responsesBefore = await organisationResponses(db, provider.organisationIds, now);
    expect(responsesBefore.some((response) => response.figures.answered >= 2)).toBe(true);
    expect(before.ids.length).toBeGreaterThan(LEADS_PAGE_SIZE_FOR_TEST);

    // Meanwhile (after the third batch): a lead written, and another organisation's activity moved to a
    // third organisation, its leads among those the fill has not reached yet (their ids are the largest).
    const [third] = await db
      .select({ id: organisations.id })
      .from(organisations)
      .where(notInArray(organisations.id, [...provider.organisationIds]))
      .orderBy(sql`${organisations.id} DESC`)
      .limit(1);
    let meanwhile: number | undefined;
    let batches = 0;
    const result = await runBackfills({
      db,
      batchSize: 40,
      onBatch: async (progress) => {
        batches += 1;
        expect(progress.upToId).toBe(state!.max);
        if (batches !== 3) return;
        const [written] = await db.insert(quoteRequests).values(lead(foreignActivity)).returning({ id: quoteRequests.id });
        meanwhile = written!.id;
        await db.update(activities).set({ organisationId: third!.id }).where(eq(activities.id, foreignActivity));
      },
    });
    expect(result.finished).toBe(true);
    expect(result.batches).toBe(Math.ceil(state!.max / 40));
    // Every lead with an organisation written once, but the moved activity's: its move wrote them.
    expect(result.written[LEADS_ORGANISATION_BACKFILL.name]).toBe(state!.with_organisation - FOREIGN_LEADS);
    expect(meanwhile).toBeGreaterThan(state!.max);
    expect(await organisationOf(meanwhile!)).toBe(third!.id);
    expect(await wrongLeads()).toBe(0);
    expect(await isBackfillDone(db, LEADS_ORGANISATION_BACKFILL)).toBe(true);

    // Leads written and activities moved after the fill are right too (the activity moved back).
    const foreignOrganisationOf = foreignOrganisation;
    await db.update(activities).set({ organisationId: foreignOrganisationOf }).where(eq(activities.id, foreignActivity));
    const [late] = await db.insert(quoteRequests).values(lead(foreignActivity)).returning({ id: quoteRequests.id });
    expect(await organisationOf(late!.id)).toBe(foreignOrganisationOf);
    expect(await wrongLeads()).toBe(0);

    // The same list, now read organisation by organisation.
    expect(await wholeList()).toEqual(before);
    expect(await wholeList({ status: 'WON' })).toEqual(beforeWon);
    expect(await organisationResponses(db, provider.organisationIds, now)).toEqual(responsesBefore);
    // ... really by the column: a lead whose column is (wrongly) emptied without the triggers drops out.
    const hidden = before.ids[0]!;
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.update(quoteRequests).set({ organisationId: null }).where(eq(quoteRequests.id, hidden));
    });
    expect((await wholeList()).ids).toEqual(before.ids.filter((id) => id !== hidden));
    await db.update(quoteRequests).set({ organisationId: null }).where(eq(quoteRequests.id, hidden));
    expect(await wholeList()).toEqual(before);
  });

  it('fills the platform of the leads of before, and the operators’ list of a platform stays the same', async () => {
    const { db } = database;
    await undoFill(LEADS_PLATFORM_BACKFILL, 'platform_id');
    const admin: Actor = { ...provider, role: 'ADMIN', organisationIds: [] };
    const before = await operatorLists(admin);
    expect(before[0]!.ids).toHaveLength(LIST_PAGE_SIZE);
    expect(before.at(-1)!.total).toBeGreaterThan(0);
    const [leads] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM quote_requests`);
    const result = await runBackfills({ db, batchSize: 100 });
    expect(result.finished).toBe(true);
    expect(result.written[LEADS_PLATFORM_BACKFILL.name]).toBe(leads!.n);
    expect(await wrongLeads()).toBe(0);
    expect(await isBackfillDone(db, LEADS_PLATFORM_BACKFILL)).toBe(true);
    expect(await operatorLists(admin)).toEqual(before);
  });

  it('has nothing left on a second run', async () => {
    const result = await runBackfills({ db: database.db });
    expect(result).toEqual({
      written: {
        [LEADS_ORGANISATION_BACKFILL.name]: 0,
        [STATISTICS_COUNTS_INDEX_BACKFILL.name]: 0,
        [LEADS_PLATFORM_BACKFILL.name]: 0,
        [LEADS_ANSWERS_INDEX_BACKFILL.name]: 0,
        [ACTIVITIES_BY_ORGANISATION_INDEX_BACKFILL.name]: 0,
      },
      batches: 0,
      finished: true,
    });
  });
});

describe('the triggers of quote_requests.organisation_id and platform_id', () => {
  it("keep every lead's organisation and platform its activity's: on insert, whatever was written, on a move of the lead or of its activity, and when the organisation goes", async () => {
    const { db } = database;
    const [own] = await db
      .select({ organisationId: activities.organisationId, platformId: activities.platformId })
      .from(activities)
      .where(eq(activities.id, ownActivity));
    // Written with another organisation's and platform's id: the activity's are kept.
    const otherPlatform = own!.platformId === 1 ? 2 : 1;
    const [first] = await db
      .insert(quoteRequests)
      .values(lead(ownActivity, { organisationId: foreignOrganisation, platformId: otherPlatform }))
      .returning({ id: quoteRequests.id });
    expect(await organisationOf(first!.id)).toBe(own!.organisationId);
    expect(await platformOf(first!.id)).toBe(own!.platformId);
    await db.update(quoteRequests).set({ organisationId: foreignOrganisation }).where(eq(quoteRequests.id, first!.id));
    expect(await organisationOf(first!.id)).toBe(own!.organisationId);
    await db.update(quoteRequests).set({ platformId: otherPlatform }).where(eq(quoteRequests.id, first!.id));
    expect(await platformOf(first!.id)).toBe(own!.platformId);
    // The lead moved to another activity.
    await db.update(quoteRequests).set({ activityId: foreignActivity }).where(eq(quoteRequests.id, first!.id));
    expect(await organisationOf(first!.id)).toBe(foreignOrganisation);
    // The activity moved to a new organisation, which is then deleted (the activity's becomes null).
    const [fresh] = await db.insert(organisations).values({ name: 'Nieuw Bedrijf', platformId: 1 }).returning({ id: organisations.id });
    await db.update(activities).set({ organisationId: fresh!.id }).where(eq(activities.id, foreignActivity));
    expect(await organisationOf(first!.id)).toBe(fresh!.id);
    await db.delete(organisations).where(eq(organisations.id, fresh!.id));
    expect(await organisationOf(first!.id)).toBeNull();
    // The activity moved to another platform (not done by the portal, but the column follows).
    const [foreignPlatform] = await db.select({ id: activities.platformId }).from(activities).where(eq(activities.id, foreignActivity));
    const elsewhere = foreignPlatform!.id === 1 ? 2 : 1;
    await db.update(activities).set({ platformId: elsewhere }).where(eq(activities.id, foreignActivity));
    expect(await platformOf(first!.id)).toBe(elsewhere);
    await db.update(activities).set({ platformId: foreignPlatform!.id }).where(eq(activities.id, foreignActivity));
    expect(await wrongLeads()).toBe(0);
  });
});

const LEADS_PAGE_SIZE_FOR_TEST = 25;
const FOREIGN_LEADS = 30;
