/**
 * How a portal page tells the server to set or clear the session cookie: a response header the portal
 * gate (server/portal/portal-gate.ts) turns into the cookie and removes. The cookie's name and flags live
 * in one place, on the server; pages only say "this session now" or "none".
 */
export const PORTAL_SESSION_HEADER = 'X-Portal-Session';
/** The header's value that clears the cookie (sign-out). */
export const PORTAL_SESSION_CLEAR = 'clear';
/** The form field of the double-submit CSRF token every portal form carries. */
export const CSRF_FIELD = 'csrf';
