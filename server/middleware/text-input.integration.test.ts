import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server.ts';
import { contactMessages, media, newsletterSubscribers, quoteRequests } from '../../db/schema/index.ts';
import { createTestApp } from '../../tests/support/test-app.ts';
import { MAX_JSON_DEPTH } from './text-input.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import { insertWriteFixtures, validQuote, type WriteFixtures } from '../../tests/support/write-fixtures.ts';

/** NUL and lone surrogates, wherever a visitor can send text (decision 094, items 1 and 14; decision 094). */
let database: DatabaseHandle;
let fixtures: WriteFixtures;
let dataDir: string;
let request: Awaited<ReturnType<typeof createTestApp>>['request'];
let ip = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  fixtures = await insertWriteFixtures(database.db);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'uitjes-text-input-'));
  ({ request } = await createTestApp(database, { DATA_DIR: dataDir, RATE_LIMIT_WRITES: '1000' }));
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const counts = () => Promise.all([quoteRequests, contactMessages, newsletterSubscribers, media].map((table) => database.db.$count(table)));

function postJson(host: string, pathname: string, body: string) {
  ip += 1;
  return request(host, pathname, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${ip}` }, body });
}

async function fieldsOf(response: Response): Promise<Record<string, string>> {
  const body = (await response.json()) as { error: { code: string; fields?: Record<string, string> } };
  expect(body.error.code).toBe('INVALID_CHARACTER');
  return body.error.fields ?? {};
}

describe('text that no column can store', () => {
  it('is refused in JSON bodies with 400 naming the field: NUL and lone surrogates, nothing stored', async () => {
    const before = await counts();
    const quote = `/api/public/activities/${fixtures.activityNl}/quoteRequest`;
    const nul = await postJson('nl.localhost', quote, JSON.stringify(validQuote({ name: 'Jan\u0000Jansen' })));
    expect(nul.status).toBe(400);
    expect(Object.keys(await fieldsOf(nul))).toEqual(['name']);
    // JSON.stringify writes a lone surrogate as the escape "\ud800", as a client would send it.
    const surrogate = await postJson('nl.localhost', quote, JSON.stringify(validQuote({ description: 'Met \ud800 erin' })));
    expect(surrogate.status).toBe(400);
    expect(Object.keys(await fieldsOf(surrogate))).toEqual(['description']);
    const contact = await postJson(
      'nl.localhost',
      '/api/public/contact',
      JSON.stringify({ type: 'Question', name: 'Kim', email: 'kim@example.nl', phone: '0612345678', remark: 'a\u0000b' }),
    );
    expect(contact.status).toBe(400);
    expect(Object.keys(await fieldsOf(contact))).toEqual(['remark']);
    const newsletter = await postJson('nl.localhost', '/api/public/newsletter-subscribe', JSON.stringify({ name: '\udc00', email: 'kim@example.nl' }));
    expect(newsletter.status).toBe(400);
    expect(Object.keys(await fieldsOf(newsletter))).toEqual(['name']);
    const city = await postJson('nl.localhost', '/api/public/locations/city', JSON.stringify({ name: 'Ams\u0000terdam' }));
    expect(city.status).toBe(400);
    expect(Object.keys(await fieldsOf(city))).toEqual(['name']);
    expect(await counts()).toEqual(before);
  });

  it("is refused in an upload's file name", async () => {
    const before = await counts();
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new File([new Uint8Array(png)], 'foto\u0000.png', { type: 'image/png' }));
    const response = await request('nl.localhost', '/api/public/media/image', { method: 'POST', headers: { 'x-forwarded-for': '10.9.1.1' }, body: form });
    expect(response.status).toBe(400);
    expect(Object.keys(await fieldsOf(response))).toEqual(['file']);
    expect(await counts()).toEqual(before);
  });

  it('is refused in paths and query values: 400 in the API model, the notice page for pages', async () => {
    const page = await request('nl.localhost', '/uitjes/a%00b');
    expect(page.status).toBe(400);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('Ongeldig teken');
    // A raw NUL in the query value (%00), not the JSON escape (which the search schema refuses itself).
    const filterQuery = encodeURIComponent('{"genericSearchQuery":"kano\u0000"}');
    const api = await request('nl.localhost', `/api/public/activities?page=1&limit=10&filterQuery=${filterQuery}`);
    expect(api.status).toBe(400);
    expect(Object.keys(await fieldsOf(api))).toEqual(['filterQuery']);
    const german = await request('de.localhost', '/uitjes?q=%00');
    expect(await german.text()).toContain('Ungültiges Zeichen');
  });

  it('is refused in page form posts, urlencoded and multipart, naming the field', async () => {
    const before = await counts();
    const urlencoded = await request('nl.localhost', '/helpdesk', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.9.2.1' },
      body: 'name=Kim&remark=a%00b',
    });
    expect(urlencoded.status).toBe(400);
    expect(await urlencoded.text()).toContain('remark');
    const multipart = new FormData();
    multipart.set('title', 'Feest\u0000');
    const posted = await request('kids.localhost', '/adverteren', { method: 'POST', headers: { 'x-forwarded-for': '10.9.2.2' }, body: multipart });
    expect(posted.status).toBe(400);
    expect(await posted.text()).toContain('title');
    expect(await counts()).toEqual(before);
  });

  it('lets ordinary text through, emoji and accents included', async () => {
    const ok = await postJson(
      'nl.localhost',
      `/api/public/activities/${fixtures.activityNl}/quoteRequest`,
      JSON.stringify(validQuote({ name: 'Zoë 😀 Jansen' })),
    );
    expect(ok.status).toBe(201);
  });
});

/** Arrays nested 30,000 deep: a 60 kB body, under the JSON body limit; it overflowed the stack (a 500). */
const DEEP = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;

async function tooDeep(response: Response): Promise<void> {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe('JSON_TOO_DEEP');
  expect(body.error.message).toContain(`deeper than ${MAX_JSON_DEPTH} levels`);
}

describe('JSON nested deeper than MAX_JSON_DEPTH', () => {
  it('is refused with 400 naming the problem on the public API, with or without an Idempotency-Key, nothing stored', async () => {
    const before = await counts();
    const quote = `/api/public/activities/${fixtures.activityNl}/quoteRequest`;
    await tooDeep(await postJson('nl.localhost', quote, DEEP));
    await tooDeep(await postJson('nl.localhost', '/api/public/locations/city', `{"name":${DEEP}}`));
    ip += 1;
    const keyed = await request('nl.localhost', quote, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'deep-1', 'x-forwarded-for': `10.9.0.${ip}` },
      body: DEEP,
    });
    await tooDeep(keyed);
    expect(await counts()).toEqual(before);
  });

  it('is refused with 400 on the portal sign-in', async () => {
    const signIn = await request('admin.localhost', '/api/portal/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://admin.localhost', 'x-forwarded-for': '10.9.3.1' },
      body: DEEP,
    });
    await tooDeep(signIn);
  });

  it('a deep filterQuery (JSON in a query value) is a 400 of its schema, not a 500', async () => {
    const filterQuery = encodeURIComponent(`${'['.repeat(4_000)}${']'.repeat(4_000)}`);
    const api = await request('nl.localhost', `/api/public/activities?page=1&limit=10&filterQuery=${filterQuery}`);
    expect(api.status).toBe(400);
  });
});
