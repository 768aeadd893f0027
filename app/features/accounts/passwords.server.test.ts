import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyLegacyPassword, verifyPassword } from './passwords.server.ts';
import bcrypt from 'bcryptjs';

describe('passwords', () => {
  it('hashes with argon2id and checks', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse batterY')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('knows common passwords, also with digits or punctuation after them', () => {
    for (const common of ['qwerty123456', '1q2w3e4r5t6y', 'Password1234!', 'aaaaaaaaaaaaaaa', 'uitjesbaas2026'])
      expect(isCommonPassword(common), common).toBe(true);
    for (const fine of ['een heel goed wachtwoord', 'Vier-Paarden-op-de-Dijk']) expect(isCommonPassword(fine), fine).toBe(false);
  });

  it("checks the old system's bcrypt hashes, and nothing else as one", async () => {
    const legacy = await bcrypt.hash('oud wachtwoord', 6);
    expect(await verifyLegacyPassword(legacy, 'oud wachtwoord')).toBe(true);
    expect(await verifyLegacyPassword(legacy, 'ander wachtwoord')).toBe(false);
    expect(await verifyLegacyPassword('plain-text-password', 'plain-text-password')).toBe(false);
  });
});
