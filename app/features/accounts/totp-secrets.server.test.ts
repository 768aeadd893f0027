import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env.server.ts';
import { openTotpSecret, sealTotpSecret, totpKeysOf } from './totp-secrets.server.ts';

// TOTP secrets at rest (decision 103): AES-256-GCM, the key named in the stored form, rotation, old plain rows.

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const production = (key: Buffer, previous?: Buffer) => totpKeysOf({ NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: key, TOTP_ENCRYPTION_KEY_PREVIOUS: previous });

describe('TOTP secrets at rest', () => {
  it('seals with a fresh IV each time and opens again, for the same user only', () => {
    const keys = production(randomBytes(32));
    const sealed = sealTotpSecret(keys, 7, SECRET);
    expect(sealed).toMatch(/^v1:[0-9a-f]{8}:/);
    expect(sealed).not.toContain(SECRET);
    expect(sealTotpSecret(keys, 7, SECRET)).not.toBe(sealed);
    expect(openTotpSecret(keys, 7, sealed)).toEqual({ secret: SECRET, reseal: false });
    // Copied to another account's row it does not open.
    expect(() => openTotpSecret(keys, 8, sealed)).toThrow();
  });

  it('reads the previous key and a plain secret from before, and asks for both to be sealed anew', () => {
    const old = randomBytes(32);
    const sealedBefore = sealTotpSecret(production(old), 7, SECRET);
    const rotated = production(randomBytes(32), old);
    expect(openTotpSecret(rotated, 7, sealedBefore)).toEqual({ secret: SECRET, reseal: true });
    expect(openTotpSecret(rotated, 7, SECRET)).toEqual({ secret: SECRET, reseal: true });
    // A key no longer configured is a configuration error, not a wrong code.
    expect(() => openTotpSecret(production(randomBytes(32)), 7, sealedBefore)).toThrow(/not configured/);
  });

  it('uses a fixed key in development and test only; production without a key seals nothing', () => {
    const test = totpKeysOf({ NODE_ENV: 'test' });
    expect(test.current).not.toBeNull();
    expect(openTotpSecret(totpKeysOf({ NODE_ENV: 'development' }), 1, sealTotpSecret(test, 1, SECRET)).secret).toBe(SECRET);
    const unset = totpKeysOf({ NODE_ENV: 'production' });
    expect(unset.current).toBeNull();
    expect(() => sealTotpSecret(unset, 1, SECRET)).toThrow(/TOTP_ENCRYPTION_KEY/);
  });

  it('takes the key from the environment as 32 bytes of base64', () => {
    const key = randomBytes(32).toString('base64');
    const parsed = parseEnv({ TOTP_ENCRYPTION_KEY: key });
    expect(parsed.ok && parsed.env.TOTP_ENCRYPTION_KEY?.equals(Buffer.from(key, 'base64'))).toBe(true);
    const short = parseEnv({ TOTP_ENCRYPTION_KEY: randomBytes(16).toString('base64') });
    expect(short.ok === false && short.message).toMatch(/TOTP_ENCRYPTION_KEY must be 32 bytes in base64/);
  });
});
