import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { CitySuggestionListSchema, CitySuggestionQuerySchema } from '../../../app/features/locations/locations.schemas.ts';
import { lookupPlaces } from '../../../app/features/places/places.server.ts';
import type { AppEnv } from '../../app-env.ts';
import { type PrincipalResolver, portalPrincipal, requireAdmin } from '../../middleware/require-admin.ts';
import { PORTAL_SESSION_SCHEME } from '../portal/portal.routes.ts';
import { ApiErrorSchema, errorResponses } from '../errors.ts';
import { eq } from 'drizzle-orm';
import { platforms } from '../../../db/schema/index.ts';
import type { ApiDependencies } from '../api-dependencies.ts';
import { jsonResponse } from './responses.ts';

export function adminCitiesRoute(resolvePrincipal: PrincipalResolver) {
  return createRoute({
    method: 'get',
    path: '/admin/googleLocations/cities',
    operationId: 'getGoogleLocationCities',
    tags: ['Admin'],
    summary: 'City suggestions from the maps service (admins only)',
    description:
      'Places matching searchQuery for a platform, to create or fetch a location. Requires the portal session of a signed-in ADMIN (sign in with POST /api/portal/sign-in on the portal host): 401 anonymous, 403 for a provider (USER).',
    security: [{ [PORTAL_SESSION_SCHEME]: [] }],
    middleware: [requireAdmin(resolvePrincipal)] as const,
    request: { query: CitySuggestionQuerySchema },
    responses: {
      200: jsonResponse(CitySuggestionListSchema, 'City suggestions'),
      400: { ...errorResponses[400], description: 'Invalid request, or platformId names no platform' },
      401: jsonResponse(ApiErrorSchema, 'Not signed in as an administrator'),
      403: jsonResponse(ApiErrorSchema, 'Signed in, but not an administrator'),
    },
  });
}

/**
 * GET /api/admin/googleLocations/cities: places from the bundled gazetteer of the platform's country
 * (decisions.md 11), or from Google Places when GOOGLE_PLACES_API_KEY is configured.
 */
export function registerAdminCityRoutes(
  api: OpenAPIHono<AppEnv>,
  { env, db }: ApiDependencies,
  resolvePrincipal: PrincipalResolver = portalPrincipal({ requireSecondFactor: env.ADMIN_REQUIRE_2FA }),
): void {
  api.openapi(adminCitiesRoute(resolvePrincipal), async (c) => {
    const { platformId, searchQuery } = c.req.valid('query');
    // A platform id that names no platform is a bad request, not a lookup in some default country.
    const [platform] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.id, platformId));
    if (!platform) {
      return c.json(
        { error: { code: 'VALIDATION_FAILED', message: 'The request is invalid.', fields: { platformId: `no platform has id ${platformId}` } } },
        400,
      );
    }
    return c.json(await lookupPlaces(platformId, searchQuery, { googleApiKey: env.GOOGLE_PLACES_API_KEY }), 200);
  });
}
