import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server.ts';
import { resolveSeoRequest } from '../../app/features/seo-resolution/resolution.server.ts';
import { SLUG_NOT_FOUND_MESSAGE, seoPageRecordFrom } from '../../app/features/seo-resolution/resolution.ts';
import { getSeoPageBySlug } from '../../app/features/seo/seo.server.ts';
import { seoPages } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';

// SEO resolution (core.md 4) over the seeded database, with the seo feature's page lookup as the
// catch-all route composes it.
let database: DatabaseHandle;
const logged: string[] = [];

function resolve(platformId: number, path: string) {
  return resolveSeoRequest(
    {
      db: database.db,
      platformId,
      log: { info: (message: object | string) => void logged.push(String(message)) },
      findPage: async (slug) => {
        const page = await getSeoPageBySlug(database.db, platformId, slug);
        return page ? seoPageRecordFrom(page) : null;
      },
    },
    path,
  );
}

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  // A generic page (no linked place) with a place segment: any place of the platform fits.
  await database.db.insert(seoPages).values({
    platformId: 1,
    slug: 'vergaderlocatie/zwolle',
    title: 'Vergaderlocatie',
    searchQuery: 'vergaderen',
    metaTitle: 'Vergaderlocatie [in #locatie]',
    metaDescription: 'Alles voor #zoekterm [in #locatie].',
  });
});
afterAll(async () => {
  await database?.close();
});

describe('SEO resolution on the seeded database', () => {
  it('a landing page with a linked city: SEO data with the texts filled', async () => {
    logged.length = 0;
    const result = await resolve(1, '/bedrijfsuitje/amsterdam/?utm_source=x');
    expect(result).toMatchObject({ kind: 'page', path: '/bedrijfsuitje/amsterdam', location: { name: 'Amsterdam', type: 'CITY' } });
    if (result.kind !== 'page') return;
    expect(result.texts.pageTitle).toBe('Bedrijfsuitje in Amsterdam');
    expect(result.texts.metaDescription).not.toMatch(/#locatie|#zoekterm|\[|\]/);
    expect(result.page.filterIds.length).toBeGreaterThan(0);
    expect(logged).toEqual([]);
  });

  it('a province page matches the province by slugified name', async () => {
    expect(await resolve(1, '/bedrijfsuitje/noord-holland')).toMatchObject({ kind: 'page', location: { name: 'Noord-Holland', type: 'PROVINCE' } });
    expect(await resolve(2, '/firmenausflug/munchen')).toMatchObject({ kind: 'page', location: { name: 'München', type: 'CITY' } });
  });

  it('a generic page takes a place of the platform and the search query', async () => {
    const result = await resolve(1, '/vergaderlocatie/zwolle');
    expect(result).toMatchObject({
      kind: 'page',
      location: { name: 'Zwolle' },
      texts: { metaTitle: 'Vergaderlocatie in Zwolle', metaDescription: 'Alles voor vergaderen in Zwolle.' },
    });
  });

  it('logs and falls back to the first segment; a deeper path becomes a redirect', async () => {
    logged.length = 0;
    expect(await resolve(1, '/bedrijfsuitje/atlantis')).toEqual({ kind: 'redirect', location: '/bedrijfsuitje' });
    expect(logged).toEqual([SLUG_NOT_FOUND_MESSAGE]);
  });

  it('no page on the path nor its first segment: nothing; pages of other platforms do not count', async () => {
    expect(await resolve(1, '/bestaat-niet/ergens')).toEqual({ kind: 'none' });
    expect(await resolve(1, '/firmenausflug')).toEqual({ kind: 'none' });
    expect(await resolve(2, '/firmenausflug')).toMatchObject({ kind: 'page' });
  });
});
