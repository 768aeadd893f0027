import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.server.ts';
import { organisations, platforms, roles, userOrganisations, users } from '../../../db/schema/index.ts';
import type { Actor } from '../../portal/actor.ts';
import type { UserListItem } from './accounts.types.ts';
import { recordAudit } from '../../portal/audit.server.ts';
import { NotFoundForActor, requirePermission } from '../../portal/permissions.server.ts';
import { revokeAllSessions } from './sessions.server.ts';
import { USER_ITEM_COLUMNS, userItemOf } from './user-projection.server.ts';

/**
 * An operator's view and commands on one user (decision 104): activate and deactivate (a deactivated user
 * is signed out everywhere and cannot sign in), and which organisations they act for. Role changes and
 * invitations stay with accounts.server.ts. Operators only; a missing user is "not found".
 */

export interface UserForAdmin extends UserListItem {
  createdAt: Date;
  organisations: Array<{ id: number; name: string; city: string | null; platformName: string }>;
}

export type UserAdminResult = { ok: true } | { ok: false; error: 'own-account' | 'unknown-organisation' };

export async function getUserForAdmin(db: Database, actor: Actor, userId: number): Promise<UserForAdmin> {
  requirePermission(actor, 'users:list');
  const [user] = await db
    .select({ ...USER_ITEM_COLUMNS, createdAt: users.createdAt })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  if (!user) throw new NotFoundForActor('user');
  const linked = await db
    .select({ id: organisations.id, name: organisations.name, city: organisations.city, platformName: platforms.name })
    .from(userOrganisations)
    .innerJoin(organisations, eq(organisations.id, userOrganisations.organisationId))
    .innerJoin(platforms, eq(platforms.id, organisations.platformId))
    .where(eq(userOrganisations.userId, userId))
    .orderBy(asc(organisations.name));
  return {
    ...userItemOf(user),
    createdAt: user.createdAt,
    organisations: linked,
  };
}

/** Activates or deactivates a user; deactivation ends all their sessions. An operator cannot lock themselves out. */
export async function setUserActive(db: Database, actor: Actor, userId: number, active: boolean): Promise<UserAdminResult> {
  requirePermission(actor, 'users:change-role');
  if (userId === actor.userId) return { ok: false, error: 'own-account' };
  return db.transaction(async (tx) => {
    const updated = await tx.update(users).set({ active }).where(eq(users.id, userId)).returning({ id: users.id });
    if (updated.length === 0) throw new NotFoundForActor('user');
    if (!active) await revokeAllSessions(tx, userId);
    await recordAudit(tx, { action: active ? 'user-activated' : 'user-deactivated', actorUserId: actor.userId, subjectUserId: userId });
    return { ok: true as const };
  });
}

/** Lets a user act for an organisation (or no longer); their open sessions see it on the next request. */
export async function setUserOrganisation(db: Database, actor: Actor, userId: number, organisationId: number, linked: boolean): Promise<UserAdminResult> {
  requirePermission(actor, 'users:change-role');
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw new NotFoundForActor('user');
    const [organisation] = await tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, organisationId));
    if (!organisation) return { ok: false as const, error: 'unknown-organisation' as const };
    if (linked) await tx.insert(userOrganisations).values({ userId, organisationId }).onConflictDoNothing();
    else await tx.delete(userOrganisations).where(and(eq(userOrganisations.userId, userId), eq(userOrganisations.organisationId, organisationId)));
    await recordAudit(tx, {
      action: linked ? 'user-organisation-linked' : 'user-organisation-unlinked',
      actorUserId: actor.userId,
      subjectUserId: userId,
      detail: { entity: 'organisation', id: organisationId },
    });
    return { ok: true as const };
  });
}
