import type { DatabaseHandle } from '../../db/client.server.ts';
import type { Logger } from '../logger.ts';
import type { PageCache } from './page-cache.ts';
import { type ChangeNotification, tagsForChange } from './page-tags.ts';

interface NotificationPayload {
  table: string;
  bulk: boolean;
  items: Array<{ platformId: number | null; slug?: string | null; organisationId?: number | null }>;
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
    const change: ChangeNotification = { table: payload.table, platformId: item.platformId, slug: item.slug, organisationId: item.organisationId };
    for (const tag of tagsForChange(change)) tags.add(tag);
  }
  return [...tags];
}

/** LISTENs for the page_cache_invalidate notifications of drizzle/0002 and drops the pages they name. */
export async function listenForPageInvalidations(database: DatabaseHandle, cache: PageCache, log: Logger) {
  return database.listen('page_cache_invalidate', (raw) => {
    try {
      const tags = tagsForNotification(JSON.parse(raw) as NotificationPayload);
      if (tags.length === 0) return;
      void cache
        .invalidate(tags)
        .then((dropped) => log.debug({ tags, dropped }, 'page cache invalidated'))
        // A shared store that is away (Redis) has its pages dropped as a whole when it returns (main.ts).
        .catch((error: unknown) => log.warn({ err: error, tags }, 'page cache invalidation failed'));
    } catch (error) {
      log.warn({ err: error }, 'unreadable page cache notification');
    }
  });
}
