import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';

/** Who is making the request, as far as the admin check needs to know. */
export interface AdminPrincipal {
  userId: number;
  role: 'ADMIN' | 'USER';
}

/** Finds the signed-in user of a request (session cookie, token ...), or null when there is none. */
export type PrincipalResolver = (c: Context<AppEnv>) => Promise<AdminPrincipal | null> | AdminPrincipal | null;

/** There is no login yet (decisions.md 17): nobody is signed in. */
export const noLogin: PrincipalResolver = () => null;

/** Name of the security scheme in the OpenAPI document. */
export const ADMIN_SECURITY_SCHEME = 'adminSession';

function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

/**
 * Admin-only routes: 401 without a signed-in user, 403 for a signed-in non-admin. It runs before any
 * input validation, so nothing about the route is revealed to an anonymous caller. Until a login exists
 * the resolver is `noLogin` and every request answers 401; the login work passes its own resolver.
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
