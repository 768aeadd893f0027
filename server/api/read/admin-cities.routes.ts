import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { CitySuggestionListSchema, CitySuggestionQuerySchema } from '../../../app/features/locations/locations.schemas.ts';
import { searchCitySuggestions } from '../../../app/features/locations/locations.server.ts';
import type { AppEnv } from '../../app.ts';
import { ADMIN_SECURITY_SCHEME, type PrincipalResolver, requireAdmin } from '../../middleware/require-admin.ts';
import { ApiErrorSchema, errorResponses } from '../errors.ts';
import type { ApiDependencies } from '../index.ts';
import { jsonResponse } from './responses.ts';

export function adminCitiesRoute(resolvePrincipal?: PrincipalResolver) {
  return createRoute({
    method: 'get',
    path: '/admin/googleLocations/cities',
    operationId: 'getGoogleLocationCities',
    tags: ['Admin'],
    summary: 'City suggestions from the maps service (admins only)',
    description:
      'Places matching searchQuery for a platform, to create or fetch a location. Requires an ADMIN session; there is no login yet, so it answers 401 (decisions.md 17).',
    security: [{ [ADMIN_SECURITY_SCHEME]: [] }],
    middleware: [requireAdmin(resolvePrincipal)] as const,
    request: { query: CitySuggestionQuerySchema },
    responses: {
      200: jsonResponse(CitySuggestionListSchema, 'City suggestions'),
      400: errorResponses[400],
      401: jsonResponse(ApiErrorSchema, 'Not signed in as an administrator'),
      403: jsonResponse(ApiErrorSchema, 'Signed in, but not an administrator'),
    },
  });
}

/**
 * GET /api/admin/googleLocations/cities. The lookup is `searchCitySuggestions` (the platform's cities
 * table) until the gazetteer / maps-service provider replaces it behind the same call.
 */
export function registerAdminCityRoutes(api: OpenAPIHono<AppEnv>, { db }: ApiDependencies, resolvePrincipal?: PrincipalResolver): void {
  api.openAPIRegistry.registerComponent('securitySchemes', ADMIN_SECURITY_SCHEME, {
    type: 'apiKey',
    in: 'cookie',
    name: 'session',
    description: 'Session of a signed-in ADMIN user (no login exists yet: every call answers 401).',
  });
  api.openapi(adminCitiesRoute(resolvePrincipal), async (c) => {
    const { platformId, searchQuery } = c.req.valid('query');
    return c.json(await searchCitySuggestions(db, platformId, searchQuery), 200);
  });
}
