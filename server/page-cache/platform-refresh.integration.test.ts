import { and, eq, sql } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { type ViteDevServer, createServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformMemo } from '../../app/site-shell/platform-memo.server.ts';
import type { DatabaseHandle } from '../../db/client.server.ts';
import { menuItems, platforms } from '../../db/schema/index.ts';
import { createTestApp } from '../../tests/support/test-app.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import { createLogger } from '../logger.ts';
import { changeHandler, listenForChanges } from './invalidation-listener.ts';

/**
 * The menus and language versions each process keeps per platform (decision 080), wired as main.ts
 * wires them, rendered by the real app (React Router's server build from source, through Vite): kept
 * between renders, and a change is on the next render because the change notification drops them.
 */

let database: DatabaseHandle;
let vite: ViteDevServer;
let stopListening: () => Promise<void>;
let request: (host: string, path: string) => Promise<Response>;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'silent' });
  const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  const memo = new PlatformMemo({ maxAgeMs: 60_000 });
  const app = await createTestApp(database, {}, { build, platformMemo: memo });
  stopListening = await listenForChanges(database, createLogger('silent'), changeHandler({ platforms: app.platforms, memo, log: createLogger('silent') }));
  request = async (host, path) => app.request(host, path);
}, 120_000);

afterAll(async () => {
  await stopListening?.();
  await vite?.close();
  await database?.close();
});

const html = async (host: string, path = '/') => {
  const response = await request(host, path);
  expect(response.status).toBe(200);
  return response.text();
};

/**
 * On the embedded database the notification arrives with the change's own answer, so the very next
 * render shows it; a PostgreSQL server sends it over the listening connection, a moment later.
 */
async function expectSoon(check: () => Promise<boolean>) {
  if (database.kind === 'pglite') {
    expect(await check()).toBe(true);
    return;
  }
  const until = Date.now() + 3000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('not visible within 3 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the data every page of a platform shows', () => {
  // The footer menu is in the HTML (the navigation opens in a dialog drawn in the browser).
  const newsletterLink = (title: string) => `href="/nieuwsbrief" data-discover="true">${title}</a>`;

  it('is kept between renders: a change no notification announces is not read', async () => {
    expect(await html('nl.localhost')).toContain(newsletterLink('Nieuwsbrief'));
    // Triggers off (session_replication_role replica): the change sends no notification.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx
        .update(menuItems)
        .set({ title: 'Stil gewijzigd' })
        .where(and(eq(menuItems.platformId, 1), eq(menuItems.url, '/nieuwsbrief')));
    });
    const page = await html('nl.localhost');
    expect(page).toContain(newsletterLink('Nieuwsbrief'));
    expect(page).not.toContain('Stil gewijzigd');
  });

  it('shows a menu change on the next render', async () => {
    await database.db
      .update(menuItems)
      .set({ title: 'Nieuwsbrief en acties' })
      .where(and(eq(menuItems.platformId, 1), eq(menuItems.url, '/nieuwsbrief')));
    await expectSoon(async () => (await html('nl.localhost')).includes(newsletterLink('Nieuwsbrief en acties')));
    // Every platform's values were dropped; the others read theirs again, as they are.
    expect(await html('kids.localhost')).toContain(newsletterLink('Nieuwsbrief'));
  });

  it("shows a platform's new domain in the language versions of the others and in its own pages", async () => {
    expect(await html('nl.localhost')).toContain('href="https://www.uitjesbaas.be/"');
    await database.db.update(platforms).set({ domain: 'uitjesbaas.example.be' }).where(eq(platforms.id, 4));
    await expectSoon(async () => (await html('nl.localhost')).includes('href="https://uitjesbaas.example.be/"'));
    // Its own rows (the platform registry) are read again: its canonical links use the new domain.
    const until = Date.now() + 3000;
    while (!(await html('be.localhost')).includes('<link rel="canonical" href="https://uitjesbaas.example.be/"')) {
      if (Date.now() > until) throw new Error('the Belgian canonical link kept the old domain');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  });
});
