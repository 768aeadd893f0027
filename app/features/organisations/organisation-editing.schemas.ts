import { z } from 'zod';

// The provider's organisation profile and its contact persons (decision 104): one schema per payload, for the
// portal page's forms and the services alike. Messages are catalogue keys, shown in the user's language.
// Empty optional fields arrive as missing (the form reader drops them) and are stored as "no value".

/** How long each text may be: the same numbers in the forms' reading and in the services. */
export const ORGANISATION_TEXT_LIMITS = {
  name: 160,
  email: 254,
  address: 200,
  streetNumber: 20,
  zipcode: 12,
  city: 100,
  phone: 30,
  website: 500,
  personName: 100,
  notes: 2000,
} as const;

const TOO_LONG = 'portal.organisation.errors.tooLong';

const text = (max: number) => z.string().trim().max(max, TOO_LONG);
const optionalText = (max: number) => text(max).optional();

const email = z.string().trim().max(ORGANISATION_TEXT_LIMITS.email, TOO_LONG).pipe(z.email('portal.errors.email'));

/**
 * A telephone or fax number, loosely: digits with the usual separators, an optional leading +, at
 * least six digits ("020 123 4567", "+49-352-7448382", "(00817) 1179116", "0441/811 260").
 */
const phone = z
  .string()
  .trim()
  .max(ORGANISATION_TEXT_LIMITS.phone, TOO_LONG)
  .regex(/^\+?[0-9 ()./-]+$/, 'portal.errors.phone')
  .refine((value) => value.replace(/\D/g, '').length >= 6, 'portal.errors.phone');

/**
 * A postcode of the platforms' countries, loosely: Dutch "1234 AB" (written without the space or in
 * small letters too, stored as "1234 AB"), German "12345", Belgian "1234".
 */
const zipcode = z
  .string()
  .trim()
  .max(ORGANISATION_TEXT_LIMITS.zipcode, TOO_LONG)
  .transform((value) => value.toUpperCase().replace(/^(\d{4})\s*([A-Z]{2})$/, '$1 $2'))
  .pipe(z.string().regex(/^(\d{4} [A-Z]{2}|\d{4,5})$/, 'portal.organisation.errors.zipcode'));

/** A web address over http(s); "www.example.nl" is read as https://www.example.nl. */
const website = z
  .string()
  .trim()
  .max(ORGANISATION_TEXT_LIMITS.website, TOO_LONG)
  .transform((value) => (/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`))
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'portal.organisation.errors.website' }));

/** A checkbox: ticked sends "on" (a JSON client may send true); unticked sends nothing. */
const checkbox = z
  .union([z.boolean(), z.enum(['on', 'true', '1', 'false', '0'])])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true' || value === '1');

export const OrganisationProfileSchema = z.object({
  name: text(ORGANISATION_TEXT_LIMITS.name).min(2, 'portal.organisation.errors.name'),
  email: email.optional(),
  address: optionalText(ORGANISATION_TEXT_LIMITS.address),
  streetNumber: optionalText(ORGANISATION_TEXT_LIMITS.streetNumber),
  zipcode: zipcode.optional(),
  city: optionalText(ORGANISATION_TEXT_LIMITS.city),
  phone: phone.optional(),
  website: website.optional(),
});
export type OrganisationProfileInput = z.input<typeof OrganisationProfileSchema>;
export type OrganisationProfile = z.output<typeof OrganisationProfileSchema>;

export const ContactPersonSchema = z
  .object({
    manager: checkbox,
    firstName: optionalText(ORGANISATION_TEXT_LIMITS.personName),
    lastName: optionalText(ORGANISATION_TEXT_LIMITS.personName),
    phone: phone.optional(),
    fax: phone.optional(),
    email: email.optional(),
    wantsMail: checkbox,
    wantsOfferMail: checkbox,
    address: optionalText(ORGANISATION_TEXT_LIMITS.address),
    zipCode: zipcode.optional(),
    city: optionalText(ORGANISATION_TEXT_LIMITS.city),
    notes: optionalText(ORGANISATION_TEXT_LIMITS.notes),
    primary: checkbox,
  })
  // A person is someone: at least one of the names.
  .refine((person) => Boolean(person.firstName || person.lastName), { path: ['lastName'], message: 'portal.organisation.errors.personName' })
  // Mail (quote requests, news) needs an address to go to.
  .refine((person) => Boolean(person.email) || !(person.wantsMail || person.wantsOfferMail), {
    path: ['email'],
    message: 'portal.organisation.errors.emailForMail',
  });
export type ContactPersonInput = z.input<typeof ContactPersonSchema>;
export type ContactPerson = z.output<typeof ContactPersonSchema>;
