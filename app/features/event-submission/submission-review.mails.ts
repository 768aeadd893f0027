// Every locale's texts (the mails are rendered on the server only).
import '../../i18n/catalogues.server.ts';
import { translate } from '../../i18n/i18n.ts';
import type { OutgoingMail } from '../../mail/outbox.server.ts';

export interface SubmissionApprovedMailContext {
  to: string;
  name: string;
  title: string;
  platformName: string;
  /** The agenda on the platform's site. */
  link: string;
}

/** The approval as the visitor who sent the event reads it (texts: catalogues/<locale>/mails.ts, mails.submissionReview). */
export function renderSubmissionApprovedMail(context: SubmissionApprovedMailContext, locale: 'nl' | 'de'): OutgoingMail {
  const t = (key: string) => translate(locale, `mails.submissionReview.${key}`, { ...context });
  const lines = [t('greeting'), t('approved'), t('link'), context.link, t('closing')];
  return { kind: 'event-submission-approved', to: context.to, replyTo: null, subject: t('subject'), text: lines.join('\n\n') };
}
