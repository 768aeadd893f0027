import type { z } from 'zod';
import type { PortalFormReply } from '../../portal/ui/portal-form-reply.ts';

/** The editor's form (its replies and notices on the page). */
export const EVENT_FORM = 'event';
/** The file field: posted with the form (multipart), with or without JavaScript; the action stores it. */
export const EVENT_IMAGE_FIELD = 'image';

/** Fields of a portal form that are no part of the payload. */
const NOT_PAYLOAD = new Set(['csrf', 'intent', EVENT_IMAGE_FIELD]);

/**
 * The browser's check of the event editor before the post, with the server's schema: the fields as the
 * server reads them (empty fields count as missing, readPortalForm in app/portal/portal-form.server.ts),
 * and the reply the page shows when the schema refuses them (the same keys the server would answer).
 */
export function eventFormRefusal(form: string, formData: FormData, schema: z.ZodType): PortalFormReply | null {
  const raw: Record<string, unknown> = {};
  const values: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value !== 'string' || NOT_PAYLOAD.has(key) || key.startsWith('_')) continue;
    values[key] = value;
    if (value.trim() !== '') raw[key] = value;
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return null;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    (errors[field] ??= []).push(issue.message.startsWith('portal.') ? issue.message : 'portal.errors.required');
  }
  return { form, errors, formError: null, values };
}

/** A moment as the portal's lists show it: in the portal's language and the agenda's time zone. */
export function formatEventMoment(date: Date, locale: 'nl' | 'de'): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'nl-NL', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Amsterdam' }).format(date);
}
