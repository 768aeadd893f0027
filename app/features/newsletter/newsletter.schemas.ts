import { z } from 'zod';

/**
 * The newsletter signup (screens.md 3 and 5). Messages are i18n keys (`newsletterForm.errors.*`);
 * NEWSLETTER_FORM_MESSAGES holds their texts per locale (the be catalogue gets the required-email
 * message, decisions.md 8).
 */
export const NEWSLETTER_MESSAGE_KEYS = {
  nameRequired: 'newsletterForm.errors.nameRequired',
  emailRequired: 'newsletterForm.errors.emailRequired',
  emailInvalid: 'newsletterForm.errors.emailInvalid',
  tooLong: 'newsletterForm.errors.tooLong',
} as const;

const K = NEWSLETTER_MESSAGE_KEYS;

export const NewsletterSubscriptionSchema = z.object({
  name: z.string({ error: K.nameRequired }).trim().min(1, K.nameRequired).max(200, K.tooLong),
  email: z.string({ error: K.emailRequired }).trim().min(1, K.emailRequired).max(254, K.tooLong).pipe(z.email(K.emailInvalid)),
  /** Honeypot: hidden in the form; a filled value marks a bot (answered as fine, stored nowhere). */
  website_url: z.string().max(2000).optional(),
});

export type NewsletterSubscriptionInput = z.input<typeof NewsletterSubscriptionSchema>;
export type NewsletterSubscription = z.output<typeof NewsletterSubscriptionSchema>;

const NL = {
  [K.nameRequired]: 'Vul uw naam in',
  [K.emailRequired]: 'Vul uw e-mailadres in',
  [K.emailInvalid]: 'Geen valide e-mailadres',
  [K.tooLong]: 'Deze tekst is te lang',
};
export const NEWSLETTER_FORM_MESSAGES: Record<'nl' | 'be' | 'de', Record<string, string>> = {
  nl: NL,
  be: NL,
  de: {
    [K.nameRequired]: 'Bitte geben Sie Ihren Namen ein',
    [K.emailRequired]: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
    [K.emailInvalid]: 'Keine gültige E-Mail-Adresse',
    [K.tooLong]: 'Dieser Text ist zu lang',
  },
};
