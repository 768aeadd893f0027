import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.server.ts';
import { organisations, platforms, roles, userOrganisations, users } from '../../../db/schema/index.ts';
import { PORTAL_PATHS } from '../../config/portal-links.ts';
import { queueMails } from '../../mail/outbox.server.ts';
import { ACCOUNT_RULES, type PortalLocale } from './account-rules.ts';
import type { ChangeEmail, ChangePassword, ForgotPassword, Invitation, SetPassword, SignIn, SignUp } from './accounts.schemas.ts';
import { type AccountMailKind, renderAccountMail } from './accounts.mails.ts';
import type { Actor } from '../../portal/actor.ts';
import type { UserListItem, UserSort } from './accounts.types.ts';
import { recentAuditCount, recordAudit } from '../../portal/audit.server.ts';
import { hashPassword, isCommonPassword, spendPasswordCheck, verifyLegacyPassword, verifyPassword } from './passwords.server.ts';
import { requirePermission } from '../../portal/permissions.server.ts';
import { cappedTotal } from '../../portal/list-total.server.ts';
import { createSession, revokeAllSessions, type SessionClient } from './sessions.server.ts';
import { consumeToken, issueToken, peekToken } from './tokens.server.ts';
import { USER_ITEM_COLUMNS, userItemOf } from './user-projection.server.ts';

/**
 * The portal's accounts (decision 103): sign-up, sign-in with lock-out and a legacy hash upgrade, password
 * reset, password and e-mail changes, invitations. The portal API and the portal's pages both call these;
 * each takes the acting user where there is one and checks permission itself.
 */

/** Where a request comes from and how links back into the portal are built. */
export interface AccountsRequest extends SessionClient {
  /** The portal's origin (PORTAL_ORIGIN): mails link to its pages. */
  portalOrigin: string;
}

export type AccountError =
  | 'invalid-credentials'
  | 'unverified'
  | 'rate-limited'
  | 'common-password'
  | 'wrong-password'
  | 'token-invalid'
  | 'email-taken'
  | 'unknown-organisation'
  | 'second-factor-locked';

export type AccountResult<T extends object = object> = ({ ok: true } & T) | { ok: false; error: AccountError; field?: string };

const fail = (error: AccountError, field?: string): { ok: false; error: AccountError; field?: string } =>
  field ? { ok: false, error, field } : { ok: false, error };

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

function link(request: AccountsRequest, path: string, token?: string): string {
  const url = new URL(path, request.portalOrigin);
  if (token) url.searchParams.set('token', token);
  return url.href;
}

/** The platform whose name and domain sign an account's mails: the user's own, else the first. */
async function mailPlatform(db: Pick<Database, 'select'>, platformId: number | null) {
  const [row] = await db
    .select({ id: platforms.id, name: platforms.name, domain: platforms.domain })
    .from(platforms)
    .orderBy(sql`${platforms.id} = ${platformId ?? 0} DESC`, asc(platforms.id))
    .limit(1);
  return row!;
}

interface MailUser {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  locale: string;
  platformId: number | null;
}

/** Queues one account mail in the caller's transaction (the outbox delivers it; decision 005). */
async function mailUser(
  tx: Tx | Database,
  user: MailUser,
  kind: AccountMailKind,
  linkHref: string,
  extra: { inviter?: string; newEmail?: string; count?: number; to?: string } = {},
): Promise<void> {
  const platform = await mailPlatform(tx, user.platformId);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || null;
  const locale: PortalLocale = user.locale === 'de' ? 'de' : 'nl';
  const mail = renderAccountMail(kind, { email: extra.to ?? user.email, name }, locale, { platformName: platform.name, link: linkHref, ...extra });
  await queueMails(tx, platform, user.id, [mail]);
}

/** Queues an account mail to a user known by id (the second factor's lock mails its owner too). */
export async function mailUserById(tx: Tx | Database, userId: number, kind: AccountMailKind, request: AccountsRequest, path: string): Promise<void> {
  const user = await userById(tx, userId);
  if (user) await mailUser(tx, user, kind, link(request, path));
}

const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  locale: users.locale,
  platformId: users.platformId,
  active: users.active,
  emailVerifiedAt: users.emailVerifiedAt,
  password: users.password,
  oldPassword: users.oldPassword,
  failedSignIns: users.failedSignIns,
  lockedUntil: users.lockedUntil,
  totpEnabledAt: users.totpEnabledAt,
};

async function userByEmail(db: Pick<Database, 'select'>, email: string) {
  const [user] = await db
    .select(userColumns)
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user;
}

async function userById(db: Pick<Database, 'select'>, id: number) {
  const [user] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return user;
}

async function roleId(db: Pick<Database, 'select'>, name: 'ADMIN' | 'USER'): Promise<number> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!row) throw new Error(`role ${name} is missing: has the database been seeded?`);
  return row.id;
}

/** The password rules a schema cannot check: not on the common list. */
function passwordProblem(password: string, field: string) {
  return isCommonPassword(password) ? fail('common-password', field) : null;
}

export interface SignedIn {
  sessionSecret: string;
  sessionId: number;
  userId: number;
  /** The password was right; the TOTP code (or a recovery code) is still to come. */
  pendingSecondFactor: boolean;
}

/**
 * Sign-in. Wrong address, wrong password, a locked or an inactive account: one generic answer, and the
 * same work (one password check) either way. The 10th failure in a row locks the account for 15 minutes
 * and mails its owner. A locked account's right password mails a one-time sign-in link instead of
 * signing in (decision 103): whoever keeps guessing cannot keep the owner out, and learns nothing, as
 * the answer stays the generic one. A legacy bcrypt hash is accepted once and replaced by argon2id.
 */
export async function signIn(db: Database, input: SignIn, request: AccountsRequest): Promise<AccountResult<SignedIn>> {
  const ip = request.ip;
  if (ip && (await recentAuditCount(db, ['sign-in-failed'], { ip }, ACCOUNT_RULES.failedSignInsPerIp.windowMs)) >= ACCOUNT_RULES.failedSignInsPerIp.count) {
    return fail('rate-limited');
  }
  const user = await userByEmail(db, input.email);
  if (!user || (!user.password && !user.oldPassword)) {
    await spendPasswordCheck(input.password);
    await recordAudit(db, {
      action: 'sign-in-failed',
      subjectUserId: user?.id ?? null,
      ip,
      detail: { email: input.email, reason: user ? 'no-password' : 'unknown' },
    });
    return fail('invalid-credentials');
  }
  const locked = user.lockedUntil !== null && user.lockedUntil.getTime() > Date.now();
  let right = false;
  let upgraded = false;
  if (user.password) right = await verifyPassword(user.password, input.password);
  else if (user.oldPassword) upgraded = right = await verifyLegacyPassword(user.oldPassword, input.password);
  if (locked) {
    await db.transaction(async (tx) => {
      await recordAudit(tx, { action: 'sign-in-failed', subjectUserId: user.id, ip, detail: { reason: 'locked' } });
      if (right && user.active && user.emailVerifiedAt) await mailSignInLink(tx, user, request);
    });
    return fail('invalid-credentials');
  }
  if (!right) {
    await db.transaction(async (tx) => {
      const failures = user.failedSignIns + 1;
      const lock = failures >= ACCOUNT_RULES.lockAfterFailures;
      await tx
        .update(users)
        .set(lock ? { failedSignIns: 0, lockedUntil: new Date(Date.now() + ACCOUNT_RULES.lockMs) } : { failedSignIns: failures })
        .where(eq(users.id, user.id));
      await recordAudit(tx, { action: 'sign-in-failed', subjectUserId: user.id, ip, detail: { reason: 'password', failures } });
      if (lock) {
        await recordAudit(tx, { action: 'account-locked', subjectUserId: user.id, ip, detail: { minutes: ACCOUNT_RULES.lockMs / 60_000 } });
        await mailUser(tx, user, 'locked', link(request, PORTAL_PATHS.forgotPassword), { count: failures });
      }
    });
    return fail('invalid-credentials');
  }
  if (!user.active || !user.emailVerifiedAt) {
    await recordAudit(db, { action: 'sign-in-failed', subjectUserId: user.id, ip, detail: { reason: user.emailVerifiedAt ? 'inactive' : 'unverified' } });
    // The password was right: its owner may know why (only a not yet verified address is told apart).
    return fail(user.emailVerifiedAt ? 'invalid-credentials' : 'unverified');
  }
  return db.transaction(async (tx) => {
    const update: Partial<typeof users.$inferInsert> = { failedSignIns: 0, lockedUntil: null };
    if (upgraded) Object.assign(update, { password: await hashPassword(input.password), oldPassword: null });
    await tx.update(users).set(update).where(eq(users.id, user.id));
    if (upgraded) await recordAudit(tx, { action: 'legacy-password-upgraded', actorUserId: user.id, subjectUserId: user.id, ip });
    return openSignedInSession(tx, user, request);
  });
}

/** The password step is passed: a session, pending when the second factor is still to come. */
async function openSignedInSession(tx: Tx, user: { id: number; totpEnabledAt: Date | null }, request: AccountsRequest, detail?: Record<string, unknown>) {
  const pending = user.totpEnabledAt !== null;
  const session = await createSession(tx, user.id, request, pending);
  if (!pending) await recordAudit(tx, { action: 'sign-in', actorUserId: user.id, subjectUserId: user.id, ip: request.ip, detail });
  return { ok: true as const, sessionSecret: session.secret, sessionId: session.id, userId: user.id, pendingSecondFactor: pending };
}

/**
 * Mails a locked account's owner, who gave the right password, a one-time sign-in link; a few per lock
 * period at most, so knowing the password does not flood the owner's mailbox.
 */
async function mailSignInLink(tx: Tx, user: MailUser, request: AccountsRequest): Promise<void> {
  const { lockMs, signInLinkMs, signInLinksPerLock } = ACCOUNT_RULES;
  if ((await recentAuditCount(tx, ['sign-in-link-sent'], { subjectUserId: user.id }, lockMs)) >= signInLinksPerLock) return;
  const secret = await issueToken(tx, user.id, 'sign-in-link', signInLinkMs);
  await recordAudit(tx, { action: 'sign-in-link-sent', subjectUserId: user.id, ip: request.ip });
  await mailUser(tx, user, 'signInLink', link(request, PORTAL_PATHS.signInLink, secret));
}

/**
 * Follows a mailed sign-in link (the right password, given while the account was locked, and the owner's
 * mailbox): signs in as the password step does, the second factor still to come when set. The lock
 * stays for everyone else.
 */
export async function signInWithLink(db: Database, token: string, request: AccountsRequest): Promise<AccountResult<SignedIn>> {
  return db.transaction(async (tx) => {
    const used = await consumeToken(tx, 'sign-in-link', token);
    const user = used ? await userById(tx, used.userId) : undefined;
    if (!user?.active || !user.emailVerifiedAt) return fail('token-invalid', 'token');
    return openSignedInSession(tx, user, request, { via: 'sign-in-link' });
  });
}

/**
 * Provider sign-up: the account and its organisation (on the platform the visitor came from) wait for
 * the address to be verified. An address that already has an account gets the same answer; its owner
 * gets a mail saying so (no enumeration through the form).
 */
export async function signUp(db: Database, input: SignUp, locale: PortalLocale, request: AccountsRequest): Promise<AccountResult> {
  const problem = passwordProblem(input.password, 'password');
  if (problem) return problem;
  if (request.ip && (await recentAuditCount(db, ['sign-up'], { ip: request.ip }, ACCOUNT_RULES.signUpsPerIp.windowMs)) >= ACCOUNT_RULES.signUpsPerIp.count) {
    return fail('rate-limited');
  }
  const platform = await mailPlatform(db, input.platformId ?? null);
  const existing = await userByEmail(db, input.email);
  if (existing) {
    await hashPassword(input.password); // the same work as a new account
    await db.transaction(async (tx) => {
      await recordAudit(tx, { action: 'sign-up', subjectUserId: existing.id, ip: request.ip, detail: { existing: true } });
      await mailUser(tx, existing, 'already', link(request, PORTAL_PATHS.signIn));
    });
    return { ok: true };
  }
  const [firstName, ...rest] = input.name.split(/\s+/);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        firstName: firstName ?? input.name,
        lastName: rest.join(' ') || null,
        phone: input.phone,
        password: passwordHash,
        roleId: await roleId(tx, 'USER'),
        active: false,
        locale,
        platformId: platform.id,
      })
      .returning(userColumns);
    const [organisation] = await tx
      .insert(organisations)
      .values({ name: input.organisationName, email: input.email, phone: input.phone, platformId: platform.id })
      .returning({ id: organisations.id });
    await tx.insert(userOrganisations).values({ userId: user!.id, organisationId: organisation!.id });
    const secret = await issueToken(tx, user!.id, 'verify-email', ACCOUNT_RULES.verifyEmailMs);
    await recordAudit(tx, {
      action: 'sign-up',
      actorUserId: user!.id,
      subjectUserId: user!.id,
      ip: request.ip,
      detail: { organisationId: organisation!.id, platformId: platform.id },
    });
    await mailUser(tx, user!, 'verify', link(request, PORTAL_PATHS.verifyEmail, secret));
  });
  return { ok: true };
}

/** Follows the verification link: the account becomes active (its organisation is already linked). */
export async function verifyEmail(db: Database, token: string, request: AccountsRequest): Promise<AccountResult> {
  return db.transaction(async (tx) => {
    const used = await consumeToken(tx, 'verify-email', token);
    if (!used) return fail('token-invalid', 'token');
    await tx.update(users).set({ active: true, emailVerifiedAt: new Date() }).where(eq(users.id, used.userId));
    await recordAudit(tx, { action: 'email-verified', actorUserId: used.userId, subjectUserId: used.userId, ip: request.ip });
    return { ok: true };
  });
}

/**
 * Work a service leaves for after its answer: the caller starts it without waiting for it and logs its
 * failure (app/request-context.server.ts, `runAfterAnswer`).
 */
export type AfterAnswer = (work: () => Promise<void>) => void;

/**
 * "Forgot password": the same answer whether or not the address has an account, after the same work
 * (the IP limit, the lookup, the audit row). The link (1 hour, single use; only to an active account,
 * at most 3 an hour per account and 10 an hour per IP) is made after the answer, in `afterAnswer`:
 * issuing the token and queueing the mail in the answer made a known address about 6 ms slower, which
 * told an attacker which addresses have an account (decision 103).
 */
export async function requestPasswordReset(db: Database, input: ForgotPassword, request: AccountsRequest, afterAnswer: AfterAnswer): Promise<AccountResult> {
  const { resetRequestsPerIp: perIp } = ACCOUNT_RULES;
  if (request.ip && (await recentAuditCount(db, ['password-reset-requested'], { ip: request.ip }, perIp.windowMs)) >= perIp.count) return fail('rate-limited');
  const user = await userByEmail(db, input.email);
  await recordAudit(db, { action: 'password-reset-requested', subjectUserId: user?.id ?? null, ip: request.ip, detail: user ? {} : { email: input.email } });
  afterAnswer(() => sendResetLink(db, user, request));
  return { ok: true };
}

/** The reset link of a password reset request, when the address has an active account under its limit. */
async function sendResetLink(db: Database, user: Awaited<ReturnType<typeof userByEmail>>, request: AccountsRequest): Promise<void> {
  if (!user?.active) return;
  const { resetRequestsPerAccount: perAccount } = ACCOUNT_RULES;
  await db.transaction(async (tx) => {
    // The request's own audit row counts: more than `count` of them is one too many.
    if ((await recentAuditCount(tx, ['password-reset-requested'], { subjectUserId: user.id }, perAccount.windowMs)) > perAccount.count) return;
    const secret = await issueToken(tx, user.id, 'reset-password', ACCOUNT_RULES.resetPasswordMs);
    await mailUser(tx, user, 'reset', link(request, PORTAL_PATHS.setPassword, secret));
  });
}

/** Whether a reset or invitation link still works (the page shows its form only then). */
export async function passwordLinkIsValid(db: Database, token: string, kind: 'reset-password' | 'invitation'): Promise<boolean> {
  return (await peekToken(db, kind, token)) !== null;
}

/**
 * Sets a password through a reset or invitation link (single use). A reset ends every session and lifts
 * a lock; an accepted invitation activates the account and proves its address.
 */
export async function setPasswordWithToken(
  db: Database,
  kind: 'reset-password' | 'invitation',
  input: SetPassword,
  request: AccountsRequest,
): Promise<AccountResult> {
  const problem = passwordProblem(input.password, 'password');
  if (problem) return problem;
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const used = await consumeToken(tx, kind, input.token);
    if (!used) return fail('token-invalid', 'token');
    const user = await userById(tx, used.userId);
    if (!user) return fail('token-invalid', 'token');
    await tx
      .update(users)
      .set({
        password: passwordHash,
        oldPassword: null,
        failedSignIns: 0,
        lockedUntil: null,
        ...(kind === 'invitation' ? { active: true, emailVerifiedAt: new Date() } : {}),
      })
      .where(eq(users.id, user.id));
    await revokeAllSessions(tx, user.id);
    await recordAudit(tx, {
      action: kind === 'invitation' ? 'invitation-accepted' : 'password-reset',
      actorUserId: user.id,
      subjectUserId: user.id,
      ip: request.ip,
    });
    if (kind === 'reset-password') await mailUser(tx, user, 'passwordChanged', link(request, PORTAL_PATHS.forgotPassword));
    return { ok: true };
  });
}

/** Changes the actor's password (the current one proves it is them); other sessions end. */
export async function changePassword(db: Database, actor: Actor, input: ChangePassword, request: AccountsRequest): Promise<AccountResult> {
  const user = await userById(db, actor.userId);
  if (!user?.password || !(await verifyPassword(user.password, input.currentPassword))) return fail('wrong-password', 'currentPassword');
  const problem = passwordProblem(input.newPassword, 'newPassword');
  if (problem) return problem;
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password: passwordHash, oldPassword: null }).where(eq(users.id, actor.userId));
    await revokeAllSessions(tx, actor.userId, actor.sessionId);
    await recordAudit(tx, { action: 'password-changed', actorUserId: actor.userId, subjectUserId: actor.userId, ip: request.ip });
    await mailUser(tx, user, 'passwordChanged', link(request, PORTAL_PATHS.forgotPassword));
  });
  return { ok: true };
}

/**
 * Asks to sign in with another address: a link goes to the new address (24 hours, single use) and a
 * notice to the old one; nothing changes until the link is followed. An address already in use gets
 * the same answer and no mail.
 */
export async function requestEmailChange(db: Database, actor: Actor, input: ChangeEmail, request: AccountsRequest): Promise<AccountResult> {
  const user = await userById(db, actor.userId);
  if (!user?.password || !(await verifyPassword(user.password, input.password))) return fail('wrong-password', 'password');
  const taken = await userByEmail(db, input.newEmail);
  await db.transaction(async (tx) => {
    await recordAudit(tx, {
      action: 'email-change-requested',
      actorUserId: actor.userId,
      subjectUserId: actor.userId,
      ip: request.ip,
      detail: { newEmail: input.newEmail },
    });
    if (taken) return;
    const secret = await issueToken(tx, actor.userId, 'change-email', ACCOUNT_RULES.changeEmailMs, input.newEmail);
    await mailUser(tx, user, 'changeEmail', link(request, PORTAL_PATHS.confirmEmail, secret), { to: input.newEmail });
    await mailUser(tx, user, 'changeEmailNotice', link(request, PORTAL_PATHS.signIn), { newEmail: input.newEmail });
  });
  return { ok: true };
}

/** Follows the link sent to the new address: from now on the account signs in with it. */
export async function confirmEmailChange(db: Database, token: string, request: AccountsRequest): Promise<AccountResult<{ email: string }>> {
  return db.transaction(async (tx) => {
    const used = await consumeToken(tx, 'change-email', token);
    if (!used) return fail('token-invalid', 'token');
    if (await userByEmail(tx, used.about)) return fail('email-taken', 'token');
    await tx.update(users).set({ email: used.about, emailVerifiedAt: new Date() }).where(eq(users.id, used.userId));
    await recordAudit(tx, { action: 'email-changed', actorUserId: used.userId, subjectUserId: used.userId, ip: request.ip, detail: { email: used.about } });
    return { ok: true, email: used.about };
  });
}

/** An operator (ADMIN) invites someone: the account waits for its password, set through the mailed link. */
export async function inviteUser(db: Database, actor: Actor, invitation: Invitation, request: AccountsRequest): Promise<AccountResult<{ userId: number }>> {
  requirePermission(actor, 'users:invite');
  if (await userByEmail(db, invitation.email)) return fail('email-taken', 'email');
  const known = invitation.organisationIds.length
    ? await db
        .select({ id: organisations.id, platformId: organisations.platformId })
        .from(organisations)
        .where(inArray(organisations.id, invitation.organisationIds))
    : [];
  if (known.length !== new Set(invitation.organisationIds).size) return fail('unknown-organisation', 'organisationIds');
  const inviter = await userById(db, actor.userId);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: invitation.email,
        firstName: invitation.firstName || null,
        lastName: invitation.lastName || null,
        roleId: await roleId(tx, invitation.role),
        active: false,
        password: null,
        locale: invitation.locale,
        platformId: known[0]?.platformId ?? inviter?.platformId ?? null,
      })
      .returning(userColumns);
    if (known.length) await tx.insert(userOrganisations).values(known.map((o) => ({ userId: user!.id, organisationId: o.id })));
    const secret = await issueToken(tx, user!.id, 'invitation', ACCOUNT_RULES.invitationMs);
    await recordAudit(tx, { action: 'invitation', actorUserId: actor.userId, subjectUserId: user!.id, ip: request.ip, detail: { role: invitation.role } });
    const inviterName = [inviter?.firstName, inviter?.lastName].filter(Boolean).join(' ') || actor.email;
    await mailUser(tx, user!, 'invitation', link(request, PORTAL_PATHS.invitation, secret), { inviter: inviterName });
    return { ok: true as const, userId: user!.id };
  });
}

/** An operator changes someone's role (never their own: an operator cannot lock themselves out). */
export async function changeRole(db: Database, actor: Actor, userId: number, role: 'ADMIN' | 'USER', request: AccountsRequest): Promise<AccountResult> {
  requirePermission(actor, 'users:change-role');
  if (userId === actor.userId) return fail('invalid-credentials', 'userId');
  const target = await userById(db, userId);
  if (!target) return fail('invalid-credentials', 'userId');
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ roleId: await roleId(tx, role) })
      .where(eq(users.id, userId));
    await revokeAllSessions(tx, userId);
    await recordAudit(tx, { action: 'role-changed', actorUserId: actor.userId, subjectUserId: userId, ip: request.ip, detail: { role } });
  });
  return { ok: true };
}

/** The user's language choice in the portal. */
export async function setLocale(db: Database, actor: Actor, locale: PortalLocale): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, actor.userId));
}

/** A user's name as the list's search reads it: the expression of the index users_name_trgm_idx (db/schema/users.ts). */
const userSearchName = sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

/**
 * The portal's users for an operator, 50 a page, sorted on the server (by default operators first, then
 * by address), optionally narrowed to a name or e-mail address containing `query`; with the state of
 * each account. Every order ends on the id so a page boundary never repeats or skips a user.
 */
export async function listUsers(
  db: Database,
  actor: Actor,
  options: { page?: number; query?: string; sort?: UserSort; direction?: 'asc' | 'desc' } = {},
): Promise<{ items: UserListItem[]; total: number; pageSize: number }> {
  requirePermission(actor, 'users:list');
  const pageSize = 50;
  const page = options.page ?? 1;
  const pattern = options.query ? `%${options.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = pattern ? sql`(${users.email} ILIKE ${pattern} OR ${userSearchName} ILIKE ${pattern})` : undefined;
  const sort = options.sort ?? 'role';
  const direction = options.direction ?? 'asc';
  const offset = (page - 1) * pageSize;
  // The page and the count apart, the count stopping at the cap (list-total.server.ts, docs/decisions/113):
  // a count over the window sorted and counted every account for each page.
  const [rows, total] = await Promise.all([
    // A search finds its few accounts by the trigram indexes and sorts them; in two groups it would look
    // for them twice.
    sort === 'role' && !where
      ? usersByRole(db, where, direction, pageSize, offset)
      : db
          .select(USER_ITEM_COLUMNS)
          .from(users)
          .innerJoin(roles, eq(roles.id, users.roleId))
          .where(where)
          .orderBy(...userOrder(sort, direction))
          .limit(pageSize)
          .offset(offset),
    cappedTotal(db, db.select({ id: users.id }).from(users).where(where).$dynamic()),
  ]);
  return {
    total,
    pageSize,
    items: rows.map(userItemOf),
  };
}

/**
 * The default order, operators first (the other accounts first when descending), each group by address:
 * read as two groups, each down users_role_email_idx (role_id, email, id) and stopped after the page, then
 * merged. One ORDER BY over the role's name sorted all 55,000 accounts for every page (docs/decisions/113).
 * The roles are read first so each group is an equality (or a short list) on role_id the index can use.
 */
async function usersByRole(db: Database, where: SQL | undefined, direction: 'asc' | 'desc', pageSize: number, offset: number) {
  const allRoles = await db.select({ id: roles.id, name: roles.name }).from(roles);
  const operatorRoles = allRoles.filter((role) => role.name !== 'USER').map((role) => role.id);
  const userRoles = allRoles.filter((role) => role.name === 'USER').map((role) => role.id);
  const group = (roleIds: number[], place: number) =>
    db
      .select({ ...USER_ITEM_COLUMNS, place: sql<number>`${place}::int`.as('place') })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(inArray(users.roleId, roleIds.length ? roleIds : [-1]), where))
      .orderBy(asc(users.email), asc(users.id))
      .limit(offset + pageSize);
  const [operatorsPlace, othersPlace] = direction === 'desc' ? [1, 0] : [0, 1];
  return group(operatorRoles, operatorsPlace)
    .unionAll(group(userRoles, othersPlace))
    .orderBy(sql`"place"`, asc(users.email), asc(users.id))
    .limit(pageSize)
    .offset(offset);
}

/** The ORDER BY of a users list sort; a name sorts people without one last, as a spreadsheet would. */
function userOrder(sort: UserSort, direction: 'asc' | 'desc'): SQL[] {
  const by = direction === 'desc' ? desc : asc;
  switch (sort) {
    case 'email':
      return [by(users.email), asc(users.id)];
    case 'name':
      return [
        sql`concat_ws(' ', ${users.firstName}, ${users.lastName}) = ''`,
        by(sql`lower(concat_ws(' ', ${users.firstName}, ${users.lastName}))`),
        asc(users.email),
        asc(users.id),
      ];
    case 'created':
      return [by(users.createdAt), by(users.id)];
    case 'role':
      // Operators first (or last, descending), then by address; without a search read in two groups
      // (usersByRole), the same order.
      return [direction === 'desc' ? sql`${roles.name} <> 'USER'` : sql`${roles.name} = 'USER'`, asc(users.email), asc(users.id)];
  }
}
