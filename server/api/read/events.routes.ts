import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { EventIdParamsSchema, EventListQuerySchema, EventListSchema, EventSchema } from '../../../app/features/events/events.schemas.ts';
import { getPublicEvent, searchEvents } from '../../../app/features/events/events.server.ts';
import type { AppEnv } from '../../app-env.ts';
import { errorResponses } from '../errors.ts';
import type { ApiDependencies } from '../api-dependencies.ts';
import { jsonResponse, notFoundBody } from './responses.ts';

export const getEventsRoute = createRoute({
  method: 'get',
  path: '/public/events',
  operationId: 'getEvents',
  tags: ['Events'],
  summary: 'The agenda: active events, by start date',
  description:
    'Optional `filterQuery` JSON (schema EventFilterQuery), e.g. `{"genericSearchQuery":"markt","date":{"from":"2026-12-01","to":"2026-12-31"},"city":4,"orderBy":{"field":"startDate","direction":"ASC"}}`.',
  request: { query: EventListQuerySchema },
  responses: { 200: jsonResponse(EventListSchema, 'A page of events'), 400: errorResponses[400] },
});

export const getEventRoute = createRoute({
  method: 'get',
  path: '/public/events/{eventId}',
  operationId: 'getEvent',
  tags: ['Events'],
  summary: 'One active event',
  request: { params: EventIdParamsSchema },
  responses: { 200: jsonResponse(EventSchema, 'The event'), 400: errorResponses[400], 404: errorResponses[404] },
});

export function registerEventRoutes(api: OpenAPIHono<AppEnv>, { db }: ApiDependencies): void {
  api.openapi(getEventsRoute, async (c) => {
    const { page, limit, filterQuery } = c.req.valid('query');
    return c.json(await searchEvents(db, c.var.platform.id, { page, limit, filterQuery }), 200);
  });
  api.openapi(getEventRoute, async (c) => {
    const event = await getPublicEvent(db, c.var.platform.id, c.req.valid('param').eventId);
    if (!event) return c.json(notFoundBody('No event with this id.'), 404);
    return c.json(event, 200);
  });
}
