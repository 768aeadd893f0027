import { useCallback, useEffect, useRef } from 'react';
import { OWN_VISIT_FRAGMENT } from '../../config/portal-links.ts';
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
    // Not for a visit from the portal's own link (the fragment is then taken off the address, so a copied
    // link counts), and a prerendered page only once the visitor opens it (docs/decisions/113).
    if (window.location.hash === `#${OWN_VISIT_FRAGMENT}`) {
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
      return;
    }
    const id = latest.current.id;
    if ((document as Document & { prerendering?: boolean }).prerendering) {
      document.addEventListener('prerenderingchange', () => postStatistic(id, 'view'), { once: true });
    } else {
      postStatistic(id, 'view');
    }
  }, [activity.id]);
  return useCallback((kind: Kind) => {
    if (done.current.has(kind)) return;
    done.current.add(kind);
    pushActivityEvent(EVENT_OF[kind], latest.current);
    // Offers are counted by the quote request itself on the server.
    if (kind !== 'offer') postStatistic(latest.current.id, kind);
  }, []);
}
