import { useCallback, useEffect, useRef } from 'react';
import { ACTIVITY_EVENTS, flushTagManagerSlice, pushActivityEvent } from './activity-events.ts';
import type { TrackedActivity } from './tracking.ts';

type Kind = 'phone' | 'web' | 'offer';

const EVENT_OF: Record<Kind, string> = { phone: ACTIVITY_EVENTS.phone, web: ACTIVITY_EVENTS.website, offer: ACTIVITY_EVENTS.offer };

/** POST /api/public/activities/{id}/statistics/{kind}: best effort, never in the visitor's way. */
function postStatistic(activityId: number, kind: 'view' | 'phone' | 'web') {
  void fetch(`/api/public/activities/${activityId}/statistics/${kind}`, { method: 'POST', keepalive: true }).catch(() => undefined);
}

/**
 * Tracking of one activity (screens.md 4): activity_view_general once when it loads (plus a waiting
 * tag-manager slice event), and phone / website / offer only the first time each happens.
 */
export function useActivityTracking(activity: TrackedActivity) {
  const done = useRef(new Set<Kind>());
  const latest = useRef(activity);
  useEffect(() => {
    latest.current = activity;
  });
  useEffect(() => {
    done.current = new Set();
    pushActivityEvent(ACTIVITY_EVENTS.general, latest.current);
    flushTagManagerSlice(latest.current);
    // Counted from the browser, not the loader: a page served from the page cache runs no loader.
    postStatistic(latest.current.id, 'view');
  }, [activity.id]);
  return useCallback((kind: Kind) => {
    if (done.current.has(kind)) return;
    done.current.add(kind);
    pushActivityEvent(EVENT_OF[kind], latest.current);
    // Offers are counted by the quote request itself on the server.
    if (kind !== 'offer') postStatistic(latest.current.id, kind);
  }, []);
}
