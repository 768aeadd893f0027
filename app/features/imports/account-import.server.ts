import { parse } from 'csv-parse/sync';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.server.ts';
import { contactPersonOrganisations, contactPersons, importRuns, organisations, platforms, roles, userOrganisations, users } from '../../../db/schema/index.ts';
import type { Actor } from '../../portal/actor.ts';
import { recordAudit } from '../../portal/audit.server.ts';
import { requirePermission } from '../../portal/permissions.server.ts';
import { type ImportReport, ReportBuilder } from './import-report.ts';

/**
 * The account import (docs/decisions/114 "Accounts", docs/accounts-import-template.csv): the previous
 * directory's users, with their organisations by the old ids and their old bcrypt hashes, and its
 * contact people, from one CSV file. Every row is validated first; a dry run stops there and says what
 * each row would do. The real run writes the good rows in one transaction (a second run of the same file
 * changes nothing) and reports the bad ones as skipped, by row and column.
 */

/** The file's columns, as the template names them (core.md 3's field names). */
export const ACCOUNT_COLUMNS = [
  'type',
  'oldIdx',
  'email',
  'firstName',
  'lastName',
  'phone',
  'role',
  'locale',
  'organisations',
  'primary',
  'oldPassword',
] as const;
type Column = (typeof ACCOUNT_COLUMNS)[number];

/** What is wrong with one cell (or a whole row: column null), as a code the CLI and the back office put in words. */
export interface RowProblem {
  /** The line of the file, the header being line 1 (what a spreadsheet shows). */
  line: number;
  column: Column | null;
  value: string;
  code: AccountProblemCode;
}

export type AccountProblemCode =
  | 'type'
  | 'email'
  | 'email-missing'
  | 'too-long'
  | 'old-idx'
  | 'role'
  | 'locale'
  | 'organisation-unknown'
  | 'organisations-missing'
  | 'primary'
  | 'old-password'
  | 'columns-missing'
  | 'unreadable';

/** What a good row does (or would do, in a dry run). */
export type RowPlan =
  | 'new-user'
  | 'update-user'
  | 'unchanged-user'
  /** An account that exists here and was not imported from this row: kept, the file's organisations added. */
  | 'merge-existing-user'
  /** A later row with an address an earlier row of the file has: its organisations go to that account. */
  | 'merge-duplicate-row'
  | 'new-contact'
  | 'update-contact'
  | 'unchanged-contact';

export interface PlannedRow {
  line: number;
  type: 'user' | 'contact';
  email: string | null;
  name: string;
  plan: RowPlan;
  /** For a merge: the line of the first row with the address, or the account here. */
  mergedInto?: { line: number } | { userId: number };
  /** The primary flag was asked for an organisation that has another primary contact: left as it is. */
  primaryKept?: boolean;
}

export interface AccountImportResult {
  dryRun: boolean;
  problems: RowProblem[];
  rows: PlannedRow[];
  report: ImportReport;
  runId: number | null;
}

export interface AccountImportOptions {
  platformId: number;
  dryRun: boolean;
  /** The file's name, for the report and the back office's list of runs. */
  source: string;
}

/** Excel in Dutch and German writes `;` between the cells; a file written elsewhere has `,`. */
const CSV_DELIMITERS = [',', ';'];

/** The largest file the import reads: 50,000 accounts of about 200 characters. */
export const ACCOUNT_FILE_MAX_BYTES = 10 * 1024 * 1024;

const BCRYPT = /^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX = { email: 254, firstName: 100, lastName: 100, phone: 50 } as const;
const YES = new Set(['yes', 'ja', 'true', '1', 'y', 'j']);
const NO = new Set(['no', 'nee', 'nein', 'false', '0', 'n', '']);

interface GoodRow {
  line: number;
  type: 'user' | 'contact';
  oldIdx: number | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  role: 'ADMIN' | 'USER';
  locale: 'nl' | 'de';
  organisationIds: number[];
  primary: boolean;
  oldPassword: string | null;
}

/** The back office's import: an operator only, on the platform chosen there. */
export async function importAccountsAsOperator(db: Database, actor: Actor, csv: string, options: AccountImportOptions): Promise<AccountImportResult> {
  requirePermission(actor, 'backoffice:manage');
  const result = await importAccounts(db, csv, options);
  if (!options.dryRun) {
    await recordAudit(db, {
      action: 'accounts-imported',
      actorUserId: actor.userId,
      detail: { source: options.source, platformId: options.platformId, runId: result.runId, counts: result.report.counts },
    });
  }
  return result;
}

/**
 * The import itself, for `npm run import:accounts` (whoever runs it has the database) and the back
 * office's page above.
 */
export async function importAccounts(db: Database, csv: string, options: AccountImportOptions): Promise<AccountImportResult> {
  const builder = new ReportBuilder('accounts', options.source, options.platformId);
  const [platform] = await db.select({ languageCode: platforms.languageCode }).from(platforms).where(eq(platforms.id, options.platformId));
  if (!platform) throw new Error(`There is no platform ${options.platformId}.`);
  const defaultLocale = platform.languageCode === 'de' ? 'de' : 'nl';

  let records: Array<Record<string, string>>;
  try {
    records = parse(csv, { columns: true, bom: true, skip_empty_lines: true, trim: true, delimiter: CSV_DELIMITERS, relax_column_count: true });
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return finishWithoutRows(builder, [{ line, column: null, value: (error as Error).message, code: 'unreadable' }], options.dryRun);
  }
  const header =
    records.length > 0 ? Object.keys(records[0]!) : (csv.split(/\r?\n/, 1)[0] ?? '').split(/[,;]/).map((cell) => cell.trim().replace(/^\ufeff/, ''));
  const missing = ['type', 'email'].filter((column) => !header.includes(column));
  if (missing.length > 0) return finishWithoutRows(builder, [{ line: 1, column: null, value: missing.join(', '), code: 'columns-missing' }], options.dryRun);

  // The organisations the file names, by their old ids on this platform.
  const named = new Set<number>();
  for (const record of records) for (const id of oldIdsOf(record.organisations)) if (id !== null) named.add(id);
  const organisationByOldId = new Map<number, number>();
  if (named.size > 0) {
    const found = await db
      .select({ id: organisations.id, oldIdx: organisations.oldIdx })
      .from(organisations)
      .where(and(eq(organisations.platformId, options.platformId), inArray(organisations.oldIdx, [...named])));
    for (const row of found) if (row.oldIdx !== null && !organisationByOldId.has(row.oldIdx)) organisationByOldId.set(row.oldIdx, row.id);
  }

  const problems: RowProblem[] = [];
  const good: GoodRow[] = [];
  records.forEach((record, index) => {
    const line = index + 2;
    const rowProblems: RowProblem[] = [];
    const cell = (column: Column) => (record[column] ?? '').trim();
    const problem = (column: Column | null, code: AccountProblemCode, value = column ? cell(column) : '') => rowProblems.push({ line, column, value, code });
    const text = (column: 'firstName' | 'lastName' | 'phone' | 'email') => {
      const value = cell(column);
      if (value.length > MAX[column]) problem(column, 'too-long');
      return value === '' ? null : value;
    };

    const type = cell('type').toLowerCase();
    if (type !== 'user' && type !== 'contact') problem('type', 'type');
    const email = text('email')?.toLowerCase() ?? null;
    if (email === null && type === 'user') problem('email', 'email-missing');
    if (type === 'contact' && oldIdsOf(record.organisations).length === 0) problem('organisations', 'organisations-missing');
    else if (email !== null && !EMAIL.test(email)) problem('email', 'email');
    const oldIdxText = cell('oldIdx');
    const oldIdx = oldIdxText === '' ? null : /^\d{1,9}$/.test(oldIdxText) ? Number(oldIdxText) : (problem('oldIdx', 'old-idx'), null);
    const roleText = cell('role').toUpperCase();
    const role = roleText === '' ? 'USER' : roleText === 'ADMIN' || roleText === 'USER' ? roleText : (problem('role', 'role'), 'USER');
    const localeText = cell('locale').toLowerCase();
    const locale = localeText === '' ? defaultLocale : localeText === 'nl' || localeText === 'de' ? localeText : (problem('locale', 'locale'), defaultLocale);
    const organisationIds: number[] = [];
    for (const [position, id] of oldIdsOf(record.organisations).entries()) {
      const found = id === null ? undefined : organisationByOldId.get(id);
      if (found === undefined) problem('organisations', 'organisation-unknown', oidText(record.organisations, position));
      else if (!organisationIds.includes(found)) organisationIds.push(found);
    }
    const primaryText = cell('primary').toLowerCase();
    const primary = YES.has(primaryText) ? true : NO.has(primaryText) ? false : (problem('primary', 'primary'), false);
    const oldPassword = cell('oldPassword') === '' ? null : cell('oldPassword');
    if (oldPassword !== null && !BCRYPT.test(oldPassword)) problem('oldPassword', 'old-password', `${oldPassword.slice(0, 7)}…`);
    const firstName = text('firstName');
    const lastName = text('lastName');
    const phone = text('phone');

    if (rowProblems.length > 0) {
      problems.push(...rowProblems);
      const why = rowProblems.map((p) => `${p.column ?? 'row'}: ${problemText(p)}`).join('; ');
      builder.row(type === 'contact' ? 'contact' : 'user', `line ${line}`, 'skipped', why);
      return;
    }
    good.push({ line, type: type as 'user' | 'contact', oldIdx, email, firstName, lastName, phone, role, locale, organisationIds, primary, oldPassword });
  });

  const run = async (tx: Database) => {
    const planned = await applyRows(tx, good, builder, options);
    let runId: number | null = null;
    const report = builder.finish(true);
    if (!options.dryRun) {
      const [row] = await tx
        .insert(importRuns)
        .values({ kind: 'accounts', source: options.source, platformId: options.platformId, finishedAt: new Date(), report })
        .returning({ id: importRuns.id });
      runId = row!.id;
    }
    return { planned, report, runId };
  };
  // A dry run goes through the same steps in a transaction that is rolled back: what it says is what the real run does.
  const outcome = options.dryRun ? await dryRunOf(db, run) : await db.transaction((tx) => run(tx as unknown as Database));
  return { dryRun: options.dryRun, problems, rows: outcome.planned, report: outcome.report, runId: outcome.runId };
}

class DryRunRollback extends Error {
  readonly outcome: unknown;
  constructor(outcome: unknown) {
    super('dry run');
    this.outcome = outcome;
  }
}

async function dryRunOf<T>(db: Database, run: (tx: Database) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new DryRunRollback(await run(tx as unknown as Database));
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return error.outcome as T;
    throw error;
  }
  throw new Error('unreachable: a dry run always rolls back');
}

function finishWithoutRows(builder: ReportBuilder, problems: RowProblem[], dryRun: boolean): AccountImportResult {
  for (const p of problems) builder.row('file', `line ${p.line}`, 'skipped', problemText(p));
  return { dryRun, problems, rows: [], report: builder.finish(false), runId: null };
}

/** The old ids of a cell: separated by spaces, `|`, `;` or `,` (a quoted cell may hold the file's own separator). */
function oldIdsOf(cell: string | undefined): Array<number | null> {
  return (cell ?? '')
    .split(/[\s|;,]+/)
    .filter((part) => part !== '')
    .map((part) => (/^\d{1,9}$/.test(part) ? Number(part) : null));
}

function oidText(cell: string | undefined, position: number): string {
  return (cell ?? '').split(/[\s|;,]+/).filter((part) => part !== '')[position] ?? '';
}

/** A problem in English words, for the CLI and the JSON report (the back office has its catalogue's). */
export function problemText(problem: RowProblem): string {
  const texts: Record<AccountProblemCode, string> = {
    type: `"${problem.value}" is not user or contact`,
    email: `"${problem.value}" is not an e-mail address`,
    'email-missing': 'a user needs an e-mail address',
    'too-long': `too long (${problem.value.length} characters)`,
    'old-idx': `"${problem.value}" is not a number`,
    role: `"${problem.value}" is not ADMIN or USER`,
    locale: `"${problem.value}" is not nl or de`,
    'organisation-unknown': `no organisation with old id "${problem.value}" on this platform (import the site first)`,
    'organisations-missing': 'a contact person belongs to at least one organisation',
    primary: `"${problem.value}" is not yes or no`,
    'old-password': `"${problem.value}" is not a bcrypt hash ($2a$, $2b$ or $2y$)`,
    'columns-missing': `the header lacks the column(s) ${problem.value}`,
    unreadable: `the file is not CSV: ${problem.value}`,
  };
  return texts[problem.code];
}

async function applyRows(tx: Database, rows: GoodRow[], builder: ReportBuilder, options: AccountImportOptions): Promise<PlannedRow[]> {
  const planned: PlannedRow[] = [];
  const [userRole, adminRole] = await Promise.all(
    (['USER', 'ADMIN'] as const).map(async (name) => (await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, name)))[0]!.id),
  );
  const roleIdOf = (role: 'ADMIN' | 'USER') => (role === 'ADMIN' ? adminRole! : userRole!);
  const firstLineOf = new Map<string, number>();
  const accountOf = new Map<string, number>();
  const nameOf = (row: GoodRow) => [row.firstName, row.lastName].filter(Boolean).join(' ') || (row.email ?? `line ${row.line}`);

  for (const row of rows) {
    if (row.type === 'user') {
      const email = row.email!;
      const earlier = firstLineOf.get(email);
      if (earlier !== undefined) {
        await linkOrganisations(tx, accountOf.get(email)!, row.organisationIds);
        builder.warn('user', `line ${row.line}`, `same e-mail address as line ${earlier}: its organisations were added to that account`);
        planned.push({ line: row.line, type: 'user', email, name: nameOf(row), plan: 'merge-duplicate-row', mergedInto: { line: earlier } });
        continue;
      }
      firstLineOf.set(email, row.line);
      const [existing] = await tx
        .select({
          id: users.id,
          oldIdx: users.oldIdx,
          firstName: users.firstName,
          lastName: users.lastName,
          phone: users.phone,
          roleId: users.roleId,
          locale: users.locale,
          password: users.password,
          oldPassword: users.oldPassword,
        })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email));
      if (!existing) {
        const [created] = await tx
          .insert(users)
          .values({
            email,
            firstName: row.firstName,
            lastName: row.lastName,
            phone: row.phone,
            roleId: roleIdOf(row.role),
            locale: row.locale,
            oldIdx: row.oldIdx,
            oldPassword: row.oldPassword,
            platformId: options.platformId,
            active: true,
            // The address was in use on the previous site: its owner signs in with it, no new proof asked.
            emailVerifiedAt: new Date(),
          })
          .returning({ id: users.id });
        accountOf.set(email, created!.id);
        await linkOrganisations(tx, created!.id, row.organisationIds);
        builder.count('user', 'imported');
        planned.push({ line: row.line, type: 'user', email, name: nameOf(row), plan: 'new-user' });
        continue;
      }
      accountOf.set(email, existing.id);
      const fromThisRecord = row.oldIdx !== null && existing.oldIdx === row.oldIdx;
      if (!fromThisRecord) {
        // An account of this installation (or of another old record): its owner's name, role and password stay.
        const added = await linkOrganisations(tx, existing.id, row.organisationIds);
        builder.count('user', added > 0 ? 'updated' : 'unchanged');
        builder.warn('user', `line ${row.line}`, `${email} has an account here (#${existing.id}): kept as it is, ${added} organisation(s) added`);
        planned.push({ line: row.line, type: 'user', email, name: nameOf(row), plan: 'merge-existing-user', mergedInto: { userId: existing.id } });
        continue;
      }
      const update: Partial<typeof users.$inferInsert> = {};
      if (existing.firstName !== row.firstName) update.firstName = row.firstName;
      if (existing.lastName !== row.lastName) update.lastName = row.lastName;
      if (existing.phone !== row.phone) update.phone = row.phone;
      if (existing.roleId !== roleIdOf(row.role)) update.roleId = roleIdOf(row.role);
      if (existing.locale !== row.locale) update.locale = row.locale;
      // Once its owner signed in here the old hash is gone for good: never put it back.
      if (existing.password === null && existing.oldPassword !== row.oldPassword) update.oldPassword = row.oldPassword;
      if (Object.keys(update).length > 0) await tx.update(users).set(update).where(eq(users.id, existing.id));
      const added = await linkOrganisations(tx, existing.id, row.organisationIds);
      const changed = Object.keys(update).length > 0 || added > 0;
      builder.count('user', changed ? 'updated' : 'unchanged');
      planned.push({ line: row.line, type: 'user', email, name: nameOf(row), plan: changed ? 'update-user' : 'unchanged-user' });
      continue;
    }

    // A contact person: the same old id on this platform, else the same address at the same organisation.
    const organisationId = row.organisationIds[0] ?? null;
    const onPlatform = sql`exists (select 1 from ${organisations} o where o.id = ${contactPersons.organisationId} and o.platform_id = ${options.platformId})`;
    const [existing] = await tx
      .select()
      .from(contactPersons)
      .where(
        row.oldIdx !== null
          ? and(eq(contactPersons.oldIdx, row.oldIdx), onPlatform)
          : row.email !== null && organisationId !== null
            ? and(eq(sql`lower(${contactPersons.email})`, row.email), eq(contactPersons.organisationId, organisationId))
            : sql`false`,
      )
      .limit(1);
    const values = { oldIdx: row.oldIdx, organisationId, email: row.email, firstName: row.firstName, lastName: row.lastName, phone: row.phone };
    let contactId: number;
    let changed: boolean;
    if (existing) {
      contactId = existing.id;
      const update = Object.fromEntries(Object.entries(values).filter(([key, value]) => existing[key as keyof typeof existing] !== value));
      changed = Object.keys(update).length > 0;
      if (changed) await tx.update(contactPersons).set(update).where(eq(contactPersons.id, contactId));
    } else {
      const [created] = await tx.insert(contactPersons).values(values).returning({ id: contactPersons.id });
      contactId = created!.id;
      changed = true;
    }
    if (row.organisationIds.length > 0) {
      const linked = await tx
        .insert(contactPersonOrganisations)
        .values(row.organisationIds.map((id) => ({ contactPersonId: contactId, organisationId: id })))
        .onConflictDoNothing()
        .returning({ organisationId: contactPersonOrganisations.organisationId });
      changed ||= linked.length > 0;
    }
    let primaryKept = false;
    if (row.primary && organisationId !== null) {
      const [holder] = await tx
        .select({ contactPersonId: contactPersonOrganisations.contactPersonId })
        .from(contactPersonOrganisations)
        .where(and(eq(contactPersonOrganisations.organisationId, organisationId), eq(contactPersonOrganisations.primary, true)));
      if (!holder) {
        await tx
          .update(contactPersonOrganisations)
          .set({ primary: true })
          .where(and(eq(contactPersonOrganisations.contactPersonId, contactId), eq(contactPersonOrganisations.organisationId, organisationId)));
        changed = true;
      } else if (holder.contactPersonId !== contactId) {
        primaryKept = true;
        builder.warn('contact', `line ${row.line}`, 'the organisation has another primary contact here: left as it is');
      }
    }
    builder.count('contact', existing ? (changed ? 'updated' : 'unchanged') : 'imported');
    planned.push({
      line: row.line,
      type: 'contact',
      email: row.email,
      name: nameOf(row),
      plan: existing ? (changed ? 'update-contact' : 'unchanged-contact') : 'new-contact',
      ...(primaryKept ? { primaryKept } : {}),
    });
  }
  return planned;
}

/** Links an account to organisations it is not linked to yet; how many were new. */
async function linkOrganisations(tx: Database, userId: number, organisationIds: number[]): Promise<number> {
  if (organisationIds.length === 0) return 0;
  const linked = await tx
    .insert(userOrganisations)
    .values(organisationIds.map((organisationId) => ({ userId, organisationId })))
    .onConflictDoNothing()
    .returning({ organisationId: userOrganisations.organisationId });
  return linked.length;
}

/** The last runs of either import, newest first, for the back office. */
export async function listImportRuns(db: Database, actor: Actor, limit = 10) {
  requirePermission(actor, 'backoffice:manage');
  return db
    .select({
      id: importRuns.id,
      kind: importRuns.kind,
      source: importRuns.source,
      platformId: importRuns.platformId,
      startedAt: importRuns.startedAt,
      finishedAt: importRuns.finishedAt,
      report: importRuns.report,
    })
    .from(importRuns)
    .orderBy(sql`${importRuns.startedAt} desc, ${importRuns.id} desc`)
    .limit(limit) as Promise<
    Array<{ id: number; kind: string; source: string; platformId: number | null; startedAt: Date; finishedAt: Date | null; report: ImportReport | null }>
  >;
}
