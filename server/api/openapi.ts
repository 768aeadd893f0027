import type { OpenAPIHono } from '@hono/zod-openapi';
import { ActivityFilterQuerySchema } from '../../app/features/activities/activities.schemas.ts';
import { EventFilterQuerySchema } from '../../app/features/events/events.schemas.ts';
import { FilterFilterQuerySchema } from '../../app/features/filters/filters.schemas.ts';
import { LocationFilterQuerySchema } from '../../app/features/locations/locations.schemas.ts';
import type { AppEnv } from '../app-env.ts';
import { registerApiReferencePage } from './api-reference-page.ts';

export const OPENAPI_PATH = '/openapi.json';
export const OPENAPI_DOCUMENT_CONFIG = {
  openapi: '3.1.0',
  info: {
    title: 'Uitjes API',
    version: '1.0.0',
    description:
      "JSON API of the group-outings directory. The platform (brand) is chosen by the request host; every answer holds only that platform's data. Errors: `{ error: { code, message, fields } }`.",
  },
  servers: [{ url: '/api', description: 'The host the visitor is on' }],
} as const;

/** The JSON carried by each operation's `filterQuery` parameter (validated by the same schemas). */
const FILTER_QUERY_SCHEMAS = {
  getActivities: ['ActivityFilterQuery', ActivityFilterQuerySchema],
  getEvents: ['EventFilterQuery', EventFilterQuerySchema],
  getFilters: ['FilterFilterQuery', FilterFilterQuerySchema],
  getLocations: ['LocationFilterQuery', LocationFilterQuerySchema],
} as const;

/**
 * The OpenAPI 3.1 document of every registered route, generated from the same Zod schemas that validate.
 * A `filterQuery` parameter is JSON in a query string: it is described with `content: application/json`
 * and the schema of its JSON, so generated clients type it as that object.
 */
export function openApiDocument(api: OpenAPIHono<AppEnv>) {
  for (const [name, schema] of Object.values(FILTER_QUERY_SCHEMAS)) {
    if (!api.openAPIRegistry.definitions.some((d) => d.type === 'schema' && d.schema === schema)) {
      api.openAPIRegistry.register(name, schema);
    }
  }
  const document = api.getOpenAPI31Document({ ...OPENAPI_DOCUMENT_CONFIG, servers: [...OPENAPI_DOCUMENT_CONFIG.servers] });
  for (const pathItem of Object.values(document.paths ?? {})) {
    const operation = pathItem.get;
    const entry = operation?.operationId ? FILTER_QUERY_SCHEMAS[operation.operationId as keyof typeof FILTER_QUERY_SCHEMAS] : undefined;
    if (!operation || !entry) continue;
    operation.parameters = operation.parameters?.map((parameter) =>
      'name' in parameter && parameter.name === 'filterQuery' && parameter.in === 'query'
        ? {
            name: parameter.name,
            in: 'query' as const,
            required: parameter.required ?? false,
            description: `JSON text of a ${entry[0]} object (unknown fields are rejected).`,
            content: { 'application/json': { schema: { $ref: `#/components/schemas/${entry[0]}` } } },
          }
        : parameter,
    );
  }
  return document;
}

/** GET /api/openapi.json and the interactive reference at GET /api/docs. Register after all routes. */
export function registerOpenApiRoutes(api: OpenAPIHono<AppEnv>): void {
  api.get(OPENAPI_PATH, (c) => c.json(openApiDocument(api)));
  registerApiReferencePage(api);
}
