import fc from 'fast-check';
import sharp from 'sharp';
import { lookupPlaces } from '../../../app/features/places/places.server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server.ts';
import { cities, contactMessages, eventSubmissions, events, mailOutbox, media, newsletterSubscribers, quoteRequests } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../tests/support/test-app.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { insertWriteFixtures, validQuote, type WriteFixtures } from '../../../tests/support/write-fixtures.ts';
import { insertUpload } from '../../../tests/support/upload-fixtures.ts';

/**
 * Nothing a client sends to a write call may cause a 5xx, and a refused write (4xx) stores nothing
 * (decision 094). Every POST of the OpenAPI document gets bodies built from its own schema's field names,
 * filled with generated values and the known troublemakers: NUL, lone surrogates, ids past int4,
 * numbers past every range, impossible and far-away dates. Seeded and bounded: the same run every time.
 */

let database: DatabaseHandle;
let fixtures: WriteFixtures;
let app: Awaited<ReturnType<typeof createTestApp>>['app'];
let ip = 0;

interface Operation {
  path: string;
  contentType: string;
  fields: string[];
}
const operations: Operation[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  fixtures = await insertWriteFixtures(database.db);
  ({ app } = await createTestApp(database, { RATE_LIMIT_WRITES: '100000', RATE_LIMIT_STATISTICS: '100000' }));
  const document = (await (await app.fetch(new Request('http://nl.localhost/api/openapi.json'))).json()) as {
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { $ref?: string; properties?: Record<string, unknown> } }> } }>>;
    components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
  };
  for (const [path, methods] of Object.entries(document.paths)) {
    const post = methods.post;
    // The portal's calls are a signed-in user's, on the portal host: their own tests (server/api/portal).
    if (!post || path.startsWith('/portal/')) continue;
    const [contentType, content] = Object.entries(post.requestBody?.content ?? { none: { schema: {} } })[0]!;
    const schema = content.schema.$ref ? document.components.schemas[content.schema.$ref.split('/').pop()!]! : content.schema;
    operations.push({ path, contentType, fields: Object.keys(schema.properties ?? {}) });
  }
  bases = await validBodies();
});
afterAll(async () => {
  await database?.close();
});

const TROUBLE = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '😀',
  '2099-02-30',
  '9999-12-31T23:59:59.999-14:00',
  '+010000-01-01T00:00:00Z',
  '0000-00-00',
  '2099-05-01',
  '',
  ' ',
  'null',
  '<script>',
  "'; DROP TABLE media; --",
];
const NUMBERS = [2_147_483_648, -1, 0, 1.5, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308];

const PNG = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#3a7' } })
  .png()
  .toBuffer();

const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }), fc.constantFrom(...TROUBLE));
const value: fc.Arbitrary<unknown> = fc.oneof(
  text,
  fc.constantFrom(...NUMBERS),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.record({ id: fc.oneof(fc.constantFrom(...NUMBERS), text, fc.constant(null)) }),
  fc.jsonValue({ maxDepth: 2 }),
);
const pathId = fc.oneof(fc.constantFrom('2147483648', '-1', '0', '1.5', '%00', '99999999999999999999', 'abc'), fc.nat().map(String));

/** A body each call accepts (2xx): the generated ones change one to three of its fields. */
async function validBodies(): Promise<Record<string, Record<string, unknown>>> {
  // A visitor's upload: the event form takes it once, later bodies that name it again are refused (400).
  const image = await insertUpload(database.db, null, '/images/property.jpg');
  const [place] = await lookupPlaces(1, 'Zwolle');
  return {
    '/public/activities/{activityId}/quoteRequest': validQuote({ email: 'property@test.example' }),
    '/public/contact': { type: 'Question', name: 'Kim', email: 'kim@example.nl', phone: '0612345678', companyName: '', description: 'Een vraag' },
    '/public/contact/event': {
      name: 'Els',
      companyName: '',
      email: 'els@example.nl',
      iban: 'NL91 ABNA 0417 1643 00',
      province: 'Utrecht',
      city: 'Utrecht',
      address: 'Domplein 1',
      zipcode: '3512 JC',
      title: 'Feest',
      description: 'Spelletjes.',
      website: 'https://feest.example',
      startDate: '2099-05-01',
      endDate: null,
      media: { id: image!.id },
    },
    '/public/newsletter-subscribe': { name: 'Kim', email: 'kim@example.nl' },
    '/public/locations/city': { ...place },
    '/public/media/image': { file: 'foto.png' },
  };
}
let bases: Record<string, Record<string, unknown>> = {};

const counts = () =>
  Promise.all(
    [quoteRequests, contactMessages, eventSubmissions, events, newsletterSubscribers, mailOutbox, media, cities].map((table) => database.db.$count(table)),
  );

async function send(operation: Operation, body: Record<string, unknown>, id: string, kind: string): Promise<Response> {
  ip += 1;
  const path = `/api${operation.path.replace('{activityId}', id).replace('{kind}', kind)}`;
  const headers: Record<string, string> = { 'x-forwarded-for': `10.77.${(ip >> 8) & 255}.${ip & 255}` };
  let payload: BodyInit | undefined;
  if (operation.contentType === 'application/json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  } else if (operation.contentType === 'multipart/form-data') {
    const form = new FormData();
    for (const [name, item] of Object.entries(body)) {
      // A real image under a generated name, or whatever else was generated for the field.
      form.append(name, typeof item === 'string' ? new File([new Uint8Array(PNG)], item, { type: 'image/png' }) : (JSON.stringify(item) ?? ''));
    }
    payload = form;
  }
  return app.fetch(new Request(`http://nl.localhost${path}`, { method: 'POST', headers, body: payload }));
}

describe('no client input makes a write call fail or store a refused write (property-based)', () => {
  it('finds every write call of the OpenAPI document', () => {
    expect(operations.map((o) => o.path)).toEqual(
      expect.arrayContaining([
        '/public/activities/{activityId}/quoteRequest',
        '/public/contact',
        '/public/contact/event',
        '/public/newsletter-subscribe',
        '/public/locations/city',
        '/public/media/image',
      ]),
    );
  });

  it('starts from bodies each call accepts', async () => {
    for (const operation of operations) {
      const response = await send(operation, bases[operation.path] ?? {}, String(fixtures.activityNl), 'view');
      expect(response.status, `${operation.path}: ${response.status < 300 ? '' : await response.text()}`).toBeLessThan(300);
    }
  });

  it('answers below 500 for every generated body and id, and a 4xx changes no table', async () => {
    for (const [index, operation] of operations.entries()) {
      // A valid body with one to three of its fields (or an unknown one) replaced by a generated value.
      const base = bases[operation.path] ?? {};
      const changes = fc.dictionary(fc.oneof(fc.constantFrom(...(operation.fields.length ? operation.fields : ['x'])), fc.string({ maxLength: 6 })), value, {
        minKeys: 1,
        maxKeys: 3,
      });
      const bodies = changes.map((changed) => ({ ...base, ...changed }));
      await fc.assert(
        fc.asyncProperty(
          bodies,
          fc.oneof(fc.constant(String(fixtures.activityNl)), pathId),
          fc.constantFrom('view', 'phone', 'web', 'x'),
          async (body, id, kind) => {
            const before = await counts();
            const response = await send(operation, body, id, kind);
            if (response.status >= 500) throw new Error(`${operation.path} answered ${response.status}: ${await response.text()}`);
            if (response.status >= 400) expect(await counts(), `${operation.path} ${response.status}`).toEqual(before);
          },
        ),
        { seed: 2026 + index, numRuns: 60 },
      );
    }
  }, 120_000);
});
