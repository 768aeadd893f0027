/**
 * `npm run user:create -- --email someone@example.com [--role ADMIN|USER] [--first-name ..] [--last-name ..] [--locale nl|de]`
 * Creates a portal account and prints a single-use link (7 days) to set its password. With DATABASE_URL
 * it writes to that database; on the embedded database it goes through the running server's control
 * socket (DATA_DIR/control.sock), or opens the files itself when no server runs.
 */
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseEnv } from '../app/config/env.server.ts';
import { CreateUserCommandSchema, createUserWithLink } from '../app/features/accounts/operator-setup.server.ts';
import { openDatabase } from '../db/client.server.ts';
import { migrateDatabase } from '../db/migrate.server.ts';
import { controlSocketPath } from '../server/control-socket.ts';

type Outcome = { ok: true; userId: number; link: string } | { ok: false; message: string };

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    role: { type: 'string', default: 'ADMIN' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    locale: { type: 'string', default: 'nl' },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
});
if (values.help || !values.email) {
  console.log('Usage: npm run user:create -- --email someone@example.com [--role ADMIN|USER] [--first-name X] [--last-name Y] [--locale nl|de]');
  process.exit(values.help ? 0 : 1);
}
const command = CreateUserCommandSchema.safeParse({
  email: values.email,
  role: values.role?.toUpperCase(),
  firstName: values['first-name'],
  lastName: values['last-name'],
  locale: values.locale,
});
if (!command.success) fail(`Invalid input: ${command.error.issues.map((i) => `--${String(i.path[0])} ${i.message}`).join('; ')}`);

const parsed = parseEnv(process.env);
if (!parsed.ok) fail(parsed.message);
const env = parsed.env;

function throughSocket(socketPath: string): Promise<Outcome | null> {
  return new Promise((resolve) => {
    const body = JSON.stringify(command.data);
    const req = request(
      { socketPath, path: '/users', method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Outcome));
      },
    );
    // A socket file left by a server that is gone: open the database directly instead.
    req.on('error', () => resolve(null));
    req.end(body);
  });
}

async function directly(): Promise<Outcome> {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'pglite') });
  try {
    await migrateDatabase(database.db);
    return await createUserWithLink(database.db, command.data!, env.PORTAL_ORIGIN);
  } finally {
    await database.close();
  }
}

const socketPath = controlSocketPath(env.DATA_DIR);
const outcome = (!env.DATABASE_URL && existsSync(socketPath) ? await throughSocket(socketPath) : null) ?? (await directly());
if (!outcome.ok) fail(outcome.message);
console.log(`Created ${command.data.role} ${command.data.email} (user ${outcome.userId}).`);
console.log(`Single-use link to set the password (valid 7 days):\n${outcome.link}`);
