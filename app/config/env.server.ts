import { z } from 'zod';

/**
 * Unset NODE_ENV means production for us; server/node-env-default.ts makes the libraries (React picks
 * its development or production build from process.env.NODE_ENV) agree.
 */
export const DEFAULT_NODE_ENV = 'production';

/** A 256-bit key given as base64 (what `openssl rand -base64 32` prints). */
const totpKey = z
  .string()
  .regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 bytes in base64 (openssl rand -base64 32)')
  .transform((v) => Buffer.from(v, 'base64'));

/** Every environment variable the server reads, parsed once at start-up (docs/architecture.md#house-rule-6). */
export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default(DEFAULT_NODE_ENV),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    // Loopback unless the operator says otherwise: a quick start on a laptop is not served to the network.
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().email().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // JSON lines for a log collector; `auto`: readable lines when standard output is a terminal.
    LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
    SEED_ON_EMPTY: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    GTM_CONTAINER_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must look like GTM-XXXXXXX')
      .optional(),
    // The portal's origin (decision 103): served by this server on that host; the advertise pages
    // link to its sign-in in the brand's language. Unset: http://admin.localhost:<PORT> (development).
    PORTAL_ORIGIN: z
      .string()
      .url()
      .transform((v) => new URL(v).origin)
      .optional(),
    // Operators (ADMIN) must set up a second factor (TOTP) before they can use the portal.
    ADMIN_REQUIRE_2FA: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    // The key TOTP secrets are encrypted with at rest (AES-256-GCM, decision 103): 32 random bytes in
    // base64 (`openssl rand -base64 32`). Required in production once an account has a second factor (the
    // server refuses to start without it then); development and test use a fixed key of their own.
    TOTP_ENCRYPTION_KEY: totpKey.optional(),
    // The key before a rotation: secrets it sealed are still read, and sealed again with the new key on use.
    TOTP_ENCRYPTION_KEY_PREVIOUS: totpKey.optional(),
    // Mail outbox worker (decision 005): polling, retries with exponential back-off.
    OUTBOX_WORKER: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(2000),
    // How long a claimed mail is this process's alone; a process that dies leaves it to another after this.
    OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).default(120_000),
    OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(12),
    OUTBOX_BACKOFF_BASE_MS: z.coerce.number().int().min(1).default(30_000),
    OUTBOX_BACKOFF_MAX_MS: z.coerce
      .number()
      .int()
      .min(1)
      .default(6 * 60 * 60 * 1000),
    // Abuse limits of the public POST calls, per client IP and window.
    RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
    RATE_LIMIT_WRITES: z.coerce.number().int().min(1).default(20),
    RATE_LIMIT_STATISTICS: z.coerce.number().int().min(1).default(120),
    // Image uploads need no account (decision 094): a cap per client IP over any 24 hours, and unused uploads
    // are deleted by the upload clean-up job (run with the outbox worker) after a grace period.
    UPLOAD_DAILY_MAX_FILES: z.coerce.number().int().min(1).default(100),
    UPLOAD_DAILY_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(50 * 1024 * 1024),
    UPLOAD_GRACE_HOURS: z.coerce.number().min(0).default(24),
    UPLOAD_CLEANUP_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(60 * 60 * 1000),
    // Statistics pings are counted in memory and written in one statement this often (docs/decisions/113):
    // also the most a process that dies unexpectedly loses, and how late the portal's figures may be.
    STATISTICS_FLUSH_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    // Retention (docs/decisions/113): days each kind of row is kept once it stopped mattering,
    // pruned in small batches by the process that runs the outbox worker. The audit log is where the
    // abuse limits count (decision 103, windows of at most an hour): it is kept at least a day.
    RETENTION_AUDIT_DAYS: z.coerce.number().min(1).default(365),
    RETENTION_OUTBOX_DAYS: z.coerce.number().min(0).default(90),
    RETENTION_SESSION_DAYS: z.coerce.number().min(0).default(7),
    RETENTION_TOKEN_DAYS: z.coerce.number().min(0).default(7),
    // Versions kept per activity, SEO page, blog or banner (docs/decisions/119): the newest ones.
    RETENTION_VERSIONS_PER_RECORD: z.coerce.number().int().min(1).default(50),
    RETENTION_BATCH_SIZE: z.coerce.number().int().min(1).max(100_000).default(1000),
    RETENTION_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(60 * 60 * 1000),
    // Notifications (docs/decisions/116): how often the job mails what is due at once, and the local hour
    // (Europe/Amsterdam) from which each day's digests go out; run by the process that runs the outbox worker.
    NOTIFICATION_POLL_MS: z.coerce.number().int().min(1000).default(30_000),
    NOTIFICATION_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
    // Scheduled publishing (docs/decisions/121): how often the job switches banners, pop-ups, SEO pages and
    // blogs on and off at their times; run by the process that runs the outbox worker.
    SCHEDULE_POLL_MS: z.coerce.number().int().min(100).default(15_000),
    // /metrics (decision 094): never public. With a token it is served on the public port to that bearer token;
    // with a port it is served on its own listener, on loopback unless METRICS_HOST says otherwise.
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    /** Take the client IP from X-Forwarded-For (only behind a proxy that sets it). */
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    // Uploaded images: local disk under DATA_DIR/uploads, or an S3-compatible bucket when S3_BUCKET is set.
    S3_BUCKET: z.string().optional(),
    /** Endpoint of the S3-compatible service (path-style URLs), e.g. https://s3.eu-central-1.amazonaws.com. */
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Key prefix of the uploads in the bucket. */
    S3_PREFIX: z.string().default('uploads/'),
    /** Places lookups use Google Places Text Search when set; the bundled gazetteer otherwise. */
    GOOGLE_PLACES_API_KEY: z.string().optional(),
    // Page cache (decision 080): anonymous HTML pages, in memory or in Redis shared by several servers.
    PAGE_CACHE: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    PAGE_CACHE_MAX_AGE: z.coerce.number().int().min(0).default(60),
    // In-process search index (docs/decisions/105): false answers every search from the database.
    SEARCH_INDEX: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    PAGE_CACHE_STALE: z.coerce.number().int().min(0).default(600),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    // Put before every Redis key, so several deployments (or test runs) can share one Redis.
    REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'letters, digits and : _ . - only')
      .default('uitjes:'),
  })
  .transform((env) => ({ ...env, PORTAL_ORIGIN: env.PORTAL_ORIGIN ?? `http://admin.localhost:${env.PORT}` }));

export type Env = z.infer<typeof EnvSchema>;

/** Parses `source`; on a wrong value returns one line naming the variable instead of throwing a stack. */
export function parseEnv(source: Record<string, string | undefined>): { ok: true; env: Env } | { ok: false; message: string } {
  // Empty strings count as unset, as shells and .env files often leave them.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (result.success) return { ok: true, env: result.data };
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0] ?? 'environment');
  return { ok: false, message: `Invalid configuration: ${name} ${issue.message} (got ${JSON.stringify(source[name] ?? null)})` };
}
