import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { seededBrand } from '../../tests/support/brands.ts';
import type { PlatformRow } from '../../app/request-context.server.ts';
import type { AppEnv } from '../app-env.ts';
import { createPageBodyLimit, PAGE_FORM_BODY_LIMIT, PAGE_MULTIPART_BODY_LIMIT } from './body-limit.ts';

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
