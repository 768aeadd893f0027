import { z } from 'zod';
import { MAX_DATABASE_ID } from '../../config/database-id.ts';

// The provider's statistics screen (decision 104): which activity, which period. One schema for the screen's
// GET form and its CSV link; messages are catalogue keys (portal.statistics.errors.*).

export const STATISTICS_PERIODS = [30, 90, 365] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

/** What the detail page counts per day (service_mail_statistics), in the order the screen shows them. */
export const STATISTICS_MEASURES = ['views', 'phoneClicks', 'webClicks', 'quoteRequests'] as const;
export type StatisticsMeasure = (typeof STATISTICS_MEASURES)[number];

/** The longest activity search; the list itself is bounded by STATISTICS_ACTIVITY_LIMIT. */
const SEARCH_MAX = 100;

/**
 * The query as the form sends it: `?periode=90&activiteit=12&zoek=kano`. No activity (or '') is all the
 * actor's activities together.
 */
export const StatisticsQuerySchema = z.object({
  periode: z
    .enum(['30', '90', '365'])
    .default('30')
    .transform((value) => Number(value) as StatisticsPeriod),
  activiteit: z
    .union([z.literal(''), z.coerce.number().int().positive().max(MAX_DATABASE_ID)])
    .optional()
    .transform((value) => (typeof value === 'number' ? value : null)),
  zoek: z.string().trim().max(SEARCH_MAX).default(''),
});

type QueryField = keyof z.input<typeof StatisticsQuerySchema>;
const FIELD_ERRORS: Record<QueryField, string> = {
  periode: 'portal.statistics.errors.period',
  activiteit: 'portal.statistics.errors.activity',
  zoek: 'portal.statistics.errors.search',
};

export interface StatisticsQuery {
  period: StatisticsPeriod;
  /** One activity, or null for all the actor's activities together. */
  activityId: number | null;
  /** Narrows the list of activities to choose from. */
  search: string;
}

export type StatisticsQueryResult = { ok: true; query: StatisticsQuery } | { ok: false; errors: Partial<Record<QueryField, string>> };

/** Reads the screen's query string; a bad value is named by its field (the screen answers 400). */
export function readStatisticsQuery(params: URLSearchParams): StatisticsQueryResult {
  const fields = Object.keys(FIELD_ERRORS) as QueryField[];
  const raw = Object.fromEntries(fields.flatMap((field) => (params.has(field) ? [[field, params.get(field)]] : [])));
  const parsed = StatisticsQuerySchema.safeParse(raw);
  if (!parsed.success) {
    const errors: Partial<Record<QueryField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as QueryField;
      errors[field] = FIELD_ERRORS[field];
    }
    return { ok: false, errors };
  }
  return { ok: true, query: { period: parsed.data.periode, activityId: parsed.data.activiteit, search: parsed.data.zoek } };
}

/** The query string of a query (the CSV link, the form's defaults). */
export function statisticsSearch(query: Pick<StatisticsQuery, 'period' | 'activityId'>): string {
  const params = new URLSearchParams({ periode: String(query.period) });
  if (query.activityId !== null) params.set('activiteit', String(query.activityId));
  return `?${params.toString()}`;
}
