import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import {
  ActivityDetailSchema,
  ActivityListQuerySchema,
  ActivityListSchema,
  ActivityRedirectSchema,
  ActivitySlugParamsSchema,
  RedirectQuerySchema,
} from '../../../app/features/activities/activities.schemas.ts';
import { findActivityRedirect, getPublicActivityBySlug } from '../../../app/features/activities/activities.server.ts';
import { searchActivitiesOrClosest } from '../../../app/features/search/no-results-help.server.ts';
import type { AppEnv } from '../../app-env.ts';
import { errorResponses } from '../errors.ts';
import type { ApiDependencies } from '../api-dependencies.ts';
import { jsonResponse, notFoundBody } from './responses.ts';

export const getActivitiesRoute = createRoute({
  method: 'get',
  path: '/public/activities',
  operationId: 'getActivities',
  tags: ['Activities'],
  summary: 'The activity overview: one page of public activities with facet counts',
  description:
    'Public activities of the request host\'s platform. `filterQuery` is JSON (schema ActivityFilterQuery), e.g. `{"orderBy":{"field":"random","direction":"DESC","seed":123},"filters":[3,7],"genericSearchQuery":"kano","personCount":20}`.',
  request: { query: ActivityListQuerySchema },
  responses: {
    200: jsonResponse(
      ActivityListSchema,
      "A page of activities, the total, the page count and a count per filter; when nothing matches every word of the text, the closest query's activities and that query",
    ),
    400: errorResponses[400],
  },
});

export const getActivityRedirectRoute = createRoute({
  method: 'get',
  path: '/public/activities/redirects',
  operationId: 'getActivityRedirect',
  tags: ['Activities'],
  summary: 'Where an old activity slug lives now',
  request: { query: RedirectQuerySchema },
  responses: { 200: jsonResponse(ActivityRedirectSchema, 'The redirect'), 400: errorResponses[400], 404: errorResponses[404] },
});

export const getActivityRoute = createRoute({
  method: 'get',
  path: '/public/activities/{activitySlug}',
  operationId: 'getActivity',
  tags: ['Activities'],
  summary: 'One public activity by its slug',
  request: { params: ActivitySlugParamsSchema },
  responses: { 200: jsonResponse(ActivityDetailSchema, 'The public activity detail'), 400: errorResponses[400], 404: errorResponses[404] },
});

export function registerActivityRoutes(api: OpenAPIHono<AppEnv>, { db }: ApiDependencies): void {
  api.openapi(getActivitiesRoute, async (c) => {
    const { page, limit, filterQuery } = c.req.valid('query');
    return c.json(await searchActivitiesOrClosest(db, c.var.platform.id, { ...filterQuery, page, limit }), 200);
  });
  // Before {activitySlug}: the literal path wins.
  api.openapi(getActivityRedirectRoute, async (c) => {
    const redirect = await findActivityRedirect(db, c.var.platform.id, c.req.valid('query').slug);
    if (!redirect) return c.json(notFoundBody('No redirect for this slug.'), 404);
    return c.json(redirect, 200);
  });
  api.openapi(getActivityRoute, async (c) => {
    const activity = await getPublicActivityBySlug(db, c.var.platform.id, c.req.valid('param').activitySlug);
    if (!activity) return c.json(notFoundBody('No activity with this slug.'), 404);
    return c.json(activity, 200);
  });
}
