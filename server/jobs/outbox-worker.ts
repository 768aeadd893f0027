import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.server.ts';
import type { Logger } from '../logger.ts';
import type { MailTransport } from '../mail/transport.ts';

export interface OutboxWorkerOptions {
  db: Database;
  transport: MailTransport;
  log: Logger;
  /** Pause between passes when nothing was due (ms). */
  pollMs?: number;
  /** Rows claimed per pass. */
  batchSize?: number;
  /** A row failing this many times becomes 'failed' (kept for an operator, never deleted). */
  maxAttempts?: number;
  /** First retry delay; doubled per attempt up to backoffMaxMs, with jitter. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** How long a claimed row stays invisible to other workers while it is being sent (ms). */
  leaseMs?: number;
}

interface ClaimedRow {
  id: number;
  message_id: string;
  from_address: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string> | null;
  attempts: number;
}

export interface PassResult {
  claimed: number;
  sent: number;
  kept: number;
  retried: number;
  failed: number;
  /** Claimed, but the lease ran out before its turn (another worker may have it now): not sent. */
  skipped: number;
}

/** Delay before retry number `attempts` (1-based): base * 2^(attempts-1), capped, 75-100 % jitter. */
export function backoffDelay(attempts: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.75 + 0.25 * random()));
}

/**
 * One delivery pass: claims due rows with FOR UPDATE SKIP LOCKED (several workers or processes never
 * take the same row) and pushes their lease forward in the same statement, then sends each outside
 * any transaction, each only after renewing its lease while that is still live and ours (decision 005:
 * at most one hand-over to SMTP per lease). A process dying mid-send leaves the row pending; after the
 * lease it is sent again with the same Message-ID (at least once, recognisable as a retry).
 */
export async function deliverDueMails(options: OutboxWorkerOptions): Promise<PassResult> {
  const { db, transport, log } = options;
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 12;
  const baseMs = options.backoffBaseMs ?? 30_000;
  const maxMs = options.backoffMaxMs ?? 6 * 60 * 60 * 1000;
  const leaseMs = options.leaseMs ?? 120_000;
  const claimed = await queryRows<ClaimedRow>(
    db,
    sql`UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
        WHERE id IN (
          SELECT id FROM mail_outbox
          WHERE status = 'pending' AND next_attempt_at <= now()
          ORDER BY next_attempt_at, id
          LIMIT ${batchSize}
          FOR UPDATE SKIP LOCKED)
        RETURNING id, message_id, from_address, to_address, reply_to, subject, text, html, headers, attempts`,
  );
  const result: PassResult = { claimed: claimed.length, sent: 0, kept: 0, retried: 0, failed: 0, skipped: 0 };
  for (const row of claimed) {
    // The lease of a row sent late in a slow batch may have run out, and another worker may have taken
    // the row since (its claim counted another attempt). Renew the lease only while it is still ours and
    // live, so a message goes to SMTP at most once per lease; the send itself is shorter than a lease
    // (transport timeouts), so no one can take it while it is on its way.
    const renewed = await queryRows<{ id: number }>(
      db,
      sql`UPDATE mail_outbox SET next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
          WHERE id = ${row.id} AND status = 'pending' AND attempts = ${row.attempts} AND next_attempt_at > now()
          RETURNING id`,
    );
    if (renewed.length === 0) {
      result.skipped += 1;
      continue;
    }
    try {
      await transport.send({
        messageId: row.message_id,
        from: row.from_address,
        to: row.to_address,
        replyTo: row.reply_to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        headers: row.headers,
      });
      const status = transport.mode === 'smtp' ? 'sent' : 'kept';
      await db.execute(sql`UPDATE mail_outbox SET status = ${status}::outbox_status, sent_at = now(), last_error = NULL WHERE id = ${row.id}`);
      if (status === 'sent') result.sent += 1;
      else result.kept += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (row.attempts >= maxAttempts) {
        await db.execute(sql`UPDATE mail_outbox SET status = 'failed', last_error = ${message} WHERE id = ${row.id}`);
        log.error({ messageId: row.message_id, attempts: row.attempts, err: message }, 'mail delivery failed for good');
        result.failed += 1;
      } else {
        const delay = backoffDelay(row.attempts, baseMs, maxMs);
        await db.execute(
          sql`UPDATE mail_outbox SET next_attempt_at = now() + make_interval(secs => ${delay / 1000}), last_error = ${message} WHERE id = ${row.id}`,
        );
        log.warn({ messageId: row.message_id, attempts: row.attempts, retryInMs: delay, err: message }, 'mail delivery failed, will retry');
        result.retried += 1;
      }
    }
  }
  return result;
}

export interface OutboxWorker {
  /** Runs a pass now instead of waiting for the next poll. */
  wake(): void;
  /** Stops polling and waits for the running pass. */
  stop(): Promise<void>;
}

/** Polls the outbox until stopped; a pass that found a full batch is followed by another at once. */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const pollMs = options.pollMs ?? 2000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const schedule = (delay: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, delay);
  };
  const run = () => {
    if (stopped || running) return;
    running = (async () => {
      let again = false;
      try {
        const result = await deliverDueMails(options);
        again = result.claimed >= (options.batchSize ?? 20);
      } catch (error) {
        options.log.error({ err: error }, 'outbox pass failed');
      } finally {
        running = undefined;
        schedule(again ? 0 : pollMs);
      }
    })();
  };
  schedule(0);
  return {
    wake() {
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      options.transport.close();
    },
  };
}
