import type { useForm } from '@conform-to/react';
import type { ActivityDetail, ActivityListItem } from '../activities/activities.schemas.ts';
import type { Media } from '../../public-api/public-api.schemas.ts';
import type { LocationType } from '../../config/location-types.ts';
import type { GeographicArea, OverviewState } from './overview-query.schemas.ts';
import type { ResponseDuration } from '../quote/response-time.types.ts';

/** What the journey screens receive from their loaders (plain JSON, isomorphic). */

export interface FilterOption {
  id: number;
  name: string;
  /** Results the overview would have with this filter (0 when none). */
  count: number;
}

export interface FilterGroupView {
  id: number;
  name: string;
  filters: FilterOption[];
}

export interface LocationView {
  type: LocationType;
  id: number;
  name: string;
  province: string | null;
}

export interface BannerView {
  title: string;
  buttonTitle: string;
  /** The counted redirect to the banner's link (decision 110). */
  href: string;
  newWindow: boolean;
  image: Media | null;
}

/**
 * What an activity card shows and what opening it tracks (screens.md 2, decisions.md 14). The overview
 * sends only this of each activity to the browser: the whole list item (dates, contact names, website,
 * filters, media sizes) was half of the page's hydration data, encoded on every uncached render and
 * parsed by every visitor's browser (decision 080). The other pages' cards take the full items as they are.
 */
export type CardActivity = Pick<
  ActivityListItem,
  'id' | 'slug' | 'title' | 'description' | 'companyName' | 'personsMin' | 'personsMax' | 'minimumAge' | 'indoorOutdoor'
> & {
  organisation: Pick<NonNullable<ActivityListItem['organisation']>, 'id' | 'name'> | null;
  media: CardMedia[];
};

export type CardMedia = Pick<Media, 'id' | 'type' | 'url' | 'alt'>;

/** One of the organisation's other activities on a detail page: its link, title and first image. */
export type OtherActivity = Pick<CardActivity, 'id' | 'slug' | 'title' | 'media'>;

export interface OverviewResults {
  activities: CardActivity[];
  total: number;
  pageCount: number;
}

/** A link the no-results help offers: where it goes and how many activities it shows there. */
export interface HelpLink {
  href: string;
  total: number;
}

/**
 * What the overview offers when the search found nothing (decision 105): links in the overview's own URL
 * format, each with its number of results. Null on every page that has results.
 */
export interface NoResultsHelpView {
  /** The query whose activities the list shows, as nothing matched the visitor's every word (NoResultsHelp.closest); null: the list is empty. */
  closest: string | null;
  /** The keyword corrected or with words dropped (`q`), with the other filters when those still give results. */
  corrected: (HelpLink & { q: string; keepsConstraints: boolean }) | null;
  /** The same keyword (`q`, or none) without the filters, place, group size, area and age. */
  unconstrained: (HelpLink & { q: string | null }) | null;
  /** Categories close to the query by name (`close`), or the most used ones (`popular`). */
  categories: (HelpLink & { id: number; name: string })[];
  categoriesKind: 'close' | 'popular';
}

export interface OverviewData {
  state: OverviewState;
  groups: FilterGroupView[];
  /** null when the search failed (the screen keeps what it showed). */
  results: OverviewResults | null;
  /** Only when the search found nothing (and the help could be computed). */
  help?: NoResultsHelpView | null;
  banner: BannerView | null;
  location: LocationView | null;
  headerImage: Media | null;
}

export interface EventView {
  id: number;
  title: string;
  startDate: string;
  endDate: string | null;
  website: string | null;
  cityName: string | null;
  image: Media | null;
}

export interface ActivityDetailData {
  activity: ActivityDetail;
  /** The description as safe HTML (sanitised on the server: app/rendering/rich-text.ts). */
  descriptionHtml: string;
  others: OtherActivity[];
  events: EventView[];
  /** Whether the organisation has events at all (the 'current' tab shows only then, kids only). */
  hasEvents: boolean;
  /** How fast the organisation usually answers a quote request (docs/decisions/115), or null while it does not show. */
  responseTime: ResponseDuration | null;
  /** The quote form's native constraints per field (conform's getZodConstraint of the form schema). */
  quoteConstraint: FieldConstraints;
}

/** Native constraints per form field, as conform's useForm takes them (getZodConstraint's result). */
export type FieldConstraints = NonNullable<Parameters<typeof useForm>[0]['constraint']>;

export interface OrganisationGroup {
  id: number;
  name: string;
  slug: string;
  activities: Array<{ id: number; title: string; slug: string }>;
}

export type { GeographicArea };
