import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env.ts';
import { type PrincipalResolver, requireAdmin } from './require-admin.ts';

function appWith(resolver?: PrincipalResolver) {
  const app = new Hono<AppEnv>();
  app.get('/admin/thing', requireAdmin(resolver), (c) => c.json({ ok: true }));
  return app;
}

describe('requireAdmin', () => {
  it('answers 401 to everyone while there is no login', async () => {
    const response = await appWith().request('/admin/thing');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: expect.any(String) } });
  });

  it('answers 403 to a signed-in user who is not an admin', async () => {
    const response = await appWith(() => ({ userId: 7, role: 'USER' })).request('/admin/thing');
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('FORBIDDEN');
  });

  it('lets an admin through', async () => {
    const response = await appWith(async () => ({ userId: 1, role: 'ADMIN' })).request('/admin/thing');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });
});
