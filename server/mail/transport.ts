import nodemailer from 'nodemailer';
import type { Logger } from '../logger.ts';

/** One outbox row as the transport sends it. */
export interface OutgoingMail {
  messageId: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  /** Extra headers as stored (List-Unsubscribe of a notification); null for none. */
  headers?: Record<string, string> | null;
}

/**
 * Where mails go: `smtp` delivers over SMTP_URL; `kept` is the embedded default (decisions.md 12):
 * the mail stays in the outbox table (status 'kept') and is written to the log.
 */
export interface MailTransport {
  mode: 'smtp' | 'kept';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  smtpUrl?: string | undefined;
  /** Overrides the From of every mail (an SMTP relay may only accept its own sender). */
  mailFrom?: string | undefined;
  log: Logger;
}

export function createMailTransport(options: MailTransportOptions): MailTransport {
  const { smtpUrl, mailFrom, log } = options;
  if (!smtpUrl) {
    // Renders the complete message as nodemailer would send it, and logs it.
    const renderer = nodemailer.createTransport({ jsonTransport: true });
    return {
      mode: 'kept',
      async send(mail) {
        const info = await renderer.sendMail(toNodemailer(mail, mailFrom));
        log.info({ messageId: mail.messageId, to: mail.to, subject: mail.subject, message: info.message }, 'mail kept in outbox (no SMTP_URL)');
      },
      close() {
        renderer.close();
      },
    };
  }
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    mode: 'smtp',
    async send(mail) {
      await transporter.sendMail(toNodemailer(mail, mailFrom));
    },
    close() {
      transporter.close();
    },
  };
}

function toNodemailer(mail: OutgoingMail, mailFrom: string | undefined) {
  return {
    messageId: mail.messageId,
    from: mailFrom ?? mail.from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
  };
}
