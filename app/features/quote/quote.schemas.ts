import { z } from 'zod';
import { isValidPhone, optionalText as sharedOptionalText } from '../../public-api/form-values.ts';
import { isDateInput } from '../../public-api/dates.ts';

/**
 * The quote request of the activity detail screen (screens.md 3 and 5). Isomorphic: the form validates
 * with it in the browser, the route action and the API route validate with it on the server.
 *
 * Messages are catalogue keys (`contactForm.errors.*`, app/i18n/catalogues/<locale>/detail.ts): the form
 * shows their texts in the brand's language, and the API answers them in the platform's language.
 */
export const QUOTE_MESSAGE_KEYS = {
  nameRequired: 'contactForm.errors.nameRequired',
  emailRequired: 'contactForm.errors.emailRequired',
  emailInvalid: 'contactForm.errors.emailInvalid',
  phoneRequired: 'contactForm.errors.phoneRequired',
  phoneInvalid: 'contactForm.errors.phoneInvalid',
  genderInvalid: 'contactForm.errors.genderInvalid',
  personsMin: 'contactForm.errors.personsMin',
  plannedDateInvalid: 'contactForm.errors.plannedDateInvalid',
  plannedDateFuture: 'contactForm.errors.plannedDateFuture',
  tooLong: 'contactForm.errors.tooLong',
} as const;

const K = QUOTE_MESSAGE_KEYS;

/** `YYYY-MM-DD` (a date picker) or a full ISO date-time. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True when `value` lies after today: a date after today's date, or a date-time after now. */
export function isFutureDate(value: string, now: Date = new Date()): boolean {
  if (ISO_DATE.test(value)) return value > now.toISOString().slice(0, 10);
  return new Date(value).getTime() > now.getTime();
}

const optionalText = (max: number) => sharedOptionalText(max, K.tooLong);

export const QuoteRequestSchema = z.object({
  name: z.string({ error: K.nameRequired }).trim().min(1, K.nameRequired).max(200, K.tooLong),
  gender: z.enum(['man', 'vrouw'], { error: K.genderInvalid }).default('man'),
  reference: optionalText(200),
  companyName: optionalText(200),
  email: z.string({ error: K.emailRequired }).trim().min(1, K.emailRequired).max(254, K.tooLong).pipe(z.email(K.emailInvalid)),
  phone: z.string({ error: K.phoneRequired }).trim().min(1, K.phoneRequired).refine(isValidPhone, K.phoneInvalid),
  numberOfPersons: z
    .number({ error: K.personsMin })
    .int(K.personsMin)
    .min(1, K.personsMin)
    .max(100_000, K.personsMin)
    .nullish()
    .transform((v) => v ?? null),
  plannedDate: z
    .string({ error: K.plannedDateInvalid })
    .trim()
    .refine(isDateInput, K.plannedDateInvalid)
    .refine((v) => isFutureDate(v), K.plannedDateFuture)
    .nullish()
    .transform((v) => v ?? null),
  address: optionalText(300),
  zipcode: optionalText(20),
  city: optionalText(200),
  description: optionalText(5000),
  /** The newsletter box: only a ticked box (true) subscribes; consent is never assumed (decisions.md 18). */
  subscribe: z.boolean().default(false),
  /** Honeypot: hidden in the form; a filled value marks a bot (answered as fine, stored nowhere). */
  website_url: z.string().max(2000).optional(),
});

export type QuoteRequestInput = z.input<typeof QuoteRequestSchema>;
export type QuoteRequest = z.output<typeof QuoteRequestSchema>;

/** Texts of the message keys per locale (screens.md 5 catalogue; be equals nl). */
