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

/**
 * How deeply arrays and objects may nest in a JSON body (the body itself is level 1). Our schemas
 * nest a few levels; the limit leaves room for any honest client and keeps a body of 30,000 `[`
 * (60 kB, under the body limit) from anything that walks it by recursion (the idempotency key's
 * canonical form, a schema, a log line), where it ran out of stack: a 500 (decision 094).
 */
export const MAX_JSON_DEPTH = 32;

/** What is wrong with a parsed JSON body, and where (`name`, `media.id`, `items.2`; `body` for the whole). */
export type JsonBodyProblem = { kind: 'too-deep' | 'unstorable-text'; path: string };

/**
 * The first problem of a parsed JSON value: an array or object nested deeper than MAX_JSON_DEPTH, or
 * a string (value or key) that is not storable text. A loop over its own stack, not recursion: this
 * walk is what meets the deep value first.
 */
export function findJsonBodyProblem(value: unknown): JsonBodyProblem | null {
  // `levels`: the arrays and objects around this value; `key`: its name in an object, checked too.
  const stack: { value: unknown; path: string; levels: number; key?: string }[] = [{ value, path: '', levels: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: item, path, levels, key } = next;
    if (key !== undefined && !isStorableText(key)) return { kind: 'unstorable-text', path };
    if (typeof item === 'string') {
      if (!isStorableText(item)) return { kind: 'unstorable-text', path: path || 'body' };
    } else if (item && typeof item === 'object') {
      if (levels >= MAX_JSON_DEPTH) return { kind: 'too-deep', path: path || 'body' };
      const isArray = Array.isArray(item);
      const entries = isArray ? item.map((child: unknown, index) => [String(index), child] as const) : Object.entries(item);
      // Last to first onto the stack, so the first problem in the body is the one named.
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [name, child] = entries[index]!;
        stack.push({ value: child, path: path ? `${path}.${name}` : name, levels: levels + 1, ...(isArray ? {} : { key: name }) });
      }
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
const DEPTH_MESSAGE = `nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels`;

/** 400 in the API's error model, naming the field. */
export function unstorableTextError(c: Context, field: string): Response {
  return apiError(c, 400, 'INVALID_CHARACTER', `${field} ${FIELD_MESSAGE}.`, { [field]: FIELD_MESSAGE });
}

/** 400 in the API's error model for a JSON body's problem, naming where it is. */
export function jsonBodyProblemError(c: Context, problem: JsonBodyProblem): Response {
  if (problem.kind === 'unstorable-text') return unstorableTextError(c, problem.path);
  return apiError(c, 400, 'JSON_TOO_DEEP', `${problem.path} ${DEPTH_MESSAGE}.`, { [problem.path]: DEPTH_MESSAGE });
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
    // Without an escape nothing decodes into another character: the address as sent is what every part
    // of it holds. Checked whole, it spares most requests a URL parse and a decode per segment (a sixth of
    // a statistics ping's time in the app: docs/decisions/113).
    if (!c.req.url.includes('%') && isStorableText(c.req.url)) return next();
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
