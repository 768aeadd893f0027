import type { Actor } from '../app/portal/actor.ts';
import type { Brand } from '../app/config/brand.ts';
import type { PlatformRow } from '../app/request-context.server.ts';
import type { Logger } from './logger.ts';

/**
 * What every Hono handler finds in `c.var`: set by the server app's first middlewares. Its own module,
 * so routes and middlewares can name it without importing the app that imports them.
 */
export interface ServerVariables {
  requestId: string;
  secureHeadersNonce?: string;
  platform: PlatformRow;
  /** The platform's brand, resolved with it (app/config/brand.ts): what the site shows and speaks. */
  brand: Brand;
  log: Logger;
  /** A page-cache answer's own policy (script hashes): the security headers put it in place of theirs. */
  cachedPageCsp?: string;
  /** Set by the page cache on a page it will store: the security headers report the policy they wrote. */
  reportPagePolicy?: (policy: string | null) => void;
  /** On the portal host only (server/portal/portal-gate.ts): its session and CSRF token; never on a brand host. */
  portal?: PortalVariables;
}

export interface PortalVariables {
  /** The signed-in user, or null. */
  actor: Actor | null;
  /** A sign-in whose password was right and whose TOTP code is still to come. */
  pendingSecondFactor: { sessionId: number; userId: number } | null;
  /** The double-submit token every portal form carries (its cookie is set when missing). */
  csrfToken: string;
  /** The language of the portal for this request. */
  locale: 'nl' | 'de';
}

export type AppEnv = { Variables: ServerVariables };
