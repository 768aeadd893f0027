import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Database } from '../../../db/client.server.ts';
import { userSessions, userTokens, users } from '../../../db/schema/index.ts';
import { ACCOUNT_RULES } from './account-rules.ts';
import type { Actor } from '../../portal/actor.ts';
import { type AccountResult, type AccountsRequest, mailUserById } from './accounts.server.ts';
import { PORTAL_PATHS } from '../../config/portal-links.ts';
import { recentAuditCount, recordAudit } from '../../portal/audit.server.ts';
import { verifyPassword } from './passwords.server.ts';
import { hashSecret, newSecret } from '../../portal/secrets.server.ts';
import { createSession } from './sessions.server.ts';
import { consumeToken } from './tokens.server.ts';
import { openTotpSecret, sealTotpSecret, type TotpKeys } from './totp-secrets.server.ts';

// The optional TOTP second factor (otplib, RFC 6238: 6 digits, 30 s, one step of clock drift) with ten
// single-use recovery codes, stored hashed as userTokens of type 'recovery-code'. The secret is stored
// encrypted (totp-secrets.server.ts); a code is accepted once (the last used time step is kept) and
// wrong codes are counted per account over every sign-in (ACCOUNT_RULES.secondFactorLock).

const ISSUER = 'Uitjes portaal';
const TEN_YEARS = 10 * 365 * 24 * 3600_000;

type Executor = Pick<Database, 'insert' | 'select' | 'update'>;

/** The time step a right code belongs to, or null for a wrong one. */
async function acceptedStep(secret: string, code: string): Promise<number | null> {
  if (!/^[0-9]{6}$/.test(code)) return null;
  try {
    const result = await verify({ secret, token: code, epochTolerance: 30 });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/**
 * Records `step` as the user's last used time step, unless that one or a later one was used already:
 * one statement, so two requests with the same code cannot both pass. False for a code used before.
 */
async function claimStep(db: Executor, userId: number, step: number): Promise<boolean> {
  const claimed = await db
    .insert(userTokens)
    // Not a secret: `hash` only has to be unique, one row per user; `token` holds the step.
    .values({ userId, type: 'totp-step', hash: `totp-step:${userId}`, token: String(step), expiresAt: new Date(Date.now() + TEN_YEARS) })
    .onConflictDoUpdate({ target: userTokens.hash, set: { token: String(step) }, setWhere: sql`${userTokens.token}::bigint < ${step}` })
    .returning({ id: userTokens.id });
  return claimed.length > 0;
}

/** The user's secret in the clear; one stored in an older form (plain, or the previous key) is sealed anew. */
async function secretOf(db: Executor, keys: TotpKeys, userId: number, stored: string): Promise<string> {
  const { secret, reseal } = openTotpSecret(keys, userId, stored);
  if (reseal)
    await db
      .update(users)
      .set({ totpSecret: sealTotpSecret(keys, userId, secret) })
      .where(eq(users.id, userId));
  return secret;
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
export async function startSecondFactorSetup(db: Database, keys: TotpKeys, actor: Actor): Promise<SecondFactorSetup> {
  const secret = generateSecret();
  await db
    .update(users)
    .set({ totpSecret: sealTotpSecret(keys, actor.userId, secret) })
    .where(and(eq(users.id, actor.userId), isNull(users.totpEnabledAt)));
  return pictureOf(actor, secret);
}

/** The set-up under way (a secret not yet confirmed), to show its QR code again after a wrong code. */
export async function pendingSecondFactorSetup(db: Database, keys: TotpKeys, actor: Actor): Promise<SecondFactorSetup | null> {
  const [user] = await db.select({ secret: users.totpSecret, enabled: users.totpEnabledAt }).from(users).where(eq(users.id, actor.userId));
  return user?.secret && !user.enabled ? pictureOf(actor, await secretOf(db, keys, actor.userId, user.secret)) : null;
}

/** Confirms the setup with a first code (used up with it); returns the recovery codes (shown once, stored hashed). */
export async function confirmSecondFactorSetup(
  db: Database,
  keys: TotpKeys,
  actor: Actor,
  code: string,
  request: AccountsRequest,
): Promise<AccountResult<{ recoveryCodes: string[] }>> {
  const [user] = await db.select({ secret: users.totpSecret, enabled: users.totpEnabledAt }).from(users).where(eq(users.id, actor.userId));
  if (!user?.secret || user.enabled) return { ok: false, error: 'token-invalid', field: 'code' };
  const step = await acceptedStep(await secretOf(db, keys, actor.userId, user.secret), code);
  if (step === null || !(await claimStep(db, actor.userId, step))) return { ok: false, error: 'wrong-password', field: 'code' };
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
    await tx.delete(userTokens).where(and(eq(userTokens.userId, actor.userId), inArray(userTokens.type, ['recovery-code', 'totp-step'])));
    await recordAudit(tx, { action: 'second-factor-disabled', actorUserId: actor.userId, subjectUserId: actor.userId, ip: request.ip });
  });
  return { ok: true };
}

/**
 * The second step of a sign-in: a TOTP code not used before or an unused recovery code turns the pending
 * session into a new full one (a new id again). Five wrong codes end the pending session; wrong codes
 * over every sign-in of the account lock its second step for a while and mail the owner, since whoever
 * typed them knows the password (ACCOUNT_RULES.secondFactorLock).
 */
export async function completeSecondFactor(
  db: Database,
  keys: TotpKeys,
  pending: { sessionId: number; userId: number },
  code: string,
  request: AccountsRequest,
): Promise<AccountResult<{ sessionSecret: string; sessionId: number }>> {
  const lock = ACCOUNT_RULES.secondFactorLock;
  if ((await recentAuditCount(db, ['second-factor-locked'], { subjectUserId: pending.userId }, lock.lockMs)) > 0) {
    await db.delete(userSessions).where(eq(userSessions.id, pending.sessionId));
    return { ok: false, error: 'second-factor-locked' };
  }
  const [user] = await db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, pending.userId));
  const normalised = code.trim().toLowerCase();
  const step = user?.secret ? await acceptedStep(await secretOf(db, keys, pending.userId, user.secret), normalised) : null;
  let right = step !== null && (await claimStep(db, pending.userId, step));
  let recovery = false;
  if (!right && /^[a-z0-9]{5}-[a-z0-9]{5}$/.test(normalised)) {
    right = recovery = (await consumeToken(db, 'recovery-code', normalised, pending.userId)) !== null;
  }
  if (!right) return refuseCode(db, pending, request);
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

/** A wrong (or used) code: counted for the pending sign-in and for the account. */
async function refuseCode(db: Database, pending: { sessionId: number; userId: number }, request: AccountsRequest): Promise<AccountResult<never>> {
  const lock = ACCOUNT_RULES.secondFactorLock;
  await recordAudit(db, { action: 'sign-in-second-factor-failed', subjectUserId: pending.userId, ip: request.ip });
  const wrong = (windowMs: number) => recentAuditCount(db, ['sign-in-second-factor-failed'], { subjectUserId: pending.userId }, windowMs);
  if ((await wrong(lock.windowMs)) >= lock.afterFailures) {
    await db.transaction(async (tx) => {
      await tx.delete(userSessions).where(eq(userSessions.id, pending.sessionId));
      await recordAudit(tx, { action: 'second-factor-locked', subjectUserId: pending.userId, ip: request.ip, detail: { minutes: lock.lockMs / 60_000 } });
      await mailUserById(tx, pending.userId, 'secondFactorLocked', request, PORTAL_PATHS.forgotPassword);
    });
    return { ok: false, error: 'second-factor-locked' };
  }
  if ((await wrong(ACCOUNT_RULES.pendingSecondFactorMs)) >= 5) await db.delete(userSessions).where(eq(userSessions.id, pending.sessionId));
  return { ok: false, error: 'wrong-password', field: 'code' };
}

/**
 * Why the server may not start: in production without TOTP_ENCRYPTION_KEY while accounts have a
 * second factor (their secrets could be neither read nor sealed). Null when all is well.
 */
export async function secondFactorKeyProblem(db: Pick<Database, 'select'>, keys: TotpKeys): Promise<string | null> {
  if (keys.current) return null;
  const [row] = await db.select({ id: users.id }).from(users).where(isNotNull(users.totpSecret)).limit(1);
  return row ? 'TOTP_ENCRYPTION_KEY is not set, but accounts have a second factor: set it (docs/deploy.md)' : null;
}
