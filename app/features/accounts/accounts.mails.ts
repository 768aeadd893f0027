// Every locale's texts (the mails are rendered on the server only).
import '../../i18n/catalogues.server.ts';
import { translate } from '../../i18n/i18n.ts';
import type { OutgoingMail } from '../../mail/outbox.server.ts';
import type { PortalLocale } from './account-rules.ts';

export type AccountMailKind =
  'verify' | 'already' | 'reset' | 'invitation' | 'changeEmail' | 'changeEmailNotice' | 'locked' | 'signInLink' | 'secondFactorLocked' | 'passwordChanged';

/** One account mail (texts: catalogues/<locale>/mails.ts, mails.accounts): greeting, text, link, closing. */
export function renderAccountMail(
  kind: AccountMailKind,
  to: { email: string; name: string | null },
  locale: PortalLocale,
  values: { platformName: string; link: string; inviter?: string; newEmail?: string; count?: number },
): OutgoingMail {
  const t = (key: string) => translate(locale, `mails.accounts.${key}`, { ...values });
  const lines = [translate(locale, 'mails.accounts.greeting', { name: to.name ?? to.email }), t(`${kind}Text`), values.link];
  if (kind === 'verify' || kind === 'reset' || kind === 'changeEmail' || kind === 'already') lines.push(t('ignore'));
  lines.push(t('closing'));
  return { kind: `account-${kind}`, to: to.email, replyTo: null, subject: t(`${kind}Subject`), text: lines.filter(Boolean).join('\n\n') };
}
