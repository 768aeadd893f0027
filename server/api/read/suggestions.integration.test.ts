import { describe, expect, it } from 'vitest';
import { SearchSuggestionsSchema } from '../../../app/features/search/suggestions.schemas.ts';
import type { DatabaseHandle } from '../../../db/client.server.ts';
import { type ReadFixtures, type requestAs } from '../../../tests/support/read-fixtures.ts';
import { setUpReadFixtureApp } from '../../../tests/support/read-fixture-app.ts';

let handle: DatabaseHandle;
let fx: ReadFixtures;
let request: ReturnType<typeof requestAs>;

setUpReadFixtureApp((app) => ({ handle, fx, request } = app));

async function suggestions(host: string, q: string) {
  const response = await request(host, `/api/public/suggestions?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(SearchSuggestionsSchema.strict().parse(body)).toEqual(body);
  return body as {
    activities: { title: string; slug: string }[];
    categories: { id: number; name: string; group: { name: string } }[];
    places: { name: string; type: string }[];
  };
}

describe('GET /api/public/suggestions', () => {
  it('suggests public activities of the request platform from two characters, the last word as a prefix', async () => {
    const ka = await suggestions('nl.localhost', 'ka');
    expect(ka.activities.map((a) => a.title)).toEqual(['Kanoën op de Amstel']);
    expect(ka.activities[0]!.slug).toBe('kanoen-op-de-amstel');
    // Unfinished words, folding and compounds as the search has them; hidden activities never.
    expect((await suggestions('nl.localhost', 'kanoe')).activities.map((a) => a.title)).toEqual(['Kanoën op de Amstel']);
    expect((await suggestions('nl.localhost', 'wijnpr')).activities.map((a) => a.title)).toEqual(['Wijnproeverij']);
    expect((await suggestions('nl.localhost', 'escaperoom')).activities.map((a) => a.title)).toEqual(['Escape room Rotterdam']);
    expect((await suggestions('de.localhost', 'ka')).activities.map((a) => a.title)).toEqual(['Kanufahren in München']);
    expect((await suggestions('be.localhost', 'kano')).activities.map((a) => a.title)).toEqual(['Kanoën op de Schelde']);
    expect((await suggestions('nl.localhost', 'zzqx')).activities).toEqual([]);
  });

  it('suggests categories by filter or group name, only those public activities carry and never the hidden group', async () => {
    const sp = await suggestions('nl.localhost', 'sp');
    expect(sp.categories.map((c) => [c.name, c.group.name])).toEqual([['Sport', 'Type uitje']]);
    expect(sp.categories[0]!.id).toBe(fx.filters.sport.id);
    expect((await suggestions('nl.localhost', 'type')).categories.map((c) => c.name)).toEqual(['Sport', 'Cultuur']);
    expect((await suggestions('nl.localhost', 'rolstoel')).categories).toEqual([]);
    expect((await suggestions('de.localhost', 'sport')).categories.map((c) => c.group.name)).toEqual(['Art']);
  });

  it('suggests places whose name (or a word of it) begins with the text, exact names first', async () => {
    expect((await suggestions('nl.localhost', 'ams')).places).toEqual([
      { id: fx.cities.amsterdam.id, name: 'Amsterdam', type: 'CITY', province: 'Noord-Holland' },
    ]);
    expect((await suggestions('nl.localhost', 'holland')).places.map((p) => p.name)).toEqual(['Noord-Holland', 'Zuid-Holland']);
    expect((await suggestions('nl.localhost', 'rand')).places.map((p) => [p.name, p.type])).toEqual([['Randstad', 'REGION']]);
    expect((await suggestions('de.localhost', 'munchen')).places.map((p) => p.name)).toEqual(['München']);
    expect((await suggestions('nl.localhost', 'kano ams')).places.map((p) => p.name)).toEqual(['Amsterdam']);
  });

  it('answers the same again from its cache, and anew after a catalogue change', async () => {
    expect((await suggestions('nl.localhost', 'wijn')).activities).toHaveLength(1);
    expect((await suggestions('nl.localhost', 'wijn')).activities).toHaveLength(1);
    await handle.db.execute(`UPDATE activities SET status = false WHERE slug = 'wijnproeverij'`);
    expect((await suggestions('nl.localhost', 'wijn')).activities).toEqual([]);
    await handle.db.execute(`UPDATE activities SET status = true WHERE slug = 'wijnproeverij'`);
  });

  it.each([
    ['one character', 'k', 'q'],
    ['only spaces around one character', '  k  ', 'q'],
    ['too long', 'k'.repeat(101), 'q'],
    ['a control character', 'ka\u0007no', 'q'],
    ['a line break', 'ka\nno', 'q'],
  ])('answers 400 naming the field for %s', async (_name, q, field) => {
    const response = await request('nl.localhost', `/api/public/suggestions?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields)).toContain(field);
  });

  it('answers 400 for a NUL character, as every call does before validation', async () => {
    const response = await request('nl.localhost', '/api/public/suggestions?q=ka%00');
    expect(response.status).toBe(400);
  });

  it('answers 400 without q', async () => {
    const response = await request('nl.localhost', '/api/public/suggestions');
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toContain('q');
  });

  it('sends the headers of the other public read calls', async () => {
    const [suggestion, locations] = await Promise.all([
      request('nl.localhost', '/api/public/suggestions?q=ka'),
      request('nl.localhost', '/api/public/locations?page=1&limit=5'),
    ]);
    expect(suggestion.headers.get('cache-control')).toBe(locations.headers.get('cache-control'));
  });
});
