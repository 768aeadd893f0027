import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { OrganisationActivitiesQuerySchema, OrganisationActivityListSchema } from '../../../app/features/activities/activities.schemas.ts';
import { listOrganisationActivities } from '../../../app/features/activities/activities.server.ts';
import { EventListSchema, OrganisationEventsQuerySchema } from '../../../app/features/events/events.schemas.ts';
import { listOrganisationEvents } from '../../../app/features/events/events.server.ts';
import { OrganisationIdParamsSchema } from '../../../app/features/organisations/organisations.schemas.ts';
import { getPublicOrganisation } from '../../../app/features/organisations/organisations.server.ts';
import type { AppEnv } from '../../app-env.ts';
import { errorResponses } from '../errors.ts';
import type { ApiDependencies } from '../api-dependencies.ts';
import { jsonResponse, notFoundBody } from './responses.ts';

export const getOrganisationActivitiesRoute = createRoute({
  method: 'get',
  path: '/public/organisations/{organisationId}/activities',
  operationId: 'getOrganisationActivities',
  tags: ['Organisations'],
  summary: "An organisation's public activities, by title",
  request: { params: OrganisationIdParamsSchema, query: OrganisationActivitiesQuerySchema },
  responses: { 200: jsonResponse(OrganisationActivityListSchema, 'A page of activities'), 400: errorResponses[400], 404: errorResponses[404] },
});

export const getOrganisationEventsRoute = createRoute({
  method: 'get',
  path: '/public/organisations/{organisationId}/events',
  operationId: 'getOrganisationEvents',
  tags: ['Organisations'],
  summary: "An organisation's coming active events, soonest first",
  request: { params: OrganisationIdParamsSchema, query: OrganisationEventsQuerySchema },
  responses: { 200: jsonResponse(EventListSchema, 'A page of events'), 400: errorResponses[400], 404: errorResponses[404] },
});

export function registerOrganisationRoutes(api: OpenAPIHono<AppEnv>, { db }: ApiDependencies): void {
  api.openapi(getOrganisationActivitiesRoute, async (c) => {
    const { organisationId } = c.req.valid('param');
    if (!(await getPublicOrganisation(db, c.var.platform.id, organisationId))) {
      return c.json(notFoundBody('No organisation with this id.'), 404);
    }
    return c.json(await listOrganisationActivities(db, c.var.platform.id, organisationId, c.req.valid('query')), 200);
  });
  api.openapi(getOrganisationEventsRoute, async (c) => {
    const { organisationId } = c.req.valid('param');
    if (!(await getPublicOrganisation(db, c.var.platform.id, organisationId))) {
      return c.json(notFoundBody('No organisation with this id.'), 404);
    }
    return c.json(await listOrganisationEvents(db, c.var.platform.id, organisationId, c.req.valid('query')), 200);
  });
}
