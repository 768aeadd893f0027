import { Hono } from 'hono';
import { IMAGE_WIDTHS, type ImageWidth } from '../app/features/media/media.schemas.ts';
import { negotiateImageFormat, renderImageVariant, STORED_NAME } from '../app/features/media/media.server.ts';
import type { AppEnv } from './app.ts';
import type { ImageStorage } from '../app/features/media/media.server.ts';

const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;

/**
 * GET /images/{name}?w=400|500|1000|1920: an uploaded image at one of the widths of screens.md 9, in
 * AVIF, WebP or JPEG by the Accept header (decisions.md 10). Variants are rendered once and cached in
 * `variants`; answers are immutable for a year (the name never changes content) and vary by Accept.
 */
export function createImageRoute(stores: { originals: ImageStorage; variants: ImageStorage }) {
  const route = new Hono<AppEnv>();
  const rendering = new Map<string, Promise<Buffer | null>>();

  route.get('/:name', async (c) => {
    const name = c.req.param('name');
    if (!STORED_NAME.test(name)) return c.json({ error: { code: 'NOT_FOUND', message: 'No such image.' } }, 404);
    const requested = Number(c.req.query('w') ?? 500);
    if (!(IMAGE_WIDTHS as readonly number[]).includes(requested)) {
      return c.json({ error: { code: 'VALIDATION_FAILED', message: `w must be one of ${IMAGE_WIDTHS.join(', ')}.`, fields: { w: 'invalid width' } } }, 400);
    }
    const width = requested as ImageWidth;
    const format = negotiateImageFormat(c.req.header('accept'));
    const variantName = `${name.replace(/\.[a-z]+$/, '')}-${width}.${format}`;
    let data = await stores.variants.get(variantName);
    if (!data) {
      // One render per variant at a time, however many requests ask for it at once.
      let pending = rendering.get(variantName);
      if (!pending) {
        pending = (async () => {
          const original = await stores.originals.get(name);
          if (!original) return null;
          const rendered = await renderImageVariant(original, width, format);
          await stores.variants.put(variantName, rendered, CONTENT_TYPES[format]);
          return rendered;
        })().finally(() => rendering.delete(variantName));
        rendering.set(variantName, pending);
      }
      data = await pending;
    }
    if (!data) return c.json({ error: { code: 'NOT_FOUND', message: 'No such image.' } }, 404);
    c.header('Content-Type', CONTENT_TYPES[format]);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('Vary', 'Accept');
    c.header('Content-Length', String(data.byteLength));
    return c.body(new Uint8Array(data));
  });
  return route;
}
