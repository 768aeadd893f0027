import { describe, expect, it } from 'vitest';
import routes from './routes.ts';
import { OWN_FIRST_SEGMENTS, SERVER_SEGMENTS, SITE_SEGMENTS } from './config/site-paths.ts';

// The server reads the site's first path segments from site-paths.ts (the SEO pages' reserved words, the
// metrics' route labels, the page cache's tags): a screen registered under any other would be missed.

describe('the site’s first path segments', () => {
  it('are exactly the first segments app/routes.ts registers', () => {
    const firstSegments = new Set(routes.flatMap((entry) => (entry.path && entry.path !== '*' ? [entry.path.split('/')[0]!] : [])));
    expect([...firstSegments].sort()).toEqual(Object.values(SITE_SEGMENTS).sort());
  });

  it('do not overlap the server’s own paths', () => {
    expect(SERVER_SEGMENTS.filter((segment) => (Object.values(SITE_SEGMENTS) as string[]).includes(segment))).toEqual([]);
    expect(OWN_FIRST_SEGMENTS.size).toBe(Object.keys(SITE_SEGMENTS).length + SERVER_SEGMENTS.length);
  });
});
