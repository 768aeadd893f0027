import { z } from 'zod';

// The provider's leads (decision 104): one schema per payload for the list's GET filters (page and CSV
// export alike) and the lead page's forms (a move in the pipeline, an answer, the note). Messages are
// catalogue keys (portal.leads.errors.*).

/** The pipeline (docs/decisions/115), in its order. */
export const LEAD_STATUSES = ['NEW', 'ANSWERED', 'QUOTED', 'WON', 'LOST'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Where a lead can be moved to by hand (never back to NEW: a first answer is a fact the response time counts). */
export const LEAD_TARGETS = ['ANSWERED', 'QUOTED', 'WON', 'LOST'] as const;
export type LeadTarget = (typeof LEAD_TARGETS)[number];

/** Why a lead was lost: a short list a provider picks from (the note says more), so the reasons can be counted. */
export const LOST_REASONS = ['PRICE', 'DATE', 'OTHER_PROVIDER', 'NO_REPLY', 'CANCELLED', 'OTHER'] as const;
export type LostReason = (typeof LOST_REASONS)[number];

/**
 * The moves a provider may make (docs/decisions/115): a new lead is answered (a mail from the portal,
 * or marked answered after a phone call) or quoted straight away; won and lost follow an answer, so a
 * lead never closes without one. Afterwards every other step is allowed, so a wrong click is undone
 * (won <-> lost, a closed lead reopened, quoted corrected back to answered). Nothing goes back to NEW.
 */
export function leadMoves(from: LeadStatus): readonly LeadTarget[] {
  if (from === 'NEW') return ['ANSWERED', 'QUOTED'];
  return LEAD_TARGETS.filter((target) => target !== from);
}

export function canMoveLead(from: LeadStatus, to: LeadTarget): boolean {
  return leadMoves(from).includes(to);
}

/** The most characters of an answer mail's text. */
export const LEAD_ANSWER_MAX = 5000;

/** Leads per page of the list (decision 104: provider lists are paged on the server). */
export const LEADS_PAGE_SIZE = 25;
export const LEAD_NOTE_MAX = 5000;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day as a date input sends it (`2026-02-30` is refused, not rolled over). */
const day = z
  .string()
  .trim()
  .refine((value) => ISO_DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'portal.leads.errors.date');

/**
 * A place in the list's order (newest first): a lead's arrival to the microsecond, in UTC, and its id,
 * as `2026-11-28T09:15:02.123456Z~4711`. The pager links to the page after or before the place instead
 * of a page number, so a page far down a provider's 200,000 leads is read as fast as the first
 * (docs/decisions/113). It carries its own time, so a lead removed since (a forgotten person) leaves the
 * pager working, and it names no other organisation's lead: it only narrows the actor's own.
 */
export interface LeadPlace {
  at: string;
  id: number;
}
const LEAD_PLACE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?Z~(\d{1,10})$/;
const leadPlace = z
  .string()
  .trim()
  .transform((value, context): LeadPlace => {
    const match = LEAD_PLACE.exec(value);
    const [year, month, dayOfMonth, hour, minute, second] = (match?.slice(1, 7) ?? []).map(Number);
    const calendar = match ? new Date(Date.UTC(year!, month! - 1, dayOfMonth!)).toISOString().startsWith(value.slice(0, 10)) : false;
    const id = Number(match?.[7]);
    if (!match || !calendar || hour! > 23 || minute! > 59 || second! > 59 || id > 2_147_483_647) {
      context.addIssue({ code: 'custom', message: 'portal.leads.errors.page' });
      return z.NEVER;
    }
    return { at: value.slice(0, value.indexOf('~')), id };
  });
export const leadPlaceText = (place: LeadPlace) => `${place.at}~${place.id}`;

/** What the list and the export are narrowed by; every field may be left out. */
export const LeadFilterSchema = z
  .object({
    activityId: z.coerce
      .number({ error: 'portal.leads.errors.activity' })
      .int('portal.leads.errors.activity')
      .positive('portal.leads.errors.activity')
      .optional(),
    from: day.optional(),
    to: day.optional(),
    status: z.enum(LEAD_STATUSES, { error: 'portal.leads.errors.status' }).optional(),
    page: z.coerce
      .number({ error: 'portal.leads.errors.page' })
      .int('portal.leads.errors.page')
      .min(1, 'portal.leads.errors.page')
      .max(10_000, 'portal.leads.errors.page')
      .default(1),
    /** The page of the leads older than this place in the list (the pager's "next"); see LeadPlace. */
    after: leadPlace.optional(),
    /** The page of the leads newer than this place (the pager's "previous"). */
    before: leadPlace.optional(),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, { message: 'portal.leads.errors.range', path: ['to'] })
  .refine((filter) => !(filter.after && filter.before), { message: 'portal.leads.errors.page', path: ['page'] });
export type LeadFilter = z.output<typeof LeadFilterSchema>;

/**
 * The filters' names in the address bar (Dutch like the portal's paths: `?activiteit=12&van=2026-01-01`),
 * shared by the list's GET form, its pager and the export link.
 */
export const LEAD_FILTER_PARAMS = {
  activityId: 'activiteit',
  from: 'van',
  to: 'tot',
  status: 'status',
  page: 'pagina',
  after: 'na',
  before: 'voor',
} as const satisfies Record<keyof LeadFilter, string>;

/** The filters of a URL's query, as LeadFilterSchema reads them (an empty field counts as left out). */
export function leadFilterInput(params: URLSearchParams): Record<string, string> {
  const input: Record<string, string> = {};
  for (const [field, param] of Object.entries(LEAD_FILTER_PARAMS)) {
    const value = params.get(param)?.trim();
    if (value) input[field] = value;
  }
  return input;
}

/** The query string of these filters (without the page unless asked for: its number, and the place it starts after or before). */
export function leadFilterQuery(filter: Partial<LeadFilter>, page?: number, place?: { after: LeadPlace } | { before: LeadPlace }): string {
  const params = new URLSearchParams();
  if (filter.activityId) params.set(LEAD_FILTER_PARAMS.activityId, String(filter.activityId));
  if (filter.from) params.set(LEAD_FILTER_PARAMS.from, filter.from);
  if (filter.to) params.set(LEAD_FILTER_PARAMS.to, filter.to);
  if (filter.status) params.set(LEAD_FILTER_PARAMS.status, filter.status);
  if (page && page > 1) params.set(LEAD_FILTER_PARAMS.page, String(page));
  if (page && page > 1 && place && 'after' in place) params.set(LEAD_FILTER_PARAMS.after, leadPlaceText(place.after));
  if (page && page > 1 && place && 'before' in place) params.set(LEAD_FILTER_PARAMS.before, leadPlaceText(place.before));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** A move in the pipeline; LOST names its reason. */
export const LeadMoveSchema = z
  .object({
    to: z.enum(LEAD_TARGETS, { error: 'portal.leads.errors.status' }),
    lostReason: z.enum(LOST_REASONS, { error: 'portal.leads.errors.lostReason' }).optional(),
  })
  .refine((move) => move.to !== 'LOST' || move.lostReason !== undefined, { message: 'portal.leads.errors.lostReason', path: ['lostReason'] })
  .transform((move) => ({ to: move.to, lostReason: move.to === 'LOST' ? (move.lostReason ?? null) : null }));
export type LeadMove = z.output<typeof LeadMoveSchema>;

/** An answer to the visitor, sent by mail from the portal. */
export const LeadAnswerSchema = z.object({
  leadAnswer: z
    .string({ error: 'portal.leads.errors.answerEmpty' })
    .trim()
    .min(1, 'portal.leads.errors.answerEmpty')
    .max(LEAD_ANSWER_MAX, 'portal.leads.errors.answerLength'),
});

/** The provider's own note on a lead (only they see it); an empty one clears it. */
export const LeadNoteSchema = z.object({
  leadNote: z
    .string()
    .trim()
    .max(LEAD_NOTE_MAX, 'portal.leads.errors.noteLength')
    .optional()
    .transform((note) => note || null),
});
