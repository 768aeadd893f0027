import { SLICE_KEY, type TagManagerSlice, type TrackedActivity } from './tracking.ts';

/**
 * The events of an activity's page (screens.md 4, decisions.md 14), pushed to `window.dataLayer`, and the
 * slice event the overview left waiting for it (./tracking.ts). Apart from tracking.ts so that the code
 * every page loads does not carry them (decision 080's JavaScript budget).
 */

export const ACTIVITY_EVENTS = {
  general: 'activity_view_general',
  phone: 'activity_view_phone',
  website: 'activity_view_website',
  offer: 'activity_view_offer',
} as const;

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
