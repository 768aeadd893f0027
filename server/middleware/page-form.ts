import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { noticePageResponse } from './notice-page.ts';
import { findUnstorableFormField, unstorableTextPage } from './text-input.ts';

const unreadable = (c: Context<AppEnv>, status: 400 | 415) => noticePageResponse(c, status, 'formUnreadable');

/**
 * Page posts (route actions, with or without JavaScript) are form data: a page form sends
 * application/x-www-form-urlencoded or multipart/form-data, nothing else. Another body (JSON, none, a
 * broken multipart envelope) made the action's `request.formData()` throw, a 500; it gets the notice
 * page instead: 415 for another type, 400 for a multipart body that does not parse (decision 094), and 400
 * naming the field for text no column can store (text-input.ts).
 */
export function createPageFormCheck(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.path.startsWith('/api/')) return next();
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    let form: FormData | URLSearchParams;
    if (type.startsWith('multipart/form-data')) {
      try {
        form = await c.req.raw.clone().formData();
      } catch {
        return unreadable(c, 400);
      }
    } else if (type.startsWith('application/x-www-form-urlencoded')) {
      form = new URLSearchParams(await c.req.raw.clone().text());
    } else {
      return unreadable(c, 415);
    }
    const field = findUnstorableFormField(form);
    return field ? unstorableTextPage(c, field) : next();
  };
}
