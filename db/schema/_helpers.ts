import { customType, timestamp } from 'drizzle-orm/pg-core';

/** createdAt/updatedAt pair spread into every table that the spec gives timestamps. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** PostgreSQL tsvector, only ever written by a generated column. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/** A PostgreSQL text-search configuration name ('dutch', 'german', ...): what to_tsvector stems with. */
export const regconfig = customType<{ data: string }>({
  dataType() {
    return 'regconfig';
  },
});
