import { PASSWORD_LENGTH } from '../../config/password-hashing.ts';

/**
 * The numbers of the portal's account rules (decision 103), in one place: services, schemas, tests and the
 * README read them here.
 */
export const ACCOUNT_RULES = {
  passwordMinLength: PASSWORD_LENGTH.min,
  passwordMaxLength: PASSWORD_LENGTH.max,
  /**
   * Failed sign-ins that lock an account, and for how long. A lock stops password guessing, not the
   * owner: during it the right password mails a one-time sign-in link (signInLinkMs, at most
   * signInLinksPerLock mails per lock period), so an attacker who keeps it locked denies nobody entry.
   */
  lockAfterFailures: 10,
  lockMs: 15 * 60_000,
  signInLinkMs: 15 * 60_000,
  signInLinksPerLock: 3,
  /**
   * Wrong second-factor codes (TOTP or recovery) per account, over every sign-in, that lock the second
   * step for lockMs and mail the owner: someone knows the password. A guesser gets ~10 codes per two
   * hours (~120 a day, where a fresh sign-in per guess once allowed ~22 a second); the mail at every
   * lock tells the owner to change the password, which ends the guessing.
   */
  secondFactorLock: { afterFailures: 10, windowMs: 3600_000, lockMs: 3600_000 },
  /** Sessions: idle expiry and absolute expiry; a pending second factor must follow within 10 minutes. */
  sessionIdleMs: 7 * 24 * 3600_000,
  sessionAbsoluteMs: 30 * 24 * 3600_000,
  pendingSecondFactorMs: 10 * 60_000,
  /** lastSeenAt is written at most this often (not on every request). */
  sessionTouchMs: 60_000,
  /** Token lifetimes. */
  verifyEmailMs: 48 * 3600_000,
  resetPasswordMs: 3600_000,
  invitationMs: 7 * 24 * 3600_000,
  changeEmailMs: 24 * 3600_000,
  recoveryCodes: 10,
  /** Abuse limits, counted in the audit log (shared by every server process). */
  failedSignInsPerIp: { count: 30, windowMs: 15 * 60_000 },
  resetRequestsPerAccount: { count: 3, windowMs: 3600_000 },
  resetRequestsPerIp: { count: 10, windowMs: 3600_000 },
  signUpsPerIp: { count: 5, windowMs: 3600_000 },
} as const;

/** The portal speaks the languages its links from the brands name (app/config/portal-links.ts). */
export { PORTAL_LANGUAGES as PORTAL_LOCALES, type PortalLanguage as PortalLocale } from '../../config/portal-links.ts';

/**
 * `sign-in-link`: the one-time link a locked account's right password mails. `totp-step`: not a secret
 * but the last TOTP time step the user signed in with (in `token`), so a code cannot be used twice.
 */
export const TOKEN_TYPES = ['verify-email', 'reset-password', 'invitation', 'change-email', 'recovery-code', 'sign-in-link', 'totp-step'] as const;
export type TokenType = (typeof TOKEN_TYPES)[number];
