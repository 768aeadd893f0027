/**
 * Which requests are the portal's (docs/decisions/103): those to the host of PORTAL_ORIGIN, and in
 * development to admin.localhost on any port (the quick start's and the tests' portal).
 */
export function createPortalHostTest(portalOrigin: string): (host: string | undefined) => boolean {
  const portalHost = new URL(portalOrigin).host.toLowerCase();
  return (host) => {
    if (!host) return false;
    // Asked on every request (also by the cached pages' fast path): no array or substring per call.
    const lower = host.toLowerCase();
    return lower === portalHost || lower === 'admin.localhost' || lower.startsWith('admin.localhost:');
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
