import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { apiError } from '../api/errors.ts';
import { noticePageResponse } from './notice-page.ts';

/**
 * Text a visitor sends is refused, not changed, when it holds a character no text column can store:
 * NUL (PostgreSQL refuses it, which was a 500) or a lone UTF-16 surrogate (it was stored silently as
 * U+FFFD). Decision 094: one check at the edge, for every path, query value, JSON string, form field
 * and file name, before any route or schema sees them.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed();
}

/** The path (`name`, `media.id`, `items.2`) of the first string in a parsed JSON value that is not storable text. */
export function findUnstorableText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path || 'body';
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, path ? `${path}.${index}` : String(index));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const name = path ? `${path}.${key}` : key;
      if (!isStorableText(key)) return name;
      const found = findUnstorableText(item, name);
      if (found) return found;
    }
  }
  return null;
}

/** The field of a form (or its file's name) that is not storable text. */
export function findUnstorableFormField(form: FormData | URLSearchParams): string | null {
  for (const [name, value] of form.entries()) {
    if (!isStorableText(name)) return 'field name';
    if (typeof value === 'string' ? !isStorableText(value) : !isStorableText(value.name)) return name;
  }
  return null;
}

const FIELD_MESSAGE = 'contains a character that cannot be stored (NUL or an unpaired surrogate)';

/** 400 in the API's error model, naming the field. */
export function unstorableTextError(c: Context, field: string): Response {
  return apiError(c, 400, 'INVALID_CHARACTER', `${field} ${FIELD_MESSAGE}.`, { [field]: FIELD_MESSAGE });
}

/** 400 for a browser: the notice page in the platform's language, naming the field. */
export function unstorableTextPage(c: Context<AppEnv>, field: string): Response {
  return noticePageResponse(c, 400, 'invalidCharacter', { field: field.replace(/[^\p{L}\p{N} ._-]/gu, '?') });
}

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * Every request's path segments and query values: NUL or a lone surrogate (`/uitjes/a%00b`,
 * `?q=%00`) gets 400, in the API's error model under /api and as the notice page elsewhere.
 */
export function createTextInputCheck(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    let field: string | null = null;
    for (const segment of url.pathname.split('/')) {
      const text = decoded(segment);
      if (text !== null && !isStorableText(text)) field = 'path';
    }
    if (!field) {
      for (const [name, value] of url.searchParams) {
        if (!isStorableText(name) || !isStorableText(value)) {
          field = isStorableText(name) ? name : 'query';
          break;
        }
      }
    }
    if (!field) return next();
    return url.pathname.startsWith('/api/') ? unstorableTextError(c, field) : unstorableTextPage(c, field);
  };
}
