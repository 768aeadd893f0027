import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { seededBrand } from '../../tests/support/brands.ts';
import type { PlatformRow } from '../../app/request-context.server.ts';
import type { AppEnv } from '../app-env.ts';
import { createFirstInWindow, createPageWriteLimit } from './rate-limit.ts';

/** The page write limit in front of a route-action stand-in, clients told apart by X-Forwarded-For. */
function pageApp(limit = 3, platformId = 1) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('platform', { id: platformId } as PlatformRow);
    c.set('brand', seededBrand(platformId));
    await next();
  });
  app.use('*', createPageWriteLimit({ limit, windowMs: 60_000, trustProxy: true }));
  app.all('*', (c) => c.text('handled'));
  return app;
}

const from = (ip: string, method = 'POST') => ({
  method,
  headers: { 'x-forwarded-for': ip },
  ...(method === 'POST' ? { body: new URLSearchParams({ email: 'a@example.org' }) } : {}),
});

describe('page write limit', () => {
  it('lets the limit of form posts through per address, then answers 429 with Retry-After and a page in the platform language', async () => {
    const app = pageApp();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 5; i++) {
      last = await app.request('http://nl.localhost/uitjes/kano-tocht.data', from('192.0.2.10'));
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last!.headers.get('ratelimit-policy')).toBe('3;w=60');
    expect(last!.headers.get('cache-control')).toBe('no-store');
    expect(last!.headers.get('content-type')).toContain('text/html');
    const html = await last!.text();
    expect(html).toContain('<html lang="nl-NL">');
    expect(html).toContain('Wacht een minuut');
    // The link leads back to the page, not to the script's data URL.
    expect(html).toContain('href="/uitjes/kano-tocht"');
    // Another address has its own count.
    expect((await app.request('http://nl.localhost/uitjes/kano-tocht', from('192.0.2.11'))).status).toBe(200);
  });

  it('never counts page views, loader data or the API', async () => {
    const app = pageApp(1);
    for (let i = 0; i < 5; i++) {
      expect((await app.request('http://nl.localhost/uitjes', from('192.0.2.20', 'GET'))).status).toBe(200);
      expect((await app.request('http://nl.localhost/uitjes.data', from('192.0.2.20', 'GET'))).status).toBe(200);
      expect((await app.request('http://nl.localhost/api/public/newsletter-subscribe', from('192.0.2.20'))).status).toBe(200);
    }
    expect((await app.request('http://nl.localhost/nieuwsbrief', from('192.0.2.20'))).status).toBe(200);
    expect((await app.request('http://nl.localhost/nieuwsbrief', from('192.0.2.20'))).status).toBe(429);
  });

  it("links a script's post on home (/_root.data) back to home", async () => {
    const app = pageApp(1);
    await app.request('http://nl.localhost/_root.data', from('192.0.2.40'));
    const limited = await app.request('http://nl.localhost/_root.data', from('192.0.2.40'));
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain('href="/"');
  });

  it('speaks German on the German platform', async () => {
    const app = pageApp(1, 2);
    await app.request('http://de.localhost/hilfe?frage=1', from('192.0.2.30'));
    const limited = await app.request('http://de.localhost/hilfe?frage=1', from('192.0.2.30'));
    expect(limited.status).toBe(429);
    const html = await limited.text();
    expect(html).toContain('<html lang="de-DE">');
    expect(html).toContain('Bitte warten Sie eine Minute');
    expect(html).toContain('href="/hilfe?frage=1"');
  });
});

describe('first in window without Redis', () => {
  it('is true once per key within the window, and again once the window has passed', async () => {
    const firstInWindow = createFirstInWindow({ name: 'test', windowMs: 300 });
    expect(await firstInWindow('a')).toBe(true);
    expect(await firstInWindow('a')).toBe(false);
    expect(await firstInWindow('b')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await firstInWindow('a')).toBe(true);
    expect(await firstInWindow('a')).toBe(false);
  });

  it('remembers at most its number of keys, forgetting the least recently seen first', async () => {
    const firstInWindow = createFirstInWindow({ name: 'test', windowMs: 60_000, localKeys: 3 });
    for (const key of ['a', 'b', 'c']) expect(await firstInWindow(key)).toBe(true);
    expect(await firstInWindow('a')).toBe(false);
    expect(await firstInWindow('d')).toBe(true);
    // Four keys in a memory of three: the oldest one, "a", is forgotten and first again.
    expect(await firstInWindow('a')).toBe(true);
    expect(await firstInWindow('c')).toBe(false);
  });
});
