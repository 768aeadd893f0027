import { type Submission, parseWithZod } from '@conform-to/zod/v4';
import { configureCoercion } from '@conform-to/zod/v4/future';
import { z } from 'zod';
import type { FormReply } from './form-reply.ts';

/**
 * The one parse of a posted form (docs/decisions/111), on the server for every action and in the
 * browser where an editor checks a submit before sending it: Conform's `parseWithZod` over the form
 * data, with its coercion (a number field's text becomes a number, a checkbox's `on` true, a list field
 * sent once a list of one) and its empty-field rule, which we set to the portal's older one: a field
 * holding only spaces counts as not filled in (Conform's default keeps "  " as a value).
 */
const { coerceFormValue } = configureCoercion({ stripEmptyString: (value) => (value.trim() === '' ? undefined : value) });

/** The fields whose values never travel back to the page. */
const SECRET_FIELD = /password|code|token|csrf/i;

/** Echoes the typed values (not the secrets), so the page can show them again. */
export function typedValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === 'string' && !SECRET_FIELD.test(key)) values[key] = value;
  return values;
}

/** A field's text when it is filled in (not only spaces), for a value read beside the schema (an id, a version). */
export function filledIn(formData: FormData, name: string): string | undefined {
  const value = formData.get(name);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A field's top-level name: the errors of `media[2].url` belong to the field `media`. */
const topLevel = (name: string) => name.split(/[.[]/, 1)[0] ?? '';

/**
 * The fields of a form with the empty ones left out, for a `prepare` written against that shape (it
 * renames, joins or converts fields before the schema reads them).
 */
function withoutEmpty(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    // As the form's fields were read before: a list of the filled-in values, one of them on its own.
    const kept = Array.isArray(value) ? value.filter((item) => !(typeof item === 'string' && item.trim() === '')) : value;
    if ((typeof kept === 'string' && kept.trim() === '') || (Array.isArray(kept) && kept.length === 0)) continue;
    out[key] = Array.isArray(kept) && kept.length === 1 ? kept[0] : kept;
  }
  return out;
}

export type FormParse<T> =
  { ok: true; value: T; submission: Submission<unknown, string[], T> } | { ok: false; reply: FormReply; submission: Submission<unknown, string[], T> };

export interface ParseOptions {
  /** Turns the raw fields (empty ones left out) into the payload's shape before the schema reads them. */
  prepare?: (raw: Record<string, unknown>) => Record<string, unknown>;
  /**
   * The catalogue key a message becomes (the portal's rule: Zod's own messages, for a missing field,
   * become `portal.errors.required`); the messages as the schema wrote them when absent.
   */
  message?: (message: string) => string;
}

/**
 * Parses `formData` with `schema`: the payload, or the reply a refused form shows (field errors as
 * catalogue keys under their top-level field, the values typed without secrets).
 */
export function parseForm<Schema extends z.ZodType>(formData: FormData, form: string, schema: Schema, options: ParseOptions = {}): FormParse<z.output<Schema>> {
  const { prepare, message = (text) => text } = options;
  // A prepare shapes the payload itself (lists, JSON items, decimals) as it was written to: its output
  // goes to the schema as it is, without Conform's coercion (which would turn an item's empty text
  // inside a JSON field into a missing one and change its message).
  const read: z.ZodType = prepare ? z.preprocess((raw) => prepare(withoutEmpty(raw) as Record<string, unknown>), schema) : coerceFormValue(schema);
  const submission = parseWithZod(formData, { schema: read, disableAutoCoercion: true }) as Submission<unknown, string[], z.output<Schema>>;
  if (submission.status === 'success') return { ok: true, value: submission.value, submission };
  const errors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(submission.error ?? {})) {
    if (messages) (errors[topLevel(name)] ??= []).push(...messages.map(message));
  }
  return { ok: false, reply: { form, errors, formError: null, values: typedValues(formData) }, submission };
}

/** A portal schema's messages are catalogue keys `portal.*`; Zod's own (a missing field) say "required". */
const portalMessage = (message: string) => (message.startsWith('portal.') ? message : 'portal.errors.required');

/** The parse of a portal form (the action's, or an editor's check before it sends). */
export function parsePortalForm<Schema extends z.ZodType>(formData: FormData, form: string, schema: Schema, prepare?: ParseOptions['prepare']) {
  return parseForm(formData, form, schema, { prepare, message: portalMessage });
}
