import { type ComponentType, type ReactNode, Suspense, lazy, memo } from 'react';

/** Every lazy component's code, started when the server build is evaluated. */
const serverLoads: Promise<unknown>[] = [];

export type LazyComponent<P extends object> = ComponentType<P & { fallback?: ReactNode }> & {
  /** Starts loading the code (once); call it on intent, e.g. when a pointer enters the trigger. */
  preload: () => Promise<unknown>;
};

/**
 * A component whose code is not part of the page's initial JavaScript (issue 8, docs/decisions/080).
 *
 * On the server it renders synchronously, like an ordinary import (entry.server awaits
 * `loadLazyComponents` before rendering), so the HTML is complete, also for visitors without JavaScript.
 * In the browser it is a `React.lazy` inside its own `<Suspense>`: while its chunk loads, React leaves the
 * server HTML of that boundary as it is (no mismatch) and hydrates the rest of the page; the boundary
 * hydrates when the chunk has arrived. Mounted later in the browser (a dialog that opens) it shows
 * `fallback` until then.
 *
 * `eager`: the browser starts loading the chunk as soon as this module runs (for parts the server
 * renders, so they hydrate early and a client navigation rarely has to wait); otherwise on first render
 * or `preload()`.
 *
 * The boundary is memoised: a parent that re-renders with the same props does not disturb a boundary
 * that is still waiting for its code.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, { eager = false } = {}): LazyComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a failed chunk load may succeed on the next attempt
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  if (import.meta.env.SSR) serverLoads.push(preload());
  else if (eager) preload().catch(() => undefined); // rendering retries and reports a failure

  function LazyBoundary({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    // The same tree on both sides (a Suspense boundary around the component), so hydration matches.
    const Component = (import.meta.env.SSR ? loaded : undefined) ?? Lazy;
    return (
      <Suspense fallback={fallback}>
        <Component {...(props as unknown as P)} />
      </Suspense>
    );
  }
  return Object.assign(memo(LazyBoundary), { preload }) as unknown as LazyComponent<P>;
}

/** Server: resolves when every lazy component's code is loaded (entry.server awaits it). */
export function loadLazyComponents(): Promise<unknown> {
  return Promise.all(serverLoads);
}
