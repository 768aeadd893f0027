import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiResponseError, RequiredParameterError, createApiClient } from '../../../app/api-client/api-client.ts';
import type { DatabaseHandle } from '../../../db/client.server.ts';
import { createTestApp } from '../../../tests/support/test-app.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { type ReadFixtures, insertReadFixtures, requestAs } from '../../../tests/support/read-fixtures.ts';

/** The browser client against the real Hono app (in-process fetch), as a visitor of nl.localhost. */

let handle: DatabaseHandle;
let fx: ReadFixtures;
let sent: string[];
let client: ReturnType<typeof createApiClient>;

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await insertReadFixtures(handle.db);
  const request = requestAs((await createTestApp(handle)).app);
  sent = [];
  client = createApiClient({
    baseUrl: 'http://nl.localhost/api',
    fetch: async (input, init) => {
      const url = new URL(String(input));
      sent.push(`${init?.method} ${url.pathname}${url.search}`);
      return request(url.host, `${url.pathname}${url.search}`, init);
    },
  });
});
afterAll(async () => {
  await handle?.close();
});

describe('api client', () => {
  it.each([
    ['getActivities', () => client.getActivities({ page: 1, limit: 15 } as never), 'filterQuery'],
    ['getActivities', () => client.getActivities({ page: null, limit: 15, filterQuery: {} } as never), 'page'],
    ['getActivity', () => client.getActivity({ activitySlug: null } as never), 'activitySlug'],
    ['getActivityRedirect', () => client.getActivityRedirect({} as never), 'slug'],
    ['getEvents', () => client.getEvents({ page: 1 } as never), 'limit'],
    ['getEvent', () => client.getEvent({ eventId: undefined } as never), 'eventId'],
    ['getFilters', () => client.getFilters({ page: 1, limit: 100 } as never), 'filterQuery'],
    ['getLocations', () => client.getLocations({ limit: 10, filterQuery: {} } as never), 'page'],
    ['getOrganisationActivities', () => client.getOrganisationActivities({ page: 1, limit: 100 } as never), 'organisationId'],
    ['getOrganisationEvents', () => client.getOrganisationEvents({ organisationId: 1, page: 1 } as never), 'limit'],
    ['getSeoPage', () => client.getSeoPage({ slug: null } as never), 'slug'],
    ['getGoogleLocationCities', () => client.getGoogleLocationCities({ platformId: 1 } as never), 'searchQuery'],
  ])('%s refuses a missing %s before sending anything', async (operation, invoke, parameter) => {
    const before = sent.length;
    await expect(invoke()).rejects.toThrow(new RequiredParameterError(parameter, operation).message);
    await expect(invoke()).rejects.toThrow(`Required parameter requestParameters.${parameter} was null or undefined when calling ${operation}.`);
    expect(sent.length).toBe(before);
  });

  it('sends filterQuery as JSON text and answers the typed list', async () => {
    const list = await client.getActivities({
      page: 1,
      limit: 2,
      filterQuery: { orderBy: { field: 'title', direction: 'ASC' }, filters: [fx.filters.binnen.id] },
    });
    expect(list.activities.map((a) => a.title)).toEqual(['Bedrijfsuitje Haarlem', 'Escape room Rotterdam']);
    expect([list.total, list.pageCount]).toEqual([3, 2]);
    expect(list.counts.find((c) => c.filterId === fx.filters.binnen.id)?.count).toBe(3);
    expect(sent.at(-1)).toContain('filterQuery=%7B%22orderBy%22');
    const fromText = await client.getActivities({ page: 1, limit: 15, filterQuery: '{}' });
    expect(fromText.total).toBe(5);
  });

  it('calls every read operation', async () => {
    expect((await client.getActivity({ activitySlug: 'kanoen-op-de-amstel' })).id).toBe(fx.activities.kano.id);
    expect((await client.getActivityRedirect({ slug: 'kano-amstel-oud' })).newSlug).toBe('kanoen-op-de-amstel');
    expect((await client.getRandomBanner()).id).toBe(fx.banners.banner.id);
    expect((await client.getEvents({ page: 1, limit: 15 })).total).toBe(3);
    expect((await client.getEvents({ page: 1, limit: 15, filterQuery: { city: fx.cities.haarlem.id } })).events.map((e) => e.title)).toEqual([
      'Lichtjesavond Haarlem',
    ]);
    expect((await client.getEvent({ eventId: fx.events.kerstmarkt.id })).title).toBe('Kerstmarkt Amsterdam');
    expect((await client.getFilters({ page: 1, limit: 100, filterQuery: {} })).total).toBe(5);
    expect((await client.getLocations({ page: 1, limit: 10, filterQuery: { genericSearchQuery: 'haarl', type: 'CITY' } })).locations[0]?.name).toBe('Haarlem');
    expect((await client.getOrganisationActivities({ organisationId: fx.organisations.orgA.id, page: 1, limit: 100 })).total).toBe(2);
    expect((await client.getOrganisationEvents({ organisationId: fx.organisations.orgA.id, page: 1, limit: 5 })).total).toBe(1);
    expect((await client.getSeoPage({ slug: 'bedrijfsuitje' })).id).toBe(fx.seoPages.seoRoot.id);
  });

  it('raises a non-2xx answer as an error with status and body', async () => {
    const notFound = await client.getActivity({ activitySlug: 'bestaat/niet met spaties' }).catch((e: unknown) => e);
    expect(notFound).toBeInstanceOf(ApiResponseError);
    expect((notFound as ApiResponseError).status).toBe(404);
    expect((notFound as ApiResponseError).body).toEqual({ error: { code: 'NOT_FOUND', message: 'No activity with this slug.' } });
    expect(sent.at(-1)).toBe('GET /api/public/activities/bestaat%2Fniet%20met%20spaties');

    const invalid = await client.getActivities({ page: 1, limit: 500, filterQuery: {} }).catch((e: unknown) => e);
    expect((invalid as ApiResponseError).status).toBe(400);
    expect((invalid as ApiResponseError).body).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { limit: expect.any(String) } } });

    const unauthorised = await client.getGoogleLocationCities({ platformId: 1, searchQuery: 'ams' }).catch((e: unknown) => e);
    expect((unauthorised as ApiResponseError).status).toBe(401);
  });
});
