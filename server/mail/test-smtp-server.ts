import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from 'smtp-server';

export interface ReceivedMail {
  messageId: string | null;
  from: string | null;
  to: string[];
  raw: string;
}

export interface TestSmtpServerOptions {
  /** Return an error message to refuse the message at DATA (a 451 temporary failure). */
  refuseData?: (session: SMTPServerSession) => string | null;
  /**
   * Awaited before the answer to DATA: lets a test hold a delivery open (for instance to kill the
   * sender); resolving to a text refuses the held message.
   */
  holdData?: (raw: string) => Promise<string | null>;
  /** Return an error message to refuse a recipient (a 550). */
  refuseRecipient?: (address: SMTPServerAddress) => string | null;
  /** Port to listen on (default: a free one). */
  port?: number;
}

/** A real SMTP server on a free local port that keeps what it accepted (tests only). */
export async function startTestSmtpServer(options: TestSmtpServerOptions = {}) {
  const received: ReceivedMail[] = [];
  let refusedData = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuseRecipient?.(address);
      if (refusal) {
        const error = new Error(refusal) as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const heldRefusal = options.holdData ? await options.holdData(Buffer.concat(chunks).toString('utf8')) : null;
        const refusal = heldRefusal ?? options.refuseData?.(session);
        if (refusal) {
          refusedData += 1;
          const error = new Error(refusal) as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? null,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    refusedCount: () => refusedData,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
