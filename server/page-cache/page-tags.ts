/**
 * Cache tags of a page, derived from its URL (which entities it shows), and of a database change
 * (which pages show the changed row). A change invalidates exactly the pages sharing one of its tags.
 *
 * Page tags:   p{P}:all on every page of platform P (brand data, menus, filters);
 *              p{P}:listing on pages that list activities (home, overview, landing pages, organisations);
 *              p{P}:activity:{slug} on a detail page; organisation:{id} when the route reports it;
 *              blogs:{S} on blog pages (S = the platform whose blog list is shown); p{P}:events on the agenda.
 */
export function pageTagsFor(platformId: number, blogPlatformId: number, pathname: string, routeTags: string[] = []): string[] {
  const segments = pathname.split('/').filter(Boolean);
  const tags = new Set([`p${platformId}:all`, ...routeTags]);
  const [first, second] = segments;
  if (first === 'uitjes' && second) tags.add(`p${platformId}:activity:${decodeURIComponent(second)}`);
  else if (first === 'blogs' || first === 'blog') tags.add(`blogs:${blogPlatformId}`);
  else if (first === 'agenda') tags.add(`p${platformId}:events`);
  else if (!['helpdesk', 'nieuwsbrief', 'adverteren', 'over-ons', 'not-found'].includes(first ?? '')) tags.add(`p${platformId}:listing`);
  return [...tags];
}

/**
 * Whether a change's tags name data every page of a platform shows (p{P}:all: the platform row, menus,
 * filters, or a bulk change): what each process keeps per platform between requests is then reloaded.
 */
export function changesEveryPage(tags: string[]): boolean {
  return tags.some((tag) => tag.endsWith(':all'));
}

/** Payload of the `page_cache_invalidate` notification sent by the database triggers. */
export interface ChangeNotification {
  table: string;
  platformId: number | null;
  slug?: string | null;
  organisationId?: number | null;
}

/** The tags a database change invalidates. */
export function tagsForChange(change: ChangeNotification): string[] {
  const p = change.platformId;
  if (p === null) return [];
  switch (change.table) {
    case 'activities': {
      const tags = [`p${p}:listing`];
      if (change.slug) tags.push(`p${p}:activity:${change.slug}`);
      if (change.organisationId) tags.push(`organisation:${change.organisationId}`);
      return tags;
    }
    case 'events':
      return [`p${p}:events`, ...(change.organisationId ? [`organisation:${change.organisationId}`] : [])];
    case 'blogs':
      return [`blogs:${p}`];
    case 'banners':
      return [`p${p}:listing`, `p${p}:events`];
    case 'seo_pages':
      return [`p${p}:listing`];
    // Filters, filter groups, platforms and menus show on (nearly) every page of the platform.
    default:
      return [`p${p}:all`];
  }
}
