import { createHash } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { IMAGE_WIDTHS, type ImageWidth } from '../app/features/media/media.schemas.ts';
import { negotiateImageFormat, renderImageVariant, STORED_NAME } from '../app/features/media/media.server.ts';
import type { AppEnv } from './app-env.ts';
import type { ImageStorage } from '../app/features/media/media.server.ts';

const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;

/** The demo images of public/demo (seeded media point to /demo/<name>.jpg). */
const DEMO_NAME = /^[a-z0-9-]+\.jpg$/;

export interface ImageRouteStores {
  /** Uploaded originals (UUID names). */
  originals: ImageStorage;
  /** Rendered variants, uploads and demo images alike. */
  variants: ImageStorage;
  /** The demo originals (build/client/demo, i.e. public/demo), read only; absent: no demo images. */
  demo?: ImageStorage | undefined;
}

/**
 * GET /images/{name}?w=400|500|1000|1920: an uploaded image at one of the widths of screens.md 9, in
 * AVIF, WebP or JPEG by the Accept header (decisions.md 10). Variants are rendered once and cached in
 * `variants`; answers are immutable for a year (the name never changes content) and vary by Accept.
 *
 * GET /images/demo/{name}.jpg?w=...: the same for the demo images of public/demo, so demo and uploaded
 * images go through one pipeline (docs/decisions/081). A demo file may change under its name in a new
 * build: its variants are cached under a hash of its content, and browsers keep them for a day.
 */
export function createImageRoute(stores: ImageRouteStores) {
  const route = new Hono<AppEnv>();
  const rendering = new Map<string, Promise<Buffer | null>>();

  async function answer(c: Context<AppEnv>, variantBase: string, original: () => Promise<Buffer | null>, cacheControl: string) {
    const requested = Number(c.req.query('w') ?? 500);
    if (!(IMAGE_WIDTHS as readonly number[]).includes(requested)) {
      return c.json({ error: { code: 'VALIDATION_FAILED', message: `w must be one of ${IMAGE_WIDTHS.join(', ')}.`, fields: { w: 'invalid width' } } }, 400);
    }
    const width = requested as ImageWidth;
    const format = negotiateImageFormat(c.req.header('accept'));
    const variantName = `${variantBase}-${width}.${format}`;
    let data = await stores.variants.get(variantName);
    if (!data) {
      // One render per variant at a time, however many requests ask for it at once.
      let pending = rendering.get(variantName);
      if (!pending) {
        pending = (async () => {
          const source = await original();
          if (!source) return null;
          const rendered = await renderImageVariant(source, width, format);
          await stores.variants.put(variantName, rendered, CONTENT_TYPES[format]);
          return rendered;
        })().finally(() => rendering.delete(variantName));
        rendering.set(variantName, pending);
      }
      data = await pending;
    }
    if (!data) return c.json({ error: { code: 'NOT_FOUND', message: 'No such image.' } }, 404);
    c.header('Content-Type', CONTENT_TYPES[format]);
    c.header('Cache-Control', cacheControl);
    c.header('Vary', 'Accept');
    c.header('Content-Length', String(data.byteLength));
    return c.body(new Uint8Array(data));
  }

  /** Demo name -> its bytes and a short content hash (read once per process; the files are small). */
  const demoFiles = new Map<string, Promise<{ data: Buffer; hash: string } | null>>();
  const demoFile = (name: string) => {
    let file = demoFiles.get(name);
    if (!file) {
      file = (async () => {
        const data = await stores.demo!.get(name);
        return data ? { data, hash: createHash('sha256').update(data).digest('hex').slice(0, 12) } : null;
      })();
      demoFiles.set(name, file);
      // A missing file is asked again next time (a build may add it).
      void file.then(
        (found) => (found ? undefined : demoFiles.delete(name)),
        () => demoFiles.delete(name),
      );
    }
    return file;
  };

  const notFound = (c: Context<AppEnv>) => c.json({ error: { code: 'NOT_FOUND', message: 'No such image.' } }, 404);

  route.get('/demo/:name', async (c) => {
    const name = c.req.param('name');
    if (!stores.demo || !DEMO_NAME.test(name)) return notFound(c);
    const file = await demoFile(name);
    if (!file) return notFound(c);
    return answer(c, `demo-${name.replace(/\.jpg$/, '')}-${file.hash}`, async () => file.data, 'public, max-age=86400');
  });

  route.get('/:name', async (c) => {
    const name = c.req.param('name');
    if (!STORED_NAME.test(name)) return notFound(c);
    return answer(c, name.replace(/\.[a-z]+$/, ''), () => stores.originals.get(name), 'public, max-age=31536000, immutable');
  });
  return route;
}
