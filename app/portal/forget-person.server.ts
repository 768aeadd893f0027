import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from '../../db/client.server.ts';
import type { Actor } from './actor.ts';
import { recordAudit } from './audit.server.ts';
import { FORGOTTEN } from './forgotten.ts';
import { requirePermission } from './permissions.server.ts';

/**
 * "Forget this person" (decision 104): an operator removes what a visitor left under one e-mail address.
 * Newsletter subscriptions are deleted; quote requests, contact messages and event submissions keep
 * their rows (the providers' counts and the statistics stay right) with every personal field replaced
 * by FORGOTTEN (forgotten.ts); mails to, from or about the address lose their address and text, and one still waiting
 * is not sent. A row is the person's when its e-mail is the address (any letter case) or any of its
 * texts mentions it. All in one transaction, recorded in the audit log by a hash of the address and the
 * counts, never the address itself. It touches the tables of several features, so it lives here and
 * speaks SQL to the schema directly.
 */

export const ForgetPersonSchema = z.object({
  email: z
    .string({ error: 'portal.errors.email' })
    .trim()
    .toLowerCase()
    .min(3, 'portal.errors.email')
    .max(254, 'portal.errors.email')
    .pipe(z.email('portal.errors.email')),
});

export interface PersonDataCounts {
  quoteRequests: number;
  contactMessages: number;
  subscriptions: number;
  eventSubmissions: number;
  mails: number;
}

type Executor = Pick<Database, 'execute' | 'insert' | 'select'>;

/** The address as the rows are matched: trimmed, lower case. */
const normalised = (email: string) => email.trim().toLowerCase();

/** An ILIKE pattern finding the address inside a text (its own % _ \ taken literally). */
const mentionOf = (email: string) => `%${email.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** "This row is the person's": its e-mail column is the address, or one of its texts mentions it. */
function belongsTo(email: string, emailColumn: string | null, textColumns: readonly string[]): SQL {
  const pattern = mentionOf(email);
  const conditions = [
    ...(emailColumn ? [sql`lower(trim(${sql.identifier(emailColumn)})) = ${email}`] : []),
    ...textColumns.map((column) => sql`${sql.identifier(column)} ILIKE ${pattern}`),
  ];
  return sql`(${sql.join(conditions, sql` OR `)})`;
}

// The text columns of each table that can hold what a visitor typed (all of them are searched).
const QUOTE_TEXTS = ['name', 'reference', 'phone', 'address', 'zipcode', 'city', 'description', 'company_name', 'lead_note'] as const;
const CONTACT_TEXTS = ['name', 'phone', 'company_name', 'description'] as const;
const SUBMISSION_TEXTS = ['name', 'company_name', 'iban', 'province', 'city', 'address', 'zipcode'] as const;
const SUBSCRIBER_TEXTS = ['name'] as const;
const MAIL_TEXTS = ['to_address', 'from_address', 'reply_to', 'subject', 'text', 'html', 'last_error'] as const;

const where = (email: string) => ({
  quoteRequests: belongsTo(email, 'email', QUOTE_TEXTS),
  contactMessages: belongsTo(email, 'email', CONTACT_TEXTS),
  subscriptions: belongsTo(email, 'email', SUBSCRIBER_TEXTS),
  eventSubmissions: belongsTo(email, 'email', SUBMISSION_TEXTS),
  mails: belongsTo(email, null, MAIL_TEXTS),
});

async function countIn(db: Executor, email: string): Promise<PersonDataCounts> {
  const w = where(email);
  const [row] = await queryRows<Record<keyof PersonDataCounts, number>>(
    db,
    sql`SELECT
          (SELECT count(*)::int FROM quote_requests WHERE ${w.quoteRequests}) AS "quoteRequests",
          (SELECT count(*)::int FROM contact_messages WHERE ${w.contactMessages}) AS "contactMessages",
          (SELECT count(*)::int FROM newsletter_subscribers WHERE ${w.subscriptions}) AS "subscriptions",
          (SELECT count(*)::int FROM event_submissions WHERE ${w.eventSubmissions}) AS "eventSubmissions",
          (SELECT count(*)::int FROM mail_outbox WHERE ${w.mails}) AS "mails"`,
  );
  return row!;
}

/** How many rows hold the address, before the operator confirms. */
export async function countPersonData(db: Database, actor: Actor, email: string): Promise<PersonDataCounts> {
  requirePermission(actor, 'backoffice:manage');
  return countIn(db, normalised(email));
}

/** The audit log's name for the address: SHA-256 of the normalised address (the same person, no address). */
export const personHash = (email: string) => createHash('sha256').update(normalised(email)).digest('hex');

/** Removes the person's data (see above); returns what it found. */
export async function forgetPerson(db: Database, actor: Actor, email: string): Promise<PersonDataCounts> {
  requirePermission(actor, 'backoffice:manage');
  const address = normalised(email);
  return db.transaction(async (tx) => {
    const counts = await countIn(tx, address);
    const w = where(address);
    await tx.execute(
      sql`UPDATE quote_requests SET name = ${FORGOTTEN}, email = ${FORGOTTEN}, phone = ${FORGOTTEN}, reference = ${FORGOTTEN},
            address = ${FORGOTTEN}, zipcode = ${FORGOTTEN}, city = ${FORGOTTEN}, description = ${FORGOTTEN},
            company_name = ${FORGOTTEN}, lead_note = ${FORGOTTEN}, statistic_options = NULL
          WHERE ${w.quoteRequests}`,
    );
    await tx.execute(
      sql`UPDATE contact_messages SET name = ${FORGOTTEN}, email = ${FORGOTTEN}, phone = ${FORGOTTEN},
            company_name = ${FORGOTTEN}, description = ${FORGOTTEN}
          WHERE ${w.contactMessages}`,
    );
    await tx.execute(
      sql`UPDATE event_submissions SET name = ${FORGOTTEN}, email = ${FORGOTTEN}, company_name = ${FORGOTTEN}, iban = ${FORGOTTEN},
            city = ${FORGOTTEN}, address = ${FORGOTTEN}, zipcode = ${FORGOTTEN}, updated_at = now()
          WHERE ${w.eventSubmissions}`,
    );
    await tx.execute(sql`DELETE FROM newsletter_subscribers WHERE ${w.subscriptions}`);
    // A mail keeps its kind, platform, status and times (the outbox's history); a team's address in it
    // stays, the person's goes. One not yet sent is stopped: it would go to no one.
    const mention = mentionOf(address);
    await tx.execute(
      sql`UPDATE mail_outbox SET
            to_address = CASE WHEN to_address ILIKE ${mention} THEN ${FORGOTTEN} ELSE to_address END,
            from_address = CASE WHEN from_address ILIKE ${mention} THEN ${FORGOTTEN} ELSE from_address END,
            reply_to = CASE WHEN reply_to ILIKE ${mention} THEN NULL ELSE reply_to END,
            subject = ${FORGOTTEN}, text = ${FORGOTTEN}, html = NULL,
            status = CASE WHEN status = 'pending' THEN 'failed'::outbox_status ELSE status END,
            last_error = CASE WHEN status = 'pending' OR last_error ILIKE ${mention} THEN ${FORGOTTEN} ELSE last_error END
          WHERE ${w.mails}`,
    );
    await recordAudit(tx, {
      action: 'person-forgotten',
      actorUserId: actor.userId,
      detail: { entity: 'person', emailSha256: personHash(address), ...counts },
    });
    return counts;
  });
}
