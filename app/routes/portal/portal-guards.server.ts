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

/** A return path after sign-in: only a portal page of this site (no open redirect). */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith(`${PORTAL_PATHS.home}`) || value.startsWith('//')) return PORTAL_PATHS.home;
  if (value.startsWith(PORTAL_PATHS.signOut) || value.startsWith(PORTAL_PATHS.signIn)) return PORTAL_PATHS.home;
  return value;
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
