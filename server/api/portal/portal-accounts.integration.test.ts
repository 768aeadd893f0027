import { InvitationSchema } from '../../../app/features/accounts/accounts.schemas.ts';
import bcrypt from 'bcryptjs';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_PASSWORD, DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../../../app/config/password-hashing.ts';
import { ACCOUNT_RULES } from '../../../app/features/accounts/account-rules.ts';
import {
  type AccountsRequest,
  changePassword,
  confirmEmailChange,
  inviteUser,
  listUsers,
  requestEmailChange,
  requestPasswordReset,
  setPasswordWithToken,
  signIn,
  signInWithLink,
  signUp,
  verifyEmail,
} from '../../../app/features/accounts/accounts.server.ts';
import { PermissionDenied } from '../../../app/portal/permissions.server.ts';
import { completeSecondFactor, confirmSecondFactorSetup, startSecondFactorSetup } from '../../../app/features/accounts/second-factor.server.ts';
import { loadActor } from '../../../app/features/accounts/sessions.server.ts';
import { createUserWithLink } from '../../../app/features/accounts/operator-setup.server.ts';
import { type TotpKeys, totpKeysOf } from '../../../app/features/accounts/totp-secrets.server.ts';
import { type DatabaseHandle, queryRows } from '../../../db/client.server.ts';
import { auditLog, mailOutbox, organisations, userOrganisations, userSessions, userTokens, users } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../tests/support/test-app.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';

// Portal part 1 (decision 103): every account flow against the real app and a real (seeded) database.

let database: DatabaseHandle;
let portal: Awaited<ReturnType<typeof createTestApp>>;
let keys: TotpKeys;
const PORTAL = 'admin.localhost';
const ORIGIN = `http://${PORTAL}`;
const request: AccountsRequest = { portalOrigin: 'http://admin.localhost:3000', ip: '203.0.113.9', userAgent: 'vitest' };

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  portal = await createTestApp(database);
  keys = totpKeysOf(portal.env);
});
afterAll(async () => {
  await database?.close();
});

/** The session cookie of an answer as a Cookie header value. */
function cookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.includes('uitjes_session='));
  if (!cookie) throw new Error(`no session cookie in ${response.headers.getSetCookie().join(' | ')}`);
  return cookie.split(';')[0]!;
}

function apiSignIn(email: string, password: string, headers: Record<string, string> = {}) {
  return portal.request(PORTAL, '/api/portal/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    body: JSON.stringify({ email, password }),
  });
}

const me = (cookie?: string) => portal.request(PORTAL, '/api/portal/me', { headers: cookie ? { cookie } : {} });

/** The newest mail to an address, and the token its link carries. */
async function lastMailTo(address: string, kind?: string) {
  const [mail] = await database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address), kind ? eq(mailOutbox.kind, kind) : sql`true`))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return { mail, token: mail?.text.match(/[?&]token=([A-Za-z0-9_-]+)/)?.[1] };
}

/** Asks for a password reset and then runs the work it leaves for after the answer (the link and its mail). */
async function requestResetAndLink(email: string, from: AccountsRequest) {
  const afterAnswer: (() => Promise<void>)[] = [];
  const result = await requestPasswordReset(database.db, { email }, from, (work) => afterAnswer.push(work));
  for (const work of afterAnswer) await work();
  return result;
}

async function userRow(email: string) {
  const [row] = await database.db.select().from(users).where(eq(users.email, email));
  return row!;
}

describe('sign-in through the portal API', () => {
  it('signs a demo account in with a host-only HttpOnly SameSite=Lax cookie, and /me answers', async () => {
    const response = await apiSignIn(DEMO_PROVIDER_EMAIL, DEMO_ACCOUNT_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = (await response.json()) as { user: { email: string; role: string; organisationIds: number[] } };
    expect(body.user).toMatchObject({ email: DEMO_PROVIDER_EMAIL, role: 'USER' });
    expect(body.user.organisationIds).toHaveLength(5);
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('uitjes_session='))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Domain=/i);
    expect(setCookie).not.toMatch(/Secure/i); // http on a localhost name: development
    const answer = await me(cookieOf(response));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(((await answer.json()) as { email: string }).email).toBe(DEMO_PROVIDER_EMAIL);
    expect((await me()).status).toBe(401);
  });

  it('outside development the cookies are Secure and __Host- prefixed', async () => {
    const secure = await createTestApp(database, { PORTAL_ORIGIN: 'https://admin.uitjesbaas.nl' });
    const response = await secure.request('admin.uitjesbaas.nl', '/api/portal/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://admin.uitjesbaas.nl' },
      body: JSON.stringify({ email: DEMO_PROVIDER_EMAIL, password: DEMO_ACCOUNT_PASSWORD }),
    });
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('__Host-uitjes_session='))!;
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).not.toMatch(/Domain=/i);
  });

  it('rotates the session id at every sign-in', async () => {
    const first = cookieOf(await apiSignIn(DEMO_PROVIDER_EMAIL, DEMO_ACCOUNT_PASSWORD, {}));
    const second = cookieOf(await apiSignIn(DEMO_PROVIDER_EMAIL, DEMO_ACCOUNT_PASSWORD, { cookie: first }));
    expect(second).not.toBe(first);
  });

  it('answers an unknown address and a wrong password with the same 401', async () => {
    const unknown = await apiSignIn('nobody-here@uitjes.example', 'some wrong password');
    const wrong = await apiSignIn(DEMO_ADMIN_EMAIL, 'some wrong password');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
    await database.db.update(users).set({ failedSignIns: 0 }).where(eq(users.email, DEMO_ADMIN_EMAIL));
  });

  it('refuses a post from another origin (403) and bad input (400 naming the field)', async () => {
    expect((await apiSignIn(DEMO_PROVIDER_EMAIL, DEMO_ACCOUNT_PASSWORD, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await apiSignIn(DEMO_PROVIDER_EMAIL, DEMO_ACCOUNT_PASSWORD, { origin: 'null' })).status).toBe(403);
    const bad = await portal.request(PORTAL, '/api/portal/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ email: 'not-an-address', password: 'x' }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('email');
    const form = await portal.request(PORTAL, '/api/portal/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      body: 'email=a',
    });
    expect(form.status).toBe(415);
  });

  it('exists on the portal host only: brand hosts answer 404 and never set a cookie', async () => {
    for (const host of ['nl.localhost', 'de.localhost', 'kids.localhost', 'be.localhost']) {
      const answer = await portal.request(host, '/api/portal/me');
      expect(answer.status).toBe(404);
      expect(answer.headers.getSetCookie()).toEqual([]);
      expect((await portal.request(host, '/portaal/inloggen')).status).toBe(404);
    }
  });

  it('locks an account for 15 minutes after 10 failures in a row and mails its owner', async () => {
    const email = 'lock.me@uitjes.example';
    const created = await createUserWithLink(database.db, { email, role: 'USER' }, request.portalOrigin);
    if (!created.ok) throw new Error(created.message);
    await setPasswordWithToken(
      database.db,
      'invitation',
      { token: new URL(created.link).searchParams.get('token')!, password: 'a long good password 1' },
      request,
    );
    for (let i = 0; i < ACCOUNT_RULES.lockAfterFailures; i += 1) expect((await apiSignIn(email, 'wrong password!')).status).toBe(401);
    const locked = await userRow(email);
    expect(locked.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + ACCOUNT_RULES.lockMs - 60_000);
    // The right password does not open a locked account, and the answer is the same generic one.
    expect((await apiSignIn(email, 'a long good password 1')).status).toBe(401);
    expect((await lastMailTo(email, 'account-locked')).mail?.subject).toMatch(/geblokkeerd/);
    const actions = await database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.subjectUserId, locked.id));
    expect(actions.map((a) => a.action)).toContain('account-locked');
    await database.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, locked.id));
    expect((await apiSignIn(email, 'a long good password 1')).status).toBe(200);
  });

  it("accepts the old system's bcrypt hash once and replaces it with argon2id", async () => {
    const email = 'legacy@uitjes.example';
    const created = await createUserWithLink(database.db, { email, role: 'USER' }, request.portalOrigin);
    if (!created.ok) throw new Error(created.message);
    await database.db
      .update(users)
      .set({ active: true, emailVerifiedAt: new Date(), password: null, oldPassword: await bcrypt.hash('the old system password', 8) })
      .where(eq(users.id, created.userId));
    expect((await apiSignIn(email, 'wrong old password')).status).toBe(401);
    expect((await apiSignIn(email, 'the old system password')).status).toBe(200);
    const upgraded = await userRow(email);
    expect(upgraded.oldPassword).toBeNull();
    expect(upgraded.password).toMatch(/^\$argon2id\$/);
    expect((await apiSignIn(email, 'the old system password')).status).toBe(200);
  });
});

describe('sessions', () => {
  it('lists your own sessions, ends one, refuses another user’s, and signs out everywhere', async () => {
    const a = cookieOf(await apiSignIn(DEMO_ADMIN_EMAIL, DEMO_ACCOUNT_PASSWORD));
    const b = cookieOf(await apiSignIn(DEMO_ADMIN_EMAIL, DEMO_ACCOUNT_PASSWORD));
    const provider = cookieOf(await apiSignIn(DEMO_PROVIDER_EMAIL, DEMO_ACCOUNT_PASSWORD));
    const list = (await (await portal.request(PORTAL, '/api/portal/sessions', { headers: { cookie: a } })).json()) as {
      items: Array<{ id: number; current: boolean }>;
    };
    expect(list.items.length).toBeGreaterThanOrEqual(2);
    const other = list.items.find((s) => !s.current)!;
    const providerSessions = (await (await portal.request(PORTAL, '/api/portal/sessions', { headers: { cookie: provider } })).json()) as {
      items: Array<{ id: number }>;
    };
    // Another user's session id: not found, and it keeps working.
    const foreign = await portal.request(PORTAL, `/api/portal/sessions/${providerSessions.items[0]!.id}`, {
      method: 'DELETE',
      headers: { cookie: a, origin: ORIGIN },
    });
    expect(foreign.status).toBe(404);
    expect((await me(provider)).status).toBe(200);
    expect((await portal.request(PORTAL, `/api/portal/sessions/${other.id}`, { method: 'DELETE', headers: { cookie: a, origin: ORIGIN } })).status).toBe(204);
    const everywhere = await portal.request(PORTAL, '/api/portal/sessions/sign-out-everywhere', { method: 'POST', headers: { cookie: a, origin: ORIGIN } });
    expect(everywhere.status).toBe(204);
    expect(everywhere.headers.getSetCookie().some((c) => /uitjes_session=;/.test(c))).toBe(true);
    expect((await me(a)).status).toBe(401);
    expect((await me(b)).status).toBe(401);
  });

  it('signs out: the session ends on the server, not only in the browser', async () => {
    const cookie = cookieOf(await apiSignIn(DEMO_PROVIDER_EMAIL, DEMO_ACCOUNT_PASSWORD));
    expect((await portal.request(PORTAL, '/api/portal/sign-out', { method: 'POST', headers: { cookie, origin: ORIGIN } })).status).toBe(204);
    expect((await me(cookie)).status).toBe(401);
  });

  it('ends after 7 idle days and 30 days after sign-in', async () => {
    const idle = cookieOf(await apiSignIn(DEMO_PROVIDER_EMAIL, DEMO_ACCOUNT_PASSWORD));
    const old = cookieOf(await apiSignIn(DEMO_PROVIDER_EMAIL, DEMO_ACCOUNT_PASSWORD));
    const [oldRow, idleRow] = await database.db.select({ id: userSessions.id }).from(userSessions).orderBy(desc(userSessions.id)).limit(2);
    await database.db
      .update(userSessions)
      .set({ lastSeenAt: new Date(Date.now() - ACCOUNT_RULES.sessionIdleMs - 1000) })
      .where(eq(userSessions.id, idleRow!.id));
    await database.db
      .update(userSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userSessions.id, oldRow!.id));
    expect((await me(idle)).status).toBe(401);
    expect((await me(old)).status).toBe(401);
  });
});

describe('the admin endpoint', () => {
  const cities = '/api/admin/googleLocations/cities?platformId=1&searchQuery=Utrecht';
  it('answers 401 anonymous, 403 to a provider and 200 to an operator', async () => {
    expect((await portal.request(PORTAL, cities)).status).toBe(401);
    const provider = cookieOf(await apiSignIn(DEMO_PROVIDER_EMAIL, DEMO_ACCOUNT_PASSWORD));
    expect((await portal.request(PORTAL, cities, { headers: { cookie: provider } })).status).toBe(403);
    const admin = cookieOf(await apiSignIn(DEMO_ADMIN_EMAIL, DEMO_ACCOUNT_PASSWORD));
    const answer = await portal.request(PORTAL, cities, { headers: { cookie: admin } });
    expect(answer.status).toBe(200);
    expect(JSON.stringify(await answer.json())).toContain('Utrecht');
    // The cookie is the portal's: sent to a brand host it means nothing.
    expect((await portal.request('nl.localhost', cities, { headers: { cookie: admin } })).status).toBe(401);
  });

  it('with ADMIN_REQUIRE_2FA an operator without a second factor is refused', async () => {
    const strict = await createTestApp(database, { ADMIN_REQUIRE_2FA: 'true' });
    const response = await strict.request(PORTAL, '/api/portal/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ email: DEMO_ADMIN_EMAIL, password: DEMO_ACCOUNT_PASSWORD }),
    });
    expect((await strict.request(PORTAL, cities, { headers: { cookie: cookieOf(response) } })).status).toBe(403);
  });
});

describe('account flows', () => {
  it('sign-up: a verification link activates the account and its organisation on the chosen platform, once', async () => {
    const email = 'nieuwe.aanbieder@uitjes.example';
    const input = {
      name: 'Nina Nieuw',
      organisationName: 'Nieuw Uitje BV',
      email,
      phone: '+31 6 1234 5678',
      password: 'een heel goed wachtwoord',
      platformId: 3,
    };
    expect(await signUp(database.db, input, 'nl', request)).toEqual({ ok: true });
    const pending = await userRow(email);
    expect(pending.active).toBe(false);
    expect((await signIn(database.db, { email, password: input.password }, request)).ok).toBe(false);
    const [organisation] = await database.db
      .select({ name: organisations.name, platformId: organisations.platformId })
      .from(userOrganisations)
      .innerJoin(organisations, eq(organisations.id, userOrganisations.organisationId))
      .where(eq(userOrganisations.userId, pending.id));
    expect(organisation).toEqual({ name: 'Nieuw Uitje BV', platformId: 3 });
    const { mail, token } = await lastMailTo(email, 'account-verify');
    expect(mail?.text).toContain('/portaal/bevestigen?token=');
    // Only the hash is stored: the secret in the link is nowhere in the table.
    const stored = await database.db.select().from(userTokens).where(eq(userTokens.userId, pending.id));
    expect(JSON.stringify(stored)).not.toContain(token!);
    expect(await verifyEmail(database.db, token!, request)).toEqual({ ok: true });
    expect((await verifyEmail(database.db, token!, request)).ok).toBe(false); // used once
    expect((await signIn(database.db, { email, password: input.password }, request)).ok).toBe(true);
    // The same address again: the same answer, and a mail to the owner instead of a second account.
    expect(await signUp(database.db, { ...input, name: 'Someone Else' }, 'nl', request)).toEqual({ ok: true });
    expect((await lastMailTo(email)).mail?.kind).toBe('account-already');
  });

  it('refuses short and common passwords', async () => {
    const base = { name: 'Piet', organisationName: 'Piet BV', email: 'piet@uitjes.example', phone: '+31 6 1234 5678' };
    expect(await signUp(database.db, { ...base, password: 'qwerty123456' }, 'nl', request)).toEqual({ ok: false, error: 'common-password', field: 'password' });
    expect(await signUp(database.db, { ...base, password: 'password1234!' }, 'nl', request)).toMatchObject({ ok: false, error: 'common-password' });
  });

  it('forgot password: the same answer for any address, a 1-hour single-use link only to an account', async () => {
    const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
    expect(await requestResetAndLink('nobody-at-all@uitjes.example', request)).toEqual({ ok: true });
    const after = await database.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(await requestResetAndLink(DEMO_PROVIDER_EMAIL, { ...request, ip: '203.0.113.10' })).toEqual({ ok: true });
    const { token } = await lastMailTo(DEMO_PROVIDER_EMAIL, 'account-reset');
    const [row] = await database.db.select().from(userTokens).where(eq(userTokens.type, 'reset-password')).orderBy(desc(userTokens.id)).limit(1);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(ACCOUNT_RULES.resetPasswordMs);
    const cookie = cookieOf(await apiSignIn(DEMO_PROVIDER_EMAIL, DEMO_ACCOUNT_PASSWORD));
    expect(await setPasswordWithToken(database.db, 'reset-password', { token: token!, password: 'my brand new password' }, request)).toEqual({ ok: true });
    expect((await setPasswordWithToken(database.db, 'reset-password', { token: token!, password: 'another new password' }, request)).ok).toBe(false);
    expect((await me(cookie)).status).toBe(401); // a reset ends every session
    expect((await apiSignIn(DEMO_PROVIDER_EMAIL, 'my brand new password')).status).toBe(200);
    await setBack(DEMO_PROVIDER_EMAIL);
  });

  it('forgot password: a known and an unknown address are answered after the same work; the link is made after the answer', async () => {
    const written = () => Promise.all([auditLog, userTokens, mailOutbox].map((table) => database.db.$count(table)));
    const answers: { result: unknown; written: number[]; afterAnswer: (() => Promise<void>)[] }[] = [];
    for (const [index, email] of [DEMO_PROVIDER_EMAIL, 'nobody-known@uitjes.example'].entries()) {
      const before = await written();
      const afterAnswer: (() => Promise<void>)[] = [];
      const result = await requestPasswordReset(database.db, { email }, { ...request, ip: `203.0.113.2${index}` }, (work) => afterAnswer.push(work));
      answers.push({ result, written: (await written()).map((count, table) => count - before[table]!), afterAnswer });
    }
    // Both answers: the same result, one audit row and no token or mail yet, one piece of work left for after.
    for (const answer of answers) expect(answer).toMatchObject({ result: { ok: true }, written: [1, 0, 0], afterAnswer: [expect.any(Function)] });
    const before = await written();
    for (const answer of answers) for (const work of answer.afterAnswer) await work();
    const after = await written();
    expect([after[1]! - before[1]!, after[2]! - before[2]!]).toEqual([1, 1]); // the known address's token and mail only
    expect((await lastMailTo(DEMO_PROVIDER_EMAIL, 'account-reset')).token).toBeDefined();
  });

  it('an expired link is refused', async () => {
    await requestResetAndLink(DEMO_ADMIN_EMAIL, { ...request, ip: '203.0.113.11' });
    const { token } = await lastMailTo(DEMO_ADMIN_EMAIL, 'account-reset');
    await database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.type, 'reset-password'));
    expect(await setPasswordWithToken(database.db, 'reset-password', { token: token!, password: 'too late for this one' }, request)).toEqual({
      ok: false,
      error: 'token-invalid',
      field: 'token',
    });
  });

  it('only an operator invites; the invited user sets a password and signs in', async () => {
    const admin = (await loadActor(database.db, (await userRow(DEMO_ADMIN_EMAIL)).id, 0))!;
    const provider = (await loadActor(database.db, (await userRow(DEMO_PROVIDER_EMAIL)).id, 0))!;
    const invitation = { email: 'collega@uitjes.example', role: 'USER' as const, organisationIds: provider.organisationIds.slice(0, 1) };
    await expect(inviteUser(database.db, provider, InvitationSchema.parse(invitation), request)).rejects.toBeInstanceOf(PermissionDenied);
    const invited = await inviteUser(database.db, admin, InvitationSchema.parse(invitation), request);
    expect(invited.ok).toBe(true);
    expect(await inviteUser(database.db, admin, InvitationSchema.parse(invitation), request)).toMatchObject({ ok: false, error: 'email-taken' });
    const { token } = await lastMailTo('collega@uitjes.example', 'account-invitation');
    expect(await setPasswordWithToken(database.db, 'invitation', { token: token!, password: 'collega wachtwoord 42' }, request)).toEqual({ ok: true });
    const signedIn = await apiSignIn('collega@uitjes.example', 'collega wachtwoord 42');
    expect(((await signedIn.json()) as { user: { organisationIds: number[] } }).user.organisationIds).toEqual(invitation.organisationIds);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invitation'), eq(auditLog.actorUserId, admin.userId)));
    expect(audit.length).toBeGreaterThan(0);
  });

  it('lists users to an operator only, 50 a page, searchable by name or address', async () => {
    const admin = (await loadActor(database.db, (await userRow(DEMO_ADMIN_EMAIL)).id, 0))!;
    const provider = (await loadActor(database.db, (await userRow(DEMO_PROVIDER_EMAIL)).id, 0))!;
    await expect(listUsers(database.db, provider)).rejects.toBeInstanceOf(PermissionDenied);
    const first = await listUsers(database.db, admin);
    expect(first.items).toHaveLength(Math.min(50, first.total));
    expect(first.items[0]).toMatchObject({ role: 'ADMIN' });
    const second = await listUsers(database.db, admin, { page: 2 });
    expect(second.items).toHaveLength(Math.max(0, first.total - 50));
    expect(second.total).toBe(first.total);
    const found = await listUsers(database.db, admin, { query: 'Anna Aanb' });
    expect(found.items.map((u) => u.email)).toEqual([DEMO_PROVIDER_EMAIL]);
    expect((await listUsers(database.db, admin, { query: '100%_' })).total).toBe(0);
  });

  it('sorts the users list on the server, by any offered column and both ways, pages without repeats', async () => {
    const admin = (await loadActor(database.db, (await userRow(DEMO_ADMIN_EMAIL)).id, 0))!;
    const all = async (sort: 'role' | 'email' | 'name' | 'created', direction: 'asc' | 'desc') => {
      const first = await listUsers(database.db, admin, { sort, direction });
      const rest = first.total > first.pageSize ? (await listUsers(database.db, admin, { sort, direction, page: 2 })).items : [];
      return [...first.items, ...rest];
    };
    const byEmail = await all('email', 'asc');
    expect(byEmail.map((u) => u.email)).toEqual(byEmail.map((u) => u.email).sort());
    expect((await all('email', 'desc')).map((u) => u.email)).toEqual(byEmail.map((u) => u.email).reverse());
    expect(new Set(byEmail.map((u) => u.id)).size).toBe(byEmail.length);
    const byName = (await all('name', 'asc')).filter((u) => u.name).map((u) => u.name.toLowerCase());
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const operatorsLast = await all('role', 'desc');
    expect(operatorsLast.at(-1)?.role).toBe('ADMIN');
    expect(operatorsLast[0]?.role).toBe('USER');
    const newest = await all('created', 'desc');
    expect((await all('created', 'asc')).map((u) => u.id)).toEqual([...newest].reverse().map((u) => u.id));
  });

  // docs/decisions/113: the default order is read as two groups, each down users_role_email_idx, then
  // merged; every page is the page of the one ORDER BY it replaces, also where the groups meet.
  it('pages the default order (operators first, then by address) as one ORDER BY over every account would', async () => {
    const admin = (await loadActor(database.db, (await userRow(DEMO_ADMIN_EMAIL)).id, 0))!;
    await database.db.execute(sql`
      INSERT INTO users (email, first_name, role_id, active)
      SELECT 'volgorde-' || lpad(g::text, 3, '0') || '@lijst.example', 'Volgorde', r.id, true
      FROM generate_series(1, 120) g JOIN roles r ON r.name = (CASE WHEN g % 7 = 0 THEN 'ADMIN' ELSE 'USER' END)::role_name`);
    const listed = async (direction: 'asc' | 'desc', query?: string) => {
      const ids: number[] = [];
      for (let page = 1; ; page++) {
        const { items, pageSize } = await listUsers(database.db, admin, { sort: 'role', direction, page, query });
        ids.push(...items.map((u) => u.id));
        if (items.length < pageSize) return ids;
      }
    };
    const expected = async (direction: 'asc' | 'desc', query?: string) =>
      (
        await queryRows<{ id: number }>(
          database.db,
          sql`SELECT u.id FROM users u JOIN roles r ON r.id = u.role_id
              WHERE ${query ? sql`u.email ILIKE ${`%${query}%`}` : sql`TRUE`}
              ORDER BY ${direction === 'desc' ? sql`r.name <> 'USER'` : sql`r.name = 'USER'`}, u.email, u.id`,
        )
      ).map((row) => Number(row.id));
    for (const direction of ['asc', 'desc'] as const) {
      const all = await listed(direction);
      expect(all.length).toBeGreaterThan(120);
      expect(all).toEqual(await expected(direction));
      expect(await listed(direction, 'volgorde-')).toEqual(await expected(direction, 'volgorde-'));
    }
    await database.db.execute(sql`DELETE FROM users WHERE email LIKE 'volgorde-%@lijst.example'`);
  });

  it('changing the password needs the current one and ends the other sessions', async () => {
    const keep = await signIn(database.db, { email: DEMO_ADMIN_EMAIL, password: DEMO_ACCOUNT_PASSWORD }, request);
    const other = cookieOf(await apiSignIn(DEMO_ADMIN_EMAIL, DEMO_ACCOUNT_PASSWORD));
    if (!keep.ok) throw new Error('sign-in failed');
    const actor = (await loadActor(database.db, keep.userId, keep.sessionId))!;
    expect(await changePassword(database.db, actor, { currentPassword: 'not it', newPassword: 'a fine new password' }, request)).toMatchObject({
      ok: false,
      field: 'currentPassword',
    });
    expect(await changePassword(database.db, actor, { currentPassword: DEMO_ACCOUNT_PASSWORD, newPassword: 'a fine new password' }, request)).toEqual({
      ok: true,
    });
    expect((await me(other)).status).toBe(401);
    const sessions = await database.db.select().from(userSessions).where(eq(userSessions.id, keep.sessionId));
    expect(sessions).toHaveLength(1);
    await setBack(DEMO_ADMIN_EMAIL);
  });

  it('changing the e-mail address waits for the link sent to the new address', async () => {
    const user = await userRow(DEMO_PROVIDER_EMAIL);
    const actor = (await loadActor(database.db, user.id, 0))!;
    expect(await requestEmailChange(database.db, actor, { newEmail: 'anna@nieuw.example', password: DEMO_ACCOUNT_PASSWORD }, request)).toEqual({ ok: true });
    expect((await userRow(DEMO_PROVIDER_EMAIL)).id).toBe(user.id); // nothing changed yet
    expect((await lastMailTo(DEMO_PROVIDER_EMAIL, 'account-changeEmailNotice')).mail).toBeDefined();
    const { token } = await lastMailTo('anna@nieuw.example', 'account-changeEmail');
    expect(await confirmEmailChange(database.db, token!, request)).toEqual({ ok: true, email: 'anna@nieuw.example' });
    expect((await apiSignIn('anna@nieuw.example', DEMO_ACCOUNT_PASSWORD)).status).toBe(200);
    await database.db.update(users).set({ email: DEMO_PROVIDER_EMAIL }).where(eq(users.id, user.id));
  });

  it('TOTP second factor: set up with a code, then a sign-in needs a code or a recovery code (once)', async () => {
    const email = 'twofactor@uitjes.example';
    const created = await createUserWithLink(database.db, { email, role: 'ADMIN' }, request.portalOrigin);
    if (!created.ok) throw new Error(created.message);
    await setPasswordWithToken(
      database.db,
      'invitation',
      { token: new URL(created.link).searchParams.get('token')!, password: 'second factor password' },
      request,
    );
    const first = await signIn(database.db, { email, password: 'second factor password' }, request);
    if (!first.ok) throw new Error('sign-in failed');
    const actor = (await loadActor(database.db, first.userId, first.sessionId))!;
    const setup = await startSecondFactorSetup(database.db, keys, actor);
    expect(setup.qrSvg).toContain('<svg');
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\//);
    expect((await confirmSecondFactorSetup(database.db, keys, actor, '000000', request)).ok).toBe(false);
    const confirmed = await confirmSecondFactorSetup(database.db, keys, actor, generateSync({ secret: setup.secret }), request);
    if (!confirmed.ok) throw new Error('setup failed');
    expect(confirmed.recoveryCodes).toHaveLength(ACCOUNT_RULES.recoveryCodes);

    // The API: the password step gives a pending session that is not signed in yet.
    const step1 = await apiSignIn(email, 'second factor password');
    expect(await step1.clone().json()).toMatchObject({ user: null, secondFactorRequired: true });
    const pending = cookieOf(step1);
    expect((await me(pending)).status).toBe(401);
    const code = (value: string, cookie: string) =>
      portal.request(PORTAL, '/api/portal/sign-in/second-factor', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
        body: JSON.stringify({ code: value }),
      });
    expect((await code('123456', pending)).status).toBe(401);
    // The code of the next time step: the set-up used up this step's.
    const step2 = await code(nextCode(setup.secret), pending);
    expect(step2.status).toBe(200);
    expect((await me(cookieOf(step2))).status).toBe(200);
    expect((await me(pending)).status).toBe(401); // the pending id is gone: a new id after the second step

    const again = await signIn(database.db, { email, password: 'second factor password' }, request);
    if (!again.ok) throw new Error('sign-in failed');
    const recovery = confirmed.recoveryCodes[0]!;
    expect((await completeSecondFactor(database.db, keys, { sessionId: again.sessionId, userId: again.userId }, recovery, request)).ok).toBe(true);
    const third = await signIn(database.db, { email, password: 'second factor password' }, request);
    if (!third.ok) throw new Error('sign-in failed');
    expect((await completeSecondFactor(database.db, keys, { sessionId: third.sessionId, userId: third.userId }, recovery, request)).ok).toBe(false);
  });

  it('the audit log has sign-ins and failures with their IP', async () => {
    const rows = await database.db.select().from(auditLog).where(like(auditLog.action, 'sign-in%'));
    expect(rows.some((r) => r.action === 'sign-in' && r.ip)).toBe(true);
    expect(rows.some((r) => r.action === 'sign-in-failed')).toBe(true);
  });
});

describe('attacks on accounts (decision 103)', () => {
  const password = 'a long good password 2';

  it('a locked account: whoever keeps guessing keeps it locked, the owner signs in with the right password and the mailed link', async () => {
    const email = 'locked.owner@uitjes.example';
    const userId = await newAccount(email, password);
    const attacker = { ...request, ip: '198.51.100.21' };
    const owner = { ...request, ip: '198.51.100.22' };
    for (let i = 0; i < ACCOUNT_RULES.lockAfterFailures; i += 1) await signIn(database.db, { email, password: 'wrong password!' }, attacker);
    expect((await userRow(email)).lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    // During the lock a wrong guess mails nothing, and the right password gets the same generic answer.
    expect(await signIn(database.db, { email, password: 'another wrong one' }, attacker)).toEqual({ ok: false, error: 'invalid-credentials' });
    expect((await lastMailTo(email, 'account-signInLink')).mail).toBeUndefined();
    expect(await signIn(database.db, { email, password }, owner)).toEqual({ ok: false, error: 'invalid-credentials' });
    const { mail, token } = await lastMailTo(email, 'account-signInLink');
    expect(mail?.text).toContain('/portaal/inloggen/link?token=');
    // The attacker goes on guessing: the account stays locked to them, the link still works for the owner, once.
    for (let i = 0; i < 3; i += 1) await signIn(database.db, { email, password: `still guessing ${i}` }, attacker);
    expect((await userRow(email)).lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    const signedIn = await signInWithLink(database.db, token!, owner);
    expect(signedIn).toMatchObject({ ok: true, userId, pendingSecondFactor: false });
    if (!signedIn.ok) return;
    expect(await loadActor(database.db, userId, signedIn.sessionId)).toMatchObject({ email });
    expect(await signInWithLink(database.db, token!, owner)).toEqual({ ok: false, error: 'token-invalid', field: 'token' });
    // Knowing the password does not flood the owner's mailbox: a few links per lock period.
    for (let i = 0; i < ACCOUNT_RULES.signInLinksPerLock + 2; i += 1) await signIn(database.db, { email, password }, owner);
    const links = await database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'account-signInLink')));
    expect(links).toHaveLength(ACCOUNT_RULES.signInLinksPerLock);
  });

  it('with a second factor the mailed link still asks for the code', async () => {
    const email = 'locked.twofactor@uitjes.example';
    const { userId } = await newAccountWithSecondFactor(email, password);
    await database.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() + ACCOUNT_RULES.lockMs) })
      .where(eq(users.id, userId));
    await signIn(database.db, { email, password }, { ...request, ip: '198.51.100.23' });
    const { token } = await lastMailTo(email, 'account-signInLink');
    expect(await signInWithLink(database.db, token!, request)).toMatchObject({ ok: true, pendingSecondFactor: true });
  });

  it('a TOTP code finishes one sign-in only', async () => {
    const email = 'replay@uitjes.example';
    const { secret } = await newAccountWithSecondFactor(email, password);
    const first = await signIn(database.db, { email, password }, request);
    const second = await signIn(database.db, { email, password }, request);
    if (!first.ok || !second.ok) throw new Error('sign-in failed');
    const code = nextCode(secret);
    expect((await completeSecondFactor(database.db, keys, { sessionId: first.sessionId, userId: first.userId }, code, request)).ok).toBe(true);
    expect(await completeSecondFactor(database.db, keys, { sessionId: second.sessionId, userId: second.userId }, code, request)).toMatchObject({
      ok: false,
      field: 'code',
    });
  });

  it('wrong codes count per account over every sign-in: past the limit the second step locks and the owner is mailed', async () => {
    const email = 'guessed.codes@uitjes.example';
    const { userId, secret } = await newAccountWithSecondFactor(email, password);
    const pendingSignIn = async () => {
      const result = await signIn(database.db, { email, password }, request);
      if (!result.ok) throw new Error('sign-in failed');
      return { sessionId: result.sessionId, userId: result.userId };
    };
    // A fresh sign-in for every guess, as an attacker who knows the password would do.
    for (let i = 0; i < ACCOUNT_RULES.secondFactorLock.afterFailures - 1; i += 1) {
      expect(await completeSecondFactor(database.db, keys, await pendingSignIn(), wrongCode(secret), request)).toMatchObject({ ok: false, field: 'code' });
    }
    expect(await completeSecondFactor(database.db, keys, await pendingSignIn(), wrongCode(secret), request)).toEqual({
      ok: false,
      error: 'second-factor-locked',
    });
    expect((await lastMailTo(email, 'account-secondFactorLocked')).mail?.subject).toMatch(/tweestapsverificatie/);
    // Locked: even the right code does not sign in.
    expect(await completeSecondFactor(database.db, keys, await pendingSignIn(), nextCode(secret), request)).toEqual({
      ok: false,
      error: 'second-factor-locked',
    });
    // Once the lock period has passed, the right code works again.
    await database.db
      .update(auditLog)
      .set({ at: sql`${auditLog.at} - make_interval(secs => ${(ACCOUNT_RULES.secondFactorLock.lockMs + 60_000) / 1000})` })
      .where(eq(auditLog.subjectUserId, userId));
    expect((await completeSecondFactor(database.db, keys, await pendingSignIn(), nextCode(secret), request)).ok).toBe(true);
  });

  it('the TOTP secret is stored encrypted; a plain one (from before) still works and is encrypted at its use', async () => {
    const email = 'sealed@uitjes.example';
    const { userId, secret } = await newAccountWithSecondFactor(email, password);
    const stored = (await userRow(email)).totpSecret!;
    expect(stored).toMatch(/^v1:[0-9a-f]{8}:/);
    expect(stored).not.toContain(secret);
    await database.db.update(users).set({ totpSecret: secret }).where(eq(users.id, userId));
    const pending = await signIn(database.db, { email, password }, request);
    if (!pending.ok) throw new Error('sign-in failed');
    expect((await completeSecondFactor(database.db, keys, { sessionId: pending.sessionId, userId }, nextCode(secret), request)).ok).toBe(true);
    expect((await userRow(email)).totpSecret).toMatch(/^v1:/);
  });

  it('after a key rotation a secret sealed with the previous key works and is sealed with the new one', async () => {
    const email = 'rotated@uitjes.example';
    const oldKey = randomBytes(32).toString('base64');
    const before = totpKeysOf({ NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: Buffer.from(oldKey, 'base64') });
    const after = totpKeysOf({ NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: randomBytes(32), TOTP_ENCRYPTION_KEY_PREVIOUS: Buffer.from(oldKey, 'base64') });
    const { userId, secret } = await newAccountWithSecondFactor(email, password, before);
    expect((await userRow(email)).totpSecret).toContain(`:${before.current!.id}:`);
    const pending = await signIn(database.db, { email, password }, request);
    if (!pending.ok) throw new Error('sign-in failed');
    expect((await completeSecondFactor(database.db, after, { sessionId: pending.sessionId, userId }, nextCode(secret), request)).ok).toBe(true);
    expect((await userRow(email)).totpSecret).toContain(`:${after.current!.id}:`);
  });
});

/** A signed-up, active account with a password (through an operator's invitation, as the portal makes one). */
async function newAccount(email: string, password: string): Promise<number> {
  const created = await createUserWithLink(database.db, { email, role: 'USER' }, request.portalOrigin);
  if (!created.ok) throw new Error(created.message);
  await setPasswordWithToken(database.db, 'invitation', { token: new URL(created.link).searchParams.get('token')!, password }, request);
  return created.userId;
}

/** An account with a confirmed TOTP second factor, and its secret. */
async function newAccountWithSecondFactor(email: string, password: string, withKeys: TotpKeys = keys) {
  const userId = await newAccount(email, password);
  const actor = (await loadActor(database.db, userId, 0))!;
  const { secret } = await startSecondFactorSetup(database.db, withKeys, actor);
  const confirmed = await confirmSecondFactorSetup(database.db, withKeys, actor, generateSync({ secret }), request);
  if (!confirmed.ok) throw new Error('second factor set-up failed');
  return { userId, secret };
}

/** A six-digit code no nearby time step of `secret` has. */
function wrongCode(secret: string): string {
  const now = Math.floor(Date.now() / 1000);
  const near = new Set([-60, -30, 0, 30, 60].map((d) => generateSync({ secret, epoch: now + d })));
  return ['000000', '111111', '222222', '333333', '444444', '555555'].find((c) => !near.has(c))!;
}

/** A TOTP code of the time step after this one (still accepted: one step of clock drift). */
function nextCode(secret: string): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
}

/** Puts a demo account's password back (and lifts any lock) for the next test. */
async function setBack(email: string) {
  const { hashPassword } = await import('../../../app/features/accounts/passwords.server.ts');
  await database.db
    .update(users)
    .set({ password: await hashPassword(DEMO_ACCOUNT_PASSWORD), failedSignIns: 0, lockedUntil: null })
    .where(eq(users.email, email));
}
