import { dequal } from 'dequal/lite';
import { useNavigation } from 'react-router';
import {
  type ComponentType,
  type ReactNode,
  type Ref,
  type RefObject,
  Suspense,
  lazy,
  memo,
  startTransition,
  use,
  useEffect,
  useId,
  useInsertionEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { type Root, hydrateRoot } from 'react-dom/client';
import { TranslationProvider, useTranslation } from '../../i18n/use-translation.tsx';
import type { TranslateOptions, Translator } from '../../i18n/translator.ts';

/** Every lazy component's code, started when the server build is evaluated. */
const serverLoads: Promise<unknown>[] = [];

/** Server: React's string renderer, for islands (see `island`); a dead branch in the browser's bundle. */
let renderToString: ((node: ReactNode, options: { identifierPrefix: string }) => string) | undefined;
if (import.meta.env.SSR) serverLoads.push(import('react-dom/server').then((server) => (renderToString = server.renderToString)));

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
 * `onIntent`: a server-rendered instance keeps its server HTML (which works as plain HTML) until the
 * visitor reaches for it: a pointer over it, a touch, a focus or a key inside it loads the code and
 * hydrates it (text typed before is taken over by `ComboBoxEarlyInput`). Instances mounted later in the
 * browser load at once. React drops a click made before the code has arrived (it replays focus and
 * hover, not clicks), so a part whose first use is a click adds `orNearView`: it also hydrates when it
 * comes near the viewport. For parts whose first use costs more than their code: react-aria's i18n,
 * collators and number formats make the browser's first use of Intl, a task of 25-90 ms on this machine
 * that nothing can split (docs/decisions/084).
 *
 * The boundary is memoised: a parent that re-renders with the same props does not disturb a boundary
 * that is still waiting for its code (nor, with `onIntent`, one waiting for the visitor).
 *
 * An update that reaches a boundary still waiting for the visitor makes React hydrate it first, and a
 * transition (every router update: also React Router's route discovery right after the page starts, which
 * is no navigation) waits for that hydration; meanwhile React schedules no throttled reveal of another
 * lazily loaded part either (the phone's filter dialog never opened). A part the visitor can reach ends that
 * wait with intent. A part that cannot be reached (no box: the overview's sidebar below 1024 px, the agenda's
 * closed panel) would hold it forever, so React's hydration of it then keeps the server HTML as it is,
 * without the part's code, until the part gets a box (`AfterIntent`).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  {
    eager = false,
    onIntent = false,
    orNearView = false,
    island = false,
  }: { eager?: boolean; onIntent?: boolean; orNearView?: boolean; island?: boolean | { htmlSlots: ReadonlyArray<keyof P & string> } } = {},
): LazyComponent<P> {
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

  /**
   * `onIntent`: the boundary in an element of its own (`display: contents`, no box) that, when React meets
   * it in the page's hydration, leaves the server HTML in place until an intent event reaches that
   * element. Native listeners: React dispatches no event inside a boundary that is not hydrated yet.
   */
  const IntentBoundary = memo(function IntentBoundary({ fallback, props }: { fallback: ReactNode; props: P }) {
    const Component = (import.meta.env.SSR ? loaded : undefined) ?? Lazy;
    // Only during the page's hydration (root.tsx marks its end); a boundary mounted later loads at once.
    const [intent] = useState(() => (import.meta.env.SSR || document.documentElement.dataset.hydrated ? null : deferred()));
    // A navigation changes the router's context, and React then updates every boundary below it, a
    // boundary it has not hydrated too: it gives up the server HTML (a blank until the code is there).
    // So the code starts loading with the navigation, and the boundary renders as soon as it has arrived.
    const navigating = useNavigation().state !== 'idle';
    if (intent && navigating) intent.resolve();
    const element = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const node = element.current;
      if (!intent || !node) return;
      const reached = () => {
        stop();
        intent.resolve();
      };
      // Any other update that made React give up the server HTML (its nodes leave the element) counts too.
      const removals = new MutationObserver(reached);
      // orNearView: also when the part comes within 300 px of the viewport (its elements: the wrapper has
      // no box), for a part whose first use is a click React would drop before hydration.
      const nearView = orNearView
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reached(), { rootMargin: '300px' })
        : null;
      const stop = () => {
        removals.disconnect();
        nearView?.disconnect();
        awaitIntent(node, null);
      };
      awaitIntent(node, reached);
      removals.observe(node, { childList: true });
      // The part's own elements: the element around them (see AfterIntent) has no box.
      if (nearView) for (const child of node.firstElementChild?.children ?? []) nearView.observe(child);
      if (node.contains(node.ownerDocument.activeElement)) reached();
      return stop;
    }, [intent]);
    return (
      <div ref={element} className="contents">
        <Suspense fallback={fallback}>
          {intent ? (
            <AfterIntent intent={intent.promise} boundary={element}>
              <Component {...props} />
            </AfterIntent>
          ) : (
            // The element AfterIntent hydrates as it is (server HTML and a boundary mounted later have it too).
            <div className="contents">
              <Component {...props} />
            </div>
          )}
        </Suspense>
      </div>
    );
  });

  function IntentLazyBoundary({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    return <IntentBoundary fallback={fallback} props={useSteadyProps(props as unknown as P)} />;
  }

  /**
   * The island's HTML per language, place and props, with the texts it asked for: it depends on
   * nothing else. Kept HTML is used when the page's translator gives those texts too (a landing page's
   * translator is made per page, with its own header texts).
   */
  const served = new Map<string, { html: string; texts: TextRead[] }>();
  // `htmlSlots`: props that are HTML the part puts in with `dangerouslySetInnerHTML` (a description):
  // rendered as a marker and kept so, each page's HTML put in its place, so one kept HTML serves all.
  const slots = typeof island === 'object' ? island.htmlSlots : [];
  const withSlots = (html: string, props: P) =>
    slots.reduce((out, slot) => out.split(slotMarker(slot)).join(String((props as Record<string, unknown>)[slot])), html);
  const servedHtml = (view: IslandView<P>, identifierPrefix: string): string => {
    const { translator } = view;
    const props = slots.length > 0 ? { ...view.props, ...Object.fromEntries(slots.map((slot) => [slot, slotMarker(slot)])) } : view.props;
    const key = `${translator.language} ${identifierPrefix} ${JSON.stringify(valuesOf(props))}`;
    const kept = served.get(key);
    if (kept && kept.texts.every(([text, options, value]) => translator.t(text, options) === value)) return withSlots(kept.html, view.props);
    if (!loaded || !renderToString) throw new Error('lazyComponent: an island rendered before loadLazyComponents() resolved');
    const texts: TextRead[] = [];
    const reading: Translator = {
      ...translator,
      t: (text, options) => {
        const value = translator.t(text, options);
        texts.push([text, options, value]);
        return value;
      },
    };
    const html = renderToString(<IslandContent store={new IslandStore({ props, translator: reading })} component={loaded} />, { identifierPrefix });
    if (!kept && served.size >= ISLANDS_KEPT) served.delete(served.keys().next().value as string);
    served.set(key, { html, texts });
    return withSlots(html, view.props);
  };

  /**
   * `island`: an `onIntent` part with a React root of its own on both sides, so that the server renders
   * it once per props and language instead of once per page (react-aria's hooks cost a combobox 1.2-1.4
   * ms of server time per page; its HTML is a label and an input: docs/decisions/080). Its ids come from
   * that root (an `identifierPrefix` made of the boundary's own id), not from its place in the page, so
   * the same HTML fits every page that has it in that place. In the browser the page's root leaves the
   * element alone, and the visitor's intent (as `onIntent`), or new props once it has a box, hydrate it
   * with `hydrateRoot`: with the props the server had, then the latest. An island mounted after the
   * page's hydration (a client navigation, a dialog) renders in the page's root like any lazy component.
   * The part sees no context of the page but its texts (`TranslationProvider`): whatever else it needs
   * comes in through its props.
   */
  const IslandBoundary = memo(function IslandBoundary({ fallback, props }: { fallback: ReactNode; props: P }) {
    const place = useId();
    const { i18n: translator } = useTranslation();
    // Only the server's HTML hydrated as an island; one mounted later is none (null).
    const [store] = useState(() => (import.meta.env.SSR || !document.documentElement.dataset.hydrated ? new IslandStore<P>({ props, translator }) : null));
    const element = useRef<HTMLDivElement>(null);
    useEffect(() => store?.set({ props, translator }), [store, props, translator]);
    useEffect(() => {
      const node = element.current;
      if (!store || !node) return;
      let root: Root | undefined;
      let gone = false;
      const hydrate = () => {
        stop();
        preload().then(
          (component) => {
            if (!gone) root = hydrateRoot(node, <IslandContent store={store} component={component} />, { identifierPrefix: islandPrefix(place) });
          },
          () => !gone && listen(), // a failed chunk load: the next intent tries again
        );
      };
      let unsubscribe = () => {};
      // Its elements (the element around them has no box).
      const shown = () => [...node.children].some(hasBox);
      const boxes = new ResizeObserver(() => shown() && hydrate());
      // orNearView: also when the part comes within 300 px of the viewport.
      const nearView = orNearView
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && hydrate(), { rootMargin: '300px' })
        : null;
      const listen = () => {
        for (const child of nearView ? node.children : []) nearView?.observe(child);
        awaitIntent(node, hydrate);
        // New props (a chip removed, the back button) make the server's HTML out of date: hydrate now,
        // or, for a part that has no box (the sidebar below 1024 px), once it gets one.
        unsubscribe = store.subscribe(() => (shown() ? hydrate() : [...node.children].forEach((child) => boxes.observe(child))));
        if (node.contains(node.ownerDocument.activeElement)) hydrate();
      };
      const stop = () => {
        awaitIntent(node, null);
        unsubscribe();
        boxes.disconnect();
        nearView?.disconnect();
      };
      listen();
      return () => {
        gone = true;
        stop();
        // Not inside the page's commit: React refuses to unmount a root while it renders another.
        if (root) setTimeout(root.unmount.bind(root));
      };
    }, [store, place]);
    if (!store) {
      return (
        <Suspense fallback={fallback}>
          <Lazy {...props} />
        </Suspense>
      );
    }
    return <ServedIsland ref={element} html={import.meta.env.SSR ? () => servedHtml(store.served, islandPrefix(place)) : null} />;
  });

  function IslandLazyBoundary({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    return <IslandBoundary fallback={fallback} props={useSteadyProps(props as unknown as P)} />;
  }

  const boundary = island ? IslandLazyBoundary : onIntent ? IntentLazyBoundary : LazyBoundary;
  return Object.assign(memo(boundary), { preload }) as unknown as LazyComponent<P>;
}

/** The most island HTMLs kept per lazy component (a few KB each). */
const ISLANDS_KEPT = 500;

/** Where an HTML slot's content goes in an island's kept HTML (a comment: no text of a page has it). */
const slotMarker = (slot: string) => `<!--island slot ${slot}-->`;

/** The island root's `identifierPrefix`: its boundary's id in the page, so two islands never share ids. */
const islandPrefix = (place: string) => `${place}-`;

/** A text an island's server render asked for: key, options, the text it got. */
type TextRead = [string, TranslateOptions | undefined, string];

/** What an island renders: its props and the page's texts. */
interface IslandView<P> {
  props: P;
  translator: Translator;
}

/** An island's view as the page hands it over: the server's first (hydration), then the latest. */
class IslandStore<P> {
  readonly served: IslandView<P>;
  private current: IslandView<P>;
  private readonly listeners = new Set<() => void>();
  constructor(served: IslandView<P>) {
    this.served = served;
    this.current = served;
  }
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  get = () => this.current;
  getServed = () => this.served;
  set(view: IslandView<P>): void {
    if (view.props === this.current.props && view.translator === this.current.translator) return;
    this.current = view;
    for (const listener of [...this.listeners]) listener();
  }
}

/** An island root's tree, the same on both sides: hydration takes the served view, then the latest. */
function IslandContent<P extends object>({ store, component: Component }: { store: IslandStore<P>; component: ComponentType<P> }) {
  const { props, translator } = useSyncExternalStore(store.subscribe, store.get, store.getServed);
  return (
    <TranslationProvider translator={translator}>
      <Component {...props} />
    </TranslationProvider>
  );
}

/**
 * The island's element in the page. Without hooks: on the server its HTML may be rendered here, by a
 * nested `renderToString` (React supports one inside a render; the page's own hooks state is safe only
 * in a component that has none). In the browser the page's root hydrates it as it is and never touches
 * what is inside (the island's root owns that).
 */
function ServedIsland({ ref, html }: { ref: Ref<HTMLDivElement>; html: (() => string) | null }) {
  return <div ref={ref} className="contents" suppressHydrationWarning dangerouslySetInnerHTML={html ? { __html: html() } : AS_SERVED} />;
}

/** What the visitor does before reaching a part: each starts an `onIntent` part's hydration. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** The elements of boundaries waiting for intent, with what to call when an intent event reaches one. */
const awaiting = new Map<Element, () => void>();

/**
 * Registers (or, with `null`, forgets) an element awaiting intent. One listener per event type on the
 * window, in the capture phase: it runs before React's listeners on the document, which stop an event
 * aimed at a boundary React cannot hydrate yet (a click there is dropped, not replayed).
 */
function awaitIntent(element: Element, reached: (() => void) | null): void {
  const before = awaiting.size;
  if (reached) awaiting.set(element, reached);
  else awaiting.delete(element);
  if (before === 0 && awaiting.size > 0) for (const type of INTENT_EVENTS) window.addEventListener(type, onIntentEvent, { capture: true, passive: true });
  if (before > 0 && awaiting.size === 0) for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntentEvent, { capture: true });
}

function onIntentEvent(event: Event): void {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (const [element, reached] of [...awaiting]) if (element.contains(target)) reached();
}

/**
 * A promise to resolve once; resolved, it is marked as React's `use` reads a settled promise, so a
 * render right after `resolve()` goes on without suspending.
 */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let settle = () => {};
  const promise = new Promise<void>((done) => (settle = done));
  const resolve = () => {
    Object.assign(promise, { status: 'fulfilled', value: undefined });
    settle();
  };
  return { promise, resolve };
}

/** An element React hydrates without touching what the server put in it. */
const AS_SERVED = { __html: '' };

/**
 * The part once the visitor reached for it. In the page's hydration it suspends on the intent, so React
 * leaves the server HTML in place. When React has to hydrate it later (an update reached it: see
 * `lazyComponent`) and none of the part's elements has a box, it hydrates the server HTML as it is
 * instead: a stand-in without code, so the update goes on. The part replaces it (in a transition, the
 * stand-in staying until the code is there) once it gets a box (a panel opens, the window grows), like a
 * part mounted then, or once reached for.
 */
function AfterIntent({ intent, boundary, children }: { intent: Promise<void>; boundary: RefObject<HTMLDivElement | null>; children: ReactNode }) {
  // Without a box: the part's elements in the server HTML, when React hydrates them after the page's start.
  const [standIn] = useState(() => {
    const elements = document.documentElement.dataset.hydrated ? [...(boundary.current?.firstElementChild?.children ?? [])] : [];
    return elements.length > 0 && !elements.some(hasBox) ? elements : null;
  });
  const [replaced, setReplaced] = useState(false);
  useEffect(() => {
    if (!standIn || replaced) return;
    const replace = () => startTransition(() => setReplaced(true));
    void intent.then(replace);
    const boxes = new ResizeObserver(() => standIn.some(hasBox) && replace());
    for (const element of standIn) boxes.observe(element);
    return () => boxes.disconnect();
  }, [standIn, replaced, intent]);
  if (standIn && !replaced) return <div key="stand-in" className="contents" suppressHydrationWarning dangerouslySetInnerHTML={AS_SERVED} />;
  if (!standIn) use(intent);
  return (
    <div key="part" className="contents">
      {children}
    </div>
  );
}

const hasBox = (element: Element) => element.getClientRects().length > 0;

/**
 * The props as one object that changes only when a value in them changes (compared deeply), with each
 * function replaced by a steady one that calls the latest: a parent re-rendering with new callbacks or
 * equal loader data must not update a boundary that waits for intent, because React gives up the server
 * HTML of a boundary it cannot hydrate at once when it is updated (it shows the fallback instead).
 */
function useSteadyProps<P extends object>(props: P): P {
  // Read only by the forwarding functions, which run in event handlers and effects, never in a render.
  const [latest] = useState(() => new LatestProps(props));
  useInsertionEffect(() => latest.set(props));
  const values = valuesOf(props);
  const [steady, setSteady] = useState(() => ({ values, props: forwarding(props, latest) }));
  if (dequal(steady.values, values)) return steady.props;
  const next = { values, props: forwarding(props, latest) };
  setSteady(next);
  return next.props;
}

class LatestProps {
  private props: object;
  constructor(props: object) {
    this.props = props;
  }
  set(props: object): void {
    this.props = props;
  }
  call(key: string, args: unknown[]): unknown {
    return (this.props as Record<string, ((...a: unknown[]) => unknown) | undefined>)[key]?.(...args);
  }
}

/** The props with each function replaced by one that calls the latest props' function of that name. */
function forwarding<P extends object>(props: P, latest: LatestProps): P {
  const forwarded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) forwarded[key] = typeof value === 'function' ? (...args: unknown[]) => latest.call(key, args) : value;
  return forwarded as P;
}

/** The props without their functions. */
function valuesOf(props: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => typeof value !== 'function'));
}

/** Server: resolves when every lazy component's code is loaded (entry.server awaits it). */
export function loadLazyComponents(): Promise<unknown> {
  return Promise.all(serverLoads);
}
