import { useEffect, useMemo, useRef } from 'react';

/** A function that runs `callback` once `delay` ms have passed without another call (screens.md 9: 500 ms). */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delay: number) {
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
  return useMemo(() => {
    const run = (...args: A) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delay);
    };
    run.cancel = () => {
      if (timer.current) clearTimeout(timer.current);
    };
    return run;
  }, [delay]);
}
