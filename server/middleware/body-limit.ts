import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../app-env.ts';
import { apiError } from '../api/errors.ts';
import { noticePageResponse } from './notice-page.ts';
import { findJsonBodyProblem, findUnstorableFormField, jsonBodyProblemError, unstorableTextError } from './text-input.ts';

/** JSON bodies of the public POST calls: far above any honest form (a long description is ~10 kB). */
export const JSON_BODY_LIMIT = 64 * 1024;
/** One image of at most 2 MB plus the multipart envelope. */
export const UPLOAD_BODY_LIMIT = 2 * 1024 * 1024 + 16 * 1024;

/** Refuses a larger body with 413 and the shared error body, before anything reads it. */
export function createBodyLimit(maxSize: number): MiddlewareHandler<AppEnv> {
  const tooLarge = (c: Context<AppEnv>) => apiError(c, 413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${Math.round(maxSize / 1024)} kB.`);
  const counted = bodyLimit({ maxSize, onError: tooLarge });
  return async (c, next) => {
    // A declared length decides as Hono's bodyLimit would, but before `c.req.raw.body` is touched: on
    // Node that builds the whole web Request and a stream of the socket (@hono/node-server), which a
    // statistics ping (no body, 500 a second at a busy hour: docs/decisions/113) never needs.
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) return parseInt(length, 10) > maxSize ? tooLarge(c) : next();
    // A chunked body is counted as it is read.
    return counted(c, next);
  };
}

/**
 * A body that is no JSON at all, nests too deeply or holds text no column can store: 400 naming where,
 * before the validator, the idempotency key or a route sees it (decision 094).
 */
export function requireJsonBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    if (!type.toLowerCase().startsWith('application/json')) {
      return apiError(c, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.');
    }
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return apiError(c, 400, 'MALFORMED_JSON', 'The request body is not valid JSON.', { body: 'not valid JSON' });
    }
    const problem = findJsonBodyProblem(body);
    return problem ? jsonBodyProblemError(c, problem) : next();
  };
}

/** The upload wants multipart/form-data: anything else is 415 with the shared error body. */
export function requireMultipart(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    if (!type.startsWith('multipart/form-data')) {
      return apiError(c, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data with the field "file".');
    }
    let form: FormData;
    try {
      form = await c.req.raw.clone().formData();
    } catch {
      return apiError(c, 400, 'MALFORMED_MULTIPART', 'The request body is not valid multipart/form-data.', { body: 'not valid multipart/form-data' });
    }
    const field = findUnstorableFormField(form);
    return field ? unstorableTextError(c, field) : next();
  };
}

/**
 * Page form posts (route actions) with a file: the event form sent without JavaScript carries its
 * image. The upload itself refuses more than 2 MB with a field message and the visitor's input kept;
 * this cap only stops bodies no honest form sends (a phone photo is 3-6 MB).
 */
export const PAGE_MULTIPART_BODY_LIMIT = 8 * 1024 * 1024;
/** Page form posts without a file: far above the longest honest form (10,000 characters, encoded). */
export const PAGE_FORM_BODY_LIMIT = 256 * 1024;

/** 413 for a browser: a small page in the platform's language with a link back to the form. */
const pageTooLarge = (c: Context<AppEnv>) => noticePageResponse(c, 413, 'pageTooLarge');

/**
 * Body limit of page posts (everything outside /api, which has its own per call): multipart bodies
 * up to PAGE_MULTIPART_BODY_LIMIT, other bodies up to PAGE_FORM_BODY_LIMIT; larger ones get 413.
 */
export function createPageBodyLimit(): MiddlewareHandler<AppEnv> {
  const multipart = bodyLimit({ maxSize: PAGE_MULTIPART_BODY_LIMIT, onError: pageTooLarge });
  const form = bodyLimit({ maxSize: PAGE_FORM_BODY_LIMIT, onError: pageTooLarge });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.path.startsWith('/api/')) return next();
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    return (type.startsWith('multipart/form-data') ? multipart : form)(c, next);
  };
}
