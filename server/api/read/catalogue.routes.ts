import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { PublicBannerSchema, ShownPopupSchema } from '../../../app/features/banners/banners.schemas.ts';
import { getRandomBanner, getShownPopup } from '../../../app/features/banners/banners.server.ts';
import { FilterListQuerySchema, FilterListSchema } from '../../../app/features/filters/filters.schemas.ts';
import { listFilters } from '../../../app/features/filters/filters.server.ts';
import { LocationListQuerySchema, LocationListSchema } from '../../../app/features/locations/locations.schemas.ts';
import { searchLocations } from '../../../app/features/locations/locations.server.ts';
import { SeoPageSchema, SeoQuerySchema } from '../../../app/features/seo/seo.schemas.ts';
import { getSeoPageBySlug } from '../../../app/features/seo/seo.server.ts';
import type { AppEnv } from '../../app-env.ts';
import { errorResponses } from '../errors.ts';
import type { ApiDependencies } from '../api-dependencies.ts';
import { jsonResponse, notFoundBody } from './responses.ts';

export const getFiltersRoute = createRoute({
  method: 'get',
  path: '/public/filters',
  operationId: 'getFilters',
  tags: ['Filters'],
  summary: "The platform's filters with their groups and activity counts",
  description: '`filterQuery` JSON (schema FilterFilterQuery), `{}` for all filters.',
  request: { query: FilterListQuerySchema },
  responses: { 200: jsonResponse(FilterListSchema, 'A page of filters'), 400: errorResponses[400] },
});

export const getLocationsRoute = createRoute({
  method: 'get',
  path: '/public/locations',
  operationId: 'getLocations',
  tags: ['Locations'],
  summary: 'Cities, provinces and regions by name (prefix and typo-tolerant); provinces without a query',
  description: '`filterQuery` JSON (schema LocationFilterQuery), e.g. `{"genericSearchQuery":"amsterdm","type":"CITY"}`.',
  request: { query: LocationListQuerySchema },
  responses: { 200: jsonResponse(LocationListSchema, 'A page of locations'), 400: errorResponses[400] },
});

export const getRandomBannerRoute = createRoute({
  method: 'get',
  path: '/public/banners/random',
  operationId: 'getRandomBanner',
  tags: ['Banners'],
  summary: 'One active banner of the platform, at random',
  responses: { 200: jsonResponse(PublicBannerSchema, 'A banner'), 404: errorResponses[404] },
});

export const getShownPopupRoute = createRoute({
  method: 'get',
  path: '/public/popup',
  operationId: 'getShownPopup',
  tags: ['Banners'],
  summary: "The pop-up the platform's pages show today, or none",
  description:
    'Asked by the pages once loaded (their HTML, cached whole, never holds a pop-up); the browser remembers which pop-ups it has shown. ' +
    'The same answer for every visitor of a platform: cacheable like a page.',
  responses: { 200: jsonResponse(ShownPopupSchema, 'The pop-up, or `{"popup": null}`') },
});

/** As a cached page: a CDN may keep it for a minute, a browser asks again (the server answers from memory). */
const SHOWN_POPUP_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

export const getSeoPageRoute = createRoute({
  method: 'get',
  path: '/public/seo',
  operationId: 'getSeoPage',
  tags: ['SEO'],
  summary: 'The SEO landing page of a path',
  description: 'The slug is compared without query string and without leading or trailing slashes.',
  request: { query: SeoQuerySchema },
  responses: { 200: jsonResponse(SeoPageSchema, 'The SEO page'), 400: errorResponses[400], 404: errorResponses[404] },
});

export function registerCatalogueRoutes(api: OpenAPIHono<AppEnv>, { db, platformMemo }: ApiDependencies): void {
  api.openapi(getFiltersRoute, async (c) => {
    const { page, limit, filterQuery } = c.req.valid('query');
    return c.json(await listFilters(db, c.var.platform.id, { page, limit, filterQuery }), 200);
  });
  api.openapi(getLocationsRoute, async (c) => {
    const { page, limit, filterQuery } = c.req.valid('query');
    return c.json(await searchLocations(db, c.var.platform.id, { page, limit, filterQuery }), 200);
  });
  api.openapi(getRandomBannerRoute, async (c) => {
    const banner = await getRandomBanner(db, c.var.platform.id);
    if (!banner) return c.json(notFoundBody('No active banner.'), 404);
    return c.json(banner, 200);
  });
  api.openapi(getShownPopupRoute, async (c) => {
    const platformId = c.var.platform.id;
    // A call per page view: kept per platform, dropped when a pop-up changes (decision 110).
    const load = () => getShownPopup(db, platformId);
    const popup = await (platformMemo ? platformMemo.get(platformId, 'popup', load) : load());
    return c.json({ popup }, 200, { 'Cache-Control': SHOWN_POPUP_CACHE });
  });
  api.openapi(getSeoPageRoute, async (c) => {
    const page = await getSeoPageBySlug(db, c.var.platform.id, c.req.valid('query').slug);
    if (!page) return c.json(notFoundBody('No SEO page for this slug.'), 404);
    return c.json(page, 200);
  });
}
