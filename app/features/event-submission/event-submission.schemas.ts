import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { isDateInput, parseDateInput } from '../../public-api/dates.ts';
import { z } from 'zod';
import { DatabaseIdSchema } from '../../config/database-id.schemas.ts';

/**
 * The event-submission form of the agenda (screens.md 3 and 5). Messages are i18n keys
 * (`eventForm.errors.*`); their texts are in the catalogues (app/i18n/catalogues/<locale>/content.ts).
 */
export const EVENT_SUBMISSION_MESSAGE_KEYS = {
  nameRequired: 'eventForm.errors.nameRequired',
  emailRequired: 'eventForm.errors.emailRequired',
  emailInvalid: 'eventForm.errors.emailInvalid',
  ibanRequired: 'eventForm.errors.ibanRequired',
  ibanInvalid: 'eventForm.errors.ibanInvalid',
  provinceRequired: 'eventForm.errors.provinceRequired',
  cityRequired: 'eventForm.errors.cityRequired',
  addressRequired: 'eventForm.errors.addressRequired',
  zipcodeRequired: 'eventForm.errors.zipcodeRequired',
  titleRequired: 'eventForm.errors.titleRequired',
  descriptionRequired: 'eventForm.errors.descriptionRequired',
  websiteRequired: 'eventForm.errors.websiteRequired',
  startDateRequired: 'eventForm.errors.startDateRequired',
  endDateInvalid: 'eventForm.errors.endDateInvalid',
  mediaRequired: 'eventForm.errors.mediaRequired',
  tooLong: 'eventForm.errors.tooLong',
} as const;

const K = EVENT_SUBMISSION_MESSAGE_KEYS;

/** The province select's placeholder option: choosing it means no province. */
export const PROVINCE_PLACEHOLDER = 'Selecteer een provincie';

/** An IBAN in any notation, valid for its country (length, BBAN format, check digits; ibantools). */
export function isValidIban(value: string): boolean {
  const electronic = electronicFormatIBAN(value);
  return !!electronic && isValidIBAN(electronic);
}

const isDate = isDateInput;

const required = (key: string, max = 300) => z.string({ error: key }).trim().min(1, key).max(max, K.tooLong);

export const EventSubmissionSchema = z
  .object({
    name: required(K.nameRequired, 200),
    companyName: z
      .string()
      .trim()
      .max(200, K.tooLong)
      .nullish()
      .transform((v) => (v ? v : null)),
    email: z.string({ error: K.emailRequired }).trim().min(1, K.emailRequired).max(254, K.tooLong).pipe(z.email(K.emailInvalid)),
    iban: z
      .string({ error: K.ibanRequired })
      .trim()
      .min(1, K.ibanRequired)
      .refine(isValidIban, K.ibanInvalid)
      .transform((v) => electronicFormatIBAN(v) ?? v),
    province: z
      .string({ error: K.provinceRequired })
      .trim()
      .refine((v) => v !== '' && v !== PROVINCE_PLACEHOLDER, K.provinceRequired)
      .pipe(z.string().max(200, K.tooLong)),
    city: required(K.cityRequired, 200),
    address: required(K.addressRequired),
    zipcode: required(K.zipcodeRequired, 20),
    title: required(K.titleRequired, 200),
    description: required(K.descriptionRequired, 10_000),
    website: required(K.websiteRequired, 2000),
    startDate: z.string({ error: K.startDateRequired }).trim().min(1, K.startDateRequired).refine(isDate, K.startDateRequired),
    endDate: z
      .string()
      .trim()
      .refine((v) => v === '' || isDate(v), K.endDateInvalid)
      .nullish()
      .transform((v) => (v ? v : null)),
    /** The uploaded image (answer of POST /api/public/media/image); `{ id: null }` means none. */
    media: z.object({ id: DatabaseIdSchema.nullable() }, { error: K.mediaRequired }).refine((m) => m.id !== null, K.mediaRequired),
    /** Honeypot: hidden in the form; a filled value marks a bot (answered as fine, stored nowhere). */
    website_url: z.string().max(2000).optional(),
  })
  .refine(
    (v) => {
      // An unreadable date already has its own message; only two real dates are compared.
      const start = parseDateInput(v.startDate);
      const end = v.endDate ? parseDateInput(v.endDate) : null;
      return !start || !end || end.getTime() >= start.getTime();
    },
    {
      message: K.endDateInvalid,
      path: ['endDate'],
    },
  );

export type EventSubmissionInput = z.input<typeof EventSubmissionSchema>;
export type EventSubmission = z.output<typeof EventSubmissionSchema>;
