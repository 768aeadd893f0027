import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { SearchSuggestionsSchema, SuggestionQuerySchema } from '../../../app/features/search/suggestions.schemas.ts';
import { suggest } from '../../../app/features/search/suggestions.server.ts';
import { IGNORED_FILTER_GROUP_NAME } from '../../../app/features/filters/filters.schemas.ts';
import type { AppEnv } from '../../app-env.ts';
import { errorResponses } from '../errors.ts';
import type { ApiDependencies } from '../api-dependencies.ts';
import { jsonResponse } from './responses.ts';

export const getSuggestionsRoute = createRoute({
  method: 'get',
  path: '/public/suggestions',
  operationId: 'getSuggestions',
  tags: ['Activities'],
  summary: 'Suggestions while typing in the keyword field: activities, categories and places',
  description:
    "For the request host's platform, from 2 characters: the activities the search ranks first for the text (its last word may " +
    'be unfinished), the filters whose name or group name matches (only filters public activities carry; not the group the ' +
    'overview hides) and the known places (cities, provinces, regions) whose names begin with it (decision 105). ' +
    'Relevance as in docs/decisions/105-search-relevance.md.',
  request: { query: SuggestionQuerySchema },
  responses: { 200: jsonResponse(SearchSuggestionsSchema, 'At most 5 activities, 3 categories and 3 places'), 400: errorResponses[400] },
});

export function registerSuggestionRoutes(api: OpenAPIHono<AppEnv>, { db }: ApiDependencies): void {
  api.openapi(getSuggestionsRoute, async (c) => {
    const { q } = c.req.valid('query');
    return c.json(await suggest(db, c.var.platform.id, q, { hiddenGroup: IGNORED_FILTER_GROUP_NAME }), 200);
  });
}
