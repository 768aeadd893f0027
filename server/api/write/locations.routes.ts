import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { PublicLocationSchema } from '../../../app/features/locations/locations.schemas.ts';
import { CitySuggestionSchema } from '../../../app/features/places/places.schemas.ts';
import { createOrFetchCity } from '../../../app/features/places/places.server.ts';
import type { AppEnv } from '../../app-env.ts';
import { ApiErrorSchema } from '../errors.ts';
import type { ApiDependencies } from '../api-dependencies.ts';
import { errorJson } from './form-messages.ts';
import { writeErrorResponses } from './leads.routes.ts';

const cityRoute = createRoute({
  method: 'post',
  path: '/public/locations/city',
  operationId: 'postCity',
  tags: ['Locations'],
  summary: 'Create or fetch the city of a place result',
  description:
    'A GeoNames id is looked up in the bundled gazetteer of the platform country (its name, coordinates and province win); a Google place id is accepted only when the Google Places provider is configured. The same locationId always yields the same city.',
  request: { body: { required: true, content: { 'application/json': { schema: CitySuggestionSchema } } } },
  responses: {
    200: { description: 'The city (found or created) as a public location', content: { 'application/json': { schema: PublicLocationSchema } } },
    ...writeErrorResponses,
    400: { description: 'Invalid body, platform of another site, or an unknown place', content: { 'application/json': { schema: ApiErrorSchema } } },
  },
});

export const LOCATION_PATHS = ['/public/locations/city'];

export function registerLocationRoutes(api: OpenAPIHono<AppEnv>, deps: ApiDependencies): void {
  api.openapi(cityRoute, async (c) => {
    const body = c.req.valid('json');
    if (body.platform !== c.var.platform.id) {
      return errorJson(c, 400, 'VALIDATION_FAILED', 'The place belongs to another site.', { platform: `must be ${c.var.platform.id} on this site` });
    }
    const result = await createOrFetchCity(deps.db, c.var.platform, body, { googleApiKey: deps.env.GOOGLE_PLACES_API_KEY });
    if (result.status === 'unknown-place') {
      return errorJson(c, 400, 'UNKNOWN_PLACE', 'No such place in this country.', { locationId: 'unknown place' });
    }
    return c.json(result.location, 200);
  });
}
