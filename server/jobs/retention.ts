import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.server.ts';
import { ACCOUNT_RULES } from '../../app/features/accounts/account-rules.ts';
import type { Logger } from '../logger.ts';
import { startRepeatingJob, type RepeatingJob } from './repeating-job.ts';

/**
 * How long rows that only grow are kept (docs/decisions/113). Each number is days after the
 * row stopped mattering: an audit row or a finished mail after it was written, a session after it ended
 * (its absolute end or its last use plus the idle expiry), a token after it expired.
 */
export interface RetentionSettings {
  auditDays: number;
  outboxDays: number;
  sessionDays: number;
  tokenDays: number;
  /** Versions kept per record (content_versions, docs/decisions/119): the newest ones; older ones go. */
  versionsPerRecord: number;
}

export interface RetentionOptions extends RetentionSettings {
  db: Database;
  log: Logger;
  /** Rows deleted per statement: each batch is its own short transaction, so no lock is held long. */
  batchSize?: number;
  /** Batches per table per pass; what is left waits for the next pass (a backlog is worked off over passes). */
  maxBatches?: number;
  /** Ends a pass between two batches (the process is stopping). */
  signal?: AbortSignal;
}

export type RetentionTable =
  'audit_log' | 'bulk_actions' | 'mail_outbox' | 'notification_digest_items' | 'notification_digests' | 'user_sessions' | 'user_tokens' | 'content_versions';

export interface RetentionResult {
  deleted: Record<RetentionTable, number>;
  batches: number;
}

const DAY_SECONDS = 24 * 3600;
const ago = (days: number) => sql`now() - make_interval(secs => ${Math.round(days * DAY_SECONDS)})`;

/**
 * What each table may lose: the condition a row must meet to be deleted. Outbox mails still to be sent
 * (`pending`) are never removed, whatever their age. Sessions end at their absolute end or after the idle
 * expiry (ACCOUNT_RULES); a session is kept `sessionDays` after that.
 */
function prunable(settings: RetentionSettings): Record<RetentionTable, SQL> {
  const idleSeconds = Math.round(ACCOUNT_RULES.sessionIdleMs / 1000);
  return {
    audit_log: sql`at < ${ago(settings.auditDays)}`,
    // An operator's bulk action (docs/decisions/120) can be undone for minutes; its record, what it did to
    // which rows, is kept as long as the audit log that has an entry per row.
    bulk_actions: sql`created_at < ${ago(settings.auditDays)}`,
    mail_outbox: sql`status <> 'pending' AND created_at < ${ago(settings.outboxDays)}`,
    // A digest's lines and its day row (docs/decisions/116) once its mail is as old as the outbox keeps
    // mails; a line still waiting never. The day row is what makes a day's digest once: it stays at least
    // two days, past the day it guards in every time zone.
    notification_digest_items: sql`sent_at IS NOT NULL AND sent_at < ${ago(settings.outboxDays)}`,
    notification_digests: sql`created_at < ${ago(Math.max(settings.outboxDays, 2))}`,
    user_sessions: sql`(expires_at < ${ago(settings.sessionDays)} OR last_seen_at < ${ago(settings.sessionDays)} - make_interval(secs => ${idleSeconds}))`,
    user_tokens: sql`expires_at < ${ago(settings.tokenDays)}`,
    // A version with a version `versionsPerRecord` newer of the same record is beyond the newest ones kept
    // (versions are numbered one by one per record: content_versions_entity_version_idx finds it).
    content_versions: sql`EXISTS (SELECT 1 FROM content_versions newer
      WHERE newer.entity_kind = content_versions.entity_kind AND newer.entity_id = content_versions.entity_id
        AND newer.version = content_versions.version + ${settings.versionsPerRecord})`,
  };
}

/**
 * One retention pass: per table, batches of at most `batchSize` rows, each a single DELETE of rows picked
 * by an index (`FOR UPDATE SKIP LOCKED`: a row another transaction holds, or another process's pass is
 * deleting, is left for later instead of waited for). Several processes may run it at once.
 */
export async function pruneOldRows(options: RetentionOptions): Promise<RetentionResult> {
  const batchSize = options.batchSize ?? 1000;
  const maxBatches = options.maxBatches ?? 100;
  const conditions = prunable(options);
  const deleted = Object.fromEntries(Object.keys(conditions).map((table) => [table, 0])) as Record<RetentionTable, number>;
  let batches = 0;
  for (const table of Object.keys(conditions) as RetentionTable[]) {
    const name = sql.identifier(table);
    for (let batch = 0; batch < maxBatches && !options.signal?.aborted; batch += 1) {
      const rows = await queryRows<{ n: number }>(
        options.db,
        sql`WITH gone AS (
              DELETE FROM ${name} WHERE id IN (SELECT id FROM ${name} WHERE ${conditions[table]} LIMIT ${batchSize} FOR UPDATE SKIP LOCKED)
              RETURNING 1)
            SELECT count(*)::int AS n FROM gone`,
      );
      const n = Number(rows[0]?.n ?? 0);
      batches += 1;
      deleted[table] += n;
      if (n < batchSize) break;
    }
  }
  const total = Object.values(deleted).reduce((a, b) => a + b, 0);
  if (total > 0) options.log.info({ deleted, batches }, 'old rows pruned');
  return { deleted, batches };
}

/** Runs a pass now and every `intervalMs` after the previous one ended, until stopped. */
export function startRetention(options: RetentionOptions & { intervalMs: number }): RepeatingJob {
  return startRepeatingJob({
    log: options.log,
    intervalMs: options.intervalMs,
    failed: 'retention pass failed',
    pass: async (signal) => {
      await pruneOldRows({ ...options, signal });
    },
  });
}
