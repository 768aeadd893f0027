import type { LocationType } from '../../config/location-types.ts';
/**
 * Tracking of screens.md 4 and decisions.md 14: events pushed to `window.dataLayer`. The tag-manager
 * slice (an event waiting for the next activity to load) lives in sessionStorage, so it survives both
 * client navigation and a full page load. The overview only leaves the slice (this module, in the code
 * every page loads); the detail page's events are in ./activity-events.ts, loaded with the detail.
 */

export interface TrackedActivity {
  id: number;
  title: string;
  companyName: string | null;
  organisation: { id: number; name: string } | null;
}

export interface TrackedFilters {
  searchQuery: string | null;
  minimumPersons: number | null;
  minimumAge: number | null;
  genericFilters: Array<{ name: string; filterGroup: { id: number; name: string } }>;
  locationFilter: { type: LocationType; name: string } | null;
}

export interface TagManagerSlice {
  event: string;
  filters: TrackedFilters;
}

/** The event the overview leaves for the activity a visitor opens from it. */
export const OVERVIEW_SLICE_EVENT = 'activity_view_from_search';

/** Where the waiting slice event is kept (sessionStorage). */
export const SLICE_KEY = 'uitjes.tagManagerEvent';

export function setTagManagerSlice(slice: TagManagerSlice): void {
  try {
    sessionStorage.setItem(SLICE_KEY, JSON.stringify(slice));
  } catch {
    // Storage can be unavailable (private mode); tracking is best effort.
  }
}
