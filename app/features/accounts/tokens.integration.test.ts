import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server.ts';
import { users } from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../../config/password-hashing.ts';
import { consumeToken, issueToken } from './tokens.server.ts';

let database: DatabaseHandle;
let provider: number;
let operator: number;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const idOf = async (email: string) => (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  provider = await idOf(DEMO_PROVIDER_EMAIL);
  operator = await idOf(DEMO_ADMIN_EMAIL);
});
afterAll(async () => {
  await database?.close();
});

describe('single-use tokens', () => {
  it('are used once; one asked for a given account never uses up another account’s token', async () => {
    const db = database.db;
    const operatorsCode = await issueToken(db, operator, 'recovery-code', 60_000);
    // Typed at the provider's sign-in: refused, and still there for the operator.
    expect(await consumeToken(db, 'recovery-code', operatorsCode, provider)).toBeNull();
    expect(await consumeToken(db, 'recovery-code', operatorsCode, operator)).toMatchObject({ userId: operator });
    expect(await consumeToken(db, 'recovery-code', operatorsCode, operator)).toBeNull();
  });
});
