import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { noticePageResponse } from './notice-page.ts';

const refused = (c: Context<AppEnv>) => noticePageResponse(c, 403, 'crossSite');

/** The host a request was sent to, as the browser saw it (behind a proxy: the forwarded host). */
function requestHost(c: Context<AppEnv>, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return (forwarded || c.req.header('host') || new URL(c.req.url).host).toLowerCase();
}

/** The host an Origin header names; null for `null` (sandboxed or privacy-sensitive contexts) and junk. */
function originHost(origin: string): string | null {
  if (origin === 'null') return null;
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Page form posts come from our own pages only (decision 094): another site's page could otherwise post
 * our forms through its visitors' browsers (and spend their per-IP limit). A browser says where a
 * post comes from: `Sec-Fetch-Site` (every current browser) must be `same-origin`; without it, an
 * `Origin` must name this host. A post with neither (old browsers, scripts) goes through: it cannot
 * be told apart and is no cross-site request a browser was tricked into. The API is for other sites'
 * clients by design and is not checked here.
 */
export function createSameOriginPostCheck(options: { trustProxy: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.path.startsWith('/api/')) return next();
    const site = c.req.header('sec-fetch-site')?.toLowerCase();
    if (site) return site === 'same-origin' ? next() : refused(c);
    const origin = c.req.header('origin');
    if (origin === undefined) return next();
    return originHost(origin) === requestHost(c, options.trustProxy) ? next() : refused(c);
  };
}
