import path from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ImageStorage } from '../app/features/media/media.server.ts';
import type { AppEnv } from './app-env.ts';
import { createImageRoute } from './image-route.ts';
import { LocalDiskStorage } from './storage/local-disk-storage.ts';

class MemoryStorage implements ImageStorage {
  readonly files = new Map<string, Buffer>();
  put(name: string, data: Buffer) {
    this.files.set(name, data);
    return Promise.resolve();
  }
  get(name: string) {
    return Promise.resolve(this.files.get(name) ?? null);
  }
  delete(name: string) {
    this.files.delete(name);
    return Promise.resolve();
  }
}

function imageApp() {
  const variants = new MemoryStorage();
  const app = new Hono<AppEnv>();
  app.route('/images', createImageRoute({ originals: new MemoryStorage(), variants, demo: new LocalDiskStorage(path.resolve('public/demo')) }));
  return { app, variants };
}

describe('GET /images/demo/{name}', () => {
  it.each([
    ['image/avif,image/webp,*/*', 'image/avif', 'heif'],
    ['image/webp,*/*', 'image/webp', 'webp'],
    ['*/*', 'image/jpeg', 'jpeg'],
  ])('renders a demo image of public/demo at the width asked for, in the best format accepted (%s)', async (accept, contentType, format) => {
    const { app } = imageApp();
    const response = await app.request('/images/demo/canoe.jpg?w=400', { headers: { accept } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(contentType);
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([format, 400, 250]);
  });

  it('caches a variant under a hash of the file, never enlarges, refuses other names and widths', async () => {
    const { app, variants } = imageApp();
    await app.request('/images/demo/golf.jpg?w=1000', { headers: { accept: 'image/webp' } });
    expect([...variants.files.keys()]).toEqual([expect.stringMatching(/^demo-golf-[0-9a-f]{12}-1000\.webp$/)]);
    const large = await app.request('/images/demo/golf.jpg?w=1920', { headers: { accept: 'image/webp' } });
    expect((await sharp(Buffer.from(await large.arrayBuffer())).metadata()).width).toBe(1600);
    expect((await app.request('/images/demo/golf.jpg?w=300')).status).toBe(400);
    expect((await app.request('/images/demo/nothing-here.jpg?w=400')).status).toBe(404);
    expect((await app.request('/images/demo/..%2F..%2Fpackage.json?w=400')).status).toBe(404);
    expect((await app.request('/images/demo/golf.png?w=400')).status).toBe(404);
  });

  it('answers 404 for demo images when the server has no demo folder', async () => {
    const app = new Hono<AppEnv>();
    app.route('/images', createImageRoute({ originals: new MemoryStorage(), variants: new MemoryStorage() }));
    expect((await app.request('/images/demo/canoe.jpg?w=400')).status).toBe(404);
  });
});
