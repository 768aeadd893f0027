/**
 * State kept per database handle (the in-process search indexes, a cache of search summaries), or per
 * object owned by one (a search index's scratch rows), that every copy of a module in this process shares.
 *
 * The app's server modules are loaded twice in one server process: server/main.ts and the public API
 * (server/api) import them from source, while the pages' loaders run the React Router server build,
 * which bundles its own copy. A module-level `WeakMap` gave each copy its own state: the search indexes
 * server/main.ts built at start were used by the API only, every page built its platform's index again
 * on its first request (a second index of the same rows in memory), and `SEARCH_INDEX=false` switched
 * off the API's copy only. One store on `globalThis`, found by a registered symbol, is the same object
 * for every copy (docs/decisions/105, update of 2026-11-26).
 */
const STORE = Symbol.for('uitjes.per-database-handle-state');

type Store = Map<string, WeakMap<object, unknown>>;

function store(): Store {
  const holder = globalThis as typeof globalThis & { [STORE]?: Store };
  return (holder[STORE] ??= new Map());
}

/** The state named `name` for `owner`, made by `create` on first use; the same object in every module copy. */
export function perHandle<T>(name: string, owner: object, create: () => T): T {
  const all = store();
  let byHandle = all.get(name);
  if (!byHandle) {
    byHandle = new WeakMap();
    all.set(name, byHandle);
  }
  let state = byHandle.get(owner) as T | undefined;
  if (state === undefined) {
    state = create();
    byHandle.set(owner, state);
  }
  return state;
}

/** The state named `name` for `owner` if any copy has made it. */
export function existingPerHandle<T>(name: string, owner: object): T | undefined {
  return store().get(name)?.get(owner) as T | undefined;
}
