import type { z } from 'zod';
import type { FormReply } from '../../components/forms/form-reply.ts';
import { parsePortalForm } from '../../components/forms/parse-form.ts';
import { dateTimeFormat } from '../../portal/ui/date-format.ts';

/** The editor's form (its replies and notices on the page). */
export const EVENT_FORM = 'event';
/** The file field: posted with the form (multipart), with or without JavaScript; the action stores it. */
export const EVENT_IMAGE_FIELD = 'image';

/**
 * The browser's check of the event editor before the post: the server's parse with the server's schema
 * (components/forms/parse-form.ts), and the reply the page shows when the schema refuses the fields (the
 * same keys the server would answer).
 */
export function eventFormRefusal(form: string, formData: FormData, schema: z.ZodType): FormReply | null {
  const parsed = parsePortalForm(formData, form, schema);
  return parsed.ok ? null : parsed.reply;
}

/** A moment as the portal's lists show it: in the portal's language and the agenda's time zone. */
export function formatEventMoment(date: Date, locale: 'nl' | 'de'): string {
  return dateTimeFormat(locale === 'de' ? 'de-DE' : 'nl-NL', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Amsterdam' }).format(date);
}
