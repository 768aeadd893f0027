import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../app.ts';
import { apiError } from '../api/errors.ts';

/** JSON bodies of the public POST calls: far above any honest form (a long description is ~10 kB). */
export const JSON_BODY_LIMIT = 64 * 1024;
/** One image of at most 2 MB plus the multipart envelope. */
export const UPLOAD_BODY_LIMIT = 2 * 1024 * 1024 + 16 * 1024;

/** Refuses a larger body with 413 and the shared error body, before anything reads it. */
export function createBodyLimit(maxSize: number): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize,
    onError: (c) => apiError(c, 413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${Math.round(maxSize / 1024)} kB.`),
  });
}

/** A body that is no JSON at all: 400 naming the body, instead of the validator's exception. */
export function requireJsonBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    if (!type.toLowerCase().startsWith('application/json')) {
      return apiError(c, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.');
    }
    try {
      await c.req.json();
    } catch {
      return apiError(c, 400, 'MALFORMED_JSON', 'The request body is not valid JSON.', { body: 'not valid JSON' });
    }
    return next();
  };
}

/** The upload wants multipart/form-data: anything else is 415 with the shared error body. */
export function requireMultipart(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    if (!type.startsWith('multipart/form-data')) {
      return apiError(c, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data with the field "file".');
    }
    return next();
  };
}
