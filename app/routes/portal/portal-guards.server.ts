import { data, redirect, type RouterContextProvider } from 'react-router';
import { MAX_DATABASE_ID } from '../../config/database-id.ts';
import { PORTAL_PATHS } from '../../config/portal-links.ts';
import { NotFoundForActor, PermissionDenied } from '../../portal/permissions.server.ts';
import type { AccountsRequest } from '../../features/accounts/accounts.server.ts';
import type { Actor } from '../../portal/actor.ts';
import { PORTAL_NAME } from '../../portal/ui/portal-name.ts';
import { translate } from '../../i18n/i18n.ts';
import { type PortalContext, type RequestContext, requestContext } from '../../request-context.server.ts';

/** The section of the account page where an operator sets up the second factor. */
export const SECOND_FACTOR_SECTION = 'tweestaps';

/** The request context of a portal page: 404 on a brand host (the portal's pages do not exist there). */
export function portalOf(context: Readonly<RouterContextProvider>): { ctx: RequestContext; portal: PortalContext } {
  const ctx = context.get(requestContext);
  if (!ctx.portal) throw data('Not Found', { status: 404 });
  return { ctx, portal: ctx.portal };
}

/** Where a request comes from, as the account services want it. */
export function accountsRequestOf(portal: PortalContext): AccountsRequest {
  return { portalOrigin: portal.origin, ip: portal.client.ip, userAgent: portal.client.userAgent };
}

/** Return paths are resolved against this origin only to be normalised and compared: they are never absolute. */
const RETURN_PATH_BASE = 'http://portal.invalid';

/**
 * Where to go after sign-in (`terug` in the query or the form): a page of the portal on this site, as
 * the URL parser normalises it (`/portaal/..//evil.example` is `//evil.example`, refused), with its query;
 * anything else is the portal's home. Refused before parsing: control characters (CR/LF broke the
 * Location header, a 500; the parser would drop tab and newline unseen) and backslashes (read as `/`).
 */
export function safeReturnPath(value: unknown): string {
  const home = PORTAL_PATHS.home;
  if (typeof value !== 'string' || !value.startsWith('/') || /[\p{Cc}\\]/u.test(value)) return home;
  let url: URL;
  try {
    url = new URL(value, RETURN_PATH_BASE);
  } catch {
    return home;
  }
  const path = url.pathname;
  if (url.origin !== RETURN_PATH_BASE || path.includes('//') || (path !== home && !path.startsWith(`${home}/`))) return home;
  if (path.startsWith(PORTAL_PATHS.signOut) || path.startsWith(PORTAL_PATHS.signIn)) return home;
  return path + url.search;
}

/**
 * The signed-in user of a page that needs one: else to the sign-in (coming back here afterwards). An
 * operator who must use a second factor and has none is sent to set it up first, except on the pages
 * that let them (`allowWithoutSecondFactor`: the account page, sign-out).
 */
export function requireActor(portal: PortalContext, request: Request, options: { allowWithoutSecondFactor?: boolean } = {}): Actor {
  const { actor } = portal;
  if (!actor) {
    const url = new URL(request.url);
    throw redirect(`${PORTAL_PATHS.signIn}?terug=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (!options.allowWithoutSecondFactor && actor.role === 'ADMIN' && portal.requireSecondFactor && !actor.secondFactor) {
    throw redirect(`${PORTAL_PATHS.account}#${SECOND_FACTOR_SECTION}`);
  }
  return actor;
}

/** A portal page's head: its title in the user's language, then the portal's name. */
export function portalHead(portal: PortalContext, titleKey: string) {
  return [{ title: `${translate(portal.locale, titleKey)} · ${PORTAL_NAME}` }];
}

/**
 * Runs a portal service for a page: what the actor may not see (or what does not exist) is the 404
 * page, what their role may not do the 403 page; the same answer whether an id is foreign or missing.
 */
export async function asActor<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof NotFoundForActor) throw data('Not Found', { status: 404 });
    if (error instanceof PermissionDenied) throw data('Forbidden', { status: 403 });
    throw error;
  }
}

/** A numeric id from the path; anything else is the 404 page. */
export function pathId(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0 || id > MAX_DATABASE_ID) throw data('Not Found', { status: 404 });
  return id;
}
