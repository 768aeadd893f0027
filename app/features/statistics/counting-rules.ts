import { createHash } from 'node:crypto';
import { isbot } from 'isbot';

/**
 * How the detail screen's figures are counted (docs/decisions/113 "Counted openly"; the portal's page
 * /portaal/statistieken/uitleg says the same in words): a view, a phone reveal and a website click count
 * once per visitor, activity and kind within COUNT_WINDOW_MS; known bots and prefetches or prerenders
 * never count; a provider's own visit through the portal's "view on the site" link sends no view at all
 * (app/config/portal-links.ts OWN_VISIT_FRAGMENT, read by the page's tracking). No cookie: a visitor is the hash of the address and
 * the browser's User-Agent with the activity and the kind, kept no longer than the window.
 */

/** A visitor's view, phone reveal or website click of one activity counts once within this window. */
export const COUNT_WINDOW_MS = 60 * 60 * 1000;

export type NotCountedReason = 'bot' | 'prefetch';

/** Why a ping is not counted whatever its visitor, or null: a known bot (or no User-Agent), a prefetch or prerender. */
export function notCountedBecause(headers: {
  userAgent: string | undefined;
  secPurpose: string | undefined;
  purpose: string | undefined;
}): NotCountedReason | null {
  // Chrome's speculation rules and link prefetches say so (Sec-Purpose: prefetch[;prerender]); older ones Purpose: prefetch.
  if (/prefetch|prerender/i.test(`${headers.secPurpose ?? ''} ${headers.purpose ?? ''}`)) return 'prefetch';
  if (!headers.userAgent || isbot(headers.userAgent)) return 'bot';
  return null;
}

/**
 * The key a visitor's count is kept under within the window: a hash, never the address itself. Node's
 * synchronous hash, not WebCrypto's `subtle.digest`: the same SHA-256 (so the same key), but the latter
 * sends each hash to the thread pool and back through a promise, about 60 µs of CPU against 4, and at
 * 500 views a second it was a fifth of the pings' time (docs/decisions/113).
 */
export function visitorKey(ip: string, userAgent: string, activityId: number, kind: string): string {
  return createHash('sha256').update(`${ip}\n${userAgent}\n${activityId}\n${kind}`).digest().subarray(0, 16).toString('base64url');
}
