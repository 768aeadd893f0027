import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './_helpers.ts';
import { platforms } from './platforms.ts';

export const organisations = pgTable(
  'organisations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email'),
    address: text('address'),
    city: text('city'),
    zipcode: text('zipcode'),
    phone: text('phone'),
    website: text('website'),
    streetNumber: text('street_number'),
    oldIdx: integer('old_idx'),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    ...timestamps,
  },
  (t) => [index('organisations_platform_name_idx').on(t.platformId, t.name), index('organisations_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

export const contactPersons = pgTable(
  'contact_persons',
  {
    id: serial('id').primaryKey(),
    oldIdx: integer('old_idx'),
    /** The organisation this person is primarily filed under. */
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    manager: boolean('manager').notNull().default(false),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    fax: text('fax'),
    email: text('email'),
    wantsMail: boolean('wants_mail').notNull().default(false),
    wantsOfferMail: boolean('wants_offer_mail').notNull().default(true),
    address: text('address'),
    zipCode: text('zip_code'),
    city: text('city'),
    notes: text('notes'),
    ...timestamps,
  },
  (t) => [index('contact_persons_organisation_idx').on(t.organisationId)],
);

/**
 * A contact person may act for several organisations. Whether the person is an organisation's primary
 * contact belongs to the link: a consultant can be one organisation's primary contact and not another's.
 */
export const contactPersonOrganisations = pgTable(
  'contact_person_organisations',
  {
    contactPersonId: integer('contact_person_id')
      .notNull()
      .references(() => contactPersons.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    primary: boolean('primary').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.contactPersonId, t.organisationId] }),
    index('contact_person_organisations_org_idx').on(t.organisationId),
    // One primary contact per organisation, held by the database whatever the code does.
    uniqueIndex('contact_person_organisations_one_primary_idx')
      .on(t.organisationId)
      .where(sql`${t.primary}`),
  ],
);
