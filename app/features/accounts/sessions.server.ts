import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.server.ts';
import { roles, userOrganisations, userSessions, users } from '../../../db/schema/index.ts';
import { ACCOUNT_RULES, type PortalLocale } from './account-rules.ts';
import type { Actor } from '../../portal/actor.ts';
import { recordAudit } from '../../portal/audit.server.ts';
import { hashSecret, newSecret } from '../../portal/secrets.server.ts';

export interface SessionClient {
  ip: string | null;
  userAgent: string | null;
}

/** Opens a session and returns the secret for the cookie (a new id at every sign-in: no fixation). */
export async function createSession(
  db: Pick<Database, 'insert'>,
  userId: number,
  client: SessionClient,
  pendingSecondFactor = false,
): Promise<{ secret: string; id: number }> {
  const secret = newSecret();
  const lifetime = pendingSecondFactor ? ACCOUNT_RULES.pendingSecondFactorMs : ACCOUNT_RULES.sessionAbsoluteMs;
  const [row] = await db
    .insert(userSessions)
    .values({
      idHash: hashSecret(secret),
      userId,
      expiresAt: new Date(Date.now() + lifetime),
      pendingSecondFactor,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
    })
    .returning({ id: userSessions.id });
  return { secret, id: row!.id };
}

export interface ResolvedSession {
  sessionId: number;
  userId: number;
  pendingSecondFactor: boolean;
}

/**
 * The session a cookie names, if it is still valid: not past its absolute end, not idle for 7 days, its
 * user active. lastSeenAt moves on at most once a minute. Expired sessions are deleted when met.
 */
export async function resolveSession(db: Database, secret: string): Promise<ResolvedSession | null> {
  const [row] = await db
    .select({
      id: userSessions.id,
      userId: userSessions.userId,
      expiresAt: userSessions.expiresAt,
      lastSeenAt: userSessions.lastSeenAt,
      pending: userSessions.pendingSecondFactor,
      active: users.active,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(eq(userSessions.idHash, hashSecret(secret)));
  if (!row) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + ACCOUNT_RULES.sessionIdleMs <= now || !row.active) {
    await db.delete(userSessions).where(eq(userSessions.id, row.id));
    return null;
  }
  if (now - row.lastSeenAt.getTime() > ACCOUNT_RULES.sessionTouchMs) {
    await db
      .update(userSessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(userSessions.id, row.id));
  }
  return { sessionId: row.id, userId: row.userId, pendingSecondFactor: row.pending };
}

/** The actor of a signed-in user (role, organisations, second factor). */
export async function loadActor(db: Database, userId: number, sessionId: number): Promise<Actor | null> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
      totpEnabledAt: users.totpEnabledAt,
      role: roles.name,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, userId), eq(users.active, true)));
  if (!user) return null;
  const orgs = await db.select({ id: userOrganisations.organisationId }).from(userOrganisations).where(eq(userOrganisations.userId, userId));
  return {
    userId: user.id,
    role: user.role,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    locale: (user.locale === 'de' ? 'de' : 'nl') satisfies PortalLocale,
    sessionId,
    secondFactor: user.totpEnabledAt !== null,
    organisationIds: orgs.map((o) => o.id).sort((a, b) => a - b),
  };
}

/** Ends one session of the actor (sign out, or "end" in the session list; another user's id does nothing). */
export async function revokeSession(db: Pick<Database, 'delete'>, userId: number, sessionId: number): Promise<boolean> {
  const gone = await db
    .delete(userSessions)
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId)))
    .returning({ id: userSessions.id });
  return gone.length > 0;
}

/** Ends every session of a user, except `keep` (the one asking, after a password change). */
export async function revokeAllSessions(db: Pick<Database, 'delete'>, userId: number, keep?: number): Promise<void> {
  await db.delete(userSessions).where(keep === undefined ? eq(userSessions.userId, userId) : and(eq(userSessions.userId, userId), ne(userSessions.id, keep)));
}

export interface SessionListItem {
  id: number;
  createdAt: Date;
  lastSeenAt: Date;
  ip: string | null;
  userAgent: string | null;
  current: boolean;
}

/** The actor's own signed-in sessions, newest use first. */
export async function listSessions(db: Database, actor: Actor): Promise<SessionListItem[]> {
  const rows = await db
    .select({
      id: userSessions.id,
      createdAt: userSessions.createdAt,
      lastSeenAt: userSessions.lastSeenAt,
      ip: userSessions.ip,
      userAgent: userSessions.userAgent,
    })
    .from(userSessions)
    .where(and(eq(userSessions.userId, actor.userId), eq(userSessions.pendingSecondFactor, false), sql`${userSessions.expiresAt} > now()`))
    .orderBy(desc(userSessions.lastSeenAt));
  return rows.map((row) => ({ ...row, current: row.id === actor.sessionId }));
}

type AuditedDb = Pick<Database, 'delete' | 'insert' | 'select'>;

/**
 * Sign-out: the session ends on the server (the row goes), not only in the browser. A pending sign-in
 * (waiting for its code) is simply dropped.
 */
export async function signOut(
  db: AuditedDb,
  who: { actor: Actor | null; pending: { sessionId: number; userId: number } | null },
  client: Pick<SessionClient, 'ip'>,
): Promise<void> {
  if (who.actor) {
    await revokeSession(db, who.actor.userId, who.actor.sessionId);
    await recordAudit(db, { action: 'sign-out', actorUserId: who.actor.userId, subjectUserId: who.actor.userId, ip: client.ip });
  } else if (who.pending) await revokeSession(db, who.pending.userId, who.pending.sessionId);
}

/** Ends one of the actor's own sessions ("end" in the list); false for an id that is not theirs. */
export async function endSession(db: AuditedDb, actor: Actor, sessionId: number, client: Pick<SessionClient, 'ip'>): Promise<boolean> {
  if (!(await revokeSession(db, actor.userId, sessionId))) return false;
  await recordAudit(db, { action: 'session-revoked', actorUserId: actor.userId, subjectUserId: actor.userId, ip: client.ip, detail: { sessionId } });
  return true;
}

/** "Sign out everywhere": every session of the actor ends, this one included. */
export async function signOutEverywhere(db: AuditedDb, actor: Actor, client: Pick<SessionClient, 'ip'>): Promise<void> {
  await revokeAllSessions(db, actor.userId);
  await recordAudit(db, { action: 'sign-out-everywhere', actorUserId: actor.userId, subjectUserId: actor.userId, ip: client.ip });
}
