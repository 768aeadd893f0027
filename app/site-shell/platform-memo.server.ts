/**
 * What every page of a platform reads and what rarely changes: its menus and its language versions, and
 * its filters as the overview's panel lists them (without counts). Each used to cost a query per render
 * (2 of a page's 4-6 and one of the overview's 3: docs/decisions/080-log.md). Filters and filter groups are
 * data every page shows: a change to them drops the values (p{P}:all). And the pop-up its pages ask for
 * once loaded (a call per page view, decision 110), dropped by a change of a pop-up (p{P}:popup).
 */
export type PlatformMemoPart = 'menus' | 'head' | 'filters' | 'popup';

export interface PlatformMemoOptions {
  /**
   * How long a value is kept at most. The server drops them all on each change notification that names
   * data every page shows (server/page-cache/invalidation-listener.ts); the age bounds what a
   * notification lost while the listening connection was down leaves stale (db/client.server.ts).
   * 0 keeps nothing: every read loads (an app without change notifications, as most tests build).
   */
  maxAgeMs: number;
  now?: () => number;
}

interface Entry {
  value: Promise<unknown>;
  loadedAt: number;
}

/**
 * The per-platform values of the site shell and the page head, kept in process memory between requests.
 * One instance per process, made by the server and handed to loaders in the request context (decision
 * 001: the server and the page build are two module graphs, so no module-level state here).
 */
export class PlatformMemo {
  private entries = new Map<string, Entry>();
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(options: PlatformMemoOptions) {
    this.maxAgeMs = options.maxAgeMs;
    this.now = options.now ?? Date.now;
  }

  /** The kept value of `part` for the platform, or what `load` gives (shared by the requests asking meanwhile). */
  get<T>(platformId: number, part: PlatformMemoPart, load: () => Promise<T>): Promise<T> {
    if (this.maxAgeMs <= 0) return load();
    const key = `${platformId}:${part}`;
    const kept = this.entries.get(key);
    if (kept && this.now() - kept.loadedAt < this.maxAgeMs) return kept.value as Promise<T>;
    const entry: Entry = { value: load(), loadedAt: this.now() };
    this.entries.set(key, entry);
    // A failed load is not kept: the next request asks the database again.
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value as Promise<T>;
  }

  /**
   * Drops every kept value, of all platforms: a platform's language versions are read from the rows of
   * the others in its group, and the values are a few small rows each. A load still running is dropped
   * too, so what it read before the change is never kept.
   */
  clear(): void {
    this.entries.clear();
  }

  /** Drops the kept values of one part, of all platforms (a load still running too, as `clear`). */
  forget(part: PlatformMemoPart): void {
    for (const key of [...this.entries.keys()]) if (key.endsWith(`:${part}`)) this.entries.delete(key);
  }
}
