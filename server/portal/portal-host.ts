import type { Env } from '../../app/config/env.server.ts';

/**
 * Which requests are the portal's (docs/decisions/103): those to the host of PORTAL_ORIGIN, and in
 * development and test also to admin.localhost on any port (the quick start's and the tests' portal).
 * In production only PORTAL_ORIGIN's host: a request that names admin.localhost (a forged Host header,
 * or a proxy passing any name through) must not reach the portal, its cookies or its sign-in.
 */
export function createPortalHostTest(portalOrigin: string, nodeEnv: Env['NODE_ENV']): (host: string | undefined) => boolean {
  const portalHost = new URL(portalOrigin).host.toLowerCase();
  const anyLocalPort = nodeEnv === 'development' || nodeEnv === 'test';
  return (host) => {
    if (!host) return false;
    // Asked on every request (also by the cached pages' fast path): no array or substring per call.
    const lower = host.toLowerCase();
    return lower === portalHost || (anyLocalPort && (lower === 'admin.localhost' || lower.startsWith('admin.localhost:')));
  };
}

/**
 * Cookies are `Secure` (and then `__Host-` prefixed: host-only, path /, no Domain) outside development,
 * that is unless the portal's origin is plain http on a localhost name.
 */
export function portalCookiesSecure(portalOrigin: string): boolean {
  const url = new URL(portalOrigin);
  return url.protocol === 'https:' || !(url.hostname === 'localhost' || url.hostname.endsWith('.localhost'));
}
