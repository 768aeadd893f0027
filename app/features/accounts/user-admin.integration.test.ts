import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server.ts';
import { activities, auditLog, organisations, userOrganisations, userSessions, users } from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../../config/password-hashing.ts';
import type { Actor } from '../../portal/actor.ts';
import { NotFoundForActor, PermissionDenied } from '../../portal/permissions.server.ts';
import { listOrganisationsForAdmin } from '../organisations/organisation-admin.server.ts';
import { createSession } from './sessions.server.ts';
import { getUserForAdmin, setUserActive, setUserOrganisation } from './user-admin.server.ts';

// The back office's users and organisations (decision 104): an operator activates, deactivates and links
// users to organisations, and finds any organisation of a platform; a provider may do none of it.

let database: DatabaseHandle;
let admin: Actor;
let provider: Actor;
const actor = (userId: number, role: Actor['role'], organisationIds: number[] = []): Actor => ({
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

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const [a] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  const [p] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PROVIDER_EMAIL));
  admin = actor(a!.id, 'ADMIN');
  provider = actor(p!.id, 'USER');
});
afterAll(async () => {
  await database?.close();
});

describe('users in the back office', () => {
  it('deactivates a user (their sessions end), activates again, and never the operator themselves', async () => {
    const db = database.db;
    await createSession(db, provider.userId, { ip: '203.0.113.1', userAgent: 'test' });
    expect((await db.select().from(userSessions).where(eq(userSessions.userId, provider.userId))).length).toBeGreaterThan(0);
    expect(await setUserActive(db, admin, provider.userId, false)).toEqual({ ok: true });
    expect((await getUserForAdmin(db, admin, provider.userId)).active).toBe(false);
    expect(await db.select().from(userSessions).where(eq(userSessions.userId, provider.userId))).toHaveLength(0);
    expect(await setUserActive(db, admin, provider.userId, true)).toEqual({ ok: true });
    expect(await setUserActive(db, admin, admin.userId, false)).toEqual({ ok: false, error: 'own-account' });
    const trail = await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.subjectUserId, provider.userId));
    expect(trail.map((t) => t.action)).toEqual(expect.arrayContaining(['user-deactivated', 'user-activated']));
    await expect(setUserActive(db, admin, 2_000_000_000, false)).rejects.toBeInstanceOf(NotFoundForActor);
  });

  it('links a user to an organisation and unlinks them', async () => {
    const db = database.db;
    const [organisation] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.platformId, 2)).limit(1);
    expect(await setUserOrganisation(db, admin, provider.userId, organisation!.id, true)).toEqual({ ok: true });
    expect((await getUserForAdmin(db, admin, provider.userId)).organisations.map((o) => o.id)).toContain(organisation!.id);
    // Linking twice is harmless.
    expect(await setUserOrganisation(db, admin, provider.userId, organisation!.id, true)).toEqual({ ok: true });
    expect(await setUserOrganisation(db, admin, provider.userId, organisation!.id, false)).toEqual({ ok: true });
    const links = await db
      .select()
      .from(userOrganisations)
      .where(and(eq(userOrganisations.userId, provider.userId), eq(userOrganisations.organisationId, organisation!.id)));
    expect(links).toHaveLength(0);
    expect(await setUserOrganisation(db, admin, provider.userId, 2_000_000_000, true)).toEqual({ ok: false, error: 'unknown-organisation' });
  });

  it('refuses every command to a provider', async () => {
    const db = database.db;
    await expect(getUserForAdmin(db, provider, admin.userId)).rejects.toBeInstanceOf(PermissionDenied);
    await expect(setUserActive(db, provider, admin.userId, false)).rejects.toBeInstanceOf(PermissionDenied);
    await expect(setUserOrganisation(db, provider, provider.userId, 1, true)).rejects.toBeInstanceOf(PermissionDenied);
    await expect(listOrganisationsForAdmin(db, provider, 1, { page: 1, sort: 'name', direction: 'asc', search: '' })).rejects.toBeInstanceOf(PermissionDenied);
  });
});

describe('organisations in the back office', () => {
  it('lists one platform’s organisations, sorted, searched and paged on the server', async () => {
    const db = database.db;
    const first = await listOrganisationsForAdmin(db, admin, 1, { page: 1, sort: 'name', direction: 'asc', search: '' });
    expect(first.items).toHaveLength(Math.min(25, first.total));
    const [platformOf] = await db.select({ platformId: organisations.platformId }).from(organisations).where(eq(organisations.id, first.items[0]!.id));
    expect(platformOf!.platformId).toBe(1);
    const byActivities = await listOrganisationsForAdmin(db, admin, 1, { page: 1, sort: 'activities', direction: 'desc', search: '' });
    const counts = byActivities.items.map((o) => o.activityCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // Each organisation's own activities (not edit copies), as the catalogue holds them.
    for (const organisation of byActivities.items.slice(0, 3)) {
      const own = await db
        .select({ id: activities.id })
        .from(activities)
        .where(and(eq(activities.organisationId, organisation.id), eq(activities.isEditCopy, false)));
      expect(organisation.activityCount).toBe(own.length);
    }
    expect(counts[0]).toBeGreaterThan(0);
    const target = first.items[3]!;
    const byName = await listOrganisationsForAdmin(db, admin, 1, { page: 1, sort: 'name', direction: 'asc', search: target.name.slice(0, 8) });
    expect(byName.items.map((o) => o.id)).toContain(target.id);
    const byId = await listOrganisationsForAdmin(db, admin, 1, { page: 1, sort: 'name', direction: 'asc', search: String(target.id) });
    expect(byId.items.map((o) => o.id)).toContain(target.id);
    // The other direction starts where this one ends.
    const reversed = await listOrganisationsForAdmin(db, admin, 1, { page: 1, sort: 'name', direction: 'desc', search: '' });
    expect(reversed.items[0]!.id).toBe(first.total <= 25 ? first.items.at(-1)!.id : reversed.items[0]!.id);
  });
});
