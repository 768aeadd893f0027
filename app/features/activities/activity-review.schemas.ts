import { z } from 'zod';

// The operators' review queue (decision 104): its filters and order live in the address (`?platform=2&soort=edit
// &organisatie=14&zoek=kano&sorteer=submitted&richting=desc&pagina=2`), read by one schema, so the queue is a
// GET form that works without JavaScript and a filtered, ordered page can be linked and paged.

/** What the queue can be ordered by: when it was sent (the longest waiting first by default), title, organisation. */
export const REVIEW_SORTS = ['submitted', 'title', 'organisation'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_KINDS = ['new', 'edit'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** The parameters' names in the address (Dutch, like the portal's paths and the other lists). */
export const REVIEW_QUEUE_PARAMS = {
  search: 'zoek',
  platformId: 'platform',
  kind: 'soort',
  organisationId: 'organisatie',
  sort: 'sorteer',
  direction: 'richting',
  page: 'pagina',
} as const;

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/**
 * The filters refuse what no choice of the form sends (400 naming the field, as the leads list does); an
 * unknown order or page falls back to the default, as the back office's lists do.
 */
export const ReviewQueueQuerySchema = z.object({
  search: z.string().trim().max(100, 'portal.review.errors.search').default(''),
  platformId: id('portal.review.errors.platform').nullable().default(null),
  kind: z.enum(['new', 'edit'], { error: 'portal.review.errors.kind' }).nullable().default(null),
  organisationId: id('portal.review.errors.organisation').nullable().default(null),
  sort: z.enum(REVIEW_SORTS).catch('submitted'),
  direction: z.enum(['asc', 'desc']).catch('asc'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type ReviewQueueQuery = z.output<typeof ReviewQueueQuerySchema>;

export const DEFAULT_REVIEW_QUERY: ReviewQueueQuery = ReviewQueueQuerySchema.parse({});

/** The query of a URL as the schema reads it (an empty field counts as left out). */
export function reviewQueueInput(params: URLSearchParams): Record<string, string> {
  const input: Record<string, string> = {};
  for (const [field, param] of Object.entries(REVIEW_QUEUE_PARAMS)) {
    const value = params.get(param)?.trim();
    if (value) input[field] = value;
  }
  return input;
}

/** The address query of a queue view (defaults left out), e.g. for its pager. */
export function reviewQueueHref(query: ReviewQueueQuery, changes: Partial<ReviewQueueQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  for (const [field, param] of Object.entries(REVIEW_QUEUE_PARAMS) as Array<[keyof ReviewQueueQuery, string]>) {
    const value = next[field];
    if (value === null || value === '' || value === DEFAULT_REVIEW_QUERY[field]) continue;
    params.set(param, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * A note of a request for changes (docs/decisions/118), as the review form sends it: a text field per row
 * of the comparison, `note.<field>`, and per photo of the proposed gallery, `note.media.<media id>`. The
 * field must be one of ACTIVITY_FIELDS (the service checks it, and the photo, again).
 */
export const FieldNoteSchema = z.object({
  field: z.string().min(1),
  mediaId: z.number().int().positive().max(2_147_483_647).nullable(),
  note: z.string().trim().min(1).max(4000, 'portal.errors.tooLong'),
});
export type FieldNoteInput = z.output<typeof FieldNoteSchema>;

export const NOTE_PREFIX = 'note.';

/**
 * The filled-in notes of a review form, or the name of the first field that is unreadable (too long, a
 * photo's id that is no number). Empty note fields are no notes.
 */
export function fieldNotesFromForm(form: FormData): { ok: true; notes: FieldNoteInput[] } | { ok: false; name: string; message: string } {
  const notes: FieldNoteInput[] = [];
  for (const [name, value] of form.entries()) {
    if (!name.startsWith(NOTE_PREFIX) || typeof value !== 'string' || value.trim() === '') continue;
    const [field = '', photo] = name.slice(NOTE_PREFIX.length).split('.', 2);
    const mediaId = photo === undefined ? null : /^\d{1,10}$/.test(photo) ? Number(photo) : Number.NaN;
    const parsed = FieldNoteSchema.safeParse({ field, mediaId, note: value });
    if (!parsed.success)
      return { ok: false, name, message: parsed.error.issues[0]?.message.startsWith('portal.') ? parsed.error.issues[0].message : 'portal.review.errors.note' };
    notes.push(parsed.data);
  }
  return { ok: true, notes };
}

/** The form's name of a note's field (the review page's text fields, and the 400 that names one). */
export const noteFieldName = (field: string, mediaId: number | null = null) => `${NOTE_PREFIX}${field}${mediaId === null ? '' : `.${mediaId}`}`;

export const ANSWER_PREFIX = 'answer.';

/**
 * The provider's answers to the notes of a request for changes, as the editor sends them beside its
 * content (`answer.<note id>`), or the name of the first unreadable one. An empty answer clears it.
 */
export function fieldAnswersFromForm(form: FormData): { ok: true; answers: Map<number, string> } | { ok: false; name: string; message: string } {
  const answers = new Map<number, string>();
  for (const [name, value] of form.entries()) {
    if (!name.startsWith(ANSWER_PREFIX)) continue;
    const id = name.slice(ANSWER_PREFIX.length);
    if (!/^\d{1,10}$/.test(id) || Number(id) > 2_147_483_647 || typeof value !== 'string') return { ok: false, name, message: 'portal.review.errors.note' };
    if (value.trim().length > 4000) return { ok: false, name, message: 'portal.errors.tooLong' };
    answers.set(Number(id), value);
  }
  return { ok: true, answers };
}
