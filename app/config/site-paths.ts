/**
 * The first path segments of the brand sites' screens (core.md 2): app/routes.ts registers its routes
 * under these, and the server reads them here (app/routes.ts itself needs @react-router/dev, which the
 * production image does not install). `app/routes.test.ts` checks that routes.ts has no other.
 */
export const SITE_SEGMENTS = {
  activities: 'uitjes',
  blogs: 'blogs',
  blog: 'blog',
  helpdesk: 'helpdesk',
  newsletter: 'nieuwsbrief',
  advertise: 'adverteren',
  organisations: 'overzicht',
  about: 'over-ons',
  agenda: 'agenda',
  bannerClick: 'b',
  portal: 'portaal',
  notFound: 'not-found',
} as const;

/** First path segments the server answers before the pages (server/app.ts, server/seo, public/). */
export const SERVER_SEGMENTS = [
  'api',
  'images',
  'assets',
  'static',
  'brand',
  'demo',
  'documents',
  'sitemaps',
  'sitemap.xml',
  'robots.txt',
  'healthz',
  'readyz',
  'metrics',
] as const;

/** Every first segment that is the site's own: a screen or a server path (never an SEO page's, a metric's `:page`). */
export const OWN_FIRST_SEGMENTS: ReadonlySet<string> = new Set([...Object.values(SITE_SEGMENTS), ...SERVER_SEGMENTS]);
