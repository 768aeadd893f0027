import type { ServerBuild } from 'react-router';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_PASSWORD, DEMO_PROVIDER_EMAIL } from '../../app/config/password-hashing.ts';
import type { DatabaseHandle } from '../../db/client.server.ts';
import { createTestApp } from '../../tests/support/test-app.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';

// The sign-in's return path (`terug`, decision 103) through the real pages: CR/LF in it was a 500 (the
// Location header refused it) and `/portaal/..//evil.example` was followed. The cases of the rule itself
// are in app/routes/portal/portal-guards.server.test.ts.

const PORTAL = 'admin.localhost';
const ORIGIN = `http://${PORTAL}`;
const ATTACKS = ['/portaal%0d%0aX:1', '/portaal/..//evil.example', '//evil.example', '/%5Cevil.example', 'https://evil.example/portaal'];

let database: DatabaseHandle;
let vite: ViteDevServer | undefined;
let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'silent' });
  const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  app = await createTestApp(database, {}, { build });
}, 180_000);
afterAll(async () => {
  await vite?.close();
  await database?.close();
});

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0];

describe('the return path of the sign-in', () => {
  it('a signed-in visitor of the sign-in page goes to the portal home instead of an unsafe return path', async () => {
    const signedIn = await app.request(PORTAL, '/api/portal/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ email: DEMO_PROVIDER_EMAIL, password: DEMO_ACCOUNT_PASSWORD }),
    });
    const cookie = cookieOf(signedIn, 'uitjes_session')!;
    for (const attack of ATTACKS) {
      const response = await app.request(PORTAL, `/portaal/inloggen?terug=${attack}`, { headers: { cookie }, redirect: 'manual' });
      expect([response.status, response.headers.get('location')], attack).toEqual([302, '/portaal']);
    }
    const honest = await app.request(PORTAL, '/portaal/inloggen?terug=%2Fportaal%2Faanvragen%3Fpagina%3D2', { headers: { cookie }, redirect: 'manual' });
    expect(honest.headers.get('location')).toBe('/portaal/aanvragen?pagina=2');
  });

  it('the sign-in form carries only a safe return path, and signing in with an unsafe one goes home', async () => {
    const page = await app.request(PORTAL, `/portaal/inloggen?terug=${ATTACKS[0]}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="terug" value="/portaal"');
    const csrf = cookieOf(page, 'uitjes_csrf')!;
    for (const terug of ['/portaal\r\nX:1', '/portaal/..//evil.example']) {
      const body = new URLSearchParams({ csrf: csrf.split('=')[1]!, terug, email: DEMO_PROVIDER_EMAIL, password: DEMO_ACCOUNT_PASSWORD });
      const response = await app.request(PORTAL, '/portaal/inloggen', {
        method: 'POST',
        redirect: 'manual',
        headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', cookie: csrf },
        body: body.toString(),
      });
      expect([response.status, response.headers.get('location')], JSON.stringify(terug)).toEqual([302, '/portaal']);
    }
  });
});
