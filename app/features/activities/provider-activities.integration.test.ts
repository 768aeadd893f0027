import { ActivityContentSchema } from './activity-editing.schemas.ts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server.ts';
import { activities, activityFilters, serviceMailStatistics, userOrganisations, users } from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../../config/password-hashing.ts';
import type { Actor } from '../../portal/actor.ts';
import { listProviderOrganisations } from '../organisations/provider-organisations.server.ts';
import { getActivityForEditing, saveActivity, submitActivity } from './activity-editing.server.ts';
import { rejectActivity } from './activity-review.server.ts';
import { listProviderActivities, PROVIDER_PAGE_SIZE } from './provider-activities.server.ts';

// The provider's dashboard lists (decision 104): only what belongs to the organisations linked to the actor.

let database: DatabaseHandle;
let provider: Actor;

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

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PROVIDER_EMAIL));
  const orgs = await database.db.select({ id: userOrganisations.organisationId }).from(userOrganisations).where(eq(userOrganisations.userId, user!.id));
  provider = actorFor(
    user!.id,
    orgs.map((r) => r.id),
  );
});
afterAll(async () => {
  await database?.close();
});

describe("a provider's own lists", () => {
  it('lists the organisations linked to the provider, with their activity counts', async () => {
    const organisations = await listProviderOrganisations(database.db, provider);
    expect(organisations.map((o) => o.id).sort()).toEqual([...provider.organisationIds].sort());
    const [own] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(activities)
      .where(sql`${inArray(activities.organisationId, provider.organisationIds)} AND NOT ${activities.isEditCopy}`);
    expect(organisations.reduce((sum, o) => sum + o.activityCount, 0)).toBe(own!.n);
  });

  it("lists only their organisations' activities, paged, with the last 30 days' figures", async () => {
    const { items, total } = await listProviderActivities(database.db, provider);
    expect(total).toBeGreaterThan(0);
    expect(items.length).toBe(Math.min(total, PROVIDER_PAGE_SIZE));
    const owners = await database.db
      .select({ organisationId: activities.organisationId, isEditCopy: activities.isEditCopy })
      .from(activities)
      .where(
        inArray(
          activities.id,
          items.map((i) => i.id),
        ),
      );
    for (const owner of owners) {
      expect(provider.organisationIds).toContain(owner.organisationId);
      expect(owner.isEditCopy).toBe(false);
    }
    const first = items[0]!;
    // The demo seed gives the demo provider's activities daily figures: start this one from none.
    await database.db.delete(serviceMailStatistics).where(eq(serviceMailStatistics.activityId, first.id));
    const before = (await listProviderActivities(database.db, provider)).items.find((i) => i.id === first.id)!;
    expect([before.views30, before.quoteRequests30]).toEqual([0, 0]);
    await database.db
      .insert(serviceMailStatistics)
      .values([
        { activityId: first.id, submitDate: sql`current_date - 1` as unknown as string, views: 7, offerRequests: 2 },
        { activityId: first.id, submitDate: sql`current_date - 60` as unknown as string, views: 100, offerRequests: 9 },
      ])
      .onConflictDoNothing();
    const again = (await listProviderActivities(database.db, provider)).items.find((i) => i.id === first.id)!;
    expect(again.views30).toBe(7);
    expect(again.quoteRequests30).toBe(2);
  });

  it('says where each activity stands in review exactly as its editor does (a rejected or unsent change is not "waiting")', async () => {
    const db = database.db;
    const [adminUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
    const admin: Actor = { ...actorFor(adminUser!.id, []), role: 'ADMIN' };
    const approved = (await listProviderActivities(db, provider)).items.filter((item) => item.state === 'approved').slice(0, 3);
    expect(approved).toHaveLength(3);
    const change = async (id: number) => {
      const editing = await getActivityForEditing(db, provider, id);
      const filterIds = (await db.select({ id: activityFilters.filterId }).from(activityFilters).where(eq(activityFilters.activityId, id))).map((f) => f.id);
      const saved = await saveActivity(
        db,
        provider,
        id,
        editing.version,
        ActivityContentSchema.parse({
          title: `${editing.content.title} (nieuw)`,
          description: editing.content.description,
          filterIds,
        }),
      );
      expect(saved.ok).toBe(true);
    };
    const [unsent, waiting, rejected] = approved.map((item) => item.id) as [number, number, number];
    await change(unsent);
    await change(waiting);
    expect((await submitActivity(db, provider, waiting)).ok).toBe(true);
    await change(rejected);
    expect((await submitActivity(db, provider, rejected)).ok).toBe(true);
    expect((await rejectActivity(db, admin, rejected, 'Noem de opstapplaats.', 'http://admin.localhost')).ok).toBe(true);

    const { items } = await listProviderActivities(db, provider);
    const stateOf = (id: number) => items.find((item) => item.id === id)?.state;
    expect([stateOf(unsent), stateOf(waiting), stateOf(rejected)]).toEqual(['draft-edit', 'pending-edit', 'rejected-edit']);
    for (const item of items) expect(item.state, item.title).toBe((await getActivityForEditing(db, provider, item.id)).state);
  });

  it('shows another provider nothing of these organisations, and a provider without organisations nothing at all', async () => {
    const other = actorFor(provider.userId + 1000, [999_999]);
    expect(await listProviderActivities(database.db, other)).toEqual({ items: [], total: 0 });
    expect(await listProviderOrganisations(database.db, other)).toEqual([]);
    const none = actorFor(provider.userId, []);
    expect(await listProviderActivities(database.db, none)).toEqual({ items: [], total: 0 });
  });
});
