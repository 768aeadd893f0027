import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.server.ts';
import { migrateDatabase } from '../db/migrate.server.ts';
import { roles, users } from '../db/schema/index.ts';
import { startControlSocket } from './control-socket.ts';
import { createLogger } from './logger.ts';

const run = promisify(execFile);
let dataDir: string;
let database: DatabaseHandle;

/** `npm run user:create` as an operator types it, against DATA_DIR (the embedded database). */
function userCreate(...args: string[]) {
  return run(process.execPath, ['scripts/user-create.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORTAL_ORIGIN: 'https://admin.example.org' },
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'uitjes-user-create-'));
  database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await migrateDatabase(database.db);
  await database.db.insert(roles).values([{ name: 'ADMIN' }, { name: 'USER' }]);
}, 60_000);
afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run user:create', () => {
  it('creates the first operator through the running server (embedded database) and prints a single-use link', async () => {
    const socket = startControlSocket({ db: database.db, dataDir, portalOrigin: 'https://admin.example.org', log: createLogger('silent') });
    try {
      const created = await userCreate('--email', 'Eerste.Beheerder@Example.org', '--role', 'admin');
      expect(created.code).toBe(0);
      expect(created.out).toMatch(/https:\/\/admin\.example\.org\/portaal\/uitnodiging\?token=[A-Za-z0-9_-]{40,}/);
      const [user] = await database.db.select().from(users).where(eq(users.email, 'eerste.beheerder@example.org'));
      expect(user).toMatchObject({ active: false, password: null });
      const again = await userCreate('--email', 'eerste.beheerder@example.org');
      expect(again.code).toBe(1);
      expect(again.out).toContain('already has an account');
      expect((await userCreate('--email', 'not-an-address')).code).toBe(1);
    } finally {
      await new Promise((resolve) => socket.close(resolve));
    }
  }, 60_000);

  it('opens the database itself when no server runs', async () => {
    await database.close();
    const created = await userCreate('--email', 'tweede@example.org', '--role', 'USER', '--locale', 'de');
    expect(created.code).toBe(0);
    database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    const [user] = await database.db.select({ locale: users.locale }).from(users).where(eq(users.email, 'tweede@example.org'));
    expect(user).toEqual({ locale: 'de' });
  }, 60_000);
});
