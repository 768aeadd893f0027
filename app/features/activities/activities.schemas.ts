import { z } from 'zod';
import { DatabaseIdSchema, databaseIdParam } from '../../config/database-id.schemas.ts';
import {
  IsoDateTimeSchema,
  ORDER_DIRECTIONS,
  orderByText,
  MediaSchema,
  OrganisationRefSchema,
  PagingSchema,
  PlatformRefSchema,
  SearchTextSchema,
  clientText,
  jsonQueryParam,
} from '../../public-api/public-api.schemas.ts';

/** Activities: the filter JSON of the overview, list items, the public detail and redirects (core.md 3, 7). */

const id = DatabaseIdSchema;

export const ACTIVITY_ORDER_FIELDS = ['random', 'title', 'createdAt', 'relevance'] as const;

const ActivityOrderObjectSchema = z
  .strictObject({
    field: z.enum(ACTIVITY_ORDER_FIELDS),
    direction: z.enum(ORDER_DIRECTIONS).default('DESC'),
    /** Per-visit seed of the random order: the same seed gives the same order, so paging is stable. */
    seed: z.number().int().min(0).max(2_147_483_647).optional(),
  })
  .meta({
    id: 'ActivityOrder',
    description:
      'Sort order. `random` is a fixed shuffle of the activities started at `seed` (send one seed per visit; same seed, same order). With a genericSearchQuery, `random` and `relevance` rank by relevance first.',
  });
/** The object form, or the specification's string form ("random DESC", "title ASC"), read into the object form. */
export const ActivityOrderSchema = z.union([ActivityOrderObjectSchema, orderByText(ACTIVITY_ORDER_FIELDS, 'DESC')]);
/** Both forms read into this one. */
export type ActivityOrder = z.infer<typeof ActivityOrderObjectSchema>;

export const GEOGRAPHIC_LOCATIONS = ['ORIGIN_COUNTRY', 'EUROPE', 'OUTSIDE_EUROPE'] as const;
export const INDOOR_OUTDOOR = ['INDOOR', 'OUTDOOR', 'BOTH'] as const;

export const AdvancedCitySearchSchema = z
  .strictObject({
    cityId: id,
    radiusKm: z.number().min(0.1, 'radiusKm must be from 0.1 to 500').max(500, 'radiusKm must be from 0.1 to 500').default(25),
  })
  .meta({ id: 'AdvancedCitySearch', description: 'Activities with a city within radiusKm of the given city.' });

/**
 * The `filterQuery` JSON of GET /api/public/activities. Every field is optional; null means "not set".
 * Unknown fields are rejected.
 */
export const ActivityFilterQuerySchema = z
  .strictObject({
    orderBy: ActivityOrderSchema.nullish(),
    /** Filter ids: ANY within one filter group, ALL across groups (docs/decisions/020-public-read-api.md). */
    filters: z.array(id).max(100).nullish(),
    genericSearchQuery: SearchTextSchema,
    /** Group size: activities with personsMin <= n <= personsMax (an empty bound is open). */
    personCount: z.number().int().min(1).max(100_000).nullish(),
    city: id.nullish(),
    region: id.nullish(),
    province: id.nullish(),
    advancedCitySearch: AdvancedCitySearchSchema.nullish(),
    geographicLocation: z.enum(GEOGRAPHIC_LOCATIONS).nullish(),
    /** A child's age: activities whose age range contains it (an empty bound is open). */
    minimumAge: z.number().int().min(0).max(120).nullish(),
  })
  .meta({ id: 'ActivityFilterQuery' });
export type ActivityFilterQuery = z.infer<typeof ActivityFilterQuerySchema>;
export type ActivityFilterQueryInput = z.input<typeof ActivityFilterQuerySchema>;

export const ActivityListQuerySchema = PagingSchema.extend({
  filterQuery: jsonQueryParam(ActivityFilterQuerySchema),
});
export type ActivityListQuery = z.infer<typeof ActivityListQuerySchema>;

export const ActivityFilterRefSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    filterGroup: z.object({ id: z.number().int(), name: z.string() }),
  })
  .meta({ id: 'ActivityFilterRef' });

const approvalStatus = z.enum(['APPROVED', 'REJECTED', 'EDITING']);

export const ActivityListItemSchema = z
  .object({
    id: z.number().int(),
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
    approved: z.boolean(),
    slug: z.string(),
    title: z.string(),
    companyName: z.string().nullable(),
    description: z.string().nullable(),
    personsMin: z.number().int().nullable(),
    personsMax: z.number().int().nullable(),
    status: z.boolean(),
    approvalStatus: approvalStatus.nullable(),
    website: z.string().nullable(),
    showWebsite: z.boolean(),
    indoorOutdoor: z.enum(INDOOR_OUTDOOR),
    contactFirstName: z.string().nullable(),
    contactLastName: z.string().nullable(),
    platform: PlatformRefSchema,
    organisation: OrganisationRefSchema.nullable(),
    media: z.array(MediaSchema).meta({ description: 'Sorted by index.' }),
    filters: z.array(ActivityFilterRefSchema),
    lastEditedBy: z.null().meta({ description: 'Never disclosed publicly.' }),
    child: z.null().meta({ description: 'Edit copies are never public.' }),
    minimumAge: z.number().int().nullable(),
    maximumAge: z.number().int().nullable(),
  })
  .meta({ id: 'ActivityListItem' });
export type ActivityListItem = z.infer<typeof ActivityListItemSchema>;

export const FilterCountSchema = z.object({ filterId: z.number().int(), count: z.number().int() }).meta({
  id: 'FilterCount',
  description:
    "Results the list would have with this filter added, every other constraint kept, its own group's selection ignored (docs/decisions/020-public-read-api.md).",
});
export type FilterCount = z.infer<typeof FilterCountSchema>;

export const ActivityListSchema = z
  .object({
    activities: z.array(ActivityListItemSchema),
    pageCount: z.number().int(),
    total: z.number().int(),
    counts: z.array(FilterCountSchema).meta({ description: 'One entry per filter of the platform (0 when none match).' }),
    closest: z.object({ query: z.string() }).nullable().optional().meta({
      description:
        'Set when no activity matched every word of genericSearchQuery: the list is then that of this closer query (unknown words corrected or dropped, the other constraints kept), docs/decisions/105 "Almost never nothing".',
    }),
  })
  .meta({ id: 'ActivityList' });
export type ActivityList = z.infer<typeof ActivityListSchema>;

/** An organisation's activities: the same items, no facet counts. */
export const OrganisationActivityListSchema = z
  .object({
    activities: z.array(ActivityListItemSchema),
    pageCount: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'OrganisationActivityList' });
export type OrganisationActivityList = z.infer<typeof OrganisationActivityListSchema>;

const placeRef = { id: z.number().int(), name: z.string() };

export const ActivityDetailSchema = z
  .object({
    id: z.number().int(),
    approved: z.boolean(),
    title: z.string(),
    companyName: z.string().nullable(),
    status: z.boolean(),
    minimumAge: z.number().int().nullable(),
    maximumAge: z.number().int().nullable(),
    personsMin: z.number().int().nullable(),
    personsMax: z.number().int().nullable(),
    description: z.string().nullable(),
    website: z.string().nullable(),
    showWebsite: z.boolean(),
    locationDescription: z.string().nullable(),
    slug: z.string(),
    contactFirstName: z.string().nullable(),
    contactLastName: z.string().nullable(),
    contactPhone: z.string().nullable(),
    contactEmail: z.string().nullable(),
    geographicLocation: z.enum(GEOGRAPHIC_LOCATIONS),
    indoorOutdoor: z.enum(INDOOR_OUTDOOR),
    approvalStatus: approvalStatus.nullable(),
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
    media: z.array(MediaSchema).meta({ description: 'Sorted by index.' }),
    cities: z.array(z.object({ ...placeRef, lat: z.number(), lon: z.number(), provinceId: z.number().int().nullable() })),
    provinces: z.array(z.object(placeRef)),
    regions: z.array(z.object(placeRef)),
    filters: z.array(ActivityFilterRefSchema),
    organisation: OrganisationRefSchema.nullable(),
    platform: PlatformRefSchema,
    reviewComment: z.object({ text: z.string() }).nullable(),
  })
  .meta({ id: 'ActivityDetail', description: 'Public activity detail: no price, duration or edit fields.' });
export type ActivityDetail = z.infer<typeof ActivityDetailSchema>;

export const ActivitySlugParamsSchema = z.object({
  activitySlug: clientText('activitySlug', 300).pipe(z.string().min(1, 'activitySlug is required')),
});

export const RedirectQuerySchema = z.object({
  slug: clientText('slug', 300).pipe(z.string().min(1, 'slug is required')),
});

export const ActivityRedirectSchema = z
  .object({ activityId: z.number().int(), oldSlug: z.string(), newSlug: z.string() })
  .meta({ id: 'ActivityRedirect', description: "newSlug is the activity's current slug (chains of renames are followed)." });
export type ActivityRedirect = z.infer<typeof ActivityRedirectSchema>;

export const OrganisationActivitiesQuerySchema = PagingSchema.extend({
  excludeActivityId: databaseIdParam('excludeActivityId').optional(),
});
