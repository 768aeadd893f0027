import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';

/** Who is making the request, as far as the admin check needs to know. */
export interface AdminPrincipal {
  userId: number;
  role: 'ADMIN' | 'USER';
}

/** Finds the signed-in user of a request (session cookie, token ...), or null when there is none. */
export type PrincipalResolver = (c: Context<AppEnv>) => Promise<AdminPrincipal | null> | AdminPrincipal | null;

/** Nobody is signed in (tests of the anonymous answer). */
export const noLogin: PrincipalResolver = () => null;

/**
 * The portal session's user (decision 103): the cookie is host-only on the portal host, so only calls made
 * there are signed in. An operator who must but did not yet set up a second factor (ADMIN_REQUIRE_2FA)
 * counts as no operator.
 */
export function portalPrincipal(options: { requireSecondFactor: boolean }): PrincipalResolver {
  return (c) => {
    const actor = c.var.portal?.actor;
    if (!actor) return null;
    const role = actor.role === 'ADMIN' && options.requireSecondFactor && !actor.secondFactor ? 'USER' : actor.role;
    return { userId: actor.userId, role };
  };
}

function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

/**
 * Admin-only routes: 401 without a signed-in user, 403 for a signed-in non-admin. It runs before any
 * input validation, so nothing about the route is revealed to an anonymous caller.
 */
export function requireAdmin(resolvePrincipal: PrincipalResolver = noLogin): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const principal = await resolvePrincipal(c);
    if (!principal) {
      c.header('WWW-Authenticate', 'Bearer realm="admin"');
      return c.json(errorBody('UNAUTHENTICATED', 'Sign in as an administrator to use this call.'), 401);
    }
    if (principal.role !== 'ADMIN') return c.json(errorBody('FORBIDDEN', 'Only administrators may use this call.'), 403);
    await next();
    return undefined;
  };
}
