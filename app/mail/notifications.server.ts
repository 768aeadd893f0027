import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import {
  notificationAddressOptOuts,
  notificationDigestItems,
  notificationKeys,
  notificationPreferences,
  organisations,
  platforms,
  roles,
  users,
} from '../../db/schema/index.ts';
import { PORTAL_PATHS } from '../config/portal-links.ts';
import type { Locale } from '../config/brand.ts';
// Every locale's texts (the mails are rendered on the server only).
import '../i18n/catalogues.server.ts';
import { translate } from '../i18n/i18n.ts';
import { isNotificationKind, NOTIFICATION_DEFAULTS, type NotificationChoice, type NotificationKind } from './notification-kinds.ts';
import { queueMails } from './outbox.server.ts';

/**
 * Notifications (docs/decisions/116): the one door every mail about a person's work goes through. Given
 * the recipients a feature's rule names and a kind, each person's choice decides: the mail now (queued in
 * the caller's transaction, with its one-click unsubscribe), a line for their daily digest, or nothing.
 *
 * Who is a person: an address that is an active portal account's (compared without case) or an account
 * named by id. An address that is no one's account (an organisation's mailbox, a service address, a
 * contact person without an account) is the organisation's: it has no page to choose on, so it gets the
 * mail at once unless that address followed the kind's unsubscribe link.
 */

type Tx = Pick<Database, 'select' | 'insert' | 'execute'>;

export interface NotificationPlatform {
  id: number;
  name: string;
  domain: string;
}

/** One recipient as the mail is written for them. */
export interface NotificationReader {
  locale: Locale;
  /** A person's first name; null for an organisation's address. */
  firstName: string | null;
}

export interface NotificationInput {
  kind: NotificationKind;
  /** The outbox row's kind (`quote-provider`, `review-approved`): what the mail is, as before notifications. */
  mailKind: string;
  platform: NotificationPlatform;
  /** The record the mail is about (its Message-ID names it). */
  recordId: number;
  /** PORTAL_ORIGIN: the unsubscribe and preferences links. */
  portalOrigin: string;
  /** Addresses the feature's own rule names (core.md recipients): each is a person's or the organisation's. */
  addresses?: readonly string[];
  /** Accounts named by id (the last editor, the operators). */
  userIds?: readonly number[];
  /** The language of an address that is no one's account. */
  addressLocale: Locale;
  replyTo?: string | null;
  /** The mail for one reader (subject and text; the unsubscribe footer is added here). */
  render(reader: NotificationReader): { subject: string; text: string };
  /** The line a person who chose the daily digest reads in it instead (their language). */
  digestLine(reader: NotificationReader): string;
}

export interface NotificationOutcome {
  /** Message-IDs queued now, one per recipient. */
  mailMessageIds: string[];
  /** Addresses mailed now (lower-cased), in order. */
  mailedTo: string[];
  /** Persons who get it in their digest. */
  digestUserIds: number[];
  /** Persons who chose off, and addresses that unsubscribed. */
  skipped: number;
}

interface Person {
  id: number;
  email: string;
  firstName: string | null;
  locale: string;
}

/** SHA-256 of a lower-cased, trimmed address: what an organisation address's opt-out keeps. */
export function addressHash(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('base64url');
}

/** What an unsubscribe token names: a person's kind, or an address's kind. */
export type UnsubscribeSubject = { kind: NotificationKind } & ({ userId: number } | { addressHash: string });

/**
 * The key the links are signed with. The migration makes it; a database emptied since (the seed's reset
 * truncates every table) gets a new one here, the same for every process (the first insert wins).
 */
async function signingKey(db: Pick<Database, 'select' | 'insert'>): Promise<string> {
  const read = () => db.select({ key: notificationKeys.key }).from(notificationKeys).where(eq(notificationKeys.id, 1));
  const [row] = await read();
  if (row) return row.key;
  await db
    .insert(notificationKeys)
    .values({ id: 1, key: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [made] = await read();
  return made!.key;
}

const mac = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest().subarray(0, 18).toString('base64url');

/** A signed token for an unsubscribe link: `<payload>.<mac>`, both base64url; no secret of the person in it. */
export async function unsubscribeToken(db: Pick<Database, 'select' | 'insert'>, subject: UnsubscribeSubject): Promise<string> {
  const who = 'userId' in subject ? `u:${subject.userId}` : `a:${subject.addressHash}`;
  const payload = Buffer.from(`${who}:${subject.kind}`).toString('base64url');
  return `${payload}.${mac(await signingKey(db), payload)}`;
}

/** The subject of a token whose signature holds; null for anything else. */
export async function readUnsubscribeToken(db: Pick<Database, 'select' | 'insert'>, token: unknown): Promise<UnsubscribeSubject | null> {
  if (typeof token !== 'string' || token.length > 300) return null;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match) return null;
  const [, payload, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(mac(await signingKey(db), payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const parts = Buffer.from(payload, 'base64url').toString('utf8').split(':');
  const [type, id, kind] = parts;
  if (parts.length !== 3 || !isNotificationKind(kind)) return null;
  if (type === 'u' && /^[1-9][0-9]{0,9}$/.test(id!)) return { kind, userId: Number(id) };
  if (type === 'a' && /^[A-Za-z0-9_-]{43}$/.test(id!)) return { kind, addressHash: id! };
  return null;
}

/** The headers of RFC 8058: a POST to the link turns the kind off, without a session. */
function unsubscribeHeaders(link: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

function unsubscribeLink(portalOrigin: string, token: string): string {
  const url = new URL(PORTAL_PATHS.unsubscribe, portalOrigin);
  url.searchParams.set('token', token);
  return url.href;
}

/** The lines under every notification: why it came, how to stop it (and, for a person, where to choose). */
function footer(locale: Locale, kind: NotificationKind, links: { unsubscribe: string; preferences: string | null }): string {
  const t = (key: string, values: Record<string, string> = {}) => translate(locale, `mails.notifications.${key}`, values);
  const what = t(`kinds.${kind}`);
  return [
    '-- ',
    links.preferences ? t('footerPerson', { what, link: links.preferences }) : t('footerAddress', { what }),
    t('unsubscribe', { link: links.unsubscribe }),
  ].join('\n');
}

export function readerLocale(value: string | null | undefined, fallback: Locale): Locale {
  return value === 'de' || value === 'nl' ? value : fallback;
}

/** Each person's choice for a kind (absent row: the kind's default). */
export async function choicesOf(db: Pick<Database, 'select'>, userIds: readonly number[], kind: NotificationKind): Promise<Map<number, NotificationChoice>> {
  const choices = new Map<number, NotificationChoice>(userIds.map((id) => [id, NOTIFICATION_DEFAULTS[kind]]));
  if (userIds.length === 0) return choices;
  const rows = await db
    .select({ userId: notificationPreferences.userId, choice: notificationPreferences.choice })
    .from(notificationPreferences)
    .where(and(inArray(notificationPreferences.userId, [...userIds]), eq(notificationPreferences.kind, kind)));
  for (const row of rows) choices.set(row.userId, row.choice as NotificationChoice);
  return choices;
}

/**
 * Sends, keeps for the digest, or leaves out, per recipient and their choice for `input.kind`; in the
 * caller's transaction (the record and what it notifies commit together, decision 005). One mail per
 * recipient: each carries its own unsubscribe link. Addresses are compared without case and each gets
 * at most one mail.
 */
export async function notify(tx: Tx, input: NotificationInput): Promise<NotificationOutcome> {
  const outcome: NotificationOutcome = { mailMessageIds: [], mailedTo: [], digestUserIds: [], skipped: 0 };
  const addresses = [...new Map((input.addresses ?? []).map((a) => [a.trim().toLowerCase(), a.trim()] as const)).entries()].filter(([key]) => key !== '');
  const ids = [...new Set(input.userIds ?? [])];
  if (addresses.length === 0 && ids.length === 0) return outcome;

  const people: Person[] = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(
      and(
        eq(users.active, true),
        sql`(${ids.length > 0 ? inArray(users.id, ids) : sql`false`} OR ${
          addresses.length > 0
            ? inArray(
                sql`lower(${users.email})`,
                addresses.map(([key]) => key),
              )
            : sql`false`
        })`,
      ),
    );
  const personByAddress = new Map(people.map((p) => [p.email.trim().toLowerCase(), p]));
  // In order: the feature's addresses first (its rule's order), then the accounts named by id.
  const recipients: Array<{ person: Person } | { address: string; key: string }> = [];
  const seen = new Set<string>();
  for (const [key, address] of addresses) {
    const person = personByAddress.get(key);
    if (seen.has(key)) continue;
    seen.add(key);
    recipients.push(person ? { person } : { address, key });
  }
  for (const person of people) {
    const key = person.email.trim().toLowerCase();
    if (!ids.includes(person.id) || seen.has(key)) continue;
    seen.add(key);
    recipients.push({ person });
  }

  const personIds = recipients.flatMap((r) => ('person' in r ? [r.person.id] : []));
  const choices = await choicesOf(tx, personIds, input.kind);
  const addressKeys = recipients.flatMap((r) => ('key' in r ? [addressHash(r.key)] : []));
  const optedOut = new Set(
    addressKeys.length === 0
      ? []
      : (
          await tx
            .select({ hash: notificationAddressOptOuts.addressHash })
            .from(notificationAddressOptOuts)
            .where(and(eq(notificationAddressOptOuts.kind, input.kind), inArray(notificationAddressOptOuts.addressHash, addressKeys)))
        ).map((r) => r.hash),
  );

  for (const recipient of recipients) {
    if ('person' in recipient) {
      const { person } = recipient;
      const reader = { locale: readerLocale(person.locale, input.addressLocale), firstName: person.firstName };
      const choice = choices.get(person.id) ?? NOTIFICATION_DEFAULTS[input.kind];
      if (choice === 'off') {
        outcome.skipped += 1;
      } else if (choice === 'daily') {
        await tx.insert(notificationDigestItems).values({ userId: person.id, kind: input.kind, platformId: input.platform.id, line: input.digestLine(reader) });
        outcome.digestUserIds.push(person.id);
      } else {
        const token = await unsubscribeToken(tx, { kind: input.kind, userId: person.id });
        await send(tx, input, person.email, reader, token, true, outcome);
      }
    } else {
      const hash = addressHash(recipient.key);
      if (optedOut.has(hash)) {
        outcome.skipped += 1;
        continue;
      }
      const token = await unsubscribeToken(tx, { kind: input.kind, addressHash: hash });
      await send(tx, input, recipient.address, { locale: input.addressLocale, firstName: null }, token, false, outcome);
    }
  }
  return outcome;
}

/** What a notification mail to a person or address carries besides its text: the footer and the RFC 8058 headers. */
export async function unsubscribeParts(
  tx: Pick<Database, 'select' | 'insert'>,
  input: { kind: NotificationKind; portalOrigin: string; locale: Locale } & ({ userId: number } | { address: string }),
): Promise<{ footer: string; headers: Record<string, string> }> {
  const isPerson = 'userId' in input;
  const token = await unsubscribeToken(
    tx,
    isPerson ? { kind: input.kind, userId: input.userId } : { kind: input.kind, addressHash: addressHash(input.address) },
  );
  const link = unsubscribeLink(input.portalOrigin, token);
  const preferences = isPerson ? new URL(PORTAL_PATHS.notifications, input.portalOrigin).href : null;
  return { footer: footer(input.locale, input.kind, { unsubscribe: link, preferences }), headers: unsubscribeHeaders(link) };
}

async function send(
  tx: Tx,
  input: NotificationInput,
  to: string,
  reader: NotificationReader,
  token: string,
  isPerson: boolean,
  outcome: NotificationOutcome,
): Promise<void> {
  const link = unsubscribeLink(input.portalOrigin, token);
  const rendered = input.render(reader);
  const preferences = isPerson ? new URL(PORTAL_PATHS.notifications, input.portalOrigin).href : null;
  const text = `${rendered.text}\n\n${footer(reader.locale, input.kind, { unsubscribe: link, preferences })}`;
  const [messageId] = await queueMails(tx, input.platform, input.recordId, [
    { kind: input.mailKind, to, replyTo: input.replyTo ?? null, subject: rendered.subject, text, headers: unsubscribeHeaders(link) },
  ]);
  outcome.mailMessageIds.push(messageId!);
  outcome.mailedTo.push(to.toLowerCase());
}

/**
 * Raises a kind for every active operator (`review.waiting`, docs/decisions/116) where no portal origin is
 * known (a provider's submission): each operator's choice becomes an item for the notification job, due at
 * once (`immediate`: the job mails it on its next pass) or in their daily digest; `off` leaves them out.
 */
export async function notifyOperators(
  tx: Tx,
  input: { kind: NotificationKind; platformId: number; subject(reader: NotificationReader): string; line(reader: NotificationReader): string },
): Promise<{ immediate: number[]; daily: number[] }> {
  const operators = await tx
    .select({ id: users.id, firstName: users.firstName, locale: users.locale })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.active, true), eq(roles.name, 'ADMIN')));
  const choices = await choicesOf(
    tx,
    operators.map((o) => o.id),
    input.kind,
  );
  const result = { immediate: [] as number[], daily: [] as number[] };
  const rows = operators.flatMap((operator) => {
    const choice = choices.get(operator.id)!;
    if (choice === 'off') return [];
    const reader = { locale: readerLocale(operator.locale, 'nl'), firstName: operator.firstName };
    result[choice === 'immediate' ? 'immediate' : 'daily'].push(operator.id);
    return [
      {
        userId: operator.id,
        kind: input.kind,
        platformId: input.platformId,
        immediate: choice === 'immediate',
        subject: choice === 'immediate' ? input.subject(reader) : null,
        line: input.line(reader),
      },
    ];
  });
  if (rows.length > 0) await tx.insert(notificationDigestItems).values(rows);
  return result;
}

/** Something a provider sent for review (an activity, an event): the operators' `review.waiting`. */
export async function notifyReviewWaiting(tx: Tx, input: { platformId: number; organisationId: number | null; title: string }) {
  const [where] = await tx
    .select({ platformName: platforms.name, organisationName: organisations.name })
    .from(platforms)
    .leftJoin(organisations, input.organisationId ? eq(organisations.id, input.organisationId) : sql`false`)
    .where(eq(platforms.id, input.platformId));
  const values = { title: input.title, platformName: where?.platformName ?? '', organisationName: where?.organisationName ?? '' };
  return notifyOperators(tx, {
    kind: 'review.waiting',
    platformId: input.platformId,
    subject: (reader) => translate(reader.locale, 'mails.notifications.waiting.subject', values),
    line: (reader) => translate(reader.locale, 'mails.notifications.waiting.line', values),
  });
}
