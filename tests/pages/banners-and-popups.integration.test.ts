import { sql } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_PASSWORD, DEMO_ADMIN_EMAIL } from '../../app/config/password-hashing.ts';
import { type DatabaseHandle, queryRows } from '../../db/client.server.ts';
import { listenForPageInvalidations } from '../../server/page-cache/invalidation-listener.ts';
import { createPageCache, pageCacheKey } from '../../server/page-cache/page-cache.ts';
import { MemoryPageCacheStore } from '../../server/page-cache/page-cache-store.ts';
import { createLogger } from '../../server/logger.ts';
import { createMetrics } from '../../server/metrics.ts';
import { Visitor } from '../support/page-test-app.ts';
import { createTestApp } from '../support/test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';

// Banner clicks counted through the tracked redirect, and the pop-up kept out of the pages' HTML
// (decision 110), on the whole app with its page cache, as main.ts wires it.

const NL = 1;
const KIDS = 3;
let database: DatabaseHandle;
let vite: ViteDevServer;
let store: MemoryPageCacheStore;
let app: Awaited<ReturnType<typeof createTestApp>>;
let stopListening: () => Promise<void>;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'silent' });
  const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  const log = createLogger('silent');
  const metrics = createMetrics(database.db);
  store = new MemoryPageCacheStore();
  const pageCache = createPageCache({ store, log, metrics, maxAgeSeconds: 60, staleSeconds: 600, blogPlatformOf: (id) => (id === 4 ? 1 : id) });
  stopListening = await listenForPageInvalidations(database, pageCache, log);
  app = await createTestApp(database, {}, { build, clientDir: 'public', pageCache, metrics });
}, 120_000);

afterAll(async () => {
  await stopListening?.();
  await vite?.close();
  await database?.close();
});

const visitor = (host: string) => new Visitor(app.app, host);

interface BannerRow {
  id: number;
  link: string;
  clicks: number;
  updatedAt: string;
  title: string;
}

async function banner(id: number): Promise<BannerRow> {
  const [row] = await queryRows<BannerRow>(
    database.db,
    sql`SELECT id, link, amount_of_clicks AS clicks, updated_at::text AS "updatedAt", title FROM banners WHERE id = ${id}`,
  );
  return row!;
}

/** The id a page's banner button leads through, read from the page as a visitor gets it. */
async function bannerIdOn(host: string, path: string, testId: string): Promise<number> {
  const page = await visitor(host).get(path);
  expect(page.status).toBe(200);
  const button = page.document.querySelector(`[data-testid="${testId}"] a`);
  expect(button?.getAttribute('rel')).toContain('nofollow');
  const match = /^\/b\/(\d+)\/klik$/.exec(button?.getAttribute('href') ?? '');
  expect(match, `${host}${path}: the banner's button goes through the counted redirect`).not.toBeNull();
  return Number(match![1]);
}

/** A page as the page cache keeps it, once stored (just after the answer has gone out). */
async function storedPage(host: string, path: string) {
  const key = pageCacheKey(app.platforms.byHost(host).id, new URL(`http://${host}${path}`));
  for (let i = 0; i < 200 && !store.peek(key); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  const page = store.peek(key);
  expect(page, `${host}${path} cached`).toBeDefined();
  return page!;
}

/** A page's bytes as the page cache keeps them (its body and ETag, the hash of those bytes), rendered afresh. */
async function cachedBytes(host: string, path: string): Promise<string> {
  await store.clear();
  const answer = await app.request(host, path);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('x-cache')).toBe('MISS');
  await answer.arrayBuffer();
  const page = await storedPage(host, path);
  return `${page.etag}\n${page.body}`;
}

describe('a banner click', () => {
  it('goes through /b/{id}/klik on the overview and the agenda, counted, to the stored link', async () => {
    for (const [host, path, testId] of [
      ['nl.localhost', '/uitjes', 'banner'],
      ['kids.localhost', '/agenda', 'agenda-banner'],
    ] as const) {
      const id = await bannerIdOn(host, path, testId);
      const before = await banner(id);
      const answer = await app.request(host, `/b/${id}/klik`);
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe(before.link);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const after = await banner(id);
      expect(after.clicks).toBe(before.clicks + 1);
      // A click is no edit: the back office's "changed" date stays.
      expect(after.updatedAt).toBe(before.updatedAt);
    }
  });

  it('counts every one of clicks at the same moment', async () => {
    const id = await bannerIdOn('nl.localhost', '/uitjes', 'banner');
    const before = (await banner(id)).clicks;
    const answers = await Promise.all(Array.from({ length: 8 }, () => app.request('nl.localhost', `/b/${id}/klik`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(302));
    expect((await banner(id)).clicks).toBe(before + 8);
  });

  it('leads to the stored link whatever the request says, and a HEAD does not count', async () => {
    const id = await bannerIdOn('nl.localhost', '/uitjes', 'banner');
    const before = await banner(id);
    for (const path of [`/b/${id}/klik?url=https://evil.example/`, `/b/${id}/klik?link=//evil.example`]) {
      const answer = await app.request('nl.localhost', path);
      expect(answer.headers.get('location')).toBe(before.link);
    }
    const head = await app.request('nl.localhost', `/b/${id}/klik`, { method: 'HEAD' });
    expect(head.status).toBe(302);
    expect(head.headers.get('location')).toBe(before.link);
    expect((await banner(id)).clicks).toBe(before.clicks + 2);
  });

  it("is 404 for an unknown id, another brand's banner or no id at all, counting nothing", async () => {
    const [kidsBanner] = await queryRows<{ id: number }>(database.db, sql`SELECT id FROM banners WHERE platform_id = ${KIDS} ORDER BY id LIMIT 1`);
    const [{ total: before }] = (await queryRows<{ total: number }>(database.db, sql`SELECT sum(amount_of_clicks)::int AS total FROM banners`)) as [
      { total: number },
    ];
    for (const path of ['/b/999999/klik', `/b/${kidsBanner!.id}/klik`, '/b/abc/klik', '/b/0/klik', '/b/99999999999/klik', '/b/-1/klik']) {
      const page = await visitor('nl.localhost').get(path, { redirect: 'manual' });
      expect(page.status, path).toBe(404);
      expect(page.response.headers.get('location')).toBeNull();
      expect(page.screen.getByRole('heading', { level: 1 }).textContent).toBe('Oeps! Pagina niet gevonden.');
    }
    const [{ total: after }] = (await queryRows<{ total: number }>(database.db, sql`SELECT sum(amount_of_clicks)::int AS total FROM banners`)) as [
      { total: number },
    ];
    expect(after).toBe(before);
  });

  it('still leads on from a banner switched off meanwhile (a page a CDN keeps may show it a little longer)', async () => {
    const [off] = await queryRows<{ id: number }>(database.db, sql`SELECT id FROM banners WHERE platform_id = ${NL} AND NOT active ORDER BY id LIMIT 1`);
    const before = await banner(off!.id);
    const answer = await app.request('nl.localhost', `/b/${off!.id}/klik`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(before.link);
    expect((await banner(off!.id)).clicks).toBe(before.clicks + 1);
  });

  it('keeps the cached page: the count is no change a page shows', async () => {
    const id = await bannerIdOn('kids.localhost', '/agenda', 'agenda-banner');
    await (await app.request('kids.localhost', '/agenda?k=1')).arrayBuffer();
    await storedPage('kids.localhost', '/agenda?k=1');
    expect((await app.request('kids.localhost', '/agenda?k=1')).headers.get('x-cache')).toBe('HIT');
    await app.request('kids.localhost', `/b/${id}/klik`);
    expect((await app.request('kids.localhost', '/agenda?k=1')).headers.get('x-cache')).toBe('HIT');
  });

  it('shows in the back office\'s "Kliks" column', async () => {
    const id = await bannerIdOn('kids.localhost', '/agenda', 'agenda-banner');
    await app.request('kids.localhost', `/b/${id}/klik`);
    const { title, clicks } = await banner(id);
    expect(clicks).toBeGreaterThan(0);
    const operator = visitor('admin.localhost');
    const signIn = await operator.send('/api/portal/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ADMIN_EMAIL, password: DEMO_ACCOUNT_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const page = await operator.get(`/portaal/beheer/banners?platform=${KIDS}&zoek=${encodeURIComponent(title)}`);
    const table = page.screen.getByTestId('banners-table');
    expect(table.querySelector('thead')?.textContent).toContain('Kliks');
    const row = [...table.querySelectorAll('tbody tr')].find((tr) => tr.textContent?.includes(title));
    // The cell (its column's name in front of the value, shown when a phone stacks the list into cards).
    expect(row?.querySelector('td:last-child')?.textContent).toMatch(new RegExp(`(^|\\D)${clicks}$`));
  });
});

describe('the pop-up', () => {
  it("is in no page's HTML: the cached bytes are the same with and without one switched on", async () => {
    const pages = [
      ['kids.localhost', '/over-ons'],
      ['kids.localhost', '/helpdesk'],
      ['nl.localhost', '/adverteren'],
    ] as const;
    const without: Array<readonly [string, string]> = [];
    for (const [host, path] of pages) without.push([await cachedBytes(host, path), await cachedBytes(host, path)]);
    // Rendered twice without a pop-up: the same bytes (nothing else in these pages varies per render).
    for (const [first, second] of without) expect(second === first).toBe(true);

    const [popup] = await queryRows<{ id: number; title: string }>(
      database.db,
      sql`UPDATE popups SET active = true WHERE id = (SELECT min(id) FROM popups WHERE platform_id = ${KIDS}) RETURNING id, title`,
    );
    const [nlPopup] = await queryRows<{ id: number }>(
      database.db,
      sql`UPDATE popups SET active = true WHERE id = (SELECT min(id) FROM popups WHERE platform_id = ${NL}) RETURNING id`,
    );
    try {
      expect((await (await app.request('kids.localhost', '/api/public/popup')).json()).popup.id).toBe(popup!.id);
      for (const [i, [host, path]] of pages.entries()) {
        const withPopup = await cachedBytes(host, path);
        expect(withPopup === without[i]![0], `${host}${path}`).toBe(true);
        expect(withPopup).not.toContain(popup!.title);
      }
    } finally {
      await database.db.execute(sql`UPDATE popups SET active = false WHERE id IN (${popup!.id}, ${nlPopup!.id})`);
    }
  });

  it('a change of a pop-up drops no cached page', async () => {
    await (await app.request('kids.localhost', '/over-ons')).arrayBuffer();
    await storedPage('kids.localhost', '/over-ons');
    expect((await app.request('kids.localhost', '/over-ons')).headers.get('x-cache')).toBe('HIT');
    await database.db.execute(sql`UPDATE popups SET active = true, title = title || ' (aan)' WHERE platform_id = ${KIDS}`);
    await database.db.execute(sql`UPDATE popups SET active = false WHERE platform_id = ${KIDS}`);
    expect((await app.request('kids.localhost', '/over-ons')).headers.get('x-cache')).toBe('HIT');
  });
});
