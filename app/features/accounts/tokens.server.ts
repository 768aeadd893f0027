import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.server.ts';
import { userTokens } from '../../../db/schema/index.ts';
import type { TokenType } from './account-rules.ts';
import { hashSecret, newSecret } from '../../portal/secrets.server.ts';

type Executor = Pick<Database, 'insert' | 'delete' | 'select'>;

/**
 * Issues a single-use token and returns its secret (the link carries it; only its hash is stored).
 * An earlier token of the same type for the user stops working: only the newest link counts.
 */
export async function issueToken(db: Executor, userId: number, type: TokenType, ttlMs: number, about = ''): Promise<string> {
  const secret = newSecret();
  await db.delete(userTokens).where(and(eq(userTokens.userId, userId), eq(userTokens.type, type)));
  await db.insert(userTokens).values({ userId, type, token: about, hash: hashSecret(secret), expiresAt: new Date(Date.now() + ttlMs) });
  return secret;
}

/**
 * Uses a token up: deleted in the same statement that finds it, so two requests cannot both use it.
 * Null when unknown, of another type, already used or expired (an expired one is deleted too).
 */
export async function consumeToken(db: Executor, type: TokenType, secret: string, ofUserId?: number): Promise<{ userId: number; about: string } | null> {
  // With `ofUserId` (a recovery code typed at one account's sign-in) another account's token is never used up.
  const [row] = await db
    .delete(userTokens)
    .where(and(eq(userTokens.hash, hashSecret(secret)), eq(userTokens.type, type), ofUserId === undefined ? undefined : eq(userTokens.userId, ofUserId)))
    .returning({ userId: userTokens.userId, about: userTokens.token, expiresAt: userTokens.expiresAt });
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  return { userId: row.userId, about: row.about };
}

/** Whether a token would still be accepted (a page shows its form only then); does not use it. */
export async function peekToken(db: Executor, type: TokenType, secret: string): Promise<{ userId: number; about: string } | null> {
  const [row] = await db
    .select({ userId: userTokens.userId, about: userTokens.token })
    .from(userTokens)
    .where(and(eq(userTokens.hash, hashSecret(secret)), eq(userTokens.type, type), gt(userTokens.expiresAt, sql`now()`)));
  return row ?? null;
}
