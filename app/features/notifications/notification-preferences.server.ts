import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.server.ts';
import { notificationAddressOptOuts, notificationPreferences, users } from '../../../db/schema/index.ts';
import { NOTIFICATION_DEFAULTS, notificationKindsFor, type NotificationChoice, type NotificationKind } from '../../mail/notification-kinds.ts';
import { readUnsubscribeToken } from '../../mail/notifications.server.ts';
import type { Actor } from '../../portal/actor.ts';
import { recordAudit } from '../../portal/audit.server.ts';
import { NotFoundForActor } from '../../portal/permissions.server.ts';
import { NOTIFICATION_FIELDS, type NotificationPreferencesInput } from './notification-preferences.schemas.ts';

/**
 * A person's notification preferences (docs/decisions/116): each person reads and changes their own only.
 * The user id is named so that a caller (a page, an API) cannot silently act for another: any id but the
 * actor's own is answered as a missing one, an operator's too (preferences are personal).
 */

export interface NotificationPreference {
  kind: NotificationKind;
  choice: NotificationChoice;
  /** Whether the person chose it (else the kind's default). */
  chosen: boolean;
}

function requireSelf(actor: Actor, userId: number): void {
  if (actor.userId !== userId) throw new NotFoundForActor(`notification preferences of user ${userId}`);
}

/** The kinds this person chooses for, each with their choice or the default. */
export async function listNotificationPreferences(db: Pick<Database, 'select'>, actor: Actor, userId: number): Promise<NotificationPreference[]> {
  requireSelf(actor, userId);
  const rows = await db
    .select({ kind: notificationPreferences.kind, choice: notificationPreferences.choice })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(rows.map((row) => [row.kind, row.choice as NotificationChoice]));
  return notificationKindsFor(actor.role).map((kind) => ({ kind, choice: chosen.get(kind) ?? NOTIFICATION_DEFAULTS[kind], chosen: chosen.has(kind) }));
}

/**
 * Saves the person's choices (a kind the form left out keeps its own); a kind their role has not (an
 * operator's kind for a provider) is refused as missing. Returns the kinds that changed.
 */
export async function setNotificationPreferences(db: Database, actor: Actor, userId: number, input: NotificationPreferencesInput): Promise<NotificationKind[]> {
  requireSelf(actor, userId);
  const allowed = new Set(notificationKindsFor(actor.role));
  const wanted = (Object.entries(NOTIFICATION_FIELDS) as Array<[NotificationKind, string]>).flatMap(([kind, field]) => {
    const choice = input[field];
    if (choice === undefined) return [];
    if (!allowed.has(kind)) throw new NotFoundForActor(`notification kind ${kind}`);
    return [{ kind, choice }];
  });
  return db.transaction(async (tx) => {
    const before = new Map((await listNotificationPreferences(tx, actor, userId)).map((p) => [p.kind, p.choice]));
    const changed = wanted.filter((w) => before.get(w.kind) !== w.choice);
    for (const { kind, choice } of changed) {
      await tx
        .insert(notificationPreferences)
        .values({ userId, kind, choice })
        .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind], set: { choice, updatedAt: new Date() } });
    }
    if (changed.length > 0) {
      await recordAudit(tx, {
        action: 'notifications-changed',
        actorUserId: actor.userId,
        subjectUserId: userId,
        detail: Object.fromEntries(changed.map((c) => [c.kind, c.choice])),
      });
    }
    return changed.map((c) => c.kind);
  });
}

export type UnsubscribeLink = { ok: true; kind: NotificationKind; person: boolean } | { ok: false };

/** What an unsubscribe link names (the page shows it before the button): its kind, or that it is not valid. */
export async function readUnsubscribeLink(db: Pick<Database, 'select' | 'insert'>, token: string): Promise<UnsubscribeLink> {
  const subject = await readUnsubscribeToken(db, token);
  return subject ? { ok: true, kind: subject.kind, person: 'userId' in subject } : { ok: false };
}

/**
 * The one-click unsubscribe (RFC 8058): the link's kind off for its person (their preference) or its
 * address (an opt-out), without a session; the signed token is the authority. Doing it twice is harmless.
 */
export async function unsubscribe(db: Database, token: string): Promise<UnsubscribeLink> {
  const subject = await readUnsubscribeToken(db, token);
  if (!subject) return { ok: false };
  await db.transaction(async (tx) => {
    if ('userId' in subject) {
      // A token of a deleted account: nothing to turn off.
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, subject.userId)).for('update');
      if (!user) return;
      await tx
        .insert(notificationPreferences)
        .values({ userId: subject.userId, kind: subject.kind, choice: 'off' })
        .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind], set: { choice: 'off', updatedAt: new Date() } });
      await recordAudit(tx, { action: 'notification-unsubscribed', subjectUserId: subject.userId, detail: { kind: subject.kind } });
    } else {
      await tx.insert(notificationAddressOptOuts).values({ addressHash: subject.addressHash, kind: subject.kind }).onConflictDoNothing();
    }
  });
  return { ok: true, kind: subject.kind, person: 'userId' in subject };
}
