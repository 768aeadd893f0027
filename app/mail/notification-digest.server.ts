import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { notificationDigestItems, notificationDigests, platforms, users } from '../../db/schema/index.ts';
import { PORTAL_PATHS } from '../config/portal-links.ts';
// Every locale's texts (the mails are rendered on the server only).
import '../i18n/catalogues.server.ts';
import { translate } from '../i18n/i18n.ts';
import { isNotificationKind, type NotificationKind } from './notification-kinds.ts';
import { readerLocale, unsubscribeParts } from './notifications.server.ts';
import { queueMails } from './outbox.server.ts';

/**
 * The notification job's pass (docs/decisions/116), run where the outbox worker runs:
 * - items due at once (`review.waiting` raised by a provider's submission) become one mail each;
 * - from `digestHour` (Europe/Amsterdam) on, each person with lines waiting for a kind gets one digest of
 *   that kind a day with all of them.
 * Exactly once: an item's row is locked (`FOR UPDATE SKIP LOCKED`) and marked sent in the transaction that
 * queues its mail in the outbox, and a digest's (person, kind, day) row is unique, so two runners at once
 * or a restart never send an item or a day's digest twice; the outbox then delivers (decision 005).
 */

export interface NotificationPassOptions {
  db: Database;
  portalOrigin: string;
  /** Local hour (0-23, Europe/Amsterdam) from which the day's digests go out. */
  digestHour: number;
  /** The moment of the pass (tests); the clock otherwise. */
  now?: Date;
  /** Persons' digests per pass; the rest wait for the next pass. */
  batchSize?: number;
}

export interface NotificationPassResult {
  immediate: number;
  digests: number;
}

const LINKS: Record<NotificationKind, string> = {
  'lead.new': PORTAL_PATHS.leads,
  'lead.reminder': PORTAL_PATHS.leads,
  'review.outcome': PORTAL_PATHS.home,
  'review.waiting': PORTAL_PATHS.review,
};

/** The date and hour in the Netherlands at `now`. */
export function localDayAndHour(now: Date): { day: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

class AlreadySent extends Error {}

interface Reader {
  id: number;
  email: string;
  firstName: string | null;
  locale: string;
  platformId: number | null;
  active: boolean;
}

async function readerOf(tx: Pick<Database, 'select'>, userId: number): Promise<Reader | undefined> {
  const [reader] = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale, platformId: users.platformId, active: users.active })
    .from(users)
    .where(eq(users.id, userId));
  return reader;
}

async function senderOf(tx: Pick<Database, 'select'>, ...candidates: Array<number | null | undefined>) {
  const ids = candidates.filter((id): id is number => typeof id === 'number');
  const rows = await tx
    .select({ id: platforms.id, name: platforms.name, domain: platforms.domain })
    .from(platforms)
    .where(ids.length > 0 ? inArray(platforms.id, ids) : undefined)
    .orderBy(asc(platforms.id));
  return rows.find((row) => row.id === ids[0]) ?? rows[0];
}

/** Mails the items due at once: each alone, locked and marked sent with its mail. */
async function sendImmediate(options: NotificationPassOptions, batchSize: number): Promise<number> {
  return options.db.transaction(async (tx) => {
    const items = await tx
      .select()
      .from(notificationDigestItems)
      .where(and(isNull(notificationDigestItems.sentAt), eq(notificationDigestItems.immediate, true)))
      .orderBy(asc(notificationDigestItems.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    let sent = 0;
    for (const item of items) {
      const reader = await readerOf(tx, item.userId);
      const kind = item.kind;
      if (reader?.active && isNotificationKind(kind)) {
        const locale = readerLocale(reader.locale, 'nl');
        const platform = await senderOf(tx, item.platformId, reader.platformId);
        if (platform) {
          const { footer, headers } = await unsubscribeParts(tx, { kind, portalOrigin: options.portalOrigin, locale, userId: reader.id });
          const link = new URL(LINKS[kind], options.portalOrigin).href;
          const text = [
            translate(locale, reader.firstName ? 'mails.notifications.digestIntro' : 'mails.notifications.digestIntroNoName', {
              name: reader.firstName ?? '',
              what: translate(locale, `mails.notifications.kinds.${kind}`),
            }),
            `- ${item.line}`,
            translate(locale, 'mails.notifications.digestLink', { link }),
            footer,
          ].join('\n\n');
          await queueMails(tx, platform, item.id, [
            { kind: `notification-${kind.replace('.', '-')}`, to: reader.email, replyTo: null, subject: item.subject ?? item.line, text, headers },
          ]);
          sent += 1;
        }
      }
      await tx.update(notificationDigestItems).set({ sentAt: new Date() }).where(eq(notificationDigestItems.id, item.id));
    }
    return sent;
  });
}

/** One person's digest of one kind for `day`, if lines wait and none went out that day. */
async function sendDigest(options: NotificationPassOptions, userId: number, kind: NotificationKind, day: string): Promise<boolean> {
  try {
    return await options.db.transaction(async (tx) => {
      const items = await tx
        .select({ id: notificationDigestItems.id, platformId: notificationDigestItems.platformId, line: notificationDigestItems.line })
        .from(notificationDigestItems)
        .where(
          and(
            eq(notificationDigestItems.userId, userId),
            eq(notificationDigestItems.kind, kind),
            isNull(notificationDigestItems.sentAt),
            eq(notificationDigestItems.immediate, false),
          ),
        )
        .orderBy(asc(notificationDigestItems.id))
        .for('update', { skipLocked: true });
      if (items.length === 0) return false;
      const [already] = await tx
        .select({ id: notificationDigests.id })
        .from(notificationDigests)
        .where(and(eq(notificationDigests.userId, userId), eq(notificationDigests.kind, kind), eq(notificationDigests.day, day)));
      if (already) return false;
      const reader = await readerOf(tx, userId);
      const platform = await senderOf(tx, reader?.platformId, items[0]!.platformId);
      let messageId = '';
      if (reader?.active && platform) {
        const locale = readerLocale(reader.locale, 'nl');
        const what = translate(locale, `mails.notifications.kinds.${kind}`);
        const { footer, headers } = await unsubscribeParts(tx, { kind, portalOrigin: options.portalOrigin, locale, userId });
        const text = [
          translate(locale, reader.firstName ? 'mails.notifications.digestIntro' : 'mails.notifications.digestIntroNoName', {
            name: reader.firstName ?? '',
            what,
          }),
          items.map((item) => `- ${item.line}`).join('\n'),
          translate(locale, 'mails.notifications.digestLink', { link: new URL(LINKS[kind], options.portalOrigin).href }),
          footer,
        ].join('\n\n');
        const subject = translate(locale, 'mails.notifications.digestSubject', { platformName: platform.name, what, count: items.length });
        [messageId = ''] = await queueMails(tx, platform, userId, [
          { kind: `notification-digest-${kind.replace('.', '-')}`, to: reader.email, replyTo: null, subject, text, headers },
        ]);
      }
      const [digest] = await tx
        .insert(notificationDigests)
        .values({ userId, kind, day, messageId })
        .onConflictDoNothing()
        .returning({ id: notificationDigests.id });
      // Another runner made the day's digest meanwhile: undo this one's mail (the transaction rolls back).
      if (!digest) throw new AlreadySent();
      await tx
        .update(notificationDigestItems)
        .set({ sentAt: new Date(), digestId: digest.id })
        .where(
          inArray(
            notificationDigestItems.id,
            items.map((item) => item.id),
          ),
        );
      return messageId !== '';
    });
  } catch (error) {
    if (error instanceof AlreadySent) return false;
    throw error;
  }
}

/** One pass of the notification job. */
export async function sendDueNotifications(options: NotificationPassOptions): Promise<NotificationPassResult> {
  const batchSize = options.batchSize ?? 100;
  const result: NotificationPassResult = { immediate: 0, digests: 0 };
  for (let round = 0; round < 10; round += 1) {
    const sent = await sendImmediate(options, batchSize);
    result.immediate += sent;
    if (sent < batchSize) break;
  }
  const { day, hour } = localDayAndHour(options.now ?? new Date());
  if (hour < options.digestHour) return result;
  // Who has lines waiting and no digest of that kind today (the partial index answers the first part).
  const due = await options.db
    .selectDistinct({ userId: notificationDigestItems.userId, kind: notificationDigestItems.kind })
    .from(notificationDigestItems)
    .where(
      and(
        isNull(notificationDigestItems.sentAt),
        eq(notificationDigestItems.immediate, false),
        sql`NOT EXISTS (SELECT 1 FROM notification_digests d WHERE d.user_id = ${notificationDigestItems.userId} AND d.kind = ${notificationDigestItems.kind} AND d.day = ${day})`,
      ),
    )
    .limit(batchSize);
  for (const { userId, kind } of due) {
    if (isNotificationKind(kind) && (await sendDigest(options, userId, kind, day))) result.digests += 1;
  }
  return result;
}
