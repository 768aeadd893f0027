import type { z } from 'zod';
import { CSRF_FIELD } from './session-contract.ts';

/**
 * How a portal form's fields become a payload and a refusal becomes field errors, in one place for the
 * server (portal-form.server.ts reads every post with it) and the browser (an editor checks a submit
 * with the same schema before sending it).
 */

/** The fields of a form as raw values: empty ones left out, repeated ones as a list; the CSRF token and intent aside. */
export function formFields(formData: FormData): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const [key, value] of formData) {
    if (key === CSRF_FIELD || key === 'intent' || typeof value !== 'string' || value.trim() === '') continue;
    raw[key] = key in raw ? ([] as unknown[]).concat(raw[key], value) : value;
  }
  return raw;
}

/** A schema's issues as field errors (catalogue keys; Zod's own messages, for a missing field, as `portal.errors.required`). */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    const message = issue.message.startsWith('portal.') ? issue.message : 'portal.errors.required';
    (errors[field] ??= []).push(message);
  }
  return errors;
}
