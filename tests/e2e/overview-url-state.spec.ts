import type { APIRequestContext } from '@playwright/test';
import { type BrandName, expect, test } from './fixtures.ts';

// The overview's URL is the whole filter state (decisions.md 9); what is not valid on this platform is
// ignored like any bad parameter, and the page's canonical link names only the valid state (issue 21
// items 2-6). HTTP only: what a crawler or a shared link gets.

/** The generic SEO landing page of each brand and its public origin (db/seed/content-seo.ts). */
const LANDING: Record<BrandName, { slug: string; origin: string }> = {
  nl: { slug: 'bedrijfsuitje', origin: 'https://www.uitjesbaas.nl' },
  be: { slug: 'bedrijfsuitje', origin: 'https://www.uitjesbaas.be' },
  de: { slug: 'firmenausflug', origin: 'https://www.ausflugsbaas.de' },
  kids: { slug: 'kinderfeestje', origin: 'https://www.kidsuitjes.nl' },
};

/**
 * A GET to the test server as the brand's host: Node does not resolve *.localhost as the browser
 * does, so the request goes to 127.0.0.1 with the brand's Host header.
 */
function get(request: APIRequestContext, path: string, host = new URL(test.info().project.use.baseURL!).host) {
  const url = new URL(path, test.info().project.use.baseURL);
  url.hostname = '127.0.0.1';
  return request.get(url.href, { headers: { host }, maxRedirects: 0 });
}

async function html(request: APIRequestContext, path: string): Promise<{ status: number; body: string }> {
  const response = await get(request, path);
  return { status: response.status(), body: await response.text() };
}

const canonicalOf = (body: string) => /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1]?.replaceAll('&amp;', '&') ?? null;
const chipCount = (body: string) => body.split('data-testid="filter-chip"').length - 1;

async function filterIds(request: APIRequestContext, host?: string): Promise<number[]> {
  const response = await get(request, '/api/public/filters?page=1&limit=100&filterQuery=%7B%7D', host);
  return ((await response.json()) as { filters: Array<{ id: number }> }).filters.map((filter) => filter.id);
}

test.describe('overview URL state', () => {
  test("another brand's filter id is dropped: no chip, not in the canonical link", async ({ request, brand }) => {
    const own = await filterIds(request);
    const others = await filterIds(request, `${brand === 'de' ? 'nl' : 'de'}.localhost:${new URL(test.info().project.use.baseURL!).port}`);
    const foreign = others.find((id) => !own.includes(id)) ?? 999_999;
    const page = await html(request, `/uitjes?filter=${foreign}`);
    expect(page.status).toBe(200);
    expect(chipCount(page.body)).toBe(0);
    expect(canonicalOf(page.body)).toBe(`${LANDING[brand].origin}/uitjes`);
    expect(page.body).not.toContain('data-testid="no-results"');
  });

  test('an unknown location is ignored like an unknown filter', async ({ request, brand }) => {
    const page = await html(request, '/uitjes?location=CITY-99999');
    expect(page.status).toBe(200);
    expect(chipCount(page.body)).toBe(0);
    expect(page.body).not.toContain('data-testid="no-results"');
    expect(canonicalOf(page.body)).toBe(`${LANDING[brand].origin}/uitjes`);
  });

  test('a page past the last answers 404 and never suggests removing filters', async ({ request }) => {
    const page = await html(request, '/uitjes?page=999');
    expect(page.status).toBe(404);
    expect(page.body).not.toMatch(/minder filters|weniger Filtern/);
    expect((await html(request, '/uitjes?page=2')).status).toBe(200);
  });

  test('the canonical link is built from the valid state; a landing page state points to the landing page', async ({ request, brand }) => {
    const { origin, slug } = LANDING[brand];
    expect(canonicalOf((await html(request, '/uitjes?persons=abc&age=99&area=MARS')).body)).toBe(`${origin}/uitjes`);
    expect(canonicalOf((await html(request, '/uitjes?persons=12&utm_source=x')).body)).toBe(`${origin}/uitjes?persons=12`);
    const landing = (await (await get(request, `/api/public/seo?slug=${slug}`)).json()) as { filters: Array<{ id: number }> };
    const filters = landing.filters.map((filter) => `filter=${filter.id}`).join('&');
    expect(canonicalOf((await html(request, `/uitjes?${filters}`)).body)).toBe(`${origin}/${slug}`);
    // With anything more than the landing page's filters it stays the overview.
    expect(canonicalOf((await html(request, `/uitjes?${filters}&persons=12`)).body)).toBe(`${origin}/uitjes?${filters}&persons=12`);
  });

  test('an organisation under another name answers 301 to its own slug', async ({ request }) => {
    const list = (await (await get(request, '/api/public/activities?page=1&limit=1&filterQuery=%7B%7D')).json()) as {
      activities: Array<{ organisation: { id: number } }>;
    };
    const organisation = list.activities[0]!.organisation;
    const wrong = await get(request, `/overzicht/iets-anders-${organisation.id}`);
    expect(wrong.status()).toBe(301);
    const target = wrong.headers().location!;
    expect(target).toMatch(new RegExp(`^/overzicht/[a-z0-9-]+-${organisation.id}$`));
    expect(target).not.toContain('iets-anders');
    expect((await get(request, target)).status()).toBe(200);
  });
});
