import { eq, sql } from 'drizzle-orm';
import type { MetaDescriptor } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server.ts';
import { queryRows } from '../../db/client.server.ts';
import { platforms } from '../../db/schema/index.ts';
// Every brand's texts, as the server's entry loads them (the page title is a catalogue text).
import '../i18n/catalogues.server.ts';
import { routeContext } from '../../tests/support/route-context.ts';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import type { PlatformRow } from '../request-context.server.ts';
import { loader } from './activities.tsx';

// The overview's canonical link (screens.md 2, core.md 2): a filtered first page whose state is exactly an
// SEO landing page's points to that page. The loader looks the landing page up beside the search, for the
// state as asked, and again for the cleaned state when an unknown filter id or place was dropped.

let database: DatabaseHandle;
let nl: PlatformRow;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  nl = (await database.db.select().from(platforms).where(eq(platforms.id, 1)))[0]!;
});
afterAll(async () => {
  await database?.close();
});

/** The canonical link of the overview at `/uitjes?<search>` on nl. */
async function canonicalOf(search: string): Promise<string | undefined> {
  const context = routeContext(database.db, nl);
  const url = new URL(`http://nl.localhost/uitjes?${search}`);
  const data = await loader({ request: new Request(url), url, context, params: {} } as unknown as Parameters<typeof loader>[0]);
  const link = (data.head as MetaDescriptor[]).find((tag) => 'tagName' in tag && tag.tagName === 'link' && tag.rel === 'canonical');
  return link && 'href' in link ? String(link.href) : undefined;
}

describe("the overview's canonical link", () => {
  it('names the landing page for its exact filters, also when an unknown filter id was dropped, and the overview otherwise', async () => {
    // A landing page of one filter, without place or search text.
    const [landing] = await queryRows<{ slug: string; filterId: number }>(
      database.db,
      sql`SELECT p.slug, min(f.filter_id) AS "filterId" FROM seo_pages p JOIN seo_page_filters f ON f.seo_page_id = p.id
          WHERE p.platform_id = 1 AND p.active AND coalesce(btrim(p.search_query), '') = ''
            AND NOT EXISTS (SELECT 1 FROM seo_page_cities c WHERE c.seo_page_id = p.id)
            AND NOT EXISTS (SELECT 1 FROM seo_page_provinces v WHERE v.seo_page_id = p.id)
            AND NOT EXISTS (SELECT 1 FROM seo_page_regions r WHERE r.seo_page_id = p.id)
          GROUP BY p.id, p.slug HAVING count(*) = 1 ORDER BY p.id LIMIT 1`,
    );
    expect(landing).toBeDefined();
    const landingUrl = (await canonicalOf(`filter=${landing!.filterId}`))!;
    expect(new URL(landingUrl).pathname).toBe(`/${landing!.slug.replace(/^\/+|\/+$/g, '')}`);
    // An id no filter of the platform has is dropped: the same state, the same landing page.
    expect(await canonicalOf(`filter=${landing!.filterId}&filter=999999`)).toBe(landingUrl);
    // Not a first page, or with a persons count: the overview itself, with its valid state.
    expect(new URL((await canonicalOf(`filter=${landing!.filterId}&page=2`))!).pathname).toBe('/uitjes');
    expect(new URL((await canonicalOf(`filter=${landing!.filterId}&persons=10`))!).pathname).toBe('/uitjes');
    expect(new URL((await canonicalOf('filter=999999'))!).search).toBe('');
  });
});
