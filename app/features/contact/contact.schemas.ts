import { z } from 'zod';
import { isValidPhone, optionalText as sharedOptionalText } from '../../public-api/form-values.ts';

/**
 * The contact post of the FAQ (type Question) and advertise (type Ad) forms (screens.md 3 and 5).
 * Messages are i18n keys (`faqForm.errors.*`); their texts are in the catalogues (app/i18n/catalogues/<locale>/content.ts).
 * The phone-required text asks for the phone number (decisions.md 8 fixes the catalogue).
 */
export const CONTACT_MESSAGE_KEYS = {
  nameRequired: 'faqForm.errors.nameRequired',
  emailRequired: 'faqForm.errors.emailRequired',
  emailInvalid: 'faqForm.errors.emailInvalid',
  phoneRequired: 'faqForm.errors.phoneRequired',
  phoneInvalid: 'faqForm.errors.phoneInvalid',
  typeInvalid: 'faqForm.errors.typeInvalid',
  tooLong: 'faqForm.errors.tooLong',
} as const;

const K = CONTACT_MESSAGE_KEYS;

const optionalText = (max: number) => sharedOptionalText(max, K.tooLong);

export const CONTACT_TYPES = ['Question', 'Ad'] as const;

export const ContactMessageSchema = z.object({
  type: z.enum(CONTACT_TYPES, { error: K.typeInvalid }),
  name: z.string({ error: K.nameRequired }).trim().min(1, K.nameRequired).max(200, K.tooLong),
  email: z.string({ error: K.emailRequired }).trim().min(1, K.emailRequired).max(254, K.tooLong).pipe(z.email(K.emailInvalid)),
  phone: z.string({ error: K.phoneRequired }).trim().min(1, K.phoneRequired).refine(isValidPhone, K.phoneInvalid),
  companyName: optionalText(200),
  description: optionalText(5000),
  /** Honeypot: hidden in the form; a filled value marks a bot (answered as fine, stored nowhere). */
  website_url: z.string().max(2000).optional(),
});

export type ContactMessageInput = z.input<typeof ContactMessageSchema>;
export type ContactMessage = z.output<typeof ContactMessageSchema>;
