import { PAGE_PARAM, requestedPage } from '../../components/ui/page-param.ts';
import { LOCATION_TYPES, type LocationType } from '../../config/location-types.ts';

/**
 * The activity overview's filter state and its place in the URL query string (decisions.md 9).
 * Isomorphic: the loader reads it, the filter controls and chips write it, so a URL is always the
 * whole truth (shareable, back button works, works without JavaScript).
 */

export const GEOGRAPHIC_AREAS = ['ORIGIN_COUNTRY', 'EUROPE', 'OUTSIDE_EUROPE'] as const;
export type GeographicArea = (typeof GEOGRAPHIC_AREAS)[number];

/** `CITY-12`, `PROVINCE-3`, `REGION-1`: a location in the URL. */
const LOCATION_PARAM = new RegExp(`^(${LOCATION_TYPES.join('|')})-(\\d{1,10})$`);

export interface LocationRef {
  type: LocationType;
  id: number;
}

/** screens.md 5 / 9: persons 0-500 on desktop (500 shown as 500+), 0-300 on mobile; ages 1-12. */
export const PERSONS_MAX_DESKTOP = 500;
export const PERSONS_MAX_MOBILE = 300;
export const AGE_CHOICES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export const OVERVIEW_PAGE_SIZE = 15;
/** Filter groups with this name are never offered (core.md 4, 9). */
export const IGNORED_FILTER_GROUP = 'Speciale wensen';

export interface OverviewState {
  filterIds: number[];
  location: LocationRef | null;
  q: string;
  /** Group size; null when not set (0 on the slider). */
  persons: number | null;
  area: GeographicArea | null;
  /** A child's age 1-12; null means all ages. */
  age: number | null;
  page: number;
  /**
   * The visit's random order. It travels in the URL of every page and filter link, so paging stays
   * stable, also when a shared cache serves the HTML (the cache key includes it). Not a filter.
   */
  seed: number | null;
}

export const EMPTY_OVERVIEW: OverviewState = { filterIds: [], location: null, q: '', persons: null, area: null, age: null, page: 1, seed: null };

/** Query-string names. */
export const PARAM = { filter: 'filter', location: 'location', q: 'q', persons: 'persons', area: 'area', age: 'age', page: PAGE_PARAM, seed: 'seed' } as const;

function positiveInt(value: string | null, max = 2_147_483_647): number | null {
  if (value === null || !/^\d{1,10}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n >= 1 && n <= max ? n : null;
}

/** `CITY-12` -> { type: 'CITY', id: 12 }. */
export function parseLocationParam(value: string | null | undefined): LocationRef | null {
  const match = LOCATION_PARAM.exec(value ?? '');
  if (!match) return null;
  const id = positiveInt(match[2]!);
  return id ? { type: match[1] as LocationType, id } : null;
}

export function locationParam(location: LocationRef): string {
  return `${location.type}-${location.id}`;
}

/** Reads the state from a query string; anything invalid is ignored rather than failing the page. */
export function parseOverviewParams(params: URLSearchParams): OverviewState {
  const filterIds = [
    ...new Set(
      params
        .getAll(PARAM.filter)
        .map((v) => positiveInt(v))
        .filter((v): v is number => v !== null),
    ),
  ].slice(0, 100);
  const area = params.get(PARAM.area);
  const age = positiveInt(params.get(PARAM.age), 12);
  return {
    filterIds,
    location: parseLocationParam(params.get(PARAM.location)),
    q: (params.get(PARAM.q) ?? '').replace(/\s+/g, ' ').trim().slice(0, 200),
    persons: positiveInt(params.get(PARAM.persons), 100_000),
    area: (GEOGRAPHIC_AREAS as readonly string[]).includes(area ?? '') ? (area as GeographicArea) : null,
    age,
    page: requestedPage(params),
    seed: parseSeed(params.get(PARAM.seed)),
  };
}

/** The query string of a state (without '?'); defaults are left out so URLs stay short. */
export function overviewSearch(state: OverviewState): string {
  const params = new URLSearchParams();
  for (const id of state.filterIds) params.append(PARAM.filter, String(id));
  if (state.location) params.set(PARAM.location, locationParam(state.location));
  if (state.q) params.set(PARAM.q, state.q);
  if (state.persons) params.set(PARAM.persons, String(state.persons));
  if (state.area) params.set(PARAM.area, state.area);
  if (state.age) params.set(PARAM.age, String(state.age));
  if (state.page > 1) params.set(PARAM.page, String(state.page));
  if (state.seed !== null) params.set(PARAM.seed, String(state.seed));
  return params.toString();
}

/** `/uitjes?...` for a state. */
export function overviewHref(state: OverviewState): string {
  const search = overviewSearch(state);
  return search ? `/uitjes?${search}` : '/uitjes';
}

/** A filter change: every change goes back to page 1 (screens.md 4). */
export function changeFilters(state: OverviewState, patch: Partial<Omit<OverviewState, 'page'>>): OverviewState {
  return { ...state, ...patch, page: 1 };
}

/** Adds the filter when absent, removes it when present (core.md 4). */
export function toggleFilter(state: OverviewState, filterId: number): OverviewState {
  const has = state.filterIds.includes(filterId);
  return changeFilters(state, { filterIds: has ? state.filterIds.filter((id) => id !== filterId) : [...state.filterIds, filterId] });
}

/** Number of selected items: each generic filter counts, and each other set control counts once. */
export function selectedCount(state: OverviewState): number {
  return state.filterIds.length + [state.location, state.q || null, state.persons, state.area, state.age].filter((v) => v !== null).length;
}

export function hasActiveFilters(state: OverviewState): boolean {
  return selectedCount(state) > 0;
}

/** 'Clear all' (core.md 4): every filter back to its default (the visit keeps its order). */
export function clearFilters(state?: OverviewState): OverviewState {
  return { ...EMPTY_OVERVIEW, seed: state?.seed ?? null };
}

/** A visit seed from a cookie value, or null when absent or invalid. */
export function parseSeed(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n <= 2_147_483_647 ? n : null;
}
