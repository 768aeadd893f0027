import { and, eq, isNull } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Database } from '../../../db/client.server.ts';
import { userSessions, userTokens, users } from '../../../db/schema/index.ts';
import { ACCOUNT_RULES } from './account-rules.ts';
import type { Actor } from '../../portal/actor.ts';
import type { AccountResult, AccountsRequest } from './accounts.server.ts';
import { recentAuditCount, recordAudit } from '../../portal/audit.server.ts';
import { verifyPassword } from './passwords.server.ts';
import { hashSecret, newSecret } from '../../portal/secrets.server.ts';
import { createSession } from './sessions.server.ts';
import { consumeToken } from './tokens.server.ts';

// The optional TOTP second factor (otplib, RFC 6238: 6 digits, 30 s, one step of clock drift) with ten
// single-use recovery codes, stored hashed as userTokens of type 'recovery-code'.

const ISSUER = 'Uitjes portaal';
const TEN_YEARS = 10 * 365 * 24 * 3600_000;

async function codeIsRight(secret: string, code: string): Promise<boolean> {
  if (!/^[0-9]{6}$/.test(code)) return false;
  try {
    return (await verify({ secret, token: code, epochTolerance: 30 })).valid;
  } catch {
    return false;
  }
}

/** A recovery code as shown to the user: two groups of five letters and digits. */
function newRecoveryCode(): string {
  const raw = newSecret(12)
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase()
    .padEnd(10, '7')
    .slice(0, 10);
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

export interface SecondFactorSetup {
  secret: string;
  uri: string;
  qrSvg: string;
}

async function pictureOf(actor: Actor, secret: string): Promise<SecondFactorSetup> {
  const uri = generateURI({ issuer: ISSUER, label: actor.email, secret });
  return { secret, uri, qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1, width: 200 }) };
}

/** Starts (or restarts) setting up: a new secret, shown as a QR code and as text; not active yet. */
export async function startSecondFactorSetup(db: Database, actor: Actor): Promise<SecondFactorSetup> {
  const secret = generateSecret();
  await db
    .update(users)
    .set({ totpSecret: secret })
    .where(and(eq(users.id, actor.userId), isNull(users.totpEnabledAt)));
  return pictureOf(actor, secret);
}

/** The set-up under way (a secret not yet confirmed), to show its QR code again after a wrong code. */
export async function pendingSecondFactorSetup(db: Database, actor: Actor): Promise<SecondFactorSetup | null> {
  const [user] = await db.select({ secret: users.totpSecret, enabled: users.totpEnabledAt }).from(users).where(eq(users.id, actor.userId));
  return user?.secret && !user.enabled ? pictureOf(actor, user.secret) : null;
}

/** Confirms the setup with a first code; returns the recovery codes (shown once, stored hashed). */
export async function confirmSecondFactorSetup(
  db: Database,
  actor: Actor,
  code: string,
  request: AccountsRequest,
): Promise<AccountResult<{ recoveryCodes: string[] }>> {
  const [user] = await db.select({ secret: users.totpSecret, enabled: users.totpEnabledAt }).from(users).where(eq(users.id, actor.userId));
  if (!user?.secret || user.enabled) return { ok: false, error: 'token-invalid', field: 'code' };
  if (!(await codeIsRight(user.secret, code))) return { ok: false, error: 'wrong-password', field: 'code' };
  const recoveryCodes = Array.from({ length: ACCOUNT_RULES.recoveryCodes }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ totpEnabledAt: new Date() }).where(eq(users.id, actor.userId));
    await tx.delete(userTokens).where(and(eq(userTokens.userId, actor.userId), eq(userTokens.type, 'recovery-code')));
    await tx.insert(userTokens).values(
      recoveryCodes.map((c) => ({
        userId: actor.userId,
        type: 'recovery-code',
        token: '',
        hash: hashSecret(c),
        expiresAt: new Date(Date.now() + TEN_YEARS),
      })),
    );
    await recordAudit(tx, { action: 'second-factor-enabled', actorUserId: actor.userId, subjectUserId: actor.userId, ip: request.ip });
  });
  return { ok: true, recoveryCodes };
}

/** Turns the second factor off (the password proves it is the owner). */
export async function disableSecondFactor(db: Database, actor: Actor, password: string, request: AccountsRequest): Promise<AccountResult> {
  const [user] = await db.select({ password: users.password }).from(users).where(eq(users.id, actor.userId));
  if (!user?.password || !(await verifyPassword(user.password, password))) return { ok: false, error: 'wrong-password', field: 'password' };
  await db.transaction(async (tx) => {
    await tx.update(users).set({ totpSecret: null, totpEnabledAt: null }).where(eq(users.id, actor.userId));
    await tx.delete(userTokens).where(and(eq(userTokens.userId, actor.userId), eq(userTokens.type, 'recovery-code')));
    await recordAudit(tx, { action: 'second-factor-disabled', actorUserId: actor.userId, subjectUserId: actor.userId, ip: request.ip });
  });
  return { ok: true };
}

/**
 * The second step of a sign-in: a TOTP code or an unused recovery code turns the pending session into a
 * new full one (a new id again). Five wrong codes end the pending session.
 */
export async function completeSecondFactor(
  db: Database,
  pending: { sessionId: number; userId: number },
  code: string,
  request: AccountsRequest,
): Promise<AccountResult<{ sessionSecret: string; sessionId: number }>> {
  const [user] = await db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, pending.userId));
  const normalised = code.trim().toLowerCase();
  let right = Boolean(user?.secret) && (await codeIsRight(user!.secret!, normalised));
  let recovery = false;
  if (!right && /^[a-z0-9]{5}-[a-z0-9]{5}$/.test(normalised)) {
    const used = await consumeToken(db, 'recovery-code', normalised);
    right = recovery = used?.userId === pending.userId;
  }
  if (!right) {
    await recordAudit(db, { action: 'sign-in-second-factor-failed', subjectUserId: pending.userId, ip: request.ip });
    const wrong = await recentAuditCount(db, ['sign-in-second-factor-failed'], { subjectUserId: pending.userId }, ACCOUNT_RULES.pendingSecondFactorMs);
    if (wrong >= 5) await db.delete(userSessions).where(eq(userSessions.id, pending.sessionId));
    return { ok: false, error: 'wrong-password', field: 'code' };
  }
  return db.transaction(async (tx) => {
    await tx.delete(userSessions).where(eq(userSessions.id, pending.sessionId));
    const session = await createSession(tx, pending.userId, request);
    await recordAudit(tx, {
      action: 'sign-in',
      actorUserId: pending.userId,
      subjectUserId: pending.userId,
      ip: request.ip,
      detail: { secondFactor: recovery ? 'recovery-code' : 'totp' },
    });
    return { ok: true as const, sessionSecret: session.secret, sessionId: session.id };
  });
}
