import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.server.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { PlatformRow } from '../request-context.server.ts';

/** One mail a feature has rendered (its texts come from the feature's mail templates). */
export interface OutgoingMail {
  /** What the mail is, e.g. `quote-provider`: kept in the outbox row and the Message-ID. */
  kind: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  /** Extra headers (a notification's List-Unsubscribe and List-Unsubscribe-Post, docs/decisions/116). */
  headers?: Record<string, string>;
}

/** Bare mail domain of a platform (`www.uitjesbaas.nl` -> `uitjesbaas.nl`). */
export function mailDomainOf(platform: Pick<PlatformRow, 'domain'>): string {
  return platform.domain.replace(/^www\./, '');
}

/**
 * Queues the mails about one stored record in the caller's transaction, so the record and its mails
 * commit together and the outbox worker delivers them (decision 005: no lead without its mail). The
 * sender is the platform's name at noreply@ its bare domain; each mail gets a stable Message-ID
 * `<kind.recordId.nonce@domain>`, which a retried delivery keeps. Returns the Message-IDs in order.
 */
export async function queueMails(
  tx: Pick<Database, 'insert'>,
  platform: Pick<PlatformRow, 'id' | 'name' | 'domain'>,
  recordId: number,
  mails: readonly OutgoingMail[],
): Promise<string[]> {
  const domain = mailDomainOf(platform);
  const fromAddress = `"${platform.name.replace(/"/g, '')}" <noreply@${domain}>`;
  const nonce = randomUUID();
  const rows = mails.map((mail) => ({
    messageId: `<${mail.kind}.${recordId}.${nonce}@${domain}>`,
    platformId: platform.id,
    kind: mail.kind,
    fromAddress,
    toAddress: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    headers: mail.headers && Object.keys(mail.headers).length > 0 ? mail.headers : null,
  }));
  if (rows.length > 0) await tx.insert(mailOutbox).values(rows);
  return rows.map((row) => row.messageId);
}
