import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server.ts';
import { createTestApp } from '../../../tests/support/test-app.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { insertReadFixtures, requestAs } from '../../../tests/support/read-fixtures.ts';
import { requiredParameterMessage } from '../errors.ts';

// A required parameter that was not sent is said to be missing, in core.md 8's one wording for every
// call, whatever the parameter's schema says of a bad value ("slug must be text", "expected string").

let handle: DatabaseHandle;
let request: ReturnType<typeof requestAs>;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertReadFixtures(handle.db);
  request = requestAs((await createTestApp(handle)).app);
});
afterAll(async () => {
  await handle?.close();
});

const filterQuery = encodeURIComponent('{}');

describe('a missing required parameter', () => {
  it.each([
    ['getActivities', '/api/public/activities?page=1&limit=15', 'filterQuery'],
    ['getActivities', `/api/public/activities?limit=15&filterQuery=${filterQuery}`, 'page'],
    ['getActivityRedirect', '/api/public/activities/redirects', 'slug'],
    ['getEvents', '/api/public/events?page=1', 'limit'],
    ['getFilters', '/api/public/filters?page=1&limit=100', 'filterQuery'],
    ['getLocations', `/api/public/locations?limit=10&filterQuery=${filterQuery}`, 'page'],
    ['getOrganisationEvents', '/api/public/organisations/1/events?page=1', 'limit'],
    ['getSeoPage', '/api/public/seo', 'slug'],
  ])('%s without %s answers 400 saying that it is missing', async (operation, path, parameter) => {
    const response = await request('nl.localhost', path);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.fields[parameter]).toBe(requiredParameterMessage(parameter, operation));
    expect(body.error.fields[parameter]).toBe(`Required parameter requestParameters.${parameter} was null or undefined when calling ${operation}.`);
  });

  it('a parameter sent with a bad value keeps its own message', async () => {
    const response = await request('nl.localhost', '/api/public/activities?page=1&limit=15&filterQuery=%7Bnot-json');
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields.filterQuery).toBe('filterQuery must be valid JSON');
  });
});
