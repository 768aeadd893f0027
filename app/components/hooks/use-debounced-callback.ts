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
 * Two functions in a plain object, not a function with a `cancel` property: a property added to a
 * function object made V8 keep it, and everything its closure reaches (the hooks, the props, the
 * loader data of the whole page), through every young-generation collection until the next full one.
 * Each server render of a page with one of these then promoted ~60 KB to the old generation
 * (docs/decisions/080, "Young collections").
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
