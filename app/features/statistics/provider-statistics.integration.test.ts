import { and, eq, inArray, not, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, queryRows } from '../../../db/client.server.ts';
import { activities, serviceMailStatistics, userOrganisations, users } from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { DEMO_PROVIDER_EMAIL } from '../../config/password-hashing.ts';
import type { Actor } from '../../portal/actor.ts';
import { NotFoundForActor } from '../../portal/permissions.server.ts';
import { readStatisticsQuery, type StatisticsPeriod } from './provider-statistics.schemas.ts';
import { listStatisticsActivities, providerStatistics, STATISTICS_ACTIVITY_LIMIT } from './provider-statistics.server.ts';
import { seriesDays } from './statistics-series.ts';

// A provider's figures (decision 104): every day of the period present, the period before beside it, and
// only what belongs to the actor's organisations (an operator's: any).

let database: DatabaseHandle;
/** The demo provider: a USER of organisations "A". */
let providerA: Actor;
/** A USER of one organisation that is not the demo provider's ("B"). */
let providerB: Actor;
const operator = (): Actor => ({ ...providerA, userId: providerA.userId + 2000, role: 'ADMIN', organisationIds: [] });
let activityA: number;
let otherActivityA: number;
let activityB: number;

const actorFor = (userId: number, organisationIds: number[]): Actor => ({
  userId,
  role: 'USER',
  email: 'x@example.org',
  firstName: null,
  lastName: null,
  locale: 'nl',
  sessionId: 0,
  secondFactor: false,
  organisationIds,
});

/** A day relative to today as the counters record it (the Amsterdam calendar day). */
const daysAgo = (n: number) => sql`(now() AT TIME ZONE 'Europe/Amsterdam')::date - ${n}::int` as unknown as string;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const { db } = database;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PROVIDER_EMAIL));
  const orgs = await db.select({ id: userOrganisations.organisationId }).from(userOrganisations).where(eq(userOrganisations.userId, user!.id));
  providerA = actorFor(
    user!.id,
    orgs.map((r) => r.id),
  );
  const own = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(inArray(activities.organisationId, providerA.organisationIds), eq(activities.isEditCopy, false)))
    .orderBy(activities.id)
    .limit(2);
  [activityA, otherActivityA] = own.map((row) => row.id) as [number, number];
  const [foreign] = await db
    .select({ id: activities.id, organisationId: activities.organisationId })
    .from(activities)
    .where(and(not(inArray(activities.organisationId, providerA.organisationIds)), eq(activities.isEditCopy, false)))
    .limit(1);
  activityB = foreign!.id;
  providerB = actorFor(user!.id + 1000, [foreign!.organisationId!]);
  // The demo seed gives the demo provider's activities daily figures: these tests count their own.
  await db.delete(serviceMailStatistics);
  await db.insert(serviceMailStatistics).values([
    // This period (the 30 days ending today) ...
    { activityId: activityA, submitDate: daysAgo(0), views: 5, phoneClicks: 1 },
    { activityId: activityA, submitDate: daysAgo(1), views: 3, webClicks: 2, offerRequests: 1 },
    { activityId: otherActivityA, submitDate: daysAgo(29), views: 4 },
    // ... the 30 before it ...
    { activityId: activityA, submitDate: daysAgo(30), views: 10, offerRequests: 2 },
    { activityId: otherActivityA, submitDate: daysAgo(59), views: 6 },
    // ... before both, and another organisation's.
    { activityId: activityA, submitDate: daysAgo(60), views: 100 },
    { activityId: activityB, submitDate: daysAgo(0), views: 1000, offerRequests: 50 },
  ]);
});
afterAll(async () => {
  await database?.close();
});

describe("a provider's statistics", () => {
  it.each([30, 90, 365] as const)('has every day of %i days and of the period before, oldest first, ending today', async (period: StatisticsPeriod) => {
    const stats = await providerStatistics(database.db, providerA, { period, activityId: activityA });
    const [{ today }] = (await queryRows<{ today: string }>(database.db, sql`SELECT (now() AT TIME ZONE 'Europe/Amsterdam')::date::text AS today`)) as [
      { today: string },
    ];
    expect(seriesDays(stats.current)).toHaveLength(period);
    expect(seriesDays(stats.previous)).toHaveLength(period);
    expect(stats.current.to).toBe(today);
    const all = [...seriesDays(stats.previous), ...seriesDays(stats.current)].map((day) => Date.parse(day.date));
    all.forEach((time, i) => i > 0 && expect(time - all[i - 1]!).toBe(86_400_000));
    // Days without a row are there, with zeros (activity A was counted on days 0, 1, 30 and 60 ago).
    const counted = { 30: 2, 90: 4, 365: 4 }[period];
    expect(seriesDays(stats.current).filter((day) => day.views > 0)).toHaveLength(counted);
  });

  it("gives one activity's totals for this period and the one before, and its daily counts", async () => {
    const stats = await providerStatistics(database.db, providerA, { period: 30, activityId: activityA });
    expect(stats.activity?.id).toBe(activityA);
    expect(stats.current.totals).toEqual({ views: 8, phoneClicks: 1, webClicks: 2, quoteRequests: 1 });
    expect(stats.previous.totals).toEqual({ views: 10, phoneClicks: 0, webClicks: 0, quoteRequests: 2 });
    expect(seriesDays(stats.current).at(-1)).toMatchObject({ views: 5, phoneClicks: 1 });
    expect(seriesDays(stats.current).at(-2)).toMatchObject({ views: 3, webClicks: 2, quoteRequests: 1 });
    expect(seriesDays(stats.previous).at(-1)).toMatchObject({ views: 10, quoteRequests: 2 });
    // The day before both periods counts in the longer one.
    const longer = await providerStatistics(database.db, providerA, { period: 90, activityId: activityA });
    expect(longer.current.totals.views).toBe(118);
    expect(longer.previous.totals.views).toBe(0);
  });

  it("adds up all the provider's activities, and only theirs", async () => {
    const stats = await providerStatistics(database.db, providerA, { period: 30, activityId: null });
    expect(stats.activity).toBeNull();
    expect(stats.current.totals.views).toBe(12);
    expect(stats.previous.totals.views).toBe(16);
    expect(stats.current.totals.quoteRequests).toBe(1);
    const other = await providerStatistics(database.db, providerB, { period: 30, activityId: null });
    expect(other.current.totals).toEqual({ views: 1000, phoneClicks: 0, webClicks: 0, quoteRequests: 50 });
    const none = await providerStatistics(database.db, actorFor(providerA.userId, []), { period: 30, activityId: null });
    expect(none.current.totals.views).toBe(0);
    expect(seriesDays(none.current)).toHaveLength(30);
  });

  it("answers another organisation's activity like a missing one; an operator may see any", async () => {
    await expect(providerStatistics(database.db, providerA, { period: 30, activityId: activityB })).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(providerStatistics(database.db, providerB, { period: 30, activityId: activityA })).rejects.toBeInstanceOf(NotFoundForActor);
    await expect(providerStatistics(database.db, providerA, { period: 30, activityId: 2_000_000_000 })).rejects.toBeInstanceOf(NotFoundForActor);
    const asOperator = await providerStatistics(database.db, operator(), { period: 30, activityId: activityB });
    expect(asOperator.current.totals.views).toBe(1000);
    const everything = await providerStatistics(database.db, operator(), { period: 30, activityId: null });
    expect(everything.current.totals.views).toBe(1012);
  });

  it('refuses a period other than 30, 90 or 365 and an activity that is not a number', async () => {
    expect(readStatisticsQuery(new URLSearchParams('periode=7'))).toEqual({ ok: false, errors: { periode: 'portal.statistics.errors.period' } });
    expect(readStatisticsQuery(new URLSearchParams('periode=90&activiteit=abc'))).toEqual({
      ok: false,
      errors: { activiteit: 'portal.statistics.errors.activity' },
    });
    expect(readStatisticsQuery(new URLSearchParams(''))).toEqual({ ok: true, query: { period: 30, activityId: null, search: '' } });
    expect(readStatisticsQuery(new URLSearchParams('periode=365&activiteit=12&zoek=+kano+'))).toEqual({
      ok: true,
      query: { period: 365, activityId: 12, search: 'kano' },
    });
    await expect(providerStatistics(database.db, providerA, { period: 7 as StatisticsPeriod, activityId: null })).rejects.toBeInstanceOf(RangeError);
  });

  it('lists the activities to choose from: only their own, bounded, narrowed by a search', async () => {
    const { items, total } = await listStatisticsActivities(database.db, providerA);
    expect(items.length).toBe(Math.min(total, STATISTICS_ACTIVITY_LIMIT));
    expect(items.map((item) => item.id)).toContain(activityA);
    expect(items.map((item) => item.id)).not.toContain(activityB);
    const [first] = items;
    const narrowed = await listStatisticsActivities(database.db, providerA, first!.title);
    expect(narrowed.items.map((item) => item.id)).toContain(first!.id);
    expect(narrowed.total).toBeLessThan(total);
    expect((await listStatisticsActivities(database.db, providerA, '%')).total).toBe(0);
    expect((await listStatisticsActivities(database.db, providerB)).items.map((item) => item.id)).toContain(activityB);
    expect((await listStatisticsActivities(database.db, operator())).total).toBeGreaterThan(total);
  });
});
