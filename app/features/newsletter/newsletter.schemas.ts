import { z } from 'zod';

/**
 * The newsletter signup (screens.md 3 and 5). Messages are i18n keys (`newsletterForm.errors.*`) whose
 * texts are in the catalogues (app/i18n/catalogues/<locale>/content.ts; the be catalogue has the
 * required-email message too, decisions.md 8).
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
