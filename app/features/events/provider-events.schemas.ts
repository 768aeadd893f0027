import { z } from 'zod';
import { MAX_DATABASE_ID } from '../../config/database-id.ts';

// A provider's event on the kids agenda (decision 104): one schema for the portal's editor, in the browser
// (before the post) and in the action. Messages are catalogue keys (portal.events.errors.*).

/** Limits of the editor in one place: the schema, the form's maxLength and the tests read them. */
export const EVENT_EDITOR_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  websiteMax: 500,
  descriptionMax: 20_000,
  reviewCommentMin: 3,
  reviewCommentMax: 2_000,
} as const;

const L = EVENT_EDITOR_LIMITS;

/** A moment as `<input type="datetime-local">` sends it ('2026-07-01T14:00'), a wall-clock time in Europe/Amsterdam. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const localDateTime = (message: string) =>
  z
    .string(message)
    .trim()
    .regex(LOCAL_DATE_TIME, message)
    .refine((value) => !Number.isNaN(Date.parse(`${value}Z`)), message)
    .transform((value) => value.slice(0, 16));

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional()).transform((value) => value ?? null);

const id = (message: string) => z.coerce.number(message).int(message).positive(message).max(MAX_DATABASE_ID, message);

/** http(s) only: a javascript: or data: address never reaches a public page. */
export const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

export const EventContentSchema = z
  .object({
    title: z.string('portal.events.errors.title').trim().min(L.titleMin, 'portal.events.errors.title').max(L.titleMax, 'portal.events.errors.title'),
    startDate: localDateTime('portal.events.errors.startDate'),
    endDate: optional(localDateTime('portal.events.errors.endDate')),
    cityId: id('portal.events.errors.city'),
    website: optional(z.string().trim().max(L.websiteMax, 'portal.events.errors.website').regex(HTTP_URL, 'portal.events.errors.website')),
    /** HTML from the rich-text editor; the server sanitises it (app/rendering/rich-text.ts) before storing. */
    description: optional(z.string().max(L.descriptionMax, 'portal.events.errors.description')),
  })
  // Both are wall-clock times of one zone in one format: as strings they compare like the moments. Checked
  // also when other fields are wrong (the form names every problem at once), once both dates are valid.
  .refine((event) => !event.endDate || !event.startDate || event.endDate >= event.startDate, {
    message: 'portal.events.errors.endBeforeStart',
    path: ['endDate'],
    when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === 'startDate' || issue.path?.[0] === 'endDate'),
  });
export type EventContent = z.output<typeof EventContentSchema>;
export type EventContentInput = z.input<typeof EventContentSchema>;

const version = id('portal.events.errors.version');

/** The editor's form: the content, the version it started from, and whether to drop the image. */
export const EventFormSchema = EventContentSchema.and(
  z.object({ version, removeImage: z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean()) }),
);

/** A new event: its organisation (one the actor may act for) and the content. */
export const NewEventFormSchema = EventContentSchema.and(z.object({ organisationId: id('portal.events.errors.organisation') }));

/** A button of one event (submit, switch off/on) names the version the page showed. */
export const EventVersionSchema = z.object({ version });

/** An operator's decision on a submitted event; a rejection says why (the provider reads it). */
export const ReviewDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), eventId: id('portal.events.errors.unknownEvent'), version }),
  z.object({
    decision: z.literal('reject'),
    eventId: id('portal.events.errors.unknownEvent'),
    version,
    comment: z
      .string('portal.events.errors.comment')
      .trim()
      .min(L.reviewCommentMin, 'portal.events.errors.comment')
      .max(L.reviewCommentMax, 'portal.events.errors.comment'),
  }),
]);
export type ReviewDecision = z.output<typeof ReviewDecisionSchema>;
