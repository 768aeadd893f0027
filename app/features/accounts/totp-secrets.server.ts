import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Env } from '../../config/env.server.ts';

/**
 * TOTP secrets are encrypted at rest (decision 103): whoever reads a copy of the database (a backup, a
 * leaked dump) must not be able to make a user's codes. AES-256-GCM with TOTP_ENCRYPTION_KEY; the stored
 * form names its key, `v1:<key id>:<iv>:<ciphertext>:<tag>`, so a key can be rotated: secrets sealed with
 * TOTP_ENCRYPTION_KEY_PREVIOUS are still read and sealed again with the current key at their next use,
 * and so are secrets stored before this existed (plain base32, which never contains a colon).
 */

const FORMAT = 'v1';

interface TotpKey {
  /** Names the key in the stored form (a hash of the key, which says nothing about it). */
  id: string;
  key: Buffer;
}

export interface TotpKeys {
  /** Null in production without TOTP_ENCRYPTION_KEY: no secret can be sealed (server/main.ts says so at start-up). */
  current: TotpKey | null;
  previous: TotpKey | null;
}

function keyOf(key: Buffer): TotpKey {
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 8), key };
}

/**
 * Development and test only: a fixed key anyone can derive, so a laptop or a test run needs no
 * configuration. It protects nothing, which is why production never falls back to it.
 */
const DEVELOPMENT_KEY = createHash('sha256').update('uitjes development TOTP key: not a secret').digest();

/** The keys of an environment (parsed once with the rest of it). */
export function totpKeysOf(env: { NODE_ENV: Env['NODE_ENV']; TOTP_ENCRYPTION_KEY?: Buffer; TOTP_ENCRYPTION_KEY_PREVIOUS?: Buffer }): TotpKeys {
  const current = env.TOTP_ENCRYPTION_KEY ?? (env.NODE_ENV === 'production' ? null : DEVELOPMENT_KEY);
  return { current: current ? keyOf(current) : null, previous: env.TOTP_ENCRYPTION_KEY_PREVIOUS ? keyOf(env.TOTP_ENCRYPTION_KEY_PREVIOUS) : null };
}

// The user's id is authenticated with the secret: a sealed secret copied to another account's row fails.
const boundTo = (userId: number) => Buffer.from(`totp-secret:${userId}`);

/** The stored form of a user's TOTP secret. */
export function sealTotpSecret(keys: TotpKeys, userId: number, secret: string): string {
  if (!keys.current) throw new Error('TOTP_ENCRYPTION_KEY is not set: a second factor cannot be stored (docs/deploy.md)');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.current.key, iv).setAAD(boundTo(userId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [FORMAT, keys.current.id, iv.toString('base64url'), sealed.toString('base64url'), cipher.getAuthTag().toString('base64url')].join(':');
}

/**
 * The secret of a stored form; `reseal` when it is not sealed with the current key (plain, or the
 * previous key), so the caller stores it again. Throws when no configured key sealed it: a lost key is a
 * configuration error to see, not a wrong code.
 */
export function openTotpSecret(keys: TotpKeys, userId: number, stored: string): { secret: string; reseal: boolean } {
  if (!stored.startsWith(`${FORMAT}:`)) return { secret: stored, reseal: keys.current !== null };
  const [, keyId, iv, sealed, tag] = stored.split(':');
  const key = [keys.current, keys.previous].find((k) => k?.id === keyId);
  if (!key || !iv || !sealed || !tag)
    throw new Error(`TOTP secret of user ${userId} is sealed with key ${keyId}, which is not configured (TOTP_ENCRYPTION_KEY)`);
  const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url')).setAAD(boundTo(userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const secret = Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  return { secret, reseal: key !== keys.current };
}
