import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches. On the server and during hydration it answers `serverValue`, so the
 * first client render matches the HTML; it updates right after hydration and on every change.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/** screens.md 9: the filter sidebar and the slider switch at 960 px (mobile/tablet below). */
export const DESKTOP_QUERY = '(min-width: 960px)';
