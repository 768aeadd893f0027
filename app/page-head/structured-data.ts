import { plainDescription, truncateText } from '../components/ui/plain-text.ts';
/**
 * JSON-LD (schema.org) for the page head, typed with schema-dts. Every page carries the Organization
 * and the WebSite; screens add a BreadcrumbList, an ItemList (overviews), an activity
 * (TouristAttraction, a Place with an address and geo coordinates) or an Event (agenda items).
 */
import type { BreadcrumbList, Event, Graph, ItemList, Organization, Thing, TouristAttraction, WebSite } from 'schema-dts';
import { absoluteUrl } from './canonical.ts';
import type { HeadShell } from './head-context.ts';

export function organizationId(origin: string): string {
  return `${origin}/#organization`;
}

export function webSiteId(origin: string): string {
  return `${origin}/#website`;
}

/** The brand as an Organization. */
export function organizationLd(shell: HeadShell, origin: string): Exclude<Organization, string> {
  const { platform } = shell;
  return {
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: platform.name,
    ...(platform.alternativeName ? { alternateName: platform.alternativeName } : {}),
    url: `${origin}/`,
    ...(platform.logoUrl ? { logo: absoluteUrl(origin, platform.logoUrl) } : {}),
    email: platform.email,
    ...(platform.phone ? { telephone: platform.phone } : {}),
    address: { '@type': 'PostalAddress', addressCountry: platform.countryCode },
  };
}

/** The site as a WebSite, published by the Organization. */
export function webSiteLd(shell: HeadShell, origin: string): WebSite {
  return {
    '@type': 'WebSite',
    '@id': webSiteId(origin),
    name: shell.platform.name,
    url: `${origin}/`,
    inLanguage: shell.brand.htmlLang,
    ...(shell.platform.tagline ? { description: shell.platform.tagline } : {}),
    publisher: { '@id': organizationId(origin) },
  };
}

export interface Crumb {
  name: string;
  /** Path or absolute URL; the last crumb (the page itself) may leave it out. */
  path?: string;
}

/** The breadcrumbs a screen shows, in order from the home page. */
export function breadcrumbLd(origin: string, crumbs: readonly Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path !== undefined ? { item: absoluteUrl(origin, crumb.path) } : {}),
    })),
  };
}

export interface ListEntry {
  name: string;
  path: string;
}

/** The items an overview shows, in order (positions continue across pages via `offset`). */
export function itemListLd(origin: string, entries: readonly ListEntry[], options: { name?: string; offset?: number; total?: number } = {}): ItemList {
  const offset = options.offset ?? 0;
  return {
    '@type': 'ItemList',
    ...(options.name ? { name: options.name } : {}),
    ...(options.total !== undefined ? { numberOfItems: options.total } : {}),
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      url: absoluteUrl(origin, entry.path),
      name: entry.name,
    })),
  };
}

export interface ActivityPlace {
  /** City, province or region name. */
  name: string;
  province?: string | null;
  lat?: number | null;
  lon?: number | null;
}

export interface ActivityForLd {
  title: string;
  /** Path of the detail page, e.g. /uitjes/lasergamen-1f. */
  path: string;
  description?: string | null;
  website?: string | null;
  /** Image URLs or paths, the first is the main image. */
  images?: readonly string[];
  places?: readonly ActivityPlace[];
}

/** Structured data carries the description as text, at most 500 characters. */
const plainText = (text: string) => truncateText(plainDescription(text), 500);

/** One activity as a TouristAttraction (a Place): what it is and where it is. */
export function activityLd(origin: string, activity: ActivityForLd): Exclude<TouristAttraction, string> {
  const url = absoluteUrl(origin, activity.path);
  const places = activity.places ?? [];
  const first = places[0];
  const located = places.find((place) => place.lat != null && place.lon != null);
  const images = (activity.images ?? []).map((image) => absoluteUrl(origin, image));
  return {
    '@type': 'TouristAttraction',
    '@id': `${url}#activity`,
    name: activity.title,
    url,
    ...(activity.description ? { description: plainText(activity.description) } : {}),
    ...(images.length ? { image: images } : {}),
    ...(first
      ? {
          address: {
            '@type': 'PostalAddress',
            addressLocality: first.name,
            ...(first.province ? { addressRegion: first.province } : {}),
          },
        }
      : {}),
    ...(located ? { geo: { '@type': 'GeoCoordinates', latitude: located.lat!, longitude: located.lon! } } : {}),
    ...(places.length > 1 ? { containedInPlace: places.slice(1).map((place) => ({ '@type': 'Place' as const, name: place.name })) } : {}),
    ...(activity.website ? { sameAs: activity.website } : {}),
  };
}

export interface EventForLd {
  title: string;
  /** Path of the page that shows the event (the agenda, or the event's own page). */
  path: string;
  startDate: Date | string;
  endDate?: Date | string | null;
  description?: string | null;
  image?: string | null;
  website?: string | null;
  city?: { name: string; lat?: number | null; lon?: number | null } | null;
  organisation?: { name: string; path?: string | null } | null;
}

function isoDate(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** An agenda item as an Event. */
export function eventLd(origin: string, event: EventForLd): Exclude<Event, string> {
  return {
    '@type': 'Event',
    name: event.title,
    url: absoluteUrl(origin, event.path),
    startDate: isoDate(event.startDate),
    ...(event.endDate ? { endDate: isoDate(event.endDate) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(event.description ? { description: plainText(event.description) } : {}),
    ...(event.image ? { image: absoluteUrl(origin, event.image) } : {}),
    ...(event.city
      ? {
          location: {
            '@type': 'Place',
            name: event.city.name,
            address: { '@type': 'PostalAddress', addressLocality: event.city.name },
            ...(event.city.lat != null && event.city.lon != null
              ? { geo: { '@type': 'GeoCoordinates', latitude: event.city.lat, longitude: event.city.lon } }
              : {}),
          },
        }
      : {}),
    ...(event.organisation
      ? {
          organizer: {
            '@type': 'Organization',
            name: event.organisation.name,
            ...(event.organisation.path ? { url: absoluteUrl(origin, event.organisation.path) } : {}),
          },
        }
      : {}),
    ...(event.website ? { sameAs: event.website } : {}),
  };
}

/** One JSON-LD document with every entity of the page. */
export function jsonLdGraph(things: readonly Thing[]): Graph {
  return { '@context': 'https://schema.org', '@graph': things };
}
