import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.server.ts';

describe('parseEnv', () => {
  it('has working defaults for the embedded set-up', () => {
    const result = parseEnv({});
    expect(result).toMatchObject({ ok: true, env: { PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data', LOG_LEVEL: 'info', SEED_ON_EMPTY: true } });
    if (result.ok) expect(result.env.DATABASE_URL).toBeUndefined();
  });

  it('names the variable in one line when a value is wrong', () => {
    const port = parseEnv({ PORT: 'eighty' });
    expect(port.ok).toBe(false);
    if (!port.ok) {
      expect(port.message).toMatch(/^Invalid configuration: PORT /);
      expect(port.message).not.toContain('\n');
    }
    const db = parseEnv({ DATABASE_URL: 'mysql://x' });
    expect(db.ok === false && db.message).toMatch(/DATABASE_URL must be a postgres/);
    const smtp = parseEnv({ SMTP_URL: 'http://mail' });
    expect(smtp.ok === false && smtp.message).toMatch(/SMTP_URL/);
    const gtm = parseEnv({ GTM_CONTAINER_ID: "GTM-1');alert(1)//" });
    expect(gtm.ok === false && gtm.message).toMatch(/GTM_CONTAINER_ID must look like GTM-XXXXXXX/);
    expect(parseEnv({ GTM_CONTAINER_ID: 'GTM-AB12CD3' }).ok).toBe(true);
    const level = parseEnv({ LOG_LEVEL: 'loud' });
    expect(level.ok === false && level.message).toMatch(/LOG_LEVEL/);
  });

  it('reads the keep-times of the retention job, the audit log kept at least a day (the abuse limits count in it)', () => {
    expect(parseEnv({})).toMatchObject({
      ok: true,
      env: { RETENTION_AUDIT_DAYS: 365, RETENTION_OUTBOX_DAYS: 90, RETENTION_SESSION_DAYS: 7, RETENTION_TOKEN_DAYS: 7 },
    });
    expect(parseEnv({ RETENTION_OUTBOX_DAYS: '0.5' })).toMatchObject({ ok: true, env: { RETENTION_OUTBOX_DAYS: 0.5 } });
    const audit = parseEnv({ RETENTION_AUDIT_DAYS: '0.5' });
    expect(audit.ok === false && audit.message).toMatch(/^Invalid configuration: RETENTION_AUDIT_DAYS /);
    expect(parseEnv({ RETENTION_BATCH_SIZE: '0' }).ok).toBe(false);
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' })).toMatchObject({ ok: true, env: { PORT: 3000 } });
  });
});
