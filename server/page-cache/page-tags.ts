import { SITE_SEGMENTS as S } from '../../app/config/site-paths.ts';
import { organisationIdFromSlug } from '../../app/features/journey/organisation-slug.ts';

/** Screens that list no activities: no listing tag (the form pages, the text pages). */
const WITHOUT_ACTIVITIES: ReadonlySet<string> = new Set([S.helpdesk, S.newsletter, S.advertise, S.about, S.notFound]);

/**
 * Cache tags of a page, derived from its URL (which entities it shows), and of a database change
 * (which pages show the changed row). A change invalidates exactly the pages sharing one of its tags.
 *
 * Page tags:   p{P}:all on every page of platform P (brand data, menus, filters);
 *              p{P}:listing on pages that list activities (home, overview, landing pages, /overzicht);
 *              p{P}:activity:{slug} on a detail page; organisation:{id} on an organisation's page
 *              (/overzicht/{name}-{id}) and when the route reports it (X-Cache-Tags);
 *              blogs:{S} on blog pages (S = the platform whose blog list is shown); p{P}:events on the agenda.
 */
export function pageTagsFor(platformId: number, blogPlatformId: number, pathname: string, routeTags: string[] = []): string[] {
  const segments = pathname.split('/').filter(Boolean);
  const tags = new Set([`p${platformId}:all`, ...routeTags]);
  const [first, second] = segments;
  if (first === S.activities && second) tags.add(`p${platformId}:activity:${decodeURIComponent(second)}`);
  else if (first === S.organisations && second) {
    // An organisation's page shows its own activities and events only: the organisation's tag, not the
    // platform's listings (whose changes are other organisations' too).
    const organisationId = organisationIdFromSlug(decodeURIComponent(second));
    tags.add(organisationId === null ? `p${platformId}:listing` : `organisation:${organisationId}`);
  } else if (first === S.blogs || first === S.blog) tags.add(`blogs:${blogPlatformId}`);
  else if (first === S.agenda) tags.add(`p${platformId}:events`);
  else if (!WITHOUT_ACTIVITIES.has(first ?? '')) tags.add(`p${platformId}:listing`);
  return [...tags];
}

/**
 * Whether a change's tags name data every page of a platform shows (p{P}:all: the platform row, menus,
 * filters, or a bulk change): what each process keeps per platform between requests is then reloaded.
 */
export function changesEveryPage(tags: string[]): boolean {
  return tags.some((tag) => tag.endsWith(':all'));
}

/** Whether a change's tags name a platform's pop-up: what each process keeps of the pop-ups is read again. */
export function changesPopup(tags: string[]): boolean {
  return tags.some((tag) => tag.endsWith(':popup'));
}

/** Payload of the `page_cache_invalidate` notification sent by the database triggers. */
export interface ChangeNotification {
  table: string;
  platformId: number | null;
  slug?: string | null;
  organisationId?: number | null;
  /**
   * Whether the listings show the change (drizzle/0019): false when only what the detail and
   * organisation pages show of a public activity changed. Missing means true.
   */
  listing?: boolean | undefined;
}

/**
 * The tags a database change invalidates. An activity's change (or a change of its links) drops its
 * detail page and its organisation's pages, and the platform's listings unless they do not show it.
 */
export function tagsForChange(change: ChangeNotification): string[] {
  const p = change.platformId;
  if (p === null) return [];
  switch (change.table) {
    case 'activities':
    case 'activity_filters':
    case 'activity_cities':
    case 'activity_provinces':
    case 'activity_regions':
    case 'activity_media': {
      const tags = change.listing === false ? [] : [`p${p}:listing`];
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
    // A pop-up is on no page's HTML (decision 110): no page has this tag; the kept pop-up is read again.
    case 'popups':
      return [`p${p}:popup`];
    // Filters, filter groups, platforms and menus show on (nearly) every page of the platform.
    default:
      return [`p${p}:all`];
  }
}
