import type { GeographicArea, OverviewState } from './overview-query.schemas.ts';

/**
 * The overview state as the activities call's filter JSON (screens.md 7). A module apart from
 * overview-query.schemas.ts: the overview's browser code never builds it (its loader runs on the server),
 * only home's hero search does, so it stays out of the shell chunk every page loads (decision 080).
 */

export interface ActivityFilterJson {
  orderBy: { field: 'random'; direction: 'DESC'; seed: number };
  filters: number[] | null;
  genericSearchQuery: string | null;
  personCount: number | null;
  city: number | null;
  region: number | null;
  province: number | null;
  geographicLocation: GeographicArea | null;
  minimumAge: number | null;
}

/** The filter JSON of the activities call (screens.md 7): random order with the visit's seed. */
export function toActivityFilterJson(state: OverviewState, seed: number): ActivityFilterJson {
  const location = state.location;
  return {
    orderBy: { field: 'random', direction: 'DESC', seed },
    filters: state.filterIds.length ? state.filterIds : null,
    genericSearchQuery: state.q || null,
    personCount: state.persons,
    city: location?.type === 'CITY' ? location.id : null,
    region: location?.type === 'REGION' ? location.id : null,
    province: location?.type === 'PROVINCE' ? location.id : null,
    geographicLocation: state.area,
    minimumAge: state.age,
  };
}
