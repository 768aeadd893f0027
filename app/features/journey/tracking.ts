import type { LocationType } from '../../config/location-types.ts';
/**
 * Tracking of screens.md 4 and decisions.md 14: events pushed to `window.dataLayer`. The tag-manager
 * slice (an event waiting for the next activity to load) lives in sessionStorage, so it survives both
 * client navigation and a full page load.
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

export const ACTIVITY_EVENTS = {
  general: 'activity_view_general',
  phone: 'activity_view_phone',
  website: 'activity_view_website',
  offer: 'activity_view_offer',
} as const;

/** The event the overview leaves for the activity a visitor opens from it. */
export const OVERVIEW_SLICE_EVENT = 'activity_view_from_search';

const SLICE_KEY = 'uitjes.tagManagerEvent';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function pushDataLayer(entry: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
}

export function trackedActivity(activity: TrackedActivity): TrackedActivity {
  return {
    id: activity.id,
    title: activity.title,
    companyName: activity.companyName,
    organisation: activity.organisation ? { id: activity.organisation.id, name: activity.organisation.name } : null,
  };
}

export function pushActivityEvent(event: string, activity: TrackedActivity): void {
  pushDataLayer({ event, activity: trackedActivity(activity) });
}

export function setTagManagerSlice(slice: TagManagerSlice): void {
  try {
    sessionStorage.setItem(SLICE_KEY, JSON.stringify(slice));
  } catch {
    // Storage can be unavailable (private mode); tracking is best effort.
  }
}

/** Pushes the waiting slice event with the loaded activity, then clears the slice (screens.md 4). */
export function flushTagManagerSlice(activity: TrackedActivity): void {
  let slice: TagManagerSlice | null;
  try {
    const raw = sessionStorage.getItem(SLICE_KEY);
    sessionStorage.removeItem(SLICE_KEY);
    slice = raw ? (JSON.parse(raw) as TagManagerSlice) : null;
  } catch {
    slice = null;
  }
  if (slice?.event) pushDataLayer({ event: slice.event, activity: trackedActivity(activity), filters: slice.filters });
}
