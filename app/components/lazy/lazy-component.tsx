import { dequal } from 'dequal/lite';
import {
  type ComponentType,
  type ReactNode,
  type Ref,
  Suspense,
  lazy,
  memo,
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

/** Server: React's string renderer, for islands (`onIntent`); a dead branch in the browser's bundle. */
let renderToString: ((node: ReactNode, options: { identifierPrefix: string }) => string) | undefined;
if (import.meta.env.SSR) serverLoads.push(import('react-dom/server').then((server) => (renderToString = server.renderToString)));

export type LazyComponent<P extends object> = ComponentType<P & { fallback?: ReactNode }> & {
  /** Starts loading the code (once); call it on intent, e.g. when a pointer enters the trigger. */
  preload: () => Promise<unknown>;
};

/**
 * A component whose code is not part of the page's initial JavaScript (docs/decisions/080).
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
 * that nothing can split (docs/decisions/084). Such a part is an island (see `IslandBoundary`): a React
 * root of its own on both sides, whose server HTML is kept per props. `htmlSlots`: props that are HTML
 * the part puts in with `dangerouslySetInnerHTML` (a description), put into the kept HTML per page.
 *
 * The boundary is memoised: a parent that re-renders with the same props does not disturb a boundary
 * that is still waiting for its code (nor, with `onIntent`, one waiting for the visitor).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  {
    eager = false,
    onIntent = false,
    orNearView = false,
    htmlSlots = [],
  }: { eager?: boolean; onIntent?: boolean; orNearView?: boolean; htmlSlots?: ReadonlyArray<keyof P & string> } = {},
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

  // Server only (a dead branch, so not in the browser's bundle).
  const servedHtml = import.meta.env.SSR ? islandHtml<P>(htmlSlots, () => loaded) : null;

  /**
   * `onIntent`: an island, a part with a React root of its own on both sides, so that the server renders
   * it once per props and language instead of once per page (react-aria's hooks cost a combobox 1.2-1.4
   * ms of server time per page; its HTML is a label and an input: docs/decisions/080-log.md). Its ids come from
   * that root (an `identifierPrefix` made of the boundary's own id), not from its place in the page, so
   * the same HTML fits every page that has it in that place. In the browser the page's root leaves the
   * element alone, and the visitor's intent (see above), or new props once it has a box, hydrate it
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
      // Code already here renders at once: a `React.lazy` suspends on its first render even then, and the
      // fallback's empty space would move what is below it when the part appears (a tap landing elsewhere).
      const Component = loaded ?? Lazy;
      return (
        <Suspense fallback={fallback}>
          <Component {...props} />
        </Suspense>
      );
    }
    return <ServedIsland ref={element} html={servedHtml ? () => servedHtml(store.served, islandPrefix(place)) : null} />;
  });

  function IslandLazyBoundary({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    return <IslandBoundary fallback={fallback} props={useSteadyProps(props as unknown as P)} />;
  }

  return Object.assign(memo(onIntent ? IslandLazyBoundary : LazyBoundary), { preload }) as unknown as LazyComponent<P>;
}

/**
 * Server: an island's HTML per language, place and props, with the texts it asked for: it depends on
 * nothing else. Kept HTML is used when the page's translator gives those texts too (a landing page's
 * translator is made per page, with its own header texts). `slots`: props that are HTML the part puts
 * in with `dangerouslySetInnerHTML` (a description): rendered as a marker and kept so, each page's HTML
 * put in its place, so one kept HTML serves all.
 */
function islandHtml<P extends object>(slots: ReadonlyArray<keyof P & string>, component: () => ComponentType<P> | undefined) {
  const served = new Map<string, { html: string; texts: TextRead[] }>();
  const withSlots = (html: string, props: P) =>
    slots.reduce((out, slot) => out.split(slotMarker(slot)).join(String((props as Record<string, unknown>)[slot])), html);
  return (view: IslandView<P>, identifierPrefix: string): string => {
    const { translator } = view;
    const props = slots.length > 0 ? { ...view.props, ...Object.fromEntries(slots.map((slot) => [slot, slotMarker(slot)])) } : view.props;
    const key = `${translator.language} ${identifierPrefix} ${JSON.stringify(valuesOf(props))}`;
    const kept = served.get(key);
    if (kept && kept.texts.every(([text, options, value]) => translator.t(text, options) === value)) return withSlots(kept.html, view.props);
    const loaded = component();
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

/** An element React hydrates without touching what the server put in it. */
const AS_SERVED = { __html: '' };

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
