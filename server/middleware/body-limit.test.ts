import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { seededBrand } from '../../tests/support/brands.ts';
import type { PlatformRow } from '../../app/request-context.server.ts';
import type { AppEnv } from '../app-env.ts';
import { createBodyLimit, createPageBodyLimit, PAGE_FORM_BODY_LIMIT, PAGE_MULTIPART_BODY_LIMIT } from './body-limit.ts';

/** The page body limit in front of a route-action stand-in that reads the whole body. */
function pageApp(platformId = 3) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('platform', { id: platformId } as PlatformRow);
    c.set('brand', seededBrand(platformId));
    await next();
  });
  app.use('*', createPageBodyLimit());
  app.all('*', async (c) => c.json({ read: (await c.req.arrayBuffer()).byteLength }));
  return app;
}

function multipart(bytes: number): FormData {
  const form = new FormData();
  form.append('form', 'event');
  form.append('image', new File([new Uint8Array(bytes)], 'foto.jpg', { type: 'image/jpeg' }));
  return form;
}

describe('page body limit', () => {
  it('lets a multipart page post with a photo of a few MB through to the action', async () => {
    const response = await pageApp().request('http://kids.localhost/adverteren', { method: 'POST', body: multipart(3 * 1024 * 1024) });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { read: number }).read).toBeGreaterThan(3 * 1024 * 1024);
  });

  it('answers 413 with a page in the platform language above the multipart cap', async () => {
    const response = await pageApp().request('http://kids.localhost/adverteren?evenement=open', {
      method: 'POST',
      body: multipart(PAGE_MULTIPART_BODY_LIMIT + 1),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('Het formulier is te groot om te verzenden');
    expect(html).toContain('href="/adverteren?evenement=open"');
    const german = await pageApp(2).request('http://de.localhost/werben', { method: 'POST', body: multipart(PAGE_MULTIPART_BODY_LIMIT + 1) });
    expect(await german.text()).toContain('Das Formular ist zu groß');
  });

  it('caps a body without Content-Length (chunked) as well', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 10) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const request = new Request('http://kids.localhost/adverteren', {
      method: 'POST',
      body,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.has('content-length')).toBe(false);
    const response = await pageApp().fetch(request);
    expect(response.status).toBe(413);
  });

  it('keeps plain form posts small and leaves /api and GET alone', async () => {
    const big = 'x'.repeat(PAGE_FORM_BODY_LIMIT + 1);
    const plain = await pageApp().request('http://kids.localhost/contact', {
      method: 'POST',
      body: new URLSearchParams({ description: big }),
    });
    expect(plain.status).toBe(413);
    const small = await pageApp().request('http://kids.localhost/contact', { method: 'POST', body: new URLSearchParams({ description: 'x'.repeat(20_000) }) });
    expect(small.status).toBe(200);
    const api = await pageApp().request('http://kids.localhost/api/anything', { method: 'POST', body: big });
    expect(api.status).toBe(200);
    expect((await pageApp().request('http://kids.localhost/adverteren')).status).toBe(200);
  });
});

describe('API body limit', () => {
  /** The API's limit of 1 kB in front of a stand-in that says whether it read the body. */
  function apiApp() {
    const app = new Hono<AppEnv>();
    app.post('*', createBodyLimit(1024), async (c) => c.json({ read: (await c.req.arrayBuffer()).byteLength }));
    app.put('*', createBodyLimit(1024), (c) => c.body(null, 204));
    return app;
  }
  /** A body that notes whether anything read it (highWaterMark 0: nothing is pulled before a read). */
  function watchedBody(bytes: number) {
    const seen = { pulled: false };
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          seen.pulled = true;
          controller.enqueue(new Uint8Array(bytes));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    return { body, seen };
  }

  it('refuses a declared length above the limit with 413 in the API model, without reading the body', async () => {
    const { body, seen } = watchedBody(2000);
    const response = await apiApp().fetch(
      new Request('http://nl.localhost/api/x', { method: 'POST', body, headers: { 'content-length': '2000' }, duplex: 'half' } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(seen.pulled).toBe(false);
  });

  it('lets a declared length within the limit through unread, for the route to read', async () => {
    const { body, seen } = watchedBody(0);
    const response = await apiApp().fetch(
      new Request('http://nl.localhost/api/x', { method: 'PUT', body, headers: { 'content-length': '0' }, duplex: 'half' } as RequestInit),
    );
    expect(response.status).toBe(204);
    expect(seen.pulled).toBe(false);
    const small = await apiApp().request('http://nl.localhost/api/x', { method: 'POST', body: 'x'.repeat(1000), headers: { 'content-length': '1000' } });
    expect(await small.json()).toEqual({ read: 1000 });
  });

  it('counts a body without a declared length (chunked) as it is read', async () => {
    const { body } = watchedBody(2000);
    const request = new Request('http://nl.localhost/api/x', { method: 'POST', body, duplex: 'half' } as RequestInit);
    expect(request.headers.has('content-length')).toBe(false);
    expect((await apiApp().fetch(request)).status).toBe(413);
    const { body: small } = watchedBody(1000);
    const within = await apiApp().fetch(new Request('http://nl.localhost/api/x', { method: 'POST', body: small, duplex: 'half' } as RequestInit));
    expect(await within.json()).toEqual({ read: 1000 });
  });
});
