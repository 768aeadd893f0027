import { z } from 'zod';
import { DatabaseIdSchema, databaseIdParam } from '../../config/database-id.schemas.ts';
import {
  IsoDateTimeSchema,
  MediaSchema,
  OrganisationRefSchema,
  ORDER_DIRECTIONS,
  PagingSchema,
  SearchTextSchema,
  jsonQueryParam,
  orderByText,
} from '../../public-api/public-api.schemas.ts';

/** Events (agenda): list filter JSON, event shape and list answer (core.md 3, 7). */

const id = DatabaseIdSchema;

/** A calendar day, YYYY-MM-DD (days are those of Europe/Amsterdam). */
export const CalendarDateSchema = z.iso.date('date must be a day as YYYY-MM-DD');

export const EventDateRangeSchema = z
  .strictObject({ from: CalendarDateSchema.nullish(), to: CalendarDateSchema.nullish() })
  .refine((range) => !range.from || !range.to || range.from <= range.to, { message: 'from must not be after to', path: ['to'] })
  .meta({ id: 'EventDateRange', description: 'Events overlapping the days from..to (both inclusive; an open end is unbounded).' });

export const EventFilterQuerySchema = z
  .strictObject({
    genericSearchQuery: SearchTextSchema,
    /** A single day or a range: events running on (overlapping) it. */
    date: z.union([CalendarDateSchema, EventDateRangeSchema]).nullish(),
    city: id.nullish(),
    /** The object form, or the specification's string form 'startDate ASC'. */
    orderBy: z
      .union([z.strictObject({ field: z.literal('startDate'), direction: z.enum(ORDER_DIRECTIONS).default('ASC') }), orderByText(['startDate'], 'ASC')])
      .nullish(),
  })
  .meta({ id: 'EventFilterQuery' });
export type EventFilterQuery = z.infer<typeof EventFilterQuerySchema>;
export type EventFilterQueryInput = z.input<typeof EventFilterQuerySchema>;

export const EventListQuerySchema = PagingSchema.extend({
  filterQuery: jsonQueryParam(EventFilterQuerySchema).optional(),
});

export const EventCitySchema = z.object({ id: z.number().int(), name: z.string(), province: z.string().nullable() }).meta({ id: 'EventCity' });

export const EventSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    active: z.boolean(),
    startDate: IsoDateTimeSchema,
    endDate: IsoDateTimeSchema.nullable(),
    website: z.string().nullable(),
    description: z.string().nullable(),
    image: MediaSchema.nullable(),
    organisation: OrganisationRefSchema.nullable(),
    city: EventCitySchema.nullable(),
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
  })
  .meta({ id: 'Event' });
export type Event = z.infer<typeof EventSchema>;

export const EventListSchema = z.object({ events: z.array(EventSchema), pageCount: z.number().int(), total: z.number().int() }).meta({ id: 'EventList' });
export type EventList = z.infer<typeof EventListSchema>;

export const EventIdParamsSchema = z.object({
  eventId: databaseIdParam('eventId'),
});

export const OrganisationEventsQuerySchema = PagingSchema;
