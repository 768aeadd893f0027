import type { Locale } from '../../config/brand.ts';
// Every locale's texts (the mails are rendered on the server only).
import '../../i18n/catalogues.server.ts';
import { translate } from '../../i18n/i18n.ts';

/** The mail that asks a new subscriber to confirm (double opt-in, decisions.md 18). */
export function renderNewsletterConfirmation(
  context: { name: string; platformName: string; platformDomain: string; link: string },
  locale: Locale,
): { subject: string; text: string } {
  const values = { name: context.name, platformName: context.platformName, platformDomain: context.platformDomain };
  return {
    subject: translate(locale, 'mails.newsletter.confirmSubject', values),
    text: [
      translate(locale, 'mails.newsletter.confirmIntro', values),
      context.link,
      translate(locale, 'mails.newsletter.confirmIgnore', values),
      translate(locale, 'mails.closing', values),
    ].join('\n\n'),
  };
}
