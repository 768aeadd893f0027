import { useEffect, useState } from 'react';
import { lazyComponent } from '../../../components/lazy/lazy-component.tsx';
import type { PublicPopup } from '../banners.schemas.ts';

/** The dialog's code (react-aria's overlay) loads only for a visitor who gets to see a pop-up. */
const PopupDialog = lazyComponent(() => import('./popup-dialog.tsx').then((m) => m.PopupDialog));

/** Where the browser keeps the ids of the pop-ups it has shown (per site: storage is per origin). */
const SEEN_KEY = 'uitjes:popups-seen';
const SEEN_KEPT = 20;

/** Crawlers and measuring tools that run scripts: no pop-up over what they look at. */
const ROBOT = /bot|crawl|spider|slurp|mediapartners|lighthouse|pagespeed/i;

/**
 * The brand's pop-up over its pages (decision 110): asked for once the page has loaded and the browser
 * is idle, shown once per visitor, as an overlay (nothing in the page moves). The page's HTML never holds
 * it: the pages are cached whole, the same bytes for every visitor. Visitors without JavaScript and
 * crawlers see none, nor a browser that cannot remember it has shown one (it would show on every page).
 */
export function SitePopup() {
  const [popup, setPopup] = useState<PublicPopup | null>(null);
  useEffect(() => {
    if (ROBOT.test(navigator.userAgent) || seenPopups() === null) return;
    const aborted = new AbortController();
    const ask = () => {
      fetch('/api/public/popup', { signal: aborted.signal, credentials: 'omit', headers: { Accept: 'application/json' } })
        .then((response) => (response.ok ? (response.json() as Promise<{ popup?: PublicPopup | null }>) : null))
        .then((answer) => {
          const shown = answer?.popup;
          if (!shown || typeof shown.id !== 'number' || seenPopups()?.includes(shown.id)) return;
          // Remembered when shown: once per visitor, whether it is closed, followed or left open.
          if (rememberSeen(shown.id)) setPopup(shown);
        })
        // Offline, or the server away: the page is complete without it.
        .catch(() => undefined);
    };
    // After the page's own work (hydration, its images): the pop-up is never what a visitor came for.
    const idle = window.requestIdleCallback ? window.requestIdleCallback(ask, { timeout: 3000 }) : window.setTimeout(ask, 1000);
    return () => {
      aborted.abort();
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return popup ? <PopupDialog popup={popup} onClose={() => setPopup(null)} /> : null;
}

/** The ids of the pop-ups shown here before, or null when the browser keeps nothing (storage blocked). */
function seenPopups(): number[] | null {
  try {
    const kept: unknown = JSON.parse(window.localStorage.getItem(SEEN_KEY) ?? '[]');
    return Array.isArray(kept) ? kept.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return null;
  }
}

/** Remembers a shown pop-up (the last few); false when the browser cannot keep it. */
function rememberSeen(id: number): boolean {
  try {
    const seen = (seenPopups() ?? []).filter((other) => other !== id);
    window.localStorage.setItem(SEEN_KEY, JSON.stringify([...seen, id].slice(-SEEN_KEPT)));
    return true;
  } catch {
    return false;
  }
}
