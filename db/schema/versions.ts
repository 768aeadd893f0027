import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The kinds of record whose versions are kept (docs/decisions/119). */
export const VERSIONED_KINDS = ['activity', 'seo-page', 'blog', 'banner'] as const;
export type VersionedKind = (typeof VERSIONED_KINDS)[number];

/**
 * Every approved version of an activity and every saved version of an SEO page, blog or banner
 * (docs/decisions/119): one generic table, the record named by its kind and id (no foreign key: the
 * four tables differ; removing a record removes its versions in the same transaction). `snapshot` is
 * the record's content as its feature stores it; `changed_fields` names the fields that differ from the
 * previous version (empty for the first). `author_id` is null for the state a record had before its
 * history began, and for an author who was forgotten.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    entityKind: text('entity_kind').$type<VersionedKind>().notNull(),
    entityId: integer('entity_id').notNull(),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    changedFields: text('changed_fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_versions_entity_version_idx').on(t.entityKind, t.entityId, t.version),
    index('content_versions_author_idx').on(t.authorId),
    check('content_versions_kind_check', sql`${t.entityKind} IN ('activity', 'seo-page', 'blog', 'banner')`),
    check('content_versions_version_check', sql`${t.version} > 0`),
  ],
);
