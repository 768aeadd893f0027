import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False on the server and during hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * False in the first render (server, hydration and a client mount alike), true after a transition once
 * mounted. For a part that holds lazily loaded boundaries: useHydrated's synchronous re-render of the
 * part would hydrate those boundaries synchronously too (a re-rendered parent with new props forces
 * that), in one long task; in a transition React hydrates them in slices (decision 080).
 */
export function useMountedTransition(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}
