import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh random secret for a link, a cookie or a recovery code: 32 bytes, base64url. */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What is stored in place of a secret: its SHA-256 (a secret of 256 random bits needs no slow hash). */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** Constant-time comparison of two strings (CSRF tokens). */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
