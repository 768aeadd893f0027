import { hash, verify } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';
import { dictionary } from '@zxcvbn-ts/language-common';
import { ARGON2_OPTIONS } from '../../config/password-hashing.ts';

/** The zxcvbn list of ~49,000 most common passwords (lower case), plus our own brand words. */
const COMMON = new Set<string>([...(dictionary['passwords-common'] as string[]), 'uitjesbaas2024', 'uitjesbaas2025', 'uitjesbaas2026']);

/** A password that is on the common list, as typed or without trailing digits and punctuation. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON.has(lower) || COMMON.has(lower.replace(/[\d\W_]+$/, '')) || /^(.)\1+$/.test(lower);
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** The previous system's bcrypt hash (`oldPassword`): checked once, then replaced by argon2id. */
export async function verifyLegacyPassword(stored: string, password: string): Promise<boolean> {
  if (!/^\$2[aby]\$\d\d\$/.test(stored)) return false;
  try {
    return await bcrypt.compare(password, stored);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/**
 * Spends the time of one password check when there is no account to check against: a failed sign-in
 * for an unknown address takes as long as one for a known address (no enumeration by timing).
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword('not a password anyone has: timing equaliser');
  await verifyPassword(await dummy, password);
}
