/**
 * `npm run import:site -- --from https://www.old-site.nl --platform 1 [--rate 4] [--report file.json] [--urls old-urls.txt] [--full]`
 * Moves a running directory's catalogue of one platform into this installation's database (decision 114,
 * docs/migrating.md, docs/decisions/114). Run it again to continue a stopped run or to take over what
 * changed since; it never duplicates. With the embedded database the server must be stopped (its files
 * are one process's); with DATABASE_URL the server may run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseEnv } from '../app/config/env.server.ts';
import { openDatabase } from '../db/client.server.ts';
import { migrateDatabase } from '../db/migrate.server.ts';
import { serverRunsOn } from '../server/control-socket.ts';
import { reportLines } from '../app/features/imports/import-report.ts';
import { TerminalProgress } from '../server/import/progress.ts';
import { importSite } from '../server/import/site-import.ts';
import { createImageStores } from '../server/storage/image-stores.ts';

const usage =
  'Usage: npm run import:site -- --from <origin> --platform <id> [--rate <requests per second, default 4; 0 = no limit>] [--report <file.json>] [--urls <file with old addresses>] [--full]';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    platform: { type: 'string' },
    rate: { type: 'string', default: '4' },
    report: { type: 'string' },
    urls: { type: 'string' },
    full: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (!values.from) fail(`--from is required.\n${usage}`);
if (!values.platform || !/^[1-9]\d*$/.test(values.platform)) fail(`--platform must be a platform id (1, 2, 3, 4).\n${usage}`);
const rate = Number(values.rate);
if (!Number.isFinite(rate) || rate < 0) fail(`--rate must be a number of requests per second (0: no limit), got ${values.rate}`);
try {
  const origin = new URL(values.from);
  if (origin.protocol !== 'http:' && origin.protocol !== 'https:') throw new Error('protocol');
} catch {
  fail(`--from must be an http(s) origin such as https://www.uitjesbaas.nl, got ${values.from}`);
}
const extraPaths = values.urls
  ? readFileSync(values.urls, 'utf8')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'))
  : [];

const parsed = parseEnv(process.env);
if (!parsed.ok) fail(parsed.message);
const env = parsed.env;

if (!env.DATABASE_URL && (await serverRunsOn(env.DATA_DIR))) {
  fail(`A server runs on the embedded database in ${env.DATA_DIR}: stop it during the import (or use DATABASE_URL), then start it again.`);
}

const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'pglite') });
let stopping = false;
process.on('SIGINT', () => {
  if (stopping) process.exit(130);
  stopping = true;
  console.error('\nStopping after the current record (Ctrl-C again to quit at once; run the import again to continue).');
});
try {
  await migrateDatabase(database.db);
  const started = Date.now();
  const report = await importSite({
    db: database.db,
    images: createImageStores(env).originals,
    from: values.from,
    platformId: Number(values.platform),
    rate,
    extraPaths,
    full: values.full,
    progress: new TerminalProgress(),
    shouldStop: () => stopping,
    onRetry: (line) => console.error(line),
  });
  const file = values.report ?? `import-report-${report.startedAt.replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  for (const line of reportLines(report)) console.log(line);
  console.log(`${report.requests} requests (${report.retries} retried) in ${((Date.now() - started) / 1000).toFixed(1)} s; report written to ${file}`);
  process.exitCode = report.complete ? 0 : 1;
} finally {
  await database.close();
}
