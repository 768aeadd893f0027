import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './_helpers.ts';
import { roleName } from './enums.ts';
import { organisations } from './organisations.ts';
import { platforms } from './platforms.ts';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: roleName('name').notNull().unique(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    active: boolean('active').notNull().default(true),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    /** Argon2 hash; never a plain password. */
    password: text('password'),
    /** Hash imported from the previous system, checked once and then replaced. */
    oldPassword: text('old_password'),
    oldIdx: integer('old_idx'),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    /** When the address was last proven by a link sent to it (sign-up, invitation, e-mail change). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The portal's language for this user: 'nl' or 'de'. */
    locale: text('locale').notNull().default('nl'),
    /** The platform the user signed up on or was invited for: the sender of their mails. */
    platformId: integer('platform_id').references(() => platforms.id),
    /** Failed sign-ins since the last success or lock; 10 lock the account for 15 minutes. */
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Base32 TOTP secret once the second factor is set up; enabled when totpEnabledAt is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    // The operators' users list in its default order, operators first and each group by address: each
    // group read down this index and stopped after the page (accounts.server.ts, usersByRole).
    index('users_role_email_idx').on(t.roleId, t.email, t.id),
    // The operators' users list searched by part of an address or a name (ILIKE '%...%', pg_trgm): 50,000
    // accounts are otherwise read whole for each search (docs/decisions/113). The name's expression is the
    // list's own (accounts.server.ts, userSearchName).
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_name_trgm_idx').using('gin', sql`(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) gin_trgm_ops`),
  ],
);

export const userOrganisations = pgTable(
  'user_organisations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.organisationId] }), index('user_organisations_org_idx').on(t.organisationId)],
);

/**
 * Single-use tokens (verification, password reset, invitation, e-mail change, recovery codes). `hash` is
 * the SHA-256 of the secret the link carries: the secret itself is never stored. `token` holds what the
 * token is about and may be read (the new address of an e-mail change), never the secret.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    hash: text('hash').notNull(),
    type: text('type').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('user_tokens_user_idx').on(t.userId),
    uniqueIndex('user_tokens_hash_uq').on(t.hash),
    // The retention job finds expired tokens by it (docs/decisions/113).
    index('user_tokens_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Portal sessions. The cookie carries a random id; only its SHA-256 is stored. A session ends after
 * 7 idle days (lastSeenAt) or 30 days after sign-in (expiresAt), or when revoked (the row is deleted).
 * `pendingSecondFactor`: the password was right, the TOTP code is still to come (10 minutes).
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: serial('id').primaryKey(),
    idHash: text('id_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    pendingSecondFactor: boolean('pending_second_factor').notNull().default(false),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('user_sessions_id_hash_uq').on(t.idHash),
    index('user_sessions_user_idx').on(t.userId),
    // The retention job finds ended sessions by these (docs/decisions/113).
    index('user_sessions_expires_idx').on(t.expiresAt),
    index('user_sessions_last_seen_idx').on(t.lastSeenAt),
  ],
);

/** Who did what to which account, when and from where (sign-ins, failures, changes, invitations). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    /** The user who acted (null: anonymous, e.g. a failed sign-in for an unknown address). */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The account acted upon. */
    subjectUserId: integer('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    /**
     * The platform the entry is about, worked out when it is written (`recordAudit`): the operators' log
     * is filtered by it through its index, where working it out per row read the whole log (decision 113).
     * Null for what belongs to no platform (accounts, a forgotten person).
     */
    platformId: integer('platform_id').references(() => platforms.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subjectUserId, t.at),
    index('audit_log_actor_idx').on(t.actorUserId, t.at),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_platform_idx').on(t.platformId, t.at),
  ],
);
