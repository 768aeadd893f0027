/**
 * How passwords are hashed (decision 103): argon2id with OWASP's minimum cost (19 MiB, 2 passes, 1 lane),
 * about 30 ms here. One place, read by the accounts feature and by the demo data's accounts.
 * `algorithm: 2` is Argon2id (@node-rs/argon2's const enum, which isolated modules cannot read).
 */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The password of the demo accounts (README): the demo data only, never a real installation's. */
export const DEMO_ACCOUNT_PASSWORD = 'demo-uitjes-2026';
export const DEMO_ADMIN_EMAIL = 'beheer@uitjes.example';
export const DEMO_PROVIDER_EMAIL = 'aanbieder@uitjes.example';

/** A password's length limits (decision 103: at least 12; no maximum below 64, 128 keeps argon2's input bounded). */
export const PASSWORD_LENGTH = { min: 12, max: 128 } as const;
