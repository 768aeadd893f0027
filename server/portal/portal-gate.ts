import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Env } from '../../app/config/env.server.ts';
import { isPortalPath, PORTAL_PATHS } from '../../app/config/portal-links.ts';
import { ACCOUNT_RULES } from '../../app/features/accounts/account-rules.ts';
import { PORTAL_SESSION_CLEAR, PORTAL_SESSION_HEADER } from '../../app/portal/session-contract.ts';
import { newSecret } from '../../app/portal/secrets.server.ts';
import { loadActor, resolveSession } from '../../app/features/accounts/sessions.server.ts';
import type { Database } from '../../db/client.server.ts';
import type { AppEnv, PortalVariables } from '../app-env.ts';
import { apiError } from '../api/errors.ts';
import { createPortalHostTest, portalCookiesSecure } from './portal-host.ts';

/** Paths a brand host never serves (404) and the portal host always handles itself. */
const isPortalApi = (path: string) => path === '/api/portal' || path.startsWith('/api/portal/');
/**
 * Files and shared services the portal's pages use from the same server; `/__manifest` is React Router's
 * route discovery, which the browser asks for when it follows a link.
 */
const isSharedPath = (path: string) =>
  path === '/__manifest' || path.startsWith('/api/') || path.startsWith('/static/') || path.startsWith('/images/') || /\.[a-z0-9]+$/i.test(path);

function originHost(origin: string): string | null {
  try {
    return origin === 'null' ? null : new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

export interface PortalCookieNames {
  session: string;
  csrf: string;
  language: string;
}

export function portalCookieNames(secure: boolean): PortalCookieNames {
  const prefix = secure ? '__Host-' : '';
  return { session: `${prefix}uitjes_session`, csrf: `${prefix}uitjes_csrf`, language: `${prefix}uitjes_lang` };
}

/**
 * The portal's front door (decision 103), before anything else reads the request:
 * - on a brand host: the portal's paths do not exist (404) and no cookie is read or set;
 * - on the portal host: `/` and brand paths lead to the portal; every answer is `private, no-store`;
 *   a non-GET request whose Origin names another site is refused (403); the session cookie is resolved
 *   into `c.var.portal` and a page's X-Portal-Session header becomes the cookie; nothing is indexed.
 */
export function createPortalGate(options: { db: Database; env: Env }): MiddlewareHandler<AppEnv> {
  const { db, env } = options;
  const isPortalHost = createPortalHostTest(env.PORTAL_ORIGIN, env.NODE_ENV);
  const secure = portalCookiesSecure(env.PORTAL_ORIGIN);
  const names = portalCookieNames(secure);
  const cookieFlags = { path: '/', httpOnly: true, secure, sameSite: 'Lax' as const };

  return async (c, next) => {
    const path = c.req.path;
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    if (!isPortalHost(host)) {
      if (isPortalPath(path) || isPortalApi(path)) {
        return isPortalApi(path) ? apiError(c, 404, 'NOT_FOUND', `No API route ${c.req.method} ${path}`) : c.text('Not Found', 404);
      }
      return next();
    }
    // Nothing of the portal belongs in a search engine: its robots.txt shuts every crawler out, and it has
    // no sitemap (the brands' robots.txt and sitemaps are their own hosts').
    if (path === '/robots.txt') return c.text('User-agent: *\nDisallow: /\n', 200, { 'Cache-Control': 'public, max-age=3600' });
    if (path === '/sitemap.xml' || path.startsWith('/sitemaps/')) return c.text('Not Found', 404);
    if (!isPortalPath(path) && !isSharedPath(path) && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
      return c.redirect(PORTAL_PATHS.home, 302);
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site')?.toLowerCase();
      const foreignOrigin = origin !== undefined && originHost(origin) !== host.toLowerCase();
      if (foreignOrigin || (site !== undefined && site !== 'same-origin' && site !== 'none')) {
        c.header('Cache-Control', 'private, no-store');
        return isPortalApi(path) || path.startsWith('/api/')
          ? apiError(c, 403, 'FOREIGN_ORIGIN', 'Requests to the portal must come from the portal itself.')
          : c.text('Forbidden: this form was sent from another site.', 403);
      }
    }

    const portal = await resolvePortal(c, db, names);
    c.set('portal', portal);
    await next();

    const sessionHeader = c.res.headers.get(PORTAL_SESSION_HEADER);
    if (sessionHeader !== null) {
      c.res.headers.delete(PORTAL_SESSION_HEADER);
      if (sessionHeader === PORTAL_SESSION_CLEAR) deleteCookie(c, names.session, { path: '/', secure });
      else setCookie(c, names.session, sessionHeader, { ...cookieFlags, maxAge: ACCOUNT_RULES.sessionAbsoluteMs / 1000 });
    }
    if (getCookie(c, names.csrf) !== portal.csrfToken) setCookie(c, names.csrf, portal.csrfToken, cookieFlags);
    const chosen = c.req.query('taal');
    if ((chosen === 'nl' || chosen === 'de') && getCookie(c, names.language) !== chosen) {
      setCookie(c, names.language, chosen, { ...cookieFlags, maxAge: 365 * 24 * 3600 });
    }
    c.header('Cache-Control', 'private, no-store');
    c.header('Vary', 'Cookie');
    // Nothing of the portal belongs in a search engine.
    c.header('X-Robots-Tag', 'noindex, nofollow');
  };
}

async function resolvePortal(c: Context<AppEnv>, db: Database, names: PortalCookieNames): Promise<PortalVariables> {
  const csrfToken = getCookie(c, names.csrf) || newSecret();
  const secret = getCookie(c, names.session);
  const session = secret ? await resolveSession(db, secret) : null;
  const actor = session && !session.pendingSecondFactor ? await loadActor(db, session.userId, session.sessionId) : null;
  const pendingSecondFactor = session?.pendingSecondFactor ? { sessionId: session.sessionId, userId: session.userId } : null;
  // The language: asked for in the link (?taal=), the user's own, the one chosen before, or Dutch.
  const asked = c.req.query('taal');
  const remembered = getCookie(c, names.language);
  const locale = asked === 'de' || asked === 'nl' ? asked : (actor?.locale ?? (remembered === 'de' ? 'de' : 'nl'));
  return { actor, pendingSecondFactor, csrfToken, locale };
}
