import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './_helpers.ts';
import { roleName } from './enums.ts';
import { organisations } from './organisations.ts';

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
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email)],
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
  (t) => [index('user_tokens_user_idx').on(t.userId), uniqueIndex('user_tokens_hash_uq').on(t.hash)],
);
