import { createContext } from 'react-router';
import type { Database } from '../db/client.server.ts';
import type { Brand } from './config/brand.ts';
import type { Actor } from './portal/actor.ts';
import type { PlatformMemo } from './site-shell/platform-memo.server.ts';
import type { TotpKeys } from './features/accounts/totp-secrets.server.ts';
import type { platforms } from '../db/schema/index.ts';

export type PlatformRow = typeof platforms.$inferSelect;

/**
 * Where uploaded image originals are stored (the media feature's ImageStorage has this shape; the
 * server hands in the same store the upload API uses).
 */
export interface UploadStorage {
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  get(name: string): Promise<Buffer | null>;
  delete(name: string): Promise<void>;
}

/** Minimal logger surface loaders use (pino satisfies it). */
export interface RequestLogger {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}

/** What the Hono server hands every loader and action: resolved once per request (docs/architecture.md#house-rule-5). */
export interface RequestContext {
  db: Database;
  platform: PlatformRow;
  /** The platform's brand (app/config/brand.ts), resolved once with the platform: ask it, not the platform id. */
  brand: Brand;
  requestId: string;
  log: RequestLogger;
  /** Nonce of this response's Content-Security-Policy, for the scripts React Router renders. */
  cspNonce: string | null;
  /** The menus and language versions of each platform, kept between requests (the server refreshes them on change). */
  platformMemo: PlatformMemo;
  /** Configuration the pages may use; never secrets. */
  publicConfig: { portalOrigin: string; gtmContainerId: string | null };
  /** Originals of uploaded images: a form posted without JavaScript carries its image to the action. */
  imageStorage: UploadStorage;
  /** Who is asking, for per-IP caps (the proxy's X-Forwarded-For only when TRUST_PROXY is set). */
  clientIp: string;
  /** How much one client IP may upload in 24 hours (the upload API applies the same cap). */
  uploadQuota: { maxFilesPerDay: number; maxBytesPerDay: number };
  /** On the portal host only (decision 103); null on every brand host, whose pages never see a session. */
  portal: PortalContext | null;
}

/** The portal request: who is signed in, the form token, the language, where links point. */
export interface PortalContext {
  actor: Actor | null;
  /** A sign-in waiting for its TOTP code. */
  pendingSecondFactor: { sessionId: number; userId: number } | null;
  /** The CSRF token every portal form posts back (field CSRF_FIELD). */
  csrfToken: string;
  locale: 'nl' | 'de';
  /** PORTAL_ORIGIN: links in mails. */
  origin: string;
  /** ADMIN_REQUIRE_2FA: an operator without a second factor must set one up first. */
  requireSecondFactor: boolean;
  /** TOTP_ENCRYPTION_KEY (and the previous one): what the second factor's secrets are sealed with. */
  totpKeys: TotpKeys;
  client: { ip: string; userAgent: string | null };
}

export const requestContext = createContext<RequestContext>();

/** The site a service acts for: the platform row and its brand (a RequestContext is one, and so is Hono's `c.var`). */
export type Site = Pick<RequestContext, 'platform' | 'brand'>;

/**
 * A part of a page that may fail on its own (a block of home, a list beside the main content): its
 * failure is logged and `fallback` takes its place, so the page still renders (screens.md 8).
 */
export async function orFallback<T>(log: RequestLogger, what: string, work: Promise<T>, fallback: T): Promise<T> {
  try {
    return await work;
  } catch (error) {
    log.error({ err: error }, `${what} failed`);
    return fallback;
  }
}

/**
 * Work the answer must not wait for (it would show in the answer's timing, decision 103): started once
 * the request's own work has gone on, its failure logged, since the visitor already has their answer.
 * A process that stops in between loses it; the visitor can ask again.
 */
export function runAfterAnswer(log: RequestLogger, what: string): (work: () => Promise<void>) => void {
  return (work) => {
    setImmediate(() => {
      work().catch((error: unknown) => log.error({ err: error }, `${what} failed`));
    });
  };
}
