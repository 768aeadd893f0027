import { z } from 'zod';
import { IsoDateTimeSchema, MediaSchema, PagingSchema, SearchTextSchema, jsonQueryParam } from '../../public-api/public-api.schemas.ts';
import { DatabaseIdSchema } from '../../config/database-id.schemas.ts';

/** Filters and their groups as the overview's filter panel reads them (core.md 3, screens.md 7). */

/** Filter groups with this name are not shown as generic filters (core.md 9). */
export const IGNORED_FILTER_GROUP_NAME = 'Speciale wensen';

export const FilterFilterQuerySchema = z
  .strictObject({
    /** Filters whose name (or group name) matches, typo-tolerant. */
    genericSearchQuery: SearchTextSchema,
    filterGroupId: DatabaseIdSchema.nullish(),
  })
  .meta({ id: 'FilterFilterQuery' });
export type FilterFilterQuery = z.infer<typeof FilterFilterQuerySchema>;
export type FilterFilterQueryInput = z.input<typeof FilterFilterQuerySchema>;

export const FilterListQuerySchema = PagingSchema.extend({
  filterQuery: jsonQueryParam(FilterFilterQuerySchema),
});

export const FilterGroupSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    order: z.number().int(),
    activityCount: z.number().int().meta({ description: 'Public activities with at least one filter of the group.' }),
    image: MediaSchema.nullable(),
    headerImage: MediaSchema.nullable(),
  })
  .meta({ id: 'FilterGroup' });

export const FilterSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    activityCount: z.number().int().meta({ description: 'Public activities of the platform with this filter.' }),
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
    filterGroup: FilterGroupSchema,
    image: MediaSchema.nullable(),
  })
  .meta({ id: 'Filter' });
export type Filter = z.infer<typeof FilterSchema>;

export const FilterListSchema = z.object({ filters: z.array(FilterSchema), pageCount: z.number().int(), total: z.number().int() }).meta({ id: 'FilterList' });
export type FilterList = z.infer<typeof FilterListSchema>;
