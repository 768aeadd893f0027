/**
 * `npm run import:accounts -- <file.csv> --platform <id> [--dry-run] [--report file.json]`
 * Moves the previous directory's users and contact people into this installation (docs/migrating.md,
 * docs/decisions/114, the columns in docs/accounts-import-template.csv). Import the site first: the rows
 * name their organisations by the old ids it brought in. `--dry-run` validates every row and prints the
 * problems by line and column, and what each good row would do, writing nothing. With the embedded
 * database the server must be stopped (its files are one process's); with DATABASE_URL it may run.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseEnv } from '../app/config/env.server.ts';
import { ACCOUNT_FILE_MAX_BYTES, importAccounts, problemText } from '../app/features/imports/account-import.server.ts';
import { reportLines } from '../app/features/imports/import-report.ts';
import { openDatabase } from '../db/client.server.ts';
import { migrateDatabase } from '../db/migrate.server.ts';
import { serverRunsOn } from '../server/control-socket.ts';

const usage = 'Usage: npm run import:accounts -- <file.csv> --platform <id> [--dry-run] [--report <file.json>]';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  options: {
    platform: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    report: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
  allowPositionals: true,
  strict: true,
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const file = positionals[0];
if (!file || positionals.length > 1) fail(`Name one CSV file.\n${usage}`);
if (!values.platform || !/^[1-9]\d*$/.test(values.platform)) fail(`--platform must be a platform id (1, 2, 3, 4).\n${usage}`);
let csv: string;
try {
  if (statSync(file).size > ACCOUNT_FILE_MAX_BYTES) fail(`${file} is larger than ${ACCOUNT_FILE_MAX_BYTES / 1024 / 1024} MB: split it.`);
  csv = readFileSync(file, 'utf8');
} catch (error) {
  fail(`Cannot read ${file}: ${(error as Error).message}`);
}

const parsed = parseEnv(process.env);
if (!parsed.ok) fail(parsed.message);
const env = parsed.env;
if (!env.DATABASE_URL && (await serverRunsOn(env.DATA_DIR))) {
  fail(`A server runs on the embedded database in ${env.DATA_DIR}: stop it during the import (or use DATABASE_URL), then start it again.`);
}

const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'pglite') });
try {
  await migrateDatabase(database.db);
  const dryRun = values['dry-run'];
  const result = await importAccounts(database.db, csv, { platformId: Number(values.platform), dryRun, source: path.basename(file) });
  if (result.problems.length > 0) {
    console.log(`${result.problems.length} problem(s)${dryRun ? '' : ', those rows were skipped'}:`);
    for (const problem of result.problems) console.log(`  line ${problem.line}${problem.column ? `, column ${problem.column}` : ''}: ${problemText(problem)}`);
  } else {
    console.log('Every row is valid.');
  }
  if (dryRun) {
    const perPlan = new Map<string, number>();
    for (const row of result.rows) perPlan.set(row.plan, (perPlan.get(row.plan) ?? 0) + 1);
    const byPlan = [...perPlan].map(([plan, count]) => `${count} ${plan}`);
    console.log(`Dry run, nothing written. The good rows would be: ${byPlan.join(', ') || 'none'}.`);
    for (const row of result.rows.filter((r) => r.plan.startsWith('merge') || r.primaryKept)) {
      const into = row.mergedInto ? ('line' in row.mergedInto ? `the account of line ${row.mergedInto.line}` : `account #${row.mergedInto.userId} here`) : '';
      console.log(
        `  line ${row.line} ${row.email ?? row.name}: ${row.plan}${into ? ` into ${into}` : ''}${row.primaryKept ? ' (another primary contact kept)' : ''}`,
      );
    }
  } else {
    for (const line of reportLines(result.report)) console.log(line);
    const out = values.report ?? `import-accounts-${result.report.startedAt.replace(/[:.]/g, '-')}.json`;
    writeFileSync(out, `${JSON.stringify({ ...result.report, problems: result.problems }, null, 2)}\n`);
    console.log(`Report written to ${out}.`);
  }
  process.exitCode = result.problems.length > 0 ? 1 : 0;
} finally {
  await database.close();
}
