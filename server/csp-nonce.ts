import { randomFillSync } from 'node:crypto';
import type { Context } from 'hono';

/**
 * CSP nonces from a pool of random bytes: 16 bytes of the CSPRNG per nonce, as Hono's own NONCE, but
 * filled 256 nonces at a time. Web Crypto's getRandomValues per answer cost about 6 % of a cached page's
 * CPU time (docs/decisions/080-log.md, 22 Nov 2026). Every nonce is used for one answer only.
 */
const NONCE_BYTES = 16;
const pool = Buffer.alloc(NONCE_BYTES * 256);
let offset = pool.length;

export function nextNonce(): string {
  if (offset >= pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const nonce = pool.toString('base64', offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}

/** A drop-in for hono/secure-headers' NONCE: sets `secureHeadersNonce` once per request. */
export function pooledNonce(c: Context): string {
  let nonce = c.get('secureHeadersNonce') as string | undefined;
  if (nonce == null) {
    nonce = nextNonce();
    c.set('secureHeadersNonce', nonce);
  }
  return `'nonce-${nonce}'`;
}
