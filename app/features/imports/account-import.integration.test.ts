import bcrypt from 'bcryptjs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server.ts';
import { auditLog, contactPersonOrganisations, contactPersons, importRuns, organisations, userOrganisations, users } from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../../config/password-hashing.ts';
import type { Actor } from '../../portal/actor.ts';
import { PermissionDenied } from '../../portal/permissions.server.ts';
import { signIn } from '../accounts/accounts.server.ts';
import { importAccounts, importAccountsAsOperator, listImportRuns } from './account-import.server.ts';

// The account import (docs/decisions/114 "Accounts"): the dry run names exactly the bad rows by line and
// column and writes nothing; the real run writes the good rows, a second run changes nothing, duplicate
// addresses are merged as the report says, and an imported provider signs in with the old password,
// which is then replaced by argon2id.

let database: DatabaseHandle;
const NL = 1;
const DE = 2;
let oldHash: string;
/** Three organisations of the Dutch platform, given the old ids 9001-9003 as `import:site` would have. */
const orgIds: number[] = [];

const actorOf = async (email: string, role: Actor['role']): Promise<Actor> => {
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { userId: user!.id, role, email, firstName: null, lastName: null, locale: 'nl', sessionId: 0, secondFactor: true, organisationIds: [] };
};

const csvOf = (...lines: string[]) => `${['type,oldIdx,email,firstName,lastName,phone,role,locale,organisations,primary,oldPassword', ...lines].join('\n')}\n`;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  oldHash = await bcrypt.hash('oud-wachtwoord-2019', 4);
  const rows = await database.db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.platformId, NL))
    .orderBy(organisations.id)
    .limit(3);
  for (const [index, row] of rows.entries()) {
    await database.db
      .update(organisations)
      .set({ oldIdx: 9001 + index })
      .where(eq(organisations.id, row.id));
    orgIds.push(row.id);
  }
});
afterAll(async () => {
  await database?.close();
});

describe('importing accounts from a CSV file', () => {
  const good = () => [
    `user,501,Piet.Oud@Example.nl,Piet,Oud,0201234567,USER,,9001 9002,,${oldHash}`,
    `user,502,anna.admin@example.nl,Anna,Admin,,admin,nl,,,`,
    `contact,701,kees@example.nl,Kees,Contact,,,,9001,yes,`,
    // The same address again: its organisation joins the account of line 2.
    `user,503,piet.oud@example.nl,Piet,Oud,,USER,,9003,,`,
  ];
  const bad = [
    'member,504,x@example.nl,X,,,,,,,', // line 6: type
    'user,505,not-an-address,Y,,,,,9001,,', // line 7: email
    `user,506,z@example.nl,Z,,,BOSS,fr,9999,,plain-text`, // line 8: role, locale, organisation, oldPassword
    'contact,702,,Losse,Contact,,,,,maybe,', // line 9: organisations missing, primary
  ];

  it('a dry run lists exactly the bad rows by line and column, says what the good ones would do, and writes nothing', async () => {
    const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const result = await importAccounts(database.db, csvOf(...good(), ...bad), { platformId: NL, dryRun: true, source: 'oud.csv' });
    expect(result.problems.map((p) => [p.line, p.column, p.code])).toEqual([
      [6, 'type', 'type'],
      [7, 'email', 'email'],
      [8, 'role', 'role'],
      [8, 'locale', 'locale'],
      [8, 'organisations', 'organisation-unknown'],
      [8, 'oldPassword', 'old-password'],
      [9, 'organisations', 'organisations-missing'],
      [9, 'primary', 'primary'],
    ]);
    expect(result.rows.map((r) => [r.line, r.plan])).toEqual([
      [2, 'new-user'],
      [3, 'new-user'],
      [4, 'new-contact'],
      [5, 'merge-duplicate-row'],
    ]);
    expect(result.rows[3]!.mergedInto).toEqual({ line: 2 });
    expect(result.runId).toBeNull();
    expect(await database.db.select({ n: sql<number>`count(*)::int` }).from(users)).toEqual(before);
    expect(await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'piet.oud@example.nl'))).toEqual([]);
    expect(await database.db.select({ id: contactPersons.id }).from(contactPersons).where(eq(contactPersons.email, 'kees@example.nl'))).toEqual([]);
  });

  it('the real run writes the good rows, skips the bad ones with their reasons, keeps the report; a second run changes nothing', async () => {
    const result = await importAccounts(database.db, csvOf(...good(), ...bad), { platformId: NL, dryRun: false, source: 'oud.csv' });
    expect(result.report.counts.user).toMatchObject({ imported: 2, skipped: 3 });
    expect(result.report.counts.contact).toMatchObject({ imported: 1, skipped: 1 });
    expect(result.report.rows.filter((r) => r.outcome === 'skipped').map((r) => r.source)).toEqual(['line 6', 'line 7', 'line 8', 'line 9']);
    const warnings = result.report.rows.filter((r) => r.outcome === 'warning').map((r) => `${r.source}: ${r.reason}`);
    expect(warnings).toContain('line 5: same e-mail address as line 2: its organisations were added to that account');

    const [piet] = await database.db.select().from(users).where(eq(users.email, 'piet.oud@example.nl'));
    expect(piet).toMatchObject({ firstName: 'Piet', oldIdx: 501, oldPassword: oldHash, password: null, active: true, platformId: NL, locale: 'nl' });
    expect(piet!.emailVerifiedAt).not.toBeNull();
    const memberships = await database.db
      .select({ id: userOrganisations.organisationId })
      .from(userOrganisations)
      .where(eq(userOrganisations.userId, piet!.id));
    expect(memberships.map((m) => m.id).sort((a, b) => a - b)).toEqual([...orgIds].sort((a, b) => a - b));
    const [anna] = await database.db.select({ roleId: users.roleId }).from(users).where(eq(users.email, 'anna.admin@example.nl'));
    const [admin] = await database.db.select({ roleId: users.roleId }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
    expect(anna!.roleId).toBe(admin!.roleId);
    const [kees] = await database.db.select().from(contactPersons).where(eq(contactPersons.email, 'kees@example.nl'));
    expect(kees).toMatchObject({ oldIdx: 701, organisationId: orgIds[0] });
    const links = await database.db.select().from(contactPersonOrganisations).where(eq(contactPersonOrganisations.contactPersonId, kees!.id));
    // The demo organisation may already have a primary contact: then it is kept, as the plan said.
    const hadPrimary = result.rows.find((r) => r.line === 4)?.primaryKept === true;
    expect(links).toEqual([{ contactPersonId: kees!.id, organisationId: orgIds[0], primary: !hadPrimary }]);
    const [run] = await database.db.select().from(importRuns).where(eq(importRuns.id, result.runId!));
    expect(run).toMatchObject({ kind: 'accounts', source: 'oud.csv', platformId: NL });

    const again = await importAccounts(database.db, csvOf(...good()), { platformId: NL, dryRun: false, source: 'oud.csv' });
    expect(again.problems).toEqual([]);
    expect(again.report.counts.user).toMatchObject({ imported: 0, updated: 0, unchanged: 2 });
    expect(again.report.counts.contact).toMatchObject({ imported: 0, updated: 0, unchanged: 1 });
    expect(await database.db.select({ id: contactPersons.id }).from(contactPersons).where(eq(contactPersons.email, 'kees@example.nl'))).toHaveLength(1);
  });

  it('an imported provider signs in with the old password, which is replaced by argon2id at once', async () => {
    const request = { ip: '192.0.2.7', userAgent: 'vitest', portalOrigin: 'http://admin.localhost' };
    const wrong = await signIn(database.db, { email: 'piet.oud@example.nl', password: 'niet-het-wachtwoord' }, request);
    expect(wrong.ok).toBe(false);
    const signed = await signIn(database.db, { email: 'piet.oud@example.nl', password: 'oud-wachtwoord-2019' }, request);
    expect(signed.ok).toBe(true);
    const [piet] = await database.db
      .select({ id: users.id, password: users.password, oldPassword: users.oldPassword })
      .from(users)
      .where(eq(users.email, 'piet.oud@example.nl'));
    expect(piet!.password).toMatch(/^\$argon2id\$/);
    expect(piet!.oldPassword).toBeNull();
    const upgraded = await database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'legacy-password-upgraded'), eq(auditLog.subjectUserId, piet!.id)));
    expect(upgraded).toHaveLength(1);
    // A later run of the old file never puts the old hash back.
    await importAccounts(database.db, csvOf(...good()), { platformId: NL, dryRun: false, source: 'oud.csv' });
    const [after] = await database.db.select({ password: users.password, oldPassword: users.oldPassword }).from(users).where(eq(users.id, piet!.id));
    expect(after).toEqual({ password: piet!.password, oldPassword: null });
  });

  it("an address that has an account here keeps that account as it is; the file's organisations are added, and the report says so", async () => {
    const [provider] = await database.db.select().from(users).where(eq(users.email, DEMO_PROVIDER_EMAIL));
    const result = await importAccounts(database.db, csvOf(`user,801,${DEMO_PROVIDER_EMAIL.toUpperCase()},Ander,Naam,,ADMIN,de,9003,,${oldHash}`), {
      platformId: NL,
      dryRun: false,
      source: 'tweede.csv',
    });
    expect(result.rows[0]).toMatchObject({ plan: 'merge-existing-user', mergedInto: { userId: provider!.id } });
    expect(result.report.rows[0]!.reason).toContain(`has an account here (#${provider!.id})`);
    const [after] = await database.db.select().from(users).where(eq(users.id, provider!.id));
    expect(after).toMatchObject({
      firstName: provider!.firstName,
      roleId: provider!.roleId,
      locale: provider!.locale,
      password: provider!.password,
      oldPassword: null,
    });
    const linked = await database.db
      .select()
      .from(userOrganisations)
      .where(and(eq(userOrganisations.userId, provider!.id), eq(userOrganisations.organisationId, orgIds[2]!)));
    expect(linked).toHaveLength(1);
  });

  it('organisations are looked up on the platform imported into; a file that is no account file says so', async () => {
    const elsewhere = await importAccounts(database.db, csvOf('user,901,duits@example.de,,,,,,9001,,'), { platformId: DE, dryRun: true, source: 'de.csv' });
    expect(elsewhere.problems.map((p) => [p.line, p.column, p.code, p.value])).toEqual([[2, 'organisations', 'organisation-unknown', '9001']]);
    const semicolons = await importAccounts(database.db, 'type;email;organisations\r\nuser;excel@example.nl;"9001;9002"\r\n', {
      platformId: NL,
      dryRun: true,
      source: 'excel.csv',
    });
    expect(semicolons.problems).toEqual([]);
    expect(semicolons.rows).toEqual([expect.objectContaining({ email: 'excel@example.nl', plan: 'new-user' })]);
    const wrongFile = await importAccounts(database.db, 'naam,adres\nPiet,Dam 1\n', { platformId: NL, dryRun: true, source: 'x.csv' });
    expect(wrongFile.problems).toEqual([{ line: 1, column: null, value: 'type, email', code: 'columns-missing' }]);
  });

  it('in the back office only an operator imports, and the run is in the audit log and the list of runs', async () => {
    const operator = await actorOf(DEMO_ADMIN_EMAIL, 'ADMIN');
    const provider = await actorOf(DEMO_PROVIDER_EMAIL, 'USER');
    await expect(importAccountsAsOperator(database.db, provider, csvOf(), { platformId: NL, dryRun: true, source: 'x.csv' })).rejects.toBeInstanceOf(
      PermissionDenied,
    );
    await expect(listImportRuns(database.db, provider)).rejects.toBeInstanceOf(PermissionDenied);
    const result = await importAccountsAsOperator(database.db, operator, csvOf('user,,nieuw@example.nl,Nieuw,,,,,9002,,'), {
      platformId: NL,
      dryRun: false,
      source: 'beheer.csv',
    });
    const runs = await listImportRuns(database.db, operator);
    expect(runs[0]).toMatchObject({ id: result.runId, kind: 'accounts', source: 'beheer.csv' });
    const audit = await database.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'accounts-imported'), eq(auditLog.actorUserId, operator.userId)));
    expect(audit[0]?.detail).toMatchObject({ source: 'beheer.csv', runId: result.runId });
  });
});
