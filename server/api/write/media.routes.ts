import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { MediaSchema, UPLOAD_MESSAGE_KEYS } from '../../../app/features/media/media.schemas.ts';
import { type ImageStorage, storeUploadedImage } from '../../../app/features/media/media.server.ts';
import type { AppEnv } from '../../app-env.ts';
import { clientIp } from '../../middleware/rate-limit.ts';
import { uploadQuotaOf } from '../../storage/image-stores.ts';
import { ApiErrorSchema } from '../errors.ts';
import type { ApiDependencies } from '../api-dependencies.ts';
import { errorJson, formMessage, localeOf } from './form-messages.ts';
import { writeErrorResponses } from './leads.routes.ts';

const error = (description: string) => ({ description, content: { 'application/json': { schema: ApiErrorSchema } } });

const uploadRoute = createRoute({
  method: 'post',
  path: '/public/media/image',
  operationId: 'postMediaImage',
  tags: ['Media'],
  summary: 'Upload one image (JPG or PNG by content, at most 2 MB, at least 154 x 50 px)',
  description:
    'The image is re-encoded (metadata stripped) and stored under a generated name; its url is served by GET /images/{name}?w=400|500|1000|1920 in AVIF, WebP or JPEG by Accept.',
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({ file: z.any().optional().openapi({ type: 'string', format: 'binary', description: 'The image; exactly one' }) }),
        },
      },
    },
  },
  responses: {
    201: { description: 'The stored media', content: { 'application/json': { schema: MediaSchema } } },
    ...writeErrorResponses,
    400: error('No file, several files, an unreadable image, too small or too many pixels'),
    413: error('Larger than 2 MB'),
    415: error('Not a JPG or PNG image (checked by content, not by name)'),
    429: error('Too many uploads: per minute (the write limit) or per day from this IP (UPLOAD_QUOTA_EXCEEDED, with Retry-After)'),
  },
});

export const MEDIA_PATHS = ['/public/media/image'];

export function registerMediaRoutes(api: OpenAPIHono<AppEnv>, deps: ApiDependencies, storage: ImageStorage): void {
  api.openapi(uploadRoute, async (c) => {
    const locale = localeOf(c);
    const reject = <S extends 400 | 413 | 415 | 429>(status: S, code: string, key: string) =>
      errorJson(c, status, code, formMessage(locale, key), { file: formMessage(locale, key) });
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      return reject(400, 'FILE_REQUIRED', UPLOAD_MESSAGE_KEYS.fileRequired);
    }
    const files = Object.values(form)
      .flat()
      .filter((value): value is File => value instanceof File);
    const field = form.file;
    if (Array.isArray(field) || files.length > 1) return reject(400, 'ONE_FILE_ONLY', UPLOAD_MESSAGE_KEYS.oneFile);
    if (!(field instanceof File)) return reject(400, 'FILE_REQUIRED', UPLOAD_MESSAGE_KEYS.fileRequired);
    // On the portal host the signed-in user owns the upload until something refers to it.
    const uploader = { clientIp: clientIp(c, deps.env.TRUST_PROXY), quota: uploadQuotaOf(deps.env), userId: c.var.portal?.actor?.userId ?? null };
    const result = await storeUploadedImage(deps.db, storage, { bytes: new Uint8Array(await field.arrayBuffer()), name: field.name }, uploader);
    if (result.status === 'rejected') {
      c.var.log.info({ code: result.code, size: field.size, name: field.name }, 'image upload refused');
      if (result.httpStatus === 429) c.header('Retry-After', String(result.retryAfterSeconds));
      return reject(result.httpStatus, result.code, result.messageKey);
    }
    return c.json(result.media, 201);
  });
}
