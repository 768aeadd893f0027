import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server.ts';
import { createTestApp } from '../../tests/support/test-app.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import { ensurePlatforms, requestAs } from '../../tests/support/read-fixtures.ts';

let handle: DatabaseHandle;
let request: ReturnType<typeof requestAs>;

beforeAll(async () => {
  handle = await createTestDatabase();
  await ensurePlatforms(handle.db);
  request = requestAs((await createTestApp(handle)).app);
});
afterAll(async () => {
  await handle?.close();
});

/** Operation ids and required parameters per call (core.md 5 and 7). */
const READ_OPERATIONS: [string, string, string, string[]][] = [
  ['/admin/googleLocations/cities', 'get', 'getGoogleLocationCities', ['platformId', 'searchQuery']],
  ['/public/activities', 'get', 'getActivities', ['page', 'limit', 'filterQuery']],
  ['/public/activities/{activitySlug}', 'get', 'getActivity', ['activitySlug']],
  ['/public/activities/redirects', 'get', 'getActivityRedirect', ['slug']],
  ['/public/banners/random', 'get', 'getRandomBanner', []],
  ['/public/events', 'get', 'getEvents', ['page', 'limit']],
  ['/public/events/{eventId}', 'get', 'getEvent', ['eventId']],
  ['/public/filters', 'get', 'getFilters', ['page', 'limit', 'filterQuery']],
  ['/public/locations', 'get', 'getLocations', ['page', 'limit', 'filterQuery']],
  ['/public/popup', 'get', 'getShownPopup', []],
  ['/public/organisations/{organisationId}/activities', 'get', 'getOrganisationActivities', ['organisationId', 'page', 'limit']],
  ['/public/organisations/{organisationId}/events', 'get', 'getOrganisationEvents', ['organisationId', 'page', 'limit']],
  ['/public/seo', 'get', 'getSeoPage', ['slug']],
];

describe('OpenAPI document', () => {
  it('is served at /api/openapi.json and is a valid OpenAPI 3.1 document', async () => {
    const response = await request('nl.localhost', '/api/openapi.json');
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it.each(READ_OPERATIONS)('describes %s with its operation id and required parameters', async (path, method, operationId, required) => {
    const document = await (await request('nl.localhost', '/api/openapi.json')).json();
    const operation = document.paths[path]?.[method];
    expect(operation?.operationId).toBe(operationId);
    const requiredNames = (operation.parameters ?? []).filter((p: { required?: boolean }) => p.required).map((p: { name: string }) => p.name);
    expect(requiredNames.sort()).toEqual([...required].sort());
    expect(Object.keys(operation.responses)).toContain('200');
  });

  it('describes filterQuery as JSON of its schema, and the admin call as secured', async () => {
    const document = await (await request('nl.localhost', '/api/openapi.json')).json();
    const filterQuery = document.paths['/public/activities'].get.parameters.find((p: { name: string }) => p.name === 'filterQuery');
    expect(filterQuery.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ActivityFilterQuery' });
    expect(Object.keys(document.components.schemas.ActivityFilterQuery.properties).sort()).toEqual(
      [
        'advancedCitySearch',
        'city',
        'filters',
        'genericSearchQuery',
        'geographicLocation',
        'minimumAge',
        'orderBy',
        'personCount',
        'province',
        'region',
      ].sort(),
    );
    expect(document.components.schemas.ActivityFilterQuery.additionalProperties).toBe(false);
    // orderBy: the object form or the specification's string form ("random DESC").
    const orderForms = document.components.schemas.ActivityFilterQuery.properties.orderBy.anyOf;
    expect(orderForms).toContainEqual({ $ref: '#/components/schemas/ActivityOrder' });
    const text = orderForms.find((form: { type?: string }) => form.type === 'string');
    expect(text.description).toContain('random DESC');
    expect(new RegExp(text.pattern).test('random DESC')).toBe(true);
    expect(new RegExp(text.pattern).test('price DESC')).toBe(false);
    const admin = document.paths['/admin/googleLocations/cities'].get;
    expect(admin.security).toEqual([{ portalSession: [] }]);
    expect(document.components.securitySchemes.portalSession).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(Object.keys(admin.responses)).toContain('401');
  });

  it('serves the interactive reference at /api/docs from its own origin, under a CSP, without a CDN', async () => {
    const response = await request('nl.localhost', '/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThan(2);
    for (const source of sources) expect(source, source).toMatch(/^\//);
    expect(html).not.toMatch(/<script>/);
    const start = await request('nl.localhost', '/api/docs/start.js');
    expect(await start.text()).toContain('/api/openapi.json');
    const bundle = await request('nl.localhost', '/api/docs/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    expect((await request('nl.localhost', '/api/docs/package.json')).status).toBe(404);
  });
});
