import type { PlatformMemo } from '../../app/site-shell/platform-memo.server.ts';
import type { DatabaseHandle } from '../../db/client.server.ts';
import type { Logger } from '../logger.ts';
import type { PlatformRegistry } from '../platform-registry.ts';
import type { PageCache } from './page-cache.ts';
import { type ChangeNotification, changesEveryPage, changesPopup, tagsForChange } from './page-tags.ts';

interface NotificationPayload {
  table: string;
  bulk: boolean;
  items: Array<{ platformId: number | null; slug?: string | null; organisationId?: number | null; listing?: boolean }>;
}

/** Turns one trigger notification into the tags it invalidates; a bulk change drops the platform's pages. */
export function tagsForNotification(payload: NotificationPayload): string[] {
  const tags = new Set<string>();
  for (const item of payload.items ?? []) {
    if (item.platformId === null || item.platformId === undefined) continue;
    if (payload.bulk) {
      tags.add(`p${item.platformId}:all`);
      if (payload.table === 'blogs') tags.add(`blogs:${item.platformId}`);
      continue;
    }
    const change: ChangeNotification = {
      table: payload.table,
      platformId: item.platformId,
      slug: item.slug,
      organisationId: item.organisationId,
      listing: item.listing,
    };
    for (const tag of tagsForChange(change)) tags.add(tag);
  }
  return [...tags];
}

/**
 * LISTENs for the page_cache_invalidate notifications of drizzle/0019 (sent by every change of what the
 * public sees, made by any process, even plain SQL) and hands the tags of each to `onChange`. Every
 * server process listens.
 */
export async function listenForChanges(database: DatabaseHandle, log: Logger, onChange: (tags: string[]) => void) {
  return database.listen('page_cache_invalidate', (raw) => {
    let tags: string[];
    try {
      tags = tagsForNotification(JSON.parse(raw) as NotificationPayload);
    } catch (error) {
      log.warn({ err: error }, 'unreadable page cache notification');
      return;
    }
    if (tags.length > 0) onChange(tags);
  });
}

/** Drops the cached pages a change's tags name. */
export function dropChangedPages(cache: PageCache, log: Logger): (tags: string[]) => void {
  return (tags) =>
    void cache
      .invalidate(tags)
      .then((dropped) => log.debug({ tags, dropped }, 'page cache invalidated'))
      // A shared store that is away (Redis) has its pages dropped as a whole when it returns (main.ts).
      .catch((error: unknown) => log.warn({ err: error, tags }, 'page cache invalidation failed'));
}

/**
 * What the server does on a change: drops the cached pages its tags name, the kept pop-ups when it names
 * one (decision 110) and, when it names data every
 * page shows, reloads what the process keeps per platform: the platform rows with their brands, then the
 * menus and language versions (dropped at once so the next render reads them, and again with the
 * cached pages of the change once the rows are in, as a render meanwhile used the old rows).
 */
export function changeHandler(options: { platforms: PlatformRegistry; memo: PlatformMemo; pageCache?: PageCache | undefined; log: Logger }) {
  const { platforms, memo, log } = options;
  const dropPages = options.pageCache ? dropChangedPages(options.pageCache, log) : () => {};
  return (tags: string[]): void => {
    dropPages(tags);
    if (changesPopup(tags)) memo.forget('popup');
    if (!changesEveryPage(tags)) return;
    memo.clear();
    void platforms
      .reload()
      .then(() => {
        memo.clear();
        dropPages(tags);
      })
      .catch((error: unknown) => log.warn({ err: error, tags }, 'platforms not reloaded after a change'));
  };
}

/** LISTENs for the change notifications and drops the cached pages they name. */
export async function listenForPageInvalidations(database: DatabaseHandle, cache: PageCache, log: Logger) {
  return listenForChanges(database, log, dropChangedPages(cache, log));
}
