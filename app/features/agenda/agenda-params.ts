import { PAGE_PARAM, requestedPage } from '../../components/ui/page-param.ts';
import { parseCalendarDay } from '../../public-api/dates.ts';

/**
 * The agenda's filters live in the URL query string (shareable, back button, works without
 * JavaScript): q (title search), plaats (city name), van / tot (YYYY-MM-DD) and page (components/ui/page-param.ts).
 */
export interface AgendaFilters {
  q: string;
  city: string;
  from: string;
  to: string;
  page: number;
}

export const AGENDA_PAGE_SIZE = 15;

const isDay = (value: string): boolean => parseCalendarDay(value) !== null;

/** The first non-empty value of a parameter (a form without JavaScript may post a name twice). */
function first(params: URLSearchParams, name: string): string {
  return (
    params
      .getAll(name)
      .map((v) => v.trim())
      .find((v) => v !== '') ?? ''
  );
}

/** Reads the filters from a query string; anything malformed counts as not set. */
export function parseAgendaFilters(params: URLSearchParams): AgendaFilters {
  const q = first(params, 'q').replace(/\s+/g, ' ').slice(0, 200);
  const city = first(params, 'plaats').slice(0, 200);
  const from = isDay(first(params, 'van')) ? first(params, 'van') : '';
  // An end date needs a start date and must not lie before it.
  const toRaw = isDay(first(params, 'tot')) ? first(params, 'tot') : '';
  const to = from && toRaw && toRaw >= from ? toRaw : '';
  return { q, city, from, to, page: requestedPage(params) };
}

/** The query string of a filter set (empty values and page 1 left out). */
export function agendaSearch(filters: Partial<AgendaFilters>): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.city) params.set('plaats', filters.city);
  if (filters.from) params.set('van', filters.from);
  if (filters.from && filters.to) params.set('tot', filters.to);
  if (filters.page && filters.page > 1) params.set(PAGE_PARAM, String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** 'Wissen' shows only while a search, location or date filter is active. */
export function hasActiveFilter(filters: Pick<AgendaFilters, 'q' | 'city' | 'from' | 'to'>): boolean {
  return Boolean(filters.q || filters.city || filters.from || filters.to);
}
