import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.server.ts';
import { newsletterSubscribers } from '../../../db/schema/index.ts';
import { queueMails } from '../../mail/outbox.server.ts';
import { originOf } from '../../page-head/head-context.ts';
import { hashSecret, newSecret } from '../../portal/secrets.server.ts';
import type { Site } from '../../request-context.server.ts';
import { renderNewsletterConfirmation } from './newsletter.mails.ts';
import type { NewsletterSubscription } from './newsletter.schemas.ts';
import type { NewsletterSignUp } from './newsletter.types.ts';

export type SubscribeResult =
  /** Not on the list yet: pending until the link in the queued confirmation mail is followed. */
  | { status: 'pending'; subscriberId: number; mailMessageIds: string[] }
  /** Confirmed before (same e-mail in any letter case): nothing changed, no mail. */
  | { status: 'already-subscribed'; subscriberId: number }
  | { status: 'ignored' };

/** The page a confirmation mail links to (app/routes.ts), on every brand host. */
export const NEWSLETTER_CONFIRM_PATH = '/nieuwsbrief/bevestigen';

/**
 * Asks a visitor to confirm a subscription (double opt-in, decisions.md 18), in the caller's
 * transaction: stores them as pending with the time of consent and queues the mail with the
 * confirmation link. Asking again while pending mails a new link (the visitor may have lost the mail;
 * the earlier link stops working) and takes the new name; a confirmed subscriber is left as they are,
 * and nothing is sent. The link holds a fresh random secret; the row keeps only its hash.
 */
export const requestNewsletterConfirmation: NewsletterSignUp<SubscribeResult> = async (tx, { platform, brand }, person) => {
  const secret = newSecret();
  const pending = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO newsletter_subscribers (platform_id, name, email, consent_at, confirm_token_hash)
        VALUES (${platform.id}, ${person.name}, ${person.email}, now(), ${hashSecret(secret)})
        ON CONFLICT (platform_id, lower(email)) DO UPDATE
          SET name = EXCLUDED.name, consent_at = now(), confirm_token_hash = EXCLUDED.confirm_token_hash, updated_at = now()
          WHERE newsletter_subscribers.confirmed_at IS NULL
        RETURNING id`,
  );
  if (pending.length === 0) {
    const [confirmed] = await tx
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(and(eq(newsletterSubscribers.platformId, platform.id), sql`lower(${newsletterSubscribers.email}) = lower(${person.email})`));
    return { status: 'already-subscribed', subscriberId: confirmed!.id };
  }
  const subscriberId = pending[0]!.id;
  const link = `${originOf(platform.domain)}${NEWSLETTER_CONFIRM_PATH}?${new URLSearchParams({ token: secret })}`;
  const mail = renderNewsletterConfirmation({ name: person.name, platformName: platform.name, platformDomain: platform.domain, link }, brand.locale);
  const mailMessageIds = await queueMails(tx, platform, subscriberId, [
    { kind: 'newsletter-confirmation', to: person.email, replyTo: platform.email, ...mail },
  ]);
  return { status: 'pending', subscriberId, mailMessageIds };
};

/**
 * The newsletter form and API: the subscription waits for the visitor's confirmation (requestNewsletterConfirmation).
 * `subscription` is the schema's output, read once by the form's parse or the API's validation (docs/decisions/111).
 */
export async function subscribeNewsletter(db: Database, site: Site, subscription: NewsletterSubscription): Promise<SubscribeResult> {
  if (subscription.website_url) return { status: 'ignored' };
  return db.transaction((tx) => requestNewsletterConfirmation(tx, site, subscription));
}

/** Who a confirmation link is for, while it is still valid (pending, on this platform). */
export async function pendingSubscriberOf(db: Database, platformId: number, secret: string): Promise<{ id: number; email: string } | null> {
  if (!secret) return null;
  const [row] = await db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.platformId, platformId),
        eq(newsletterSubscribers.confirmTokenHash, hashSecret(secret)),
        isNull(newsletterSubscribers.confirmedAt),
      ),
    );
  return row ?? null;
}

/**
 * Confirms the subscription a link's secret is for: from now on the subscriber is on the list. The
 * secret works once (its hash is cleared). False when it names no pending subscriber of this platform.
 */
export async function confirmNewsletterSubscription(db: Database, platformId: number, secret: string): Promise<boolean> {
  if (!secret) return false;
  const confirmed = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: sql`now()`, confirmTokenHash: null })
    .where(
      and(
        eq(newsletterSubscribers.platformId, platformId),
        eq(newsletterSubscribers.confirmTokenHash, hashSecret(secret)),
        isNull(newsletterSubscribers.confirmedAt),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return confirmed.length > 0;
}
