import { useEffect, useMemo, useRef } from 'react';

/** A debounced call: `run` calls the callback once `delay` ms have passed without another `run`. */
export interface Debounced<A extends unknown[]> {
  run: (...args: A) => void;
  /** Drops a call still waiting. */
  cancel: () => void;
}

/**
 * A callback that runs once `delay` ms have passed without another call (screens.md 9: 500 ms).
 *
 * Two functions in a plain object, not a function with a `cancel` property: V8 allocates a function
 * literal assigned to a property (`run.cancel = () => …`) in the old generation, so everything its
 * closure reaches (the hooks, the props, the loader data of the whole page) lived through every
 * young-generation collection until the next full one: ~60 KB promoted per server render of a page
 * with one of these (docs/decisions/080-log.md, "Young collections: the rest of the kept renders found").
 */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delay: number): Debounced<A> {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useMemo(
    () => ({
      run: (...args: A) => {
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => latest.current(...args), delay);
      },
      cancel: () => {
        if (timer.current) clearTimeout(timer.current);
      },
    }),
    [delay],
  );
}
