// Every locale's texts (the mails are rendered on the server only).
import '../../i18n/catalogues.server.ts';
import { translate } from '../../i18n/i18n.ts';
import type { OutgoingMail } from '../../mail/outbox.server.ts';

export interface EventReviewMailContext {
  to: string;
  title: string;
  organisationName: string;
  platformName: string;
  /** The event's editor in the portal. */
  link: string;
  /** Changes to a published event (else a new event). */
  changes: boolean;
  comment?: string;
}

/** The operator's decision as the provider reads it (texts: catalogues/<locale>/mails.ts, mails.eventReview). */
export function renderEventReviewMail(decision: 'approved' | 'rejected', context: EventReviewMailContext, locale: 'nl' | 'de'): OutgoingMail {
  const t = (key: string) => translate(locale, `mails.eventReview.${key}`, { ...context });
  const what = context.changes ? 'changes' : 'new';
  const lines =
    decision === 'approved'
      ? [t('greeting'), t(`approved.${what}`), t('approved.link'), context.link]
      : [t('greeting'), t(`rejected.${what}`), `${t('rejected.comment')}\n${context.comment ?? ''}`, t('rejected.link'), context.link];
  lines.push(translate(locale, 'mails.eventReview.closing', { platformName: context.platformName }));
  return { kind: `event-${decision}`, to: context.to, replyTo: null, subject: t(`${decision}.subject`), text: lines.join('\n\n') };
}
