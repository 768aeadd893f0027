import { useCallback } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { type OverviewState, overviewHref, parseOverviewParams } from './overview-query.schemas.ts';

/**
 * The overview state as the visitor sees it: the URL's, or the one being navigated to (so a ticked box
 * stays ticked while the results load), and `apply` to go to a new state without a full reload.
 */
export function useOverviewState(loaded: OverviewState) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const pending = navigation.location?.pathname === location.pathname ? parseOverviewParams(new URLSearchParams(navigation.location.search)) : null;
  const state = pending ?? loaded;
  const apply = useCallback(
    (next: OverviewState) => {
      void navigate(overviewHref(next), { preventScrollReset: true });
    },
    [navigate],
  );
  return { state, apply, loading: navigation.state === 'loading' && pending !== null };
}
