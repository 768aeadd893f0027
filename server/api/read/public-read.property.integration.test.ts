import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ReadFixtures, type requestAs } from '../../../tests/support/read-fixtures.ts';
import { setUpReadFixtureApp } from '../../../tests/support/read-fixture-app.ts';

/**
 * Nothing a client sends may cause a 500: random strings, random JSON and near-miss filter objects are
 * thrown at every query and path parameter of every read call. Allowed answers: 200, 400, 401, 404,
 * and every error answer has the shared shape.
 */

let fx: ReadFixtures;
let request: ReturnType<typeof requestAs>;

setUpReadFixtureApp((app) => ({ fx, request } = app));

/** encodeURIComponent refuses lone surrogates; a client could still send their UTF-8 replacement. */
function encode(value: string): string {
  return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, (c) => (/[\ud800-\udbff][\udc00-\udfff]/.test(c) ? c : '\ufffd')));
}

const NASTY = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  '99999999999999999999',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '%',
  '%zz',
  '\u0000',
  '\\',
  "'; DROP TABLE activities; --",
  '"',
  '<script>',
  'ü',
  '😀',
];

const text = fc.oneof(fc.string(), fc.string({ unit: 'binary', maxLength: 30 }), fc.constantFrom(...NASTY), fc.integer().map(String), fc.double().map(String));
/** A raw (already encoded or deliberately broken) query value. */
const rawValue = fc.oneof(text.map(encode), fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '+', '&&', '=='));

const anyJson = fc.jsonValue({ maxDepth: 3 });
const ACTIVITY_KEYS = [
  'orderBy',
  'filters',
  'genericSearchQuery',
  'personCount',
  'city',
  'region',
  'province',
  'advancedCitySearch',
  'geographicLocation',
  'minimumAge',
];
const EVENT_KEYS = ['genericSearchQuery', 'date', 'city', 'orderBy'];
const LOCATION_KEYS = ['genericSearchQuery', 'type'];
const FILTER_KEYS = ['genericSearchQuery', 'filterGroupId'];

const fieldValue = fc.oneof(
  anyJson,
  text,
  fc.integer(),
  fc.double(),
  fc.array(fc.oneof(fc.integer(), fc.double(), text), { maxLength: 5 }),
  fc.record(
    {
      field: fc.constantFrom('random', 'title', 'createdAt', 'relevance', 'startDate', 'x'),
      direction: fc.constantFrom('ASC', 'DESC', 'up'),
      seed: fc.oneof(fc.integer(), fc.double()),
    },
    { requiredKeys: [] },
  ),
  fc.record({ cityId: fc.oneof(fc.integer(), text), radiusKm: fc.oneof(fc.double(), fc.integer()) }, { requiredKeys: [] }),
  fc.record(
    {
      from: fc.oneof(
        text,
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      ),
      to: text,
    },
    { requiredKeys: [] },
  ),
  fc.constantFrom('CITY', 'PROVINCE', 'REGION', 'EUROPE', 'ORIGIN_COUNTRY'),
);

function filterQuery(keys: string[]) {
  return fc.oneof(
    rawValue,
    anyJson.map((v) => encode(JSON.stringify(v))),
    fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })), fieldValue, { maxKeys: 6 }).map((v) => encode(JSON.stringify(v))),
  );
}

const maybe = (arb: fc.Arbitrary<string>) => fc.option(arb, { nil: undefined });
const paging = fc.oneof(rawValue, fc.integer({ min: -5, max: 200 }).map(String));

function query(params: Record<string, string | undefined>): string {
  const parts = Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [`${k}=${v}`]));
  return parts.length ? `?${parts.join('&')}` : '';
}

async function expectClientAnswer(host: string, path: string): Promise<void> {
  const response = await request(host, path);
  if (![200, 400, 401, 404].includes(response.status)) {
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  }
  const body = await response.json();
  if (response.status !== 200) {
    expect(typeof body.error.code).toBe('string');
    expect(typeof body.error.message).toBe('string');
  }
}

const hosts = fc.constantFrom('nl.localhost', 'de.localhost', 'kids.localhost', 'be.localhost', 'localhost');
const RUNS = { numRuns: 100 };

describe('no client input makes the read API fail (property-based)', () => {
  it('list calls with page, limit and filterQuery', async () => {
    const lists: [string, string[]][] = [
      ['/api/public/activities', ACTIVITY_KEYS],
      ['/api/public/events', EVENT_KEYS],
      ['/api/public/filters', FILTER_KEYS],
      ['/api/public/locations', LOCATION_KEYS],
    ];
    for (const [path, keys] of lists) {
      await fc.assert(
        fc.asyncProperty(hosts, maybe(paging), maybe(paging), maybe(filterQuery(keys)), async (host, page, limit, fq) => {
          await expectClientAnswer(host, `${path}${query({ page, limit, filterQuery: fq })}`);
        }),
        RUNS,
      );
    }
  });

  it('activity filter objects that are nearly right', async () => {
    const nearlyRight = fc.record(
      {
        orderBy: fc.record({
          field: fc.constantFrom('random', 'title', 'createdAt', 'relevance'),
          direction: fc.constantFrom('ASC', 'DESC'),
          seed: fc.integer({ min: 0, max: 2_147_483_647 }),
        }),
        filters: fc.array(fc.oneof(fc.integer({ min: 1, max: 20 }), fc.integer()), { maxLength: 6 }),
        genericSearchQuery: fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.constantFrom('kano', 'bedrijfsuitjes', '"a" -b OR c', ':*', '!', '& | !', 'or or or', '\u0000x'),
        ),
        personCount: fc.integer({ min: -10, max: 100_001 }),
        city: fc.integer({ min: -1, max: 50 }),
        region: fc.integer({ min: -1, max: 50 }),
        province: fc.integer({ min: -1, max: 50 }),
        advancedCitySearch: fc.record({ cityId: fc.integer({ min: 1, max: 10 }), radiusKm: fc.double({ min: -1, max: 600, noNaN: true }) }),
        geographicLocation: fc.constantFrom('ORIGIN_COUNTRY', 'EUROPE', 'OUTSIDE_EUROPE'),
        minimumAge: fc.integer({ min: -1, max: 130 }),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(hosts, fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 100 }), nearlyRight, async (host, page, limit, fq) => {
        await expectClientAnswer(host, `/api/public/activities${query({ page: String(page), limit: String(limit), filterQuery: encode(JSON.stringify(fq)) })}`);
      }),
      RUNS,
    );
  });

  it('path parameters and single query parameters', async () => {
    const segment = fc.oneof(text.map(encode), fc.constantFrom('%', '%zz', '..', '.', '%2F', '%00'));
    await fc.assert(
      fc.asyncProperty(hosts, segment, maybe(rawValue), maybe(paging), maybe(paging), async (host, seg, value, page, limit) => {
        const id = seg === '' ? '0' : seg;
        await expectClientAnswer(host, `/api/public/activities/${id}`);
        await expectClientAnswer(host, `/api/public/events/${id}`);
        await expectClientAnswer(host, `/api/public/organisations/${id}/activities${query({ page, limit, excludeActivityId: value })}`);
        await expectClientAnswer(host, `/api/public/organisations/${fx.organisations.orgA.id}/events${query({ page, limit })}`);
        await expectClientAnswer(host, `/api/public/activities/redirects${query({ slug: value })}`);
        await expectClientAnswer(host, `/api/public/seo${query({ slug: value })}`);
        await expectClientAnswer(host, `/api/public/banners/random${query({ x: value })}`);
        await expectClientAnswer(host, `/api/public/popup${query({ x: value })}`);
        await expectClientAnswer(host, `/api/admin/googleLocations/cities${query({ platformId: value, searchQuery: value })}`);
      }),
      RUNS,
    );
  });
});
