import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { CitySuggestionListSchema, CitySuggestionQuerySchema } from '../../../app/features/locations/locations.schemas.ts';
import { lookupPlaces } from '../../../app/features/places/places.server.ts';
import type { AppEnv } from '../../app-env.ts';
import { errorResponses } from '../errors.ts';
import type { ApiDependencies } from '../api-dependencies.ts';
import { jsonResponse } from './responses.ts';

/** The visitor's place lookup: the admin call's search, for the request's own platform only. */
const PlacesQuerySchema = CitySuggestionQuerySchema.pick({ searchQuery: true });

const placesRoute = createRoute({
  method: 'get',
  path: '/public/places',
  operationId: 'getPlaces',
  tags: ['Locations'],
  summary: 'Places matching a text, for the location autocomplete when no known location matches',
  description:
    "Places of the request platform's country from the offline gazetteer (or Google Places when configured). " +
    'Choosing one is followed by POST /api/public/locations/city. The admin lookup of core.md 7 answers 401 to ' +
    'visitors (decisions.md 17), so the visitor screens use this call (docs/decisions/009-visitor-place-lookup.md).',
  request: { query: PlacesQuerySchema },
  responses: {
    200: jsonResponse(CitySuggestionListSchema, 'Place suggestions (at most 10)'),
    400: errorResponses[400],
  },
});

export function registerPlacesRoutes(api: OpenAPIHono<AppEnv>, { env }: ApiDependencies): void {
  api.openapi(placesRoute, async (c) => {
    const { searchQuery } = c.req.valid('query');
    const places = await lookupPlaces(c.var.platform.id, searchQuery, { googleApiKey: env.GOOGLE_PLACES_API_KEY });
    return c.json(places.slice(0, 10), 200);
  });
}
